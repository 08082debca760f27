/**
 * The query that finds cited documents in our index by publication number: `PN=(US5454351A OR US8926509)`.
 * Numbers are deduplicated; the caller passes only numbers `citedNumberOf` accepted, so nothing here can break
 * the query syntax. Null when there is nothing to look up.
 */
export function citedDocumentsQueryText(numbers: readonly (string | null)[]): string | null {
  const unique = [...new Set(numbers.filter((n): n is string => n !== null))];
  return unique.length === 0 ? null : `PN=(${unique.join(' OR ')})`;
}
