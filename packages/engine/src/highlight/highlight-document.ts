import { analyzeQueryTerm } from '../analysis/analyze-query-term';
import { withDerivedFields } from '../index/derived-fields';
import { analyzePositionalField, analyzerFor, stringFieldValues } from '../index/field-analysis';
import { wildcardPattern } from '../planner/bind';
import type { LogicalQuery } from '../planner/logical-query';
import type { MatchMark } from '../query/intervals';
import { fieldOf, hasPositions, type Schema } from '../schema/schema';
import type { DocumentHighlighting, Highlight, HighlightRequest, Snippet } from '../search-types';
import type { QueryWeights } from '../weight/query-weights';
import type { TextWeight } from '../weight/text-weight';
import type { SegmentScope } from '../weight/weight';
import { type HighlightMark, highlightField } from './highlight-field';
import { makeSnippets } from './snippets';

/**
 * What to highlight in one field: the text clauses that search it, each with its colour group. A clause is the
 * search's own weight, so highlighting finds exactly the matches the search found.
 */
export type HighlightTarget = {
  readonly field: string;
  readonly clauses: readonly { readonly weight: TextWeight; readonly group: number }[];
};

/**
 * The fields and clauses to highlight for a query. Each text clause gets its own group (colour class) in query
 * order. Clauses under the excluded side of NOT are left out: they did not make the document match.
 */
export function highlightTargets(weights: QueryWeights, schema: Schema, request: HighlightRequest): HighlightTarget[] {
  const clauses: { fields: readonly string[]; weight: TextWeight; group: number }[] = [];
  // A search named several times is one shared part of the graph: its clauses are highlighted once.
  const seen = new Set<LogicalQuery>();
  const walk = (node: LogicalQuery): void => {
    if (seen.has(node)) return;
    seen.add(node);
    switch (node.kind) {
      case 'text':
        clauses.push({ fields: node.fields, weight: weights.text(node), group: clauses.length });
        return;
      case 'not':
        walk(node.include);
        return;
      case 'and':
      case 'or':
      case 'xor':
      case 'atLeast':
        for (const operand of node.operands) walk(operand);
        return;
      default:
        return;
    }
  };
  walk(weights.root.query);
  // Without a query (a folder's or an alert run's documents) a scheme still marks its words, in the fields a bare
  // query searches.
  const schemeOnly = clauses.length === 0 && (request.termGroups?.length ?? 0) > 0;
  const defaults = schemeOnly ? (schema.queryFields[schema.defaultField]?.fields ?? []) : [];
  const wanted = request.fields ?? [...new Set([...clauses.flatMap((c) => c.fields), ...defaults])];
  const targets: HighlightTarget[] = [];
  for (const field of wanted) {
    const def = fieldOf(schema, field);
    if (!def || !hasPositions(def)) continue;
    targets.push({
      field,
      clauses: clauses.filter((c) => c.fields.includes(field)).map(({ weight, group }) => ({ weight, group })),
    });
  }
  return targets;
}

/** Marks every matched occurrence of the query in the requested fields of one document, with snippets. */
export function highlightDocument(
  targets: readonly HighlightTarget[],
  scope: SegmentScope,
  doc: number,
  stored: Record<string, unknown>,
  schema: Schema,
  request: HighlightRequest,
): DocumentHighlighting {
  const full = withDerivedFields(schema, stored as { ucid: string });
  const scheme = schemePatterns(request.termGroups ?? []);
  const snippets: Record<string, Snippet[]> = {};
  const entireField: Record<string, { text: string; highlights: Highlight[] }> = {};
  for (const target of targets) {
    const marks: HighlightMark[] = [];
    for (const { weight, group } of target.clauses) {
      const node = weight.intervals(scope, target.field);
      if (!node || node.approx.seek(doc) !== doc || node.intervalsAt(doc).starts.length === 0) continue;
      const sink: MatchMark[] = [];
      node.marks(doc, null, sink);
      for (const mark of sink) marks.push({ ...mark, group: group + scheme.length });
    }
    const def = fieldOf(schema, target.field)!;
    const analyzed = analyzePositionalField(def, full[target.field]);
    if (scheme.length > 0) {
      for (const token of analyzed.tokens) {
        const group = scheme.findIndex((patterns) => patterns.some((p) => p.test(token.term)));
        if (group >= 0) marks.push({ position: token.position, term: token.term, group });
      }
    }
    const values =
      def.type === 'name'
        ? [
            {
              key: target.field,
              value: analyzed.tokens.length > 0 ? stringFieldValues(full[target.field]) : [],
              base: 0,
              end: Infinity,
            },
          ]
        : analyzed.values.map((v, i) => ({
            key: v.language === null ? target.field : `${target.field}.${v.language}`,
            value: v.value,
            base: v.base,
            end: analyzed.values[i + 1]?.base ?? Infinity,
          }));
    for (const { key, value, base, end } of values) {
      const own = marks
        .filter((m) => m.position >= base && m.position < end)
        .map((m) => ({ ...m, position: m.position - base }));
      if (own.length === 0 && !request.entireField) continue;
      const analyzer = analyzerFor(def.type === 'name' ? 'name' : 'text');
      const marked = highlightField(value, analyzer, own);
      if (marked.highlights.length > 0) {
        snippets[key] = makeSnippets(marked.text, marked.highlights, {
          ...(request.maxSnippets !== undefined ? { maxSnippets: request.maxSnippets } : {}),
          ...(request.maxSnippetLength !== undefined ? { maxSnippetLength: request.maxSnippetLength } : {}),
        });
      }
      if (request.entireField) entireField[key] = { text: marked.text, highlights: marked.highlights };
    }
  }
  return request.entireField ? { snippets, entireField } : { snippets };
}

/** Regexes of a scheme's words, per group, over folded terms (the same analysis as query words). */
function schemePatterns(groups: readonly (readonly string[])[]): RegExp[][] {
  const analyzer = analyzerFor('text');
  return groups.map((words) =>
    words.flatMap((word) => analyzeQueryTerm(analyzer, word).map((t) => wildcardPattern(t.term).regex)),
  );
}
