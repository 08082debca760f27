import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertRuns } from '../../db/alert-tables';
import { jobs } from '../../db/schema';
import { createOrganization, createUser } from '../../test/factories';
import { readMails } from '../../test/mail';
import { createTestDatabase, type TestDatabase, testDatabaseDriver } from '../../test/test-database';
import { ALERT_RUN_JOB_KIND, ALERTS_DUE_JOB_KIND } from './alert-runs.service';
import type { AlertServerAnswer, AlertServerMessage } from './alert-server-process-test-support';
import { insertAlert } from './alerts.repository';

// Two whole servers (each its own process, pool and job runner, with the hourly alerts-due schedule) share one
// PostgreSQL and one data dir, as two instances behind a load balancer would. Each alert must run once per period
// and each run be mailed once to each recipient, whichever server enqueues, runs or mails it. The servers' clock
// is the test's; their job runners poll on their own, and the test waits until the database says the work is done.

const CHILD = fileURLToPath(new URL('./alert-server-process-test-support.ts', import.meta.url));
const ALERTS = 6;
const PARTNER = 'partner@example.org';
/** How long the servers may take to finish a period's runs: generous, for a loaded machine. */
const SETTLE_MS = 90_000;

type Server = {
  child: ChildProcess;
  ask: (message: AlertServerMessage, answer: AlertServerAnswer['type']) => Promise<AlertServerAnswer>;
};

function nextAnswer(child: ChildProcess, type: AlertServerAnswer['type']): Promise<AlertServerAnswer> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: AlertServerAnswer) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code}) before "${type}"`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const at = (iso: string) => new Date(iso);

// Two server processes share one database only on PostgreSQL: the api-postgres project runs this file, and the
// api-pglite project leaves it out (vitest.config.ts) rather than reporting it skipped.
if (testDatabaseDriver() !== 'postgres')
  throw new Error('This file needs TEST_DB=postgres (the api-postgres project).');

describe('alerts across two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  const servers: Server[] = [];
  const alertIds: number[] = [];
  let ownerEmail: string;

  async function startServerProcess(startAt: Date, secret: string): Promise<Server> {
    const child = fork(CHILD, [database.databaseUrl!, dataDir, secret, startAt.toISOString()], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const server: Server = {
      child,
      ask: (message, answer) => {
        const answered = nextAnswer(child, answer);
        child.send(message);
        return answered;
      },
    };
    servers.push(server);
    await nextAnswer(child, 'ready');
    return server;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'app-test-two-servers-'));
    const org = await createOrganization(database.db);
    const owner = await createUser(database.db, { organizationId: org.id });
    ownerEmail = owner.email;
    for (let n = 1; n <= ALERTS; n++) {
      const alert = await insertAlert(database.db, {
        userId: owner.id,
        type: 1,
        name: `Alert ${n}`,
        query: 'TAC=(battery)',
        filters: { filtersToApply: {}, filtersToExclude: {} },
        schedule: { frequency: 'daily', weekday: null, day_of_month: null, hour: 6 },
        recipients: { user_ids: [], emails: [PARTNER] },
        // Mailed even when the period found nothing: the index is empty, and the mail is what is counted.
        mailEmptyRuns: true,
        createdAt: at('2026-03-01T01:00:00Z'),
        updatedAt: at('2026-03-01T01:00:00Z'),
      });
      alertIds.push(alert.id);
    }
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const runs = () =>
    database.db
      .select()
      .from(alertRuns)
      .where(inArray(alertRuns.alertId, alertIds))
      .orderBy(asc(alertRuns.alertId), asc(alertRuns.periodStart));
  const jobsOf = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

  /**
   * Waits until the alerts-due job of `hour` has run, `expected` runs exist and every alert-run job has ended (each
   * ends after its mail), then checks that all went right the first time.
   */
  async function settled(hour: string, expected: number) {
    await vi.waitFor(
      async () => {
        const [due] = await database.db
          .select()
          .from(jobs)
          .where(eq(jobs.uniqueKey, `schedule:alerts-due:${hour}`));
        expect(due?.status).toBe('succeeded');
        expect(await runs()).toHaveLength(expected);
        const runJobs = await jobsOf(ALERT_RUN_JOB_KIND);
        expect(runJobs).toHaveLength(expected);
        expect(runJobs.filter((job) => job.status === 'queued' || job.status === 'running')).toEqual([]);
      },
      { timeout: SETTLE_MS, interval: 200 },
    );
    const runJobs = await jobsOf(ALERT_RUN_JOB_KIND);
    expect(runJobs.map((job) => [job.status, job.attempts, job.error])).toEqual(
      runJobs.map(() => ['succeeded', 1, null]),
    );
    const rows = await runs();
    expect(rows.map((run) => run.status)).toEqual(rows.map(() => 'finished'));
    return rows;
  }

  /** Every run of these alerts was mailed exactly once to the owner and once to the partner address. */
  async function expectEachRunMailedOnce(keys: string[]) {
    const mails = await readMails(join(dataDir, 'mail'));
    const delivered = mails.map((mail) => {
      const key = /\/alert_runs\/([0-9a-f-]{36})/.exec(mail.decoded)?.[1];
      return `${key} ${mail.to}`;
    });
    const expected = keys.flatMap((key) => [`${key} ${ownerEmail}`, `${key} ${PARTNER}`]);
    expect(delivered.sort()).toEqual(expected.sort());
  }

  it('each alert runs once per period and each run is mailed once, whichever server takes it', async () => {
    const secret = randomBytes(32).toString('base64url');
    // Both start before six: the alerts-due job of that hour runs once and finds nothing due yet.
    const [a, b] = await Promise.all([
      startServerProcess(at('2026-03-01T02:00:00Z'), secret),
      startServerProcess(at('2026-03-01T02:00:00Z'), secret),
    ]);
    await vi.waitFor(
      async () => expect((await jobsOf(ALERTS_DUE_JOB_KIND)).map((job) => job.status)).toEqual(['succeeded']),
      { timeout: SETTLE_MS, interval: 200 },
    );
    expect(await runs()).toEqual([]);

    // Ten past seven on both: one alerts-due job for seven o'clock enqueues a run per alert; both runners take them.
    const seven = { type: 'clock', now: '2026-03-01T07:10:00Z' } as const;
    await Promise.all([a!.ask(seven, 'clock-set'), b!.ask(seven, 'clock-set')]);
    const first = await settled('2026-03-01T07:00:00.000Z', ALERTS);
    expect(first.map((run) => [run.alertId, run.periodStart.toISOString(), run.periodEnd.toISOString()])).toEqual(
      alertIds.map((id) => [id, '2026-02-28T06:00:00.000Z', '2026-03-01T06:00:00.000Z']),
    );
    await expectEachRunMailedOnce(first.map((run) => run.key));

    // The same hour again on both, and both taking the scheduler's step by hand as well: nothing more is due.
    const again = await Promise.all([
      a!.ask({ type: 'enqueue-due' }, 'enqueued'),
      b!.ask({ type: 'enqueue-due' }, 'enqueued'),
    ]);
    expect(again).toEqual([
      { type: 'enqueued', count: 0 },
      { type: 'enqueued', count: 0 },
    ]);

    // The next day: the schedule's job and both servers' own steps race for the new periods; each is enqueued once.
    const nextDay = { type: 'clock', now: '2026-03-02T07:10:00Z' } as const;
    const raced = await Promise.all([
      a!.ask(nextDay, 'clock-set').then(() => a!.ask({ type: 'enqueue-due' }, 'enqueued')),
      b!.ask(nextDay, 'clock-set').then(() => b!.ask({ type: 'enqueue-due' }, 'enqueued')),
    ]);
    const all = await settled('2026-03-02T07:00:00.000Z', 2 * ALERTS);
    const byHand = raced.reduce((sum, answer) => sum + (answer.type === 'enqueued' ? answer.count : 0), 0);
    const scheduled = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, ALERTS_DUE_JOB_KIND), eq(jobs.status, 'succeeded')));
    const bySchedule = scheduled.reduce((sum, job) => sum + Number(job.result?.enqueued ?? 0), 0);
    expect(byHand + bySchedule).toBe(2 * ALERTS);
    const second = all.filter((run) => run.periodEnd.toISOString() === '2026-03-02T06:00:00.000Z');
    expect(second.map((run) => [run.alertId, run.periodStart.toISOString()])).toEqual(
      alertIds.map((id) => [id, '2026-03-01T06:00:00.000Z']),
    );
    await expectEachRunMailedOnce(all.map((run) => run.key));

    await Promise.all([a!.ask({ type: 'stop' }, 'stopped'), b!.ask({ type: 'stop' }, 'stopped')]);
  }, 240_000);
});
