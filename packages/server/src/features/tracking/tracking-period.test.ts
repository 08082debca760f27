import { describe, expect, it } from 'vitest';
import { periodRange } from './tracking-period';

describe('periodRange', () => {
  // A Wednesday afternoon, UTC.
  const now = new Date('2026-03-11T15:30:00Z');

  it('starts this month on its first day and leaves the end open', () => {
    expect(periodRange('this_month', now)).toEqual({ from: new Date('2026-03-01T00:00:00Z'), to: null });
  });

  it('takes last month as a closed range, across the turn of a year too', () => {
    expect(periodRange('last_month', now)).toEqual({
      from: new Date('2026-02-01T00:00:00Z'),
      to: new Date('2026-03-01T00:00:00Z'),
    });
    expect(periodRange('last_month', new Date('2026-01-05T10:00:00Z'))).toEqual({
      from: new Date('2025-12-01T00:00:00Z'),
      to: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('starts weeks on Monday, days at midnight and years on 1 January', () => {
    expect(periodRange('this_week', now).from).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(periodRange('this_week', new Date('2026-03-15T23:00:00Z')).from).toEqual(new Date('2026-03-09T00:00:00Z'));
    expect(periodRange('today', now).from).toEqual(new Date('2026-03-11T00:00:00Z'));
    expect(periodRange('this_year', now).from).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(periodRange('all', now)).toEqual({ from: null, to: null });
  });
});
