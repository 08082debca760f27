// A whole server in its own process (startServer: its own pool, its own job runner polling the queue, the hourly
// alerts-due schedule), for the test proving that two servers on one PostgreSQL run each alert once per period
// (alert-schedule.processes.api.test.ts). Its clock is the parent's, so both servers see the same hour: `clock`
// sets it and wakes the runner; `enqueue-due` takes the scheduler's step at once, so the two race for the same
// periods outside the schedule's own once-per-hour job too; `stop` closes the server.

import { startServer } from '../../server';
import { enqueueDueAlerts } from './alert-runs.service';

export type AlertServerMessage = { type: 'clock'; now: string } | { type: 'enqueue-due' } | { type: 'stop' };
export type AlertServerAnswer =
  | { type: 'ready' }
  | { type: 'clock-set' }
  | { type: 'enqueued'; count: number }
  | { type: 'stopped' };

const [databaseUrl, dataDir, secret, startAt] = process.argv.slice(2);
if (!databaseUrl || !dataDir || !secret || !startAt) {
  throw new Error('usage: alert-server-process-test-support.ts <postgres url> <data dir> <secret> <start time>');
}
let current = new Date(startAt);
const server = await startServer({
  databaseUrl,
  dataDir,
  sessionSecret: secret,
  port: 0,
  host: '127.0.0.1',
  publicUrl: 'http://localhost:3000',
  webDistDir: null,
  logLevel: 'silent',
  now: () => current,
});
const ctx = server.app.ctx;

const reply = (message: AlertServerAnswer) => process.send?.(message);

process.on('message', (message: AlertServerMessage) => {
  switch (message.type) {
    case 'clock':
      current = new Date(message.now);
      ctx.jobs.wake();
      reply({ type: 'clock-set' });
      break;
    case 'enqueue-due':
      void enqueueDueAlerts(ctx, ctx.now()).then((count) => reply({ type: 'enqueued', count }));
      break;
    case 'stop':
      void server.close().then(() => {
        reply({ type: 'stopped' });
        process.disconnect();
      });
      break;
  }
});
reply({ type: 'ready' });
