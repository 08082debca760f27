import { z } from 'zod';
import { isDesignKind } from './patent-numbers';

/** A calendar date written as the integer YYYYMMDD (`20190304`), the form every patent date field uses. */
export type Yyyymmdd = number;

const MONTHS: Readonly<Record<string, number>> = {
  JAN: 1,
  JANUARY: 1,
  FEB: 2,
  FEBRUARY: 2,
  MAR: 3,
  MARCH: 3,
  APR: 4,
  APRIL: 4,
  MAY: 5,
  JUN: 6,
  JUNE: 6,
  JUL: 7,
  JULY: 7,
  AUG: 8,
  AUGUST: 8,
  SEP: 9,
  SEPT: 9,
  SEPTEMBER: 9,
  OCT: 10,
  OCTOBER: 10,
  NOV: 11,
  NOVEMBER: 11,
  DEC: 12,
  DECEMBER: 12,
};

// `2019-03-04`, `2019/03/04`, and ISO timestamps (`2019-03-04T00:00:00.000-0500`): the date as written, not moved
// to UTC, since an office's date is a calendar day in the office's own time zone.
const ISO = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?$/;
const COMPACT = /^(\d{4})(\d\d)(\d\d)$/;
// `04.03.2019`: day first, as German and European sources write it.
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
// `03/04/2019`: ambiguous between month-first (USPTO) and day-first; read only with an explicit order.
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
// `Mar 4, 2019`, `Mar. 4, 2019`, `March 4 2019`.
const MONTH_FIRST = /^([A-Z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/;
// `4 March 2019`; month names are English only.
const DAY_FIRST = /^(\d{1,2})\.?\s+([A-Z]+)\.?,?\s+(\d{4})$/;

/** Earliest year a patent date can plausibly carry; anything before is a reading error, not a date. */
export const MIN_PATENT_YEAR = 1700;
/** Latest year a patent date can plausibly carry (expiries included). */
export const MAX_PATENT_YEAR = 2199;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The integer YYYYMMDD for a real calendar date, or null when the day does not exist (`2019-02-29`). */
export function yyyymmddOf(year: number, month: number, day: number): Yyyymmdd | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < MIN_PATENT_YEAR || year > MAX_PATENT_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return year * 10000 + month * 100 + day;
}

/** True when `value` is an integer YYYYMMDD naming a real calendar day within the plausible patent years. */
export function isValidYyyymmdd(value: unknown): value is Yyyymmdd {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  return yyyymmddOf(Math.floor(value / 10000), Math.floor(value / 100) % 100, value % 100) === value;
}

/** Options of `parseYyyymmdd`. */
export type ParseDateOptions = {
  /** How to read `03/04/2019`: `mdy` (USPTO) or `dmy`; without it such a date is refused as ambiguous. */
  slashOrder?: 'mdy' | 'dmy';
};

/**
 * Reads a date in the forms patent sources use: `2019-03-04`, `20190304`, `04.03.2019`, `Mar 4, 2019`,
 * `4 March 2019`, ISO timestamps, and `03/04/2019` when `slashOrder` says how. Null when the text is no date or
 * names a day that does not exist; never guesses.
 */
export function parseYyyymmdd(text: string | number, options: ParseDateOptions = {}): Yyyymmdd | null {
  if (typeof text === 'number') return isValidYyyymmdd(text) ? text : null;
  const value = text.normalize('NFKC').trim().toUpperCase();
  let match = COMPACT.exec(value) ?? ISO.exec(value);
  if (match !== null) return yyyymmddOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DOTTED.exec(value);
  if (match !== null) return yyyymmddOf(Number(match[3]), Number(match[2]), Number(match[1]));
  match = SLASHED.exec(value);
  if (match !== null) {
    if (options.slashOrder === undefined) return null;
    const [first, second] = [Number(match[1]), Number(match[2])];
    const [month, day] = options.slashOrder === 'mdy' ? [first, second] : [second, first];
    return yyyymmddOf(Number(match[3]), month, day);
  }
  match = MONTH_FIRST.exec(value);
  if (match !== null) return monthNamed(match[1]!, match[2]!, match[3]!);
  match = DAY_FIRST.exec(value);
  if (match !== null) return monthNamed(match[2]!, match[1]!, match[3]!);
  return null;
}

function monthNamed(name: string, day: string, year: string): Yyyymmdd | null {
  const month = MONTHS[name];
  return month === undefined ? null : yyyymmddOf(Number(year), month, Number(day));
}

/** `20190304` → `2019-03-04` (SPEC §5: dates display only when 8 digits); null for anything else. */
export function formatYyyymmdd(value: unknown): string | null {
  if (!isValidYyyymmdd(value)) return null;
  const text = String(value);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
}

/** The UTC calendar day of an instant, as YYYYMMDD. */
export function yyyymmddFromDate(date: Date): Yyyymmdd {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** A date field of the patent document: integer YYYYMMDD naming a real calendar day. */
export const YyyymmddSchema = z
  .number()
  .int()
  .refine(isValidYyyymmdd, { message: 'Expected a real calendar date written as YYYYMMDD.' });

function parts(value: Yyyymmdd): [number, number, number] {
  return [Math.floor(value / 10000), Math.floor(value / 100) % 100, value % 100];
}

/** The same day `years` later; 29 February falls back to 28 February in a common year. */
export function addYears(value: Yyyymmdd, years: number): Yyyymmdd {
  const [year, month, day] = parts(value);
  const target = year + years;
  return target * 10000 + month * 100 + Math.min(day, daysInMonth(target, month));
}

/** The day `days` calendar days later (or earlier when negative). */
export function addDays(value: Yyyymmdd, days: number): Yyyymmdd {
  const [year, month, day] = parts(value);
  return yyyymmddFromDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Whether a document counts as alive, per SPEC §4; `Unknown` when it has no expected expiry. */
export const EXPIRY_STATUSES = ['Alive', 'Dead', 'Unknown'] as const;
/** One of `EXPIRY_STATUSES`: the expiry filter values of SPEC §5. */
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** SPEC §4: an expected expiry earlier than today means dead, otherwise alive (expiring today is still alive). */
export function isAlive(expectedExpiryDate: Yyyymmdd, today: Yyyymmdd): boolean {
  return expectedExpiryDate >= today;
}

/** The expiry filter value of SPEC §5 (`Dead`, `Alive`, `Unknown`) for a document's expected expiry. */
export function expiryStatus(expectedExpiryDate: Yyyymmdd | null | undefined, today: Yyyymmdd): ExpiryStatus {
  if (!isValidYyyymmdd(expectedExpiryDate)) return 'Unknown';
  return isAlive(expectedExpiryDate, today) ? 'Alive' : 'Dead';
}

/** US applications filed from this day get a 20-year term from filing (Uruguay Round Agreements Act). */
export const US_TWENTY_YEAR_TERM_FROM = 19950608;
/** US design applications filed from this day get 15 years from grant instead of 14 (PLTIA). */
export const US_DESIGN_FIFTEEN_YEARS_FROM = 20150513;
/** Chinese design applications filed from this day get 15 years from filing instead of 10 (2020 Patent Law). */
export const CN_DESIGN_FIFTEEN_YEARS_FROM = 20210601;

/** What `expectedExpiry` needs to know about one publication. */
export type ExpectedExpiryInput = {
  /** Office code of the publication (`US`, `EP`, `CN`). */
  country: string;
  /** Kind code of the publication (`B2`, `S1`, `U`); decides design and utility-model terms when not told. */
  kind: string;
  /** Filing date of this application (for a national phase, the international filing date). */
  filingDate?: Yyyymmdd | null;
  /**
   * Date the term is counted from: the earliest non-provisional application whose benefit is claimed (US
   * continuations and divisionals, 35 U.S.C. 120/121/365(c)), or the parent's filing date for a European
   * divisional, or the original patent's filing date for a reissue. Provisional and Paris Convention priorities
   * never count. Defaults to `filingDate`.
   */
  earliestNonProvisionalFilingDate?: Yyyymmdd | null;
  /** Grant date; design terms and pre-1995 US terms run from it. */
  grantDate?: Yyyymmdd | null;
  /** US patent term adjustment (35 U.S.C. 154(b)) in days; added to utility and plant terms only. */
  termAdjustmentDays?: number;
  /** Term extension in days (US 35 U.S.C. 156, or a supplementary protection certificate). */
  extensionDays?: number;
  /** Overrides the kind code: the publication is a design (registration). */
  isDesign?: boolean;
};

/** The expected expiry and the one plain-English sentence that explains it; `date` null when it cannot be told. */
export type ExpectedExpiry = { date: Yyyymmdd | null; explanation: string };

// Utility models and their terms in years from filing, for the offices whose rule is one number.
const UTILITY_MODEL_YEARS: Readonly<Record<string, number>> = { CN: 10, DE: 10, KR: 10, TW: 10, RU: 10, AT: 10 };
const UTILITY_MODEL_KIND = /^[UY]\d?$/;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function describeAdditions(adjustment: number, extension: number): string {
  const parts: string[] = [];
  if (adjustment !== 0) parts.push(`${plural(adjustment, 'day')} of patent term adjustment`);
  if (extension !== 0) parts.push(`${plural(extension, 'day')} of term extension`);
  return parts.length === 0 ? '' : `, plus ${parts.join(' and ')}`;
}

function expires(date: Yyyymmdd, reason: string): ExpectedExpiry {
  return { date, explanation: `Expected to expire on ${formatYyyymmdd(date)}: ${reason}.` };
}

function unknown(reason: string): ExpectedExpiry {
  return { date: null, explanation: `The expected expiry is unknown: ${reason}.` };
}

/**
 * The expected expiry of a publication's patent right, with a sentence saying why. Utility and plant patents run
 * 20 years from the earliest non-provisional filing date, plus US patent term adjustment and any extension; US
 * applications filed before 1995-06-08 get the later of that and 17 years from grant. US designs run 15 years from
 * grant when filed on or after 2015-05-13, 14 years before. Chinese designs and the utility models of CN, DE, KR, TW,
 * RU, AT (and JP) run their fixed terms from filing. Annuities, terminal disclaimers, lapses and revocations are not
 * known here; this is the term the law grants, as a patent professional would first estimate it.
 */
export function expectedExpiry(input: ExpectedExpiryInput): ExpectedExpiry {
  const country = input.country.toUpperCase();
  const kind = input.kind.toUpperCase();
  const filing = isValidYyyymmdd(input.filingDate) ? input.filingDate : null;
  const earliest = isValidYyyymmdd(input.earliestNonProvisionalFilingDate)
    ? input.earliestNonProvisionalFilingDate
    : filing;
  const grant = isValidYyyymmdd(input.grantDate) ? input.grantDate : null;
  const adjustment = Math.max(0, Math.trunc(input.termAdjustmentDays ?? 0));
  const extension = Math.max(0, Math.trunc(input.extensionDays ?? 0));
  const design = input.isDesign ?? isDesignKind(country, kind);

  if (design) return designExpiry(country, filing ?? earliest, grant, extension);
  if (country !== 'US' && UTILITY_MODEL_KIND.test(kind)) return utilityModelExpiry(country, earliest);
  if (earliest === null) return unknown('the filing date is not known');

  const additions = describeAdditions(country === 'US' ? adjustment : 0, extension);
  const twenty = addDays(addYears(earliest, 20), (country === 'US' ? adjustment : 0) + extension);
  const fromWhat =
    country === 'US'
      ? earliest === filing
        ? 'the US filing date'
        : 'the earliest non-provisional US filing date'
      : earliest === filing
        ? 'the filing date'
        : 'the filing date of the earliest application it is counted from';
  // The 1995 change looks at when this application was filed; its term still counts from the earliest one.
  if (country === 'US' && (filing ?? earliest) < US_TWENTY_YEAR_TERM_FROM) {
    if (grant === null) {
      return expires(
        twenty,
        `20 years from ${fromWhat} ${formatYyyymmdd(earliest)}${additions}, or 17 years from grant if later (the grant date is not known)`,
      );
    }
    const seventeen = addDays(addYears(grant, 17), extension);
    const extensionNote = describeAdditions(0, extension);
    // Patents that had already expired before the 20-year rule began keep the 17-year term alone.
    if (seventeen < US_TWENTY_YEAR_TERM_FROM || seventeen >= twenty) {
      return expires(
        seventeen,
        `17 years from the grant on ${formatYyyymmdd(grant)}${extensionNote}, as the application was filed before 1995-06-08`,
      );
    }
    return expires(
      twenty,
      `20 years from ${fromWhat} ${formatYyyymmdd(earliest)}${additions}, later than 17 years from the grant as the application was filed before 1995-06-08`,
    );
  }
  return expires(twenty, `20 years from ${fromWhat} ${formatYyyymmdd(earliest)}${additions}`);
}

function designExpiry(
  country: string,
  filing: Yyyymmdd | null,
  grant: Yyyymmdd | null,
  extension: number,
): ExpectedExpiry {
  if (country === 'US') {
    if (grant === null) return unknown('a US design patent runs from its grant, and the grant date is not known');
    // The filing date decides 14 or 15 years; without it the grant date stands in (designs pend about two years).
    const fifteen = (filing ?? grant) >= US_DESIGN_FIFTEEN_YEARS_FROM;
    const years = fifteen ? 15 : 14;
    const date = addDays(addYears(grant, years), extension);
    const side = fifteen ? 'on or after' : 'before';
    const rule = filing === null ? `granted ${side} 2015-05-13 (filing date not known)` : `filed ${side} 2015-05-13`;
    return expires(
      date,
      `${years} years from the grant on ${formatYyyymmdd(grant)}, as a US design patent ${rule}${describeAdditions(0, extension)}`,
    );
  }
  if (country === 'CN') {
    if (filing === null) return unknown('a Chinese design runs from its filing date, which is not known');
    const years = filing >= CN_DESIGN_FIFTEEN_YEARS_FROM ? 15 : 10;
    return expires(
      addYears(filing, years),
      `${years} years from the filing date ${formatYyyymmdd(filing)}, as a Chinese design`,
    );
  }
  return unknown(`design terms of ${country} are not modelled`);
}

function utilityModelExpiry(country: string, filing: Yyyymmdd | null): ExpectedExpiry {
  if (filing === null) return unknown('a utility model runs from its filing date, which is not known');
  let years = UTILITY_MODEL_YEARS[country];
  // Japanese utility models: 10 years from filing since 2005-04-01, 6 years for filings from 1994 until then.
  if (country === 'JP') years = filing >= 20050401 ? 10 : filing >= 19940101 ? 6 : undefined;
  if (years === undefined) return unknown(`utility model terms of ${country} for this filing date are not modelled`);
  return expires(
    addYears(filing, years),
    `${years} years from the filing date ${formatYyyymmdd(filing)}, as a utility model of ${country}`,
  );
}
