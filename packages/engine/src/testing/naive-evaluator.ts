import type { PhraseNode, ProximityNode, QueryNode, RangeNode, TermNode } from '@app/query';
import { analyzeQueryTerm, type QueryTerm } from '../analysis/analyze-query-term';
import {
  type Analyzer,
  classificationAnalyzer,
  keywordAnalyzer,
  nameAnalyzer,
  numberAnalyzer,
  textAnalyzer,
} from '../analysis/analyzer';
import type { Token } from '../analysis/token';
import type { EngineDocument } from '../schema/document';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import type { FieldDef, QueryFieldBinding, Schema } from '../schema/schema';

/**
 * A brute-force query evaluator: the correctness oracle for the searcher. It re-analyses every document with the
 * engine's analyzers (those are shared on purpose: the oracle checks matching, not analysis) and decides, document
 * by document, whether a query tree matches, with arrays of tokens and nested loops only. Nothing here is meant to
 * be fast or clever: every rule is written the plainest way, so that it can be read against the semantics:
 *
 * - Bare words search the schema's default field (TAC). A multi-field code (TAC, TA, FT, PA, SC) is a document-level
 *   OR of its fields for Boolean operators, but a term, phrase or proximity must match inside ONE value of ONE field.
 * - A text value is a string, an array of paragraphs (one value) or an object by language (one value per language).
 * - Term: a token equal to the query term. A query word that analyses into several tokens is a path over the query
 *   positions: the phrase of its parts, or a token spanning k positions standing for the k parts it covers.
 * - Truncation: `*` any run, `?` one character, `!` zero or one, over the indexed terms.
 * - Phrase: its words at consecutive positions (each next start = previous end + 1).
 * - Proximity works on intervals [start, end] (a token spans positionLength positions).
 *
 * Anything the oracle cannot evaluate (history references, image search, error nodes, phrases in keyword fields)
 * throws `UnsupportedQueryError`, so a test can skip such a query instead of comparing nonsense.
 */

/** Thrown for query trees the oracle does not define. */
export class UnsupportedQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedQueryError';
  }
}

/**
 * A stretch of word positions, with the sentence and paragraph of its first token and of its last token. "Same
 * sentence" (WS) means the whole pair lies in one sentence: the first token's sentence equals the last one's.
 */
export type Interval = {
  readonly start: number;
  readonly end: number;
  readonly sentence: number;
  readonly paragraph: number;
  readonly lastSentence: number;
  readonly lastParagraph: number;
};

/** A document analysed for brute-force matching. */
export type NaiveDocument = {
  readonly ucid: string;
  /** The document with the schema's derived fields added (what the index writer indexes). */
  readonly source: Readonly<Record<string, unknown>>;
  /** Text and name fields: one token list per value (a language of a text field; all values of a name field). */
  readonly streams: ReadonlyMap<string, readonly (readonly Token[])[]>;
  /** Keyword, flag, classification and number fields: every indexed term. */
  readonly terms: ReadonlyMap<string, ReadonlySet<string>>;
  /** Date (YYYYMMDD) and numeric fields. */
  readonly numbers: ReadonlyMap<string, number>;
};

const TEXT = textAnalyzer();
const NAME = nameAnalyzer();
const KEYWORD = keywordAnalyzer();
const CODES_INDEXED = classificationAnalyzer({ ancestors: true });
const CODES_QUERY = classificationAnalyzer();
const NUMBERS = numberAnalyzer();

/** The analyzer the index uses for a field's values. */
function indexAnalyzer(field: FieldDef): Analyzer {
  if (field.type === 'text') return TEXT;
  if (field.type === 'name') return NAME;
  if (field.type === 'classification') return CODES_INDEXED;
  if (field.type === 'number') return NUMBERS;
  return KEYWORD;
}

/** The analyzer for query words searching a field. */
function queryAnalyzer(field: FieldDef): Analyzer {
  if (field.type === 'classification') return CODES_QUERY;
  return indexAnalyzer(field);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null;
}

/** Strings of a name/keyword/code/number value: a string or an array of strings. */
/** The string values of a field as the index keeps them (shared with the naive counts). */
export function stringValues(value: unknown): string[] {
  if (isEmpty(value)) return [];
  if (Array.isArray(value)) {
    const out: string[] = [];
    for (const item of value) if (typeof item === 'string') out.push(item);
    return out;
  }
  if (typeof value === 'string') return [value];
  if (typeof value === 'boolean' || typeof value === 'number') return [String(value)];
  return [];
}

/** The separate values of a text field: a string, an array of paragraphs, or one of those per language. */
function textValues(value: unknown): (string | string[])[] {
  if (isEmpty(value)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return [value.filter((item): item is string => typeof item === 'string')];
  if (typeof value === 'object') {
    const out: (string | string[])[] = [];
    for (const inner of Object.values(value as Record<string, unknown>)) {
      if (typeof inner === 'string') out.push(inner);
      else if (Array.isArray(inner)) out.push(inner.filter((item): item is string => typeof item === 'string'));
    }
    return out;
  }
  return [];
}

/** A date as a YYYYMMDD number (a number, or a string of 8 digits), else undefined. */
/** A date or number value, or undefined (shared with the naive counts). */
export function dateNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d{8}$/.test(value)) return Number(value);
  return undefined;
}

/** Analyses a document for the oracle. */
export function prepareDocument(document: EngineDocument, schema: Schema = PATENT_SCHEMA): NaiveDocument {
  const derived = schema.derive ? schema.derive(document as Record<string, unknown>) : {};
  const source: Record<string, unknown> = { ...document };
  for (const key of Object.keys(derived)) if (source[key] === undefined) source[key] = derived[key];

  const streams = new Map<string, Token[][]>();
  const terms = new Map<string, Set<string>>();
  const numbers = new Map<string, number>();
  for (const field of schema.fields) {
    const value = source[field.name];
    if (field.type === 'text') {
      const list: Token[][] = [];
      for (const one of textValues(value)) {
        const tokens = TEXT.analyze(one);
        if (tokens.length > 0) list.push(tokens);
      }
      if (list.length > 0) streams.set(field.name, list);
    } else if (field.type === 'name') {
      const values = stringValues(value);
      const tokens = values.length === 0 ? [] : NAME.analyze(values);
      if (tokens.length > 0) streams.set(field.name, [tokens]);
    } else if (field.type === 'date') {
      const n = dateNumber(value);
      if (n !== undefined) numbers.set(field.name, n);
    } else if (field.type === 'numeric') {
      if (field.derivedFrom !== undefined) {
        const from = dateNumber(source[field.derivedFrom.field]);
        if (from !== undefined) numbers.set(field.name, Math.floor(from / 10000));
      } else if (typeof value === 'number') {
        numbers.set(field.name, value);
      }
    } else {
      const values = field.type === 'flag' && typeof value === 'boolean' ? [String(value)] : stringValues(value);
      const set = new Set<string>();
      for (const token of indexAnalyzer(field).analyze(values)) set.add(token.term);
      if (set.size > 0) terms.set(field.name, set);
    }
  }
  return { ucid: document.ucid, source, streams, terms, numbers };
}

// ---------------------------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------------------------

/** One query term to compare with a token's term: exact text, or a truncation pattern. */
type Slot = { readonly term: string; readonly pattern: RegExp | null; readonly length: number };

/** `*` any run of characters, `?` exactly one, `!` zero or one; everything else literal. */
export function truncationPattern(term: string): RegExp {
  let source = '';
  for (const ch of Array.from(term)) {
    if (ch === '*') source += '.*';
    else if (ch === '?') source += '.';
    else if (ch === '!') source += '.?';
    else source += ch.replace(/[\\^$.*+?()[\]{}|/]/g, (c) => `\\${c}`);
  }
  return new RegExp(`^${source}$`, 'su');
}

function slotMatches(slot: Slot, term: string): boolean {
  return slot.pattern === null ? slot.term === term : slot.pattern.test(term);
}

/** The query terms of one word: `analyze` for quoted words (truncation characters literal), else `analyzeQuery`. */
function queryTermsOf(analyzer: Analyzer, node: TermNode, literal: boolean): QueryTerm[] {
  if (!literal && !node.quoted) return analyzeQueryTerm(analyzer, node.text);
  return analyzer.analyze(node.text).map((token) => ({
    term: token.term,
    position: token.position,
    positionLength: token.positionLength ?? 1,
    wildcard: false,
  }));
}

/**
 * Every way to read a query word as a sequence of slots covering its positions 0..last: at position q, any term
 * at q, then go on at q + its length. `li-ion` gives [li, ion], [liion], [li-ion].
 */
function slotPaths(terms: readonly QueryTerm[]): Slot[][] {
  if (terms.length === 0) return [];
  let first = terms[0]!.position;
  let last = 0;
  for (const t of terms) {
    if (t.position < first) first = t.position;
    if (t.position + t.positionLength - 1 > last) last = t.position + t.positionLength - 1;
  }
  const paths: Slot[][] = [];
  const walk = (q: number, sofar: Slot[]): void => {
    if (q === last + 1) {
      paths.push(sofar);
      return;
    }
    for (const t of terms) {
      if (t.position !== q) continue;
      const slot: Slot = {
        term: t.term,
        pattern: t.wildcard ? truncationPattern(t.term) : null,
        length: t.positionLength,
      };
      walk(q + t.positionLength, [...sofar, slot]);
    }
  };
  walk(first, []);
  return paths;
}

function intervalOfToken(token: Token): Interval {
  return {
    start: token.position,
    end: token.position + (token.positionLength ?? 1) - 1,
    sentence: token.sentence,
    paragraph: token.paragraph,
    lastSentence: token.sentence,
    lastParagraph: token.paragraph,
  };
}

/** Keeps one interval per start/end (tokens at one position share sentence and paragraph). */
function distinct(intervals: readonly Interval[]): Interval[] {
  const seen = new Set<string>();
  const out: Interval[] = [];
  for (const interval of intervals) {
    const key = `${interval.start}:${interval.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(interval);
  }
  return out;
}

/** Intervals where the slots match tokens one after the other (each next token starts after the previous end). */
function slotSequenceIntervals(tokens: readonly Token[], slots: readonly Slot[]): Interval[] {
  let partial: Interval[] = [];
  for (const token of tokens) if (slotMatches(slots[0]!, token.term)) partial.push(intervalOfToken(token));
  for (let i = 1; i < slots.length; i++) {
    const next: Interval[] = [];
    for (const p of partial) {
      for (const token of tokens) {
        if (token.position !== p.end + 1) continue;
        if (!slotMatches(slots[i]!, token.term)) continue;
        const t = intervalOfToken(token);
        next.push({ ...p, end: t.end, lastSentence: t.lastSentence, lastParagraph: t.lastParagraph });
      }
    }
    partial = distinct(next);
  }
  return distinct(partial);
}

// Analysing a query word once per word rather than once per document and value keeps thousands of cases fast.
const PATHS = new Map<string, Slot[][]>();

function pathsOf(analyzer: Analyzer, node: TermNode, literal: boolean): Slot[][] {
  const key = `${analyzer.name}|${literal || node.quoted ? 'literal' : 'query'}|${node.text}`;
  let paths = PATHS.get(key);
  if (paths === undefined) {
    if (PATHS.size > 10_000) PATHS.clear();
    paths = slotPaths(queryTermsOf(analyzer, node, literal));
    PATHS.set(key, paths);
  }
  return paths;
}

/** Intervals of one word in one value. */
function wordIntervals(tokens: readonly Token[], analyzer: Analyzer, node: TermNode, literal: boolean): Interval[] {
  const all: Interval[] = [];
  for (const path of pathsOf(analyzer, node, literal)) {
    for (const interval of slotSequenceIntervals(tokens, path)) all.push(interval);
  }
  return distinct(all);
}

/** Chains interval lists: each next interval starts right after the previous one ends. */
function chain(lists: readonly (readonly Interval[])[]): Interval[] {
  if (lists.length === 0) return [];
  let partial: Interval[] = [...lists[0]!];
  for (let i = 1; i < lists.length; i++) {
    const next: Interval[] = [];
    for (const p of partial) {
      for (const q of lists[i]!) {
        if (q.start === p.end + 1)
          next.push({ ...p, end: q.end, lastSentence: q.lastSentence, lastParagraph: q.lastParagraph });
      }
    }
    partial = distinct(next);
  }
  return partial;
}

function phraseIntervals(tokens: readonly Token[], analyzer: Analyzer, node: PhraseNode): Interval[] {
  const lists = node.terms.map((term) => wordIntervals(tokens, analyzer, term, node.quoted));
  return chain(lists);
}

// ---------------------------------------------------------------------------------------------------------------
// Proximity
// ---------------------------------------------------------------------------------------------------------------

function disjoint(a: Interval, b: Interval): boolean {
  return a.end < b.start || b.end < a.start;
}

/** Words strictly between two disjoint intervals. */
function wordsBetween(a: Interval, b: Interval): number {
  return a.end < b.start ? b.start - a.end - 1 : a.start - b.end - 1;
}

/** The interval covering both: sentence and paragraph of the one that starts first and of the one that ends last. */
function span(a: Interval, b: Interval): Interval {
  const first = a.start <= b.start ? a : b;
  const last = a.end >= b.end ? a : b;
  return {
    start: Math.min(a.start, b.start),
    end: Math.max(a.end, b.end),
    sentence: first.sentence,
    paragraph: first.paragraph,
    lastSentence: last.lastSentence,
    lastParagraph: last.lastParagraph,
  };
}

function proximityIntervals(tokens: readonly Token[], analyzer: Analyzer, node: ProximityNode): Interval[] {
  const left = intervalsOf(tokens, analyzer, node.left);
  const right = intervalsOf(tokens, analyzer, node.right);
  const n = node.distance ?? 0;
  const out: Interval[] = [];
  switch (node.op) {
    case 'W':
      for (const a of left) for (const b of right) if (disjoint(a, b) && wordsBetween(a, b) <= n) out.push(span(a, b));
      break;
    case 'WF':
      for (const a of left)
        for (const b of right) if (a.end < b.start && b.start - a.end - 1 <= n) out.push(span(a, b));
      break;
    case 'WS':
      for (const a of left)
        for (const b of right) {
          const both = span(a, b);
          if (disjoint(a, b) && both.sentence === both.lastSentence) out.push(both);
        }
      break;
    case 'WP':
      for (const a of left)
        for (const b of right) {
          const both = span(a, b);
          if (disjoint(a, b) && both.paragraph === both.lastParagraph) out.push(both);
        }
      break;
    case 'NOTW':
      for (const a of left) {
        let near = false;
        for (const b of right) if (disjoint(a, b) && wordsBetween(a, b) <= n) near = true;
        if (!near) out.push(a);
      }
      break;
    case 'NOTWF':
      for (const a of left) {
        let follows = false;
        for (const b of right) if (a.end < b.start && b.start - a.end - 1 <= n) follows = true;
        if (!follows) out.push(a);
      }
      break;
  }
  return distinct(out);
}

/** Intervals of a positional node (word, phrase, OR of those, proximity) in one value of a text or name field. */
function intervalsOf(tokens: readonly Token[], analyzer: Analyzer, node: QueryNode): Interval[] {
  switch (node.kind) {
    case 'Term':
      return wordIntervals(tokens, analyzer, node, false);
    case 'Phrase':
      return phraseIntervals(tokens, analyzer, node);
    case 'Proximity':
      return proximityIntervals(tokens, analyzer, node);
    case 'Boolean': {
      if (node.op !== 'OR') throw new UnsupportedQueryError(`${node.op} inside proximity`);
      const all: Interval[] = [];
      for (const operand of node.operands) for (const i of intervalsOf(tokens, analyzer, operand)) all.push(i);
      return distinct(all);
    }
    default:
      throw new UnsupportedQueryError(`${node.kind} inside proximity`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------------------

function binding(schema: Schema, code: string): QueryFieldBinding {
  const found = schema.queryFields[code];
  if (found === undefined) throw new UnsupportedQueryError(`unknown field ${code}`);
  return found;
}

function fieldDef(schema: Schema, name: string): FieldDef {
  const def = schema.fields.find((f) => f.name === name);
  if (def === undefined) throw new UnsupportedQueryError(`unknown index field ${name}`);
  return def;
}

/** A word, phrase or proximity in a text or name field: some value of some field of the code has an interval. */
function positionalMatch(doc: NaiveDocument, schema: Schema, code: string, node: QueryNode): boolean {
  for (const name of binding(schema, code).fields) {
    const def = fieldDef(schema, name);
    if (def.type !== 'text' && def.type !== 'name') throw new UnsupportedQueryError(`${node.kind} in ${code}`);
    const analyzer = queryAnalyzer(def);
    for (const tokens of doc.streams.get(name) ?? []) {
      if (intervalsOf(tokens, analyzer, node).length > 0) return true;
    }
  }
  return false;
}

/** A value in a keyword, flag, classification or number field. */
function termSetMatch(doc: NaiveDocument, schema: Schema, code: string, node: TermNode): boolean {
  for (const name of binding(schema, code).fields) {
    const def = fieldDef(schema, name);
    const present = doc.terms.get(name);
    if (present === undefined) continue;
    const wanted = queryAnalyzer(def).analyzeQuery(node.text);
    for (const token of wanted) {
      const pattern = node.wildcard && !node.quoted ? truncationPattern(token.term) : null;
      for (const term of present) {
        if (pattern === null ? term === token.term : pattern.test(term)) return true;
      }
    }
  }
  return false;
}

/** YYYY, YYYYMM or YYYYMMDD as the first or the last possible YYYYMMDD of what it covers. */
function dateBound(value: string, last: boolean): number {
  return Number(value.padEnd(8, last ? '9' : '0'));
}

function rangeMatch(doc: NaiveDocument, schema: Schema, node: RangeNode): boolean {
  const b = binding(schema, node.field);
  if (b.kind !== 'date' && b.kind !== 'numeric') throw new UnsupportedQueryError(`range on ${node.field}`);
  for (const name of b.fields) {
    const value = doc.numbers.get(name);
    if (value === undefined) continue;
    let ok = true;
    if (node.lower !== null) {
      const v = node.lower.value;
      if (b.kind === 'date') {
        if (node.lower.inclusive) ok = ok && value >= dateBound(v, false);
        else ok = ok && value > dateBound(v, true);
      } else {
        ok = ok && (node.lower.inclusive ? value >= Number(v) : value > Number(v));
      }
    }
    if (node.upper !== null) {
      const v = node.upper.value;
      if (b.kind === 'date') {
        if (node.upper.inclusive) ok = ok && value <= dateBound(v, true);
        else ok = ok && value < dateBound(v, false);
      } else {
        ok = ok && (node.upper.inclusive ? value <= Number(v) : value < Number(v));
      }
    }
    if (ok) return true;
  }
  return false;
}

function matchesIn(doc: NaiveDocument, schema: Schema, code: string, node: QueryNode): boolean {
  switch (node.kind) {
    case 'Term': {
      const kind = binding(schema, code).kind;
      if (kind === 'text' || kind === 'name') return positionalMatch(doc, schema, code, node);
      if (kind === 'date' || kind === 'numeric') throw new UnsupportedQueryError(`term in ${code}`);
      return termSetMatch(doc, schema, code, node);
    }
    case 'Phrase':
    case 'Proximity': {
      const kind = binding(schema, code).kind;
      if (kind !== 'text' && kind !== 'name') throw new UnsupportedQueryError(`${node.kind} in ${code}`);
      return positionalMatch(doc, schema, code, node);
    }
    case 'Field':
      return matchesIn(doc, schema, node.field, node.query);
    case 'Range':
      return rangeMatch(doc, schema, node);
    case 'Boolean': {
      const results = node.operands.map((operand) => matchesIn(doc, schema, code, operand));
      if (node.op === 'AND') return results.every((r) => r);
      if (node.op === 'OR') return results.some((r) => r);
      if (node.op === 'NOT') return results[0] === true && results[1] === false;
      return results[0] !== results[1];
    }
    case 'AtLeast': {
      let count = 0;
      for (const operand of node.operands) if (matchesIn(doc, schema, code, operand)) count++;
      return count >= node.min;
    }
    default:
      throw new UnsupportedQueryError(`${node.kind} is not evaluated by the oracle`);
  }
}

/** Whether the document matches the query (bare words search the schema's default field). */
export function naiveMatches(doc: NaiveDocument, query: QueryNode, schema: Schema = PATENT_SCHEMA): boolean {
  return matchesIn(doc, schema, schema.defaultField, query);
}

/** The matching documents, in the given order. */
export function naiveSearch(
  docs: readonly NaiveDocument[],
  query: QueryNode,
  schema: Schema = PATENT_SCHEMA,
): NaiveDocument[] {
  return docs.filter((doc) => naiveMatches(doc, query, schema));
}

/** The intervals of a positional query in every value of the code's fields (for tests and failure reports). */
export function naiveIntervals(
  doc: NaiveDocument,
  query: QueryNode,
  code: string,
  schema: Schema = PATENT_SCHEMA,
): { field: string; value: number; intervals: Interval[] }[] {
  const out: { field: string; value: number; intervals: Interval[] }[] = [];
  for (const name of binding(schema, code).fields) {
    const def = fieldDef(schema, name);
    const values = doc.streams.get(name) ?? [];
    for (let i = 0; i < values.length; i++) {
      const intervals = intervalsOf(values[i]!, queryAnalyzer(def), query);
      if (intervals.length > 0) out.push({ field: name, value: i, intervals });
    }
  }
  return out;
}
