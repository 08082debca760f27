import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsDirectory, IndexWriter, PATENT_SCHEMA, readCommitted } from '@app/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestPaths } from '../ingest';
import { linkDifferences, storedLinks } from '../link/link.test-support';
import { DATA } from '../readers/reader-test-support';

// The real ingest SIGKILLed at random moments (reading and merging into the spool, linking, writing, committing):
// the index reopens at its last commit, every family and forward citation in it consistent, and ingesting the same
// files again to the end gives exactly what one uninterrupted ingest gives.

const SCRIPT = fileURLToPath(new URL('./ingest-kill.fixture.ts', import.meta.url));
const FILES = ['epo-ops', 'epo-docdb', 'ep-fulltext/go-epo-eps/grant'].map((folder) => join(DATA, folder));
const CHUNK = 30;
/** Two chunks a batch: commits come between reads, so kills land after several different commits. */
const BATCH = 60;
const KILLS = 6;

/** Runs the fixture and SIGKILLs it once it has printed `line` lines; resolves with how many it printed. */
function killAtLine(index: string, line: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, index, String(CHUNK), String(BATCH), ...FILES], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lines = 0;
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      lines += chunk.split('\n').length - 1;
      if (lines >= line) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' || code === 0) resolve(lines);
      else reject(new Error(`the ingest failed (${code}): ${err}`));
    });
  });
}

/** Every live document's links and stored record, for comparing two indexes. */
async function contents(path: string) {
  const directory = await FsDirectory.open(path);
  const links = await storedLinks(directory);
  return { links, committed: await readCommitted(directory) };
}

let work: string;
let reference: Awaited<ReturnType<typeof contents>>;
let progressLines = 0;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ingest-kill-'));
  const path = join(work, 'reference');
  const directory = await FsDirectory.open(path);
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  await ingestPaths(FILES, {
    writer,
    directory,
    chunkSize: CHUNK,
    batchSize: BATCH,
    onProgress: () => progressLines++,
  });
  await writer.close();
  reference = await contents(path);
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

it(`an ingest SIGKILLed ${KILLS} times reopens at its last commit with consistent families, and finishes exactly`, async () => {
  const path = join(work, 'killed');
  const seed = Date.now() % 100_000;
  const generations = new Set<number>();
  for (let kill = 0; kill < KILLS; kill++) {
    // Spread over the whole run (the k-th of KILLS at about k/(KILLS+1) of it), each moved by a seeded jitter of up
    // to a quarter of the spacing: the kills land in reading, linking, writing and committing alike, and later ones
    // after commits, so they cannot all fall before the first commit.
    const spacing = progressLines / (KILLS + 1);
    const jitter = ((((seed * (kill + 3) * 2_654_435_761) >>> 0) % 1000) / 1000 - 0.5) * (spacing / 2);
    const line = Math.max(1, Math.round((kill + 1) * spacing + jitter));
    await killAtLine(path, line);
    const { links, committed } = await contents(path);
    generations.add(committed.generation);
    // A chunk and its links are one commit: what is committed is complete, never half-linked.
    if (committed.generation > 0) expect(committed.userData.ingest, `seed ${seed}`).toBe('complete');
    expect(linkDifferences(links), `seed ${seed}, kill ${kill} at line ${line}`).toEqual([]);
  }
  // Ingest the same files once more, to the end: the merged records and their links are those of one clean run.
  await killAtLine(path, Number.POSITIVE_INFINITY);
  const finished = await contents(path);
  expect([...finished.links.keys()].sort()).toEqual([...reference.links.keys()].sort());
  for (const [ucid, links] of reference.links) {
    const got = finished.links.get(ucid)!;
    expect([got.familydata, got.citedby, got.slice], ucid).toEqual([links.familydata, links.citedby, links.slice]);
  }
  expect(generations.size, `seed ${seed}: the kills landed at different commits`).toBeGreaterThan(1);
}, 240_000);
