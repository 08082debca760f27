import { join } from 'node:path';

/** Where the patent index lives in the data dir (the server, the ingest command and the demo corpus agree). */
export function patentIndexPath(dataDir: string): string {
  return join(dataDir, 'index', 'patents');
}
