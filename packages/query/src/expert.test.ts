import { describe, expect, it } from 'vitest';
import { type ExpertRow, fromExpertRows, toExpertRows } from './expert';
import { print } from './printer';
import { structureOf } from './structure';
import { after, and, atLeast, chain, field, historyRef, not, or, phrase, range, w, xor } from './test-support/build';

function row(field: string, terms: string, operator: ExpertRow['operator'] = 'AND'): ExpertRow {
  return { field, terms, operator };
}

describe('fromExpertRows', () => {
  it('joins rows top to bottom, whatever the precedence', () => {
    const { ast, diagnostics } = fromExpertRows([
      row('TI', 'solar OR photovoltaic*', 'OR'),
      row('CPC', 'H01L31/04*', 'AND'),
      row('PA', 'acme*', 'OR'),
      row('PD', '>=2015', 'NOT'),
    ]);
    expect(diagnostics).toEqual([]);
    const expected = not(
      or(and(field('TI', or('solar', 'photovoltaic*')), field('CPC', 'H01L31/04*')), field('PA', 'acme*')),
      after('PD', '2015', true),
    );
    expect(structureOf(ast)).toEqual(structureOf(expected));
    expect(print(ast!)).toBe('(TI=(solar OR photovoltaic*) AND CPC=H01L31/04* OR PA=acme*) NOT PD>=2015');
  });

  it('accepts field aliases in any case and writes the canonical code', () => {
    const { ast } = fromExpertRows([row('title', 'solar cell'), row('publicationdate', '2010:2015')]);
    expect(print(ast!)).toBe('TI=(solar cell) AND PD=2010:2015');
  });

  it('reads range rows: one value, a range, a limit, or a group of them', () => {
    const cases: [string, string][] = [
      ['2010', 'PD=2010'],
      ['2010:2015', 'PD=2010:2015'],
      [' >=2015', 'PD>=2015'],
      ['<20100101', 'PD<20100101'],
      ['2010 OR 2012:2014', 'PD=2010 OR PD=2012:2014'],
    ];
    for (const [terms, expected] of cases) {
      const { ast, diagnostics } = fromExpertRows([row('PD', terms)]);
      expect(diagnostics).toEqual([]);
      expect(print(ast!)).toBe(expected);
    }
  });

  it('gives bare queries for the default field', () => {
    const { ast } = fromExpertRows([row('TAC', 'solar W3 cell*'), row('tac', 'module', 'OR')]);
    expect(structureOf(ast)).toEqual(structureOf(or(w(3, 'solar', 'cell*'), 'module')));
  });

  it('skips blank rows and ignores the operator of the first row', () => {
    const { ast, diagnostics } = fromExpertRows([
      row('TI', '  ', 'OR'),
      row('TI', 'solar', 'NOT'),
      row('AB', '', 'XOR'),
      row('AB', 'cell', 'XOR'),
    ]);
    expect(diagnostics).toEqual([]);
    expect(print(ast!)).toBe('TI=solar XOR AB=cell');
    expect(fromExpertRows([])).toEqual({ ast: null, diagnostics: [] });
    expect(fromExpertRows([row('TI', ' ')])).toEqual({ ast: null, diagnostics: [] });
  });

  it('names the row of an unknown field', () => {
    const { ast, diagnostics } = fromExpertRows([row('TI', 'solar'), row('XYZ', 'cell')]);
    expect(diagnostics).toEqual([
      { code: 'QUERY_UNKNOWN_FIELD', message: 'There is no field "XYZ".', span: { start: 0, end: 0 }, row: 1 },
    ]);
    expect(print(ast!)).toBe('TI=solar');
  });

  it("places a syntax error inside the row's terms", () => {
    const { diagnostics } = fromExpertRows([row('TI', 'solar'), row('AB', 'cell AND')]);
    expect(diagnostics).toEqual([
      {
        code: 'QUERY_MISSING_OPERAND',
        message: 'AND needs a term on its right, found )',
        span: { start: 5, end: 8 },
        row: 1,
      },
    ]);
    const dates = fromExpertRows([row('PD', '>=2015 OR solar')]).diagnostics;
    expect(dates.map((d) => [d.code, d.span])).toEqual([['QUERY_INVALID_DATE', { start: 10, end: 15 }]]);
  });

  it('refuses a row whose parenthesis would close the field early, or is left open', () => {
    expect(fromExpertRows([row('TI', 'a) OR (b')])).toEqual({
      ast: null,
      diagnostics: [
        {
          code: 'QUERY_UNMATCHED_PAREN',
          message: 'Unexpected ) with no ( before it',
          span: { start: 1, end: 2 },
          row: 0,
        },
      ],
    });
    expect(fromExpertRows([row('TI', 'x'), row('AB', 'cell AND (module')]).diagnostics).toEqual([
      {
        code: 'QUERY_UNCLOSED_PAREN',
        message: 'Missing ) to close the ( opened here',
        span: { start: 9, end: 10 },
        row: 1,
      },
    ]);
    // Parentheses inside quotes are words, not groups.
    expect(fromExpertRows([row('TI', '"a)b"')]).diagnostics).toEqual([]);
  });
});

describe('toExpertRows', () => {
  it('turns a left-deep chain of fields and ranges into rows', () => {
    const ast = not(
      or(
        and(field('TI', or('solar', 'photovoltaic*')), field('CPC', 'H01L31/04*')),
        field('PA', phrase('acme', 'corp')),
      ),
      after('PD', '2015', true),
    );
    expect(toExpertRows(ast)).toEqual([
      row('TI', 'solar OR photovoltaic*', 'AND'),
      row('CPC', 'H01L31/04*', 'AND'),
      row('PA', 'acme corp', 'OR'),
      row('PD', '>=2015', 'NOT'),
    ]);
  });

  it('writes ranges as the row expects them', () => {
    expect(toExpertRows(range('PD', '2010', '2015'))).toEqual([row('PD', '2010:2015')]);
    expect(toExpertRows(range('publicationyear', '2015'))).toEqual([row('publicationyear', '2015')]);
  });

  it('makes bare queries TAC rows, also when an operand is itself a bare Boolean', () => {
    const ast = xor(and('solar', field('TI', 'cell')), or('a', w(2, 'b', 'c')));
    expect(toExpertRows(ast)).toEqual([
      row('TAC', 'solar'),
      row('TI', 'cell', 'AND'),
      row('TAC', 'a OR b W2 c', 'XOR'),
    ]);
  });

  it('refuses what rows cannot say', () => {
    expect(toExpertRows(and(field('TI', 'a'), or(field('AB', 'b'), field('CL', 'c'))))).toBeNull();
    expect(toExpertRows(and(historyRef(1), field('TI', 'a')))).toBeNull();
    expect(toExpertRows(or('a', and('b', field('TI', 'c'))))).toBeNull();
  });

  it('round-trips through fromExpertRows', () => {
    const asts = [
      chain('AND', field('TI', 'solar'), field('AB', phrase('solar', 'cell')), range('PD', '2010', '2015')),
      xor(or(field('CPC', 'H01L31/04*'), 'module*'), field('PA', atLeast(2, 'a', 'b', 'c'))),
      and(or('a', 'b'), field('TI', 'c')),
      not(field('CT', 'US7654321B2'), after('publicationyear', '2015')),
    ];
    for (const ast of asts) {
      const rows = toExpertRows(ast);
      expect(rows).not.toBeNull();
      const back = fromExpertRows(rows!);
      expect(back.diagnostics).toEqual([]);
      expect(structureOf(back.ast)).toEqual(structureOf(ast));
    }
  });
});
