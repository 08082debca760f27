import { EmailSchema } from '@app/shared';
import type { TFunction } from 'i18next';

/**
 * Client-side check of an e-mail field with the very schema the server validates with, so the form
 * never accepts an address the server then refuses (or the reverse); the messages are the SPA's own.
 */
export function validateEmail(value: string, t: TFunction): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return t('validation.emailRequired');
  if (!EmailSchema.safeParse(trimmed).success) return t('validation.emailInvalid');
  return null;
}
