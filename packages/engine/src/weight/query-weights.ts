import { MISSING_NUMBER } from '../index/segment-files';
import { type LogicalQuery, logicalChildren, sharedNodes } from '../planner/logical-query';
import type { QueryStats } from '../planner/query-stats';
import {
  atLeast,
  CountingDisjunctionScorer,
  conjunction,
  disjunction,
  ExclusionScorer,
} from '../query/boolean-scorers';
import { columnFilterScorer } from '../query/column-filter-scorer';
import { ArrayScorer, EmptyScorer, ScoredDocs, type Scorer, UnscoredScorer } from '../query/doc-set';
import { RangeScorer } from '../query/range-scorer';
import { TermScorer } from '../query/term-scorer';
import { TextWeight } from './text-weight';
import { type BulkOperands, type Explanation, explainByScorer, type SegmentScope, type Weight } from './weight';

/**
 * The weights of one query for one search: made once from the logical query and the search's statistics, one weight
 * per part of the query graph. A part reached from several places (a `#n` named twice) is one weight, run once per
 * segment and read from every place that names it.
 */
export class QueryWeights {
  readonly root: Weight;
  private readonly shared: ReadonlySet<LogicalQuery>;
  /** Each part's own weight, unwrapped (highlighting asks text parts for their intervals). */
  private readonly own = new Map<LogicalQuery, Weight>();
  private readonly weights = new Map<LogicalQuery, Weight>();

  constructor(
    query: LogicalQuery,
    readonly stats: QueryStats,
  ) {
    this.shared = sharedNodes(query);
    this.root = this.weight(query);
  }

  /** The weight of a part of the query (or of another query over the same search, e.g. a clause counted alone). */
  weight(query: LogicalQuery): Weight {
    let weight = this.weights.get(query);
    if (weight === undefined) {
      const own = this.create(query);
      this.own.set(query, own);
      weight = this.shared.has(query) ? new SharedWeight(own) : own;
      this.weights.set(query, weight);
    }
    return weight;
  }

  /** The weight of a text part, for highlighting. */
  text(query: Extract<LogicalQuery, { kind: 'text' }>): TextWeight {
    this.weight(query);
    return this.own.get(query) as TextWeight;
  }

  private create(query: LogicalQuery): Weight {
    switch (query.kind) {
      case 'text':
        return new TextWeight(query, this.stats);
      case 'keyword':
        return new KeywordWeight(query, this.stats);
      case 'range':
      case 'exists':
      case 'column':
      case 'documents':
      case 'none':
        return new UnscoredWeight(query);
      case 'not':
        return new NotWeight(query, this.weight(query.include), this.weight(query.exclude));
      case 'and':
      case 'or':
      case 'xor':
      case 'atLeast':
        return new BooleanWeight(
          query,
          logicalChildren(query).map((child) => this.weight(child)),
        );
    }
  }
}

/** A part named in several places: run once per segment, its matches and scores kept for every other place. */
class SharedWeight implements Weight {
  constructor(private readonly inner: Weight) {}

  get query(): LogicalQuery {
    return this.inner.query;
  }

  scorer(scope: SegmentScope): Scorer {
    let docs = scope.materialized.get(this);
    if (docs === undefined) {
      docs = ScoredDocs.drain(this.inner.scorer(scope));
      scope.materialized.set(this, docs);
    }
    return docs.scorer();
  }

  explain(scope: SegmentScope, doc: number): Explanation {
    let explanation = scope.explained.get(this);
    if (explanation === undefined) {
      explanation = this.inner.explain(scope, doc);
      scope.explained.set(this, explanation);
    }
    return explanation;
  }
}

type BooleanQuery = Extract<LogicalQuery, { kind: 'and' | 'or' | 'xor' | 'atLeast' }>;

/** AND, OR, XOR and at-least-n: the score is the sum of the operands on the document, in the query's order. */
class BooleanWeight implements Weight {
  constructor(
    readonly query: BooleanQuery,
    private readonly operands: readonly Weight[],
  ) {}

  bulkOperands(): BulkOperands | undefined {
    const query = this.query;
    const operands = this.operands;
    if (operands.length === 0) return undefined;
    if (query.kind === 'or') return { operands, min: 1 };
    if (query.kind === 'and') return { operands, min: operands.length };
    if (query.kind === 'atLeast') return { operands, min: Math.max(query.min, 1) };
    return undefined;
  }

  scorer(scope: SegmentScope): Scorer {
    const scorers = this.operands.map((o) => o.scorer(scope));
    switch (this.query.kind) {
      case 'and':
        return conjunction(scorers);
      case 'or':
        return disjunction(scorers);
      case 'xor':
        return new CountingDisjunctionScorer(scorers, (n) => n === 1);
      case 'atLeast':
        return atLeast(scorers, this.query.min);
    }
  }

  explain(scope: SegmentScope, doc: number): Explanation {
    const details = this.operands.map((o) => o.explain(scope, doc));
    let on = 0;
    let sum = 0;
    for (const detail of details) {
      if (!detail.matched) continue;
      on++;
      sum += detail.value;
    }
    const query = this.query;
    let matched: boolean;
    if (query.kind === 'and') matched = on === details.length && details.length > 0;
    else if (query.kind === 'or') matched = on > 0;
    else if (query.kind === 'atLeast') matched = on >= query.min;
    else matched = on === 1;
    const description =
      query.kind === 'atLeast' ? `at least ${query.min} of ${query.operands.length}` : query.kind.toUpperCase();
    return { description, span: query.span, matched, value: matched ? sum : 0, combine: 'sum', details };
  }
}

/** `a NOT b`: the documents of `a` that `b` does not match, scored by `a`. */
class NotWeight implements Weight {
  constructor(
    readonly query: Extract<LogicalQuery, { kind: 'not' }>,
    private readonly include: Weight,
    private readonly exclude: Weight,
  ) {}

  scorer(scope: SegmentScope): Scorer {
    return new ExclusionScorer(this.include.scorer(scope), this.exclude.scorer(scope));
  }

  /** The included side's operands (or the side itself), less the excluded side's documents. */
  bulkOperands(): BulkOperands {
    const include = this.include.bulkOperands?.() ?? { operands: [this.include], min: 1 };
    return { ...include, excluded: [...(include.excluded ?? []), this.exclude] };
  }

  explain(scope: SegmentScope, doc: number): Explanation {
    const include = this.include.explain(scope, doc);
    const exclude = this.exclude.explain(scope, doc);
    const matched = include.matched && !exclude.matched;
    return {
      description: 'NOT',
      span: this.query.span,
      matched,
      value: matched ? include.value : 0,
      combine: 'include',
      details: [include, exclude],
    };
  }
}

/** Keyword, classification and number values: term lookups that match without ranking. */
class KeywordWeight implements Weight {
  /** Per field, the term keys to look up: the exact ones, or a pattern's expansions over the whole index. */
  private readonly keys: ReadonlyMap<string, readonly string[]>;

  constructor(
    readonly query: Extract<LogicalQuery, { kind: 'keyword' }>,
    private readonly stats: QueryStats,
  ) {
    const pattern = query.pattern;
    this.keys = new Map(
      query.fields.map((field) => [field, pattern ? stats.expand(field, pattern, query.span) : query.terms]),
    );
  }

  scorer(scope: SegmentScope): Scorer {
    const scorers: Scorer[] = [];
    for (const field of this.query.fields) {
      const prefix = scope.segment.prefixOf(field);
      if (prefix === null) continue;
      const scoring = scope.scoring(field);
      const pattern = this.query.pattern;
      for (const key of this.keys.get(field) ?? []) {
        const info = pattern
          ? this.stats.expansionInfo(scope.segment, field, pattern, key)
          : scope.segment.lookup(prefix + key);
        if (info) scorers.push(new TermScorer(scope.postings(info, this.query.span), 0, scoring));
      }
    }
    // Each scores 0 (idf 0): say so, so that a bulk pass over an AND with a code adds the scores as it marks.
    return new UnscoredScorer(disjunction(scorers));
  }

  explain(scope: SegmentScope, doc: number): Explanation {
    const q = this.query;
    return explainByScorer(
      this,
      scope,
      doc,
      `${q.pattern ? q.pattern.source : q.terms.join(' | ')} in ${q.fields.join(', ')}`,
    );
  }
}

type UnscoredQuery = Extract<LogicalQuery, { kind: 'range' | 'exists' | 'column' | 'documents' | 'none' }>;

/** Conditions on a segment's columns (date and number ranges, existence, facet filters): they match, never rank. */
class UnscoredWeight implements Weight {
  constructor(readonly query: UnscoredQuery) {}

  scorer(scope: SegmentScope): Scorer {
    const query = this.query;
    switch (query.kind) {
      case 'range':
        return rangeScorer(scope, query.field, query.min, query.max);
      case 'exists':
        return existsScorer(scope, query.field);
      case 'column':
        return columnFilterScorer(scope.segment, query.filter);
      case 'documents':
        return query.set.scorer(scope.segment);
      case 'none':
        return new EmptyScorer();
    }
  }

  explain(scope: SegmentScope, doc: number): Explanation {
    const query = this.query;
    const description =
      query.kind === 'range'
        ? `${query.field} from ${query.min} to ${query.max}`
        : query.kind === 'exists'
          ? `${query.field} present`
          : query.kind === 'column'
            ? `${query.filter.exclude ? 'not ' : ''}${query.filter.field} in filter`
            : query.kind === 'documents'
              ? `one of ${query.set.size} named documents`
              : 'NONE';
    return explainByScorer(this, scope, doc, description);
  }
}

/** The documents whose number in `field` lies in `[min, max]`, read from the column as the scorer moves. */
function rangeScorer(scope: SegmentScope, field: string, min: number, max: number): Scorer {
  const values = scope.segment.numbers(field);
  return values ? new RangeScorer(values, min, max) : new EmptyScorer();
}

/** The documents with a value in the field: a number, a string value or at least one word. */
function existsScorer(scope: SegmentScope, field: string): Scorer {
  const segment = scope.segment;
  const docs = new Int32Array(segment.maxDoc);
  let count = 0;
  const numbers = segment.numbers(field);
  const strings = segment.strings(field);
  const lengths = segment.lengths(field);
  for (let d = 0; d < segment.maxDoc; d++) {
    const has =
      (numbers !== null && numbers[d] !== MISSING_NUMBER) ||
      (strings !== null && strings.offsets[d + 1]! > strings.offsets[d]!) ||
      (lengths !== null && lengths[d]! > 0);
    if (has) docs[count++] = d;
  }
  return new ArrayScorer(docs, count);
}
