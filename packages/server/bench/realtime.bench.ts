// `npm run bench:realtime [-- --seconds N] [-- --postgres]` (issue 20): the realtime server under the load of the
// issue: 1,000 websocket clients on the private and presence channels of 50 workspaces, one event a second per
// workspace published with publishWorkspaceEvent (what every API call that changes a chart does after storing it),
// and 100 more clients joining and leaving all the time. The clients run in a forked process; this one is the
// server. Reported: the delay from publishing to each client's receipt (p50/p95/p99/max), events lost and
// repeated (must be 0), and the server's memory. `--postgres` fans out through PostgreSQL LISTEN/NOTIFY
// (postgresHub on a fresh database at 127.0.0.1:5432) instead of in-process, as a server with DATABASE_URL does.

import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKSPACE_EVENTS } from '@app/shared';
import { buildApp } from '../src/app';
import { publishWorkspaceEvent } from '../src/features/realtime/workspace-broadcast';
import { type PostgresHub, postgresHub } from '../src/realtime/postgres-hub';
import { createTestDatabase } from '../src/test/test-database';
import type { ClientsConfig, ClientsReport } from './realtime-bench-clients';

const WORKSPACES = 50;
const STEADY = 1000;
const CHURNING = 100;

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : (process.argv[at + 1] ?? '');
}
const seconds = Math.round(Number(argument('--seconds') ?? 60));
const withPostgres = process.argv.includes('--postgres');
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds needs a positive number');

const now = () => performance.timeOrigin + performance.now();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A chart update about the size the SPA sends: a configuration and a few series settings. */
function chartPayload(workspace: number, seq: number) {
  return {
    chart: {
      id: workspace * 1000 + (seq % 7),
      dashboard_id: workspace,
      version: seq,
      name: 'Filings by year and assignee',
      config: {
        type: 'stacked-bar',
        section: 'dates',
        field: 'priority_year',
        grouping: 'simplefamily',
        series: Array.from({ length: 10 }, (_, i) => ({ key: `assignee-${i}`, colour: '#336699', hidden: false })),
      },
    },
  };
}

const database = await createTestDatabase({ driver: withPostgres ? 'postgres' : 'pglite' });
const hub: PostgresHub | undefined = withPostgres ? postgresHub(database.databaseUrl as string) : undefined;
if (hub) await hub.ready;
const dataDir = await mkdtemp(join(tmpdir(), 'realtime-bench-'));
const secret = randomBytes(32).toString('base64url');
const app = await buildApp({
  db: database.db,
  dataDir,
  secret,
  webDistDir: null,
  logLevel: 'warn',
  runJobs: false,
  searchThreads: 1,
  ...(hub ? { realtime: hub } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const baseline = process.memoryUsage();

const config: ClientsConfig = { port, secret, workspaces: WORKSPACES, steady: STEADY, churning: CHURNING };
const clients = fork(fileURLToPath(new URL('./realtime-bench-clients.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, REALTIME_BENCH_CLIENTS: JSON.stringify(config) },
});
const messages = new Map<string, (message: { type: string; report?: ClientsReport }) => void>();
clients.on('message', (message: { type: string; report?: ClientsReport }) => messages.get(message.type)?.(message));
const waitFor = (type: string) =>
  new Promise<{ type: string; report?: ClientsReport }>((resolve) => messages.set(type, resolve));

const setupStarted = performance.now();
await waitFor('ready');
console.log(
  `${STEADY} steady and ${CHURNING} churning clients connected in ${Math.round(performance.now() - setupStarted)} ms ` +
    `(${app.realtimeServer?.connectionCount()} sockets); publishing for ${seconds} s through the ` +
    `${withPostgres ? 'PostgreSQL LISTEN/NOTIFY' : 'in-process'} hub…`,
);

// One event a second per workspace, the workspaces' turns spread evenly over the second.
const lastSeq: Record<number, number> = {};
let peakRss = 0;
let peakHeap = 0;
let published = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
};
const sampler = setInterval(sample, 1000);
// Listening after the websocket server, this sees each message once its frames are written to every subscriber's
// socket: the server's own share of the delay, apart from the kernel and the clients' process.
const internal: number[] = [];
app.ctx.realtime.onMessage((message) => {
  const sentAt = (message.data as { sent_at?: number }).sent_at;
  if (typeof sentAt === 'number') internal.push(now() - sentAt);
});
const started = performance.now();
const cpuBefore = process.cpuUsage();
// Paced by the clock rather than by timer ticks, so a busy machine delays events but never drops them from the run.
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const elapsed = performance.now() - started;
    const due = Math.min(Math.floor((elapsed / 1000) * WORKSPACES), seconds * WORKSPACES);
    while (published < due) {
      const workspace = (published % WORKSPACES) + 1;
      const seq = (lastSeq[workspace] ?? 0) + 1;
      lastSeq[workspace] = seq;
      published += 1;
      const data = { ...chartPayload(workspace, seq), seq, workspace, sent_at: now() };
      void publishWorkspaceEvent(app.ctx, workspace, WORKSPACE_EVENTS.chartUpdated, data, null);
    }
    if (published >= seconds * WORKSPACES) {
      clearInterval(tick);
      resolve();
    }
  }, 5);
});
const cpu = process.cpuUsage(cpuBefore);
const cpuShare = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
clearInterval(sampler);
sample();

clients.send({ type: 'stop', lastSeq });
const { report } = (await waitFor('report')) as { report: ClientsReport };
const delays = Float64Array.from(report.delaysMs).sort();
const internalSorted = Float64Array.from(internal).sort();
const figures = (sorted: Float64Array) =>
  `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`;
const expectedSteady = Object.entries(lastSeq).reduce((sum, [, last]) => sum + last * (STEADY / WORKSPACES), 0);
const usage = process.memoryUsage();

console.log(
  [
    '',
    `realtime bench (${withPostgres ? 'postgresHub' : 'in-process hub'}, ${seconds} s, Node ${process.version})`,
    `  events published:        ${published} (${WORKSPACES} workspaces × 1/s), ${report.steadyReceipts} steady receipts of ${expectedSteady} expected`,
    `  churn:                   ${report.churnConnections} joins and leaves, ${report.churnReceipts} receipts`,
    `  delay publish→receipt:   ${figures(delays)} over ${delays.length} receipts`,
    `  publish→frames written:  ${figures(internalSorted)} over ${internalSorted.length} events (in the server)`,
    `  lost / duplicated:       ${report.lost} / ${report.duplicated + report.churnDuplicated}`,
    `  server CPU:              ${(cpuShare * 100).toFixed(1)}% of one core; machine load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} on ${availableParallelism()} cores`,
    `  server memory:           RSS ${mb(usage.rss)} MB (peak ${mb(peakRss)}; ${mb(baseline.rss)} before the clients came), heap ${mb(usage.heapUsed)} MB (peak ${mb(peakHeap)}; ${mb(baseline.heapUsed)} before)`,
    '',
  ].join('\n'),
);

clients.kill();
await app.close();
await hub?.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
if (report.lost > 0 || report.duplicated + report.churnDuplicated > 0) process.exitCode = 1;
