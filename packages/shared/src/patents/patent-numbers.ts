// Publication and application numbers of the patent offices: parsing, one canonical spelling, the ucid, and every
// variant a search should find. The publication-number rules are kept identical to the engine's number analyzer
// (packages/engine/src/analysis/publication-number.ts): shared may not import the engine, and a number written by a
// reader must land on the same terms the engine indexes and queries.

// After separators are gone: optional country, optional series prefix (D design, RE reissue, PP plant, H, T),
// the serial digits, optional kind code. Every part is bounded, so the regex cannot backtrack far.
const NUMBER_SHAPE = /^([A-Z]{2})?([A-Z]{0,2}?)(\d+)([A-Z]\d?)?$/;
const COUNTRY = /^([A-Z]{2})(?=[\s\-.,/]*[A-Z]{0,2}[\s\-.,/]*\d)/;
// "US 2010/0123456", "WO 2009/085664": year, slash, serial; the serial is zero-padded to the office's width.
const YEAR_SERIAL = /((?:19|20)\d\d)\s*\/\s*(\d{1,7})/;
const SEPARATORS = /[\s\-.,/]+/g;
const SERIAL_WIDTH: Readonly<Record<string, number>> = { US: 7, WO: 6 };

/** Two-letter office code (WIPO ST.3), upper case. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Kind code (WIPO ST.16): a letter and at most one digit (`A`, `A1`, `B2`, `S1`, `U`). */
export const KIND_CODE = /^[A-Z]\d?$/;
/** A ucid: `CC-NUMBER-KIND` with the canonical serial (`US-7057742-B2`, `US-D435854-S1`, `EP-560858-A1`). */
export const UCID = /^([A-Z]{2})-([A-Z]{0,2}\d+)-([A-Z]\d?)$/;

/** A publication number taken apart (all upper case, separators removed). */
export type PublicationNumberParts = {
  /** Two-letter office code, '' when not written. */
  country: string;
  /** Serial with its series prefix (`D435854`, `RE12345`, `20100123456`), leading zeros dropped. */
  serial: string;
  /** Kind code (`A1`, `B2`, `S1`), '' when not written. */
  kind: string;
};

function upper(text: string): string {
  return text.normalize('NFKC').toUpperCase().trim();
}

/** Splits `EP 1 234 567 A1`, `US 2010/0123456`, `USD435,854 S1` into country, serial and kind; null if unlike a number. */
export function parsePublicationNumber(text: string): PublicationNumberParts | null {
  let value = upper(text);
  const country = COUNTRY.exec(value)?.[1] ?? '';
  value = value.replace(YEAR_SERIAL, (_all, year: string, serial: string) => {
    return year + serial.padStart(SERIAL_WIDTH[country] ?? serial.length, '0');
  });
  const match = NUMBER_SHAPE.exec(value.replace(SEPARATORS, ''));
  if (match === null) return null;
  const [, cc = '', prefix = '', digits = '', kind = ''] = match;
  let serial = digits.replace(/^0+(?=\d)/, '');
  // US pre-grant publications appear as year + 6 digits in EPODOC ("US2010123456"); use the 11-digit form.
  if (cc === 'US' && prefix === '' && serial.length === 10 && /^(?:19|20)/.test(serial)) {
    serial = `${serial.slice(0, 4)}0${serial.slice(4)}`;
  }
  return { country: cc, serial: prefix + serial, kind };
}

/** The one canonical term a written number is searched by: what was written, normalised (`EP1234567A1`). */
export function canonicalPublicationNumber(text: string): string {
  const parts = parsePublicationNumber(text);
  if (parts === null) return upper(text).replace(SEPARATORS, '');
  return parts.country + parts.serial + parts.kind;
}

/**
 * Every term a document's number is indexed under, so that a search by any canonical spelling finds it:
 * with and without kind, with and without country (`EP1234567A1`, `EP1234567`, `1234567A1`, `1234567`).
 */
export function publicationNumberVariants(text: string): string[] {
  const parts = parsePublicationNumber(text);
  if (parts === null) {
    const compact = canonicalPublicationNumber(text);
    return compact.length > 0 ? [compact] : [];
  }
  const { country, serial, kind } = parts;
  return unique([country + serial + kind, country + serial, serial + kind, serial]);
}

function unique(values: readonly string[]): string[] {
  return values.filter((value, index) => value.length > 0 && values.indexOf(value) === index);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The ways people and offices write a publication number (`US 7,057,742 B2`, `US07057742`, `US-7057742-B2`,
 * `US 2010/0123456 A1`, `WO 2009/085664 A2`, `EP 1 234 567 A1`), for tests and for recognising citations in text.
 * Each one parses back to the same parts.
 */
export function publicationNumberSpellings(parts: PublicationNumberParts): string[] {
  const { country, serial, kind } = parts;
  const spaced = kind === '' ? '' : ` ${kind}`;
  if (country === '') return unique([serial + kind, serial + spaced]);
  const spellings = [`${country}${serial}${kind}`, `${country} ${serial}${spaced}`];
  const digits = /^\d+$/.test(serial) ? serial : null;
  if (country !== '' && kind !== '') spellings.push(`${country}-${serial}-${kind}`);
  if (digits !== null && country === 'US' && digits.length === 11) {
    spellings.push(
      `US ${digits.slice(0, 4)}/${digits.slice(4)}${spaced}`,
      `US${digits.slice(0, 4)}${digits.slice(5)}${kind}`,
    );
  } else if (digits !== null && country === 'WO' && digits.length === 10) {
    spellings.push(`WO ${digits.slice(0, 4)}/${digits.slice(4)}${spaced}`);
  } else if (country === 'US' && /^[A-Z]{0,2}\d{1,8}$/.test(serial)) {
    const [, prefix = '', number = ''] = /^([A-Z]*)(\d+)$/.exec(serial) ?? [];
    spellings.push(
      `US ${prefix}${groupThousands(number)}${spaced}`,
      `US${prefix}${number.padStart(8 - prefix.length, '0')}`,
    );
  } else if (digits !== null && country === 'EP' && digits.length <= 7) {
    const padded = digits.padStart(7, '0');
    spellings.push(`EP ${padded[0]} ${padded.slice(1, 4)} ${padded.slice(4)}${spaced}`, `EP${padded}${kind}`);
  }
  return unique(spellings);
}

/**
 * The ucid of a publication, `CC-NUMBER-KIND` with the canonical serial (`ucidOf('US', '7,057,742', 'B2')` →
 * `US-7057742-B2`). `number` may carry the country and kind itself; a conflicting country or kind gives null,
 * as does anything unlike a publication number or a missing kind.
 */
export function ucidOf(country: string, number: string, kind: string): string | null {
  const cc = upper(country);
  if (!COUNTRY_CODE.test(cc)) return null;
  let written = upper(number);
  if (!written.startsWith(cc)) written = `${cc} ${written}`;
  const parts = parsePublicationNumber(written);
  if (parts === null || parts.country !== cc) return null;
  const kd = upper(kind);
  if (kd !== '' && parts.kind !== '' && kd !== parts.kind) return null;
  const finalKind = kd === '' ? parts.kind : kd;
  if (!KIND_CODE.test(finalKind)) return null;
  return `${cc}-${parts.serial}-${finalKind}`;
}

/** Takes a ucid apart; null when it is not exactly `CC-NUMBER-KIND` in canonical form. */
export function parseUcid(ucid: string): PublicationNumberParts | null {
  const match = UCID.exec(ucid);
  if (match === null) return null;
  const [, country = '', serial = '', kind = ''] = match;
  const parts = parsePublicationNumber(country + serial + kind);
  if (parts === null || parts.serial !== serial || parts.kind !== kind) return null;
  return { country, serial, kind };
}

/**
 * The ucid of a publication number in any spelling the UI shows or a user pastes (`EP3164662A1`, `EP-3164662-A1`,
 * `EP 3164662 A1`, `ep3164662a1`, `US 7,057,742 B2`): the one normaliser every call that takes a publication number
 * validates with. Null when the text names no single publication (country or kind missing, or no number at all).
 */
export function normalizeUcid(text: string): string | null {
  const parts = parsePublicationNumber(text);
  return parts === null ? null : ucidOfParts(parts);
}

/**
 * The one form the UI shows a publication number in: compact, as offices print it (`EP-3164662-A1` →
 * `EP3164662A1`), the same as the results' `publicationnumber`. Text that is no ucid is shown as given.
 */
export function displayPublicationNumber(ucid: string): string {
  const parts = parseUcid(ucid);
  return parts === null ? ucid : parts.country + parts.serial + parts.kind;
}

/** The ucid of a parsed publication number; null when the country or kind is missing. */
export function ucidOfParts(parts: PublicationNumberParts): string | null {
  return ucidOf(parts.country, parts.serial, parts.kind);
}

/**
 * Whether a kind code marks a granted patent rather than an application publication. US: B1/B2/B3, E (reissue),
 * S (design), P2/P3 (plant), and plain A with a serial of up to 8 characters (grants before 2001). EP: B1/B2/B3.
 * WO: never. DE: B3/B4 and C kinds (plain B was the examined, ungranted Auslegeschrift). Elsewhere B and C kinds
 * (JP B2, KR B1, CN B/C, RU C1/C2). Utility-model and design registrations are not counted as grants.
 */
export function isGrantKind(country: string, kind: string, serial = ''): boolean {
  const cc = upper(country);
  const kd = upper(kind);
  if (cc === 'WO') return false;
  if (cc === 'US')
    return /^(?:B\d?|E\d?|S\d?|P[23])$/.test(kd) || (kd === 'A' && serial.length > 0 && serial.length <= 8);
  if (cc === 'DE') return /^(?:B[34]|C\d?)$/.test(kd);
  return /^[BC]\d?$/.test(kd);
}

/** Whether a kind code marks a design publication (US S, and S kinds of CN, JP and KR). */
export function isDesignKind(country: string, kind: string): boolean {
  const cc = upper(country);
  return /^S\d?$/.test(upper(kind)) && ['US', 'CN', 'JP', 'KR'].includes(cc);
}

// ---------------------------------------------------------------------------------------------------------------
// Check digits.

/** The check digit of an 8-digit EP application number (`17171508` → `9`, written `17171508.9`): Luhn mod 10. */
export function epCheckDigit(number: string): string | null {
  if (!/^\d{8}$/.test(number)) return null;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let digit = Number(number[7 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The check digit of an 8- or 12-digit CN application number (`201110162680` → `3`): weights 2..9, mod 11, 10 → X. */
export function cnCheckDigit(number: string): string | null {
  if (!/^(?:\d{8}|\d{12})$/.test(number)) return null;
  let sum = 0;
  for (let i = 0; i < number.length; i++) sum += Number(number[i]) * ((i % 8) + 2);
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

// ---------------------------------------------------------------------------------------------------------------
// US application numbers: a two-digit series code and a six-digit serial (`16/123,456`).

/** A US application number. `series` is null when the source wrote only serial and year (old DOCDB and EPODOC). */
export type UsApplicationNumber = {
  /** Series code (`16`; `29` designs, `60`–`63` provisionals, `90`/`95`/`96` re-examinations), null if unknown. */
  series: string | null;
  /** Six-digit serial, zero-padded (`123456`). */
  serial: string;
  /** Filing year when the spelling carries it (`US 201816123456 A`), else null. */
  year: number | null;
};

/** Options of `parseUsApplicationNumber` and the application-number functions. */
export type ApplicationNumberOptions = {
  /**
   * Office code when the text does not start with one (EP full text writes `17171508.9` alone). `WO` means the
   * text is an international (PCT) application.
   */
  country?: string;
  /**
   * The text is in EPO DOCDB form (as DOCDB, OPS and Lens write it). Then 8 US digits are serial plus two-digit
   * year (`96495207` = 964952 of 2007), not series plus serial.
   */
  docdb?: boolean;
};

/**
 * Series codes in use: utility 01–19 (with two to spare), designs 29, international designs 35, provisionals
 * 60–63 (with one to spare), re-examinations and supplemental examinations 90, 95, 96.
 */
const US_SERIES_CODE = /^(?:0[1-9]|1\d|2[01]|29|35|6[0-4]|90|95|96)$/;

function usNumber(series: string, serial: string, year: number | null): UsApplicationNumber | null {
  return US_SERIES_CODE.test(series) ? { series, serial, year } : null;
}

function twoDigitYear(yy: string, pivot: number): number {
  const value = Number(yy);
  return value >= pivot ? 1900 + value : 2000 + value;
}

/**
 * Reads a US application number: `16/123,456`, `16/123456`, `16123456`, `US16123456`, `US 201816123456 A`
 * (DOCDB/Lens with year), `US201816123456` (EPODOC), `US19970921321` (old EPODOC: year + serial), and with
 * `docdb`, `96495207` (serial + two-digit year). Null for anything else, including a series code not in use (so
 * DOCDB's `65784810` read without `docdb` is refused rather than misread as series 65).
 */
export function parseUsApplicationNumber(
  text: string,
  options: ApplicationNumberOptions = {},
): UsApplicationNumber | null {
  let value = upper(text)
    .replace(/^US(?=[\s\-./]*\d)/, '')
    .replace(/\s+[A-Z]$/, '')
    .replace(/[\s-]+/g, '');
  let match = /^(\d{2})\/(\d{3}),?(\d{3})$/.exec(value) ?? /^(\d{2})\/(\d{6})$/.exec(value);
  if (match !== null) return usNumber(match[1]!, (match[2] ?? '') + (match[3] ?? ''), null);
  value = value.replace(/[,.]/g, '');
  match = /^(\d{8})$/.exec(value);
  if (match !== null) {
    if (options.docdb === true)
      return { series: null, serial: value.slice(0, 6), year: twoDigitYear(value.slice(6), 30) };
    return usNumber(value.slice(0, 2), value.slice(2), null);
  }
  match = /^((?:19|20)\d\d)(\d{2})(\d{6})$/.exec(value);
  if (match !== null) return usNumber(match[2]!, match[3]!, Number(match[1]));
  match = /^((?:19|20)\d\d)0(\d{6})$/.exec(value);
  if (match !== null) return { series: null, serial: match[2]!, year: Number(match[1]) };
  return null;
}

/** Spelling styles of a US application number. */
export type UsApplicationNumberStyle = 'slash' | 'digits' | 'compact';

/**
 * `slash` `16/123,456` (USPTO), `digits` `16123456` (Patent Center, ODP), `compact` `US16123456` (the 10-character
 * form of SPEC §5). Null when the series code is unknown.
 */
export function formatUsApplicationNumber(number: UsApplicationNumber, style: UsApplicationNumberStyle): string | null {
  if (number.series === null) return null;
  if (style === 'slash') return `${number.series}/${groupThousands(number.serial)}`;
  if (style === 'digits') return number.series + number.serial;
  return `US${number.series}${number.serial}`;
}

// ---------------------------------------------------------------------------------------------------------------
// International (PCT) application numbers: receiving office, year, serial (`PCT/US2019/012345`).

/** An international application number. */
export type PctApplicationNumber = {
  /** Receiving office (`US`, `EP`, `IB`). */
  office: string;
  /** Four-digit year of filing. */
  year: number;
  /** Serial within office and year (six digits since 2004, five before). */
  serial: number;
};

// PCT began in 1978, so a two-digit PCT year of 78 or more is 19xx.
const PCT_PIVOT = 78;

function pct(office: string, year: string, serial: string): PctApplicationNumber | null {
  const fullYear = year.length === 2 ? twoDigitYear(year, PCT_PIVOT) : Number(year);
  const number = Number(serial);
  if (fullYear < 1978 || number < 1 || number > 999999) return null;
  // Before 2004 serials had five digits, so a six-digit one with a two-digit year is no real number.
  if (fullYear < 2004 && number > 99999) return null;
  return { office, year: fullYear, serial: number };
}

/**
 * Reads an international application number in every spelling the sources use: `PCT/US2019/012345`,
 * `PCT/US99/23008`, `WO2019US056674` (SPEC §5, 14 characters), `WO2019US56674` (EPODOC), `US2019/056674` (DOCDB
 * original), `US 2019056674 W` and `US 9504489 W` (DOCDB), `US 2009/0048785 W` (Lens). The caller knows the text is
 * international: the DOCDB forms without `W` look like national numbers (`JP2019026290` would be read as
 * PCT/JP2019/026290). `parseApplicationNumber` decides that for text of unknown kind. Null for anything else.
 */
export function parsePctApplicationNumber(text: string): PctApplicationNumber | null {
  const value = upper(text)
    .replace(/\s+W$/, '')
    .replace(/[\s-]+/g, '');
  let match =
    /^PCT\/?([A-Z]{2})\/?(\d{4}|\d{2})\/(\d{1,7})$/.exec(value) ?? /^PCT([A-Z]{2})(\d{4})(\d{6})$/.exec(value);
  if (match !== null) return pct(match[1]!, match[2]!, match[3]!);
  match = /^WO(\d{4})([A-Z]{2})(\d{1,6})$/.exec(value);
  if (match !== null) return pct(match[2]!, match[1]!, match[3]!);
  match = /^([A-Z]{2})\/?(\d{4}|\d{2})\/(\d{1,7})$/.exec(value);
  if (match !== null && match[1] !== 'WO') return pct(match[1]!, match[2]!, match[3]!);
  match = /^([A-Z]{2})((?:19|20)\d\d)(\d{6})$/.exec(value) ?? /^([A-Z]{2})(\d{2})(\d{5})$/.exec(value);
  if (match !== null && match[1] !== 'WO') return pct(match[1]!, match[2]!, match[3]!);
  return null;
}

/** Spelling styles of an international application number. */
export type PctApplicationNumberStyle = 'pct' | 'compact' | 'epodoc' | 'docdb';

/**
 * `pct` `PCT/US2019/012345` (`PCT/US99/23008` before 2004), `compact` `WO2019US012345` (the 14-character form of
 * SPEC §5), `epodoc` `WO2019US12345`, `docdb` `US2019012345` (`US9923008` before 2004; DOCDB adds kind W).
 */
export function formatPctApplicationNumber(number: PctApplicationNumber, style: PctApplicationNumberStyle): string {
  const { office, year, serial } = number;
  const old = year < 2004;
  const shortYear = String(year).slice(2);
  if (style === 'pct') {
    return old
      ? `PCT/${office}${shortYear}/${String(serial).padStart(5, '0')}`
      : `PCT/${office}${year}/${String(serial).padStart(6, '0')}`;
  }
  if (style === 'compact') return `WO${year}${office}${String(serial).padStart(6, '0')}`;
  if (style === 'epodoc') return `WO${year}${office}${String(serial).padStart(5, '0')}`;
  return old
    ? `${office}${shortYear}${String(serial).padStart(5, '0')}`
    : `${office}${year}${String(serial).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Application numbers of any office.

/** An application number taken apart: office, canonical number, check digit where the office has one. */
export type ApplicationNumberParts = {
  /** Office code; `WO` for an international application. */
  country: string;
  /** Canonical spelling (`US16123456`, `WO2019US012345`, `EP17171508`, `CN201110162680`, `JP2019026290`). */
  canonical: string;
  /** The number without country and check digit, as the office writes it compactly (`17171508`). */
  number: string;
  /** Check digit (EP, CN, DE): the one written, else the computed one for EP and CN; null when none. */
  checkDigit: string | null;
  /** Set for US numbers. */
  us?: UsApplicationNumber;
  /** Set for international applications. */
  pct?: PctApplicationNumber;
};

function detectCountry(value: string, options: ApplicationNumberOptions): { country: string; rest: string } {
  const given = options.country === undefined ? '' : upper(options.country);
  const written = /^([A-Z]{2})(?=[\s\-./]*[A-Z]{0,3}[\s\-./]*\d)[\s\-./]*/.exec(value);
  if (written !== null && (given === '' || written[1] === given)) {
    return { country: written[1]!, rest: value.slice(written[0].length) };
  }
  return { country: given, rest: value };
}

function isPctSpelling(value: string, options: ApplicationNumberOptions): boolean {
  if (/^PCT\b/.test(value) || /^WO\s*\d{4}\s*[A-Z]{2}\s*\d/.test(value) || /\sW$/.test(value)) return true;
  if (options.country !== undefined && upper(options.country) === 'WO') return true;
  // `US2019/056674`, `IB2022/055385`: DOCDB's original PCT form. Neither office numbers national applications
  // so (IB has none); other offices are left national, as AU writes its own as `2006/292754`.
  return /^(?:US|IB)\s*(?:19|20)\d\d\s*\/\s*\d{6}$/.test(value);
}

/**
 * Takes an application number of any office apart. US and international numbers get their full parsing; EP, CN
 * and DE numbers lose a written check digit (kept in `checkDigit`); every other office's number is kept as
 * written, without separators and without a DOCDB kind letter (`JP 2019026290 A` → `JP2019026290`). Null when
 * there is no office or no digits.
 */
export function parseApplicationNumber(
  text: string,
  options: ApplicationNumberOptions = {},
): ApplicationNumberParts | null {
  // `ZL` prefixes Chinese patent numbers written with their application number (`ZL201110162680.3`).
  const value = upper(text).replace(/^ZL(?=\s*\d)/, 'CN');
  if (!/\d/.test(value)) return null;
  if (isPctSpelling(value, options)) {
    const parsed = parsePctApplicationNumber(value);
    if (parsed === null) return null;
    const canonical = formatPctApplicationNumber(parsed, 'compact');
    return { country: 'WO', canonical, number: canonical.slice(2), checkDigit: null, pct: parsed };
  }
  const { country, rest } = detectCountry(value, options);
  if (!COUNTRY_CODE.test(country)) return null;
  const body = rest.replace(/\s+[A-Z]$/, '');
  if (country === 'US') {
    const us = parseUsApplicationNumber(body, options);
    if (us === null) return null;
    const number = us.series === null ? `${us.year}0${us.serial}` : us.series + us.serial;
    return { country, canonical: `US${number}`, number, checkDigit: null, us };
  }
  const compact = body.replace(/[\s\-/,]+/g, '');
  const checked = /^([A-Z]*\d+)\.([\dX])$/.exec(compact);
  let number = (checked?.[1] ?? compact).replace(/\./g, '');
  let checkDigit = checked?.[2] ?? null;
  if (country === 'EP') {
    // EPODOC writes EP applications as year + 0 + serial (`EP20170171508` for 17171508).
    const epodoc = /^((?:19|20)\d\d)0(\d{6})$/.exec(number);
    if (epodoc !== null) number = epodoc[1]!.slice(2) + epodoc[2]!;
    checkDigit ??= epCheckDigit(number);
  } else if (country === 'CN') {
    checkDigit ??= cnCheckDigit(number);
  } else if (country !== 'DE') {
    // Only EP, CN and DE put a check digit after a dot; elsewhere the dot was a separator.
    if (checked !== null) number = compact.replace(/\./g, '');
    checkDigit = null;
  }
  if (!/\d/.test(number) || !/^[A-Z\d]+$/.test(number)) return null;
  return { country, canonical: country + number, number, checkDigit };
}

/**
 * The one spelling stored in a document's `applicationnumber`, so that every publication of one application groups
 * together whatever source it came from. US numbers become the 10-character `US16123456` and international ones the
 * 14-character `WO2019US012345` (SPEC §5); a US number whose series code is unknown keeps year and serial
 * (`US20070964952`). Null when the text is no application number.
 */
export function canonicalApplicationNumber(text: string, options: ApplicationNumberOptions = {}): string | null {
  return parseApplicationNumber(text, options)?.canonical ?? null;
}

/**
 * Ways an application number is written, each of which parses back to the same canonical number (given the same
 * `country` option, as `16/123,456` does not name its office).
 */
export function applicationNumberSpellings(parts: ApplicationNumberParts): string[] {
  const spellings = [parts.canonical];
  if (parts.pct !== undefined) {
    for (const style of ['pct', 'epodoc'] as const) spellings.push(formatPctApplicationNumber(parts.pct, style));
    spellings.push(`${formatPctApplicationNumber(parts.pct, 'docdb')} W`);
    if (parts.pct.year >= 2004 && (parts.pct.office === 'US' || parts.pct.office === 'IB')) {
      spellings.push(`${parts.pct.office}${parts.pct.year}/${String(parts.pct.serial).padStart(6, '0')}`);
    }
  } else if (parts.us !== undefined) {
    const { us } = parts;
    if (us.series !== null) {
      spellings.push(formatUsApplicationNumber(us, 'slash')!, formatUsApplicationNumber(us, 'digits')!);
      spellings.push(`US ${formatUsApplicationNumber(us, 'slash')}`);
      if (us.year !== null) spellings.push(`US ${us.year}${us.series}${us.serial} A`);
    } else if (us.year !== null) {
      spellings.push(`US${us.year}0${us.serial}`);
    }
  } else {
    spellings.push(`${parts.country} ${parts.number}`);
    if (parts.checkDigit !== null) {
      spellings.push(`${parts.country}${parts.number}.${parts.checkDigit}`, `${parts.number}.${parts.checkDigit}`);
    }
    if (parts.country === 'CN' && parts.checkDigit !== null) spellings.push(`ZL${parts.number}.${parts.checkDigit}`);
    if (parts.country === 'EP' && parts.number.length === 8) {
      spellings.push(
        `EP${Number(parts.number.slice(0, 2)) >= 78 ? '19' : '20'}${parts.number.slice(0, 2)}0${parts.number.slice(2)}`,
      );
    }
  }
  return unique(spellings);
}

/**
 * Every term an application number should be indexed under so that a search by any usual spelling finds it: the
 * canonical form, and the engine's canonical term (`canonicalPublicationNumber`) of each spelling, with and without
 * country and check digit (`PCT/US2019/012345` is searched as `PCTUS2019012345`, `17171508.9` as `171715089`).
 */
export function applicationNumberVariants(text: string, options: ApplicationNumberOptions = {}): string[] {
  const parts = parseApplicationNumber(text, options);
  if (parts === null) {
    const compact = canonicalPublicationNumber(text);
    return compact.length > 0 ? [compact] : [];
  }
  const terms = [parts.canonical];
  const spellings = applicationNumberSpellings(parts);
  if (parts.pct !== undefined) spellings.push(formatPctApplicationNumber(parts.pct, 'docdb'));
  for (const spelling of spellings) {
    terms.push(canonicalPublicationNumber(spelling));
    // National numbers are also searched without their office code; international ones never are.
    const withoutCountry = spelling.replace(/^[A-Z]{2}\s*(?=\d)/, '');
    if (parts.pct === undefined && withoutCountry !== spelling) terms.push(canonicalPublicationNumber(withoutCountry));
  }
  return unique(terms);
}
