import type { Span } from '@app/query';
import { EngineError } from './engine-error';
import type { SegmentReader } from './index/segment-reader';
import { SPAN_MARK } from './index/term-key';
import { type LogicalQuery, logicalChildren, type PositionalExpr, type TermPattern } from './planner/logical-query';
import { QueryStats } from './planner/query-stats';
import { SearchBudget } from './query/search-budget';
import type { SearchRequest } from './search-types';
import type { Searcher } from './searcher';
import { QueryWeights } from './weight/query-weights';
import { type Explanation, SegmentScope } from './weight/weight';

export type { ExplainedPair, Explanation, FieldMatch } from './weight/weight';

/** One ranked clause's share of a document's score: a word, truncation, phrase or proximity that matched. */
export type ScorePart = {
  readonly description: string;
  readonly span?: Span;
  readonly value: number;
};

/**
 * The score's parts for ranking: the text clauses that added to it, in the order the score adds them. A clause
 * named in several places (a shared `#n`) is a part in each, as it is in the score; filters, codes and ranges add 0
 * and are left out, and so is NOT's excluded side. The parts add up to the explanation's value (the search's
 * score) up to the rounding of adding them in one row instead of nested.
 */
export function scoreParts(explanation: Explanation): ScorePart[] {
  const parts: ScorePart[] = [];
  const walk = (e: Explanation): void => {
    if (!e.matched) return;
    if (e.combine === 'include') {
      walk(e.details[0]!);
      return;
    }
    if (e.clause === 'text' || (e.details.length === 0 && e.value !== 0)) {
      parts.push({ description: e.description, ...(e.span ? { span: e.span } : {}), value: e.value });
      return;
    }
    if (e.combine === 'sum') for (const detail of e.details) walk(detail);
  };
  walk(explanation);
  return parts;
}

/** How many documents one clause of a query matches on its own, with its sub-clauses. */
export type ClauseCount = {
  readonly kind: string;
  /** Where the clause is in the query text. */
  readonly span: Span;
  readonly count: number;
  /** A truncated word's (or code's) commonest expansions in this index, and how many distinct words it has. */
  readonly expansions?: TruncationWords;
  readonly children: readonly ClauseCount[];
};

/** The words a truncation stands for: the commonest first (by documents), at most `TRUNCATION_WORDS_SHOWN`. */
export type TruncationWords = { readonly words: readonly string[]; readonly total: number };

/** How many of a truncation's expansions a clause count names; the rest are counted in `total`. */
export const TRUNCATION_WORDS_SHOWN = 6;

function positionalChildren(expr: PositionalExpr): readonly PositionalExpr[] {
  switch (expr.kind) {
    case 'phrase':
      return expr.parts;
    case 'or':
      return expr.operands;
    case 'proximity':
      return [expr.left, expr.right];
    default:
      return [];
  }
}

/**
 * Hit counts of every clause, positional sub-expressions included (`solar W3 cell` gives counts for `solar`,
 * `cell` and the pair), so a user can see which part of a long query removes the documents they expected.
 */
export function clauseCounts(
  searcher: Searcher,
  request: Pick<SearchRequest, 'query' | 'resolveHistory' | 'history' | 'limits'>,
  cancelled?: () => boolean,
): ClauseCount {
  const query = searcher.plan(request);
  // One budget and one set of statistics for all the counts: together they are one request.
  const stats = new QueryStats(searcher.segments, searcher.schema, new SearchBudget(request.limits, cancelled));
  const weights = new QueryWeights(query, stats);
  // A search named in several places is one shared part of the graph: counted once, its answer reused.
  const counted = new Map<LogicalQuery, ClauseCount>();
  const walk = (node: LogicalQuery): ClauseCount => {
    const known = counted.get(node);
    if (known !== undefined) return known;
    const children =
      node.kind === 'text'
        ? positionalChildren(node.expr).map((expr) => walk({ ...node, expr, span: expr.span }))
        : logicalChildren(node).map(walk);
    const kind = node.kind === 'text' ? node.expr.kind : node.kind;
    const pattern = node.kind === 'text' && node.expr.kind === 'pattern' ? node.expr.pattern : patternOf(node);
    // Counting first expands the truncation (once, cached in the statistics), so naming its words costs no lookup.
    const countValue = searcher.countWeight(weights.weight(node), stats);
    const count: ClauseCount = {
      kind,
      span: node.span,
      count: countValue,
      ...(pattern !== null && 'fields' in node
        ? { expansions: truncationWords(stats, node.fields, pattern, node.span) }
        : {}),
      children,
    };
    counted.set(node, count);
    return count;
  };
  return walk(query);
}

function patternOf(node: LogicalQuery): TermPattern | null {
  return node.kind === 'keyword' ? node.pattern : null;
}

/** A truncation's words over `fields`, by how many documents hold them (summed over the fields), then alphabetically. */
function truncationWords(
  stats: QueryStats,
  fields: readonly string[],
  pattern: TermPattern,
  span: Span,
): TruncationWords {
  const docs = new Map<string, number>();
  for (const field of fields) {
    for (const key of stats.expand(field, pattern, span)) {
      // A compound's spanning form (`li-ion` over two positions) is still one word to the reader.
      const mark = key.indexOf(SPAN_MARK);
      const word = mark < 0 ? key : key.slice(0, mark);
      docs.set(word, (docs.get(word) ?? 0) + stats.expansionDocFreq(field, pattern, key));
    }
  }
  const words = [...docs.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, TRUNCATION_WORDS_SHOWN)
    .map(([word]) => word);
  return { words, total: docs.size };
}

/**
 * Explains one document's match and score for a request's query (filters are not part of the score). The
 * explanation comes from the same weights a search makes, so its value is exactly the score the search gives.
 */
export function explain(
  searcher: Searcher,
  request: Pick<SearchRequest, 'query' | 'resolveHistory' | 'history' | 'limits'>,
  ucid: string,
  cancelled?: () => boolean,
): Explanation {
  const query = searcher.plan(request);
  let segment: SegmentReader | undefined;
  let doc = -1;
  for (const s of searcher.segments) {
    const d = s.docOf(ucid);
    if (d !== undefined && !s.isDeleted(d)) {
      segment = s;
      doc = d;
    }
  }
  if (!segment) throw new EngineError('DOCUMENT_NOT_FOUND', `No document ${ucid} in this index`);
  const stats = new QueryStats(searcher.segments, searcher.schema, new SearchBudget(request.limits, cancelled));
  return new QueryWeights(query, stats).root.explain(new SegmentScope(segment, stats), doc);
}
