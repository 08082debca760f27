import { canonicalPublicationNumber, type PatentCitation, parsePublicationNumber } from '@app/shared';

/** A number the query language reads as one term: country, optional series letters, digits, optional kind. */
const SEARCHABLE = /^[A-Z]{2}[A-Z]{0,2}\d+(?:[A-Z]\d?)?$/;

/**
 * The canonical publication number a citation names (`US5454351A`, `US8926509`), put together the way the corpus
 * linker does (packages/server ingest/families.ts), so that the screen finds the same cited documents that were
 * counted as forward citations. Readers write the number in full (`EP1234567A1`) or bare (`1234567`, with
 * `country` and `kind` beside it). Null when the result is not a number a search can look up.
 */
export function citedNumberOf(citation: PatentCitation): string | null {
  const written = parsePublicationNumber(citation.number);
  const full =
    written !== null && written.country !== ''
      ? citation.number + (written.kind === '' ? (citation.kind ?? '') : '')
      : `${citation.country ?? ''}${citation.number}${citation.kind ?? ''}`;
  const number = canonicalPublicationNumber(full);
  return SEARCHABLE.test(number) ? number : null;
}
