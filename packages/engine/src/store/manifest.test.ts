import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Directory, FileOutput } from './directory.ts';
import { writeFileDurably } from './directory.ts';
import {
  type CommitState,
  type CommittedState,
  manifestFileName,
  readCommitted,
  removeUnreferenced,
  writeCommit,
} from './manifest.ts';
import { MemoryDirectory } from './memory-directory.ts';

class CrashError extends Error {}

/** Wraps a directory and "loses power" (throws) at mutating step number `limit`, counting from 0. */
class CrashingDirectory implements Directory {
  steps = 0;
  constructor(
    readonly inner: MemoryDirectory,
    readonly limit: number,
  ) {}
  private step(): void {
    if (this.steps++ >= this.limit) throw new CrashError('crash');
  }
  list = () => this.inner.list();
  readFile = (name: string) => this.inner.readFile(name);
  openInput = (name: string) => this.inner.openInput(name);
  openSource = (name: string) => this.inner.openSource(name);
  exists = (name: string) => this.inner.exists(name);
  async createOutput(name: string): Promise<FileOutput> {
    this.step();
    const out = await this.inner.createOutput(name);
    return {
      get length() {
        return out.length;
      },
      write: async (chunk) => {
        this.step();
        await out.write(chunk);
      },
      sync: async () => {
        this.step();
        await out.sync();
      },
      close: async () => {
        this.step();
        await out.close();
      },
    };
  }
  async atomicWrite(name: string, data: Uint8Array): Promise<void> {
    this.step();
    await this.inner.atomicWrite(name, data);
  }
  async delete(name: string): Promise<void> {
    this.step();
    await this.inner.delete(name);
  }
  async syncDirectory(): Promise<void> {
    this.step();
    await this.inner.syncDirectory();
  }
}

const segment = (name: string, files: string[]) => ({ name, docCount: 10, delGen: 0, delCount: 0, files });
const bytesOf = (name: string) => new TextEncoder().encode(`content of ${name}`.repeat(50));

/** One commit the way an index writer makes it: segment files written and fsynced, then the manifest. */
async function commitWithFiles(dir: Directory, state: CommitState): Promise<CommittedState> {
  for (const s of state.segments) {
    for (const f of s.files) if (!(await dir.exists(f))) await writeFileDurably(dir, f, bytesOf(f));
  }
  const committed = await writeCommit(dir, state);
  await removeUnreferenced(dir, committed);
  return committed;
}

async function expectIntact(dir: Directory, state: CommittedState): Promise<void> {
  for (const s of state.segments) for (const f of s.files) expect(await dir.readFile(f)).toEqual(bytesOf(f));
}

const first: CommitState = { segments: [segment('_0', ['_0.pst', '_0.tdx'])], userData: { seq: 1 } };
const second: CommitState = {
  segments: [{ ...segment('_0', ['_0.pst', '_0.tdx']), delGen: 1, delCount: 2 }, segment('_1', ['_1.pst'])],
  userData: { seq: 2 },
};

describe('manifest', () => {
  it('reads an empty index as generation 0', async () => {
    expect(await readCommitted(new MemoryDirectory())).toEqual({ generation: 0, segments: [], userData: {} });
  });

  it('round-trips commits and removes what the last one does not reference', async () => {
    const dir = new MemoryDirectory();
    const c1 = await commitWithFiles(dir, first);
    expect(c1.generation).toBe(1);
    await writeFileDurably(dir, '_0_1.del', new Uint8Array([1]));
    await writeFileDurably(dir, '_9.half', new Uint8Array([1]));
    const c2 = await commitWithFiles(dir, second);
    expect(await readCommitted(dir)).toEqual(c2);
    expect((await dir.list()).sort()).toEqual(['CURRENT', '_0.pst', '_0.tdx', '_0_1.del', '_1.pst', 'manifest-2.json']);
  });

  it('survives a crash after every single step of a commit: previous or new commit, never a mix', async () => {
    for (let limit = 0; ; limit++) {
      const base = new MemoryDirectory();
      await commitWithFiles(base, first);
      await writeFileDurably(base, '_0_1.del', new Uint8Array([1]));
      const crashing = new CrashingDirectory(base, limit);
      let finished = false;
      try {
        await commitWithFiles(crashing, second);
        finished = true;
      } catch (error) {
        if (!(error instanceof CrashError)) throw error;
      }
      const after = base.crash();
      const state = await readCommitted(after);
      const expected = state.userData.seq === 1 ? first : second;
      expect({ segments: state.segments, userData: state.userData }).toEqual(expected);
      await expectIntact(after, state);
      // The recovered index accepts a new commit, even if a half-written manifest took the next generation's name.
      const again = await commitWithFiles(after, { segments: [segment('_2', ['_2.pst'])], userData: { seq: 3 } });
      expect(await readCommitted(after.crash())).toEqual(again);
      if (finished) {
        expect(state.userData.seq).toBe(2);
        expect(limit).toBeGreaterThan(8);
        return;
      }
    }
  });

  it('falls back to the newest valid manifest when CURRENT is damaged or missing', async () => {
    const dir = new MemoryDirectory();
    await commitWithFiles(dir, first);
    const c2 = await writeCommit(dir, { segments: first.segments, userData: { seq: 2 } });
    await dir.atomicWrite('CURRENT', new TextEncoder().encode('garbage'));
    expect(await readCommitted(dir)).toEqual(c2);
    await dir.delete('CURRENT');
    expect(await readCommitted(dir)).toEqual(c2);
  });

  it('rejects a manifest whose checksum does not match and uses the previous one', async () => {
    const dir = new MemoryDirectory();
    const c1 = await writeCommit(dir, { segments: [], userData: { seq: 1 } });
    const c2 = await writeCommit(dir, { segments: [], userData: { seq: 2 } });
    const name = manifestFileName(c2.generation);
    const text = new TextDecoder().decode(await dir.readFile(name));
    await dir.delete(name);
    await writeFileDurably(dir, name, new TextEncoder().encode(text.replace('"seq":2', '"seq":3')));
    await dir.delete('CURRENT');
    expect(await readCommitted(dir)).toEqual(c1);
    // A truncated manifest is rejected the same way.
    await dir.delete(name);
    await writeFileDurably(dir, name, new TextEncoder().encode(text.slice(0, text.length - 5)));
    expect(await readCommitted(dir)).toEqual(c1);
  });

  it('checks manifests with the standard CRC-32, so those written before zlib.crc32 was used still open', async () => {
    // The IEEE 802.3 check value, and the UTF-8 bytes of a string (not its UTF-16 code units) are what is summed.
    expect(crc32('123456789')).toBe(0xcbf43926);
    const body = '{"formatVersion":1,"generation":3,"segments":[],"userData":{"note":"Prüfsumme ✓"}}';
    expect(crc32(body)).toBe(crc32(new TextEncoder().encode(body)));
    // Written by the hand-written table CRC this engine used before: the header must still verify.
    const dir = new MemoryDirectory();
    const text = `{"crc32":"569a3d42","body":${body}}\n`;
    await writeFileDurably(dir, 'manifest-3.json', new TextEncoder().encode(text));
    await dir.atomicWrite('CURRENT', new TextEncoder().encode('3\n'));
    expect(await readCommitted(dir)).toMatchObject({ generation: 3, userData: { note: 'Prüfsumme ✓' } });
  });

  it('refuses a manifest from a newer format instead of silently reading older data', async () => {
    const dir = new MemoryDirectory();
    const body = JSON.stringify({ formatVersion: 99, generation: 1, segments: [], userData: {} });
    const text = `{"crc32":"${crc32(body).toString(16).padStart(8, '0')}","body":${body}}\n`;
    await writeFileDurably(dir, 'manifest-1.json', new TextEncoder().encode(text));
    await dir.atomicWrite('CURRENT', new TextEncoder().encode('1\n'));
    await expect(readCommitted(dir)).rejects.toThrow(/newer/);
  });

  it('keeps files the caller protects', async () => {
    const dir = new MemoryDirectory();
    const c1 = await commitWithFiles(dir, first);
    await writeFileDurably(dir, '_5.pst', new Uint8Array([1]));
    await writeFileDurably(dir, 'write.lock', new Uint8Array([1]));
    expect(await removeUnreferenced(dir, c1, (n) => n === 'write.lock')).toEqual(['_5.pst']);
  });
});
