import { ApiError } from '../../../lib/api/ApiError';

/**
 * The text of the 'Failed to create search' toast (SPEC §8): the server's message, else the first message it
 * gave for a field or for a place in the query; null when there is none, so the caller shows its own default
 * (which points to support). A network failure is null too: the caller's default then covers it.
 */
export function creationErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR') return null;
  if (error.message) return error.message;
  const field = Object.values(error.fields).flat()[0];
  if (field) return field;
  return error.queryErrors[0]?.message ?? null;
}
