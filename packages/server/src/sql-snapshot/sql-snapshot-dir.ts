import { fileURLToPath } from 'node:url';

/** Where the repositories' SQL snapshots live: packages/server/queries. */
export const SQL_SNAPSHOT_DIR = fileURLToPath(new URL('../../queries', import.meta.url));
