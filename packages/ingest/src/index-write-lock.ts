// One writer at a time per patent index, across processes: the demo corpus child, `npm run ingest` and the server's
// ingest jobs all write through an IndexWriter, and two writers on one directory would delete each other's files.
// The lock is a file beside the index (not inside it: opening a writer removes files no commit references) holding
// the owner's pid, created with O_EXCL. A lock whose process is gone (killed, crashed) is stale and taken over.

import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { patentIndexPath } from './index-path';

/** Thrown when another live process holds the lock; `pid` says which. */
export class IndexBusyError extends Error {
  constructor(readonly pid: number) {
    super(`The patent index is being written by another process (pid ${pid}); try again when it has finished.`);
    this.name = 'IndexBusyError';
  }
}

/** Exit code of `ingest-cli --json` when another process is writing the index (the server's job retries later). */
export const EXIT_INDEX_BUSY = 3;
/** Exit code of the ingest command when it read no document: a failure, and the index is unchanged. */
export const EXIT_NOTHING_READ = 4;

export type IndexWriteLock = { release(): Promise<void> };

export function indexWriteLockPath(dataDir: string): string {
  return `${patentIndexPath(dataDir)}.write.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the write lock of the data dir's patent index, or throws `IndexBusyError` (also when this process holds it). */
export async function acquireIndexWriteLock(dataDir: string, pid = process.pid): Promise<IndexWriteLock> {
  const path = indexWriteLockPath(dataDir);
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(`${pid}\n`);
      await handle.close();
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          await unlink(path).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new IndexBusyError(owner);
    // Stale (or unreadable half-written) lock: remove it and try again; a racing taker loses on O_EXCL.
    await unlink(path).catch(() => {});
  }
  throw new Error(`Could not take the patent index write lock at ${path}.`);
}
