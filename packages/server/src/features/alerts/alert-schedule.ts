// When an alert's runs are due. Pure functions of the schedule and the clock (UTC), so the scheduler, "run now"
// and the tests agree on every period boundary.

import type { StoredSchedule } from '../../db/alert-tables';

const DAY_MS = 86_400_000;

/** The newest scheduled moment at or before `now`. */
export function latestScheduledMoment(schedule: StoredSchedule, now: Date): Date {
  const at = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, schedule.hour));
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (schedule.frequency) {
    case 'daily': {
      const today = at(y, m, d);
      return today <= now ? today : new Date(today.getTime() - DAY_MS);
    }
    case 'weekly': {
      const back = (now.getUTCDay() - (schedule.weekday ?? 0) + 7) % 7;
      const moment = at(y, m, d - back);
      return moment <= now ? moment : new Date(moment.getTime() - 7 * DAY_MS);
    }
    case 'monthly': {
      const day = schedule.day_of_month ?? 1;
      const moment = at(y, m, day);
      return moment <= now ? moment : at(y, m - 1, day);
    }
  }
}

/** The scheduled moment one period before `moment` (a moment of the schedule). */
export function previousScheduledMoment(schedule: StoredSchedule, moment: Date): Date {
  switch (schedule.frequency) {
    case 'daily':
      return new Date(moment.getTime() - DAY_MS);
    case 'weekly':
      return new Date(moment.getTime() - 7 * DAY_MS);
    case 'monthly':
      return new Date(
        Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() - 1, moment.getUTCDate(), moment.getUTCHours()),
      );
  }
}

export type Period = { readonly start: Date; readonly end: Date };

/**
 * The period due now, or null when nothing is: it ends at the latest scheduled moment and starts where the alert's
 * previous run ended, so a period missed while no server ran is covered by the next run and no document is lost.
 * The first run starts one period back. An alert made after the latest moment waits for the next.
 */
export function duePeriod(schedule: StoredSchedule, now: Date, lastEnd: Date | null, createdAt: Date): Period | null {
  const end = latestScheduledMoment(schedule, now);
  if (end < createdAt) return null;
  if (lastEnd !== null && lastEnd >= end) return null;
  return { start: lastEnd ?? previousScheduledMoment(schedule, end), end };
}

/**
 * The period of a run asked for now ("run now"): from where the previous run ended, else one period back; null when
 * the previous run already ends now (asked twice in the same instant).
 */
export function periodEndingNow(schedule: StoredSchedule, now: Date, lastEnd: Date | null): Period | null {
  if (lastEnd !== null) return lastEnd < now ? { start: lastEnd, end: now } : null;
  const latest = latestScheduledMoment(schedule, now);
  const length = latest.getTime() - previousScheduledMoment(schedule, latest).getTime();
  return { start: new Date(now.getTime() - length), end: now };
}
