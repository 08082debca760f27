import {
  type ActiveClientReference,
  ActiveClientReferenceSchema,
  API_BASE_PATH,
  ClientReferenceListSchema,
  type TrackingLogAnswer,
  TrackingLogAnswerSchema,
  type TrackingLogFilters,
} from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';
import { apiRequest } from '../../../lib/api/apiRequest';
import { handleSessionFailure } from '../../../lib/api/handleSessionFailure';
import { parseApiError } from '../../../lib/api/parseApiError';

/** SPEC §7 "Tracking and highlighting": the active reference, the organisation's references and the logs. */
export const trackingApi = {
  active(signal?: AbortSignal): Promise<ActiveClientReference> {
    return apiRequest('/active_client_reference', { schema: ActiveClientReferenceSchema, signal });
  },
  setActive(reference: string): Promise<ActiveClientReference> {
    return apiRequest('/active_client_reference', {
      method: 'PUT',
      body: { reference },
      schema: ActiveClientReferenceSchema,
    });
  },
  references(signal?: AbortSignal): Promise<string[]> {
    return apiRequest('/client_references', { schema: ClientReferenceListSchema, signal });
  },
  logs(filters: TrackingLogFilters, signal?: AbortSignal): Promise<TrackingLogAnswer> {
    return apiRequest('/client_references/logged_events', {
      method: 'POST',
      body: { filters },
      schema: TrackingLogAnswerSchema,
      signal,
    });
  },
  /** The same logs as an xlsx file, with the name the server gave it. */
  async exportLogs(filters: TrackingLogFilters): Promise<{ blob: Blob; fileName: string }> {
    let response: Response;
    try {
      response = await fetch(`${API_BASE_PATH}/client_references/logged_events/export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
        body: JSON.stringify({ filters }),
      });
    } catch {
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' });
    }
    if (!response.ok) {
      if (response.status === 401 || response.status === 419) handleSessionFailure(response.status, false);
      throw parseApiError(response.status, await response.json().catch(() => undefined));
    }
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'TrackingLogs.xlsx';
    return { blob: await response.blob(), fileName };
  },
};
