import type { Span } from '@app/query';
import { EngineError } from './engine-error';
import type { SegmentReader } from './index/segment-reader';
import { buildScorer } from './planner/build';
import { type LogicalQuery, logicalChildren, type PositionalExpr } from './planner/logical-query';
import { QueryStats } from './planner/query-stats';
import { SearchBudget } from './query/search-budget';
import { bm25Idf, saturate, weightedTf } from './query/term-scorer';
import { fieldOf } from './schema/schema';
import type { SearchRequest } from './search-types';
import type { Searcher } from './searcher';

/** How many documents one clause of a query matches on its own, with its sub-clauses. */
export type ClauseCount = {
  readonly kind: string;
  /** Where the clause is in the query text. */
  readonly span: Span;
  readonly count: number;
  readonly children: readonly ClauseCount[];
};

/** Why one document matched (or not) and how its score was made, clause by clause. */
export type Explanation = {
  readonly description: string;
  readonly span?: Span;
  readonly matched: boolean;
  readonly value: number;
  readonly details: readonly Explanation[];
};

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
  // One budget for all the counts: together they are one request.
  const budget = new SearchBudget(request.limits, cancelled);
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
    const count: ClauseCount = { kind, span: node.span, count: searcher.count(node, budget), children };
    counted.set(node, count);
    return count;
  };
  return walk(query);
}

/** Explains one document's match and score for a request's query (filters are not part of the score). */
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
  const found = segment;
  const explained = new Map<LogicalQuery, Explanation>();
  const walk = (node: LogicalQuery): Explanation => {
    const known = explained.get(node);
    if (known !== undefined) return known;
    const explanation = explainNode(node);
    explained.set(node, explanation);
    return explanation;
  };
  const explainNode = (node: LogicalQuery): Explanation => {
    const scorer = buildScorer(node, found, stats);
    const matched = scorer.seek(doc) === doc;
    const value = matched ? scorer.score() : 0;
    const details =
      node.kind === 'text' && node.expr.kind === 'word'
        ? wordDetails(node.fields, node.expr.term)
        : logicalChildren(node).map(walk);
    return { description: describe(node), span: node.span, matched, value, details };
  };
  const wordDetails = (fields: readonly string[], term: string): Explanation[] =>
    fields.map((field) => {
      const keys = stats.termKeys(found, field, term);
      let freq = 0;
      for (const key of keys) {
        const info = found.lookup(found.prefixOf(field)! + key);
        if (!info) continue;
        const postings = found.postings(info);
        if (postings.seek(doc) === doc) freq += postings.freq();
      }
      const scoring = {
        weight: fieldOf(searcher.schema, field)?.weight ?? 1,
        avgLength: stats.avgLength(field),
        lengths: found.lengths(field),
      };
      const df = stats.docFreq(field, term);
      const idf = bm25Idf(Math.max(df, 1), stats.docCount);
      const tf = weightedTf(freq, doc, scoring);
      const length = scoring.lengths?.[doc] ?? 0;
      return {
        description: `${field}: "${term}" ${freq}× in ${length} words (average ${scoring.avgLength.toFixed(1)}), weight ${scoring.weight}, in ${df} of ${stats.docCount} documents (idf ${idf.toFixed(3)}); BM25F combines the fields' weighted frequencies`,
        matched: freq > 0,
        value: freq > 0 ? saturate(idf, tf) : 0,
        details: [],
      };
    });
  return walk(query);
}

function describe(node: LogicalQuery): string {
  switch (node.kind) {
    case 'text':
      return `${node.expr.kind} in ${node.fields.join(', ')}`;
    case 'keyword':
      return `${node.pattern ? node.pattern.source : node.terms.join(' | ')} in ${node.fields.join(', ')}`;
    case 'range':
      return `${node.field} from ${node.min} to ${node.max}`;
    case 'exists':
      return `${node.field} present`;
    case 'column':
      return `${node.filter.exclude ? 'not ' : ''}${node.filter.field} in filter`;
    case 'atLeast':
      return `at least ${node.min} of ${node.operands.length}`;
    default:
      return node.kind.toUpperCase();
  }
}
