import {
  type FrozenCompare,
  type FrozenComparePart,
  FrozenCompareSchema,
  type FrozenSet,
  type FrozenSetCreate,
  FrozenSetListSchema,
  FrozenSetSchema,
  FrozenSetUcidsSchema,
  type SearchPayload,
  type SearchResponse,
  SearchResponseSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** Only the page of a results screen's payload applies to a frozen set: its order and filters are fixed. */
function pageOf(payload: Pick<SearchPayload, 'start' | 'rows' | 'fl'>) {
  const fl = payload.fl === undefined ? undefined : Array.isArray(payload.fl) ? payload.fl : payload.fl.split(',');
  return { start: payload.start ?? 0, rows: payload.rows ?? 10, ...(fl ? { fl } : {}) };
}

/** Frozen result sets (issue 22 item 5): the user's own frozen copies of search results. */
export const frozenSetsApi = {
  list: (checksum: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/frozen_sets${checksum ? `?checksum=${encodeURIComponent(checksum)}` : ''}`, {
      schema: FrozenSetListSchema,
      signal,
    }),
  get: (id: number, signal?: AbortSignal): Promise<FrozenSet> =>
    apiRequest(`/frozen_sets/${id}`, { schema: FrozenSetSchema, signal }),
  create: (body: FrozenSetCreate): Promise<FrozenSet> =>
    apiRequest('/frozen_sets', { method: 'POST', body, schema: FrozenSetSchema }),
  rename: (id: number, name: string): Promise<FrozenSet> =>
    apiRequest(`/frozen_sets/${id}`, { method: 'PATCH', body: { name }, schema: FrozenSetSchema }),
  remove: (id: number): Promise<void> => apiRequest(`/frozen_sets/${id}`, { method: 'DELETE' }),
  /** A page of the frozen hits, in the results views' shape. */
  results: (id: number, payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> =>
    apiRequest(`/frozen_sets/${id}/results`, {
      method: 'POST',
      body: pageOf(payload),
      schema: SearchResponseSchema,
      signal,
    }),
  compare: (
    id: number,
    part: FrozenComparePart,
    payload: SearchPayload,
    signal?: AbortSignal,
  ): Promise<FrozenCompare> =>
    apiRequest(`/frozen_sets/${id}/compare`, {
      method: 'POST',
      body: { part, ...pageOf(payload) },
      schema: FrozenCompareSchema,
      signal,
    }),
  ucids: (id: number): Promise<string[]> =>
    apiRequest(`/frozen_sets/${id}/ucids`, { schema: FrozenSetUcidsSchema }).then((answer) => answer.ucids),
};
