// A job runner alone in its process, for the test proving that schedules enqueue once per period across server
// processes on one PostgreSQL (job-schedules.processes.api.test.ts). Its clock is the parent's: a `tick` message
// sets it and drains the queue, so both processes poll the same period at the same moment; `stop` ends it.

import Fastify from 'fastify';
import { openDatabase } from '../db/client';
import { JobRunner } from './job-runner';

export type ChildMessage = { type: 'tick'; now: string } | { type: 'stop' };
export type ParentMessage = { type: 'ready' } | { type: 'ticked'; started: number } | { type: 'stopped' };

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: schedule-runner.child.ts <postgres url>');
const connection = await openDatabase({ databaseUrl, maxConnections: 2 });
let current = new Date(0);
const runner = new JobRunner({
  db: connection.db,
  now: () => current,
  logger: Fastify({ logger: false }).log,
  handlers: { tick: async () => ({ ranBy: process.pid }) },
  schedules: [{ name: 'every-minute', cron: '* * * * *', kind: 'tick' }],
});

const reply = (message: ParentMessage) => process.send?.(message);

process.on('message', (message: ChildMessage) => {
  if (message.type === 'tick') {
    current = new Date(message.now);
    void runner.drain().then((started) => reply({ type: 'ticked', started }));
  } else {
    void runner
      .stop()
      .then(() => connection.close())
      .then(() => {
        reply({ type: 'stopped' });
        process.disconnect();
      });
  }
});
reply({ type: 'ready' });
