import { z } from 'zod';
import { YyyymmddSchema } from './patent-dates';
import { COUNTRY_CODE, KIND_CODE, parseUcid } from './patent-numbers';

// The one patent document model (SPEC §3 Patent document): what every reader produces and the index stores.
// Search-time additions (score, highlighting) belong to the search response, not to the stored document.

/** Two-letter office or country code, upper case (`US`, `EP`, `WO`). */
export const CountryCodeSchema = z.string().regex(COUNTRY_CODE, 'Expected a two-letter upper-case office code.');
/** Kind code: a letter and at most one digit (`A1`, `B2`, `S1`, `U`). */
export const KindCodeSchema = z.string().regex(KIND_CODE, 'Expected a kind code such as A1, B2 or U.');
/** Language code of a text, ISO 639-1 lower case (`en`, `de`, `fr`, `ja`). */
export const LanguageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'Expected a two-letter lower-case language code.');
/** One text per language (`{ en: '…', de: '…' }`). */
export const LanguageTextSchema = z.record(LanguageCodeSchema, z.string());
/** A date of the document model: integer YYYYMMDD of a real calendar day. */
export const PatentDateSchema = YyyymmddSchema;
const NonEmpty = z.string().min(1);
const Names = z.array(NonEmpty);

/** One claim with its number and the claims it refers back to. */
export const ClaimSchema = z.strictObject({
  /** Claim number as printed (1-based). */
  num: z.number().int().positive(),
  /** Claim text, without its number. */
  text: z.string(),
  /** Numbers of the claims this one depends on; empty for an independent claim. */
  dependsOn: z.array(z.number().int().positive()),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** An applicant, inventor or agent as the source names them. */
export const PartySchema = z.strictObject({
  /** Name as written by the source. */
  name: NonEmpty,
  /** Street address or address lines, when the source gives them. */
  address: z.string().optional(),
  /** City. */
  city: z.string().optional(),
  /** State, province or prefecture. */
  state: z.string().optional(),
  /** Country of residence or nationality, two-letter code. */
  country: CountryCodeSchema.optional(),
});
export type Party = z.infer<typeof PartySchema>;

/** One page or figure of the drawings. */
export const DrawingSchema = z.strictObject({
  /** Identifier within the document (`d0001`, `Fig. 1`, page number). */
  id: NonEmpty,
  /** Where the image can be fetched, when it is remote. */
  url: z.string().optional(),
  /** File name of the image in the drawings store or the source archive. */
  file: z.string().optional(),
});
export type Drawing = z.infer<typeof DrawingSchema>;

/** A family member as listed in a family. */
export const FamilyPublicationSchema = z.strictObject({
  /** The member's ucid. */
  ucid: NonEmpty,
  /** Its application number in canonical spelling (`canonicalApplicationNumber`). */
  an: NonEmpty,
  /** Its publication date. */
  publicationdate: PatentDateSchema.optional(),
  /** Its application filing date. */
  applicationdate: PatentDateSchema.optional(),
});
export type FamilyPublication = z.infer<typeof FamilyPublicationSchema>;

/** One family: its identifier and members. */
export const FamilySchema = z.strictObject({
  /** Family identifier (DOCDB family id for simple families, INPADOC id for extended ones). */
  id: NonEmpty.optional(),
  /** Members, this document included. */
  publications: z.array(FamilyPublicationSchema),
});
export type Family = z.infer<typeof FamilySchema>;

/** SPEC §3 familydata: the simple (same priorities) and the extended (any shared priority) family. */
export const FamilyDataSchema = z.strictObject({
  /** Simple family (DOCDB): publications with exactly the same priorities. */
  'simple-family-data': FamilySchema.optional(),
  /** Extended family (INPADOC): publications linked by at least one shared priority, directly or not. */
  'extended-family-data': FamilySchema.optional(),
});
export type FamilyData = z.infer<typeof FamilyDataSchema>;

/** A national or regional phase entry of an international application. */
export const NationalPhaseApplicationSchema = z.strictObject({
  /** Application number of the national phase, canonical spelling. */
  an: NonEmpty,
  /** Which source reported the entry (`inpadoc`, `docdb`, `uspto-odp`). */
  source: NonEmpty,
  /** Office the application entered, when not evident from `an`. */
  country: CountryCodeSchema.optional(),
  /** National phase entry date. */
  nped: PatentDateSchema.optional(),
  /** Further dated events of the entry by name (`publicationdate`, `grantdate`, `withdrawaldate`). */
  events: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), PatentDateSchema).optional(),
});
export type NationalPhaseApplication = z.infer<typeof NationalPhaseApplicationSchema>;

/** A claimed priority. */
export const PrioritySchema = z.strictObject({
  /** Office of the priority application. */
  country: CountryCodeSchema,
  /** Priority application number, canonical spelling where it can be parsed. */
  number: NonEmpty,
  /** Priority (filing) date; some sources list numbers without dates. */
  date: PatentDateSchema.optional(),
  /** DOCDB application kind (`A`, `P` provisional, `W` international, `U` utility model). */
  kind: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
});
export type Priority = z.infer<typeof PrioritySchema>;

/** A standard-essential patent declaration. */
export const SepDeclarationSchema = z.strictObject({
  /** Standards body (`ETSI`, `IEEE`, `ITU-T`). */
  standard_organization: NonEmpty,
  /** Project within it (`3GPP`, `5G`, `LTE`). */
  etsi_project: z.string().optional(),
  /** Standard or technical specification (`TS 38.331`). */
  standard: z.string().optional(),
  /** Who declared. */
  declarant: z.string().optional(),
  /** Date of the declaration. */
  declarationdate: PatentDateSchema.optional(),
});
export type SepDeclaration = z.infer<typeof SepDeclarationSchema>;

/** One classification of a document. */
export const ClassificationEntrySchema = z.strictObject({
  /** Canonical code (`H01L31/0232`, `G06F`, `428/411.1`, `12-16`, `2C050AA01`). */
  code: NonEmpty,
  /** The main (first, primary) classification. */
  main: z.boolean().optional(),
  /** Inventive rather than additional information (IPC/CPC `I` versus `N`). */
  inventive: z.boolean().optional(),
  /** Scheme version (`2006.01`, Locarno edition `13`). */
  version: z.string().optional(),
});
export type ClassificationEntry = z.infer<typeof ClassificationEntrySchema>;

/** Classifications by scheme. */
export const ClassificationsSchema = z.strictObject({
  /** International Patent Classification. */
  ipc: z.array(ClassificationEntrySchema).optional(),
  /** Cooperative Patent Classification. */
  cpc: z.array(ClassificationEntrySchema).optional(),
  /** US Patent Classification (USPC). */
  us: z.array(ClassificationEntrySchema).optional(),
  /** Locarno classification of industrial designs. */
  locarno: z.array(ClassificationEntrySchema).optional(),
  /** Japanese File Index (FI). */
  jpfi: z.array(ClassificationEntrySchema).optional(),
  /** Japanese F-terms. */
  jpft: z.array(ClassificationEntrySchema).optional(),
});
export type Classifications = z.infer<typeof ClassificationsSchema>;

/** Citation categories of search reports (WIPO ST.14, plus EPO `I`); `XY` is written as two categories. */
export const CITATION_CATEGORIES = ['X', 'Y', 'A', 'O', 'P', 'T', 'E', 'D', 'L', '&', 'I'] as const;
export type CitationCategory = (typeof CITATION_CATEGORIES)[number];
/** Procedure stage in which a document was cited. */
export const CITATION_PHASES = [
  'applicant',
  'search',
  'international-search',
  'supplementary-search',
  'examination',
  'opposition',
  'third-party',
  'other',
] as const;
export type CitationPhase = (typeof CITATION_PHASES)[number];

/** A cited patent document. */
export const PatentCitationSchema = z.strictObject({
  /** Cited number, canonical spelling (`canonicalPublicationNumber`). */
  number: NonEmpty,
  /** Office of the cited document. */
  country: CountryCodeSchema.optional(),
  /** Kind code of the cited document. */
  kind: KindCodeSchema.optional(),
  /** Publication date of the cited document. */
  date: PatentDateSchema.optional(),
  /** Relevance categories given by the examiner (`X`, `Y`, `A`). */
  categories: z.array(z.enum(CITATION_CATEGORIES)).optional(),
  /** Stage in which it was cited. */
  phase: z.enum(CITATION_PHASES).optional(),
});
export type PatentCitation = z.infer<typeof PatentCitationSchema>;

/** A cited non-patent document. */
export const NplCitationSchema = z.strictObject({
  /** Citation as written (authors, title, journal, date). */
  text: NonEmpty,
  /** Relevance categories given by the examiner. */
  categories: z.array(z.enum(CITATION_CATEGORIES)).optional(),
  /** Stage in which it was cited. */
  phase: z.enum(CITATION_PHASES).optional(),
});
export type NplCitation = z.infer<typeof NplCitationSchema>;

/** Backward citations. */
export const CitationsSchema = z.strictObject({
  /** Cited patent documents. */
  patents: z.array(PatentCitationSchema).optional(),
  /** Cited non-patent literature. */
  npl: z.array(NplCitationSchema).optional(),
});
export type Citations = z.infer<typeof CitationsSchema>;

/** A legal status event (INPADOC, EP Register, USPTO transaction). */
export const LegalEventSchema = z.strictObject({
  /** Date of the event. */
  date: PatentDateSchema,
  /** Event code of the source (`EP GBPC`, `US AS`, `EPIDOSNIGR1`). */
  code: NonEmpty,
  /** Event description as given. */
  description: z.string(),
  /** Office the event happened at, when not the document's. */
  country: CountryCodeSchema.optional(),
});
export type LegalEvent = z.infer<typeof LegalEventSchema>;

/** Where in its file a document starts, when the file holds more than one. */
export const ProvenancePositionSchema = z.strictObject({
  /** Member path inside an archive (`ROOT/DOC/x.zip/x.xml`). */
  entry: z.string().optional(),
  /** 0-based ordinal of the document in the file (concatenated XML, JSON array). */
  index: z.number().int().nonnegative().optional(),
  /** 1-based line where the document or row starts. */
  line: z.number().int().positive().optional(),
});

/** One contributing source of a merged record. */
export const ProvenanceSourceSchema = z.strictObject({
  /** Reader format, kebab-case. */
  format: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case format name.'),
  /** Source file, relative to the ingest root. */
  file: NonEmpty,
  /** Position of the document inside the file. */
  position: ProvenancePositionSchema.optional(),
  /** When it was ingested (ISO 8601). */
  ingested: z.string(),
  /** Precedence of the source's kind: higher wins a field (office full text over office biblio over DOCDB ...). */
  rank: z.number().int(),
  /** How many fields the source record held: between sources of one rank, the fuller record wins a field. */
  richness: z.number().int().nonnegative(),
  /** Fields (`titles.de`, `classifications.cpc`, `legalevents`) whose values in the record came from this source. */
  fields: z.array(z.string()),
});
export type ProvenanceSource = z.infer<typeof ProvenanceSourceSchema>;

/** Where a document was read from. */
export const ProvenanceSchema = z.strictObject({
  /** Reader format, kebab-case (`uspto-grant-xml`, `ep-fulltext-xml`, `lens-csv`). */
  format: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case format name.'),
  /** Source file, relative to the ingest root. */
  file: NonEmpty,
  /** Position of the document inside the file, when the file holds more than one. */
  position: ProvenancePositionSchema.optional(),
  // In a stable order: where each was read, when, how it ranks (packages/ingest/MERGE.md) and the fields it gave.
  /** Every source that contributed to this merged record; the fields above name the best of them. */
  sources: z.array(ProvenanceSourceSchema).optional(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** The patent document fields without the cross-field checks; extend this, then apply `checkPatentDocument`. */
export const PatentDocumentFieldsSchema = z.strictObject({
  /** The ucid, `CC-NUMBER-KIND` (`US-7057742-B2`); stored as the engine's `ucid`. */
  id: z.string().refine((value) => parseUcid(value) !== null, 'Expected a canonical ucid such as US-7057742-B2.'),
  /** Publishing office. */
  country: CountryCodeSchema,
  /** Kind code of this publication. */
  kindcode: KindCodeSchema,
  /** Titles by language, as published. */
  titles: LanguageTextSchema.optional(),
  /** Machine-translated titles by language. */
  titles_mt: LanguageTextSchema.optional(),
  /** Abstracts by language, as published. */
  abstracts: LanguageTextSchema.optional(),
  /** Machine-translated abstracts by language. */
  abstracts_mt: LanguageTextSchema.optional(),
  /** Claims by language, in order, with their numbers and dependencies. */
  claims: z.record(LanguageCodeSchema, z.array(ClaimSchema)).optional(),
  /** First claim text by language. */
  firstclaims: LanguageTextSchema.optional(),
  /** Description paragraphs by language. */
  descriptions: z.record(LanguageCodeSchema, z.array(z.string())).optional(),
  /** Language of publication. */
  language: LanguageCodeSchema.optional(),
  /** Publication number, canonical spelling with kind (`US7057742B2`, see `canonicalPublicationNumber`). */
  publicationnumber: NonEmpty,
  /** Application number, canonical spelling (`US16123456`, `WO2019US012345`, see `canonicalApplicationNumber`). */
  applicationnumber: NonEmpty.optional(),
  /** Publication date. */
  publicationdate: PatentDateSchema.optional(),
  /** Filing date of the application. */
  applicationdate: PatentDateSchema.optional(),
  /** Earliest priority date (the filing date when nothing is claimed). */
  earliestprioritydate: PatentDateSchema.optional(),
  /** Grant date, for granted publications and applications known to be granted. */
  grantdate: PatentDateSchema.optional(),
  /** Expected expiry of the right (`expectedExpiry`). */
  expectedexpirydate: PatentDateSchema.optional(),
  /** One plain-English sentence on how the expected expiry was reached. */
  expectedexpiryexplanation: z.string().optional(),
  // Sources: Red Book `us-term-extension`, PATDOC `B474US`, PPUBS `termOfExtension`, ODP `adjustmentTotalQuantity`.
  /** US patent term adjustment (35 U.S.C. 154(b)) in days as the source states it; the expected expiry adds it. */
  termadjustmentdays: z.number().int().nonnegative().optional(),
  /** Assignee or applicant names as the source wrote them. */
  assignees_name_original: Names.optional(),
  /** Current owners after recorded reassignments. */
  assignees_name_current: Names.optional(),
  /** Probable assignee names: spellings folded to one readable name each (`probableParties`). */
  assignees_name_probable: Names.optional(),
  /** Ultimate parent companies of the assignees. */
  ultimate_owner: Names.optional(),
  /** Inventor names, normalised. */
  inventors_name_normalized: Names.optional(),
  /** Agent and attorney names, normalised. */
  agents_name_normalized: Names.optional(),
  /** Applicants with address details where the source has them. */
  applicants: z.array(PartySchema).optional(),
  /** Inventors with address details where the source has them. */
  inventors: z.array(PartySchema).optional(),
  /** Examiners' names, primary first. */
  examiners: Names.optional(),
  /** Office of the earliest priority. */
  earliestprioritycountry: CountryCodeSchema.optional(),
  /** Key of the document's image set in the drawings store (`/api/drawings/…/{srcpat}/…`, SPEC §7). */
  srcpat: NonEmpty.optional(),
  /** Drawing pages or figures. */
  drawings: z.array(DrawingSchema).optional(),
  /** Number of drawing pages or figures. */
  drawingscount: z.number().int().nonnegative().optional(),
  // Sources: Red Book `number-of-claims`, PATDOC `B577`, Green Book `NCL`, PPUBS `numberOfClaims`; the weekly `ipgb`
  // grants state it without the claims themselves.
  /** Number of claims as the source states it (biblio-only files have the count without the claims). */
  claimcount: z.number().int().nonnegative().optional(),
  /** Simple and extended family. */
  familydata: FamilyDataSchema.optional(),
  /** The office's DOCDB family id as a source states it; families are linked from it (`familydata` is computed). */
  docdbfamilyid: NonEmpty.optional(),
  /** National and regional phase entries of an international application. */
  nationalphaseapplications: z.array(NationalPhaseApplicationSchema).optional(),
  /** Claimed priorities. */
  priorities: z.array(PrioritySchema).optional(),
  /** A title exists. */
  tiexists: z.boolean().optional(),
  /** An abstract exists. */
  abexists: z.boolean().optional(),
  /** Claims exist. */
  claexists: z.boolean().optional(),
  /** A description exists. */
  descexists: z.boolean().optional(),
  /** FDA data (Orange Book, Purple Book) is linked. */
  fdaexists: z.boolean().optional(),
  /** Examples (worked examples) exist in the description. */
  exampleexists: z.boolean().optional(),
  /** Litigation is recorded. */
  litigationexists: z.boolean().optional(),
  /** Standard-essential patent declarations. */
  seps: z.array(SepDeclarationSchema).optional(),
  /** The application is still pending (neither granted nor finally refused or withdrawn). */
  pending: z.boolean().optional(),
  /** The publication is, or the application has led to, a granted patent. */
  grant: z.boolean().optional(),
  /** Classifications by scheme. */
  classifications: ClassificationsSchema.optional(),
  /** Backward citations. */
  citations: CitationsSchema.optional(),
  /** Legal status events, oldest first. */
  legalevents: z.array(LegalEventSchema).optional(),
  /** Where the document was read from. */
  provenance: ProvenanceSchema,
});

/** A patent document before the cross-field checks. */
export type PatentDocumentFields = z.infer<typeof PatentDocumentFieldsSchema>;

/** The cross-field rules: the ucid agrees with country, kind code and publication number. */
export function checkPatentDocument(doc: PatentDocumentFields, ctx: z.RefinementCtx): void {
  const ucid = parseUcid(doc.id);
  if (ucid === null) return;
  if (ucid.country !== doc.country) {
    ctx.addIssue({ code: 'custom', path: ['country'], message: `The ucid ${doc.id} names country ${ucid.country}.` });
  }
  if (ucid.kind !== doc.kindcode) {
    ctx.addIssue({ code: 'custom', path: ['kindcode'], message: `The ucid ${doc.id} names kind ${ucid.kind}.` });
  }
  if (doc.publicationnumber !== ucid.country + ucid.serial + ucid.kind) {
    ctx.addIssue({
      code: 'custom',
      path: ['publicationnumber'],
      message: `Expected ${ucid.country + ucid.serial + ucid.kind} for the ucid ${doc.id}.`,
    });
  }
}

/** SPEC §3 Patent document: strict (unknown keys are refused) and consistent (ucid, country, kind, number agree). */
export const PatentDocumentSchema = PatentDocumentFieldsSchema.superRefine(checkPatentDocument);
export type PatentDocument = z.infer<typeof PatentDocumentSchema>;
