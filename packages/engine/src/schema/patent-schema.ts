import type { CombinedFieldDef, FieldDef, FieldType, QueryFieldBinding, Schema } from './schema';

function field(name: string, type: FieldType, weight?: number): FieldDef {
  return weight === undefined ? { name, type } : { name, type, weight };
}

function year(name: string, from: string): FieldDef {
  return { name, type: 'numeric', derivedFrom: { field: from, transform: 'year' } };
}

const ASSIGNEE_FIELDS = ['assignees_name_original', 'assignees_name_current', 'assignees_name_probable'];
const CLASSIFICATION_FIELDS = [
  'ipcrvalues',
  'cpcvalues',
  'usclassifications',
  'loclassifications',
  'jpfivalues',
  'jpftvalues',
];

/**
 * Patent publications. Field names follow SPEC §3's patent document, so the stored document is what the API
 * returns. Titles weigh most in ranking, then abstracts, then claims, then descriptions.
 */
/** The query language's text groups as combined fields: a word over TAC or FT is then one postings list. */
export const PATENT_COMBINED_FIELDS: readonly CombinedFieldDef[] = [
  { name: 'TAC', fields: ['titles', 'abstracts', 'claims'] },
  { name: 'FT', fields: ['titles', 'abstracts', 'claims', 'descriptions'] },
];

export const PATENT_SCHEMA: Schema = {
  name: 'patent',
  fields: [
    field('titles', 'text', 3),
    field('abstracts', 'text', 2),
    field('claims', 'text', 1.5),
    field('firstclaims', 'text', 1.5),
    field('independentclaims', 'text', 1.5),
    field('descriptions', 'text', 1),
    ...ASSIGNEE_FIELDS.map((name) => field(name, 'name')),
    field('ultimate_owner', 'name'),
    field('inventors_name_normalized', 'name'),
    field('agents_name_normalized', 'name'),
    field('examiners', 'name'),
    ...CLASSIFICATION_FIELDS.map((name) => field(name, 'classification')),
    field('ipctechnologyfield', 'keyword'),
    field('publicationnumber', 'number'),
    field('applicationnumber', 'number'),
    field('prioritynumbers', 'number'),
    field('simplefamilyid', 'number'),
    field('extendedfamilyid', 'number'),
    field('citednumbers', 'number'),
    field('citednumbers_x', 'number'),
    field('citednumbers_y', 'number'),
    field('citednumbers_a', 'number'),
    field('citedby', 'number'),
    field('country', 'keyword'),
    field('kindcode', 'keyword'),
    field('type', 'keyword'),
    field('language', 'keyword'),
    field('raw', 'keyword'),
    field('labels', 'keyword'),
    field('ratings', 'keyword'),
    field('seps_standard_organization', 'keyword'),
    field('seps_etsi_project', 'keyword'),
    field('grant', 'flag'),
    field('pending', 'flag'),
    field('sepsexists', 'flag'),
    field('litigationexists', 'flag'),
    field('fdaexists', 'flag'),
    field('exampleexists', 'flag'),
    field('tiexists', 'flag'),
    field('abexists', 'flag'),
    field('claexists', 'flag'),
    field('descexists', 'flag'),
    field('publicationdate', 'date'),
    field('applicationdate', 'date'),
    field('earliestprioritydate', 'date'),
    field('expectedexpirydate', 'date'),
    field('grantdate', 'date'),
    field('forwardcitationcount', 'numeric'),
    field('backwardcitationcount', 'numeric'),
    field('familysize', 'numeric'),
    field('claimcount', 'numeric'),
    // When the publication first entered this index (epoch seconds, written by the ingest and kept when later records
    // of it merge in): query alerts find what arrived since their last run by it, late-published documents included.
    field('firstindexed', 'numeric'),
    year('publicationyear', 'publicationdate'),
    year('applicationyear', 'applicationdate'),
    year('earliestpriorityyear', 'earliestprioritydate'),
    year('grants_publicationyear', 'grantdate'),
    year('expectedexpiryyear', 'expectedexpirydate'),
    // Link keys (written by the ingest, not searched by users): the index is the table linking reaches families and
    // citations through. Family keys (applications, priorities, DOCDB family id), the numbers a citation finds a
    // publication by (and its ucid), the numbers it cites, and a digest of its family data.
    field('familykeys', 'keyword'),
    field('publicationkeys', 'keyword'),
    field('citationkeys', 'keyword'),
    field('familystamp', 'keyword'),
  ],
  queryFields: {
    TI: text('titles'),
    AB: text('abstracts'),
    CL: text('claims'),
    FIRSTCL: text('firstclaims'),
    INDCL: text('independentclaims'),
    DSC: text('descriptions'),
    TA: text('titles', 'abstracts'),
    TAC: text('titles', 'abstracts', 'claims'),
    FT: text('titles', 'abstracts', 'claims', 'descriptions'),
    PA: name(...ASSIGNEE_FIELDS),
    PAE: name('assignees_name_current'),
    PPA: name('assignees_name_probable'),
    assignees_name_original: name('assignees_name_original'),
    UO: name('ultimate_owner'),
    INV: name('inventors_name_normalized'),
    AG: name('agents_name_normalized'),
    EX: name('examiners'),
    IPC: classification('ipcrvalues'),
    CPC: classification('cpcvalues'),
    USC: classification('usclassifications'),
    LOC: classification('loclassifications'),
    FI: classification('jpfivalues'),
    FTERM: classification('jpftvalues'),
    SC: classification(...CLASSIFICATION_FIELDS),
    ipctechnologyfield: keyword('ipctechnologyfield'),
    PN: number('publicationnumber'),
    AP: number('applicationnumber'),
    PR: number('prioritynumbers'),
    FN: number('simplefamilyid'),
    CT: citation('citednumbers'),
    CTX: citation('citednumbers_x'),
    CTY: citation('citednumbers_y'),
    CTA: citation('citednumbers_a'),
    CTF: citation('citedby'),
    CC: keyword('country'),
    KD: keyword('kindcode'),
    type: keyword('type'),
    raw: keyword('raw'),
    grant: keyword('grant'),
    pending: keyword('pending'),
    sepsexists: keyword('sepsexists'),
    seps_standard_organization: keyword('seps_standard_organization'),
    seps_etsi_project: keyword('seps_etsi_project'),
    litigationexists: keyword('litigationexists'),
    ratings: keyword('ratings'),
    labels: keyword('labels'),
    PD: { kind: 'date', fields: ['publicationdate'] },
    AD: { kind: 'date', fields: ['applicationdate'] },
    PRD: { kind: 'date', fields: ['earliestprioritydate'] },
    ED: { kind: 'date', fields: ['expectedexpirydate'] },
    publicationyear: numeric('publicationyear'),
    applicationyear: numeric('applicationyear'),
    earliestpriorityyear: numeric('earliestpriorityyear'),
    grants_publicationyear: numeric('grants_publicationyear'),
    expectedexpiryyear: numeric('expectedexpiryyear'),
  },
  defaultField: 'TAC',
  collapseKeys: {
    applicationnumber: 'applicationnumber',
    simplefamily: 'simplefamilyid',
    extendedfamily: 'extendedfamilyid',
  },
  derive: derivePatentFields,
  deriveSources: {
    firstclaims: ['claims'],
    tiexists: ['titles'],
    abexists: ['abstracts'],
    claexists: ['claims'],
    descexists: ['descriptions'],
  },
  // Off: the combined TAC and FT postings made the index 78 % larger and no scored search measurably faster (see
  // ARCHITECTURE.md, "Combined fields"). PATENT_COMBINED_FIELDS turns them on; indexes written either way are read.
  combinedFields: [],
};

function text(...fields: string[]): QueryFieldBinding {
  return { kind: 'text', fields };
}
function name(...fields: string[]): QueryFieldBinding {
  return { kind: 'name', fields };
}
function classification(...fields: string[]): QueryFieldBinding {
  return { kind: 'classification', fields };
}
function keyword(...fields: string[]): QueryFieldBinding {
  return { kind: 'keyword', fields };
}
function number(...fields: string[]): QueryFieldBinding {
  return { kind: 'number', fields };
}
function citation(...fields: string[]): QueryFieldBinding {
  return { kind: 'citation', fields };
}
function numeric(...fields: string[]): QueryFieldBinding {
  return { kind: 'numeric', fields };
}

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some(present);
  if (typeof value === 'object') return Object.values(value as object).some(present);
  return true;
}

/** First claim and existence flags, when the document does not give them. */
function derivePatentFields(doc: Record<string, unknown>): Record<string, unknown> {
  const derived: Record<string, unknown> = {};
  const claims = doc.claims;
  if (doc.firstclaims === undefined && claims !== undefined) {
    // A claim is a string or a numbered claim object `{ num, text, dependsOn }`; the first claim is its text.
    const first = (value: unknown): unknown => {
      const claim = Array.isArray(value) ? value[0] : value;
      return claim !== null && typeof claim === 'object' && 'text' in claim ? (claim as { text: unknown }).text : claim;
    };
    if (Array.isArray(claims)) derived.firstclaims = first(claims);
    else if (typeof claims === 'object' && claims !== null) {
      const byLanguage: Record<string, unknown> = {};
      for (const [lang, value] of Object.entries(claims)) byLanguage[lang] = first(value);
      derived.firstclaims = byLanguage;
    } else derived.firstclaims = claims;
  }
  const flags: [string, string][] = [
    ['tiexists', 'titles'],
    ['abexists', 'abstracts'],
    ['claexists', 'claims'],
    ['descexists', 'descriptions'],
  ];
  for (const [flag, source] of flags) if (doc[flag] === undefined) derived[flag] = present(doc[source]);
  return derived;
}
