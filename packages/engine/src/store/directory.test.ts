import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Directory, writeFileDurably } from './directory.ts';
import { FsDirectory } from './fs-directory.ts';
import { MemoryDirectory } from './memory-directory.ts';

const temps: string[] = [];
afterAll(async () => {
  for (const t of temps) await rm(t, { recursive: true, force: true });
});

const factories: [string, () => Promise<Directory>][] = [
  ['MemoryDirectory', async () => new MemoryDirectory()],
  [
    'FsDirectory',
    async () => {
      const path = await mkdtemp(join(tmpdir(), 'engine-dir-'));
      temps.push(path);
      return FsDirectory.open(path);
    },
  ],
];

describe.each(factories)('%s', (_, create) => {
  it('creates, lists, reads whole and ranged, deletes', async () => {
    const dir = await create();
    const data = Uint8Array.from({ length: 10_000 }, (_, i) => (i * 7) & 0xff);
    const out = await dir.createOutput('_a.pst');
    await out.write(data.subarray(0, 3000));
    await out.write(data.subarray(3000));
    expect(out.length).toBe(10_000);
    await out.sync();
    await out.close();
    expect(await dir.list()).toEqual(['_a.pst']);
    const whole = await dir.readFile('_a.pst');
    expect(whole).toEqual(data);
    expect(whole.byteOffset % 4).toBe(0);
    const input = await dir.openInput('_a.pst');
    expect(input.size).toBe(10_000);
    expect(await input.read(9990, 10)).toEqual(data.subarray(9990));
    await expect(input.read(9995, 10)).rejects.toThrow();
    await input.close();
    expect(await dir.exists('_a.pst')).toBe(true);
    await dir.delete('_a.pst');
    await dir.delete('_a.pst');
    expect(await dir.exists('_a.pst')).toBe(false);
    expect(await dir.list()).toEqual([]);
  });

  it('never overwrites an existing file through createOutput', async () => {
    const dir = await create();
    await writeFileDurably(dir, 'x.bin', new Uint8Array([1]));
    await expect(dir.createOutput('x.bin')).rejects.toThrow();
    expect(await dir.readFile('x.bin')).toEqual(new Uint8Array([1]));
  });

  it('replaces a small file atomically and leaves no temp file', async () => {
    const dir = await create();
    await dir.atomicWrite('CURRENT', new TextEncoder().encode('1\n'));
    await dir.atomicWrite('CURRENT', new TextEncoder().encode('2\n'));
    expect(new TextDecoder().decode(await dir.readFile('CURRENT'))).toBe('2\n');
    expect(await dir.list()).toEqual(['CURRENT']);
    await dir.syncDirectory();
  });

  it('rejects names that could escape the directory', async () => {
    const dir = await create();
    await expect(dir.createOutput('../evil')).rejects.toThrow();
    await expect(dir.createOutput('a/b')).rejects.toThrow();
  });
});

describe('MemoryDirectory.crash', () => {
  it('keeps only synced contents under names made durable by a directory sync', async () => {
    const dir = new MemoryDirectory();
    const a = await dir.createOutput('a');
    await a.write(new Uint8Array([1, 2]));
    await a.sync();
    await a.write(new Uint8Array([3]));
    await a.close();
    await writeFileDurably(dir, 'b', new Uint8Array([9]));
    expect(await dir.crash().list()).toEqual([]);
    await dir.syncDirectory();
    const after = dir.crash();
    expect(await after.readFile('a')).toEqual(new Uint8Array([1, 2]));
    expect(await after.readFile('b')).toEqual(new Uint8Array([9]));
    await dir.delete('b');
    expect((await dir.crash().list()).sort()).toEqual(['a', 'b']);
  });
});
