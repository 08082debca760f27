import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTER, type EchoWorkerData, newCounters } from './echo-counters.fixture.ts';
import { PoolError, SearchPool } from './search-pool.ts';

// The worker module is TypeScript: these tests also prove that a pool started from Vitest can load one.
const WORKER = new URL('./echo-worker.fixture.ts', import.meta.url);

type Echo = { value: unknown; generation: number; threadId: number };
type Meeting = { threadId: number; generation: number };

const pools: SearchPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

async function startPool(size: number, data: Partial<EchoWorkerData> = {}) {
  const counters = newCounters();
  const workerData: EchoWorkerData = { counters: counters.buffer as SharedArrayBuffer, ...data };
  const pool = await SearchPool.start({ workerModule: WORKER, workerData, size });
  pools.push(pool);
  return { pool, counters };
}

/** Polls until `condition` holds; the bound only turns a broken pool into a failure instead of a hang. */
async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition never held');
    await sleep(2);
  }
}

describe('SearchPool', () => {
  it('answers every request with its own result', async () => {
    const { pool } = await startPool(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pool.run<{ value: number }, Echo>('echo', { value: i })),
    );
    expect(answers.map((answer) => answer.value)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // Both workers took part.
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
  });

  it('runs two requests at a time on two workers and queues the rest in order', async () => {
    const { pool, counters } = await startPool(2);
    const meetings = Array.from({ length: 6 }, () => pool.run<object, Meeting>('rendezvous', {}));
    expect(pool.busy).toBe(2);
    expect(pool.queued).toBe(4);
    // Each rendezvous returns only once a second one runs at the same time, so all six finishing proves pairs ran
    // concurrently; the pool never lets a third one in, which maxRunning records.
    const results = await Promise.all(meetings);
    expect(results).toHaveLength(6);
    expect(Atomics.load(counters, COUNTER.maxRunning)).toBe(2);
    expect(pool.busy).toBe(0);
    expect(pool.queued).toBe(0);
  });

  it('keeps the main event loop running while a worker spins', async () => {
    const { pool, counters } = await startPool(1);
    let answered = false;
    const spin = pool.run<{ ms: number }, { spunMs: number }>('spin', { ms: 300 }).then((result) => {
      answered = true;
      return result;
    });
    // The worker spins until this timer, on the main thread, has seen it spinning: the spin can only end if the
    // main event loop ran timers during it.
    let ticks = 0;
    let answeredBeforeAck = true;
    await new Promise<void>((resolve) => {
      const tick = () => {
        ticks++;
        if (Atomics.load(counters, COUNTER.spinning) === 1) {
          answeredBeforeAck = answered;
          Atomics.store(counters, COUNTER.spinAck, 1);
          resolve();
        } else setTimeout(tick, 1);
      };
      setTimeout(tick, 1);
    });
    const { spunMs } = await spin;
    expect(answeredBeforeAck).toBe(false);
    expect(ticks).toBeGreaterThan(0);
    expect(spunMs).toBeGreaterThanOrEqual(300);
  });

  it('replaces a crashed worker and fails only the request it was running', async () => {
    const { pool, counters } = await startPool(2);
    const held = pool.run<object, { generation: number }>('hold', {});
    await waitFor(() => Atomics.load(counters, COUNTER.held) === 1);

    const exited = pool.run('exit', { code: 3 });
    await expect(exited).rejects.toThrow(PoolError);
    await expect(exited).rejects.toMatchObject({
      code: 'POOL_WORKER_EXITED',
      message: 'search worker exited with code 3 while running "exit"',
    });

    const crashed = pool.run('crash', {});
    await expect(crashed).rejects.toMatchObject({
      code: 'POOL_WORKER_EXITED',
      message: 'search worker crashed (boom) while running "crash"',
    });

    // The request on the other worker was not disturbed.
    Atomics.store(counters, COUNTER.gate, 1);
    await expect(held).resolves.toEqual({ generation: 0 });

    // The pool runs two at a time again (the rendezvous waits in the queue for the replacement), on two new threads.
    const meetings = await Promise.all([
      pool.run<object, Meeting>('rendezvous', {}),
      pool.run<object, Meeting>('rendezvous', {}),
    ]);
    expect(new Set(meetings.map((meeting) => meeting.threadId)).size).toBe(2);
    expect(Atomics.load(counters, COUNTER.opens)).toBe(4);
  });

  it('turns errors thrown by a handler into rejections that keep name, message, code and span', async () => {
    const { pool, counters } = await startPool(1);
    const failed = pool.run('fail', { code: 'QUERY_UNKNOWN_HISTORY', message: 'no search #7' });
    await expect(failed).rejects.toMatchObject({
      name: 'EngineError',
      message: 'no search #7',
      code: 'QUERY_UNKNOWN_HISTORY',
      span: { start: 3, end: 7 },
    });
    await expect(failed).rejects.toSatisfy((error) => error instanceof Error && !(error instanceof PoolError));
    const unknown = pool.run('nope', {});
    await expect(unknown).rejects.toThrow(PoolError);
    await expect(unknown).rejects.toMatchObject({
      code: 'POOL_UNKNOWN_METHOD',
      message: 'search worker has no method "nope"',
    });
    await expect(pool.run('unclonable', {})).rejects.toMatchObject({ name: 'DataCloneError' });
    await expect(pool.run('echo', { value: () => 1 })).rejects.toMatchObject({ name: 'DataCloneError' });
    // None of that cost the worker its life.
    await expect(pool.run('echo', { value: 'still here' })).resolves.toMatchObject({ value: 'still here' });
    expect(Atomics.load(counters, COUNTER.opens)).toBe(1);
  });

  it('refreshes every worker', async () => {
    const { pool, counters } = await startPool(2);
    await pool.refresh({ generation: 1 });
    // Two concurrent rendezvous necessarily land on both workers.
    const meetings = await Promise.all([
      pool.run<object, Meeting>('rendezvous', {}),
      pool.run<object, Meeting>('rendezvous', {}),
    ]);
    expect(new Set(meetings.map((meeting) => meeting.threadId)).size).toBe(2);
    expect(meetings.map((meeting) => meeting.generation)).toEqual([1, 1]);
    await waitFor(() => Atomics.load(counters, COUNTER.releases) === 2);
  });

  it('lets a running request finish on the old view and releases that view after it', async () => {
    const { pool, counters } = await startPool(1);
    const held = pool.run<object, { generation: number }>('hold', {});
    await waitFor(() => Atomics.load(counters, COUNTER.held) === 1);
    await pool.refresh({ generation: 5 });
    expect(Atomics.load(counters, COUNTER.releases)).toBe(0);
    Atomics.store(counters, COUNTER.gate, 1);
    await expect(held).resolves.toEqual({ generation: 0 });
    await waitFor(() => Atomics.load(counters, COUNTER.releases) === 1);
    await expect(pool.run('echo', { value: 1 })).resolves.toMatchObject({ generation: 5 });
  });

  it('shares a buffer one worker published with the others and with a later one, and forgets it when unheld', async () => {
    const { pool } = await startPool(2);
    /** Runs `method` until the worker of `thread` (with −1: any worker not in `not`) has answered it. */
    const on = async <T extends { threadId: number }>(
      thread: number,
      method: string,
      request: unknown,
      not: readonly number[] = [],
    ): Promise<T> => {
      for (let i = 0; i < 20; i++) {
        const answer = await pool.run<unknown, T>(method, request);
        if (thread >= 0 ? answer.threadId === thread : !not.includes(answer.threadId)) return answer;
      }
      throw new Error(`thread ${thread} never answered ${method}`);
    };
    // Both workers hold group g (calls one after another take turns between free workers).
    const first = await pool.run<unknown, { threadId: number }>('holdShared', { group: 'g' });
    const second = await on<{ threadId: number }>(-1, 'holdShared', { group: 'g' }, [first.threadId]);
    expect(pool.shared.groups).toEqual(['g']);

    type Published = { threadId: number; buffer: SharedArrayBuffer };
    const published = await on<Published>(first.threadId, 'publishShared', { group: 'g', name: 'a', value: 7 });
    expect(pool.shared).toMatchObject({ buffers: 1, bytes: 4 });
    // The other worker has the same memory: what this thread writes through its copy, that worker reads.
    const view = new Int32Array(published.buffer);
    expect(view[0]).toBe(7);
    view[0] = 8;
    type Peeked = { threadId: number; buffer: SharedArrayBuffer | undefined };
    const peeked = await on<Peeked>(second.threadId, 'peekShared', { group: 'g', name: 'a' });
    expect(new Int32Array(peeked.buffer!)[0]).toBe(8);
    // A second publication of the name keeps the first: the worker is answered with the buffer in use.
    const again = await on<Published>(second.threadId, 'publishShared', { group: 'g', name: 'a', value: 9 });
    expect(new Int32Array(again.buffer)[0]).toBe(8);
    expect(pool.shared).toMatchObject({ buffers: 1, bytes: 4 });

    // A worker started later (replacing one that exited) starts with the buffers of groups still held.
    await expect(pool.run('exit', { code: 1 })).rejects.toMatchObject({ code: 'POOL_WORKER_EXITED' });
    await waitFor(() => pool.workers === 2);
    const old = [first.threadId, second.threadId];
    const late = await on<Peeked>(-1, 'peekShared', { group: 'g', name: 'a' }, old);
    view[0] = 10;
    expect(new Int32Array(late.buffer!)[0]).toBe(10);
    expect(pool.shared.groups).toEqual(['g']);

    // Once the last worker holding g lets go, the pool forgets it and tells the workers to.
    const survivor = await on<{ threadId: number }>(-1, 'echo', { value: 0 }, [late.threadId]);
    expect(old).toContain(survivor.threadId);
    await on(survivor.threadId, 'holdShared', { group: 'g', release: true });
    expect(pool.shared).toEqual({ groups: [], buffers: 0, bytes: 0 });
    await waitFor(
      async () => (await on<Peeked>(late.threadId, 'peekShared', { group: 'g', name: 'a' })).buffer === undefined,
    );
  }, 30_000);

  it('gives a replacement worker the latest refresh', async () => {
    const { pool } = await startPool(1);
    await pool.refresh({ generation: 9 });
    await expect(pool.run('exit', { code: 1 })).rejects.toMatchObject({ code: 'POOL_WORKER_EXITED' });
    await expect(pool.run('echo', { value: 1 })).resolves.toMatchObject({ generation: 9 });
  });

  it('drops an aborted request from the queue and ignores the answer of an aborted running one', async () => {
    const { pool, counters } = await startPool(1);
    const holding = new AbortController();
    const held = pool.run('hold', {}, { signal: holding.signal });
    await waitFor(() => Atomics.load(counters, COUNTER.held) === 1);

    const waiting = new AbortController();
    const queued = pool.run('echo', { value: 1 }, { signal: waiting.signal });
    expect(pool.queued).toBe(1);
    waiting.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    expect(pool.queued).toBe(0);

    holding.abort(new Error('user went away'));
    await expect(held).rejects.toThrow('user went away');
    // The worker cannot be interrupted: it is still busy with the held request.
    expect(pool.busy).toBe(1);
    Atomics.store(counters, COUNTER.gate, 1);
    await waitFor(() => pool.busy === 0);
    await expect(pool.run('echo', { value: 2 })).resolves.toMatchObject({ value: 2 });
    await expect(pool.run('echo', {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('raises the cancel flag of an aborted running request, so its worker stops and is free again', async () => {
    const { pool, counters } = await startPool(1);
    const abandon = new AbortController();
    const running = pool.run('busyUntilCancelled', {}, { signal: abandon.signal });
    await waitFor(() => Atomics.load(counters, COUNTER.cancellable) === 1);
    abandon.abort(new Error('the client left'));
    await expect(running).rejects.toThrow('the client left');
    // The only worker was spinning without ever yielding: this answers only because it saw the flag and stopped.
    await expect(pool.run('echo', { value: 3 })).resolves.toMatchObject({ value: 3 });
    expect(Atomics.load(counters, COUNTER.cancelSeen)).toBe(1);
    // The flag is down again for the next request: this one runs until it is cancelled itself.
    const next = new AbortController();
    const second = pool.run('busyUntilCancelled', {}, { signal: next.signal });
    await waitFor(() => Atomics.load(counters, COUNTER.cancellable) === 2);
    expect(Atomics.load(counters, COUNTER.cancelSeen)).toBe(1);
    next.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => Atomics.load(counters, COUNTER.cancelSeen) === 2);
  });

  it('never lets one owner hold every worker while another owner waits', async () => {
    const { pool, counters } = await startPool(2);
    const slow = Array.from({ length: 4 }, () => pool.run<object, unknown>('hold', {}, { owner: 'mallory' }));
    await waitFor(() => Atomics.load(counters, COUNTER.held) === 1);
    // Mallory's other requests wait although a worker is free: it is kept for somebody else.
    expect(pool.busy).toBe(1);
    expect(pool.queued).toBe(3);
    await expect(pool.run('echo', { value: 'alice' }, { owner: 'alice' })).resolves.toMatchObject({ value: 'alice' });
    expect(Atomics.load(counters, COUNTER.held)).toBe(1);
    Atomics.store(counters, COUNTER.gate, 1);
    await Promise.all(slow);
  });

  it('lets owners take turns rather than serving the queue in arrival order', async () => {
    const { pool, counters } = await startPool(1);
    const order: string[] = [];
    const ask = (owner: string, value: string) =>
      pool.run<{ value: string }, Echo>('echo', { value }, { owner }).then((answer) => {
        order.push(answer.value as string);
      });
    const first = pool.run('hold', {}, { owner: 'mallory' });
    await waitFor(() => Atomics.load(counters, COUNTER.held) === 1);
    const asked = [ask('mallory', 'm1'), ask('mallory', 'm2'), ask('mallory', 'm3'), ask('alice', 'a1')];
    Atomics.store(counters, COUNTER.gate, 1);
    await Promise.all([first, ...asked]);
    // Mallory had the last turn, so Alice's request goes before Mallory's others.
    expect(order).toEqual(['a1', 'm1', 'm2', 'm3']);
  });

  it('rejects queued and running requests when closed', async () => {
    const { pool, counters } = await startPool(1);
    const held = pool.run('hold', {});
    await waitFor(() => Atomics.load(counters, COUNTER.held) === 1);
    // Settled outcomes are taken before closing, since close() rejects them at once.
    const outcomes = Promise.allSettled([held, pool.run('echo', { value: 1 }), pool.run('echo', { value: 2 })]);
    await pool.close();
    const reasons = (await outcomes).map((outcome) => (outcome.status === 'rejected' ? outcome.reason : outcome));
    expect(reasons).toMatchObject([
      { code: 'POOL_CLOSED', message: 'search pool closed while "hold" was running' },
      { code: 'POOL_CLOSED', message: 'search pool closed before "echo" ran' },
      { code: 'POOL_CLOSED', message: 'search pool closed before "echo" ran' },
    ]);
    await expect(pool.run('echo', {})).rejects.toMatchObject({ code: 'POOL_CLOSED' });
    await expect(pool.refresh()).rejects.toMatchObject({ code: 'POOL_CLOSED' });
    await pool.close();
  });

  it('fails to start when a worker cannot open, with the error open threw', async () => {
    const counters = newCounters();
    const start = SearchPool.start({
      workerModule: WORKER,
      workerData: { counters: counters.buffer, failOpenAt: 2 },
      size: 2,
    });
    await expect(start).rejects.toMatchObject({ name: 'EngineError', code: 'INDEX_CORRUPT' });
  });

  it('fails to start when the worker module cannot be loaded', async () => {
    const start = SearchPool.start({ workerModule: new URL('./missing.fixture.ts', import.meta.url), workerData: 0 });
    await expect(start).rejects.toMatchObject({ code: 'POOL_WORKER_START_FAILED' });
    await expect(start).rejects.toThrow(/missing\.fixture\.ts/);
  });

  it('leaves a slot empty when its replacement cannot open, and tries it again on refresh', async () => {
    const { pool, counters } = await startPool(2, { failOpenAt: 3 });
    await expect(pool.run('exit', { code: 1 })).rejects.toMatchObject({ code: 'POOL_WORKER_EXITED' });
    await waitFor(() => Atomics.load(counters, COUNTER.opens) === 3);
    // The remaining worker still serves.
    await expect(pool.run('echo', { value: 1 })).resolves.toMatchObject({ value: 1 });
    expect(pool.workers).toBe(1);
    // Refreshing until the failed replacement has exited and its slot is started afresh (open #4 succeeds).
    await waitFor(async () => {
      await pool.refresh({ generation: 2 });
      return pool.workers === 2;
    });
    const meetings = await Promise.all([
      pool.run<object, Meeting>('rendezvous', {}),
      pool.run<object, Meeting>('rendezvous', {}),
    ]);
    expect(meetings.map((meeting) => meeting.generation)).toEqual([2, 2]);
  });
});
