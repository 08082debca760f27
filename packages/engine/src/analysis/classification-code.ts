import { canonicalClassificationCode } from '@app/query';

// The canonical spelling belongs to the query language, so a query code and an indexed code always agree.
export { canonicalClassificationCode };

// IPC and CPC codes: section letter, two class digits, subclass letter, then main group and subgroup after `/`.
const IPC_SHAPE = /^([A-HY])(\d\d)([A-Z])(?:(\d{1,4})(?:\/(\d{1,6}))?)?$/;

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
