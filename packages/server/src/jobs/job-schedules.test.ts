import { describe, expect, it } from 'vitest';
import { parseCron, periodStartAt, scheduleJobKey } from './job-schedules';

const at = (iso: string) => new Date(iso);

describe('periodStartAt', () => {
  it('is the latest tick at or before now, a tick exactly at now included', () => {
    const hourly = parseCron('0 * * * *');
    expect(periodStartAt(hourly, at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-01T10:00:00Z'));
    expect(periodStartAt(hourly, at('2026-03-01T10:59:59.999Z'))).toEqual(at('2026-03-01T10:00:00Z'));
    expect(periodStartAt(hourly, at('2026-03-01T09:59:59.999Z'))).toEqual(at('2026-03-01T09:00:00Z'));
  });

  it('reads the expression in UTC (weekly on Monday at 06:00)', () => {
    const weekly = parseCron('0 6 * * 1');
    // Sunday 2026-03-08: the period began on Monday 2026-03-02.
    expect(periodStartAt(weekly, at('2026-03-08T23:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
    expect(periodStartAt(weekly, at('2026-03-09T06:00:00Z'))).toEqual(at('2026-03-09T06:00:00Z'));
  });

  it('refuses a bad expression when parsed, and keys a period by schedule name and start', () => {
    expect(() => parseCron('every monday')).toThrow();
    expect(scheduleJobKey('digest', at('2026-03-01T10:00:00Z'))).toBe('schedule:digest:2026-03-01T10:00:00.000Z');
  });
});
