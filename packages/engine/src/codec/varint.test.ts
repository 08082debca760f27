import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsRequired, packBits, packedWords, readPacked, unpackBits } from './bit-packing.ts';
import { ByteReader } from './byte-reader.ts';
import { ByteWriter } from './byte-writer.ts';
import { decodeVarints, encodeVarints, varintSize } from './varint.ts';

describe('varint', () => {
  it('round-trips the full uint32 range, mixed with other writes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 0xffffffff }), fc.integer()), { maxLength: 200 }), (rows) => {
        const w = new ByteWriter(1);
        for (const [v, z] of rows) {
          w.writeVarint(v);
          w.writeZigzag((z % 0x7fffffff) | 0);
          w.writeUint32LE(v);
        }
        const r = new ByteReader(w.finish());
        for (const [v, z] of rows) {
          const at = r.pos;
          expect(r.readVarint()).toBe(v);
          expect(r.pos - at).toBe(varintSize(v));
          expect(r.readZigzag()).toBe((z % 0x7fffffff) | 0);
          expect(r.readUint32LE()).toBe(v);
        }
        expect(r.remaining()).toBe(0);
      }),
      { numRuns: 300 },
    );
    for (const v of [0, 127, 128, 16383, 16384, 2 ** 28 - 1, 2 ** 28, 0xffffffff]) {
      const bytes = encodeVarints([v]);
      const out = new Uint32Array(1);
      expect(decodeVarints(bytes, 1, out)).toBe(varintSize(v));
      expect(out[0]).toBe(v);
    }
  });

  it('rejects values outside uint32, truncated input and overlong encodings', () => {
    const w = new ByteWriter();
    expect(() => w.writeVarint(-1)).toThrow(RangeError);
    expect(() => w.writeVarint(2 ** 32)).toThrow(RangeError);
    expect(() => w.writeVarint(1.5)).toThrow(RangeError);
    expect(() => new ByteReader(new Uint8Array([0x80, 0x80])).readVarint()).toThrow(RangeError);
    expect(() => new ByteReader(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x1f])).readVarint()).toThrow(RangeError);
    expect(() => new ByteReader(new Uint8Array(3)).readUint32LE()).toThrow(RangeError);
  });

  it('aligns and grows', () => {
    const w = new ByteWriter(1);
    w.writeByte(1);
    w.align(4);
    expect(w.length).toBe(4);
    w.writeBytes(new Uint8Array(100).fill(7));
    expect(w.finish().subarray(4)).toEqual(new Uint8Array(100).fill(7));
  });
});

describe('bit packing', () => {
  it('round-trips every width, sequentially and by random access', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 0x7fffffff }), { minLength: 1, maxLength: 300 }), fc.nat(31), (raw, cut) => {
        const values = Int32Array.from(raw, (v) => (cut === 0 ? v : v >>> cut));
        let max = 0;
        for (const v of values) max = Math.max(max, v);
        const bits = bitsRequired(max);
        const words = new Uint32Array(packedWords(values.length, bits) + 2);
        expect(packBits(values, 0, values.length, bits, words, 1)).toBe(1 + packedWords(values.length, bits));
        const out = new Int32Array(values.length);
        unpackBits(words, 1, values.length, bits, out, 0);
        expect(out).toEqual(values);
        values.forEach((v, i) => {
          expect(readPacked(words, 1, i, bits)).toBe(v);
        });
      }),
      { numRuns: 300 },
    );
  });
});
