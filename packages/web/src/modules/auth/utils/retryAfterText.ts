import type { TFunction } from 'i18next';

/**
 * "Try again in …" for a 429's retry_after_seconds: whole seconds under a minute, else minutes rounded up so
 * the visitor is never told to retry too early.
 */
export function retryAfterText(seconds: number | undefined, t: TFunction): string | null {
  if (seconds === undefined) return null;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return t('auth.retryAfterSeconds', { count: whole });
  return t('auth.retryAfterMinutes', { count: Math.ceil(whole / 60) });
}
