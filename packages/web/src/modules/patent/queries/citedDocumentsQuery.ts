import { MAX_ROWS } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { searchApi } from '../../search/api/searchApi';
import { RELATED_DOC_FIELDS, type RelatedDoc, RelatedDocSchema } from '../types/relatedDocSchema';
import { citedDocumentsQueryText } from '../utils/citedDocumentsQueryText';

/** Numbers per search: a number without kind can match two publications (A1 and B1), and a page holds MAX_ROWS. */
const NUMBERS_PER_SEARCH = Math.floor(MAX_ROWS / 2);

/**
 * The cited documents that are in our index, found by publication number. Cited numbers often lack a kind code,
 * so they cannot be turned into ucids for /patents/select; a `PN=(…)` search matches them with or without kind.
 */
export function citedDocumentsQuery(numbers: readonly string[]) {
  const unique = [...new Set(numbers)].sort();
  return queryOptions({
    queryKey: ['patent', 'cited', unique] as const,
    queryFn: async ({ signal }): Promise<RelatedDoc[]> => {
      const searches: Promise<RelatedDoc[]>[] = [];
      for (let i = 0; i < unique.length; i += NUMBERS_PER_SEARCH) {
        const part = unique.slice(i, i + NUMBERS_PER_SEARCH);
        const q = citedDocumentsQueryText(part);
        if (q === null) continue;
        searches.push(
          searchApi
            .browse(
              {
                q,
                rows: Math.min(MAX_ROWS, part.length * 2),
                grouped_by: 'none',
                fl: [...RELATED_DOC_FIELDS],
                highlighting: { on: false },
                facets: [],
              },
              signal,
            )
            .then((answer) => answer.docs.map((doc) => RelatedDocSchema.parse(doc))),
        );
      }
      return (await Promise.all(searches)).flat();
    },
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
  });
}
