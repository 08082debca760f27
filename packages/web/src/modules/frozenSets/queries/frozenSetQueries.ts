import type { FrozenSet } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { refreshChecksummed } from '../../../lib/api/refreshChecksummed';
import { frozenSetsApi } from '../api/frozenSetsApi';

export type FrozenSetList = { readonly checksum: string; readonly sets: readonly FrozenSet[] };

export const FROZEN_SETS_KEY = ['frozen_sets'] as const;

/** The user's frozen sets with the checksum they came with (SPEC §4 cached lists). */
export const frozenSetListQuery = queryOptions({
  queryKey: [...FROZEN_SETS_KEY, 'list'] as const,
  queryFn: ({ signal, client, queryKey }) =>
    refreshChecksummed(
      client.getQueryData<FrozenSetList>(queryKey),
      (checksum) => frozenSetsApi.list(checksum, signal),
      (answer): FrozenSetList => ({ checksum: answer.checksum, sets: answer.data ?? [] }),
    ),
});

export function frozenSetQuery(id: number) {
  return queryOptions({
    queryKey: [...FROZEN_SETS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => frozenSetsApi.get(id, signal),
    retry: false,
  });
}
