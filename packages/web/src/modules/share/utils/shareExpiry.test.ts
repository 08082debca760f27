import { describe, expect, it } from 'vitest';
import { expiryInstant, expiryProblem, publicLinkUrl } from './shareExpiry';

describe('share link expiry', () => {
  const today = new Date(2026, 10, 28, 12, 0, 0);
  it('accepts an empty value (no expiry) and a future day', () => {
    expect(expiryProblem('', today)).toBeNull();
    expect(expiryProblem('2026-12-01', today)).toBeNull();
    // Today is allowed: the link works until the end of the day.
    expect(expiryProblem('2026-11-28', today)).toBeNull();
  });
  it('refuses a past day and what is not a date', () => {
    expect(expiryProblem('2026-11-27', today)).toBe('past');
    expect(expiryProblem('2026-02-30', today)).toBe('invalid');
    expect(expiryProblem('tomorrow', today)).toBe('invalid');
  });
  it('ends at the end of the chosen day', () => {
    expect(expiryInstant('2026-12-01')).toEqual(new Date(2026, 11, 1, 23, 59, 59));
  });
  it('builds the public address from the path', () => {
    expect(publicLinkUrl('/share/search/abc', 'https://x.test')).toBe('https://x.test/share/search/abc');
  });
});
