import {
  type Claim,
  type ClassificationEntry,
  type NplCitation,
  type Party,
  type PatentCitation,
  type Priority,
  ucidOf,
} from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, finish } from './uspto-common';
import {
  citedByPhase,
  dateOf,
  patentCitation,
  priority,
  semicolonName,
  statedCount,
  stripClaimNumber,
  textClaimRefs,
  uniq,
  usApplicationNumber,
} from './uspto-fields';
import { textChunks } from './xml';

// USPTO Patent Public Search (PPUBS) JSON: full documents (`/documents/{guid}`, an array or `{docs: […]}`) and
// search responses (`{numFound, patents: […]}`) whose hits carry the bibliographic fields only. A response is one
// API body (a few MB at most), so it is parsed whole; its documents are then produced one by one.

export const PPUBS_FORMAT = 'uspto-ppubs-json';

type Json = Record<string, unknown>;

/** Recognises a PPUBS body: JSON with `guid` and PPUBS field names. */
export function detectPpubs(head: string): boolean {
  const trimmed = head.trimStart();
  return (
    (trimmed.startsWith('[') || trimmed.startsWith('{')) &&
    /"guid"\s*:/.test(head) &&
    /"(?:compositeId|publicationReferenceDocumentNumber|familyIdentifierCur)"\s*:/.test(head)
  );
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str) : typeof value === 'string' || typeof value === 'number' ? [str(value)] : [];
const known = (value: string): boolean => value !== '' && value !== 'N/A';
/** Search-hit answers wrap matched words in `<span … class="highlight…">`; the title is kept as plain text. */
const plain = (value: string): string =>
  value
    .replace(/<\/?span\b[^>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .trim();

/** HTML of PPUBS text fields → paragraphs (split at `<br />`, tags dropped, entities decoded). */
export function htmlParagraphs(html: unknown): string[] {
  return str(html)
    .split(/<br\s*\/?>|<\/p>|\n\s*\n/i)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&apos;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#(\d+);/g, (_all, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part !== '');
}

function claimsOf(html: unknown): Claim[] {
  const claims: { num: number; parts: string[] }[] = [];
  for (const paragraph of htmlParagraphs(html)) {
    const start = /^(\d+)\s*\.\s/.exec(paragraph);
    const num = start === null ? Number.NaN : Number(start[1]);
    if (start !== null && num === (claims[claims.length - 1]?.num ?? 0) + 1) claims.push({ num, parts: [paragraph] });
    else claims[claims.length - 1]?.parts.push(paragraph);
  }
  return claims.map(({ num, parts }) => {
    const value = stripClaimNumber(parts.join('\n'), num);
    return { num, text: value, dependsOn: textClaimRefs(value).filter((n) => n < num) };
  });
}

function parties(names: unknown, cities: unknown, states: unknown, countries: unknown): Party[] {
  const c = list(cities);
  const s = list(states);
  const k = list(countries);
  return list(names).flatMap((raw, i) => {
    if (!known(raw)) return [];
    const out: Party = { name: raw.includes(';') ? semicolonName(raw) : raw };
    if (known(c[i] ?? '')) out.city = c[i];
    if (known(s[i] ?? '')) out.state = s[i];
    if (/^[A-Z]{2}$/.test(k[i] ?? '')) out.country = k[i];
    return [out];
  });
}

/** `H01L21/30604 20130101` → code and version `2013.01`. */
function codeWithVersion(value: string, extra: Partial<ClassificationEntry>): ClassificationEntry | undefined {
  const [code = '', date = ''] = value.split(/\s+/);
  if (code === '') return undefined;
  const version = /^(\d{4})(\d{2})\d{2}$/.exec(date);
  return { code, ...extra, ...(version ? { version: `${version[1]}.${version[2]}` } : {}) };
}

function classifications(doc: Json) {
  const cpc: ClassificationEntry[] = [];
  const groups = list(doc.cpcCurClassificationGroup);
  if (groups.length > 0) {
    // `H H01L H01L21/30604 20130101 F I B H 20130101 US`: section, subclass, code, version, position, value, …
    const entries = groups.map((group) => group.split(/\s+/));
    entries.sort((a, b) => (a[4] === 'F' ? -1 : 0) - (b[4] === 'F' ? -1 : 0));
    for (const parts of entries) {
      const entry = codeWithVersion(`${parts[2] ?? ''} ${parts[3] ?? ''}`, {
        main: parts[4] === 'F',
        inventive: parts[5] === 'I',
      });
      if (entry) cpc.push(entry);
    }
  } else {
    list(doc.cpcInventive).forEach((v, i) => {
      const e = codeWithVersion(v, { main: i === 0, inventive: true });
      if (e) cpc.push(e);
    });
    for (const v of list(doc.cpcAdditional)) {
      const e = codeWithVersion(v, { main: false, inventive: false });
      if (e) cpc.push(e);
    }
    if (cpc.length === 0) {
      list(doc.cpcInventiveFlattened)
        .flatMap((v) => v.split(';'))
        .forEach((code, i) => {
          if (code.trim()) cpc.push({ code: code.trim(), main: i === 0, inventive: true });
        });
      for (const code of list(doc.cpcAdditionalFlattened).flatMap((v) => v.split(';'))) {
        if (code.trim()) cpc.push({ code: code.trim(), main: false, inventive: false });
      }
    }
  }
  const ipc: ClassificationEntry[] = [];
  for (const [field, extra] of [
    ['curIntlPatentClassificationPrimary', { main: true, inventive: true }],
    ['curIntlPatentClassificationSecondary', { main: false, inventive: true }],
    ['curIntlPatentClassificationNoninvention', { main: false, inventive: false }],
  ] as const) {
    for (const v of list(doc[field])) {
      const e = codeWithVersion(v, extra);
      if (e) ipc.push(e);
    }
  }
  if (ipc.length === 0) {
    for (const code of list(doc.ipcCodeFlattened).flatMap((v) => v.split(';')))
      if (code.trim()) ipc.push({ code: code.trim() });
  }
  const us: ClassificationEntry[] = [];
  // `1/1` is PPUBS's placeholder for documents without a USPC (utility patents since 2015): class 1 does not exist.
  const usKnown = (code: string) => known(code) && code !== '1/1';
  const mainUs = str(doc.currentUsOriginalClassification) || str(doc.mainClassificationCode);
  if (usKnown(mainUs)) us.push({ code: mainUs, main: true });
  const cross = list(doc.currentUsCrossReferenceClassification);
  for (const code of cross.length > 0
    ? cross
    : list(doc.uspcFullClassificationFlattened).flatMap((v) => v.split(';'))) {
    if (usKnown(code.trim()) && code.trim() !== mainUs) us.push({ code: code.trim(), main: false });
  }
  const locarno: ClassificationEntry[] = list(doc.locarnoClassification)
    .filter(known)
    .map((code, i) => ({ code, main: i === 0 }));
  return { cpc, ipc, us, locarno };
}

function citations(doc: Json): { patents: PatentCitation[]; npl: NplCitation[] } {
  const patents: PatentCitation[] = [];
  const usDates = list(doc.usRefIssueDate);
  list(doc.urpn).forEach((number, i) => {
    const c = patentCitation({ country: 'US', number, date: dateOf(usDates[i]) });
    if (c) patents.push(c);
  });
  const fCountries = list(doc.foreignRefCountryCode);
  const fDates = list(doc.foreignRefPubDate);
  list(doc.foreignRefPatentNumber).forEach((number, i) => {
    const c = patentCitation({ country: fCountries[i], number, date: dateOf(fDates[i]) });
    if (c) patents.push(c);
  });
  // Newer documents end each reference with who cited it (`…, 4 pages. cited by applicant`): that is the phase.
  const npl = list(doc.otherRefPub)
    .flatMap(htmlParagraphs)
    .map((paragraph): NplCitation => {
      const by = /^(.*\S)\s+(cited by (?:applicant|examiner|other))$/.exec(paragraph);
      const phase = by ? citedByPhase(by[2]!) : undefined;
      return by && phase ? { text: by[1]!, phase } : { text: paragraph };
    });
  return { patents, npl };
}

function priorities(doc: Json): Priority[] {
  const out: Priority[] = [];
  const countries = list(doc.priorityClaimsCountry);
  const dates = list(doc.priorityClaimsDate);
  list(doc.priorityClaimsDocNumber).forEach((number, i) => {
    const p = priority(countries[i] ?? '', number, dateOf(dates[i]), 'A');
    if (p) out.push(p);
  });
  // Continuity lines: `parent US continuation 16428791 20190531`, `us-provisional-application US 62010600 20140611`,
  // `WO continuation PCT/US2015/027730 20150427`.
  for (const line of list(doc.continuityData)) {
    for (const m of line.matchAll(
      /(us-provisional-application\s+)?\b(US|WO)\s+(?:[a-z-]+\s+)?(\S*\d\S*)\s+(\d{8})\b/g,
    )) {
      const pct = m[2] === 'WO' || /^PCT/i.test(m[3]!);
      const p = priority(pct ? 'WO' : 'US', m[3]!, dateOf(m[4]), m[1] ? 'P' : pct ? 'W' : 'A');
      if (p) out.push(p);
    }
  }
  // Full documents give `pctFilingNumber` as a list (`["PCT/EP2020/084287"]`), like `pctFilingDate`.
  const pct = list(doc.pctFilingNumber)[0] ?? '';
  if (pct) {
    const p = priority('WO', pct, dateOf(list(doc.pctFilingDate)[0]), 'W');
    if (p) out.push(p);
  }
  return uniq(out, (p) => `${p.country}${p.number}`);
}

/**
 * The simple family PPUBS names (`familyIdentifierCur`, the DOCDB family id). The document is listed as its member
 * only when its application number is known (a member needs one); the id is kept either way.
 */
function familyOf(
  id: string,
  ucid: string | null,
  an: string | undefined,
  publicationdate: number | undefined,
  applicationdate: number | undefined,
): DocumentDraft['familydata'] {
  if (!/^\d+$/.test(id)) return undefined;
  const self =
    ucid !== null && an !== undefined
      ? [{ ucid, an, ...(publicationdate ? { publicationdate } : {}), ...(applicationdate ? { applicationdate } : {}) }]
      : [];
  return { 'simple-family-data': { id, publications: self } };
}

/** Maps one PPUBS document or search hit. */
export function mapPpubs(doc: Json, file: string, index: number): DocumentDraft {
  const [country = 'US', number = '', kind = ''] = str(doc.guid).split('-');
  const publicationdate = dateOf(str(doc.datePublished));
  const applicationdate = dateOf(list(doc.applicationFilingDate)[0]);
  const applicationnumber = usApplicationNumber(str(doc.applicationNumber), {
    ...(str(doc.applicationSeriesCode) ? { series: str(doc.applicationSeriesCode) } : {}),
  });
  const abstract = htmlParagraphs(doc.abstractHtml).join('\n');
  const description = [
    ...htmlParagraphs(doc.governmentInterest),
    ...htmlParagraphs(doc.briefHtml),
    ...htmlParagraphs(doc.descriptionHtml),
  ];
  const inventorNames = list(doc.inventorsName);
  const agents = [
    ...list(doc.legalFirmName),
    ...list(doc.principalAttorneyName),
    ...list(doc.attorneyName),
    ...list(doc.associateAttorneyName),
  ]
    .filter(known)
    .map((n) => (n.includes(';') ? semicolonName(n) : n));
  const examiners = [str(doc.primaryExaminer), str(doc.assistantExaminer)].filter(known).map(semicolonName);
  const family = str(doc.familyIdentifierCurStr) || str(doc.familyIdentifierCur);
  const figures = Number.parseInt(str(doc.numberOfFigures), 10);
  return {
    country,
    number,
    kind,
    language: (str(doc.languageIndicator) || 'EN').toLowerCase().slice(0, 2),
    titles: str(doc.inventionTitle) ? { en: plain(str(doc.inventionTitle)) } : undefined,
    abstracts: abstract ? { en: abstract } : undefined,
    claims: { en: claimsOf(doc.claimsHtml) },
    claimcount: statedCount(str(doc.numberOfClaims)),
    descriptions: { en: description },
    applicationnumber,
    publicationdate,
    applicationdate,
    // `termOfExtension`: the days of patent term adjustment printed on the patent (`termOfPatentGrant` is years).
    termadjustmentdays: statedCount(str(doc.termOfExtension)),
    applicants: parties(doc.applicantName, doc.applicantCity, doc.applicantState, doc.applicantCountry),
    inventors: parties(inventorNames, doc.inventorCity, doc.inventorState, doc.inventorCountry),
    assignees_name_original: uniq(list(doc.assigneeName).filter(known)),
    agents_name_normalized: uniq(agents),
    examiners,
    priorities: priorities(doc),
    classifications: classifications(doc),
    citations: citations(doc),
    drawingscount: Number.isFinite(figures) ? figures : undefined,
    familydata: familyOf(family, ucidOf(country, number, kind), applicationnumber, publicationdate, applicationdate),
    provenance: { format: PPUBS_FORMAT, file, position: { index } },
  };
}

function jsonErrorPosition(text: string, message: string): { line: number; column: number } | undefined {
  const at = /position (\d+)/.exec(message);
  if (at === null) return undefined;
  const before = text.slice(0, Number(at[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

async function* readPpubs(entry: SourceEntry): AsyncGenerator<ReadResult> {
  let text = '';
  for await (const chunk of textChunks(entry)) text += chunk;
  if (text.trim() === '') {
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'Empty file: no PPUBS JSON.' };
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield {
      kind: 'error',
      file: entry.name,
      ...(jsonErrorPosition(text, message) ? { position: jsonErrorPosition(text, message) } : {}),
      message: `JSON error: ${message}`,
    };
    return;
  }
  const docs = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? ((body as Json).patents ?? (body as Json).docs ?? ((body as Json).guid ? [body] : undefined))
      : undefined;
  if (!Array.isArray(docs)) {
    yield {
      kind: 'error',
      file: entry.name,
      message: 'Unknown PPUBS JSON: expected an array of documents, `patents` or `docs`.',
    };
    return;
  }
  if (docs.length === 0) {
    yield { kind: 'skipped', file: entry.name, reason: 'PPUBS response without documents.' };
    return;
  }
  for (const [index, doc] of docs.entries()) {
    if (typeof doc !== 'object' || doc === null || !str((doc as Json).guid)) {
      yield {
        kind: 'error',
        file: entry.name,
        position: { document: index },
        message: 'PPUBS document without a guid.',
      };
      continue;
    }
    yield finish(mapPpubs(doc as Json, entry.name, index), entry.name, { document: index });
  }
}

export const usptoPpubsJsonReader: FormatReader = {
  format: 'uspto-ppubs-json',
  detect: detectPpubs,
  read: readPpubs,
};
