import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { expect, it } from 'vitest';
import { FsDirectory } from './fs-directory.ts';
import { runAndKill } from './kill-child.test-support.ts';
import { readCommitted } from './manifest.ts';

const SCRIPT = fileURLToPath(new URL('./commit-loop.fixture.ts', import.meta.url));
const KILLS_PER_LANE = 11;
const LANES = 2;

async function lane(): Promise<void> {
  const path = await mkdtemp(join(tmpdir(), 'engine-kill-'));
  let committed = 0;
  try {
    for (let kill = 0; kill < KILLS_PER_LANE; kill++) {
      // Every third run is killed before its first commit is printed, the others after one or two, so the kills
      // hit a busy writer however busy the machine is.
      const printed = await runAndKill(SCRIPT, [path], 150, kill % 3);
      const lastPrinted = printed.length > 0 ? printed[printed.length - 1]! : committed;
      const dir = await FsDirectory.open(path);
      const state = await readCommitted(dir);
      const seq = Number(state.userData.seq ?? 0);
      // The kill may land after CURRENT was replaced but before the number was printed: one more is allowed.
      expect(seq).toBeGreaterThanOrEqual(lastPrinted);
      expect(seq).toBeLessThanOrEqual(lastPrinted + 1);
      const sums = new Map(
        String(state.userData.sums ?? '')
          .split(',')
          .filter(Boolean)
          .map((entry) => entry.split(':') as [string, string]),
      );
      for (const segment of state.segments) {
        for (const file of segment.files) expect(crc32(await dir.readFile(file))).toBe(Number(sums.get(file)));
      }
      committed = seq;
    }
  } finally {
    await rm(path, { recursive: true, force: true });
  }
}

it(`a SIGKILLed committer always leaves exactly its last commit (${LANES * KILLS_PER_LANE} kills)`, async () => {
  await Promise.all(Array.from({ length: LANES }, lane));
}, 120_000);
