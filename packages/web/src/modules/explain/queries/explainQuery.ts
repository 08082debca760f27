import { ExplainResponseSchema } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/apiRequest';

/** Why document `ucid` matched saved search `search` of the user, and the parts of its score (asked when shown). */
export function explainQuery(search: number, ucid: string) {
  return queryOptions({
    queryKey: ['explain', search, ucid],
    queryFn: ({ signal }) =>
      apiRequest(`/patents/search/${search}/explain`, {
        method: 'POST',
        body: { ucid },
        signal,
        schema: ExplainResponseSchema,
      }),
    staleTime: 60_000,
    retry: false,
  });
}
