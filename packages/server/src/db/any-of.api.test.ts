import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSearchesByIndexes, insertSearch } from '../features/search/searches.repository';
import { buildTestApp, type TestApp } from '../test/build-app';
import { createUser } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await t?.close();
});

describe('anyOf', () => {
  it('matches a list longer than PostgreSQL allows parameters in one statement', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++)
      await insertSearch(t.db, { userId: user.id, query: `TI=w${i}`, type: 'commandline', createdAt: new Date() });
    const numbers = Array.from({ length: 100_000 }, (_, i) => 100_000 - i);
    const rows = await getSearchesByIndexes(t.db, user.id, numbers);
    expect(rows.map((r) => [r.queryIndex, r.query])).toEqual([
      [1, 'TI=w0'],
      [2, 'TI=w1'],
      [3, 'TI=w2'],
    ]);
    expect(await getSearchesByIndexes(t.db, user.id, [2, 9])).toHaveLength(1);
  });
});
