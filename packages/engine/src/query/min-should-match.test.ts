import { describe, expect, it } from 'vitest';
import { atLeast, CountingDisjunctionScorer } from './boolean-scorers';
import { ArrayScorer, ScoredDocs, type Scorer, TERMINATED } from './doc-set';

/** Random sorted doc lists of very different sizes, each scorer scoring a constant of its own. */
function scorers(seed: number, count: number): Scorer[] {
  let state = seed;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
  const out: Scorer[] = [];
  for (let s = 0; s < count; s++) {
    const density = [2, 10, 50, 200][random(4)]!;
    const docs: number[] = [];
    for (let d = 0; d < 500; d++) if (random(1000) < density * 2) docs.push(d);
    out.push(new ArrayScorer(Int32Array.from(docs), docs.length, 0.1 + s / 7));
  }
  return out;
}

function run(scorer: Scorer, seekEvery: number): [number, number][] {
  const out: [number, number][] = [];
  let d = scorer.doc();
  while (d !== TERMINATED) {
    out.push([d, scorer.score()]);
    d = out.length % seekEvery === 0 ? scorer.seek(d + 7) : scorer.advance();
  }
  return out;
}

describe('at least n of m (leapfrogging from the rarest)', () => {
  it('finds and scores exactly what counting the whole union finds', () => {
    for (let seed = 1; seed < 60; seed++) {
      const m = 2 + (seed % 5);
      for (let min = 1; min <= m + 1; min++) {
        for (const seekEvery of [1_000_000, 3]) {
          const expected = run(new CountingDisjunctionScorer(scorers(seed, m), (n) => n >= min), seekEvery);
          expect(run(atLeast(scorers(seed, m), min), seekEvery), `seed ${seed} min ${min}/${m}`).toEqual(expected);
        }
      }
    }
  });
});

/** Random sorted doc lists scored per document, each bounding a document by its score there (as a word in bulk). */
function scoredPerDocument(seed: number, count: number): Scorer[] {
  let state = seed;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
  return Array.from({ length: count }, () => {
    const docs: number[] = [];
    for (let d = 0; d < 300; d++) if (random(100) < 30) docs.push(d);
    const scores = docs.map(() => random(1000) / 100);
    let i = 0;
    const source: Scorer = {
      doc: () => (i < docs.length ? docs[i]! : TERMINATED),
      advance: () => (++i < docs.length ? docs[i]! : TERMINATED),
      seek: () => TERMINATED,
      cost: () => docs.length,
      score: () => scores[i]!,
    };
    return ScoredDocs.drain(source).scorer();
  });
}

describe('the bound of at least n of m', () => {
  it('is never below the score, though some operands are not yet on the document', () => {
    for (let seed = 1; seed < 40; seed++) {
      const m = 3 + (seed % 4);
      for (let min = 2; min < m; min++) {
        const scorer = atLeast(scoredPerDocument(seed, m), min);
        let checked = 0;
        for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
          const bound = scorer.scoreBound!();
          expect(bound, `seed ${seed}, at least ${min} of ${m}, doc ${d}`).toBeGreaterThanOrEqual(scorer.score());
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
      }
    }
  });
});
