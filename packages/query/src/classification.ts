/** A classification code as read: canonical text, whether it is truncated, and what is wrong with it. */
export type CodeReading = { readonly text: string; readonly wildcard: boolean; readonly error: string | null };

const WILDCARD = /[*?!_]/;
const MAIN_GROUP_ZEROS = /^([A-HY]\d\d[A-Z])0+(?=\d)/;
// A trailing IPC version indicator, "H01L 31/0232 (2006.01)", is not part of the code.
const VERSION_SUFFIX = /\s*\([^()]*\)\s*$/;
const WHITESPACE = /\s+/g;

/**
 * Canonical form of a classification code, the one spelling both queries and indexed documents use:
 * upper case, no spaces, no version suffix, leading zeros of an IPC/CPC main group dropped
 * (`H01L 031/02` → `H01L31/02`). Subgroup digits are kept as written (`/02` ≠ `/2`). Codes of other schemes
 * (USC `136/244`, LOC `12-08`, F-terms) are only upper-cased and freed of spaces. Truncation characters pass
 * through, so `H01L 31/02*` gives `H01L31/02*`.
 */
export function canonicalClassificationCode(code: string): string {
  return code
    .normalize('NFKC')
    .replace(VERSION_SUFFIX, '')
    .replace(WHITESPACE, '')
    .toUpperCase()
    .replace(MAIN_GROUP_ZEROS, '$1');
}
// Section, class, subclass, then an optional main group (leading zeros already dropped) and subgroup.
const FULL_CODE = /^[A-HY]\d\d[A-Z](?:\d{1,4}(?:\/\d{1,6})?)?$/;
// What can stand before a truncation: any beginning of a full code (`H01*`, `H01L31/0*`).
const CODE_PREFIX = /^[A-HY](?:\d(?:\d(?:[A-Z](?:\d{1,4}(?:\/\d{0,6})?)?)?)?)?$/;
const SUBCLASS = /^[A-HY]\d\d[A-Z]$/i;
const MAIN_GROUP = /^[A-HY]\d\d[A-Z]\d+$/i;
const MAIN_GROUP_SLASH = /^[A-HY]\d\d[A-Z]\d+\/$/i;

/** Fields whose codes are checked against the IPC/CPC shape. */
const STRICT_FIELDS: ReadonlySet<string> = new Set(['IPC', 'CPC']);
/** Fields whose codes may be written with spaces (`H01L 31/0232`) and are normalised like IPC/CPC. */
const IPC_LIKE_FIELDS: ReadonlySet<string> = new Set(['IPC', 'CPC', 'SC', 'FI']);

/**
 * True when `next` (the following word) continues the code written so far, as in `H01L 31/0232` or
 * `H01L31 /02`. Only IPC-shaped fields join words; in the others a space separates two codes.
 */
export function continuesCode(field: string, code: string, next: string): boolean {
  if (!IPC_LIKE_FIELDS.has(field)) return false;
  if (SUBCLASS.test(code)) return /^\d/.test(next);
  if (MAIN_GROUP.test(code)) return next.startsWith('/');
  if (MAIN_GROUP_SLASH.test(code)) return /^\d/.test(next);
  return false;
}

/**
 * Reads a code of a classification field (spaces already removed): upper-cased, and for IPC-shaped codes
 * with leading zeros of the main group dropped (`H01L031/02` → `H01L31/02`). IPC and CPC codes must have
 * the IPC shape (a truncated one must begin like one); the other fields take their own formats as written.
 */
export function readClassification(field: string, raw: string, quoted: boolean): CodeReading {
  const upper = raw.toUpperCase();
  const at = quoted ? -1 : upper.search(WILDCARD);
  const wildcard = at >= 0;
  const literal = wildcard ? upper.slice(0, at) : upper;
  const rest = wildcard ? upper.slice(at) : '';
  if (!IPC_LIKE_FIELDS.has(field)) return { text: upper, wildcard, error: null };
  const normal = canonicalClassificationCode(literal);
  const valid = wildcard ? CODE_PREFIX.test(normal) : FULL_CODE.test(normal);
  if (valid) return { text: normal + rest, wildcard, error: null };
  if (!STRICT_FIELDS.has(field)) return { text: upper, wildcard, error: null };
  return {
    text: upper,
    wildcard,
    error: `is not ${/^[AEFHILMNORSX]/.test(field) ? 'an' : 'a'} ${field} code: write a section letter (A–H or Y), two class digits, a subclass letter and optionally a group, as in H01L31/0232 or H01L31/02*`,
  };
}
