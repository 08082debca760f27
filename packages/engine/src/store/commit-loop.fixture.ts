// Child process of crash-kill.test.ts: commits forever into the directory given as argv[2], printing each commit's
// sequence number once writeCommit has returned. The test SIGKILLs it at random moments and checks what survives.
// Run with `node --import tsx commit-loop.fixture.ts <dir>`.

import { randomBytes, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { writeFileDurably } from './directory.ts';
import { FsDirectory } from './fs-directory.ts';
import { readCommitted, removeUnreferenced, type SegmentEntry, writeCommit } from './manifest.ts';

const dir = await FsDirectory.open(process.argv[2]!);
let state = await readCommitted(dir);
let seq = Number(state.userData.seq ?? 0);
await removeUnreferenced(dir, state);
process.stdout.write('ready\n');

for (;;) {
  seq++;
  const files: string[] = [];
  const sums: string[] = [];
  for (let i = 0; i < 3; i++) {
    const name = `_${seq.toString(36)}_${i}.bin`;
    const bytes = randomBytes(randomInt(1, 48 * 1024));
    await writeFileDurably(dir, name, bytes);
    files.push(name);
    sums.push(`${name}:${crc32(bytes)}`);
  }
  // Keep the previous segment alive too, so old files must survive cleanup while new ones appear.
  const segments: SegmentEntry[] = [
    ...state.segments.slice(-1),
    { name: `_${seq.toString(36)}`, docCount: 3, delGen: 0, delCount: 0, files },
  ];
  const previousSums = String(state.userData.sums ?? '')
    .split(',')
    .filter((s) => segments.some((seg) => seg.files.some((f) => s.startsWith(`${f}:`))));
  state = await writeCommit(dir, { segments, userData: { seq, sums: [...previousSums, ...sums].join(',') } });
  process.stdout.write(`${seq}\n`);
  await removeUnreferenced(dir, state);
}
