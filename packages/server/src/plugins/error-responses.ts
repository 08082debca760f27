import { ErrorBodySchema } from '@app/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 419 | 422 | 429 | 500;

/** Error statuses every call can answer: malformed input and our own failures. */
const ALWAYS: ErrorStatus[] = [400, 500];
/** What any state-changing call can also answer (CSRF refusal, body limits, validation). */
export const WRITE_ERRORS: ErrorStatus[] = [403, 413, 415, 422];
/** What a call that needs a session can also answer. */
export const SESSION_ERRORS: ErrorStatus[] = [401, 419];

/** Response schemas of a route's error statuses, so the OpenAPI document lists them with the error body. */
export function errorResponses(
  ...groups: (ErrorStatus | ErrorStatus[])[]
): Partial<Record<ErrorStatus, typeof ErrorBodySchema>> {
  const statuses = new Set<ErrorStatus>([...ALWAYS, ...groups.flat()]);
  const out: Partial<Record<ErrorStatus, typeof ErrorBodySchema>> = {};
  for (const status of [...statuses].sort()) out[status] = ErrorBodySchema;
  return out;
}
