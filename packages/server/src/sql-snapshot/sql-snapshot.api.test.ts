import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectRepositorySql, functionsWithoutCall, REPOSITORY_CALLS } from './sql-snapshot';
import { SQL_SNAPSHOT_DIR } from './sql-snapshot-dir';

describe('SQL snapshots (STYLE habit 5)', () => {
  it('has a sample call for every exported repository function', () => {
    for (const name of Object.keys(REPOSITORY_CALLS)) expect(functionsWithoutCall(name), name).toEqual([]);
  });

  it('matches the committed snapshot of every repository (run npm run sql:snapshot after changing SQL)', async () => {
    const current = await collectRepositorySql();
    for (const [repository, text] of Object.entries(current)) {
      expect(text).toContain('-- ');
      expect(readFileSync(join(SQL_SNAPSHOT_DIR, `${repository}.sql`), 'utf8'), repository).toBe(text);
    }
  });
});
