import type { TrackingPeriod } from '@app/shared';

/** The half-open UTC range [from, to) of a period at `now`; null ends are open. */
export function periodRange(period: TrackingPeriod, now: Date): { from: Date | null; to: Date | null } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (period) {
    case 'today':
      return { from: new Date(Date.UTC(y, m, d)), to: null };
    case 'this_week': {
      // Weeks start on Monday (ISO 8601).
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return { from: new Date(Date.UTC(y, m, d - sinceMonday)), to: null };
    }
    case 'this_month':
      return { from: new Date(Date.UTC(y, m, 1)), to: null };
    case 'last_month':
      return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
    case 'this_year':
      return { from: new Date(Date.UTC(y, 0, 1)), to: null };
    case 'all':
      return { from: null, to: null };
  }
}
