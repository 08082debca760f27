import { describe, expect, it } from 'vitest';
import { parse } from './parser';
import { sexpr } from './parser-test-support';

/** The tree of a query that must parse without diagnostics. */
function read(text: string): string {
  const result = parse(text);
  expect(result.diagnostics).toEqual([]);
  return sexpr(result.ast);
}

describe('parse: empty input', () => {
  it('gives a null tree and no diagnostics for empty or blank text', () => {
    expect(parse('')).toEqual({ ast: null, diagnostics: [] });
    expect(parse('  \t\n ')).toEqual({ ast: null, diagnostics: [] });
  });
});

describe('parse: spans', () => {
  it('gives every node its exact span (a Boolean over a field and a phrase)', () => {
    expect(parse('TI=(solar cell) OR wind').ast).toEqual({
      kind: 'Boolean',
      op: 'OR',
      span: { start: 0, end: 23 },
      operands: [
        {
          kind: 'Field',
          field: 'TI',
          written: 'TI',
          span: { start: 0, end: 15 },
          query: {
            kind: 'Phrase',
            quoted: false,
            span: { start: 4, end: 14 },
            terms: [
              { kind: 'Term', text: 'solar', wildcard: false, quoted: false, span: { start: 4, end: 9 } },
              { kind: 'Term', text: 'cell', wildcard: false, quoted: false, span: { start: 10, end: 14 } },
            ],
          },
        },
        { kind: 'Term', text: 'wind', wildcard: false, quoted: false, span: { start: 19, end: 23 } },
      ],
    });
  });

  it('starts a parent at its first token, parentheses included', () => {
    expect(parse('(a OR b) NEAR c').ast).toEqual({
      kind: 'Proximity',
      op: 'W',
      distance: 5,
      written: 'NEAR',
      span: { start: 0, end: 15 },
      left: {
        kind: 'Boolean',
        op: 'OR',
        span: { start: 1, end: 7 },
        operands: [
          { kind: 'Term', text: 'a', wildcard: false, quoted: false, span: { start: 1, end: 2 } },
          { kind: 'Term', text: 'b', wildcard: false, quoted: false, span: { start: 6, end: 7 } },
        ],
      },
      right: { kind: 'Term', text: 'c', wildcard: false, quoted: false, span: { start: 14, end: 15 } },
    });
  });

  it('spans a quoted phrase with its quotes and its words without them', () => {
    expect(parse('"thin film"').ast).toEqual({
      kind: 'Phrase',
      quoted: true,
      span: { start: 0, end: 11 },
      terms: [
        { kind: 'Term', text: 'thin', wildcard: false, quoted: false, span: { start: 1, end: 5 } },
        { kind: 'Term', text: 'film', wildcard: false, quoted: false, span: { start: 6, end: 10 } },
      ],
    });
  });

  it('spans a range with its field at top level and each bound on its value', () => {
    expect(parse('PD=199004:1991').ast).toEqual({
      kind: 'Range',
      field: 'PD',
      written: 'PD',
      span: { start: 0, end: 14 },
      lower: { value: '199004', inclusive: true, span: { start: 3, end: 9 } },
      upper: { value: '1991', inclusive: true, span: { start: 10, end: 14 } },
    });
  });

  it('spans a classification code over every word it was written with', () => {
    expect(parse('CPC=H01L 031/02').ast).toEqual({
      kind: 'Field',
      field: 'CPC',
      written: 'CPC',
      span: { start: 0, end: 15 },
      query: { kind: 'Term', text: 'H01L31/02', wildcard: false, quoted: false, span: { start: 4, end: 15 } },
    });
  });

  it('spans history, any{} and design_image nodes', () => {
    const result = parse('#12 OR any{1}(a, b)');
    expect(result.ast).toMatchObject({
      span: { start: 0, end: 19 },
      operands: [
        { kind: 'HistoryRef', index: 12, span: { start: 0, end: 3 } },
        { kind: 'AtLeast', min: 1, span: { start: 7, end: 19 } },
      ],
    });
  });
});

describe('parse: precedence and associativity', () => {
  it.each([
    ['a OR b AND c', '(OR a (AND b c))'],
    ['a AND b OR c', '(OR (AND a b) c)'],
    ['a AND b W3 c', '(AND a (W3 b c))'],
    ['a W3 b AND c', '(AND (W3 a b) c)'],
    ['a NOT b NOT c', '(NOT (NOT a b) c)'],
    ['a AND b NOT c', '(NOT (AND a b) c)'],
    ['a NOT b AND c', '(AND (NOT a b) c)'],
    ['a XOR b OR c', '(OR (XOR a b) c)'],
    ['a OR b XOR c', '(OR a (XOR b c))'],
    ['a XOR b AND c', '(XOR a (AND b c))'],
    ['a OR b OR c', '(OR a b c)'],
    ['a AND (b AND c) AND d', '(AND a b c d)'],
    ['a AND b NOT c AND d', '(AND (NOT (AND a b) c) d)'],
    ['a XOR b XOR c', '(XOR (XOR a b) c)'],
    ['a W1 b W2 c', '(W2 (W1 a b) c)'],
    ['a OR b W3 c AND d XOR e', '(OR a (XOR (AND (W3 b c) d) e))'],
    ['(a OR b) AND c', '(AND (OR a b) c)'],
    ['a AND (b OR c)', '(AND a (OR b c))'],
    ['((a))', 'a'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });
});

describe('parse: words and phrases', () => {
  it.each([
    ['solar', 'solar'],
    ['solar cell', '[solar cell]'],
    ['solar cell panel OR wind', '(OR [solar cell panel] wind)'],
    ['"solar cell"', '["solar cell"]'],
    ['"solar"', '"solar"'],
    ['TA=(do "not" rust)', 'TA:[do "not" rust]'],
    ['solar "thin film" cell', '[solar "thin" "film" cell]'],
    ['"AND" OR "W3"', '(OR "AND" "W3")'],
    ['solar and cell', '[solar and cell]'],
    ['rock or roll', '[rock or roll]'],
    ['solar near cell', '[solar near cell]'],
    ['TAC=(solar cell)', 'TAC:[solar cell]'],
    ['solar cell W2 panel', '(W2 [solar cell] panel)'],
    ['日本 特許', '[日本 特許]'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('keeps wildcard and quoted flags: quotes make truncation characters literal', () => {
    const result = parse('cell* "cell*"');
    expect(result.ast).toMatchObject({
      kind: 'Phrase',
      quoted: false,
      terms: [
        { text: 'cell*', wildcard: true, quoted: false },
        { text: 'cell*', wildcard: false, quoted: true },
      ],
    });
  });

  it.each([['cell*'], ['*ase'], ['wom?n'], ['colo!r'], ['skate_board'], ['c*ll'], ['???ase']])(
    'reads the truncated word %s as one wildcard term',
    (word) => {
      const result = parse(word);
      expect(result.diagnostics).toEqual([]);
      expect(result.ast).toMatchObject({ kind: 'Term', text: word, wildcard: true });
    },
  );
});

describe('parse: fields', () => {
  it.each([
    ['TI=solar', 'TI:solar'],
    ['ti=solar', 'TI:solar'],
    ['title=solar', 'TI:solar'],
    ['Title=(solar OR wind)', 'TI:(OR solar wind)'],
    ['TI=solar cell', 'TI:[solar cell]'],
    ['TI=solar OR cell', '(OR TI:solar cell)'],
    ['TI="solar cell" AND AB=wind', '(AND TI:["solar cell"] AB:wind)'],
    ['TI = solar', 'TI:solar'],
    ['PA=(apple inc)', 'PA:[apple inc]'],
    ['INV=smith*', 'INV:smith*'],
    ['PN=US2010*', 'PN:US2010*'],
    ['CC=US', 'CC:US'],
    ['grant=true', 'grant:true'],
    ['assignees_name_original=acme', 'assignees_name_original:acme'],
    ['TI=any{2}(a, b, c)', 'TI:(any2 a b c)'],
    ['CT=US1234567', 'CT:US1234567'],
    ['ctx=(EP1 OR EP2)', 'CTX:(OR EP1 EP2)'],
    ['TI=(solar W3 cell)', 'TI:(W3 solar cell)'],
    ['PA=(acme W2 corp)', 'PA:(W2 acme corp)'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('keeps the field name as written', () => {
    expect(parse('Title=x').ast).toMatchObject({ kind: 'Field', field: 'TI', written: 'Title' });
  });
});

describe('parse: custom fields', () => {
  it.each([
    ['CF_12=relevant', 'CF_12:relevant'],
    ['cf_3=(high OR "very high")', 'CF_3:(OR high ["very high"])'],
    ['CF_3=claim*', 'CF_3:claim*'],
    ['CF_3=to do', 'CF_3:[to do]'],
    ['CF_4>=20240101', 'CF_4[20240101..*'],
    ['CF_4<2.5', 'CF_4*..2.5)'],
    ['CF_4=2024:2025', 'CF_4[2024..2025]'],
    ['CF_4=:5', 'CF_4*..5]'],
    ['TAC=solar NOT CF_4=x', '(NOT TAC:solar CF_4:x)'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('refuses what a custom field cannot hold, at its place', () => {
    const message = (text: string) => parse(text).diagnostics.map((d) => [d.code, d.message, d.span.start, d.span.end]);
    expect(message('CF_4>abc')).toEqual([
      [
        'QUERY_INVALID_NUMBER',
        'abc is not a number or a date: CF_4 compares numbers, as in 2.5, or dates, as in 20240131',
        5,
        8,
      ],
    ]);
    expect(message('CF_4=5:2')[0]?.[0]).toBe('QUERY_INVALID_RANGE');
    expect(message('CF_0=x')[0]?.[0]).toBe('QUERY_UNKNOWN_FIELD');
    expect(message('CF_4=(a W/2 b)')[0]?.[0]).toBe('QUERY_INVALID_PROXIMITY_OPERAND');
  });
});

describe('parse: proximity', () => {
  it.each([
    ['a W0 b', '(W0 a b)'],
    ['a W/3 b', '(W3 a b)'],
    ['a WF1 b', '(WF1 a b)'],
    ['a WF/1000 b', '(WF1000 a b)'],
    ['a NEAR b', '(W5 a b)'],
    ['a NEAR2 b', '(W2 a b)'],
    ['a NEAR/2 b', '(W2 a b)'],
    ['a NOTW4 b', '(NOTW4 a b)'],
    ['a NOTWF/4 b', '(NOTWF4 a b)'],
    ['a WS b', '(WS a b)'],
    ['a WP b', '(WP a b)'],
    ['(a OR b*) W3 "c d"', '(W3 (OR a b*) ["c d"])'],
    ['(a W1 b) W5 c', '(W5 (W1 a b) c)'],
    ['a W5 (b W1 c)', '(W5 a (W1 b c))'],
    ['((a OR b) OR c) W2 d', '(W2 (OR a b c) d)'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('keeps the spelling in written', () => {
    expect(parse('a NEAR/7 b').ast).toMatchObject({ op: 'W', distance: 7, written: 'NEAR/7' });
    expect(parse('a WS b').ast).toMatchObject({ op: 'WS', distance: null, written: 'WS' });
  });
});

describe('parse: classifications', () => {
  it.each([
    ['CPC=H01L31', 'CPC:H01L31'],
    ['CPC=h01l31/02*', 'CPC:H01L31/02*'],
    ['CPC=H01L 31/0232', 'CPC:H01L31/0232'],
    ['CPC=H01L 031/02', 'CPC:H01L31/02'],
    ['CPC=H01L31 /02', 'CPC:H01L31/02'],
    ['IPC=H01L', 'IPC:H01L'],
    ['IPC=H01*', 'IPC:H01*'],
    ['CPC=Y02E10/50', 'CPC:Y02E10/50'],
    ['CPC=(H01L31 OR H02S)', 'CPC:(OR H01L31 H02S)'],
    ['CPC="H01L 31/02"', 'CPC:"H01L31/02"'],
    ['USC=136/244', 'USC:136/244'],
    ['LOC=12-08', 'LOC:12-08'],
    ['FI=h01l 31/04', 'FI:H01L31/04'],
    ['FTERM=5F051AA02', 'FTERM:5F051AA02'],
    ['SC=H01L 031/02', 'SC:H01L31/02'],
    ['SC=136/244', 'SC:136/244'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });
});

describe('parse: functions and history', () => {
  it.each([
    ['any{2}(a, b, c)', '(any2 a b c)'],
    ['ANY{1}(TI=a, solar cell, b OR c)', '(any1 TI:a [solar cell] (OR b c))'],
    ['any{2}((a, b), c)', '(any2 a b c)'],
    ['#3', '#3'],
    ['#1 AND #2', '(AND #1 #2)'],
    ['AND=1:4', 'AND=1:4'],
    ['OR=2:2 NOT #1', '(NOT OR=2:2 #1)'],
    ['any is a word', '[any is a word]'],
    ['design_image is a word', '[design_image is a word]'],
  ])('%s reads as %s', (text, tree) => {
    const result = parse(text);
    if (text === 'any{2}((a, b), c)') {
      // A comma inside an inner group is not an any{} separator.
      expect(result.diagnostics.map((d) => d.code)).toEqual(['QUERY_UNEXPECTED_TOKEN']);
      expect(sexpr(result.ast)).toBe('(any2 (AND a b) c)');
      return;
    }
    expect(result.diagnostics).toEqual([]);
    expect(sexpr(result.ast)).toBe(tree);
  });

  it('reads design_image with every option, in any case', () => {
    const id = '123E4567-E89B-12D3-A456-426614174000';
    const text = `Design_Image(${id}, 00000000-0000-0000-0000-000000000001, countries=us,EP, MAX_RESULTS=200, caption="red chair", locarno=06-01, uspc=D6/334)`;
    const result = parse(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.ast).toEqual({
      kind: 'DesignImage',
      images: [id.toLowerCase(), '00000000-0000-0000-0000-000000000001'],
      options: { countries: ['US', 'EP'], max_results: 200, caption: 'red chair', locarno: '06-01', uspc: 'D6/334' },
      span: { start: 0, end: text.length },
    });
  });
});
