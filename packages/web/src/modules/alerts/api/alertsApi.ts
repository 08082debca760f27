import {
  type Alert,
  type AlertCreateBody,
  type AlertExportBody,
  type AlertRun,
  AlertRunChangesSchema,
  AlertRunListSchema,
  AlertRunSchema,
  AlertSchema,
  type AlertUpdateBody,
  API_BASE_PATH,
  checksummed,
  type SearchPayload,
  type SearchResponse,
  SearchResponseSchema,
  type UndoableAnswer,
  UndoableAnswerSchema,
  type WatchedChange,
} from '@app/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/ApiError';
import { apiRequest } from '../../../lib/api/apiRequest';
import { handleSessionFailure } from '../../../lib/api/handleSessionFailure';
import { parseApiError } from '../../../lib/api/parseApiError';
import { fileNameOf } from '../../exports/utils/fileNameOf';

const AlertListAnswerSchema = checksummed(AlertSchema);

/** `GET /api/alert_runs/{key}`: the run, the alert it is of, and a page of its results (the run screen's guard). */
const OpenRunSchema = z.object({
  run: AlertRunSchema,
  alert: z.object({
    id: z.number().int(),
    type: z.number().int(),
    name: z.string(),
    highlighting_scheme_id: z.number().int().nullable(),
  }),
  results: SearchResponseSchema,
});
export type OpenRun = z.infer<typeof OpenRunSchema>;
const OpenRunAnswerSchema = z.object({ checksum: z.string(), match: z.boolean(), data: OpenRunSchema.optional() });

const checksumQuery = (checksum?: string) => (checksum ? `checksum=${encodeURIComponent(checksum)}` : '');

/** SPEC §7 "Alerts and exports": every alert call the screens make. */
export const alertsApi = {
  /** `GET /api/alerts?checksum` (DESIGN.md §3 checksummed list), every type. */
  list: (checksum: string | undefined, signal?: AbortSignal) => {
    const q = checksumQuery(checksum);
    return apiRequest(`/alerts${q ? `?${q}` : ''}`, { schema: AlertListAnswerSchema, signal });
  },
  get: (id: number, signal?: AbortSignal): Promise<Alert> =>
    apiRequest(`/alerts/${id}`, { schema: AlertSchema, signal }),
  create: (body: AlertCreateBody): Promise<Alert> =>
    apiRequest('/alerts', { method: 'POST', body, schema: AlertSchema }),
  update: (id: number, body: AlertUpdateBody): Promise<Alert> =>
    apiRequest(`/alerts/${id}`, { method: 'PATCH', body, schema: AlertSchema }),
  remove: (id: number): Promise<UndoableAnswer> =>
    apiRequest(`/alerts/${id}`, { method: 'DELETE', schema: UndoableAnswerSchema }),
  setPaused: (id: number, paused: boolean): Promise<Alert> =>
    apiRequest(`/alerts/${id}/${paused ? 'pause' : 'resume'}`, { method: 'POST', schema: AlertSchema }),
  /** `POST /api/alerts/{id}/run`: answers the run (pending) the job will do. */
  runNow: (id: number): Promise<AlertRun> =>
    apiRequest(`/alerts/${id}/run`, { method: 'POST', schema: AlertRunSchema }),
  runs: (id: number, signal?: AbortSignal): Promise<AlertRun[]> =>
    apiRequest(`/alerts/${id}/alert_runs`, { schema: AlertRunListSchema, signal }),
  /** The run with its alert; `rows=0` asks for no results, as the screen runs them itself with its own state. */
  openRun: async (key: string, signal?: AbortSignal): Promise<OpenRun> => {
    const answer = await apiRequest(`/alert_runs/${encodeURIComponent(key)}?rows=0`, {
      schema: OpenRunAnswerSchema,
      signal,
    });
    if (!answer.data) throw new ApiError({ status: 200, code: 'UNEXPECTED_RESPONSE', message: '' });
    return answer.data;
  },
  /** `GET /api/alert_runs/{key}/changes`: what changed about each watched patent in a watched-patents run. */
  changes: (key: string, signal?: AbortSignal): Promise<WatchedChange[]> =>
    apiRequest(`/alert_runs/${encodeURIComponent(key)}/changes`, { schema: AlertRunChangesSchema, signal }),
  /** A page of the run's results with a search payload (filters, grouping, highlighting). */
  results: (key: string, payload: SearchPayload, signal?: AbortSignal): Promise<SearchResponse> =>
    apiRequest(`/alert_runs/${encodeURIComponent(key)}/results`, {
      method: 'POST',
      body: payload,
      schema: SearchResponseSchema,
      signal,
    }),
  /**
   * `POST /api/alerts/export`: the chosen alerts of one type as an xlsx, with the server's file name
   * (QueryAlerts_… SPEC §9). Not through apiRequest: the answer is a file, not JSON.
   */
  async exportXlsx(body: AlertExportBody): Promise<{ blob: Blob; fileName: string }> {
    let response: Response;
    try {
      response = await fetch(`${API_BASE_PATH}/alerts/export`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
    } catch {
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' });
    }
    if (!response.ok) {
      if (response.status === 401 || response.status === 419) handleSessionFailure(response.status, false);
      throw parseApiError(response.status, await response.json().catch(() => undefined));
    }
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? 'Alerts.xlsx',
    };
  },
};
