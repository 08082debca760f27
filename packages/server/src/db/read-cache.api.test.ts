import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { ReadCache, writeCounterOf } from './read-cache';
import { users } from './schema';

let database: TestDatabase;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db, { firstName: 'Ada Reader' })).id;
});
afterAll(() => database.close());

/** On PostgreSQL nothing is kept, so every get reads: the expected number of reads is the second figure there. */
const reads = (embedded: number, postgres: number) => (database.driver === 'postgres' ? postgres : embedded);

/** A cache over the user's name, with the number of times it went to the database. */
function namesCache(maxEntries = 100) {
  const cache = new ReadCache<{ name: string }>(maxEntries);
  let loads = 0;
  const load = async (id = userId) => {
    loads++;
    const [row] = await database.db.select({ name: users.firstName }).from(users).where(eq(users.id, id));
    return row;
  };
  return {
    get: (id = userId) => cache.get(database.db, String(id), () => load(id)),
    loads: () => loads,
    cache,
    load,
  };
}

const rename = (name: string) => database.db.update(users).set({ firstName: name }).where(eq(users.id, userId));

describe('ReadCache', () => {
  it('keeps a read until the next write, then reads again', async () => {
    const names = namesCache();
    expect(await names.get()).toEqual({ name: 'Ada Reader' });
    expect(await names.get()).toEqual({ name: 'Ada Reader' });
    expect(names.loads()).toBe(reads(1, 2));
    await rename('Ada Writer');
    expect(await names.get()).toEqual({ name: 'Ada Writer' });
    expect(names.loads()).toBe(reads(2, 3));
    await rename('Ada Reader');
  });

  it('keeps what was read across an UPDATE or DELETE that changes no row (the job runner sweeps so)', async () => {
    const names = namesCache();
    await names.get();
    await database.db.update(users).set({ firstName: 'Nobody' }).where(eq(users.id, -1));
    await database.db.delete(users).where(eq(users.id, -1));
    expect(await names.get()).toEqual({ name: 'Ada Reader' });
    expect(names.loads()).toBe(reads(1, 2));
    await database.db.update(users).set({ lastName: 'Changed' }).where(eq(users.id, userId));
    await names.get();
    expect(names.loads()).toBe(reads(2, 3));
  });

  it('a statement that reports no rows though it changes data (TRUNCATE) ends what was kept', async () => {
    await database.db.execute(sql`create table read_cache_scratch (x integer)`);
    await database.db.execute(sql`insert into read_cache_scratch values (1)`);
    const cache = new ReadCache<{ count: number }>(10);
    let loads = 0;
    const count = () =>
      cache.get(database.db, 'scratch', async () => {
        loads++;
        const result = await database.db.execute(sql`select count(*)::int as count from read_cache_scratch`);
        return { count: Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count) };
      });
    expect(await count()).toEqual({ count: 1 });
    await database.db.execute(sql`truncate read_cache_scratch`);
    expect(await count()).toEqual({ count: 0 });
    expect(loads).toBe(2);
  });

  it('a transaction, a multi-statement exec and a failed write each end what was kept', async () => {
    const names = namesCache();
    await names.get();
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'In a transaction' }).where(eq(users.id, userId));
    });
    expect(await names.get()).toEqual({ name: 'In a transaction' });
    expect(names.loads()).toBe(2);

    if (database.connection.driver === 'pglite') {
      await database.connection.client.exec(`update users set first_name = 'By exec' where id = ${userId}`);
    } else {
      await database.db.execute(sql`update users set first_name = 'By exec' where id = ${userId}`);
    }
    expect(await names.get()).toEqual({ name: 'By exec' });
    expect(names.loads()).toBe(3);

    // A statement that fails may still have done part of its work before the error: taken as a write.
    await expect(database.db.execute(sql`update users set id = null where id = ${userId}`)).rejects.toThrow();
    await names.get();
    expect(names.loads()).toBe(4);
    await rename('Ada Reader');
  });

  it('does not keep a value read while a write ran', async () => {
    const names = namesCache();
    const racing = new ReadCache<{ name: string }>(10);
    const first = await racing.get(database.db, 'k', async () => {
      const row = await names.load();
      await rename('Changed meanwhile');
      return row;
    });
    expect(first).toEqual({ name: 'Ada Reader' });
    let loads = 0;
    const second = await racing.get(database.db, 'k', async () => {
      loads++;
      return names.load();
    });
    expect(loads).toBe(1); // on both drivers: the value read meanwhile was not kept
    expect(second).toEqual({ name: 'Changed meanwhile' });
    await rename('Ada Reader');
  });

  it('freezes what it keeps and drops the least recently used', async () => {
    const other = (await createUser(database.db, { firstName: 'Bo Second' })).id;
    const third = (await createUser(database.db, { firstName: 'Cy Third' })).id;
    const names = namesCache(2);
    const kept = await names.get();
    // Kept values are shared between requests, so they are frozen; on PostgreSQL each caller gets its own.
    expect(Object.isFrozen(kept)).toBe(database.driver !== 'postgres');
    await names.get(other);
    await names.get(); // the first is now the most recently used
    await names.get(third); // drops `other`
    expect(names.loads()).toBe(reads(3, 4));
    await names.get();
    await names.get(third);
    expect(names.loads()).toBe(reads(3, 6));
    await names.get(other);
    expect(names.loads()).toBe(reads(4, 7));
  });

  it('keeps nothing where other processes may write (PostgreSQL), and reads every time there', async () => {
    const names = namesCache();
    await names.get();
    await names.get();
    if (database.driver === 'postgres') {
      expect(writeCounterOf(database.db)).toBeNull();
      expect(names.loads()).toBe(2);
    } else {
      expect(writeCounterOf(database.db)).not.toBeNull();
      expect(names.loads()).toBe(1);
    }
  });

  it('keeps each database apart: the same key on another database is read there', async () => {
    const another = await createTestDatabase();
    try {
      const otherId = (await createUser(another.db, { firstName: 'Elsewhere' })).id;
      const cache = new ReadCache<{ name: string }>(10);
      const read = (db: TestDatabase['db'], id: number) => async () =>
        (await db.select({ name: users.firstName }).from(users).where(eq(users.id, id)))[0];
      await cache.get(database.db, 'same', read(database.db, userId));
      expect(await cache.get(another.db, 'same', read(another.db, otherId))).toEqual({ name: 'Elsewhere' });
    } finally {
      await another.close();
    }
  });
});
