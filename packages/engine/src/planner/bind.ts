import { parse, type QueryNode, type Span, type TermNode } from '@app/query';
import { analyzeQueryTerm } from '../analysis/analyze-query-term';
import { EngineError } from '../engine-error';
import { analyzerFor } from '../index/field-analysis';
import { DocumentSetFilter } from '../query/document-set-filter';
import type { QueryFieldBinding, Schema } from '../schema/schema';
import type { LogicalQuery, PositionalExpr, TermPattern } from './logical-query';

/** Resolves `#n` to the tree of the caller's search n (see SearchRequest.resolveHistory). */
export type HistoryResolver = (n: number) => QueryNode;

/** Most parts a bound query may have, each search behind a `#n` counted once however often it is named. */
export const MAX_QUERY_NODES = 20_000;
/** Deepest chain of searches naming searches (`#5` names `#4`, which names `#3`…). */
export const MAX_HISTORY_DEPTH = 32;

/** What one bind shares across its recursion: each `#n` bound once, and the number of parts made so far. */
type Shared = { readonly history: Map<number, LogicalQuery>; nodes: number };

type Context = {
  readonly schema: Schema;
  readonly resolveHistory?: HistoryResolver;
  readonly depth: number;
  readonly shared: Shared;
};

/** Parses query text, turning the first syntax error into an EngineError that points at its position. */
export function parseQueryText(text: string): QueryNode | null {
  const { ast, diagnostics } = parse(text);
  const error = diagnostics[0];
  if (error) throw new EngineError(error.code, error.message, error.span);
  return ast;
}

/**
 * Binds a syntax tree to a schema (tantivy's UserInputAst → LogicalAst): field codes resolve through the schema's
 * query-field table, words go through the field's analyzer, `#n` through the caller's resolver.
 */
export function bindQuery(node: QueryNode, schema: Schema, resolveHistory?: HistoryResolver): LogicalQuery {
  const shared: Shared = { history: new Map(), nodes: 0 };
  return bind(
    node,
    { schema, ...(resolveHistory ? { resolveHistory } : {}), depth: 0, shared },
    defaultBinding(schema),
  );
}

function defaultBinding(schema: Schema): QueryFieldBinding {
  const binding = schema.queryFields[schema.defaultField];
  if (!binding) throw new Error(`schema ${schema.name} has no default field ${schema.defaultField}`);
  return binding;
}

function fieldBinding(schema: Schema, code: string, span: Span): QueryFieldBinding {
  const binding = schema.queryFields[code] ?? schema.queryFields[code.toUpperCase()];
  if (!binding) {
    throw new EngineError(
      'FIELD_NOT_INDEXED',
      `The field ${code} cannot be searched in ${schema.name} documents`,
      span,
    );
  }
  return binding;
}

function isPositional(binding: QueryFieldBinding): boolean {
  return binding.kind === 'text' || binding.kind === 'name';
}

function bind(node: QueryNode, ctx: Context, binding: QueryFieldBinding): LogicalQuery {
  if (++ctx.shared.nodes > MAX_QUERY_NODES) {
    throw new EngineError(
      'QUERY_TOO_LARGE',
      `With the searches it names, this query has more than ${MAX_QUERY_NODES.toLocaleString('en')} parts; combine fewer searches or save a simpler one`,
      node.span,
    );
  }
  switch (node.kind) {
    case 'Field':
      return bind(node.query, ctx, fieldBinding(ctx.schema, node.field, node.span));
    case 'Range':
      return bindRange(node, fieldBinding(ctx.schema, node.field, node.span));
    case 'Term':
    case 'Phrase':
    case 'Proximity':
      if (isPositional(binding))
        return { kind: 'text', fields: binding.fields, expr: positional(node, binding), span: node.span };
      return bindValue(node, binding);
    case 'Boolean': {
      const operands = node.operands.map((o) => bind(o, ctx, binding));
      if (node.op === 'AND' || node.op === 'OR')
        return { kind: node.op === 'AND' ? 'and' : 'or', operands, span: node.span };
      if (node.op === 'NOT') return { kind: 'not', include: operands[0]!, exclude: operands[1]!, span: node.span };
      return { kind: 'xor', operands, span: node.span };
    }
    case 'AtLeast':
      return {
        kind: 'atLeast',
        min: node.min,
        operands: node.operands.map((o) => bind(o, ctx, binding)),
        span: node.span,
      };
    case 'HistoryRef':
      return bindHistory(node.index, ctx, node.span);
    case 'HistoryRange': {
      const operands: LogicalQuery[] = [];
      for (let n = node.from; n <= node.to; n++) operands.push(bindHistory(n, ctx, node.span));
      return { kind: node.op === 'AND' ? 'and' : 'or', operands, span: node.span };
    }
    case 'DesignImage':
      throw new EngineError('QUERY_NOT_SUPPORTED', 'Image search is not available in this index', node.span);
    case 'DocumentSet':
      return { kind: 'documents', set: new DocumentSetFilter(node.ucids), span: node.span };
    case 'Error':
      throw new EngineError('QUERY_INVALID', `Cannot search for "${node.text}"`, node.span);
  }
}

/**
 * Binds search n once per query and hands out the same tree at every use, so that `(#4 OR #4) AND (#4 OR #4)` is a
 * graph as large as what was written, not a copy of #4 (and of everything #4 names) at every place: the builder
 * then evaluates a part named several times once per segment.
 */
function bindHistory(n: number, ctx: Context, span: Span): LogicalQuery {
  if (!ctx.resolveHistory) throw new EngineError('QUERY_UNKNOWN_HISTORY', `There is no search #${n} to refer to`, span);
  const known = ctx.shared.history.get(n);
  if (known !== undefined) return known;
  // A chain deeper than this is a cycle (#2 names #1, which names #2: searches only name earlier ones, but the
  // resolver is the caller's) or abuse.
  if (ctx.depth >= MAX_HISTORY_DEPTH) {
    throw new EngineError(
      'QUERY_HISTORY_TOO_DEEP',
      `Search #${n} is reached through more than ${MAX_HISTORY_DEPTH} searches that name each other; refer to fewer levels`,
      span,
    );
  }
  let tree: QueryNode;
  try {
    tree = ctx.resolveHistory(n);
  } catch (error) {
    // The resolver knows nothing of the query text; the reference's place in it is ours to add.
    if (error instanceof EngineError && error.span === undefined)
      throw new EngineError(error.code, error.message, span);
    throw error;
  }
  const bound = bind(tree, { ...ctx, depth: ctx.depth + 1 }, defaultBinding(ctx.schema));
  ctx.shared.history.set(n, bound);
  return bound;
}

/** Date bounds are partial (YYYY, YYYYMM, YYYYMMDD): a lower bound starts its period, an upper bound ends it. */
function bindRange(node: Extract<QueryNode, { kind: 'Range' }>, binding: QueryFieldBinding): LogicalQuery {
  const field = binding.fields[0]!;
  if (binding.kind !== 'date' && binding.kind !== 'numeric') {
    throw new EngineError('QUERY_RANGE_NOT_ALLOWED', `${node.written} does not take ranges`, node.span);
  }
  const isDate = binding.kind === 'date';
  const first = (v: string) => (isDate ? Number(v.padEnd(8, v.length === 4 ? '0101' : '01').slice(0, 8)) : Number(v));
  const last = (v: string) =>
    isDate ? Number(v.length === 4 ? `${v}1231` : v.length === 6 ? `${v}31` : v) : Number(v);
  let min = Number.NEGATIVE_INFINITY;
  let max = Number.POSITIVE_INFINITY;
  if (node.lower) min = node.lower.inclusive ? first(node.lower.value) : last(node.lower.value) + 1;
  if (node.upper) max = node.upper.inclusive ? last(node.upper.value) : first(node.upper.value) - 1;
  return { kind: 'range', field, min, max, span: node.span };
}

/** A truncated word as a term-dictionary prefix plus a full-match regex (`*` any run, `?` one, `!` zero or one). */
export function wildcardPattern(source: string): TermPattern {
  let regex = '^';
  let prefix = '';
  let literal = true;
  for (const ch of source) {
    if (ch === '*') regex += '.*';
    else if (ch === '?') regex += '.';
    else if (ch === '!') regex += '.?';
    else {
      regex += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      if (literal) prefix += ch;
      continue;
    }
    literal = false;
  }
  return { source, prefix, regex: new RegExp(`${regex}$`, 'su') };
}

/** A value in a keyword, classification, number or citation field. */
function bindValue(
  node: Extract<QueryNode, { kind: 'Term' | 'Phrase' | 'Proximity' }>,
  binding: QueryFieldBinding,
): LogicalQuery {
  const fields = binding.fields;
  if (node.kind === 'Proximity') {
    throw new EngineError('QUERY_INVALID_PROXIMITY_OPERAND', 'Proximity works only in text and name fields', node.span);
  }
  const text = node.kind === 'Term' ? node.text : node.terms.map((t) => t.text).join(' ');
  const wildcard = node.kind === 'Term' && node.wildcard;
  const type =
    binding.kind === 'citation'
      ? 'number'
      : binding.kind === 'numeric' || binding.kind === 'date'
        ? 'keyword'
        : binding.kind;
  const analyzer = analyzerFor(type as 'keyword' | 'classification' | 'number');
  if (wildcard) {
    // Codes and numbers are indexed upper case, keywords folded; the pattern follows the same spelling.
    const source = type === 'keyword' ? text.toLowerCase() : text.toUpperCase().replace(/\s+/g, '');
    return { kind: 'keyword', fields, terms: [], pattern: wildcardPattern(source), span: node.span };
  }
  const terms = new Set(analyzer.analyzeQuery(text).map((t) => t.term));
  // IPC/CPC `H01L31/00` names the main group: the code as written and the main group term both find it.
  for (const term of [...terms])
    if (type === 'classification' && /^[A-HY]\d\d[A-Z]\d+\/0+$/.test(term)) terms.add(term.replace(/\/0+$/, ''));
  return { kind: 'keyword', fields, terms: [...terms], pattern: null, span: node.span };
}

/** A word as positional expression: several tokens (a compound, `_`) become a phrase or its joined alternatives. */
function wordExpr(node: TermNode, binding: QueryFieldBinding): PositionalExpr {
  const analyzer = analyzerFor(binding.kind === 'name' ? 'name' : 'text');
  // Quoted words are document text (truncation characters literal); others keep their truncation.
  const terms = node.quoted
    ? analyzer.analyze(node.text).map((t) => ({ ...t, positionLength: t.positionLength ?? 1, wildcard: false }))
    : analyzeQueryTerm(analyzer, node.text);
  if (terms.length === 0) {
    throw new EngineError('QUERY_EMPTY_TERM', `"${node.text}" holds no searchable word`, node.span);
  }
  const base = terms[0]!.position;
  const words: PositionalExpr[] = [];
  const alternatives: { at: number; length: number; expr: PositionalExpr }[] = [];
  for (const t of terms) {
    const expr: PositionalExpr = t.wildcard
      ? { kind: 'pattern', pattern: wildcardPattern(t.term), span: node.span }
      : { kind: 'word', term: t.term, span: node.span };
    if (t.positionLength > 1) alternatives.push({ at: t.position - base, length: t.positionLength, expr });
    else if (words.length === t.position - base) words.push(expr);
  }
  const sequence = (parts: PositionalExpr[]): PositionalExpr =>
    parts.length === 1 ? parts[0]! : { kind: 'phrase', parts, span: node.span };
  if (alternatives.length === 0) return sequence(words);
  const options = [sequence(words)];
  for (const alt of alternatives) {
    options.push(sequence([...words.slice(0, alt.at), alt.expr, ...words.slice(alt.at + alt.length)]));
  }
  return { kind: 'or', operands: options, span: node.span };
}

function positional(node: QueryNode, binding: QueryFieldBinding): PositionalExpr {
  switch (node.kind) {
    case 'Term':
      return wordExpr(node, binding);
    case 'Phrase': {
      const parts: PositionalExpr[] = [];
      for (const term of node.terms) {
        const expr = wordExpr(term, binding);
        // A phrase inside a phrase is the same as its parts in line.
        if (expr.kind === 'phrase') parts.push(...expr.parts);
        else parts.push(expr);
      }
      return parts.length === 1 ? parts[0]! : { kind: 'phrase', parts, span: node.span };
    }
    case 'Proximity':
      return {
        kind: 'proximity',
        op: node.op,
        distance: node.distance ?? 0,
        left: positional(node.left, binding),
        right: positional(node.right, binding),
        span: node.span,
      };
    case 'Boolean':
      if (node.op === 'OR')
        return { kind: 'or', operands: node.operands.map((o) => positional(o, binding)), span: node.span };
      break;
    default:
      break;
  }
  throw new EngineError(
    'QUERY_INVALID_PROXIMITY_OPERAND',
    'Proximity operands may be words, phrases, OR groups of those, or nested proximity',
    node.span,
  );
}
