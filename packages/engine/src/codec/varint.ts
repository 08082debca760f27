// LEB128 unsigned varints: 7 payload bits per byte, least significant group first, high bit = "more follows".
// `ByteWriter.writeVarint`/`ByteReader.readVarint` are the streaming forms; these helpers work on whole arrays.

import { ByteReader } from './byte-reader.ts';
import { ByteWriter } from './byte-writer.ts';

/** Largest value a varint here may carry: offsets and doc ids are uint32 throughout the engine. */
export const MAX_UINT32 = 0xffffffff;

/** Number of bytes `value` takes as a varint (1 to 5). */
export function varintSize(value: number): number {
  if (value < 0x80) return 1;
  if (value < 0x4000) return 2;
  if (value < 0x200000) return 3;
  if (value < 0x10000000) return 4;
  return 5;
}

/** Encodes `values` as consecutive varints. */
export function encodeVarints(values: ArrayLike<number>): Uint8Array {
  const out = new ByteWriter(values.length + 16);
  for (let i = 0; i < values.length; i++) out.writeVarint(values[i]!);
  return out.finish();
}

/** Decodes `count` consecutive varints from `bytes` into `out` (which must hold `count` values); returns bytes read. */
export function decodeVarints(bytes: Uint8Array, count: number, out: Uint32Array | number[], start = 0): number {
  const reader = new ByteReader(bytes, start);
  for (let i = 0; i < count; i++) out[i] = reader.readVarint();
  return reader.pos - start;
}
