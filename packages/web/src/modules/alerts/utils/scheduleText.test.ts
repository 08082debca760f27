import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { dateTimeText } from './dateTimeText';
import { scheduleText } from './scheduleText';

describe('scheduleText', () => {
  const t = i18n.t.bind(i18n);
  it('says when each kind of schedule runs, in UTC', () => {
    expect(scheduleText({ frequency: 'daily', weekday: null, day_of_month: null, hour: 6 }, t)).toBe(
      'Daily at 06:00 UTC',
    );
    expect(scheduleText({ frequency: 'weekly', weekday: 0, day_of_month: null, hour: 18 }, t)).toBe(
      'Weekly on Sunday at 18:00 UTC',
    );
    expect(scheduleText({ frequency: 'monthly', weekday: null, day_of_month: 28, hour: 0 }, t)).toBe(
      'Monthly on day 28 at 00:00 UTC',
    );
  });
});

describe('dateTimeText', () => {
  it('shows an instant to the minute in UTC, and leaves what is no date as it is', () => {
    expect(dateTimeText('2026-03-04T05:06:07.000Z')).toBe('2026-03-04 05:06 UTC');
    expect(dateTimeText('soon')).toBe('soon');
  });
});
