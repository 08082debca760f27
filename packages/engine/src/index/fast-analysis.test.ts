import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameAnalyzer, textAnalyzer } from '../analysis/analyzer';
import { TermTable } from '../analysis/term-table';
import type { Token } from '../analysis/token';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import type { FieldDef } from '../schema/schema';
import { analyzePositionalField, analyzePositionalFieldInto, FieldTokens } from './field-analysis';

// The indexing path (`analyzeInto`, `analyzePositionalFieldInto`: no Token objects, terms interned on char codes)
// must give exactly the tokens of the Token path that highlighting and queries use.

const PIECES = [
  'Li-ion',
  'LI-ION',
  'LiFePO4',
  'Ca(OH)2',
  '(NH4)2SO4',
  '7732-18-5',
  '3.5',
  '0,25',
  '1,000',
  '10-20',
  'e.g.',
  'Fig.',
  'No.',
  'U.S.',
  '1.',
  "Applicant's",
  "APPLICANT'S",
  'ﬁ',
  'é',
  'É',
  'e\u0301',
  'naïve',
  'NAIVE',
  'Ａ',
  'ß',
  'SS',
  'İ',
  '😀',
  '𝐀',
  '本発明',
  'ｶﾞ',
  '\u00ad',
  '\u200b',
  '. ',
  '! ',
  '? ',
  '; ',
  '\n',
  '\n\n',
  '\r\n',
  '\u2029',
  ' ',
  '-',
  '/',
  "'",
  '(',
  ')',
  '[',
  '*',
  '_',
  'a',
  'A',
  'B',
  'b',
  '7',
  '\ud800',
  '\udc00',
];

const patentish = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 40 })
  .map((pieces) => pieces.join(''));
const anyText = fc.oneof(patentish, fc.string({ unit: 'binary', maxLength: 60 }));
const anyValue = fc.oneof(anyText, fc.array(anyText, { maxLength: 4 }));

/** The tokens of `analyzeInto` as Token objects, terms looked up in the table. */
function viaSink(
  analyzer: ReturnType<typeof textAnalyzer>,
  text: string | readonly string[],
  table: TermTable,
): Token[] {
  const tokens: Token[] = [];
  analyzer.analyzeInto!(text, table, {
    term(id, start, end, position, positionLength, sentence, paragraph) {
      expect(table.span(id)).toBe(positionLength);
      tokens.push({ term: table.terms[id]!, position, start, end, sentence, paragraph, positionLength });
    },
  });
  return tokens;
}

/** The field through the indexing path, as `analyzePositionalField` gives it (values left out). */
function fieldViaSink(field: FieldDef, raw: unknown, table: TermTable, out: FieldTokens) {
  analyzePositionalFieldInto(field, raw, table, out);
  const tokens: Token[] = [];
  for (let k = 0; k < out.count; k++) {
    tokens.push({
      term: table.terms[out.ids[k]!]!,
      position: out.positions[k]!,
      start: out.starts[k]!,
      end: out.ends[k]!,
      sentence: out.sentences[k]!,
      paragraph: out.paragraphs[k]!,
      positionLength: out.positionLengths[k]!,
    });
  }
  return {
    tokens,
    length: out.length,
    sentenceStarts: [...out.sentenceStarts.toArray()],
    paragraphStarts: [...out.paragraphStarts.toArray()],
  };
}

function expectSameField(field: FieldDef, raw: unknown, table: TermTable, out: FieldTokens): void {
  const expected = analyzePositionalField(field, raw);
  const actual = fieldViaSink(field, raw, table, out);
  // A plain comparison first (toEqual on tens of thousands of tokens is slow); toEqual shows a difference.
  if (sameTokens(actual.tokens, expected.tokens) && actual.length === expected.length) {
    if (
      `${actual.sentenceStarts}|${actual.paragraphStarts}` === `${expected.sentenceStarts}|${expected.paragraphStarts}`
    )
      return;
  }
  expect(actual).toEqual({
    tokens: expected.tokens,
    length: expected.length,
    sentenceStarts: expected.sentenceStarts,
    paragraphStarts: expected.paragraphStarts,
  });
}

function sameTokens(a: readonly Token[], b: readonly Token[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x.term !== y.term || x.position !== y.position || x.start !== y.start || x.end !== y.end) return false;
    if (x.sentence !== y.sentence || x.paragraph !== y.paragraph || x.positionLength !== y.positionLength) return false;
  }
  return true;
}

const TEXT_FIELD = PATENT_SCHEMA.fields.find((f) => f.type === 'text')!;
const NAME_FIELD = PATENT_SCHEMA.fields.find((f) => f.type === 'name')!;

describe('indexing analysis path equals the Token path', () => {
  const text = textAnalyzer();
  const name = nameAnalyzer();

  it('text and name analyzers give the same tokens on random strings and paragraphs', () => {
    // One table across runs, as in a segment: terms seen before must come back with the same id and string.
    const table = new TermTable();
    fc.assert(
      fc.property(anyValue, (input) => {
        expect(viaSink(text, input, table)).toEqual(text.analyze(input));
        expect(viaSink(name, input, table)).toEqual(name.analyze(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('positional fields (several languages, claims objects, names) give the same tokens and boundaries', () => {
    const table = new TermTable();
    const out = new FieldTokens();
    const languages = fc.dictionary(fc.constantFrom('en', 'de', 'fr', 'ja'), anyValue, { maxKeys: 3 });
    const claims = fc.array(fc.record({ num: fc.nat(), text: anyText }), { maxLength: 3 });
    fc.assert(
      fc.property(fc.oneof(anyValue, languages, claims), (raw) => {
        expectSameField(TEXT_FIELD, raw, table, out);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.oneof(anyText, fc.array(anyText, { maxLength: 4 })), (raw) => {
        expectSameField(NAME_FIELD, raw, table, out);
      }),
      { numRuns: 1000 },
    );
  });

  it('interns a term once whatever its case and spelling, and tells spans apart', () => {
    const table = new TermTable(3);
    const a = table.internFolded('The LAYER', 4, 9);
    expect(table.internFolded('layer', 0, 5)).toBe(a);
    expect(table.intern('layer')).toBe(a);
    expect(table.terms[a]).toBe('layer');
    expect(table.internFolded('Layer', 0, 5, 2)).not.toBe(a);
    expect(table.internFolded('NAÏVE', 0, 5)).toBe(table.internFolded('naive', 0, 5));
    expect(table.internFolded('\u200b', 0, 1)).toBe(-1);
    // Spans beyond the table's bound share the bound's id, as they share a term key.
    expect(table.intern('x', 5)).toBe(table.intern('x', 3));
    for (let i = 0; i < 5000; i++) expect(table.intern(`t${i}`)).toBe(table.internFolded(`T${i}`, 0, `T${i}`.length));
    expect(table.size).toBe(5000 + 4);
  });
});

// Real publications from the shared sample corpus (see its PROVENANCE.md); read in place, never copied.
const DATA = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

function xmlFiles(dir: string, limit: number): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      if (found.length >= limit) return;
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.xml') && statSync(full).size < 2_000_000) found.push(full);
    }
  };
  walk(dir);
  return found;
}

describe('indexing analysis path on real documents (from ../shared/data)', () => {
  it('gives the Token path’s tokens for the text of real XML publications', () => {
    const files = xmlFiles(DATA, 40);
    expect(files.length).toBeGreaterThan(5);
    const table = new TermTable();
    const out = new FieldTokens();
    let tokens = 0;
    for (const file of files) {
      const xml = readFileSync(file, 'utf8');
      // Text content by paragraph-like element, tags dropped, markup entities kept as they are (any text will do).
      const paragraphs = [...xml.matchAll(/<(p|claim-text|abstract|invention-title)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
        m[2]!.replace(/<[^>]*>/g, ' '),
      );
      expectSameField(TEXT_FIELD, paragraphs, table, out);
      expectSameField(
        TEXT_FIELD,
        { en: paragraphs.slice(0, 20), de: paragraphs.slice(20, 40).join('\n\n') },
        table,
        out,
      );
      tokens += out.count;
    }
    expect(tokens).toBeGreaterThan(10_000);
  }, 60_000);
});
