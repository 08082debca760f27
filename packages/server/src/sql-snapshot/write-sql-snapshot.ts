// `npm run sql:snapshot`: writes packages/server/queries/<repository>.sql from the repositories' SQL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectRepositorySql } from './sql-snapshot';
import { SQL_SNAPSHOT_DIR } from './sql-snapshot-dir';

mkdirSync(SQL_SNAPSHOT_DIR, { recursive: true });
for (const [repository, text] of Object.entries(await collectRepositorySql())) {
  writeFileSync(join(SQL_SNAPSHOT_DIR, `${repository}.sql`), text);
  console.log(`wrote queries/${repository}.sql`);
}
