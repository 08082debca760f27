import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classificationAnalyzer, keywordAnalyzer, nameAnalyzer, numberAnalyzer, textAnalyzer } from './analyzer';
import { expectSurfaceMatchesTerm, expectTokenInvariants } from './test-support';
import { joinParagraphs } from './tokenizer';

const PIECES = [
  'Li-ion',
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
  'ﬁ',
  'é',
  'e\u0301',
  'Ａ',
  'ß',
  'İ',
  '😀',
  '𝐀',
  '本発明',
  'ｶﾞ',
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
  'B',
  '7',
  '\ud800',
  '\udc00',
];

const patentish = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 4 })), {
    maxLength: 40,
  })
  .map((pieces) => pieces.join(''));
const anyText = fc.oneof(patentish, fc.string({ unit: 'binary', maxLength: 60 }));

describe('analysis properties', () => {
  const text = textAnalyzer();

  it('text analysis never throws and keeps every invariant', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const tokens = text.analyze(input);
        expectTokenInvariants(input, tokens);
        expectSurfaceMatchesTerm(input, tokens);
      }),
      { numRuns: 3000 },
    );
  });

  it('an array of paragraphs analyses like the paragraphs joined by a blank line', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 5 }), (paragraphs) => {
        expect(text.analyze(paragraphs)).toEqual(text.analyze(joinParagraphs(paragraphs)));
      }),
      { numRuns: 1000 },
    );
  });

  it('every analyzer accepts any input, for documents and for query words', () => {
    const analyzers = [
      text,
      nameAnalyzer(),
      keywordAnalyzer(),
      classificationAnalyzer({ ancestors: true }),
      numberAnalyzer(),
    ];
    fc.assert(
      fc.property(anyText, fc.array(anyText, { maxLength: 3 }), (input, values) => {
        for (const analyzer of analyzers) {
          expectTokenInvariants(input, analyzer.analyze(input));
          expectTokenInvariants(joinParagraphs(values), analyzer.analyze(values));
          for (const token of analyzer.analyzeQuery(input)) expect(token.term.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('stays linear on adversarial input', () => {
    const size = 200_000;
    for (const unit of ['(A)', '(A', 'a-', '1.', '1,', '. ', "a'", 'Ca(OH)', '\n \n', '本', '😀', 'é\u0301']) {
      const input = unit.repeat(Math.ceil(size / unit.length));
      const tokens = text.analyze(input);
      expect(tokens.length).toBeGreaterThanOrEqual(0);
    }
  });
});
