import type { TFunction } from 'i18next';

/** A deliberately loose check (something@something.tld); the server's zod schema has the final word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side check of an e-mail field, so obvious slips are caught before a round trip. */
export function validateEmail(value: string, t: TFunction): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return t('validation.emailRequired');
  if (!EMAIL_SHAPE.test(trimmed)) return t('validation.emailInvalid');
  return null;
}
