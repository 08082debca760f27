// After separators are gone: optional country, optional series prefix (D design, RE reissue, PP plant, H, T),
// the serial digits, optional kind code. Every part is bounded, so the regex cannot backtrack far.
const NUMBER_SHAPE = /^([A-Z]{2})?([A-Z]{0,2}?)(\d+)([A-Z]\d?)?$/;
const COUNTRY = /^([A-Z]{2})(?=[\s\-.,/]*[A-Z]{0,2}[\s\-.,/]*\d)/;
// "US 2010/0123456", "WO 2009/085664": year, slash, serial; the serial is zero-padded to the office's width.
const YEAR_SERIAL = /((?:19|20)\d\d)\s*\/\s*(\d{1,7})/;
const SEPARATORS = /[\s\-.,/]+/g;
const SERIAL_WIDTH: Readonly<Record<string, number>> = { US: 7, WO: 6 };

/** A publication number taken apart (all upper case, separators removed). */
export type PublicationNumberParts = {
  /** Two-letter office code, '' when not written. */
  country: string;
  /** Serial with its series prefix (`D435854`, `RE12345`, `20100123456`), leading zeros dropped. */
  serial: string;
  /** Kind code (`A1`, `B2`, `S1`), '' when not written. */
  kind: string;
};

/** Splits `EP 1 234 567 A1`, `US 2010/0123456`, `USD435,854 S1` into country, serial and kind; null if unlike a number. */
export function parsePublicationNumber(text: string): PublicationNumberParts | null {
  let upper = text.normalize('NFKC').toUpperCase().trim();
  const country = COUNTRY.exec(upper)?.[1] ?? '';
  upper = upper.replace(YEAR_SERIAL, (_all, year: string, serial: string) => {
    return year + serial.padStart(SERIAL_WIDTH[country] ?? serial.length, '0');
  });
  const match = NUMBER_SHAPE.exec(upper.replace(SEPARATORS, ''));
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
  if (parts === null) return text.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
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
  const variants = [country + serial + kind, country + serial, serial + kind, serial];
  return variants.filter((variant, index) => variants.indexOf(variant) === index);
}
