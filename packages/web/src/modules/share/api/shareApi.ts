import {
  type ExportFormat,
  type PublicSearchPayload,
  PublicSearchResponseSchema,
  type PublicShareExport,
  PublicShareExportSchema,
  type PublicShareInfo,
  PublicShareInfoSchema,
  type SearchResponse,
  type ShareCreateBody,
  type ShareKind,
  type ShareLink,
  ShareLinkListSchema,
  ShareLinkSchema,
} from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';
import { fetchFile } from '../../exports/api/exportsApi';

/** The create path segment of each kind of link (SPEC §7). */
const CREATE_SEGMENT: Readonly<Record<ShareKind, string>> = {
  search: 'search',
  folder: 'folder',
  patent: 'patent',
  alert_run: 'alert_runs',
};

/** The browse type of each kind (POST /api/patents/public/search/browse). */
export const BROWSE_TYPE = {
  search: 'shared_search',
  folder: 'shared_folder',
  patent: 'shared_patent',
  alert_run: 'shared_alert_run',
} as const;

/** Share link calls: the sharer's (signed in) and the visitor's (public, no session). */
export const shareApi = {
  create: (kind: ShareKind, target: string | number, body: ShareCreateBody): Promise<ShareLink> =>
    apiRequest(`/share/${CREATE_SEGMENT[kind]}/${encodeURIComponent(String(target))}`, {
      method: 'POST',
      body,
      schema: ShareLinkSchema,
    }),
  list: async (): Promise<ShareLink[]> => (await apiRequest('/share_links', { schema: ShareLinkListSchema })).data,
  revoke: (id: number): Promise<ShareLink> =>
    apiRequest(`/share_links/${id}`, { method: 'DELETE', schema: ShareLinkSchema }),
  info: (key: string, signal?: AbortSignal): Promise<PublicShareInfo> =>
    apiRequest(`/public/share/${encodeURIComponent(key)}`, {
      schema: PublicShareInfoSchema,
      ...(signal ? { signal } : {}),
    }),
  results: (key: string, payload: PublicSearchPayload, signal?: AbortSignal): Promise<SearchResponse> =>
    apiRequest(`/patents/public/search/${encodeURIComponent(key)}`, {
      method: 'POST',
      body: payload,
      schema: PublicSearchResponseSchema,
      ...(signal ? { signal } : {}),
    }),
  browse: (key: string, kind: ShareKind, ucid: string, signal?: AbortSignal): Promise<SearchResponse> =>
    apiRequest('/patents/public/search/browse', {
      method: 'POST',
      body: { key, type: BROWSE_TYPE[kind], ucid, highlighting: { on: false } },
      schema: PublicSearchResponseSchema,
      ...(signal ? { signal } : {}),
    }),
  /** An alert-run link's export in `format`: queued on the first call, its state and progress on every call. */
  queueExport: (key: string, format: ExportFormat, signal?: AbortSignal): Promise<PublicShareExport> =>
    apiRequest(`/public/share/${encodeURIComponent(key)}/exports/${format}/queue`, {
      schema: PublicShareExportSchema,
      ...(signal ? { signal } : {}),
    }),
  downloadExport: (key: string, format: ExportFormat, fallbackName: string) =>
    fetchFile(`/public/share/${encodeURIComponent(key)}/exports/${format}/download`, fallbackName, false),
};
