import type { Span } from '@app/query';
import { BLOCK_SIZE } from '../codec/postings-block';
import type { PostingsReader } from '../codec/postings-reader';
import { MISSING_NUMBER } from '../index/segment-files';
import type { SegmentReader } from '../index/segment-reader';
import { splitTermKey } from '../index/term-key';
import { CountingDisjunctionScorer, conjunction, disjunction, ExclusionScorer } from '../query/boolean-scorers';
import { ArrayScorer, EmptyScorer, ScoredDocs, type Scorer } from '../query/doc-set';
import {
  type IntervalNode,
  IntervalScorer,
  OrIntervals,
  PhraseIntervals,
  ProximityIntervals,
  TermIntervals,
  type TermVariant,
} from '../query/intervals';
import { bm25Idf, type FieldScoring, MultiFieldTermScorer, TermScorer } from '../query/term-scorer';
import { fieldOf } from '../schema/schema';
import type { TermInfo } from '../termdict/term-dictionary-writer';
import { columnFilterScorer } from './column-filter';
import type { LogicalQuery, PositionalExpr } from './logical-query';
import type { QueryStats } from './query-stats';

/** Builds the scorer of a logical query for one segment (tantivy's Weight::scorer). */
export function buildScorer(query: LogicalQuery, segment: SegmentReader, stats: QueryStats): Scorer {
  return new ScorerBuilder(segment, stats, stats.sharedNodes(query)).build(query);
}

/** Builds the interval tree of a positional expression for one field of one segment, or null if it cannot match. */
export function buildIntervals(
  expr: PositionalExpr,
  field: string,
  segment: SegmentReader,
  stats: QueryStats,
): IntervalNode | null {
  return new ScorerBuilder(segment, stats).intervals(expr, field);
}

class ScorerBuilder {
  /** Matches and scores of the shared parts built so far in this segment. */
  private readonly materialized = new Map<LogicalQuery, ScoredDocs>();

  constructor(
    private readonly segment: SegmentReader,
    private readonly stats: QueryStats,
    private readonly shared: ReadonlySet<LogicalQuery> = new Set(),
  ) {}

  build(query: LogicalQuery): Scorer {
    if (!this.shared.has(query)) return this.buildPart(query);
    // A part named in several places is run once in this segment; every place then reads its matches and scores.
    let docs = this.materialized.get(query);
    if (docs === undefined) {
      docs = ScoredDocs.drain(this.buildPart(query));
      this.materialized.set(query, docs);
    }
    return docs.scorer();
  }

  private buildPart(query: LogicalQuery): Scorer {
    switch (query.kind) {
      case 'text':
        return this.text(query.fields, query.expr);
      case 'keyword':
        return this.keyword(query);
      case 'range':
        return this.range(query.field, query.min, query.max);
      case 'exists':
        return this.exists(query.field);
      case 'column':
        return columnFilterScorer(this.segment, query.filter);
      case 'and':
        return conjunction(query.operands.map((o) => this.build(o)));
      case 'or':
        return disjunction(query.operands.map((o) => this.build(o)));
      case 'not': {
        const include = this.build(query.include);
        return new ExclusionScorer(include, this.build(query.exclude));
      }
      case 'xor':
        return new CountingDisjunctionScorer(
          query.operands.map((o) => this.build(o)),
          (n) => n === 1,
        );
      case 'atLeast':
        return new CountingDisjunctionScorer(
          query.operands.map((o) => this.build(o)),
          (n) => n >= query.min,
        );
      case 'none':
        return new EmptyScorer();
    }
  }

  private scoring(field: string): FieldScoring {
    return {
      weight: fieldOf(this.stats.schema, field)?.weight ?? 1,
      avgLength: this.stats.avgLength(field),
      lengths: this.segment.lengths(field),
    };
  }

  /** A term's postings, its work counted against the search's budget under the clause at `span`. */
  private postings(info: TermInfo, span: Span): PostingsReader {
    this.stats.budget.opened(info.length, span);
    const reader = this.segment.postings(info);
    const meter = this.stats.budget.meter(span);
    // The reader decoded its first block on opening, before it had a meter.
    meter.spend(Math.min(info.docFreq, BLOCK_SIZE));
    reader.meter = meter;
    return reader;
  }

  private termScorers(field: string, keys: readonly string[], scored: boolean, span: Span): TermScorer[] {
    const prefix = this.segment.prefixOf(field);
    if (prefix === null) return [];
    const scoring = this.scoring(field);
    const scorers: TermScorer[] = [];
    for (const key of keys) {
      const info = this.segment.lookup(prefix + key);
      if (!info) continue;
      const idf = scored ? bm25Idf(this.stats.docFreq(field, key), this.stats.docCount) : 0;
      scorers.push(new TermScorer(this.postings(info, span), idf, scoring));
    }
    return scorers;
  }

  private text(fields: readonly string[], expr: PositionalExpr): Scorer {
    if (expr.kind === 'word') {
      // BM25F: one idf for the word (its rarest-field document frequency is the most conservative), frequencies
      // summed over fields before saturation.
      const scorers: TermScorer[] = [];
      let df = 0;
      for (const field of fields) {
        scorers.push(...this.termScorers(field, this.stats.termKeys(this.segment, field, expr.term), false, expr.span));
        df = Math.max(df, this.stats.docFreq(field, expr.term));
      }
      if (scorers.length === 0) return new EmptyScorer();
      return new MultiFieldTermScorer(scorers, bm25Idf(Math.max(df, 1), this.stats.docCount));
    }
    if (expr.kind === 'pattern') {
      // A truncated word on its own needs no positions: the union of its expansions, scored as one word whose
      // frequency is the sum of theirs (so `electr*` does not rank a document higher for using many variants).
      const scorers: TermScorer[] = [];
      let df = 0;
      for (const field of fields) {
        const keys = this.stats.expand(field, expr.pattern, expr.span);
        scorers.push(...this.termScorers(field, keys, false, expr.span));
        for (const key of keys) df += this.stats.docFreq(field, key);
      }
      if (scorers.length === 0) return new EmptyScorer();
      return new MultiFieldTermScorer(
        scorers,
        bm25Idf(Math.min(Math.max(df, 1), this.stats.docCount), this.stats.docCount),
      );
    }
    const perField: Scorer[] = [];
    for (const field of fields) {
      const node = this.intervals(expr, field);
      if (node) perField.push(new IntervalScorer(node));
    }
    return disjunction(perField);
  }

  intervals(expr: PositionalExpr, field: string): IntervalNode | null {
    switch (expr.kind) {
      case 'word':
        return this.termIntervals(field, this.stats.termKeys(this.segment, field, expr.term), expr.span);
      case 'pattern':
        return this.termIntervals(field, this.stats.expand(field, expr.pattern, expr.span), expr.span);
      case 'phrase': {
        const parts: IntervalNode[] = [];
        for (const part of expr.parts) {
          const node = this.intervals(part, field);
          if (!node) return null;
          parts.push(node);
        }
        return new PhraseIntervals(parts);
      }
      case 'or': {
        const operands = expr.operands
          .map((o) => this.intervals(o, field))
          .filter((n): n is IntervalNode => n !== null);
        if (operands.length === 0) return null;
        return operands.length === 1 ? operands[0]! : new OrIntervals(operands);
      }
      case 'proximity': {
        const left = this.intervals(expr.left, field);
        if (!left) return null;
        const right = this.intervals(expr.right, field);
        const negated = expr.op === 'NOTW' || expr.op === 'NOTWF';
        if (!right) return negated ? left : null;
        const regions =
          expr.op === 'WS'
            ? this.segment.boundaries(field, 'sentence')
            : expr.op === 'WP'
              ? this.segment.boundaries(field, 'paragraph')
              : null;
        return new ProximityIntervals(expr.op, expr.distance, left, right, regions);
      }
    }
  }

  private termIntervals(field: string, keys: readonly string[], clause: Span): IntervalNode | null {
    const prefix = this.segment.prefixOf(field);
    if (prefix === null) return null;
    const scoring = this.scoring(field);
    const variants: TermVariant[] = [];
    for (const key of keys) {
      const info = this.segment.lookup(prefix + key);
      if (!info) continue;
      const { term, span } = splitTermKey(key);
      const idf = bm25Idf(this.stats.docFreq(field, key), this.stats.docCount);
      variants.push({ scorer: new TermScorer(this.postings(info, clause), idf, scoring), term, span });
    }
    return variants.length > 0 ? new TermIntervals(variants) : null;
  }

  private keyword(query: Extract<LogicalQuery, { kind: 'keyword' }>): Scorer {
    const scorers: Scorer[] = [];
    for (const field of query.fields) {
      const keys = query.pattern ? this.stats.expand(field, query.pattern, query.span) : query.terms;
      scorers.push(...this.termScorers(field, keys, false, query.span));
    }
    return disjunction(scorers);
  }

  private range(field: string, min: number, max: number): Scorer {
    const values = this.segment.numbers(field);
    if (!values) return new EmptyScorer();
    const docs = new Int32Array(values.length);
    let count = 0;
    for (let d = 0; d < values.length; d++) {
      const v = values[d]!;
      if (v !== MISSING_NUMBER && v >= min && v <= max) docs[count++] = d;
    }
    return new ArrayScorer(docs, count);
  }

  private exists(field: string): Scorer {
    const docs = new Int32Array(this.segment.maxDoc);
    let count = 0;
    const numbers = this.segment.numbers(field);
    const strings = this.segment.strings(field);
    const lengths = this.segment.lengths(field);
    for (let d = 0; d < this.segment.maxDoc; d++) {
      const has =
        (numbers !== null && numbers[d] !== MISSING_NUMBER) ||
        (strings !== null && strings.offsets[d + 1]! > strings.offsets[d]!) ||
        (lengths !== null && lengths[d]! > 0);
      if (has) docs[count++] = d;
    }
    return new ArrayScorer(docs, count);
  }
}
