import type { JobView } from '@app/shared';
import { Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/i18n';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { jobsApi } from '../api/jobsApi';

/** How often a running job is asked for its progress. */
const POLL_MS = 700;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function progressOf(job: JobView): { fraction: number; done: number; total: number } | null {
  const p = job.progress;
  if (!p || typeof p.fraction !== 'number') return null;
  return { fraction: p.fraction, done: Number(p.done ?? 0), total: Number(p.total ?? 0) };
}

function ProgressMessage({ job }: { job: JobView }) {
  const progress = progressOf(job);
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  return (
    <Stack gap={4}>
      <Text fz="sm">{job.title}</Text>
      <Progress
        value={progress ? percent : 100}
        animated={!progress}
        striped={!progress}
        aria-label={i18n.t('jobs.progressLabel')}
        data-testid="job-progress"
      />
      <Text fz="xs" c="dimmed">
        {job.status === 'queued'
          ? i18n.t('jobs.queued')
          : progress
            ? i18n.t('jobs.progress', {
                done: progress.done.toLocaleString('en'),
                total: progress.total.toLocaleString('en'),
                percent,
              })
            : i18n.t('jobs.starting')}
      </Text>
    </Stack>
  );
}

/**
 * Shows a background job's progress in a toast that stays until the job ends, asking the server every 0.7 s; then
 * hands the finished job to `onSucceeded`, or shows its error. The toast can be closed: the job goes on either way.
 */
export async function followJob(first: JobView, onSucceeded: (job: JobView) => void): Promise<void> {
  const id = `job-${first.id}`;
  notifications.show({
    id,
    message: <ProgressMessage job={first} />,
    color: 'blue.8',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('notifications.close') },
  });
  let job = first;
  let failures = 0;
  while (job.status === 'queued' || job.status === 'running') {
    await wait(POLL_MS);
    try {
      job = await jobsApi.get(job.id);
      failures = 0;
    } catch (error) {
      // A dropped request or two is no reason to give up on a job that goes on on the server.
      if (++failures < 5) continue;
      notifications.hide(id);
      notify({ type: 'error', title: i18n.t('jobs.lost'), message: describeApiError(error, i18n.t) });
      return;
    }
    notifications.update({ id, message: <ProgressMessage job={job} /> });
  }
  notifications.hide(id);
  if (job.status === 'succeeded') onSucceeded(job);
  else notify({ type: 'error', title: i18n.t('jobs.failed'), message: job.error ?? i18n.t('jobs.failedUnknown') });
}
