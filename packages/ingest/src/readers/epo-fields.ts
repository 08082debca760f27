// Field mappings the EPO formats have in common: dates, classifications, citations, application and priority
// numbers, claims, parties and languages.

import {
  CITATION_CATEGORIES,
  type CitationCategory,
  type CitationPhase,
  type Claim,
  type ClassificationEntry,
  canonicalApplicationNumber,
  canonicalPublicationNumber,
  formatPartyName,
  type PatentCitation,
  type PatentDocumentFields,
  type Priority,
  parseYyyymmdd,
  probableParties,
} from '@app/shared';
import { descendants, kids, textOf, type XmlElement } from './xml';

/** A date of a source (`20190304`, `2019-03-04`) as YYYYMMDD, or undefined; `00` month or day is refused. */
export function dateOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return parseYyyymmdd(text.trim()) ?? undefined;
}

/** A classification code without the fixed-width padding (`B65D  51/18` → `B65D51/18`). */
export function classCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IPCR or CPC line of the EPO fixed-width form: `B65D  51/18  20060101AFI20191003BHEP`,
 * `C12N2310/141  20130101 LA20130101BHEP` (symbol, version date, level, position F/L, value I/N/A).
 */
export function classificationOfLine(text: string): ClassificationEntry | null {
  const match = /^\s*([A-HY]\d\d[A-Z])\s*(\d{1,4})\s*\/\s*(\d{1,6})(?:\s+(\d{8})([A-Z ])([FL ])([IAN ]))?/.exec(text);
  if (match === null) {
    const code = classCode(text);
    return /^[A-HY]\d\d[A-Z]/.test(code) ? { code } : null;
  }
  const [, subclass = '', group = '', subgroup = '', version, , dated, datedValue] = match;
  // OPS leaves the version date blank: `H04W  84/    20            A I` (level A, no position, value I).
  const undated =
    version === undefined
      ? /^\s*[A-HY]\d\d[A-Z]\s*\d{1,4}\s*\/\s*\d{1,6}\s+[A-Z]([FL ])([IAN])(?:\s|$)/.exec(text)
      : null;
  const position = dated ?? undated?.[1];
  const value = datedValue ?? undated?.[2];
  const entry: ClassificationEntry = { code: `${subclass}${group}/${subgroup}` };
  if (position !== undefined && position !== ' ') entry.main = position === 'F';
  if (value !== undefined && value !== ' ') entry.inventive = value === 'I';
  if (version !== undefined) entry.version = `${version.slice(0, 4)}.${version.slice(4, 6)}`;
  return entry;
}

/** An IPC line of the 1st–7th editions: ` 7A 01B  45/00   A` (edition, section, class, subclass, group). */
export function classificationOfOldIpc(text: string, edition?: string): ClassificationEntry | null {
  const match = /^\s*(\d{0,2})\s*([A-H])\s*(\d\d)\s*([A-Z])\s*(\d{1,4})\s*\/\s*(\d{1,6})/.exec(text);
  if (match === null) return null;
  const [, printed = '', section, cls, subclass, group, subgroup] = match;
  const entry: ClassificationEntry = { code: `${section}${cls}${subclass}${group}/${subgroup}` };
  const version = printed !== '' ? printed : edition;
  if (version !== undefined && version !== '') entry.version = version;
  return entry;
}

/** Removes repeated codes, keeping the first (which carries the main flag). */
export function uniqueClassifications(entries: readonly ClassificationEntry[]): ClassificationEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.code)) return false;
    seen.add(entry.code);
    return true;
  });
}

/** Search-report categories as the model has them: `XY` → X and Y, `IP` → I and P; unknown letters dropped. */
export function categoriesOf(texts: readonly string[]): CitationCategory[] {
  const found: CitationCategory[] = [];
  for (const text of texts) {
    for (const letter of text.replace(/\s+/g, '').toUpperCase()) {
      const category = CITATION_CATEGORIES.find((known) => known === letter);
      if (category !== undefined && !found.includes(category)) found.push(category);
    }
  }
  return found;
}

/** DOCDB/OPS `cited-phase` codes and the model's citation phases. */
export function citationPhaseOf(code: string | undefined): CitationPhase | undefined {
  const long = (code ?? '').toLowerCase();
  // OPS spells phases out: `national-search-report`, `international-search-report`, `examination`, `opposition`.
  if (long.includes('international-search')) return 'international-search';
  if (long.includes('supplementary')) return 'supplementary-search';
  if (long.includes('search')) return 'search';
  if (long.includes('exam')) return 'examination';
  if (long.includes('opposition')) return 'opposition';
  if (long.includes('applicant')) return 'applicant';
  if (long.includes('third')) return 'third-party';
  switch ((code ?? '').toUpperCase()) {
    case 'APP':
      return 'applicant';
    case 'SEA':
      return 'search';
    case 'ISR':
      return 'international-search';
    case 'SUP':
      return 'supplementary-search';
    case 'EXA':
      return 'examination';
    case 'OPP':
      return 'opposition';
    case 'TPO':
      return 'third-party';
    case '':
      return undefined;
    default:
      return 'other';
  }
}

/** A cited patent from country, number, kind and date (`US`, `2020223945`, `A1`). */
export function patentCitation(
  country: string | undefined,
  number: string | undefined,
  kind: string | undefined,
  date?: string,
): PatentCitation | null {
  if (number === undefined || number.trim() === '') return null;
  const cc = (country ?? '').trim().toUpperCase();
  const kd = (kind ?? '').trim().toUpperCase();
  const written = cc === 'WO' ? fullWoNumber(number.trim().toUpperCase()) : number.trim().toUpperCase();
  const full = `${written.startsWith(cc) ? '' : cc}${written}${kd !== '' && !written.endsWith(kd) ? ` ${kd}` : ''}`;
  const citation: PatentCitation = { number: canonicalPublicationNumber(full) };
  if (/^[A-Z]{2}$/.test(cc)) citation.country = cc;
  if (/^[A-Z]\d?$/.test(kd)) citation.kind = kd;
  const day = dateOf(date);
  if (day !== undefined) citation.date = day;
  return citation.number === '' ? null : citation;
}

/**
 * A WO number of 1978–2003 written with a two-digit year (DOCDB `02054790`, B560 `03/008444`, `95/34526`) in the full
 * form `2002054790` that WO publications carry (and the canonical number would otherwise lose its zeros: `WO2054790`).
 */
export function fullWoNumber(number: string): string {
  const match = /^(WO)?\s*(\d{2})\s*\/?\s*(\d{5,6})$/i.exec(number.trim());
  if (match === null) return number;
  const [, wo = '', yy = '', serial = ''] = match;
  return `${wo}${Number(yy) >= 78 ? '19' : '20'}${yy}${serial.padStart(6, '0')}`;
}

/** A citation of the EP B560 form `WO-A1-2014/114885`, `US-A1- 2007 204 872`, `EP-A- 0 460 575`. */
export function patentCitationOfDashed(text: string): PatentCitation | null {
  const match = /^\s*([A-Z]{2})\s*-\s*([A-Z]\d?)?\s*-\s*(.+?)\s*$/.exec(text);
  if (match === null) return null;
  const [, country = '', kind = '', number = ''] = match;
  const written = country === 'WO' || country === 'US' ? number : number.replace(/\//g, '');
  return patentCitation(country, written.replace(/\s+/g, ''), kind);
}

/** Keeps the first citation of each number (a search report may list one twice). */
export function uniqueCitations<T extends { number?: string; text?: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.number ?? item.text ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An application number in canonical spelling, falling back to country + number as written. */
export function applicationNumberOf(
  country: string | undefined,
  number: string | undefined,
  options: { docdb?: boolean; kind?: string } = {},
): string | undefined {
  if (number === undefined || number.trim() === '') return undefined;
  const cc = (country ?? '').trim().toUpperCase();
  const written = number.trim().toUpperCase();
  const withCountry = cc !== '' && !written.startsWith(cc) ? `${cc}${written}` : written;
  const text = options.kind === 'W' ? `${withCountry} W` : withCountry;
  const canonical = canonicalApplicationNumber(text, {
    ...(options.docdb === true ? { docdb: true } : {}),
    ...(cc !== '' ? { country: cc } : {}),
  });
  return canonical ?? withCountry.replace(/[\s/,.-]+/g, '');
}

/** A priority claim from country, number, date and DOCDB kind. */
export function priorityOf(
  country: string | undefined,
  number: string | undefined,
  date: string | undefined,
  kind?: string,
  docdb = false,
): Priority | null {
  const cc = (country ?? '').trim().toUpperCase();
  const numberText = (number ?? '').trim();
  // EPODOC writes the country into the number (`US202163230089P`).
  const written = /^[A-Z]{2}$/.test(cc) ? cc : (/^([A-Z]{2})/.exec(numberText)?.[1] ?? '');
  if (!/^[A-Z]{2}$/.test(written) || numberText === '') return null;
  const kd = (kind ?? '').trim().toUpperCase();
  const canonical = applicationNumberOf(written, numberText, { docdb, kind: kd });
  if (canonical === undefined) return null;
  // DOCDB writes a PCT priority with its receiving office (`US 2008086599 W`); the application is the WO one, as
  // its number says (`WO2008US086599`) and as the other readers write it.
  const office = kd === 'W' && canonical.startsWith('WO') ? 'WO' : written;
  const priority: Priority = { country: office, number: canonical };
  const day = dateOf(date);
  if (day !== undefined) priority.date = day;
  if (/^[A-Z]$/.test(kd)) priority.kind = kd;
  return priority;
}

/** The claim numbers a claim refers to through `<claim-ref idref="clm0001">` (or its text `claim 1`). */
export function claimRefs(claim: XmlElement, numberOfId: ReadonlyMap<string, number>): number[] {
  const refs: number[] = [];
  for (const ref of descendants(claim, 'claim-ref')) {
    const ids = (ref.attrs.idref ?? '').split(/\s+/).filter((id) => id !== '');
    for (const id of ids) {
      const num = numberOfId.get(id) ?? (Number(/(\d+)\s*$/.exec(id)?.[1]) || undefined);
      if (num !== undefined && !refs.includes(num)) refs.push(num);
    }
  }
  return refs;
}

// "claim 1", "claims 1 to 3", "Anspruch 1 oder 2", "Ansprüche 1 bis 5", "revendications 1 à 3", "reivindicaciones 1-13".
const CLAIM_WORD =
  /\b(?:claims?|anspr(?:uch|üche|üchen|uchs)|revendications?|reivindicaci(?:ón|on|ones))\s+((?:\d+\s*(?:(?:-|–|to|bis|à|a|or|oder|ou|o|and|und|et|y|,)\s*)?)+)/giu;
const PRECEDING =
  /\b(?:any (?:one )?of the preceding claims|any preceding claim|der vorhergehenden ansprüche|vorangehenden ansprüche|des revendications précédentes|las reivindicaciones anteriores)\b/iu;

/** The claims a claim's text refers back to (`according to claim 1`, `nach einem der Ansprüche 1 bis 3`). */
export function dependsOnFromText(text: string, num: number): number[] {
  const refs = new Set<number>();
  for (const match of text.matchAll(CLAIM_WORD)) {
    const list = match[1] ?? '';
    for (const part of list.matchAll(/(\d+)(?:\s*(?:-|–|to|bis|à|a)\s*(\d+))?/giu)) {
      const from = Number(part[1]);
      const to = part[2] === undefined ? from : Number(part[2]);
      for (let value = from; value <= Math.min(to, from + 200); value += 1) refs.add(value);
    }
  }
  if (PRECEDING.test(text)) for (let value = 1; value < num; value += 1) refs.add(value);
  return [...refs].filter((value) => value > 0 && value < num).sort((a, b) => a - b);
}

/** Claims of a `<claims>` block with `<claim num>` children (EP full text, ST.36). */
export function claimsOf(block: XmlElement): Claim[] {
  const claims = kids(block, 'claim');
  const numberOfId = new Map<string, number>();
  claims.forEach((claim, index) => {
    const num = Number.parseInt(claim.attrs.num ?? '', 10);
    if (claim.attrs.id !== undefined) numberOfId.set(claim.attrs.id, Number.isFinite(num) ? num : index + 1);
  });
  const result: Claim[] = [];
  claims.forEach((claim, index) => {
    const parsed = Number.parseInt(claim.attrs.num ?? '', 10);
    const num = Number.isFinite(parsed) && parsed > 0 ? parsed : index + 1;
    const text = textOf(claim);
    if (text === '') return;
    const refs = claimRefs(claim, numberOfId).filter((ref) => ref !== num);
    result.push({ num, text, dependsOn: refs.length > 0 ? refs : dependsOnFromText(text, num) });
  });
  return result;
}

/**
 * Claims written as numbered paragraphs in one block (`1. A device…`, `2. The device of claim 1…`), as OPS and
 * the OCR'd full-text products give them. A paragraph without a number continues the claim before it; a heading
 * before the first number (`CLAIMS`, `REIVINDICACIONES`) is dropped.
 */
export function claimsOfNumberedTexts(texts: readonly string[]): Claim[] {
  const claims: Claim[] = [];
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const match = /^(\d{1,3})\s*[.)]\s*(?=\S)/.exec(text);
    const num = match === null ? Number.NaN : Number(match[1]);
    const previous = claims.at(-1);
    if (match !== null && num === (previous?.num ?? 0) + 1) {
      claims.push({ num, text: text.slice(match[0].length), dependsOn: [] });
    } else if (previous !== undefined) {
      previous.text = `${previous.text}\n${text}`;
    } else if (match !== null) {
      claims.push({ num, text: text.slice(match[0].length), dependsOn: [] });
    }
  }
  for (const claim of claims) claim.dependsOn = dependsOnFromText(claim.text, claim.num);
  return claims;
}

/** A party's names in both forms the model keeps. */
export function assigneeFields(
  names: readonly string[],
): Pick<PatentDocumentFields, 'assignees_name_original' | 'assignees_name_probable'> {
  const original = uniqueStrings(names);
  if (original.length === 0) return {};
  return {
    assignees_name_original: original,
    assignees_name_probable: uniqueStrings(probableParties(names).map((party) => party.name)),
  };
}

/** Party names tidied for the `*_name_normalized` fields. */
export function normalizedNames(names: readonly string[]): string[] | undefined {
  const result = uniqueStrings(names.map((name) => formatPartyName(name)));
  return result.length === 0 ? undefined : result;
}

export function uniqueStrings(values: readonly string[]): string[] {
  const result: string[] = [];
  for (const value of values) {
    const tidy = value.replace(/\s+/g, ' ').trim();
    if (tidy !== '' && !result.includes(tidy)) result.push(tidy);
  }
  return result;
}

/** Lower-case two-letter language code, or undefined (`EN` → `en`, `sh` kept). */
export function langOf(text: string | undefined): string | undefined {
  const lang = (text ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(lang) ? lang : undefined;
}
