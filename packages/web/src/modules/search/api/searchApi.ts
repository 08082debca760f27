import {
  type DefaultTemplate,
  DefaultTemplateSchema,
  type PatentSelectSchema,
  type SearchCreateBody,
  SearchCreatedSchema,
  SearchListSchema,
  type SearchPayload,
  type SearchRecord,
  SearchRecordSchema,
  type SearchResponse,
  SearchResponseSchema,
  type UndoableAnswer,
  UndoableAnswerSchema,
} from '@app/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/apiRequest';

type SearchList = z.infer<typeof SearchListSchema>;
type PatentSelectBody = z.input<typeof PatentSelectSchema>;

/** The calls of SPEC §7 "Searches and patents". Every screen of the search journey goes through these. */
export const searchApi = {
  /** Saves a search; a query that does not parse rejects with an ApiError carrying `queryErrors`. */
  create(body: SearchCreateBody): Promise<{ query_index: number }> {
    return apiRequest('/searches', { method: 'POST', body, schema: SearchCreatedSchema });
  },
  list(checksum?: string, signal?: AbortSignal): Promise<SearchList> {
    const query = checksum ? `?checksum=${encodeURIComponent(checksum)}` : '';
    return apiRequest(`/searches${query}`, { schema: SearchListSchema, signal });
  },
  strategies(checksum?: string, signal?: AbortSignal): Promise<SearchList> {
    const query = checksum ? `?checksum=${encodeURIComponent(checksum)}` : '';
    return apiRequest(`/strategies${query}`, { schema: SearchListSchema, signal });
  },
  get(index: number, signal?: AbortSignal): Promise<SearchRecord> {
    return apiRequest(`/searches/${index}`, { schema: SearchRecordSchema, signal });
  },
  /** Deletes one of the user's searches from their history; the answer carries the Undo. */
  remove(index: number): Promise<UndoableAnswer> {
    return apiRequest(`/searches/${index}`, { method: 'DELETE', schema: UndoableAnswerSchema });
  },
  defaultTemplate(signal?: AbortSignal): Promise<DefaultTemplate> {
    return apiRequest('/default_template', { schema: DefaultTemplateSchema, signal });
  },
  /** Runs saved search `index` with paging, sort, grouping, filters and highlighting. */
  run(index: number, payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> {
    return apiRequest(`/patents/search/${index}`, {
      method: 'POST',
      body: payload,
      schema: SearchResponseSchema,
      signal,
    });
  },
  /** Runs `payload.q` without saving it (a `PN=` query for one document, say). */
  browse(payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> {
    return apiRequest('/patents/search/browse', {
      method: 'POST',
      body: payload,
      schema: SearchResponseSchema,
      signal,
    });
  },
  /** Documents by ucid, in the order given. */
  select(body: PatentSelectBody, signal?: AbortSignal): Promise<SearchResponse> {
    return apiRequest('/patents/select', { method: 'POST', body, schema: SearchResponseSchema, signal });
  },
};
