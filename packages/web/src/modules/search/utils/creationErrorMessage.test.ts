import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { creationErrorMessage } from './creationErrorMessage';

describe('creationErrorMessage', () => {
  it("takes the server's message first", () => {
    const error = new ApiError({
      status: 422,
      code: 'QUERY_INVALID',
      message: 'You have no search #9.',
      queryErrors: [{ code: 'SEARCH_HISTORY_UNKNOWN', message: 'No search #9', start: 0, end: 2 }],
    });
    expect(creationErrorMessage(error)).toBe('You have no search #9.');
  });

  it('falls back to the first field message, then the first query message', () => {
    expect(
      creationErrorMessage(
        new ApiError({ status: 422, code: 'VALIDATION_FAILED', message: '', fields: { query: ['Enter a query.'] } }),
      ),
    ).toBe('Enter a query.');
    expect(
      creationErrorMessage(
        new ApiError({
          status: 422,
          code: 'QUERY_INVALID',
          message: '',
          queryErrors: [{ code: 'QUERY_MISSING_OPERAND', message: 'AND needs a term', start: 3, end: 6 }],
        }),
      ),
    ).toBe('AND needs a term');
  });

  it('leaves network failures and foreign errors to the default text', () => {
    expect(creationErrorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }))).toBeNull();
    expect(creationErrorMessage(new ApiError({ status: 502, code: 'UNEXPECTED_RESPONSE', message: '' }))).toBeNull();
    expect(creationErrorMessage(new Error('boom'))).toBeNull();
  });
});
