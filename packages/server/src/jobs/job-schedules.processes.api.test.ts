import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable } from '../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseDriver } from '../test/test-database';
import type { ChildMessage, ParentMessage } from './schedule-runner.child';

const CHILD = fileURLToPath(new URL('./schedule-runner.child.ts', import.meta.url));

type Runner = {
  child: ChildProcess;
  ask: (message: ChildMessage, answer: ParentMessage['type']) => Promise<ParentMessage>;
};

/** Starts a runner process on the test database; resolves once it is ready. */
async function startRunnerProcess(databaseUrl: string): Promise<Runner> {
  const child = fork(CHILD, [databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: ParentMessage['type']) =>
    new Promise<ParentMessage>((resolve, reject) => {
      const onMessage = (message: ParentMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`runner process exited (${code}) before "${type}"`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = next('ready');
  await ready;
  return {
    child,
    ask: (message, answer) => {
      const answered = next(answer);
      child.send(message);
      return answered;
    },
  };
}

const minute = (n: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + n * 60_000).toISOString();

// Two server processes share one database only on PostgreSQL: the api-postgres project runs this file, and the
// api-pglite project leaves it out (vitest.config.ts) rather than reporting it skipped.
if (testDatabaseDriver() !== 'postgres')
  throw new Error('This file needs TEST_DB=postgres (the api-postgres project).');

describe('job schedules across server processes', () => {
  let database: TestDatabase;
  const started: Runner[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const runner of started) if (runner.child.exitCode === null) runner.child.kill();
    await database?.close();
  });

  async function start(): Promise<Runner> {
    const runner = await startRunnerProcess(database.databaseUrl!);
    started.push(runner);
    return runner;
  }

  async function scheduledJobs() {
    const rows = await database.db.select().from(jobsTable).orderBy(asc(jobsTable.id));
    return rows.map((row) => ({ key: row.uniqueKey, status: row.status, attempts: row.attempts, result: row.result }));
  }

  it('two processes ticking together run each period once; a restart after downtime runs the latest missed one', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    // Both poll every moment at once, several times a period, so they race for every period.
    const moments = [minute(0), minute(0.5), minute(1), minute(1.25), minute(2), minute(3), minute(3.75)];
    for (const now of moments) {
      await Promise.all([a!.ask({ type: 'tick', now }, 'ticked'), b!.ask({ type: 'tick', now }, 'ticked')]);
    }
    let rows = await scheduledJobs();
    expect(rows.map((row) => row.key)).toEqual([0, 1, 2, 3].map((n) => `schedule:every-minute:${minute(n)}`));
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
    const pids = new Set(rows.map((row) => row.result?.ranBy));
    expect([...pids].every((pid) => pid === a!.child.pid || pid === b!.child.pid)).toBe(true);

    // Both servers go down at 10:03:45 and one comes back at 10:09:30: 10:04 to 10:08 were missed.
    await Promise.all([a!.ask({ type: 'stop' }, 'stopped'), b!.ask({ type: 'stop' }, 'stopped')]);
    const restarted = await start();
    expect(await restarted.ask({ type: 'tick', now: minute(9.5) }, 'ticked')).toEqual({ type: 'ticked', started: 1 });
    rows = await scheduledJobs();
    expect(rows.map((row) => row.key).slice(4)).toEqual([`schedule:every-minute:${minute(9)}`]);
    expect(rows[4]?.result).toEqual({ ranBy: restarted.child.pid });
    await restarted.ask({ type: 'stop' }, 'stopped');
  });
});
