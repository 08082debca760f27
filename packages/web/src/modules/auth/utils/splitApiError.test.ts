import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api/ApiError';
import { retryAfterText } from './retryAfterText';
import { splitApiError } from './splitApiError';

describe('splitApiError', () => {
  it('puts messages of the form fields under them and the rest above the form', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'The data given is not valid.',
      fields: { password: ['Too short.', 'Too simple.'], token: ['This link is invalid or has expired.'] },
    });
    expect(splitApiError(error, ['password', 'password_confirmation'])).toEqual({
      fieldErrors: { password: 'Too short. Too simple.' },
      otherFieldMessage: 'This link is invalid or has expired.',
      otherFields: ['token'],
      general: false,
    });
  });

  it('marks errors without fields, and errors that are not API errors, as general', () => {
    const error = new ApiError({ status: 500, code: 'INTERNAL', message: 'Oops' });
    expect(splitApiError(error, ['email']).general).toBe(true);
    expect(splitApiError(new TypeError('x'), ['email'])).toMatchObject({ general: true, fieldErrors: {} });
  });
});

describe('retryAfterText', () => {
  const t = i18n.t.bind(i18n);
  it('says seconds under a minute and whole minutes, rounded up, above', () => {
    expect(retryAfterText(1, t)).toBe('Try again in 1 second.');
    expect(retryAfterText(42.2, t)).toBe('Try again in 43 seconds.');
    expect(retryAfterText(60, t)).toBe('Try again in 1 minute.');
    expect(retryAfterText(61, t)).toBe('Try again in 2 minutes.');
    expect(retryAfterText(undefined, t)).toBeNull();
  });
});
