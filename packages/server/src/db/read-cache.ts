import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * Reads that the server repeats on every request (the session behind a cookie, a saved search being paged through)
 * can be kept between requests only while nothing else can have changed them. That holds for the embedded database
 * alone: a PGlite data directory belongs to one process, and PGlite runs one statement at a time, so every change
 * passes through this process's client. On PostgreSQL other server processes and the admin CLI write too, so nothing
 * is kept there (`writeCounterOf` answers null) and every read goes to the database as before.
 */

/** Counts the statements that may change data, run through one embedded database. */
export class WriteCounter {
  #value = 0;

  /** Moves on before a statement that may write starts and again when it has ended. */
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
 * A statement is taken as read-only only when it is one SELECT; anything else (INSERT, UPDATE, DELETE, WITH …,
 * several statements, DDL, a transaction) counts as a write. A SELECT calling a function that writes would slip
 * through; the schema has none.
 */
function mayWrite(sql: string): boolean {
  return !/^[\s(]*select\b/i.test(sql) || sql.includes(';');
}

/**
 * Makes `client` count its writes for the caches of `db`. Every query passes through `query`, `exec` or `transaction`
 * (drizzle's PGlite driver uses `query` and `transaction`; migrations use `exec`); statements inside a transaction
 * are counted by the transaction around them, and PGlite runs nothing else until it has ended.
 */
export function countWrites(db: Database, client: PGlite): void {
  const counter = new WriteCounter();
  // Typed loosely: PGlite's methods are overloaded and generic, and each keeps its own signature when reassigned.
  const around =
    (run: (...args: never[]) => Promise<unknown>, writes: (sql: unknown) => boolean) =>
    async (...args: never[]): Promise<unknown> => {
      if (!writes(args[0])) return run(...args);
      counter.bump();
      try {
        return await run(...args);
      } finally {
        counter.bump();
      }
    };
  client.query = around(
    client.query.bind(client),
    (sql) => typeof sql !== 'string' || mayWrite(sql),
  ) as PGlite['query'];
  client.exec = around(client.exec.bind(client), () => true) as PGlite['exec'];
  client.transaction = around(client.transaction.bind(client), () => true) as PGlite['transaction'];
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

function deepFreeze(value: object): void {
  if (Object.isFrozen(value) || value instanceof Date) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') deepFreeze(inner);
}
