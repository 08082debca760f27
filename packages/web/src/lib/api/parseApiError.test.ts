import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { parseApiError } from './parseApiError';

describe('parseApiError', () => {
  it('reads code, message, fields and retry time from the documented body', () => {
    const error = parseApiError(422, {
      error: {
        code: 'AUTH_INVALID_CREDENTIALS',
        message: 'These credentials do not match our records.',
        fields: { email: ['These credentials do not match our records.'] },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'These credentials do not match our records.',
      fields: { email: ['These credentials do not match our records.'] },
      retryAfterSeconds: undefined,
    });
  });

  it('keeps retry_after_seconds of a 429', () => {
    const error = parseApiError(429, {
      error: { code: 'AUTH_TOO_MANY_ATTEMPTS', message: 'Too many failed sign-in attempts.', retry_after_seconds: 90 },
    });
    expect(error.retryAfterSeconds).toBe(90);
    expect(error.fields).toEqual({});
  });

  it('keeps codes this build does not know, as sent', () => {
    expect(parseApiError(409, { error: { code: 'FOLDER_NAME_TAKEN', message: 'Taken' } }).code).toBe(
      'FOLDER_NAME_TAKEN',
    );
  });

  it('accepts a single string per field and drops non-string messages', () => {
    const error = parseApiError(422, {
      error: { code: 'VALIDATION_FAILED', message: 'x', fields: { a: 'one', b: [1, ''] } },
    });
    expect(error.fields).toEqual({ a: ['one'] });
  });

  it('gives an UNEXPECTED_RESPONSE with an empty message for bodies of another shape', () => {
    for (const body of [undefined, null, '<html>Bad gateway</html>', { message: 'x' }, [1, 2]]) {
      const error = parseApiError(502, body);
      expect(error).toMatchObject({ status: 502, code: 'UNEXPECTED_RESPONSE', message: '', fields: {} });
    }
  });
});
