// `npm run bench:alerts [-- --alerts N --documents D]`: the nightly alert run of a large organisation. An index holds
// D documents that were already there (default 10,000) and a batch of D new ones that entered it since the alerts'
// previous period; N query alerts (default 1,000, of every kind a searcher writes: words, proximity, truncation,
// fields, dates) are due at once. The scheduler's step enqueues their runs and the job runner does them through the
// real path (search with the period's `firstindexed` range, frozen result sets, run rows), on an in-memory PGlite.
// Reports the wall time from enqueueing to the last run finished, runs per second, and the process's peak resident
// memory while they ran. Target (issue 18): under 60 seconds.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, patentIndexPath, toEngineDocument } from '@app/ingest';
import { SESSION_COOKIE_NAME } from '@app/shared';
import { gt, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { alertRuns } from '../src/db/alert-tables';
import { enqueueDueAlerts } from '../src/features/alerts/alert-runs.service';
import { createOrganization, createUser, TEST_PASSWORD } from '../src/test/factories';
import { createTestDatabase } from '../src/test/test-database';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const n = at < 0 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a positive integer`);
  return n;
}

const ALERTS = option('--alerts', 1_000);
const DOCUMENTS = option('--documents', 10_000);
const SEED = 11;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Peak resident set since the last reset, in MB (Linux). */
async function peakRssMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The alerts' schedule moment: today 06:00 UTC, or yesterday's when the bench runs before six. */
function scheduledMoment(): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6);
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/** Words a query can use: those of the new documents' titles, five letters or more, most frequent first. */
function vocabulary(titles: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const word of title.toLowerCase().match(/[a-z]{5,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/** N queries of the kinds alerts hold, drawn deterministically from the vocabulary. */
function alertQueries(words: readonly string[], count: number): string[] {
  const pick = (i: number, salt: number) => words[(i * 7919 + salt * 104_729) % Math.min(words.length, 400)]!;
  const kinds = [
    (i: number) => `TAC=(${pick(i, 1)} AND ${pick(i, 2)})`,
    (i: number) => `TAC=(${pick(i, 1)} W/5 ${pick(i, 3)})`,
    (i: number) => `TI=(${pick(i, 2)} OR ${pick(i, 4)}) AND PD>=2015`,
    (i: number) => `TAC=(${pick(i, 5).slice(0, 5)}*) NOT TI=${pick(i, 6)}`,
    (i: number) => `CL=(${pick(i, 7)} W/10 ${pick(i, 8)}) OR AB="${pick(i, 9)} ${pick(i, 10)}"`,
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(i));
}

async function writeIndex(indexDir: string, moment: Date): Promise<string[]> {
  const directory = await FsDirectory.open(indexDir);
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const before = Math.floor((moment.getTime() - 2 * DAY_MS) / 1000);
  const within = Math.floor((moment.getTime() - 3 * HOUR_MS) / 1000);
  const titles: string[] = [];
  let n = 0;
  for (const doc of generateDemoCorpus({ seed: SEED, count: 2 * DOCUMENTS })) {
    const isNew = n++ >= DOCUMENTS;
    // The first half was there before the period; the second entered the index inside it.
    await writer.addDocument({ ...toEngineDocument(doc), firstindexed: isNew ? within : before });
    if (isNew) titles.push(Object.values(doc.titles ?? {}).join(' '));
  }
  await writer.commit({});
  await writer.close();
  return titles;
}

const moment = scheduledMoment();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-alerts-'));
const database = await createTestDatabase({ driver: 'pglite' });
try {
  process.stdout.write(
    `Writing ${DOCUMENTS.toLocaleString('en')} earlier and ${DOCUMENTS.toLocaleString('en')} new documents…\n`,
  );
  const titles = await writeIndex(patentIndexPath(dataDir), moment);
  const queries = alertQueries(vocabulary(titles), ALERTS);
  const app = await buildApp({
    db: database.db,
    dataDir,
    webDistDir: null,
    logLevel: 'silent',
    runJobs: false,
    searchThreads: 1,
    // The clock stands at the schedule's moment, so every alert made now is due for the period just ended.
    now: () => moment,
  });
  try {
    const organizationId = (await createOrganization(database.db)).id;
    const user = await createUser(database.db, { organizationId, firstName: 'Bench' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    const cookie = `${SESSION_COOKIE_NAME}=${login.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value}`;
    process.stdout.write(`Making ${ALERTS.toLocaleString('en')} query alerts…\n`);
    for (const [i, query] of queries.entries()) {
      const made = await app.inject({
        method: 'POST',
        url: '/api/alerts',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
        payload: JSON.stringify({
          type: 1,
          name: `Alert ${i + 1}`,
          query,
          schedule: { frequency: 'daily', hour: moment.getUTCHours() },
        }),
      });
      if (made.statusCode !== 200 && made.statusCode !== 201)
        throw new Error(`POST /api/alerts (${query}): ${made.statusCode} ${made.body}`);
    }
    await app.ctx.patents.warm();
    global.gc?.();
    await writeFile('/proc/self/clear_refs', '5');
    const baseMb = await peakRssMb();
    const started = performance.now();
    const enqueued = await enqueueDueAlerts(app.ctx, moment);
    await app.ctx.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const peakMb = await peakRssMb();
    const [summary] = await database.db
      .select({
        finished: sql<number>`count(*) filter (where ${alertRuns.status} = 'finished')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${alertRuns.status} = 'failed')`.mapWith(Number),
        documents: sql<number>`coalesce(sum(${alertRuns.count}), 0)`.mapWith(Number),
      })
      .from(alertRuns);
    const nonEmpty = await database.db.$count(alertRuns, gt(alertRuns.count, 0));
    process.stdout.write(
      [
        '',
        `## Alert runs: ${ALERTS.toLocaleString('en')} query alerts over ${DOCUMENTS.toLocaleString('en')} new documents (index of ${(2 * DOCUMENTS).toLocaleString('en')})`,
        '',
        `runs enqueued ${enqueued}, finished ${summary?.finished}, failed ${summary?.failed}; documents found in all runs ${summary?.documents.toLocaleString('en')} (${nonEmpty} runs found some, each mailed to its owner)`,
        `wall time ${seconds.toFixed(1)} s (${(enqueued / seconds).toFixed(0)} runs/s), target under 60 s: ${seconds < 60 ? 'met' : 'NOT met'}`,
        `peak resident memory ${peakMb.toFixed(0)} MB (${baseMb.toFixed(0)} MB before the runs, grew ${Math.max(0, peakMb - baseMb).toFixed(0)} MB)`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
