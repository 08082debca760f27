import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from './diagnostics';
import { tokenize } from './editor-tokens';

/** `text:kind` for each token, with `!` when it carries an error. */
function kinds(text: string): string[] {
  return tokenize(text).map(
    (token) => `${text.slice(token.span.start, token.span.end)}:${token.kind}${token.error ? '!' : ''}`,
  );
}

describe('tokenize', () => {
  it('classifies fields, operators, proximity, terms and parentheses', () => {
    expect(kinds('TI=(solar W3 cell*) AND NOT_a OR "thin film"')).toEqual([
      'TI:field',
      '=:punctuation',
      '(:paren',
      'solar:term',
      'W3:proximity',
      'cell*:truncated-term',
      '):paren',
      'AND:operator',
      'NOT_a:truncated-term',
      'OR:operator',
      '"thin film":quoted',
    ]);
  });

  it('classifies citation fields, ranges, dates, numbers and classification codes', () => {
    expect(kinds('CT=US123 OR PD>=2010 OR PD=2010:2012 OR publicationyear<2000 OR CPC=H01L 31/02')).toEqual([
      'CT:citation-field',
      '=:punctuation',
      'US123:term',
      'OR:operator',
      'PD:field',
      '>=:range-operator',
      '2010:date',
      'OR:operator',
      'PD:field',
      '=:punctuation',
      '2010:date',
      '::range-operator',
      '2012:date',
      'OR:operator',
      'publicationyear:field',
      '<:range-operator',
      '2000:number',
      'OR:operator',
      'CPC:field',
      '=:punctuation',
      'H01L:classification',
      '31/02:classification',
    ]);
  });

  it('classifies history, any{} and design_image', () => {
    const id = '123e4567-e89b-12d3-a456-426614174000';
    expect(
      kinds(`#3 OR AND=1:2 OR any{2}(a, b) OR design_image(${id}, countries=US,EP, max_results=5, caption="x")`),
    ).toEqual([
      '#3:history',
      'OR:operator',
      'AND:history',
      '=:punctuation',
      '1:history',
      '::history',
      '2:history',
      'OR:operator',
      'any:at-least',
      '{:punctuation',
      '2:number',
      '}:punctuation',
      '(:paren',
      'a:term',
      ',:punctuation',
      'b:term',
      '):paren',
      'OR:operator',
      'design_image:design-image',
      '(:paren',
      `${id}:design-image`,
      ',:punctuation',
      'countries:design-option',
      '=:punctuation',
      'US:term',
      ',:punctuation',
      'EP:term',
      ',:punctuation',
      'max_results:design-option',
      '=:punctuation',
      '5:number',
      ',:punctuation',
      'caption:design-option',
      '=:punctuation',
      '"x":quoted',
      '):paren',
    ]);
  });

  it('flags tokens under a diagnostic and calls unreadable ones error', () => {
    expect(kinds('TI=(car AND')).toEqual(['TI:field', '=:punctuation', '(:paren!', 'car:term', 'AND:operator!']);
    expect(kinds('a : b )')).toEqual(['a:term', '::error!', 'b:term', '):error!']);
    expect(kinds('TTI=x')).toEqual(['TTI:field!', '=:punctuation', 'x:term']);
    expect(kinds('"open quote')).toEqual(['"open quote:quoted!']);
  });

  it('flags every token a long diagnostic covers', () => {
    expect(kinds('(a AND b) W3 c')).toEqual([
      '(:paren',
      'a:term!',
      'AND:operator!',
      'b:term!',
      '):paren',
      'W3:proximity',
      'c:term',
    ]);
  });

  it('covers all text but whitespace, with unicode, tabs and newlines', () => {
    const text = 'TI=(é\t日本)\nOR 😀';
    const tokens = tokenize(text);
    const covered = tokens.map((token) => text.slice(token.span.start, token.span.end)).join('');
    expect(covered).toBe(text.replace(/\s/g, ''));
  });

  it('marks the text past the length limit and still classifies the tokens', () => {
    const text = 'a '.repeat(QUERY_LIMITS.maxLength / 2 + 1);
    const tokens = tokenize(text);
    expect(tokens).toHaveLength(QUERY_LIMITS.maxLength / 2 + 1);
    expect(tokens[0]).toEqual({ kind: 'term', span: { start: 0, end: 1 }, error: false });
    expect(tokens.at(-1)).toEqual({ kind: 'term', span: { start: 200_000, end: 200_001 }, error: true });
  });

  it('gives nothing for blank text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' \n\t')).toEqual([]);
  });
});
