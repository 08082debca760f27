import { describe, expect, it } from 'vitest';
import { analyzeQueryTerm } from './analyze-query-term';
import {
  classificationAnalyzer,
  keywordAnalyzer,
  NAME_VALUE_GAP,
  nameAnalyzer,
  numberAnalyzer,
  textAnalyzer,
} from './analyzer';
import { joinParagraphs } from './tokenizer';

describe('analyzers', () => {
  it('keyword: one folded, whitespace-normalised token per value', () => {
    const tokens = keywordAnalyzer().analyze(['  EP ', 'Granted   Patent']);
    expect(tokens.map((t) => [t.term, t.position, t.start, t.end])).toEqual([
      ['ep', 0, 2, 4],
      ['granted patent', 1, 7, 23],
    ]);
    expect(joinParagraphs(['  EP ', 'Granted   Patent']).slice(7, 23)).toBe('Granted   Patent');
    expect(keywordAnalyzer().analyze('   ')).toEqual([]);
  });

  it('name: folded words, each value out of reach of the previous one', () => {
    const tokens = nameAnalyzer().analyze(['Müller GmbH & Co. KG', 'Société Générale S.A.']);
    expect(tokens.map((t) => `${t.term}@${t.position}:${t.sentence}`)).toEqual([
      'muller@0:0',
      'gmbh@1:0',
      'co@2:0',
      'kg@3:0',
      `societe@${4 + NAME_VALUE_GAP}:1`,
      `generale@${5 + NAME_VALUE_GAP}:1`,
      `s@${6 + NAME_VALUE_GAP}:1`,
      `sa@${6 + NAME_VALUE_GAP}:1`,
      `s.a@${6 + NAME_VALUE_GAP}:1`,
      `a@${7 + NAME_VALUE_GAP}:1`,
    ]);
  });

  it('classification: canonical codes, ancestors only when indexing with them', () => {
    const plain = classificationAnalyzer().analyze('H01L 31/0232; H02S 40/44');
    expect(plain.map((t) => [t.term, t.position])).toEqual([
      ['H01L31/0232', 0],
      ['H02S40/44', 1],
    ]);
    const text = ['H01L 031/0232', 'Y02E 10/50'];
    const indexed = classificationAnalyzer({ ancestors: true }).analyze(text);
    expect(indexed.filter((t) => t.position === 0).map((t) => t.term)).toEqual([
      'H',
      'H01',
      'H01L',
      'H01L31',
      'H01L31/0232',
    ]);
    expect(joinParagraphs(text).slice(indexed[0]!.start, indexed[0]!.end)).toBe('H01L 031/0232');
    expect(analyzeQueryTerm(classificationAnalyzer({ ancestors: true }), 'h01l31/02*')).toEqual([
      { term: 'H01L31/02*', position: 0, positionLength: 1, wildcard: true },
    ]);
  });

  it('number: all variants at position 0, the query maps to one', () => {
    const tokens = numberAnalyzer().analyze('EP 1 234 567 A1');
    expect(tokens.map((t) => [t.term, t.position, t.start, t.end])).toEqual([
      ['EP1234567A1', 0, 0, 15],
      ['EP1234567', 0, 0, 15],
      ['1234567A1', 0, 0, 15],
      ['1234567', 0, 0, 15],
    ]);
    expect(analyzeQueryTerm(numberAnalyzer(), 'ep1234567').map((t) => t.term)).toEqual(['EP1234567']);
    expect(analyzeQueryTerm(numberAnalyzer(), 'EP12345*').map((t) => [t.term, t.wildcard])).toEqual([
      ['EP12345*', true],
    ]);
  });
});

describe('analyzeQueryTerm', () => {
  const text = textAnalyzer();
  const view = (word: string) =>
    analyzeQueryTerm(text, word).map((t) => `${t.term}@${t.position}/${t.positionLength}${t.wildcard ? '*' : ''}`);

  it('maps a compound to its parts plus the joined and written forms', () => {
    expect(view('Li-Ion')).toEqual(['li@0/1', 'liion@0/2', 'li-ion@0/2', 'ion@1/1']);
  });

  it('folds the literal parts and keeps truncation characters', () => {
    expect(view('Li-ion*')).toEqual(['li@0/1', 'liion*@0/2*', 'li-ion*@0/2*', 'ion*@1/1*']);
    expect(view('Wom?n')).toEqual(['wom?n@0/1*']);
    expect(view('COLO!R')).toEqual(['colo!r@0/1*']);
    expect(view('*ASE')).toEqual(['*ase@0/1*']);
    expect(view('Café*')).toEqual(['cafe*@0/1*']);
  });

  it('reads _ as an optional delimiter: the parts and the joined form', () => {
    expect(view('skate_board')).toEqual(['skate@0/1', 'skateboard@0/2', 'board@1/1']);
  });
});
