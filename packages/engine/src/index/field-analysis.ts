import {
  type Analyzer,
  classificationAnalyzer,
  keywordAnalyzer,
  NAME_VALUE_GAP,
  nameAnalyzer,
  numberAnalyzer,
  type TermSink,
  textAnalyzer,
} from '../analysis/analyzer';
import type { TermTable } from '../analysis/term-table';
import type { Token } from '../analysis/token';
import type { FieldDef, FieldType } from '../schema/schema';
import { IntList } from './growable';

/** The analyzer that indexes a field type (query words go through the same one's `analyzeQuery`). */
export function analyzerFor(type: FieldType): Analyzer {
  return ANALYZERS[type];
}

const ANALYZERS: Record<FieldType, Analyzer> = {
  text: textAnalyzer(),
  name: nameAnalyzer(),
  keyword: keywordAnalyzer(),
  classification: classificationAnalyzer({ ancestors: true }),
  number: numberAnalyzer(),
  flag: keywordAnalyzer(),
  date: keywordAnalyzer(),
  numeric: keywordAnalyzer(),
};

/** One text value of a field (a language, or the only one) and the position its first word gets. */
export type TextFieldValue = {
  readonly language: string | null;
  readonly value: string | readonly string[];
  readonly base: number;
};

/** A field's tokens with positions over all its values, and where sentences and paragraphs start. */
export type AnalyzedField = {
  readonly tokens: readonly Token[];
  /** Number of words (distinct positions), the BM25 field length; value gaps do not count. */
  readonly length: number;
  /** Positions (> 0) where a new sentence starts; a position p and q > p share a sentence iff none lies in (p, q]. */
  readonly sentenceStarts: readonly number[];
  readonly paragraphStarts: readonly number[];
  /** For text fields: each value with its base position, so the highlighter can re-analyse one value alone. */
  readonly values: readonly TextFieldValue[];
};

/**
 * Paragraphs of a value: strings, or objects with a string `text` (numbered claims `{ num, text, dependsOn }`), so
 * structured claims are stored as the API returns them and indexed as their texts.
 */
function paragraphsOf(value: unknown): readonly string[] | null {
  if (!Array.isArray(value)) return null;
  const items: readonly unknown[] = value;
  const texts: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') texts.push(item);
    else if (item !== null && typeof item === 'object' && typeof (item as { text?: unknown }).text === 'string') {
      texts.push((item as { text: string }).text);
    } else return null;
  }
  return texts;
}

/**
 * The values of a text field: a string, an array of paragraphs, or an object by language code. Anything else
 * (numbers, nested objects) is ignored rather than indexed as "[object Object]".
 */
export function textFieldValues(raw: unknown): { language: string | null; value: string | readonly string[] }[] {
  if (typeof raw === 'string') return raw.length > 0 ? [{ language: null, value: raw }] : [];
  const paragraphs = paragraphsOf(raw);
  if (paragraphs !== null) return paragraphs.length > 0 ? [{ language: null, value: paragraphs }] : [];
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const values: { language: string | null; value: string | readonly string[] }[] = [];
    for (const [language, value] of Object.entries(raw)) {
      if (typeof value === 'string') {
        if (value.length > 0) values.push({ language, value });
        continue;
      }
      const inner = paragraphsOf(value);
      if (inner !== null && inner.length > 0) values.push({ language, value: inner });
    }
    return values;
  }
  return [];
}

/** The string values of a name, keyword, classification, number or flag field. */
export function stringFieldValues(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const values: string[] = [];
  for (const item of list) {
    if (typeof item === 'boolean') values.push(item ? 'true' : 'false');
    else if (typeof item === 'number' && Number.isFinite(item)) values.push(String(item));
    else if (typeof item === 'string' && item.trim().length > 0) values.push(item.trim());
  }
  return values;
}

/** A date (YYYYMMDD number or 8-digit string) or integer value, or null. */
export function numericFieldValue(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 2 ** 31 - 1) return value;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return null;
}

const EMPTY: AnalyzedField = { tokens: [], length: 0, sentenceStarts: [], paragraphStarts: [], values: [] };

/**
 * Analyses a positional field (text or name) of one document. Values of a text field (languages) are laid one
 * after another with `NAME_VALUE_GAP` empty positions between them and a sentence and paragraph break, so no
 * phrase, proximity, WS or WP spans two languages.
 */
export function analyzePositionalField(field: FieldDef, raw: unknown): AnalyzedField {
  if (field.type === 'name') {
    const values = stringFieldValues(raw);
    if (values.length === 0) return EMPTY;
    return withBoundaries(analyzerFor('name').analyze(values), []);
  }
  const values = textFieldValues(raw);
  if (values.length === 0) return EMPTY;
  const analyzer = analyzerFor('text');
  const tokens: Token[] = [];
  const placed: TextFieldValue[] = [];
  let base = 0;
  let sentenceBase = 0;
  let paragraphBase = 0;
  for (const { language, value } of values) {
    const valueTokens = analyzer.analyze(value);
    if (valueTokens.length === 0) continue;
    placed.push({ language, value, base });
    let lastPosition = base;
    let lastSentence = sentenceBase;
    let lastParagraph = paragraphBase;
    const shift = base !== 0 || sentenceBase !== 0 || paragraphBase !== 0;
    for (const token of valueTokens) {
      // The first (usually only) value needs no shifting: reuse its tokens rather than copy each one.
      const shifted = shift
        ? {
            ...token,
            position: token.position + base,
            sentence: token.sentence + sentenceBase,
            paragraph: token.paragraph + paragraphBase,
          }
        : token;
      tokens.push(shifted);
      lastPosition = Math.max(lastPosition, shifted.position + (shifted.positionLength ?? 1) - 1);
      lastSentence = shifted.sentence;
      lastParagraph = shifted.paragraph;
    }
    base = lastPosition + 1 + NAME_VALUE_GAP;
    sentenceBase = lastSentence + 1;
    paragraphBase = lastParagraph + 1;
  }
  return withBoundaries(tokens, placed);
}

function withBoundaries(tokens: readonly Token[], values: readonly TextFieldValue[]): AnalyzedField {
  const sentenceStarts: number[] = [];
  const paragraphStarts: number[] = [];
  let length = 0;
  let lastPosition = -1;
  let sentence = tokens.length > 0 ? tokens[0]!.sentence : 0;
  let paragraph = tokens.length > 0 ? tokens[0]!.paragraph : 0;
  for (const token of tokens) {
    if (token.sentence !== sentence) {
      sentence = token.sentence;
      sentenceStarts.push(token.position);
    }
    if (token.paragraph !== paragraph) {
      paragraph = token.paragraph;
      paragraphStarts.push(token.position);
    }
    if (token.position !== lastPosition) {
      length++;
      lastPosition = token.position;
    }
  }
  return { tokens, length, sentenceStarts, paragraphStarts, values };
}

/**
 * A positional field of one document analysed for indexing, struct-of-arrays: token k has term id `ids[k]` (in the
 * `TermTable` it was analysed against), `positions[k]`, `positionLengths[k]`, `starts[k]`/`ends[k]`, `sentences[k]`
 * and `paragraphs[k]`, with what `AnalyzedField` says of `analyzePositionalField`'s tokens. Reused from document
 * to document: `analyzePositionalFieldInto` resets it.
 */
export class FieldTokens implements TermSink {
  count = 0;
  ids = new Int32Array(1024);
  positions = new Int32Array(1024);
  positionLengths = new Int32Array(1024);
  starts = new Int32Array(1024);
  ends = new Int32Array(1024);
  sentences = new Int32Array(1024);
  paragraphs = new Int32Array(1024);
  /** Number of words (distinct positions), the BM25 field length. */
  length = 0;
  readonly sentenceStarts = new IntList();
  readonly paragraphStarts = new IntList();
  /** Shifts applied to the tokens of the value being analysed (see `analyzePositionalField`). */
  private base = 0;
  private sentenceBase = 0;
  private paragraphBase = 0;
  private sentence = 0;
  private paragraph = 0;
  private lastPosition = -1;
  /** Count before the value being analysed, and the last word position it covers (its end, for the next base). */
  private valueFirst = 0;
  private valueEnd = 0;

  reset(): void {
    this.count = 0;
    this.length = 0;
    this.sentenceStarts.length = 0;
    this.paragraphStarts.length = 0;
    this.base = 0;
    this.sentenceBase = 0;
    this.paragraphBase = 0;
    this.lastPosition = -1;
  }

  term(
    id: number,
    start: number,
    end: number,
    position: number,
    positionLength: number,
    sentence: number,
    paragraph: number,
  ): void {
    const k = this.count;
    if (k === this.ids.length) this.grow();
    position += this.base;
    sentence += this.sentenceBase;
    paragraph += this.paragraphBase;
    this.ids[k] = id;
    this.positions[k] = position;
    this.positionLengths[k] = positionLength;
    this.starts[k] = start;
    this.ends[k] = end;
    this.sentences[k] = sentence;
    this.paragraphs[k] = paragraph;
    this.count = k + 1;
    // As withBoundaries: sentence and paragraph starts where the ordinal changes, length = distinct positions.
    if (k === 0) {
      this.sentence = sentence;
      this.paragraph = paragraph;
    } else {
      if (sentence !== this.sentence) {
        this.sentence = sentence;
        this.sentenceStarts.push(position);
      }
      if (paragraph !== this.paragraph) {
        this.paragraph = paragraph;
        this.paragraphStarts.push(position);
      }
    }
    if (position !== this.lastPosition) {
      this.length++;
      this.lastPosition = position;
    }
    const last = position + positionLength - 1;
    if (last > this.valueEnd) this.valueEnd = last;
  }

  /** Starts a value whose tokens are shifted by the given bases. */
  beginValue(base: number, sentenceBase: number, paragraphBase: number): void {
    this.base = base;
    this.sentenceBase = sentenceBase;
    this.paragraphBase = paragraphBase;
    this.valueFirst = this.count;
    this.valueEnd = base;
  }

  /** Whether the value begun last gave any token. */
  get valueHadTokens(): boolean {
    return this.count > this.valueFirst;
  }

  /** The last word position the value begun last covers. */
  get valueLastPosition(): number {
    return this.valueEnd;
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const grown = (values: Int32Array) => {
      const copy = new Int32Array(size);
      copy.set(values);
      return copy;
    };
    this.ids = grown(this.ids);
    this.positions = grown(this.positions);
    this.positionLengths = grown(this.positionLengths);
    this.starts = grown(this.starts);
    this.ends = grown(this.ends);
    this.sentences = grown(this.sentences);
    this.paragraphs = grown(this.paragraphs);
  }
}

/**
 * `analyzePositionalField` for indexing: the same tokens (terms as ids in `table`), length and sentence and
 * paragraph starts, written into `out` (reset first) with no object per token. The values for the highlighter are
 * not kept.
 */
export function analyzePositionalFieldInto(field: FieldDef, raw: unknown, table: TermTable, out: FieldTokens): void {
  out.reset();
  if (field.type === 'name') {
    const values = stringFieldValues(raw);
    if (values.length === 0) return;
    out.beginValue(0, 0, 0);
    analyzerFor('name').analyzeInto!(values, table, out);
    return;
  }
  const values = textFieldValues(raw);
  if (values.length === 0) return;
  const analyzer = analyzerFor('text');
  let base = 0;
  let sentenceBase = 0;
  let paragraphBase = 0;
  for (const { value } of values) {
    out.beginValue(base, sentenceBase, paragraphBase);
    analyzer.analyzeInto!(value, table, out);
    if (!out.valueHadTokens) continue;
    base = out.valueLastPosition + 1 + NAME_VALUE_GAP;
    sentenceBase = out.sentences[out.count - 1]! + 1;
    paragraphBase = out.paragraphs[out.count - 1]! + 1;
  }
}
