import type { JobView } from '@app/shared';
import type { JobRecord } from './jobs.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A job row as the API shows it; the payload stays on the server (it holds file paths). */
export function presentJob(job: JobRecord): JobView {
  const name = job.payload.name;
  return {
    id: job.id,
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
