import { analyzeQueryTerm } from '../analysis/analyze-query-term';
import { withDerivedFields } from '../index/derived-fields';
import { analyzePositionalField, analyzerFor, stringFieldValues, textFieldValues } from '../index/field-analysis';
import { wildcardPattern } from '../planner/bind';
import type { LogicalQuery } from '../planner/logical-query';
import type { MatchMark } from '../query/intervals';
import { type FieldDef, fieldOf, hasPositions, type Schema } from '../schema/schema';
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
    // Nothing matched here and nothing else to mark or show: the field is not analysed at all.
    if (marks.length === 0 && scheme.length === 0 && !request.entireField) continue;
    const def = fieldOf(schema, target.field)!;
    const raw = full[target.field];
    const values = scheme.length === 0 && !request.entireField ? singleValue(target.field, def, raw) : null;
    for (const placed of values ?? placedValues(target.field, def, raw, scheme, marks)) {
      const { key, value, base, end } = placed;
      const own =
        base === 0 && end === Infinity
          ? marks
          : marks
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

/** One value of a field, with the positions it holds: from `base` up to (not including) `end`. */
type PlacedValue = {
  readonly key: string;
  readonly value: string | readonly string[];
  readonly base: number;
  readonly end: number;
};

/**
 * A field with one value (a name field's values are analysed as one) placed at position 0 without analysing it:
 * its marks' positions are already its own. Null for a text field with several values (languages), whose positions
 * follow one another and are found by analysing them.
 */
function singleValue(field: string, def: FieldDef, raw: unknown): PlacedValue[] | null {
  if (def.type === 'name') return [{ key: field, value: stringFieldValues(raw), base: 0, end: Infinity }];
  const values = textFieldValues(raw);
  if (values.length !== 1) return null;
  const { language, value } = values[0]!;
  return [{ key: language === null ? field : `${field}.${language}`, value, base: 0, end: Infinity }];
}

/**
 * A field's values with their positions, found by analysing the whole field; the scheme's words found in it are
 * added to `marks`.
 */
function placedValues(
  field: string,
  def: FieldDef,
  raw: unknown,
  scheme: readonly RegExp[][],
  marks: HighlightMark[],
): PlacedValue[] {
  const analyzed = analyzePositionalField(def, raw);
  if (scheme.length > 0) {
    for (const token of analyzed.tokens) {
      const group = scheme.findIndex((patterns) => patterns.some((p) => p.test(token.term)));
      if (group >= 0) marks.push({ position: token.position, term: token.term, group });
    }
  }
  if (def.type === 'name')
    return [{ key: field, value: analyzed.tokens.length > 0 ? stringFieldValues(raw) : [], base: 0, end: Infinity }];
  return analyzed.values.map((v, i) => ({
    key: v.language === null ? field : `${field}.${v.language}`,
    value: v.value,
    base: v.base,
    end: analyzed.values[i + 1]?.base ?? Infinity,
  }));
}

/** Regexes of a scheme's words, per group, over folded terms (the same analysis as query words). */
function schemePatterns(groups: readonly (readonly string[])[]): RegExp[][] {
  const analyzer = analyzerFor('text');
  return groups.map((words) =>
    words.flatMap((word) => analyzeQueryTerm(analyzer, word).map((t) => wildcardPattern(t.term).regex)),
  );
}
