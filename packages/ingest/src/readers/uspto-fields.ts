// Values of the USPTO readers: dates, numbers, names and parties, classification codes, claims, priorities and
// citations.

import {
  canonicalApplicationNumber,
  canonicalPublicationNumber,
  type Party,
  type PatentCitation,
  type Priority,
  parseYyyymmdd,
} from '@app/shared';
import { fullWoNumber } from './epo-fields';

/** A YYYYMMDD date from `20190304`, `2019-03-04T00:00:00Z`; undefined for partial dates such as `19700900`. */
export function dateOf(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = String(value).trim();
  if (trimmed === '') return undefined;
  return parseYyyymmdd(trimmed.slice(0, trimmed.includes('T') ? trimmed.indexOf('T') : undefined)) ?? undefined;
}

/**
 * Canonical US application number from the forms USPTO files write: `09782496`, `09/782,496`, `29129833`,
 * a serial with a separate series code, or a six-digit serial known only with its filing year (the year form of
 * `canonicalApplicationNumber`, for a series code that cannot be told).
 */
export function usApplicationNumber(
  number: string,
  options: { series?: string; year?: number } = {},
): string | undefined {
  const digits = number.replace(/[^\d]/g, '');
  if (digits.length === 0) return undefined;
  if (options.series !== undefined && /^\d{2}$/.test(options.series.trim()) && digits.length <= 6) {
    return canonicalApplicationNumber(`US${options.series.trim()}${digits.padStart(6, '0')}`) ?? undefined;
  }
  const direct = canonicalApplicationNumber(`US${number.trim()}`);
  if (direct !== null) return direct;
  if (options.year !== undefined && digits.length <= 6) {
    return canonicalApplicationNumber(`US${options.year}0${digits.padStart(6, '0')}`) ?? undefined;
  }
  return undefined;
}

// Series codes of US applications by filing date, as USPTO's ST.32 and PAP documentation tables them: the serial
// restarted at each boundary. Designs have had their own series, 29, since 1993. From December 2001 (series 10) the
// old sources that omit the code no longer reach, so later dates are not told.
const SERIES_FROM: readonly (readonly [from: number, series: string | undefined])[] = [
  [19350101, '02'],
  [19480101, '03'],
  [19600101, '04'],
  [19700101, '05'],
  [19790101, '06'],
  [19870101, '07'],
  [19930101, '08'],
  [19971230, '09'],
  [20011201, undefined],
];

/** The series code of a US application filed on `date` (`19740307` → `05`); undefined where the table has none. */
export function usSeriesCodeOf(date: number, design = false): string | undefined {
  if (design && date >= 19930101) return '29';
  let series: string | undefined;
  for (const [from, code] of SERIES_FROM) if (date >= from) series = code;
  return series;
}

/** A count a source states (`20` claims, `408` days); undefined when absent or not a plain number. */
export function statedCount(value: string | number | undefined): number | undefined {
  const text = String(value ?? '').trim();
  return /^\d{1,5}$/.test(text) ? Number(text) : undefined;
}

/** Canonical number of a cited or related document: `6174413` with `US` gives `US6174413`, with kind `US6174413B1`. */
export function citedNumber(country: string, number: string, kind = ''): string {
  const cc = country.trim().toUpperCase();
  // `WO 96/25012` (two-digit year) as the full `WO1996025012`.
  const raw = cc === 'WO' ? fullWoNumber(number.trim()) : number.trim();
  const withCountry = /^[A-Z]{2}/i.test(raw) && raw.slice(0, 2).toUpperCase() === cc ? raw : `${cc}${raw}`;
  const kd = kind.trim().toUpperCase();
  return canonicalPublicationNumber(/^[A-Z]\d?$/.test(kd) ? `${withCountry} ${kd}` : withCountry);
}

/** A person's name as `Family, Given` (the normalised form of party names across the USPTO readers). */
export function personName(family: string, given: string): string {
  const f = family.replace(/\s+/g, ' ').trim();
  const g = given.replace(/\s+/g, ' ').trim();
  if (f === '') return g;
  return g === '' ? f : `${f}, ${g}`;
}

/** `Family; Given` (PPUBS, Green Book) → `Family, Given`. */
export function semicolonName(name: string): string {
  const [family = '', ...given] = name.split(';');
  return personName(family, given.join(' '));
}

/** A party with only the defined, non-empty fields. */
export function party(
  name: string,
  details: { address?: string; city?: string; state?: string; country?: string } = {},
): Party | undefined {
  const tidy = name.replace(/\s+/g, ' ').trim();
  if (tidy === '') return undefined;
  const out: Party = { name: tidy };
  const address = details.address?.replace(/\s+/g, ' ').trim();
  const city = details.city?.replace(/\s+/g, ' ').trim();
  const state = details.state?.replace(/\s+/g, ' ').trim();
  const country = details.country?.trim().toUpperCase();
  if (address) out.address = address;
  if (city) out.city = city;
  if (state) out.state = state;
  if (country !== undefined && /^[A-Z]{2}$/.test(country)) out.country = country;
  return out;
}

/** Drops duplicates, keeping the first occurrence. */
export function uniq<T>(values: readonly T[], key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * USPC code from the compact 6-character form of the XML and SGML files (`015328`, ` 15328`, `D 1106`,
 * `426 27`, `257E21568`): class (3, right-aligned) and subclass (3 digits plus optional decimals or letters).
 * Codes already written with a slash are tidied.
 */
export function uspcCode(raw: string): string | undefined {
  const value = raw.replace(/\s+$/, '');
  if (value.trim() === '') return undefined;
  if (value.includes('/')) return value.replace(/\s+/g, '');
  // Short values are right-aligned classes without their padding (`4675` = 4/675) unless they hold a gap
  // (`428 1` = 428/1, trailing spaces lost).
  const padded =
    value.length >= 6 ? value : /\S\s+\S/.test(value) ? value.padEnd(6, ' ') : value.trim().padStart(6, ' ');
  const cls = padded
    .slice(0, 3)
    .replace(/\s+/g, '')
    .replace(/^([A-Z]*)0+(?=\d)/, '$1');
  // Subclass: three right-aligned characters, then decimals (`4207` after the class = 42.07) or letters.
  const main = padded
    .slice(3, 6)
    .trim()
    .replace(/^0+(?=\d)/, '');
  const extension = padded.slice(6).trim();
  if (main === '' && extension === '') return cls;
  let sub = main;
  if (/^\d+$/.test(extension)) {
    const decimals = extension.replace(/0+$/, '');
    if (decimals !== '') sub = `${main}.${decimals}`;
  } else {
    sub = `${main}${extension}`;
  }
  return `${cls}/${sub}`;
}

/** IPC code from the old fixed-width form (`A47L  514`, `G01G 1904`, `D21C011/12`) → `A47L5/14` style. */
export function oldIpcCode(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const slash = /^([A-H]\d\d[A-Z])\s*0*(\d{1,4})\s*\/\s*(\d+)$/.exec(value);
  if (slash !== null) return `${slash[1]}${slash[2]}/${slash[3]}`;
  const fixed = /^([A-H]\d\d[A-Z])(.*)$/.exec(raw.trimEnd());
  if (fixed === null) return value.replace(/\s+/g, '');
  const rest = fixed[2]!;
  // Fixed width: main group in three right-aligned characters, then the subgroup (`A47L  514` = A47L5/14). Some
  // deliveries lost a padding space (`E03C 104` = E03C1/04); then the subgroup is the last two digits.
  const positional = rest.length >= 5;
  const digits = rest.replace(/\s+/g, '');
  const group = (positional ? rest.slice(0, 3) : digits.slice(0, -2)).trim().replace(/^0+(?=\d)/, '');
  const sub = (positional ? rest.slice(3) : digits.slice(-2)).trim();
  if (group === '') return fixed[1];
  return `${fixed[1]}${group}/${sub === '' ? '00' : sub.padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Claims.

/** Claim text without its leading printed number (`1. A method` → `A method`). */
export function stripClaimNumber(value: string, num: number): string {
  return value.replace(new RegExp(`^\\s*${num}\\s*[.)]\\s*`), '').trim();
}

/** Claim numbers a claim refers back to, from `claim-ref` style references (`CLM-00003` → 3) or text. */
export function claimRefs(ids: readonly string[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const match = /(\d+)\s*$/.exec(id);
    if (match === null) continue;
    const value = Number(match[1]);
    if (value > 0 && !out.includes(value)) out.push(value);
  }
  return out;
}

/** A priority claim with a canonical number where it parses (`DE 400 02 946` keeps its digits). */
export function priority(
  country: string,
  number: string,
  date: number | undefined,
  kind?: string,
): Priority | undefined {
  const cc = country.trim().toUpperCase();
  const raw = number.trim();
  if (!/^[A-Z]{2}$/.test(cc) || raw === '') return undefined;
  const canonical =
    cc === 'US'
      ? (usApplicationNumber(raw) ?? `US${raw.replace(/[^\dA-Z]/gi, '')}`)
      : canonicalApplicationNumber(raw, { country: cc });
  const out: Priority = { country: cc, number: canonical ?? `${cc}${raw.replace(/[\s\-/.,]+/g, '')}` };
  if (date !== undefined) out.date = date;
  if (kind !== undefined) out.kind = kind;
  return out;
}

/** A patent citation, only with defined fields. */
export function patentCitation(fields: {
  country?: string;
  number: string;
  kind?: string;
  date?: number;
  phase?: PatentCitation['phase'];
  categories?: PatentCitation['categories'];
}): PatentCitation | undefined {
  const cc = (fields.country ?? '').trim().toUpperCase();
  const number = fields.number.trim();
  if (number === '') return undefined;
  const out: PatentCitation = {
    number: /^[A-Z]{2}$/.test(cc) ? citedNumber(cc, number, fields.kind) : canonicalPublicationNumber(number),
  };
  if (/^[A-Z]{2}$/.test(cc)) out.country = cc;
  const kind = fields.kind?.trim().toUpperCase();
  if (kind !== undefined && /^[A-Z]\d?$/.test(kind)) out.kind = kind;
  if (fields.date !== undefined) out.date = fields.date;
  if (fields.categories !== undefined && fields.categories.length > 0) out.categories = fields.categories;
  if (fields.phase !== undefined) out.phase = fields.phase;
  return out;
}

/** Citation phase from the USPTO `category` text (`cited by examiner`, `cited by applicant`, `cited by other`). */
export function citedByPhase(category: string): PatentCitation['phase'] {
  const value = category.toLowerCase();
  if (value.includes('examiner')) return 'examination';
  if (value.includes('applicant')) return 'applicant';
  if (value.includes('third')) return 'third-party';
  if (value.includes('other')) return 'other';
  return undefined;
}

/**
 * Claims a claim refers back to, read from its wording when the source has no reference markup: `claim 3`,
 * `claims 1 or 2`, `any of claims 1-4` in the claim's first sentence.
 */
export function textClaimRefs(value: string): number[] {
  const head = value.slice(0, 300);
  const match = /\bclaims?\s+(\d+)((?:\s*(?:,|or|and|to|-|through)\s*\d+)*)/i.exec(head);
  if (match === null) return [];
  const out = [Number(match[1])];
  const tail = match[2] ?? '';
  const range = /^\s*(?:to|-|through)\s*(\d+)\s*$/.exec(tail);
  if (range !== null) {
    for (let n = out[0]! + 1; n <= Number(range[1]) && n - out[0]! < 200; n += 1) out.push(n);
    return out;
  }
  for (const m of tail.matchAll(/\d+/g)) out.push(Number(m[0]));
  return uniq(
    out.filter((n) => n > 0),
    String,
  );
}
