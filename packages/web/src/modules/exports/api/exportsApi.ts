import {
  API_BASE_PATH,
  checksummed,
  type Export,
  type ExportChoices,
  type ExportRequest,
  ExportSchema,
} from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';
import { apiRequest } from '../../../lib/api/apiRequest';
import { handleSessionFailure } from '../../../lib/api/handleSessionFailure';
import { parseApiError } from '../../../lib/api/parseApiError';
import { fileNameOf } from '../utils/fileNameOf';

const ExportListAnswerSchema = checksummed(ExportSchema);

/** SPEC §7 exports calls: queue one, follow it, list them, fetch the file, delete one. */
export const exportsApi = {
  /** `POST /api/exports`: queues the export and answers it (status pending). */
  create: (body: ExportRequest): Promise<Export> =>
    apiRequest('/exports', { method: 'POST', body, schema: ExportSchema }),
  get: (id: number, signal?: AbortSignal): Promise<Export> =>
    apiRequest(`/exports/${id}`, { schema: ExportSchema, signal }),
  /** `GET /api/exports?checksum` (DESIGN.md §3 checksummed list). */
  list: (checksum: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/exports${checksum ? `?checksum=${encodeURIComponent(checksum)}` : ''}`, {
      schema: ExportListAnswerSchema,
      signal,
    }),
  remove: (id: number): Promise<void> => apiRequest(`/exports/${id}`, { method: 'DELETE' }),
  /** Remembers the dialog's choices (`PUT /api/preferences/export_options`); answers them as the server stored them. */
  saveChoices: (value: ExportChoices): Promise<{ name: string; value: unknown }> =>
    apiRequest('/preferences/export_options', { method: 'PUT', body: { value } }),
  /** `GET /api/exports/{id}/download` as a blob (not through apiRequest: the answer is a file, not JSON). */
  download: (id: number, fallbackName: string) => fetchFile(`/exports/${id}/download`, fallbackName, true),
};

/**
 * A file answer of the API (`path` under /api) as a blob, with the name the server gave it (Content-Disposition),
 * else `fallbackName`. `signedIn` false for a share link's visitor, whose 401 is no session to renew.
 */
export async function fetchFile(
  path: string,
  fallbackName: string,
  signedIn: boolean,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' });
  }
  if (!response.ok) {
    if (signedIn && (response.status === 401 || response.status === 419)) handleSessionFailure(response.status, false);
    throw parseApiError(response.status, await response.json().catch(() => undefined));
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}
