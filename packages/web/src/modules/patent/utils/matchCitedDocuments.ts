import { canonicalPublicationNumber, parsePublicationNumber } from '@app/shared';

/** What matching needs of a document found in the index. */
type IndexedDoc = { ucid: string; publicationnumber?: string | undefined };

/**
 * Finds, for each cited number, the documents of our index it names: a number with kind names exactly that
 * publication; one without kind names every publication with that country and serial (an EP A1 and its B1).
 * Returns ucids per number, sorted, so the links do not depend on the order the search answered in.
 */
export function matchCitedDocuments(
  numbers: readonly (string | null)[],
  docs: readonly IndexedDoc[],
): (readonly string[])[] {
  const byKey = new Map<string, Set<string>>();
  const add = (key: string, ucid: string) => {
    const set = byKey.get(key) ?? new Set<string>();
    set.add(ucid);
    byKey.set(key, set);
  };
  for (const doc of docs) {
    if (doc.publicationnumber === undefined) continue;
    add(canonicalPublicationNumber(doc.publicationnumber), doc.ucid);
    const parts = parsePublicationNumber(doc.publicationnumber);
    if (parts !== null) add(parts.country + parts.serial, doc.ucid);
  }
  return numbers.map((number) => (number === null ? [] : [...(byKey.get(number) ?? [])].sort()));
}
