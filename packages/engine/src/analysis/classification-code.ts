// IPC and CPC codes: section letter, two class digits, subclass letter, then main group and subgroup after `/`.
const IPC_SHAPE = /^([A-HY])(\d\d)([A-Z])(?:(\d{1,4})(?:\/(\d{1,6}))?)?$/;
const MAIN_GROUP_ZEROS = /^([A-HY]\d\d[A-Z])0+(?=\d)/;
// A trailing IPC version indicator, "H01L 31/0232 (2006.01)", is not part of the code.
const VERSION_SUFFIX = /\s*\([^()]*\)\s*$/;
const WHITESPACE = /\s+/g;

/**
 * Canonical form of a classification code: upper case, no spaces, no version suffix, leading zeros of an
 * IPC/CPC main group dropped (`H01L 031/02` → `H01L31/02`). Subgroup digits are kept as written (`/02` ≠ `/2`).
 * Codes of other schemes (USC `136/244`, LOC `12-08`, F-terms) are only upper-cased and freed of spaces.
 * Truncation characters pass through, so `H01L 31/02*` gives `H01L31/02*`.
 */
export function canonicalClassificationCode(code: string): string {
  return code
    .normalize('NFKC')
    .replace(VERSION_SUFFIX, '')
    .replace(WHITESPACE, '')
    .toUpperCase()
    .replace(MAIN_GROUP_ZEROS, '$1');
}

/**
 * The structural ancestors of a code, coarsest first, ending with the code itself:
 * `H01L31/0232` → `H`, `H01`, `H01L`, `H01L31`, `H01L31/0232`. Indexing them lets `H01L31` find every code of
 * that main group with one term lookup. Subgroups are not chained (`H01L31/02` is not given as an ancestor
 * of `H01L31/0232`): the CPC subgroup hierarchy is defined by dot levels in the scheme, not by digits, and
 * `/0232` may sit under `/0224` or directly under the main group; only the scheme can tell.
 * A code that does not have the IPC shape is its own only ancestor.
 */
export function classificationAncestors(code: string): string[] {
  const canonical = canonicalClassificationCode(code);
  const match = IPC_SHAPE.exec(canonical);
  if (match === null) return canonical.length > 0 ? [canonical] : [];
  const [, section, klass, subclass, mainGroup, subgroup] = match;
  const subclassCode = `${section}${klass}${subclass}`;
  const ancestors = [section!, `${section}${klass}`, subclassCode];
  if (mainGroup !== undefined) ancestors.push(`${subclassCode}${mainGroup}`);
  if (subgroup !== undefined) ancestors.push(canonical);
  return ancestors;
}
