import { MAX_ROWS } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { searchApi } from '../../search/api/searchApi';
import { RELATED_DOC_FIELDS, type RelatedDoc, RelatedDocSchema } from '../types/relatedDocSchema';

/**
 * Family members and citing documents by ucid (POST /api/patents/select). Only those in our index come back;
 * the screen links exactly those. Lists longer than one call allows are asked for in parts.
 */
export function relatedDocumentsQuery(ucids: readonly string[]) {
  const unique = [...new Set(ucids)].sort();
  return queryOptions({
    queryKey: ['patent', 'related', unique] as const,
    queryFn: async ({ signal }): Promise<RelatedDoc[]> => {
      const parts: string[][] = [];
      for (let i = 0; i < unique.length; i += MAX_ROWS) parts.push(unique.slice(i, i + MAX_ROWS));
      const answers = await Promise.all(
        parts.map((part) => searchApi.select({ ucids: part, fl: [...RELATED_DOC_FIELDS] }, signal)),
      );
      return answers.flatMap((answer) => answer.docs.map((doc) => RelatedDocSchema.parse(doc)));
    },
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
  });
}
