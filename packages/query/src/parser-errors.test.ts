import { describe, expect, it } from 'vitest';
import type { DiagnosticCode } from './diagnostics';
import { renderDiagnostic } from './diagnostics-render';
import { parse } from './parser';

const UUID = '123e4567-e89b-12d3-a456-426614174000';

/** [code, message, span start, span end] */
type Expected = [DiagnosticCode, string, number, number];

const CASES: [string, Expected[]][] = [
  [
    'TI=(car AND',
    [
      ['QUERY_UNCLOSED_PAREN', 'Missing ) to close the ( opened here', 3, 4],
      ['QUERY_MISSING_OPERAND', 'AND needs a term on its right, found the end of the query', 8, 11],
    ],
  ],
  [
    'a W3 )',
    [
      ['QUERY_MISSING_OPERAND', 'W3 needs a term on its right, found )', 2, 4],
      ['QUERY_UNMATCHED_PAREN', 'Unexpected ) with no ( before it', 5, 6],
    ],
  ],
  ['a OR b)', [['QUERY_UNMATCHED_PAREN', 'Unexpected ) with no ( before it', 6, 7]]],
  ['()', [['QUERY_EMPTY_GROUP', 'Empty parentheses: put a term between ( and )', 0, 2]]],
  ['TTI=x', [['QUERY_UNKNOWN_FIELD', 'Unknown field TTI. Did you mean TI, TA or TAC?', 0, 3]]],
  ['ti=solar OR tii=cell', [['QUERY_UNKNOWN_FIELD', 'Unknown field tii. Did you mean TI, TA or TAC?', 12, 15]]],
  [
    'TI=(solar AND AB=cell)',
    [
      [
        'QUERY_NESTED_FIELD',
        'AB= cannot be used inside TI=(...): a field group cannot hold another field; close the group first',
        14,
        17,
      ],
    ],
  ],
  ['TI=#3', [['QUERY_NESTED_FIELD', '#3 cannot be used inside TI=(...): a saved search has its own fields', 3, 5]]],
  [
    'TI=(AND=1:2)',
    [['QUERY_NESTED_FIELD', 'AND= cannot be used inside TI=(...): a history range combines whole searches', 4, 8]],
  ],
  [
    `TI=design_image(${UUID})`,
    [['QUERY_NESTED_FIELD', 'design_image(...) cannot be used inside TI=(...): an image search has no field', 3, 15]],
  ],
  [
    'TI>5',
    [
      [
        'QUERY_RANGE_NOT_ALLOWED',
        'TI is a text field; ranges work on date and number fields such as PD or publicationyear',
        0,
        4,
      ],
    ],
  ],
  [
    'CPC>5',
    [
      [
        'QUERY_RANGE_NOT_ALLOWED',
        'CPC is a classification field; ranges work on date and number fields such as PD or publicationyear',
        0,
        5,
      ],
    ],
  ],
  [
    'TI=1990:2000',
    [
      [
        'QUERY_RANGE_NOT_ALLOWED',
        'TI is a text field; ranges work on date and number fields such as PD or publicationyear',
        0,
        12,
      ],
    ],
  ],
  ['PD=20101301', [['QUERY_INVALID_DATE', '20101301 is not a date: months go from 01 to 12, found 13', 3, 11]]],
  ['PD="2010"', [['QUERY_INVALID_DATE', '"2010": write dates without quotes, as in PD=2010', 3, 9]]],
  [
    'PD=2010-04-15',
    [['QUERY_INVALID_DATE', '2010-04-15 is not a date here: write it without dashes, as 20100415', 3, 13]],
  ],
  [
    'PD=2012:2010',
    [['QUERY_INVALID_RANGE', 'The range 2012:2010 ends before it starts: write the earlier date first', 3, 12]],
  ],
  ['PD=:', [['QUERY_INVALID_RANGE', 'A range needs at least one end, as in 2010:2015, 2010: or :2015', 3, 4]]],
  [
    'publicationyear=20x',
    [['QUERY_INVALID_NUMBER', '20x is not a whole number: publicationyear takes whole numbers, as in 2015', 16, 19]],
  ],
  ['a W1001 b', [['QUERY_INVALID_DISTANCE', 'The distance in W1001 must be a whole number from 0 to 1000', 2, 7]]],
  ['a W/ b', [['QUERY_INVALID_DISTANCE', 'W/ needs a distance, as in W/3: a whole number from 0 to 1000', 2, 4]]],
  ['a W/-1 b', [['QUERY_INVALID_DISTANCE', 'The distance in W/-1 must be a whole number from 0 to 1000', 2, 6]]],
  [
    'TI=solar W3 cell',
    [
      [
        'QUERY_INVALID_PROXIMITY_OPERAND',
        'W3 cannot take a field as its operand. Put the field around the whole proximity: TI=(solar W3 cell)',
        0,
        8,
      ],
    ],
  ],
  [
    '(a AND b) W3 c',
    [
      [
        'QUERY_INVALID_PROXIMITY_OPERAND',
        'W3 cannot join an AND group: its operands must be words, phrases, truncated words or OR groups of them',
        1,
        8,
      ],
    ],
  ],
  [
    'CPC=(H01L W2 H02S)',
    [
      [
        'QUERY_INVALID_PROXIMITY_OPERAND',
        'Proximity works only in text and name fields: CPC is a classification field',
        10,
        12,
      ],
    ],
  ],
  [
    '#3 W2 x',
    [
      [
        'QUERY_INVALID_PROXIMITY_OPERAND',
        'W2 cannot join a search history reference: its operands must be words, phrases, truncated words or OR groups of them',
        0,
        2,
      ],
    ],
  ],
  [
    'a W3 PD>2010',
    [
      [
        'QUERY_INVALID_PROXIMITY_OPERAND',
        'W3 cannot join a date or number range: its operands must be words, phrases, truncated words or OR groups of them',
        5,
        12,
      ],
    ],
  ],
  [
    '*',
    [['QUERY_INVALID_WILDCARD', '* is only wildcards and would match every word: add letters or digits to it', 0, 1]],
  ],
  [
    '*a',
    [
      [
        'QUERY_INVALID_WILDCARD',
        '*a starts with a wildcard, so it needs at least 3 letters or digits, as in *ase',
        0,
        2,
      ],
    ],
  ],
  ['CPC=*', [['QUERY_INVALID_WILDCARD', '* is only wildcards: write the beginning of a code, as in H01L31*', 4, 5]]],
  [
    'CPC=H0X1',
    [
      [
        'QUERY_INVALID_CLASSIFICATION',
        'H0X1 is not a CPC code: write a section letter (A–H or Y), two class digits, a subclass letter and optionally a group, as in H01L31/0232 or H01L31/02*',
        4,
        8,
      ],
    ],
  ],
  [
    'any{0}(a, b)',
    [['QUERY_INVALID_AT_LEAST', 'any{0} would ask for none of its terms: the number must be at least 1', 4, 5]],
  ],
  ['any{3}(a, b)', [['QUERY_INVALID_AT_LEAST', 'any{3} asks for 3 terms but only 2 are given', 4, 5]]],
  [
    'any{x}(a)',
    [
      [
        'QUERY_INVALID_AT_LEAST',
        'any{x}: the number between the braces must be a whole number, as in any{2}(a, b, c)',
        4,
        5,
      ],
    ],
  ],
  ['any{}(a)', [['QUERY_INVALID_AT_LEAST', 'any{} needs a number between the braces, as in any{2}(a, b, c)', 3, 5]]],
  ['any{2}(a, , b)', [['QUERY_MISSING_OPERAND', 'Missing term after the comma, found ,', 8, 9]]],
  [
    'a AND NOT b',
    [
      [
        'QUERY_MISSING_OPERAND',
        'AND needs a term on its right, found NOT: NOT already means "and not", so write a NOT b',
        2,
        5,
      ],
    ],
  ],
  [
    'IPC=X01L31',
    [
      [
        'QUERY_INVALID_CLASSIFICATION',
        'X01L31 is not an IPC code: write a section letter (A–H or Y), two class digits, a subclass letter and optionally a group, as in H01L31/0232 or H01L31/02*',
        4,
        10,
      ],
    ],
  ],
  ['any{2}(a OR, b)', [['QUERY_MISSING_OPERAND', 'OR needs a term on its right, found ,', 9, 11]]],
  [
    'any{2}()',
    [['QUERY_EMPTY_GROUP', 'Empty any{n}(): put the terms between the parentheses, separated by commas', 6, 8]],
  ],
  ['#0', [['QUERY_INVALID_HISTORY', '#0 does not exist: search numbers start at 1', 0, 2]]],
  [
    '#x',
    [
      [
        'QUERY_INVALID_HISTORY',
        '#x is not a search number: write # and the number from your search history, as in #3',
        0,
        2,
      ],
    ],
  ],
  [
    'OR=4:1',
    [['QUERY_INVALID_HISTORY', 'OR=4:1 runs backwards: write the smaller search number first, as in OR=1:4', 0, 6]],
  ],
  [
    'AND=1',
    [
      [
        'QUERY_INVALID_HISTORY',
        'AND= combines a range of your searches: write two search numbers separated by :, as in AND=1:4',
        0,
        5,
      ],
    ],
  ],
  [
    'design_image(nope)',
    [
      [
        'QUERY_INVALID_DESIGN_IMAGE',
        'nope is not an image id: write a UUID such as 123e4567-e89b-12d3-a456-426614174000',
        13,
        17,
      ],
    ],
  ],
  [
    `design_image(${UUID}, colour=red)`,
    [
      [
        'QUERY_INVALID_DESIGN_IMAGE',
        'Unknown design_image option colour. The options are countries, max_results, caption, locarno and uspc',
        51,
        57,
      ],
    ],
  ],
  [
    `design_image(${UUID}, max_results=0)`,
    [['QUERY_INVALID_DESIGN_IMAGE', 'max_results must be a whole number from 1 to 10000, found 0', 63, 64]],
  ],
  [
    `design_image(${UUID}, countries=USA)`,
    [['QUERY_INVALID_DESIGN_IMAGE', 'USA is not a two-letter country code, as in US or EP', 61, 64]],
  ],
  [
    'design_image(countries=US)',
    [['QUERY_INVALID_DESIGN_IMAGE', 'design_image(...) needs at least one image id (a UUID)', 0, 26]],
  ],
  [`design_image(${UUID}`, [['QUERY_UNCLOSED_PAREN', 'Missing ) to close the ( opened here', 12, 13]]],
  ['"solar cell', [['QUERY_UNCLOSED_QUOTE', 'Missing " to close the quote opened here', 0, 11]]],
  ['""', [['QUERY_EMPTY_GROUP', 'Empty quotes: put one or more words between the quotes', 0, 2]]],
  ['AND b', [['QUERY_MISSING_OPERAND', 'AND needs a term on its left', 0, 3]]],
  [
    'NOT a',
    [['QUERY_MISSING_OPERAND', 'NOT needs a term on its left (NOT means "and not", as in solar NOT wind)', 0, 3]],
  ],
  ['(OR b)', [['QUERY_MISSING_OPERAND', 'OR needs a term on its left, found (', 1, 3]]],
  ['a AND AND b', [['QUERY_MISSING_OPERAND', 'AND needs a term on its right, found AND', 2, 5]]],
  ['TI=', [['QUERY_MISSING_OPERAND', 'TI= needs a value, found the end of the query', 0, 3]]],
  ['PD>', [['QUERY_MISSING_OPERAND', 'PD> needs a date, found the end of the query', 0, 3]]],
  [
    'solar TI=cell',
    [
      [
        'QUERY_UNEXPECTED_TOKEN',
        'Missing operator before TI: join the parts with AND, OR, NOT, XOR or a proximity operator',
        6,
        8,
      ],
    ],
  ],
  [
    'a : b',
    [
      [
        'QUERY_UNEXPECTED_TOKEN',
        'Unexpected : (a range needs a date or number field before it, as in PD=2010:2015)',
        2,
        3,
      ],
    ],
  ],
  [
    'TI=(a, b)',
    [
      [
        'QUERY_UNEXPECTED_TOKEN',
        'Unexpected , (commas separate only the parts of any{n}(...) and design_image(...))',
        5,
        6,
      ],
    ],
  ],
  [
    '{a}',
    [
      ['QUERY_UNEXPECTED_TOKEN', 'Unexpected { (braces belong to any{n}(...), as in any{2}(a, b, c))', 0, 1],
      ['QUERY_UNEXPECTED_TOKEN', 'Unexpected } (braces belong to any{n}(...), as in any{2}(a, b, c))', 2, 3],
    ],
  ],
  [
    'a OR (b AND (c',
    [
      ['QUERY_UNCLOSED_PAREN', 'Missing ) to close the ( opened here', 5, 6],
      ['QUERY_UNCLOSED_PAREN', 'Missing ) to close the ( opened here', 12, 13],
    ],
  ],
  [
    'TI=(car AND) OR PD=2020:2019 OR XY=z W/2000 q',
    [
      ['QUERY_MISSING_OPERAND', 'AND needs a term on its right, found )', 8, 11],
      ['QUERY_INVALID_RANGE', 'The range 2020:2019 ends before it starts: write the earlier date first', 19, 28],
      ['QUERY_UNKNOWN_FIELD', 'Unknown field XY.', 32, 34],
      [
        'QUERY_INVALID_PROXIMITY_OPERAND',
        'W/2000 cannot take a field as its operand. Put the field around the whole proximity: XY=(z W/2000 q)',
        32,
        36,
      ],
      ['QUERY_INVALID_DISTANCE', 'The distance in W/2000 must be a whole number from 0 to 1000', 37, 43],
    ],
  ],
];

describe('parse: diagnostics of malformed queries', () => {
  it('has a broad table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(35);
  });

  it.each(CASES)('%s', (text, expected) => {
    const { diagnostics } = parse(text);
    expect(diagnostics.map((d) => [d.code, d.message, d.span.start, d.span.end])).toEqual(expected);
  });

  it('keeps a partial tree next to the diagnostics', () => {
    const result = parse('TI=(car AND');
    expect(result.ast).toEqual({
      kind: 'Field',
      field: 'TI',
      written: 'TI',
      span: { start: 0, end: 11 },
      query: {
        kind: 'Boolean',
        op: 'AND',
        span: { start: 4, end: 11 },
        operands: [
          { kind: 'Term', text: 'car', wildcard: false, quoted: false, span: { start: 4, end: 7 } },
          { kind: 'Error', text: '', span: { start: 11, end: 11 } },
        ],
      },
    });
  });
});

describe('renderDiagnostic', () => {
  const render = (text: string) =>
    parse(text)
      .diagnostics.map((d) => renderDiagnostic(text, d))
      .join('\n\n');

  it('draws carets under the problem', () => {
    expect(render('TI=(car AND')).toMatchInlineSnapshot(`
      "QUERY_UNCLOSED_PAREN: Missing ) to close the ( opened here
      1 | TI=(car AND
        |    ^

      QUERY_MISSING_OPERAND: AND needs a term on its right, found the end of the query
      1 | TI=(car AND
        |         ^^^"
    `);
    expect(render('TTI=x OR a W3 )')).toMatchInlineSnapshot(`
      "QUERY_UNKNOWN_FIELD: Unknown field TTI. Did you mean TI, TA or TAC?
      1 | TTI=x OR a W3 )
        | ^^^

      QUERY_MISSING_OPERAND: W3 needs a term on its right, found )
      1 | TTI=x OR a W3 )
        |            ^^

      QUERY_UNMATCHED_PAREN: Unexpected ) with no ( before it
      1 | TTI=x OR a W3 )
        |               ^"
    `);
  });

  it('numbers the line of a multi-line query and keeps tabs aligned', () => {
    expect(render('TI=solar\nAND\t(cell OR')).toMatchInlineSnapshot(`
      "QUERY_UNCLOSED_PAREN: Missing ) to close the ( opened here
      2 | AND	(cell OR
        |    	^

      QUERY_MISSING_OPERAND: OR needs a term on its right, found the end of the query
      2 | AND	(cell OR
        |    	      ^^"
    `);
  });

  it('windows a long line around the span', () => {
    expect(render(`${'solar '.repeat(20)}PD=2010:2009 ${'cell '.repeat(20)}`)).toMatchInlineSnapshot(`
      "QUERY_UNEXPECTED_TOKEN: Missing operator before PD: join the parts with AND, OR, NOT, XOR or a proximity operator
      1 | …lar solar solar solar solar solar solar PD=2010:2009 cell cell cell cell cell cell…
        |                                          ^^

      QUERY_INVALID_RANGE: The range 2010:2009 ends before it starts: write the earlier date first
      1 | … solar solar solar solar solar solar PD=2010:2009 cell cell cell cell cell cell cell cell…
        |                                          ^^^^^^^^^

      QUERY_UNEXPECTED_TOKEN: Missing operator before cell: join the parts with AND, OR, NOT, XOR or a proximity operator
      1 | …ar solar solar solar solar PD=2010:2009 cell cell cell cell cell cell cell cell cell…
        |                                          ^^^^"
    `);
  });
});
