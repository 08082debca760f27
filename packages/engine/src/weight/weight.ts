import type { Span } from '@app/query';
import { BLOCK_SIZE } from '../codec/postings-block';
import type { PostingsReader } from '../codec/postings-reader';
import type { SegmentReader } from '../index/segment-reader';
import type { LogicalQuery } from '../planner/logical-query';
import type { QueryStats } from '../planner/query-stats';
import type { ScoredDocs, Scorer } from '../query/doc-set';
import type { FieldScoring } from '../query/term-scorer';
import { fieldOf } from '../schema/schema';
import type { TermInfo } from '../termdict/term-dictionary-writer';

/**
 * Why one document matched a query part (or not) and how its score was made. `value` is made from `details` as
 * `combine` says, with the same arithmetic in the same order as the scorer, so the root's value is exactly the score
 * the search gave the document:
 * - `sum`: the values of the matched details added up in order (AND, OR, XOR, at least n, a positional clause over
 *   several fields);
 * - `bm25f`: a word over fields; each detail is a field's weighted frequency, and `value` is
 *   `saturate(idf, sum of the matched details in order)`;
 * - `include`: the first detail's value (NOT scores by its included side);
 * - `leaf`: no parts (a filter that does not rank, a positional clause in one field).
 */
export type Explanation = {
  readonly description: string;
  readonly span?: Span;
  /** Set on a text clause (a word, truncation, phrase or proximity over its fields): a part of the score for ranking. */
  readonly clause?: 'text';
  /** For a text clause's part in one field: that field, and where in it the clause matched. */
  readonly where?: FieldMatch;
  readonly matched: boolean;
  readonly value: number;
  readonly combine: 'sum' | 'bm25f' | 'include' | 'leaf';
  /** The word's idf, when `combine` is `bm25f`. */
  readonly idf?: number;
  readonly details: readonly Explanation[];
};

/** At most this many positions per word and pairs per field are listed in an explanation (the counts stay whole). */
export const MAX_EXPLAINED_POSITIONS = 200;

/**
 * Where a text clause matched in one field of a document: the field's words that take part in a match, at their
 * word positions in the field (as the analyzer numbers them: from 0, a value of another language after a gap), and
 * a proximity's qualifying pairs. A word is an indexed term (folded, as searched); `count` is how many occurrences
 * take part, `positions` the first `MAX_EXPLAINED_POSITIONS` of them.
 */
export type FieldMatch = {
  readonly field: string;
  readonly words: readonly { readonly term: string; readonly count: number; readonly positions: readonly number[] }[];
  readonly pairs: readonly ExplainedPair[];
  /** How many pairs qualify (`pairs` lists the first `MAX_EXPLAINED_POSITIONS`). */
  readonly pairCount: number;
};

/** A qualifying proximity pair: each operand's first and last word position. */
export type ExplainedPair = {
  readonly op: string;
  readonly distance: number;
  readonly left: readonly [number, number];
  readonly right: readonly [number, number];
};

/**
 * One part of a query prepared for one search (Lucene's and tantivy's Weight): made once from the logical query
 * and the search's statistics (idf, average lengths, truncation expansions), it makes a scorer for each segment and
 * explains a document. Searching, explaining and highlighting all go through the same weights, so they cannot
 * disagree about what matched or what it scored.
 */
export interface Weight {
  readonly query: LogicalQuery;
  /** The matches of this part in one segment, with their scores. */
  scorer(scope: SegmentScope): Scorer;
  /** How this part scored `doc` of the segment; its value equals the scorer's score there. */
  explain(scope: SegmentScope, doc: number): Explanation;
  /**
   * An OR's, AND's or at-least-n's operands, whose scorer matches where `min` of them do (1 for OR, all for AND), and
   * what a NOT excludes from them: the searcher may collect them in bulk instead.
   */
  bulkOperands?(): BulkOperands | undefined;
}

/**
 * Operands of which at least `min` must match a document, and whose scores are summed in their order; minus the
 * documents of any `excluded` part (`a NOT b`, which scores as `a`).
 */
export type BulkOperands = {
  readonly operands: readonly Weight[];
  readonly min: number;
  readonly excluded?: readonly Weight[];
};

/**
 * One segment as the weights of one search see it: postings metered against the search's budget, the field scoring
 * data, and the shared parts (a `#n` named twice) already run here, so each runs once per segment.
 */
export class SegmentScope {
  /** Matches and scores of the shared parts run in this segment. */
  readonly materialized: Map<Weight, ScoredDocs>;
  /** Explanations of the shared parts, for the document being explained. */
  readonly explained = new Map<Weight, Explanation>();
  private readonly scorings: Map<string, FieldScoring>;
  /** The readers this scope opened, for `release`. */
  private readonly opened: PostingsReader[] = [];

  constructor(
    readonly segment: SegmentReader,
    readonly stats: QueryStats,
    /** The scope this one scores again for: its shared parts and field data, and no second charge to the budget. */
    private readonly rescoring?: SegmentScope,
  ) {
    this.materialized = rescoring?.materialized ?? new Map();
    this.scorings = rescoring?.scorings ?? new Map();
  }

  /**
   * A second scope over the same segment for scorers that only score documents the first scope's scorers found:
   * postings it opens again are neither charged to the budget nor metered (they were, once, by this scope).
   */
  forRescoring(): SegmentScope {
    return new SegmentScope(this.segment, this.stats, this);
  }

  /**
   * Hands the readers this scope opened back to the search for the next scope's terms. Call it only once nothing
   * made in this scope (scorers, interval nodes) will be used again.
   */
  release(): void {
    for (const reader of this.opened) {
      reader.meter = null;
      this.stats.spareReaders.push(reader);
    }
    this.opened.length = 0;
  }

  /**
   * BM25 data of a field in this segment. One object per field: the BM25F scorer groups a field's terms by it, so
   * keep it that way.
   */
  scoring(field: string): FieldScoring {
    let scoring = this.scorings.get(field);
    if (scoring === undefined) {
      scoring = {
        weight: fieldOf(this.stats.schema, field)?.weight ?? 1,
        avgLength: this.stats.avgLength(field),
        lengths: this.segment.lengths(field),
      };
      this.scorings.set(field, scoring);
    }
    return scoring;
  }

  /** A term's postings, its work counted against the search's budget under the clause at `span`. */
  postings(info: TermInfo, span: Span): PostingsReader {
    const spare = this.stats.spareReaders.pop();
    const reader = spare ?? this.segment.postings(info);
    if (spare) this.segment.repositionPostings(spare, info);
    this.opened.push(reader);
    if (this.rescoring) return reader;
    const budget = this.stats.budget;
    budget.opened(info.length, span);
    const meter = budget.meter(span);
    // The reader decoded its first block on opening, before it had a meter.
    meter.spend(Math.min(info.docFreq, BLOCK_SIZE));
    reader.meter = meter;
    return reader;
  }
}

/** A leaf's explanation: whether its own scorer lands on `doc`, and the score it gives there. */
export function explainByScorer(weight: Weight, scope: SegmentScope, doc: number, description: string): Explanation {
  const scorer = weight.scorer(scope);
  const matched = scorer.seek(doc) === doc;
  return {
    description,
    span: weight.query.span,
    matched,
    value: matched ? scorer.score() : 0,
    combine: 'leaf',
    details: [],
  };
}
