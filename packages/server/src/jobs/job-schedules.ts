// Cron-style schedules of the job runner. Each schedule period becomes one job, made idempotent by a unique key
// of (schedule name, period start): every runner on the database (several server processes) may try to enqueue
// the same period, and the database keeps the first. A runner that starts after being down enqueues only the
// latest period that has begun, so a missed day runs once, not once per missed tick.

import { Cron } from 'croner';
import type { Database } from '../db/client';
import type { JobPriority } from './job-priority';
import { insertUniqueJob } from './jobs.repository';

export type JobSchedule = {
  /** Names the schedule in job keys; keep it stable, or the current period runs again under the new name. */
  readonly name: string;
  /** Five fields (or six, with seconds first), evaluated in UTC. */
  readonly cron: string;
  readonly kind: string;
  readonly payload?: Record<string, unknown>;
};

/** The key of the one job a schedule period may have. */
export function scheduleJobKey(name: string, periodStart: Date): string {
  return `schedule:${name}:${periodStart.toISOString()}`;
}

/** Parses a cron expression, throwing on a bad one (at startup, not at the first tick). */
export function parseCron(expression: string): Cron {
  return new Cron(expression, { timezone: 'UTC', paused: true });
}

/** The start of the period `now` falls in: the latest tick at or before `now`, or null before the first. */
export function periodStartAt(cron: Cron, now: Date): Date | null {
  // croner's previous runs are strictly before the date given; a tick exactly at `now` has begun.
  const [latest] = cron.previousRuns(1, new Date(now.getTime() + 1));
  return latest ?? null;
}

/** Enqueues each schedule's current period once; remembers what it enqueued so idle polls cost no query. */
export class ScheduleEnqueuer {
  private readonly parsed: { schedule: JobSchedule; cron: Cron }[];
  private readonly enqueuedPeriod = new Map<string, number>();

  constructor(
    schedules: readonly JobSchedule[],
    private readonly priorityOf: (kind: string) => JobPriority,
  ) {
    const names = new Set<string>();
    this.parsed = schedules.map((schedule) => {
      if (names.has(schedule.name)) throw new Error(`Two job schedules are named "${schedule.name}".`);
      names.add(schedule.name);
      return { schedule, cron: parseCron(schedule.cron) };
    });
  }

  /** Inserts the job of every schedule's current period unless it exists; returns how many were new. */
  async enqueueDue(db: Database, now: Date): Promise<number> {
    let created = 0;
    for (const { schedule, cron } of this.parsed) {
      const periodStart = periodStartAt(cron, now);
      if (!periodStart || this.enqueuedPeriod.get(schedule.name) === periodStart.getTime()) continue;
      const job = await insertUniqueJob(db, {
        kind: schedule.kind,
        payload: { ...schedule.payload, schedule: { name: schedule.name, periodStart: periodStart.toISOString() } },
        createdBy: null,
        runAt: now,
        priority: this.priorityOf(schedule.kind),
        uniqueKey: scheduleJobKey(schedule.name, periodStart),
      });
      if (job) created++;
      this.enqueuedPeriod.set(schedule.name, periodStart.getTime());
    }
    return created;
  }
}
