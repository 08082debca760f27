import { describe, expect, it } from 'vitest';
import { sessionFailureAction } from './sessionFailureAction';

describe('sessionFailureAction', () => {
  it('warns and redirects on 419, redirects on 401, from screens that need sign-in', () => {
    expect(sessionFailureAction(419, '/folders', false)).toBe('warnAndRedirect');
    expect(sessionFailureAction(401, '/folders', false)).toBe('redirect');
  });

  it('never redirects from a guest-only screen', () => {
    for (const path of ['/login', '/forgot-password', '/set-password', '/password-reset/abc']) {
      expect(sessionFailureAction(419, path, false)).toBe('ignore');
      expect(sessionFailureAction(401, path, false)).toBe('ignore');
      expect(sessionFailureAction(419, path, true)).toBe('ignore');
    }
  });

  it('leaves a 401 of the current-user call to the guard', () => {
    expect(sessionFailureAction(401, '/folders', true)).toBe('ignore');
  });

  it('redirects a 419 of the current-user call only where sign-in is needed', () => {
    expect(sessionFailureAction(419, '/folders', true)).toBe('warnAndRedirect');
    expect(sessionFailureAction(419, '/expired', true)).toBe('ignore');
    expect(sessionFailureAction(419, '/share/search/abc', true)).toBe('ignore');
    expect(sessionFailureAction(419, '/no/such/page', true)).toBe('ignore');
  });

  it('redirects other calls failing on open and share screens', () => {
    expect(sessionFailureAction(419, '/share/search/abc', false)).toBe('warnAndRedirect');
  });
});
