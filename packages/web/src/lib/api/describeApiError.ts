import type { TFunction } from 'i18next';
import { ApiError } from './ApiError';

/**
 * The text to show for a failed call: the server's message when it sent one (messages of SPEC §8 come from
 * the server's catalogue), else a translated fallback.
 */
export function describeApiError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return t('errors.network');
    if (error.message) return error.message;
  }
  return t('errors.generic');
}
