import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * Reads that the server repeats on every request (the session behind a cookie, a saved search being paged through)
 * can be kept between requests only while nothing else can have changed them. That holds for the embedded database
 * alone: a PGlite data directory belongs to one process, and PGlite runs one statement at a time, so every change
 * passes through this process's client. On PostgreSQL other server processes and the admin CLI write too, so nothing
 * is kept there (`writeCounterOf` answers null) and every read goes to the database as before.
 */

/**
 * Counts the statements that changed (or may have changed) data in one embedded database. The count moves when
 * such a statement has ended: PGlite runs one statement (or transaction) at a time, so a read that starts after that
 * sees the change, and a read that started before it is not kept (see `ReadCache.get`).
 */
export class WriteCounter {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  bump(): void {
    this.#value++;
  }
}

const counters = new WeakMap<Database, WriteCounter>();

/** The write counter of an embedded database, or null where other processes may write (PostgreSQL). */
export function writeCounterOf(db: Database): WriteCounter | null {
  return counters.get(db) ?? null;
}

/**
 * Whether a statement that ended with `result` (undefined when it failed) may have changed data. One SELECT never
 * does (a SELECT calling a function that writes would slip through; the schema has none). One INSERT, UPDATE or
 * DELETE did only when it reports changed rows: the job runner's periodic sweeps change nothing nearly always, and
 * must not end every kept read several times a second. Anything else (WITH …, several statements, DDL, TRUNCATE, a
 * failed statement) is taken as a change.
 */
function changedData(sql: unknown, result: unknown): boolean {
  if (typeof sql !== 'string' || sql.includes(';')) return true;
  if (/^[\s(]*select\b/i.test(sql)) return false;
  const rows = (result as { affectedRows?: unknown } | undefined)?.affectedRows;
  return !(/^\s*(insert|update|delete)\b/i.test(sql) && rows === 0);
}

/**
 * Makes `client` count its changes for the caches of `db`. Every query passes through `query`, `exec` or
 * `transaction` (drizzle's PGlite driver uses `query` and `transaction`; migrations use `exec`); statements inside a
 * transaction are counted by the transaction around them, and PGlite runs nothing else until it has ended.
 */
export function countWrites(db: Database, client: PGlite): void {
  const counter = new WriteCounter();
  // Typed loosely: PGlite's methods are overloaded and generic, and each keeps its own signature when reassigned.
  const counted =
    (run: (...args: never[]) => Promise<unknown>, changed: (first: unknown, result: unknown) => boolean) =>
    async (...args: never[]): Promise<unknown> => {
      let result: unknown;
      try {
        result = await run(...args);
        return result;
      } finally {
        if (changed(args[0], result)) counter.bump();
      }
    };
  client.query = counted(client.query.bind(client), changedData) as PGlite['query'];
  client.exec = counted(client.exec.bind(client), () => true) as PGlite['exec'];
  client.transaction = counted(client.transaction.bind(client), () => true) as PGlite['transaction'];
  counters.set(db, counter);
}

/**
 * Values read from the database, kept while no write has run since they were read (on the embedded database only).
 * A value read while a write was running is not kept. Kept values are frozen: callers share them.
 */
export class ReadCache<V extends object> {
  /** Per database: one process may hold several (tests start many servers). */
  readonly #byDatabase = new WeakMap<Database, Map<string, { value: V; generation: number }>>();

  constructor(
    /** Most values kept; the least recently used goes first. */
    private readonly maxEntries: number,
  ) {}

  async get(db: Database, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const counter = writeCounterOf(db);
    if (!counter) return load();
    let entries = this.#byDatabase.get(db);
    if (!entries) {
      entries = new Map();
      this.#byDatabase.set(db, entries);
    }
    const entry = entries.get(key);
    if (entry && entry.generation === counter.value) {
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    }
    const generation = counter.value;
    const value = await load();
    if (value === undefined || counter.value !== generation) {
      entries.delete(key);
      return value;
    }
    deepFreeze(value);
    entries.delete(key);
    entries.set(key, { value, generation });
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  }
}

/** Freezes a value and everything in it (Dates stay as they are), for values several callers share. */
export function deepFreeze(value: object): void {
  if (Object.isFrozen(value) || value instanceof Date) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') deepFreeze(inner);
}
