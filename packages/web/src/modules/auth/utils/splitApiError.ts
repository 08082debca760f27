import type { FieldErrors } from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';

/** A failed call split into what goes under the form's fields and what goes above the form. */
export type SplitApiError = {
  /** Field name → text, only for fields the form shows. */
  fieldErrors: Record<string, string>;
  /** Messages about fields the form does not show (e.g. `token`), joined; null if there are none. */
  otherFieldMessage: string | null;
  /** Other field names that carried errors, so callers can react to a specific one (e.g. `token`). */
  otherFields: string[];
  /** True when the error said nothing about fields, so the form shows the general message. */
  general: boolean;
};

/**
 * Spreads an API error over a form (SPEC §8: "form errors are read from the response's field errors"). Any
 * other failure (not an ApiError, or one without fields) is `general`.
 */
export function splitApiError(error: unknown, formFields: readonly string[]): SplitApiError {
  const fields: FieldErrors = error instanceof ApiError ? error.fields : {};
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  const otherFields: string[] = [];
  for (const [name, messages] of Object.entries(fields)) {
    if (formFields.includes(name)) fieldErrors[name] = messages.join(' ');
    else {
      other.push(...messages);
      otherFields.push(name);
    }
  }
  return {
    fieldErrors,
    otherFieldMessage: other.length > 0 ? other.join(' ') : null,
    otherFields,
    general: Object.keys(fields).length === 0,
  };
}
