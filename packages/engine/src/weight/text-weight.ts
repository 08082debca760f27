import type { Span } from '@app/query';
import { splitTermKey } from '../index/term-key';
import type { LogicalQuery, PositionalExpr, TermPattern } from '../planner/logical-query';
import { type QueryStats, termKeysAt } from '../planner/query-stats';
import { DisjunctionScorer, disjunction } from '../query/boolean-scorers';
import { BulkWordScorer } from '../query/bulk-word-scorer';
import { type DocSet, EmptyScorer, type Scorer } from '../query/doc-set';
import {
  type IntervalNode,
  IntervalScorer,
  type MatchMark,
  matchesAt,
  OrIntervals,
  type PairMark,
  PhraseIntervals,
  ProximityIntervals,
  TermIntervals,
  type TermVariant,
} from '../query/intervals';
import {
  bm25Idf,
  CombinedTermScorer,
  type FieldScoring,
  MultiFieldTermScorer,
  saturate,
  TermScorer,
  weightedTf,
} from '../query/term-scorer';
import { fieldOf, hasPositions } from '../schema/schema';
import type { TermInfo } from '../termdict/term-dictionary-writer';
import { type Explanation, type FieldMatch, MAX_EXPLAINED_POSITIONS, type SegmentScope, type Weight } from './weight';

type TextQuery = Extract<LogicalQuery, { kind: 'text' }>;

/** Scoring data of the lists that only match (a combined field's): never used to score. */
const UNSCORED: FieldScoring = { weight: 0, avgLength: 1, lengths: null };

/**
 * A clause over text or name fields. A word or a truncated word on its own is scored BM25F and needs no positions;
 * anything positional (phrases, proximity, compounds) is an interval tree per field, ORed over the fields so a
 * proximity never joins words of two fields. `intervals` serves highlighting, for every kind of clause.
 */
export class TextWeight implements Weight {
  /** The word's idf (one for all its fields), when the clause is scored BM25F. */
  private readonly idf: number = 0;
  /** A truncated word's expansions per field, found once for the search over all segments. */
  private readonly expansions = new Map<string, readonly string[]>();

  constructor(
    readonly query: TextQuery,
    private readonly stats: QueryStats,
  ) {
    const { expr, fields } = query;
    if (expr.kind === 'word') {
      // The rarest field's document frequency is the most conservative one idf for the word.
      let df = 0;
      for (const field of fields) df = Math.max(df, stats.docFreq(field, expr.term));
      this.idf = bm25Idf(Math.max(df, 1), stats.docCount);
    } else if (expr.kind === 'pattern') {
      // Scored as one word whose frequency is the sum of its expansions' (so `electr*` does not rank a document
      // higher for using many variants).
      let df = 0;
      for (const field of fields) {
        const keys = stats.expand(field, expr.pattern, expr.span);
        this.expansions.set(field, keys);
        for (const key of keys) df += stats.expansionDocFreq(field, expr.pattern, key);
      }
      this.idf = bm25Idf(Math.min(Math.max(df, 1), stats.docCount), stats.docCount);
    } else {
      // Expand every truncated word now, so a too broad one fails the search before any segment is read.
      for (const field of fields) expandPatterns(expr, field, stats);
    }
  }

  private get scoredAsWord(): boolean {
    return this.query.expr.kind === 'word' || this.query.expr.kind === 'pattern';
  }

  /** The term keys of the word (its plain and spanning forms) or of the truncation's expansions in one field. */
  private keys(scope: SegmentScope, field: string): readonly string[] {
    const expr = this.query.expr;
    if (expr.kind === 'word') return this.stats.termKeys(scope.segment, field, expr.term);
    return this.expansions.get(field) ?? [];
  }

  /** Postings info of one of `keys`' keys in the scope's segment (a truncation's from its expansion, no lookup). */
  private info(scope: SegmentScope, field: string, prefix: string, key: string): TermInfo | null {
    const expr = this.query.expr;
    if (expr.kind === 'pattern') return this.stats.expansionInfo(scope.segment, field, expr.pattern, key);
    return scope.segment.lookup(prefix + key);
  }

  scorer(scope: SegmentScope): Scorer {
    if (!this.scoredAsWord) {
      const perField: Scorer[] = [];
      for (const field of this.query.fields) {
        const node = this.intervals(scope, field);
        if (node) perField.push(new IntervalScorer(node));
      }
      return disjunction(perField);
    }
    const combined = this.combinedMatcher(scope);
    if (combined === 'empty') return new EmptyScorer();
    if (combined !== null) {
      const fields = this.query.fields.filter((f) => scope.segment.prefixOf(f) !== null).map((f) => scope.scoring(f));
      return new CombinedTermScorer(combined, () => this.fieldScorers(scope), this.idf, fields);
    }
    const scorers = this.fieldScorers(scope);
    if (scorers.length === 0) return new EmptyScorer();
    if (this.query.expr.kind === 'word') {
      const bulk = BulkWordScorer.of(scorers, this.idf, scope.segment.maxDoc);
      if (bulk !== null) return bulk;
    }
    return new MultiFieldTermScorer(scorers, this.idf);
  }

  /** BM25F: the scorers grouped by field, so the field's frequencies are summed before the fields' sums. */
  private fieldScorers(scope: SegmentScope): TermScorer[] {
    const scorers: TermScorer[] = [];
    for (const field of this.query.fields) {
      const prefix = scope.segment.prefixOf(field);
      if (prefix === null) continue;
      const scoring = scope.scoring(field);
      for (const key of this.keys(scope, field)) {
        const info = this.info(scope, field, prefix, key);
        if (info) scorers.push(new TermScorer(scope.postings(info, this.query.expr.span), 0, scoring));
      }
    }
    return scorers;
  }

  /**
   * A plain word over a field group the segment also indexed combined: its documents as one list (the combined
   * field's, plus the lists of fields outside it), or 'empty'. Null when the per-field union must be taken
   * (truncations, a single field, segments without combined fields).
   */
  private combinedMatcher(scope: SegmentScope): DocSet | 'empty' | null {
    const expr = this.query.expr;
    if (expr.kind !== 'word') return null;
    const prefixes = scope.segment.coverOf(this.query.fields);
    if (prefixes === null) return null;
    const lists: TermScorer[] = [];
    for (const prefix of prefixes) {
      for (const key of termKeysAt(scope.segment, prefix, expr.term)) {
        const info = scope.segment.lookup(prefix + key);
        if (info) lists.push(new TermScorer(scope.postings(info, expr.span), 0, UNSCORED));
      }
    }
    if (lists.length === 0) return 'empty';
    return lists.length === 1 ? lists[0]!.postings : new DisjunctionScorer(lists);
  }

  explain(scope: SegmentScope, doc: number): Explanation {
    const { expr, fields, span } = this.query;
    const description = `${expr.kind} in ${fields.join(', ')}`;
    const details: Explanation[] = [];
    let total = 0;
    for (const field of fields) {
      const detail = this.scoredAsWord
        ? this.explainWordField(scope, field, doc)
        : explainField(this, scope, field, doc);
      if (detail.matched) total += detail.value;
      details.push(detail);
    }
    const matched = details.some((d) => d.matched);
    if (!this.scoredAsWord)
      return { description, span, clause: 'text', matched, value: total, combine: 'sum', details };
    const value = matched ? saturate(this.idf, total) : 0;
    return { description, span, clause: 'text', matched, value, combine: 'bm25f', idf: this.idf, details };
  }

  /** One field of a word: its weighted frequency, each term key's added in the order the scorer adds them. */
  private explainWordField(scope: SegmentScope, field: string, doc: number): Explanation {
    const { expr } = this.query;
    const what = expr.kind === 'word' ? `"${expr.term}"` : expr.kind === 'pattern' ? expr.pattern.source : '';
    const prefix = scope.segment.prefixOf(field);
    let freq = 0;
    let tf = 0;
    const scoring = scope.scoring(field);
    const def = fieldOf(this.stats.schema, field);
    const positional = def !== undefined && hasPositions(def);
    const marks: MatchMark[] = [];
    if (prefix !== null) {
      for (const key of this.keys(scope, field)) {
        const info = this.info(scope, field, prefix, key);
        if (!info) continue;
        const postings = scope.postings(info, expr.span);
        if (postings.seek(doc) !== doc) continue;
        const f = postings.freq();
        freq += f;
        tf += weightedTf(f, doc, scoring);
        if (!positional) continue;
        const { term } = splitTermKey(key);
        const positions = postings.positions();
        for (let i = 0; i < f; i++) marks.push({ position: positions[i]!, term });
      }
    }
    const df = expr.kind === 'word' ? this.stats.docFreq(field, expr.term) : null;
    const length = scoring.lengths?.[doc] ?? 0;
    return {
      description:
        `${field}: ${what} ${freq}× in ${length} words (average ${scoring.avgLength.toFixed(1)}), weight ${scoring.weight}` +
        `${df === null ? '' : `, in ${df} of ${this.stats.docCount} documents`}; weighted frequency ${tf.toFixed(3)}, ` +
        `BM25F adds the fields' weighted frequencies before saturation (idf ${this.idf.toFixed(3)})`,
      span: expr.span,
      ...(freq > 0 ? { where: fieldMatch(field, marks, []) } : {}),
      matched: freq > 0,
      value: freq > 0 ? tf : 0,
      combine: 'leaf',
      details: [],
    };
  }

  /** The clause's interval tree in one field of the segment, or null when it cannot match there. */
  intervals(scope: SegmentScope, field: string): IntervalNode | null {
    return buildIntervals(this.query.expr, field, scope, this.stats);
  }
}

/** A positional clause in one field: matched where its intervals are not empty, scored by its words there. */
function explainField(weight: TextWeight, scope: SegmentScope, field: string, doc: number): Explanation {
  const node = weight.intervals(scope, field);
  const matched = node !== null && node.approx.seek(doc) === doc && matchesAt(node, doc);
  let where: FieldMatch | undefined;
  if (matched) {
    const marks: MatchMark[] = [];
    const pairs: PairMark[] = [];
    node.marks(doc, null, marks);
    node.pairs(doc, null, pairs);
    where = fieldMatch(field, marks, pairs);
  }
  return {
    description: `${weight.query.expr.kind} in ${field}`,
    span: weight.query.expr.span,
    ...(where ? { where } : {}),
    matched,
    value: matched ? node.score(doc) : 0,
    combine: 'leaf',
    details: [],
  };
}

/** The words (each with its sorted, distinct positions) and pairs of one field's match, cut to the listed maximum. */
function fieldMatch(field: string, marks: readonly MatchMark[], pairs: readonly PairMark[]): FieldMatch {
  const byTerm = new Map<string, Set<number>>();
  for (const { term, position } of marks) {
    let set = byTerm.get(term);
    if (set === undefined) {
      set = new Set();
      byTerm.set(term, set);
    }
    set.add(position);
  }
  const words = [...byTerm]
    .map(([term, set]) => {
      const positions = [...set].sort((a, b) => a - b);
      return { term, count: positions.length, positions: positions.slice(0, MAX_EXPLAINED_POSITIONS) };
    })
    .sort((a, b) => a.positions[0]! - b.positions[0]! || (a.term < b.term ? -1 : 1));
  const seen = new Set<string>();
  const distinct: PairMark[] = [];
  for (const pair of pairs) {
    const key = `${pair.op}/${pair.distance}/${pair.left.join(',')}/${pair.right.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push(pair);
  }
  distinct.sort((a, b) => Math.min(a.left[0], a.right[0]) - Math.min(b.left[0], b.right[0]));
  return {
    field,
    words,
    pairs: distinct
      .slice(0, MAX_EXPLAINED_POSITIONS)
      .map(({ op, distance, left, right }) => ({ op, distance, left, right })),
    pairCount: distinct.length,
  };
}

function expandPatterns(expr: PositionalExpr, field: string, stats: QueryStats): void {
  switch (expr.kind) {
    case 'pattern':
      stats.expand(field, expr.pattern, expr.span);
      return;
    case 'phrase':
      for (const part of expr.parts) expandPatterns(part, field, stats);
      return;
    case 'or':
      for (const operand of expr.operands) expandPatterns(operand, field, stats);
      return;
    case 'proximity':
      expandPatterns(expr.left, field, stats);
      expandPatterns(expr.right, field, stats);
      return;
    case 'word':
      return;
  }
}

function buildIntervals(
  expr: PositionalExpr,
  field: string,
  scope: SegmentScope,
  stats: QueryStats,
): IntervalNode | null {
  switch (expr.kind) {
    case 'word':
      return termIntervals(field, stats.termKeys(scope.segment, field, expr.term), scope, stats, expr.span, null);
    case 'pattern':
      return termIntervals(field, stats.expand(field, expr.pattern, expr.span), scope, stats, expr.span, expr.pattern);
    case 'phrase': {
      const parts: IntervalNode[] = [];
      for (const part of expr.parts) {
        const node = buildIntervals(part, field, scope, stats);
        if (!node) return null;
        parts.push(node);
      }
      return new PhraseIntervals(parts);
    }
    case 'or': {
      const operands = expr.operands
        .map((o) => buildIntervals(o, field, scope, stats))
        .filter((n): n is IntervalNode => n !== null);
      if (operands.length === 0) return null;
      return operands.length === 1 ? operands[0]! : new OrIntervals(operands);
    }
    case 'proximity': {
      const left = buildIntervals(expr.left, field, scope, stats);
      if (!left) return null;
      const right = buildIntervals(expr.right, field, scope, stats);
      const negated = expr.op === 'NOTW' || expr.op === 'NOTWF';
      if (!right) return negated ? left : null;
      const regions =
        expr.op === 'WS'
          ? scope.segment.boundaries(field, 'sentence')
          : expr.op === 'WP'
            ? scope.segment.boundaries(field, 'paragraph')
            : null;
      return new ProximityIntervals(expr.op, expr.distance, left, right, regions);
    }
  }
}

/** A word's or truncation's occurrences in one field, each term key scored BM25 with its own idf. */
function termIntervals(
  field: string,
  keys: readonly string[],
  scope: SegmentScope,
  stats: QueryStats,
  clause: Span,
  /** The truncation the keys are the expansions of: their infos and frequencies come from it, without lookups. */
  pattern: TermPattern | null,
): IntervalNode | null {
  const prefix = scope.segment.prefixOf(field);
  if (prefix === null) return null;
  const scoring = scope.scoring(field);
  const variants: TermVariant[] = [];
  for (const key of keys) {
    const info = pattern ? stats.expansionInfo(scope.segment, field, pattern, key) : scope.segment.lookup(prefix + key);
    if (!info) continue;
    const { term, span } = splitTermKey(key);
    const df = pattern ? stats.expansionDocFreq(field, pattern, key) : stats.docFreq(field, key);
    const idf = bm25Idf(df, stats.docCount);
    variants.push({ scorer: new TermScorer(scope.postings(info, clause), idf, scoring), term, span });
  }
  return variants.length > 0 ? new TermIntervals(variants) : null;
}
