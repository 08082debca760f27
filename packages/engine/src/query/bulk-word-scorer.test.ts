import { beforeAll, describe, expect, it } from 'vitest';
import { IndexWriter } from '../index/index-writer';
import { QueryStats } from '../planner/query-stats';
import type { EngineDocument } from '../schema/document';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';
import { seededRandom } from '../testing/seeded-random';
import { SegmentScope } from '../weight/weight';
import { BulkWordScorer } from './bulk-word-scorer';
import { type Scorer, TERMINATED } from './doc-set';
import { MultiFieldTermScorer, TermScorer } from './term-scorer';

/**
 * A word over several fields scored in bulk must give the heap's documents and scores to the last bit, however it
 * is moved: iterated from the start, sought (scored on the spot), sought then iterated (the rest read in bulk from
 * where the readers stand), and sought often enough to switch to bulk reading on its own.
 */

const WORDS = ['battery', 'cell', 'anode', 'film', 'layer'];
const RARE = 'graphene';
const FILLER = [...'bcdfgklmnprstvz'].flatMap((c) => [...'aeiou'].map((v) => `${c}${v}${c}${v}`));

function text(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = next();
    // A rare word too, whose fields' lists are merged rather than found by a pass over the doc ids.
    if (r < 0.002) out.push(RARE);
    else out.push(r < 0.2 ? WORDS[Math.floor(next() ** 2 * WORDS.length)]! : FILLER[Math.floor(next() * 75)]!);
  }
  return out.join(' ');
}

let searcher: Searcher;

beforeAll(async () => {
  const next = seededRandom(7);
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 700 });
  for (let i = 0; i < 1200; i++) {
    const doc: EngineDocument = {
      ucid: `US-${2_000_000 + i}-A1`,
      titles: text(next, 1 + Math.floor(next() * 5)),
      abstracts: text(next, 2 + Math.floor(next() * 40)),
      claims: [text(next, 1 + Math.floor(next() * 25))],
    };
    await writer.addDocument(doc);
  }
  await writer.commit();
  searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
});

const FIELDS = ['titles', 'abstracts', 'claims'];
const IDF = 1.7320508075688772;

/** The word's per-field scorers on fresh readers, in field order, as the text weight makes them. */
function fieldScorers(scope: SegmentScope, word: string): TermScorer[] {
  const out: TermScorer[] = [];
  for (const field of FIELDS) {
    const prefix = scope.segment.prefixOf(field);
    if (prefix === null) continue;
    for (const key of scope.stats.termKeys(scope.segment, field, word)) {
      const info = scope.segment.lookup(prefix + key);
      if (info) out.push(new TermScorer(scope.segment.postings(info), 0, scope.scoring(field)));
    }
  }
  return out;
}

/** Moves a scorer by a fixed random plan (advance or seek ahead), recording each document and its score. */
function walk(scorer: Scorer, seed: number, seekShare: number, seeksFirst: number): [number, number][] {
  const next = seededRandom(seed);
  const out: [number, number][] = [];
  let steps = 0;
  for (let d = scorer.doc(); d !== TERMINATED; steps++) {
    out.push([d, scorer.score()]);
    const seek = steps < seeksFirst || next() < seekShare;
    d = seek ? scorer.seek(d + 1 + Math.floor(next() * 12)) : scorer.advance();
  }
  return out;
}

describe('a word over several fields scored in bulk', () => {
  it('finds and scores what the heap of its fields finds, bit for bit, however it is moved', () => {
    const stats = new QueryStats(searcher.segments, PATENT_SCHEMA);
    let compared = 0;
    for (const segment of searcher.segments) {
      for (const word of [...WORDS, RARE]) {
        for (const [seekShare, seeksFirst] of [
          [0, 0],
          [1, 0],
          [0.3, 0],
          [0, 5],
          [0.05, 40],
        ] as const) {
          const seed = compared + 1;
          const heapScope = new SegmentScope(segment, stats);
          const bulkScope = new SegmentScope(segment, stats);
          const heap = walk(new MultiFieldTermScorer(fieldScorers(heapScope, word), IDF), seed, seekShare, seeksFirst);
          const bulk = BulkWordScorer.of(fieldScorers(bulkScope, word), IDF, segment.maxDoc);
          expect(bulk).not.toBeNull();
          const got = walk(bulk!, seed, seekShare, seeksFirst);
          expect(got.length).toBeGreaterThan(0);
          // toEqual compares numbers with Object.is: the same bits.
          expect(got, `${word} seek share ${seekShare}, ${seeksFirst} seeks first`).toEqual(heap);
          compared++;
        }
      }
    }
    expect(compared).toBe(searcher.segments.length * (WORDS.length + 1) * 5);
  });

  it('leaves no sums behind when the search is stopped midway through reading a word', () => {
    const stats = new QueryStats(searcher.segments, PATENT_SCHEMA);
    const segment = searcher.segments[0]!;
    const scorer = (word: string) =>
      BulkWordScorer.of(fieldScorers(new SegmentScope(segment, stats), word), IDF, segment.maxDoc)!;
    let stoppedWords = 0;
    for (const word of WORDS) {
      const expected = walk(scorer(word), 1, 0, 0);
      const stopped = fieldScorers(new SegmentScope(segment, stats), word);
      // The budget's meter throws when a reader loads its next block (as a deadline or a cancel does), after the
      // first block's documents were summed.
      const stop = {
        spend() {
          throw new Error('stopped');
        },
      };
      for (const s of stopped) s.postings.meter = stop;
      try {
        walk(BulkWordScorer.of(stopped, IDF, segment.maxDoc)!, 1, 0, 0);
      } catch {
        stoppedWords++;
      }
      expect(walk(scorer(word), 1, 0, 0), word).toEqual(expected);
    }
    expect(stoppedWords).toBeGreaterThan(0);
  });

  it('sums each document afresh: a word read after another does not inherit its sums', () => {
    const stats = new QueryStats(searcher.segments, PATENT_SCHEMA);
    const segment = searcher.segments[0]!;
    for (const word of [...WORDS, RARE]) {
      const scope = new SegmentScope(segment, stats);
      const first = walk(BulkWordScorer.of(fieldScorers(scope, word), IDF, segment.maxDoc)!, 1, 0, 0);
      const again = walk(BulkWordScorer.of(fieldScorers(scope, word), IDF, segment.maxDoc)!, 1, 0, 0);
      expect(again).toEqual(first);
    }
  });
});
