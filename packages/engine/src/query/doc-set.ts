import { TERMINATED } from '../codec/postings-block';

export { TERMINATED };

/**
 * The iterator contract of every query part (tantivy's DocSet): a fresh DocSet is on its first document (or
 * TERMINATED); `advance()` moves to the next, `seek(target)` to the first doc ≥ target and never backwards. Both
 * return the new current doc.
 */
export interface DocSet {
  doc(): number;
  advance(): number;
  seek(target: number): number;
  /** An upper bound of the documents it can visit, to order conjunctions cheapest first. */
  cost(): number;
}

/** A DocSet that also scores its current document. */
export interface Scorer extends DocSet {
  score(): number;
  /**
   * A number `score()` cannot exceed on the current document, found without scoring it (BM25's saturation makes
   * each word's share less than idf × (k1 + 1)). The searcher skips scoring documents whose bound cannot beat the
   * page's worst kept hit; counts, facets and groups still see every document. Absent: no bound is known.
   */
  scoreBound?(): number;
  /** A bound of `score()` on every document of the segment (a word's saturation), for passes that mark in bulk. */
  maxScore?(): number;
}

/** A scorer's bound on its current document, or Infinity when it offers none. */
export function scoreBoundOf(scorer: { scoreBound?(): number }): number {
  return scorer.scoreBound === undefined ? Number.POSITIVE_INFINITY : scorer.scoreBound();
}

/** Matches nothing. */
export class EmptyScorer implements Scorer {
  /** A word absent from the segment must not keep a bulk pass from summing the others' exact scores. */
  readonly exactBound = true;
  doc(): number {
    return TERMINATED;
  }
  advance(): number {
    return TERMINATED;
  }
  seek(): number {
    return TERMINATED;
  }
  cost(): number {
    return 0;
  }
  score(): number {
    return 0;
  }
  scoreBound(): number {
    return 0;
  }
}

/**
 * A DocSet seen as a Scorer that scores 0, delegating every move (so the wrapped set stays the one that moves):
 * documents that match without ranking (keyword and classification values, whose words have an idf of 0, and the
 * operands of proximity). Its bound is its score, which a bulk pass can sum.
 */
export class UnscoredScorer implements Scorer {
  readonly exactBound = true;

  constructor(private readonly docs: DocSet) {}

  doc(): number {
    return this.docs.doc();
  }
  advance(): number {
    return this.docs.advance();
  }
  seek(target: number): number {
    return this.docs.seek(target);
  }
  cost(): number {
    return this.docs.cost();
  }
  score(): number {
    return 0;
  }
  scoreBound(): number {
    return 0;
  }
}

/** The documents of a sorted id array, scored with a constant (ranges, existence: filters that do not rank). */
export class ArrayScorer implements Scorer {
  private index = 0;
  /** Its bound is its score (a constant, or the stored score of a shared part): sums of bounds are sums of scores. */
  readonly exactBound = true;

  /** Index of the current document in the array. */
  protected get position(): number {
    return this.index;
  }

  constructor(
    private readonly docs: Int32Array,
    private readonly count: number,
    private readonly constant = 0,
  ) {}

  doc(): number {
    return this.index < this.count ? this.docs[this.index]! : TERMINATED;
  }
  advance(): number {
    this.index++;
    return this.doc();
  }
  seek(target: number): number {
    let lo = this.index;
    let hi = this.count;
    if (lo < hi && this.docs[lo]! >= target) return this.doc();
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.docs[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    this.index = lo;
    return this.doc();
  }
  cost(): number {
    return this.count - this.index;
  }
  score(): number {
    return this.constant;
  }
  scoreBound(): number {
    return this.constant;
  }
}

/**
 * The matches of a scorer run to its end, with their scores: a part of the query named in several places (a `#n`
 * used twice) is run once per segment, and each place then iterates this instead of running it again.
 */
export class ScoredDocs {
  private constructor(
    private readonly docs: Int32Array,
    private readonly scores: Float64Array,
    private readonly count: number,
  ) {}

  static drain(scorer: Scorer): ScoredDocs {
    let docs = new Int32Array(Math.min(Math.max(scorer.cost(), 16), 1 << 20));
    let scores = new Float64Array(docs.length);
    let count = 0;
    for (let d = scorer.doc(); d !== TERMINATED; d = scorer.advance()) {
      if (count === docs.length) {
        const grownDocs = new Int32Array(docs.length * 2);
        grownDocs.set(docs);
        docs = grownDocs;
        const grownScores = new Float64Array(scores.length * 2);
        grownScores.set(scores);
        scores = grownScores;
      }
      docs[count] = d;
      scores[count++] = scorer.score();
    }
    return new ScoredDocs(docs, scores, count);
  }

  /** A fresh iterator over the matches, on the first. */
  scorer(): Scorer {
    return new ScoredArrayScorer(this.docs, this.scores, this.count);
  }
}

class ScoredArrayScorer extends ArrayScorer {
  constructor(
    docs: Int32Array,
    private readonly scores: Float64Array,
    count: number,
  ) {
    super(docs, count);
  }

  override score(): number {
    return this.scores[this.position]!;
  }
  override scoreBound(): number {
    return this.scores[this.position]!;
  }
}
