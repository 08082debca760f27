import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockCache } from './block-cache';
import { type ByteSource, bytesSource } from './byte-source';

/** A source over `bytes` that counts its reads. */
function counting(bytes: Uint8Array): ByteSource & { reads: number } {
  const inner = bytesSource(bytes);
  const source = {
    size: inner.size,
    reads: 0,
    readSync(offset: number, length: number) {
      source.reads++;
      return inner.readSync(offset, length);
    },
  };
  return source;
}

const fileArbitrary = fc.uint8Array({ minLength: 1, maxLength: 3000 });

describe('BlockCache', () => {
  it('reads what the file holds, 4-byte aligned, and never holds more than its capacity', () => {
    fc.assert(
      fc.property(
        fc.array(fileArbitrary, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 64 }).map((w) => w * 4),
        fc.integer({ min: 0, max: 2000 }),
        fc.option(fc.integer({ min: 0, max: 4000 })),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 600 })), { maxLength: 60 }),
        (files, blockSize, capacityBytes, maxReadBytes, reads) => {
          const cache = new BlockCache({
            blockSize,
            capacityBytes,
            ...(maxReadBytes === null ? {} : { maxReadBytes }),
          });
          const sources = files.map((bytes) => cache.wrap(bytesSource(bytes)));
          for (const [which, at, length] of reads) {
            const f = which % files.length;
            const bytes = files[f]!;
            const offset = at % bytes.length;
            const n = Math.min(length, bytes.length - offset);
            const got = sources[f]!.readSync(offset, n);
            expect(got).toEqual(bytes.subarray(offset, offset + n));
            expect(got.byteOffset % 4).toBe(0);
            const stats = cache.stats();
            expect(stats.bytes).toBeLessThanOrEqual(capacityBytes);
            expect(stats.peakBytes).toBeLessThanOrEqual(capacityBytes);
          }
        },
      ),
    );
  });

  it('serves repeated reads from its blocks, evicts the least recently used, and passes large reads through', () => {
    const bytes = Uint8Array.from({ length: 1024 }, (_, i) => i & 0xff);
    const file = counting(bytes);
    const cache = new BlockCache({ blockSize: 64, capacityBytes: 256, maxReadBytes: 128 });
    const source = cache.wrap(file);
    source.readSync(0, 10);
    source.readSync(20, 30);
    expect(file.reads).toBe(1);
    source.readSync(60, 10); // blocks 0 and 1
    expect(file.reads).toBe(2);
    source.readSync(128, 128); // blocks 2 and 3: the cache is full
    expect(cache.stats()).toMatchObject({ bytes: 256, blocks: 4, evictions: 0 });
    source.readSync(0, 4); // block 0 becomes the most recent
    source.readSync(256, 4); // block 4 evicts block 1, the least recent
    expect(cache.stats()).toMatchObject({ bytes: 256, blocks: 4, evictions: 1 });
    const before = file.reads;
    source.readSync(0, 4);
    expect(file.reads).toBe(before);
    source.readSync(64, 4);
    expect(file.reads).toBe(before + 1);
    // Longer than maxReadBytes: read from the file, nothing cached.
    const large = source.readSync(300, 200);
    expect(large).toEqual(bytes.subarray(300, 500));
    expect(cache.stats()).toMatchObject({ blocks: 4, bytes: 256 });
    expect(cache.stats().bypassed).toBe(1);
  });

  it('keeps the blocks of different sources apart', () => {
    const a = new Uint8Array(100).fill(1);
    const b = new Uint8Array(100).fill(2);
    const cache = new BlockCache({ blockSize: 32, capacityBytes: 1024 });
    const sa = cache.wrap(bytesSource(a));
    const sb = cache.wrap(bytesSource(b));
    expect(sa.readSync(0, 8)).toEqual(a.subarray(0, 8));
    expect(sb.readSync(0, 8)).toEqual(b.subarray(0, 8));
    expect(() => sa.readSync(90, 20)).toThrow(RangeError);
  });
});
