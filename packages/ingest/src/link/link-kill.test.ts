import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { expect, it } from 'vitest';
import { linkDifferences, storedLinks } from './link.test-support';
import { linkingUnfinished, relinkIndex } from './relink';

const SCRIPT = fileURLToPath(new URL('./link-kill.fixture.ts', import.meta.url));
const KILLS = 8;

/** Runs the fixture and SIGKILLs it as soon as it has printed `line` lines; resolves with the lines it printed. */
function killAtLine(args: readonly string[], line: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let partial = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      lines.push(...parts);
      if (lines.length >= line) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the child ended on its own (${signal}): ${err}`));
      else resolve(lines);
    });
  });
}

/** Opens a copy of the killed index as the next ingest would (relinking first if it must) and checks every link. */
async function checkRecovered(path: string, scratch: string): Promise<{ unfinished: boolean; documents: number }> {
  await rm(scratch, { recursive: true, force: true });
  await cp(path, scratch, { recursive: true });
  const directory = await FsDirectory.open(scratch);
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  const unfinished = linkingUnfinished(writer.committed.userData);
  if (unfinished) {
    await relinkIndex(directory, writer);
    await writer.commit({ ingest: 'complete' });
  }
  await writer.close();
  const stored = await storedLinks(directory);
  // Every member a document lists exists and lists the same family; every citing document exists.
  for (const [ucid, links] of stored) {
    for (const kind of ['simple-family-data', 'extended-family-data'] as const) {
      const family = links.familydata[kind]!;
      expect(family.publications.map((m) => m.ucid)).toContain(ucid);
      for (const member of family.publications) expect(stored.get(member.ucid)?.familydata[kind]?.id).toBe(family.id);
    }
    for (const citer of links.citedby) expect(stored.has(citer), `${ucid} cited by ${citer}`).toBe(true);
  }
  // And the links are exactly those of the whole corpus linked at once.
  expect(linkDifferences(stored)).toEqual([]);
  return { unfinished, documents: stored.size };
}

it(`an ingest SIGKILLed while linking or relinking leaves an index whose families are consistent (${KILLS} kills)`, async () => {
  const work = await mkdtemp(join(tmpdir(), 'link-kill-'));
  const path = join(work, 'index');
  const seed = Date.now() % 100_000;
  let completed = 0;
  let documents = 0;
  try {
    for (let kill = 0; kill < KILLS; kill++) {
      // Early kills land in the first chunks or in relinking at start; later ones anywhere in a few chunks.
      const line = 1 + (((seed * (kill + 7) * 2_654_435_761) >>> 0) % (20 + 25 * kill));
      const lines = await killAtLine([path, String(seed + kill)], line);
      completed += lines.filter((l) => l === 'complete').length;
      const state = await checkRecovered(path, join(work, 'check'));
      documents = state.documents;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  // The children did commit linked chunks between kills, so the kills hit an index with families to keep.
  expect(completed, `seed ${seed}`).toBeGreaterThan(0);
  expect(documents, `seed ${seed}`).toBeGreaterThan(20);
}, 60_000);
