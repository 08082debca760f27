import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, TERMINATED } from './postings-block.ts';
import { PostingsReader } from './postings-reader.ts';
import { PostingsWriter } from './postings-writer.ts';

type Posting = { doc: number; positions: number[]; sentences: number[]; paragraphs: number[] };

/** Builds postings for increasing doc ids from gaps, with random non-decreasing positions and ordinals. */
const postingsArb = (maxDocs: number, maxGap: number) =>
  fc
    .array(
      fc.record({
        gap: fc.integer({ min: 1, max: maxGap }),
        positionGaps: fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 6 }),
        sentenceGaps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
        paragraphGaps: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 6, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: maxDocs, size: 'max' },
    )
    .map((rows) => {
      let doc = -1;
      return rows.map((row): Posting => {
        doc += row.gap;
        const positions: number[] = [];
        const sentences: number[] = [];
        const paragraphs: number[] = [];
        let p = 0;
        let s = 0;
        let g = 0;
        row.positionGaps.forEach((gap, j) => {
          p += gap;
          s += row.sentenceGaps[j]!;
          g += row.paragraphGaps[j]!;
          positions.push(p);
          sentences.push(s);
          paragraphs.push(g);
        });
        return { doc, positions, sentences, paragraphs };
      });
    });

function write(terms: Posting[][]) {
  const writer = new PostingsWriter(16);
  const infos = terms.map((postings) => {
    writer.startTerm();
    for (const p of postings) writer.addDoc(p.doc, p.positions, p.sentences, p.paragraphs);
    return writer.finishTerm();
  });
  return { bytes: writer.finish(), infos };
}

function readAll(reader: PostingsReader): Posting[] {
  const out: Posting[] = [];
  for (let d = reader.doc(); d !== TERMINATED; d = reader.advance()) {
    const f = reader.freq();
    out.push({
      doc: d,
      positions: Array.from(reader.positions().subarray(0, f)),
      sentences: Array.from(reader.sentences().subarray(0, f)),
      paragraphs: Array.from(reader.paragraphs().subarray(0, f)),
    });
  }
  return out;
}

describe('postings codec', () => {
  it('round-trips random postings lists, several terms in one buffer', () => {
    fc.assert(
      fc.property(fc.array(postingsArb(600, 1000), { minLength: 1, maxLength: 4 }), (terms) => {
        const { bytes, infos } = write(terms);
        terms.forEach((postings, t) => {
          expect(infos[t]!.docFreq).toBe(postings.length);
          expect(infos[t]!.totalTermFreq).toBe(postings.reduce((sum, p) => sum + p.positions.length, 0));
          expect(readAll(new PostingsReader(bytes, infos[t]!))).toEqual(postings);
        });
      }),
      // Each run is up to 4 lists of up to 600 docs (several blocks each): 25 runs take a few hundred ms.
      { numRuns: 25 },
    );
  }, 30_000);

  it('drained between terms, writes the same bytes and offsets as in one piece', () => {
    fc.assert(
      fc.property(
        fc.array(postingsArb(300, 500), { minLength: 1, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (terms, drainAfter) => {
          const whole = write(terms);
          const writer = new PostingsWriter(16);
          const chunks: Uint8Array[] = [];
          const infos = terms.map((postings, t) => {
            writer.startTerm();
            for (const p of postings) writer.addDoc(p.doc, p.positions, p.sentences, p.paragraphs);
            const info = writer.finishTerm();
            if (drainAfter[t]) chunks.push(writer.drain());
            return info;
          });
          chunks.push(writer.finish());
          const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
          let at = 0;
          for (const chunk of chunks) {
            expect(chunk.length % 4 === 0 || chunk === chunks.at(-1)).toBe(true);
            bytes.set(chunk, at);
            at += chunk.length;
          }
          expect(infos).toEqual(whole.infos);
          expect(bytes).toEqual(whole.bytes);
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it('handles a single doc, exact multiples of the block size, dense runs and huge gaps', () => {
    const cases: number[][] = [
      [0],
      [TERMINATED - 1],
      Array.from({ length: BLOCK_SIZE }, (_, i) => i),
      Array.from({ length: 2 * BLOCK_SIZE }, (_, i) => i * 3),
      Array.from({ length: BLOCK_SIZE + 1 }, (_, i) => i),
      Array.from({ length: 300 }, (_, i) => i * 7_000_000),
      [5, 2_000_000_000],
    ];
    for (const docs of cases) {
      const postings = docs.map((doc) => ({ doc, positions: [doc % 50], sentences: [0], paragraphs: [0] }));
      const { bytes, infos } = write([postings]);
      expect(readAll(new PostingsReader(bytes, infos[0]!))).toEqual(postings);
    }
  });

  it('seek lands on the first doc ≥ target for every kind of target', () => {
    fc.assert(
      fc.property(
        postingsArb(700, 50),
        fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 30 }),
        (postings, rawTargets) => {
          const { bytes, infos } = write([postings]);
          const docs = postings.map((p) => p.doc);
          const last = docs[docs.length - 1]!;
          // Every doc, every gap, past-the-end and TERMINATED itself, in increasing order (seek never goes back).
          const targets = [...rawTargets, ...docs, ...docs.map((d) => d + 1), last + 1, TERMINATED].sort(
            (a, b) => a - b,
          );
          const reader = new PostingsReader(bytes, infos[0]!);
          for (const target of targets) {
            const expected = Math.max(reader.doc(), docs.find((d) => d >= target) ?? TERMINATED);
            expect(reader.seek(target)).toBe(expected);
            expect(reader.doc()).toBe(expected);
            if (expected !== TERMINATED) {
              const p = postings[docs.indexOf(expected)]!;
              expect(Array.from(reader.positions().subarray(0, reader.freq()))).toEqual(p.positions);
            }
          }
          expect(reader.advance()).toBe(TERMINATED);
        },
      ),
      // Up to 700 docs and some 1,400 targets a run: 25 runs take a few hundred ms.
      { numRuns: 25 },
    );
  }, 30_000);

  it('reads the rest in blocks: the same docs and frequencies as advancing, from wherever a seek left it', () => {
    fc.assert(
      fc.property(postingsArb(700, 50), fc.integer({ min: 0, max: 40_000 }), (postings, target) => {
        const { bytes, infos } = write([postings]);
        const reader = new PostingsReader(bytes, infos[0]!);
        reader.seek(target);
        const expected = postings.filter((p) => p.doc >= target).map((p) => [p.doc, p.positions.length]);
        const seen: number[][] = [];
        reader.readRest({
          block(docs, freqs, from, to) {
            expect(to).toBeGreaterThan(from);
            for (let i = from; i < to; i++) seen.push([docs[i]!, freqs[i]!]);
          },
        });
        expect(seen).toEqual(expected);
        expect(reader.doc()).toBe(TERMINATED);
        expect(reader.advance()).toBe(TERMINATED);
      }),
      { numRuns: 40 },
    );
  });

  it('mixes next and seek and can be reset onto another term', () => {
    const a = Array.from({ length: 1000 }, (_, i) => ({ doc: i * 2, positions: [1], sentences: [0], paragraphs: [0] }));
    const b = [{ doc: 7, positions: [3, 9], sentences: [0, 1], paragraphs: [0, 0] }];
    const { bytes, infos } = write([a, b]);
    const reader = new PostingsReader(bytes, infos[0]!);
    expect(reader.doc()).toBe(0);
    expect(reader.seek(301)).toBe(302);
    expect(reader.advance()).toBe(304);
    expect(reader.seek(1998)).toBe(1998);
    expect(reader.advance()).toBe(TERMINATED);
    expect(reader.seek(5)).toBe(TERMINATED);
    reader.reset(infos[1]!);
    expect(reader.doc()).toBe(7);
    expect(Array.from(reader.sentences().subarray(0, reader.freq()))).toEqual([0, 1]);
  });

  it('rejects out-of-order doc ids and decreasing positions', () => {
    const writer = new PostingsWriter();
    writer.startTerm();
    writer.addDoc(3, [1]);
    expect(() => writer.addDoc(3, [1])).toThrow(RangeError);
    expect(() => writer.addDoc(4, [5, 2])).toThrow(RangeError);
    expect(() => writer.addDoc(4, [])).toThrow(RangeError);
  });
});
