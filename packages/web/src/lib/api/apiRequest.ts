import { API_BASE_PATH } from '@app/shared';
import { ApiError } from './ApiError';
import { handleSessionFailure } from './handleSessionFailure';
import { parseApiError } from './parseApiError';

/** Options of one API call. */
type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Validates the answer (a zod schema from @app/shared); without it the answer is trusted as `T`. */
  schema?: { parse(data: unknown): T };
  /** Extra headers (e.g. the analysis tab's X-Client-UUID). */
  headers?: Record<string, string>;
  /** Marks GET /api/user: its 401 means "guest" for the route guard rather than a redirect (SPEC §4). */
  currentUserCall?: boolean;
};

/**
 * Calls `/api{path}` the way every call must (SPEC §7, DESIGN.md §3): same-origin credentials, the
 * XMLHttpRequest header the server requires for CSRF defence, JSON both ways. Resolves with the parsed answer;
 * rejects with an ApiError. 401 and 419 also trigger the session redirect before rejecting.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, schema, currentUserCall = false } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as cancellation, not failure.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' });
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 || response.status === 419) handleSessionFailure(response.status, currentUserCall);
    throw parseApiError(response.status, data);
  }
  if (schema) {
    try {
      return schema.parse(data);
    } catch {
      throw new ApiError({ status: response.status, code: 'UNEXPECTED_RESPONSE', message: '' });
    }
  }
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
