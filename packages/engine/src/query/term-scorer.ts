import { PostingsReader } from '../codec/postings-reader';
import { DisjunctionScorer } from './boolean-scorers';
import type { DocSet, Scorer } from './doc-set';

/** BM25 saturation and length normalisation (the usual values). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** idf as in Lucene's BM25: never negative, so a very common term still adds a little. */
export function bm25Idf(docFreq: number, docCount: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/** What scoring one term in one field needs: the field weight, its average length and per-document lengths. */
export type FieldScoring = { readonly weight: number; readonly avgLength: number; readonly lengths: Int32Array | null };

/** A term's frequency scaled by field weight and length (BM25F's per-field pseudo frequency). */
export function weightedTf(freq: number, doc: number, field: FieldScoring): number {
  const length = field.lengths ? field.lengths[doc]! : field.avgLength;
  const norm = 1 - BM25_B + (BM25_B * length) / (field.avgLength || 1);
  return (field.weight * freq) / norm;
}

/** BM25 saturation of a pseudo frequency. */
export function saturate(idf: number, tf: number): number {
  return (idf * tf * (BM25_K1 + 1)) / (BM25_K1 + tf);
}

/** What `saturate(idf, tf)` approaches as tf grows and never exceeds. */
export function saturationBound(idf: number): number {
  return idf * (BM25_K1 + 1);
}

/** One term in one field: iterates its postings and scores BM25. */
export class TermScorer implements Scorer {
  constructor(
    readonly postings: PostingsReader,
    private readonly idf: number,
    readonly field: FieldScoring,
  ) {}

  doc(): number {
    return this.postings.doc();
  }
  advance(): number {
    return this.postings.advance();
  }
  seek(target: number): number {
    return this.postings.seek(target);
  }
  cost(): number {
    return this.postings.cost();
  }
  /** The field-weighted, length-normalised frequency on the current doc. */
  weightedTf(): number {
    return weightedTf(this.postings.freq(), this.postings.doc(), this.field);
  }
  score(): number {
    return saturate(this.idf, this.weightedTf());
  }
  maxScore(): number {
    return saturationBound(this.idf);
  }
  scoreBound(): number {
    return saturationBound(this.idf);
  }
}

/**
 * One query term over several fields (TAC: titles, abstracts, claims) scored as BM25F: the per-field weighted
 * frequencies are summed before saturation, so a word in the title and the claims is not counted as two terms.
 * `scorers` come grouped by field (a field's term keys next to each other, sharing one `FieldScoring`): each field's
 * frequencies are added up first, then the fields' sums in order, exactly as `explain` shows them.
 */
export class MultiFieldTermScorer implements Scorer {
  private readonly union: DisjunctionScorer;

  constructor(
    scorers: readonly TermScorer[],
    private readonly idf: number,
  ) {
    this.union = new DisjunctionScorer(scorers);
  }

  doc(): number {
    return this.union.doc();
  }
  advance(): number {
    return this.union.advance();
  }
  seek(target: number): number {
    return this.union.seek(target);
  }
  cost(): number {
    return this.union.cost();
  }
  score(): number {
    let total = 0;
    let field: FieldScoring | null = null;
    let fieldTf = 0;
    this.union.forEachMatching((s) => {
      const scorer = s as TermScorer;
      if (scorer.field !== field) {
        if (field !== null) total += fieldTf;
        field = scorer.field;
        fieldTf = 0;
      }
      fieldTf += scorer.weightedTf();
    });
    if (field !== null) total += fieldTf;
    return saturate(this.idf, total);
  }
  maxScore(): number {
    return saturationBound(this.idf);
  }
  scoreBound(): number {
    return saturationBound(this.idf);
  }
}

/**
 * A word over a field group iterated by the group's combined postings list (one list, or a few when the word has
 * spanning forms or a field lies outside the combined one), scored exactly as `MultiFieldTermScorer` scores it: the
 * per-field scorers are made on the first `score()` (never for a search that only counts) and seek to each scored
 * document, adding the fields' weighted frequencies in the same order, so `explain` still gives the same number.
 */
export class CombinedTermScorer implements Scorer {
  private scorers: readonly TermScorer[] | null = null;

  constructor(
    private readonly matcher: DocSet,
    /** The per-field scorers, grouped by field as `MultiFieldTermScorer` takes them. */
    private readonly makeScorers: () => readonly TermScorer[],
    private readonly idf: number,
    /** Scoring data of every field of the group in this segment, for the bound. */
    private readonly fields: readonly FieldScoring[] = [],
  ) {}

  doc(): number {
    return this.matcher.doc();
  }
  advance(): number {
    return this.matcher.advance();
  }
  seek(target: number): number {
    return this.matcher.seek(target);
  }
  cost(): number {
    return this.matcher.cost();
  }
  score(): number {
    const doc = this.matcher.doc();
    if (this.scorers === null) this.scorers = this.makeScorers();
    let total = 0;
    let field: FieldScoring | null = null;
    let fieldTf = 0;
    for (const scorer of this.scorers) {
      if (scorer.doc() < doc) scorer.seek(doc);
      if (scorer.doc() !== doc) continue;
      if (scorer.field !== field) {
        if (field !== null) total += fieldTf;
        field = scorer.field;
        fieldTf = 0;
      }
      fieldTf += scorer.weightedTf();
    }
    if (field !== null) total += fieldTf;
    return saturate(this.idf, total);
  }
  maxScore(): number {
    return saturationBound(this.idf);
  }
  /**
   * With one combined list, its frequency is the sum of the fields' frequencies, so the BM25F sum is at most that
   * frequency times the largest field weight over length norm on this document: a bound far below the saturation
   * limit for a word found once in long text, found without seeking a single per-field list.
   */
  scoreBound(): number {
    const matcher = this.matcher;
    if (!(matcher instanceof PostingsReader) || this.fields.length === 0) return saturationBound(this.idf);
    const doc = matcher.doc();
    let ratio = 0;
    for (const field of this.fields) {
      const length = field.lengths ? field.lengths[doc]! : field.avgLength;
      const r = field.weight / (1 - BM25_B + (BM25_B * length) / (field.avgLength || 1));
      if (r > ratio) ratio = r;
    }
    return saturate(this.idf, matcher.freq() * ratio);
  }
}
