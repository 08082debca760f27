import { describe, expect, it } from 'vitest';
import type { StoredSchedule } from '../../db/alert-tables';
import { duePeriod, latestScheduledMoment, periodEndingNow } from './alert-schedule';

const daily: StoredSchedule = { frequency: 'daily', weekday: null, day_of_month: null, hour: 6 };
const weekly: StoredSchedule = { frequency: 'weekly', weekday: 1, day_of_month: null, hour: 6 };
const monthly: StoredSchedule = { frequency: 'monthly', weekday: null, day_of_month: 15, hour: 6 };
const at = (iso: string) => new Date(iso);

describe('latestScheduledMoment', () => {
  it('is today at the hour once it has passed, else yesterday', () => {
    expect(latestScheduledMoment(daily, at('2026-03-10T07:00:00Z'))).toEqual(at('2026-03-10T06:00:00Z'));
    expect(latestScheduledMoment(daily, at('2026-03-10T06:00:00Z'))).toEqual(at('2026-03-10T06:00:00Z'));
    expect(latestScheduledMoment(daily, at('2026-03-10T05:59:59Z'))).toEqual(at('2026-03-09T06:00:00Z'));
  });

  it('is the chosen weekday of this week or the last', () => {
    // 2026-03-10 is a Tuesday; the Monday before is the 9th.
    expect(latestScheduledMoment(weekly, at('2026-03-10T00:00:00Z'))).toEqual(at('2026-03-09T06:00:00Z'));
    expect(latestScheduledMoment(weekly, at('2026-03-09T05:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
  });

  it('is the chosen day of this month or the last, across a year end', () => {
    expect(latestScheduledMoment(monthly, at('2026-03-20T00:00:00Z'))).toEqual(at('2026-03-15T06:00:00Z'));
    expect(latestScheduledMoment(monthly, at('2026-01-10T00:00:00Z'))).toEqual(at('2025-12-15T06:00:00Z'));
  });
});

describe('duePeriod', () => {
  const created = at('2026-01-01T00:00:00Z');

  it('starts one period back on the first run, then where the last run ended', () => {
    expect(duePeriod(daily, at('2026-03-10T07:00:00Z'), null, created)).toEqual({
      start: at('2026-03-09T06:00:00Z'),
      end: at('2026-03-10T06:00:00Z'),
    });
    // Three days without a server: one run covers all of them.
    expect(duePeriod(daily, at('2026-03-13T07:00:00Z'), at('2026-03-10T06:00:00Z'), created)).toEqual({
      start: at('2026-03-10T06:00:00Z'),
      end: at('2026-03-13T06:00:00Z'),
    });
  });

  it('is nothing when the latest period has its run, or the alert is newer than it', () => {
    expect(duePeriod(daily, at('2026-03-10T07:00:00Z'), at('2026-03-10T06:00:00Z'), created)).toBeNull();
    expect(duePeriod(daily, at('2026-03-10T07:00:00Z'), null, at('2026-03-10T06:30:00Z'))).toBeNull();
  });

  it('steps a monthly alert back one calendar month', () => {
    expect(duePeriod(monthly, at('2026-03-20T00:00:00Z'), null, created)).toEqual({
      start: at('2026-02-15T06:00:00Z'),
      end: at('2026-03-15T06:00:00Z'),
    });
  });
});

describe('periodEndingNow', () => {
  it('runs from the last end to now, or one period back, and not twice in one instant', () => {
    const now = at('2026-03-10T12:00:00Z');
    expect(periodEndingNow(weekly, now, null)).toEqual({ start: at('2026-03-03T12:00:00Z'), end: now });
    expect(periodEndingNow(weekly, now, at('2026-03-09T06:00:00Z'))).toEqual({
      start: at('2026-03-09T06:00:00Z'),
      end: now,
    });
    expect(periodEndingNow(weekly, now, now)).toBeNull();
  });
});
