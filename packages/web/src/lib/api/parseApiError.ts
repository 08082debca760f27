import type { FieldErrors, QueryErrorDetail } from '@app/shared';
import { ApiError } from './ApiError';

/**
 * Turns a failed response's status and parsed body into an ApiError. Bodies that are not the documented error
 * shape (a proxy's HTML page, an empty 502) still give a usable error, with an empty message so the screen
 * falls back to its own translated text.
 */
export function parseApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) return new ApiError({ status, code: 'UNEXPECTED_RESPONSE', message: '' });

  const code = typeof error.code === 'string' && error.code.length > 0 ? error.code : 'UNEXPECTED_RESPONSE';
  const message = typeof error.message === 'string' ? error.message : '';
  const retry = error.retry_after_seconds;
  return new ApiError({
    status,
    code,
    message,
    fields: parseFields(error.fields),
    retryAfterSeconds: typeof retry === 'number' && Number.isFinite(retry) && retry >= 0 ? retry : undefined,
    queryErrors: parseQueryErrors(error.query_errors),
    details: error.details,
  });
}

function parseQueryErrors(value: unknown): QueryErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is QueryErrorDetail =>
      isRecord(e) &&
      typeof e.message === 'string' &&
      typeof e.code === 'string' &&
      typeof e.start === 'number' &&
      typeof e.end === 'number',
  );
}

function parseFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(value)) {
    // A server sending one string instead of a list is still understood.
    const list = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (strings.length > 0) fields[name] = strings;
  }
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
