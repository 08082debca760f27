import type { JobView } from '@app/shared';
import type { JobRecord } from '../../jobs/jobs.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A job row as the API shows it: named by its random public id (the sequential row number stays on the server), and
 * without the payload (it holds file paths).
 */
export function presentJob(job: JobRecord): JobView {
  const name = job.payload.name;
  return {
    id: job.publicId,
    kind: job.kind,
    status: job.status,
    title: typeof name === 'string' ? name : job.kind,
    progress: job.progress ?? null,
    result: job.result ?? null,
    error: job.error,
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    created_at: job.createdAt.toISOString(),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
  };
}
