import { describe, expect, it } from 'vitest';
import { IntList } from './growable';
import { BLOCK_INTS, CURSOR_INTS, IntSlicePool } from './int-slice-pool';
import { TermPostings } from './term-postings';

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function readAll(pool: IntSlicePool, cursors: Int32Array, stream: number): number[] {
  const out = new IntList();
  pool.read(cursors, stream * CURSOR_INTS, out);
  return [...out.toArray()];
}

describe('IntSlicePool', () => {
  it('keeps many interleaved streams apart, across block boundaries, as plain arrays would', () => {
    const next = random(21);
    const pool = new IntSlicePool();
    const streams = 5_000;
    const cursors = new Int32Array(streams * CURSOR_INTS);
    const reference: number[][] = [];
    for (let s = 0; s < streams; s++) {
      pool.startStream(cursors, s * CURSOR_INTS);
      reference.push([]);
    }
    // Skewed, as terms are: a few streams take most values, so slices of every size are cut from many blocks.
    for (let i = 0; i < 600_000; i++) {
      const s = Math.floor(streams * next() ** 3);
      const value = Math.floor(next() * 2 ** 31) - 2 ** 30;
      pool.append(cursors, s * CURSOR_INTS, value);
      reference[s]!.push(value);
    }
    expect(pool.blocks.length).toBeGreaterThan(3);
    for (let s = 0; s < streams; s++) expect(readAll(pool, cursors, s)).toEqual(reference[s]);
  });

  it('reads an empty stream, one that exactly fills its slice, and one with more than a million values', () => {
    const pool = new IntSlicePool();
    const cursors = new Int32Array(3 * CURSOR_INTS);
    for (let s = 0; s < 3; s++) pool.startStream(cursors, s * CURSOR_INTS);
    for (let v = 0; v < 3; v++) pool.append(cursors, CURSOR_INTS, v); // the first slice holds 3 values and the link
    const big = 1_200_000;
    for (let v = 0; v < big; v++) pool.append(cursors, 2 * CURSOR_INTS, v * 7);
    expect(readAll(pool, cursors, 0)).toEqual([]);
    expect(readAll(pool, cursors, 1)).toEqual([0, 1, 2]);
    const values = readAll(pool, cursors, 2);
    expect(values.length).toBe(big);
    expect(values.every((v, i) => v === i * 7)).toBe(true);
    expect(pool.blocks.length).toBeGreaterThan(big / BLOCK_INTS);
  });

  it('counts a value up in place at the address append returned', () => {
    const pool = new IntSlicePool();
    const cursors = new Int32Array(CURSOR_INTS);
    pool.startStream(cursors, 0);
    const at = pool.append(cursors, 0, 5);
    for (let v = 0; v < 100; v++) pool.append(cursors, 0, v);
    pool.increment(at);
    expect(pool.get(at)).toBe(6);
    expect(readAll(pool, cursors, 0)[0]).toBe(6);
  });
});

describe('TermPostings', () => {
  it('buffers documents per term as doc id, frequency and distinct positions', () => {
    const pool = new IntSlicePool();
    const fields = [new TermPostings(pool), new TermPostings(pool)];
    const next = random(4);
    const reference: Map<number, number[]>[] = [new Map(), new Map()];
    for (let doc = 0; doc < 400; doc++) {
      for (let f = 0; f < 2; f++) {
        const count = Math.floor(next() * 200);
        const ids = new Int32Array(count);
        const positions = new Int32Array(count);
        let position = 0;
        for (let i = 0; i < count; i++) {
          ids[i] = Math.floor(3_000 * next() ** 2);
          if (next() < 0.9) position++; // some tokens share a position (compounds' parts)
          positions[i] = position;
        }
        fields[f]!.add(doc, ids, positions, count, () => 1);
        const byTerm = new Map<number, number[]>();
        for (let i = 0; i < count; i++) {
          const list = byTerm.get(ids[i]!) ?? [];
          if (list.at(-1) !== positions[i]) list.push(positions[i]!);
          byTerm.set(ids[i]!, list);
        }
        for (const [id, list] of byTerm) {
          const all = reference[f]!.get(id) ?? [];
          all.push(doc, list.length, ...list);
          reference[f]!.set(id, all);
        }
      }
    }
    const out = new IntList();
    for (let f = 0; f < 2; f++) {
      for (let id = 0; id < 3_000; id++) {
        expect(fields[f]!.has(id)).toBe(reference[f]!.has(id));
        fields[f]!.read(id, out);
        expect([...out.toArray()]).toEqual(reference[f]!.get(id) ?? []);
      }
      expect(fields[f]!.has(-1)).toBe(false);
    }
  });
});
