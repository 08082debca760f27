import {
  type Analyzer,
  classificationAnalyzer,
  keywordAnalyzer,
  NAME_VALUE_GAP,
  nameAnalyzer,
  numberAnalyzer,
  textAnalyzer,
} from '../analysis/analyzer';
import type { Token } from '../analysis/token';
import type { FieldDef, FieldType } from '../schema/schema';

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
