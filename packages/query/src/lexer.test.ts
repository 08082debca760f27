import { describe, expect, it } from 'vitest';
import { lex } from './lexer';
import { TokenKind } from './token-kind';

/** `kind:text` for every token but EOF. */
function tokens(text: string): string[] {
  return lex(text)
    .tokens.slice(0, -1)
    .map((token) => `${token.kind}:${text.slice(token.start, token.end)}`);
}

describe('lex', () => {
  it('splits words, symbols and quotes with exact spans', () => {
    const { tokens: all, diagnostics } = lex('TI=(solar "thin film")');
    expect(diagnostics).toEqual([]);
    expect(all.map(({ kind, start, end }) => ({ kind, start, end }))).toEqual([
      { kind: TokenKind.WORD, start: 0, end: 2 },
      { kind: TokenKind.EQUALS, start: 2, end: 3 },
      { kind: TokenKind.PAREN_L, start: 3, end: 4 },
      { kind: TokenKind.WORD, start: 4, end: 9 },
      { kind: TokenKind.QUOTED, start: 10, end: 21 },
      { kind: TokenKind.PAREN_R, start: 21, end: 22 },
      { kind: TokenKind.EOF, start: 22, end: 22 },
    ]);
  });

  it('records whether whitespace precedes a token', () => {
    const spaced = lex('PD=2010 :2012').tokens.map((token) => token.spaced);
    expect(spaced).toEqual([true, false, false, true, false, false]);
  });

  it('recognises operators only in upper case', () => {
    expect(tokens('a AND b and c Or d NOT e XOR f')).toEqual([
      'Word:a',
      'AND:AND',
      'Word:b',
      'Word:and',
      'Word:c',
      'Word:Or',
      'Word:d',
      'NOT:NOT',
      'Word:e',
      'XOR:XOR',
      'Word:f',
    ]);
  });

  it('recognises every proximity spelling, and lower case as words', () => {
    const written = [
      'W3',
      'W/3',
      'WF0',
      'WF/2',
      'NOTW4',
      'NOTWF/5',
      'NEAR',
      'NEAR7',
      'NEAR/7',
      'WS',
      'WP',
      'W/',
      'W/-1',
    ];
    for (const word of written) expect(tokens(word)).toEqual([`Proximity:${word}`]);
    for (const word of ['w3', 'near', 'W', 'WF', 'W-1', 'W3x', 'W/x', 'ws'])
      expect(tokens(word)).toEqual([`Word:${word}`]);
  });

  it('reads comparison symbols, colons, braces, commas and history references', () => {
    expect(tokens('PD>=2010 <=x <y >z : any{2}(a,b) #3 #')).toEqual([
      'Word:PD',
      '>=:>=',
      'Word:2010',
      '<=:<=',
      'Word:x',
      '<:<',
      'Word:y',
      '>:>',
      'Word:z',
      ':::',
      'Word:any',
      '{:{',
      'Word:2',
      '}:}',
      '(:(',
      'Word:a',
      ',:,',
      'Word:b',
      '):)',
      'History:#3',
      'History:#',
    ]);
  });

  it('keeps truncation characters, slashes, dashes and # inside words', () => {
    expect(tokens('cell* *ase colo!r skate_board wom?n H01L31/02* 12-08 C#')).toEqual([
      'Word:cell*',
      'Word:*ase',
      'Word:colo!r',
      'Word:skate_board',
      'Word:wom?n',
      'Word:H01L31/02*',
      'Word:12-08',
      'Word:C#',
    ]);
  });

  it('uses UTF-16 offsets and treats tabs, newlines and Unicode spaces as separators', () => {
    const text = 'é\t日本\n😀\u00a0x\u3000y';
    const result = lex(text);
    expect(result.tokens.slice(0, -1).map((token) => [token.start, token.end])).toEqual([
      [0, 1],
      [2, 4],
      [5, 7],
      [8, 9],
      [10, 11],
    ]);
    expect(tokens(text)).toEqual(['Word:é', 'Word:日本', 'Word:😀', 'Word:x', 'Word:y']);
  });

  it('reports an unclosed quote from the quote to the end, and the token runs to the end', () => {
    const result = lex('TI=("solar cell');
    expect(result.diagnostics).toEqual([
      {
        code: 'QUERY_UNCLOSED_QUOTE',
        message: 'Missing " to close the quote opened here',
        span: { start: 4, end: 15 },
      },
    ]);
    const quoted = result.tokens[3];
    expect(quoted).toMatchObject({ kind: TokenKind.QUOTED, start: 4, end: 15, closed: false });
  });

  it('puts operators and symbols inside quotes into the quoted token', () => {
    expect(tokens('"a AND (b)" c')).toEqual(['Quoted:"a AND (b)"', 'Word:c']);
  });

  it('returns only EOF for blank text', () => {
    expect(lex('').tokens).toEqual([{ kind: TokenKind.EOF, start: 0, end: 0, spaced: true, closed: true }]);
    expect(lex(' \t\n').tokens.map((token) => token.kind)).toEqual([TokenKind.EOF]);
  });
});
