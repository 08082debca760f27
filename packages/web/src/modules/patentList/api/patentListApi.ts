import {
  ListedPatentListSchema,
  ListedPatentsChangedSchema,
  type SearchPayload,
  type SearchResponse,
  SearchResponseSchema,
  type UndoableAnswer,
  UndoableAnswerSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** SPEC §7 listed patents: the user's own working list of marked patents. */
export const patentListApi = {
  list: (signal?: AbortSignal) => apiRequest('/listed_patents', { schema: ListedPatentListSchema, signal }),
  addMany: (ucids: readonly string[]) =>
    apiRequest('/listed_patents/bulk_add', { method: 'POST', body: { ucids }, schema: ListedPatentsChangedSchema }),
  removeMany: (ucids: readonly string[]): Promise<UndoableAnswer> =>
    apiRequest('/listed_patents/bulk_delete', { method: 'POST', body: { ucids }, schema: UndoableAnswerSchema }),
  clear: (): Promise<UndoableAnswer> =>
    apiRequest('/listed_patents', { method: 'DELETE', schema: UndoableAnswerSchema }),
  /** The list through the results views; the list is named by its owner's id (`userId` must be the caller's). */
  run: (userId: number, payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> =>
    apiRequest(`/patents/listed_patents/${userId}`, {
      method: 'POST',
      body: payload,
      schema: SearchResponseSchema,
      signal,
    }),
};
