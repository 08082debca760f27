/**
 * Which jobs go first when workers are scarce: interactive jobs (someone is waiting: a folder add-all, an export)
 * before scheduled ones (alert runs) before bulk ones (ingestion). Stored on the job row as a number so claiming
 * can order by it.
 */
export const JOB_PRIORITIES = ['interactive', 'scheduled', 'bulk'] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

/** The stored number: lower is claimed first. */
export function priorityRank(priority: JobPriority): number {
  return JOB_PRIORITIES.indexOf(priority);
}

/** What a kind gets when its runner config names no priority. */
export const DEFAULT_JOB_PRIORITY: JobPriority = 'scheduled';
