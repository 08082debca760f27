// Assembly of one demo corpus document: a publication of an invention with its titles, claims, parties,
// citations, expiry, legal events and families.

import {
  type ClassificationEntry,
  expectedExpiry,
  type FamilyPublication,
  type LegalEvent,
  type NationalPhaseApplication,
  type NplCitation,
  type Party,
  type PatentCitation,
  type PatentDocument,
  type Priority,
  type SepDeclaration,
} from '@app/shared';
import type { Company } from './demo-corpus-companies';
import type { Figure } from './demo-corpus-drawings';
import { OFFICE_CODES, type Office } from './demo-corpus-offices';
import { personName } from './demo-corpus-parties';
import type { Person } from './demo-corpus-people';
import { dateOf, dayOf, mix32, type Random } from './demo-corpus-random';
import { type ClaimDraft, grantedClaims, numberClaims } from './demo-corpus-text';
import { TOPICS, type Topic, type Tri } from './demo-corpus-topics';
import { isNativeLanguage, nativeTexts, type WordChoice } from './demo-corpus-translation';

/** `provenance.format` of every generated document: the label that marks the corpus as synthetic demo data. */
export const DEMO_CORPUS_FORMAT = 'synthetic-demo';

/** One filing. Days are days since 1970. */
export type Application = {
  readonly office: Office;
  readonly an: string;
  /** Filing date (for a national phase the international filing date, for an EP divisional the parent's). */
  readonly filed: number;
  /** When it was actually filed (differs for EP divisionals and national phases). */
  readonly entered: number;
  priorities: Priority[];
  /** Earliest non-provisional filing the term counts from. */
  readonly termFrom: number;
  readonly route: 'first' | 'paris' | 'national' | 'pct' | 'continuation' | 'divisional';
  readonly language: string;
  /** Planned grant day, null when never granted. */
  grantDay: number | null;
  nationalPhases: NationalPhaseApplication[];
  pubs: Publication[];
};

export type Publication = {
  readonly app: Application;
  readonly kind: string;
  readonly number: string;
  readonly day: number;
  readonly granted: boolean;
};

export type CitedDocument = { readonly number: string; readonly day: number };

export type Invention = {
  readonly topic: Topic;
  /** The topic words the title and abstract were made of: what native texts and their translations repeat. */
  readonly words: WordChoice;
  readonly company: Company;
  readonly coApplicant: Company | null;
  readonly title: Tri;
  readonly abstract: string;
  readonly claims: readonly ClaimDraft[];
  readonly description: readonly string[];
  readonly inventors: readonly Person[];
  readonly cpc: readonly ClassificationEntry[];
  readonly ipc: readonly ClassificationEntry[];
  readonly priorArt: readonly (CitedDocument & { category: 'X' | 'Y' | 'A' })[];
  readonly npl: readonly string[];
  readonly seps: readonly SepDeclaration[];
  readonly fda: boolean;
  readonly litigation: boolean;
  readonly examples: boolean;
  /** The drawings, shared by every publication of the invention. */
  readonly figures: readonly Figure[];
};

/** What assembling a document reads from the generator. */
export type DocumentContext = {
  readonly random: Random;
  /** The corpus's today, in days since 1970. */
  readonly today: number;
  readonly seed: number;
  /** Draws a company working in a topic (for reassignments). */
  readonly companyIn: (topic: number) => Company;
  readonly companies: readonly Company[];
  readonly agents: ReadonlyMap<string, readonly string[]>;
  readonly examiners: ReadonlyMap<string, readonly Person[]>;
};

export function demoDocument(
  context: DocumentContext,
  invention: Invention,
  pub: Publication,
  ucid: string,
  granted: boolean,
  simple: { id: string; publications: FamilyPublication[] },
  extended: { id: string; publications: FamilyPublication[] },
): PatentDocument {
  const r = context.random;
  const app = pub.app;
  const office = app.office;
  const { company, title } = invention;
  const grantDay = granted ? app.grantDay : null;
  const pending = !granted && app.office !== 'WO' && (app.grantDay !== null || app.entered + 6 * 365 > context.today);
  const withdrawn = !granted && !pending;

  // Titles and abstracts: EP titles in its three languages; a document published in another language than English
  // has its title and abstract in that language, with English machine translations.
  const titles: Record<string, string> = { en: title[0] };
  if (office === 'EP') Object.assign(titles, { de: title[1], fr: title[2] });
  const native = isNativeLanguage(app.language) ? nativeTexts(invention.topic, invention.words, app.language) : null;
  const fullText = app.language === 'en' || office === 'JP' || office === 'CN' || office === 'KR';
  const claims = fullText ? (pub.granted ? grantedClaims(invention.claims) : numberClaims(invention.claims)) : [];

  // Spelling of the applicant as this office writes it.
  const spelling = (c: Company) =>
    c.variants[
      office === 'US' || office === 'GB' ? 0 : office === 'EP' || office === 'WO' ? r.int(0, 1) : r.int(1, 2)
    ]!;
  const applicantCompanies = invention.coApplicant === null ? [company] : [company, invention.coApplicant];
  const applicants: Party[] = applicantCompanies.map((c) => ({ name: spelling(c), country: c.country }));
  const reassigned = granted && r.chance(0.03) ? context.companyIn(TOPICS.indexOf(invention.topic)) : null;

  const priorities = app.priorities;
  const earliestPriority = [...priorities].sort((a, b) => (a.date ?? 0) - (b.date ?? 0))[0];

  const categories = office === 'EP' || office === 'WO' || office === 'CN' || office === 'FR' || office === 'GB';
  const phase =
    office === 'WO' ? 'international-search' : categories ? 'search' : r.chance(0.7) ? 'examination' : 'applicant';
  const citedArt = categories ? invention.priorArt : invention.priorArt.filter(() => r.chance(0.75));
  const patents: PatentCitation[] = citedArt.map((c) => ({
    // Number alone in its canonical spelling (country, serial and kind), so forward citations resolve.
    number: c.number,
    date: dateOf(c.day),
    ...(categories ? { categories: [c.category] } : {}),
    phase,
  }));
  const npl: NplCitation[] = categories ? invention.npl.map((text) => ({ text, categories: ['A'], phase })) : [];

  let expiry: { date: number | null; explanation: string } | null = null;
  if (office !== 'WO' && !withdrawn) {
    const pta =
      office === 'US' && app.entered >= dayOf(20000529) && grantDay !== null && r.chance(0.5) ? r.int(1, 700) : 0;
    expiry = expectedExpiry({
      country: office,
      kind: pub.kind,
      filingDate: dateOf(app.filed),
      earliestNonProvisionalFilingDate: dateOf(app.termFrom),
      grantDate: grantDay === null ? null : dateOf(grantDay),
      termAdjustmentDays: pta,
      extensionDays: invention.fda && grantDay !== null && r.chance(0.5) ? r.int(200, 1800) : 0,
    });
  }

  const events: LegalEvent[] = [];
  if (office === 'EP') {
    events.push({ date: dateOf(app.entered), code: 'EP 17P', description: 'Request for examination filed' });
    if (grantDay !== null && grantDay <= pub.day) {
      events.push({ date: dateOf(grantDay), code: 'EP AK', description: 'Designated contracting states' });
    }
  } else if (office === 'US') {
    events.push({
      date: dateOf(app.entered + r.int(30, 200)),
      code: 'US AS',
      description: `Assignment of assignors interest; assignor: ${personName(invention.inventors[0]!)}; assignee: ${company.variants[0]}`,
    });
  }
  if (withdrawn) {
    events.push({
      date: dateOf(Math.min(context.today, app.entered + r.int(1200, 2100))),
      code: office === 'EP' ? 'EP 18D' : `${office} WD`,
      description: 'Application deemed to be withdrawn',
    });
  }

  const examinerPool = context.examiners.get(office)!;
  const examiners =
    office === 'US' && pub.granted
      ? r.sample(examinerPool, r.int(1, 2)).map(personName)
      : office === 'EP'
        ? [personName(r.pick(examinerPool))]
        : [];
  const agentPool = context.agents.get(office)!;
  const agent =
    agentPool[mix32(context.companies.indexOf(company) * 31 + OFFICE_CODES.indexOf(office)) % agentPool.length]!;

  const doc: PatentDocument = {
    id: ucid,
    country: office,
    kindcode: pub.kind,
    ...(native === null
      ? { titles, abstracts: { en: invention.abstract } }
      : {
          titles: { [app.language]: native.title },
          titles_mt: { en: native.titleMt },
          abstracts: { [app.language]: native.abstract },
          abstracts_mt: { en: native.abstractMt },
        }),
    ...(fullText
      ? {
          claims: { en: claims },
          firstclaims: { en: claims[0]!.text },
          descriptions: { en: [...invention.description] },
        }
      : {}),
    language: app.language,
    publicationnumber: `${office}${pub.number}${pub.kind}`,
    applicationnumber: app.an,
    publicationdate: dateOf(pub.day),
    applicationdate: dateOf(app.filed),
    earliestprioritydate: earliestPriority?.date ?? dateOf(app.filed),
    ...(grantDay !== null && grantDay <= context.today ? { grantdate: dateOf(grantDay) } : {}),
    ...(expiry !== null && expiry.date !== null
      ? { expectedexpirydate: expiry.date, expectedexpiryexplanation: expiry.explanation }
      : {}),
    assignees_name_original: applicants.map((a) => a.name),
    assignees_name_current:
      reassigned !== null ? [reassigned.variants[0]!] : applicantCompanies.map((c) => c.variants[0]!),
    assignees_name_probable: applicantCompanies.map((c) => c.variants[0]!),
    ultimate_owner: applicantCompanies.map((c) => c.parent ?? c.variants[0]!),
    inventors_name_normalized: invention.inventors.map(personName),
    agents_name_normalized: [agent],
    applicants,
    inventors: invention.inventors.map((p) => ({
      name: personName(p),
      city: p.city,
      ...(p.state !== undefined ? { state: p.state } : {}),
      country: p.country,
    })),
    ...(examiners.length > 0 ? { examiners } : {}),
    earliestprioritycountry: earliestPriority?.country ?? office,
    familydata: { 'simple-family-data': simple, 'extended-family-data': extended },
    ...(app.nationalPhases.length > 0 ? { nationalphaseapplications: app.nationalPhases } : {}),
    priorities: [...priorities],
    tiexists: true,
    abexists: true,
    claexists: fullText,
    descexists: fullText,
    fdaexists: invention.fda && office === 'US',
    exampleexists: fullText && invention.examples,
    litigationexists: invention.litigation && pub.granted,
    ...(invention.seps.length > 0 ? { seps: [...invention.seps] } : {}),
    pending,
    grant: granted,
    classifications: { cpc: [...invention.cpc], ipc: [...invention.ipc] },
    ...(patents.length > 0 || npl.length > 0
      ? { citations: { ...(patents.length > 0 ? { patents } : {}), ...(npl.length > 0 ? { npl } : {}) } }
      : {}),
    ...(events.length > 0 ? { legalevents: events } : {}),
    // The drawings store key is the publication number; the images are rendered from the file names on request.
    srcpat: `${office}${pub.number}${pub.kind}`,
    drawings: invention.figures.map((figure, index) => ({ id: String(index + 1), file: figure.file })),
    drawingscount: invention.figures.length,
    provenance: { format: DEMO_CORPUS_FORMAT, file: `demo-corpus seed ${context.seed}` },
  };
  return doc;
}
