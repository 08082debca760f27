import { describe, expect, it } from 'vitest';
import { dateProblem } from './parse-range';
import { parse } from './parser';
import { sexpr } from './parser-test-support';

function read(text: string): string {
  const result = parse(text);
  expect(result.diagnostics).toEqual([]);
  return sexpr(result.ast);
}

describe('parse: ranges', () => {
  it.each([
    ['PD=2010', 'PD[2010..2010]'],
    ['PD=201004', 'PD[201004..201004]'],
    ['PD=20100415', 'PD[20100415..20100415]'],
    ['PD=199004:1991', 'PD[199004..1991]'],
    ['PD=2015:', 'PD[2015..*'],
    ['PD=:2015', 'PD*..2015]'],
    ['PD>2010', 'PD(2010..*'],
    ['PD>=20100101', 'PD[20100101..*'],
    ['PD<2010', 'PD*..2010)'],
    ['PD<=2010', 'PD*..2010]'],
    ['PD >= 2010', 'PD[2010..*'],
    ['publicationdate=2010:2011', 'PD[2010..2011]'],
    ['AD=2010', 'AD[2010..2010]'],
    ['PRD<2000', 'PRD*..2000)'],
    ['ED>2030', 'ED(2030..*'],
    ['publicationyear=2010:2015', 'publicationyear[2010..2015]'],
    ['applicationyear>=1999', 'applicationyear[1999..*'],
    ['PD=2010:2010', 'PD[2010..2010]'],
    ['PD=2010:201001', 'PD[2010..201001]'],
    ['PD=20000229', 'PD[20000229..20000229]'],
    ['PD=(2010 OR 2012:2014)', '(OR PD[2010..2010] PD[2012..2014])'],
    ['PD=(2010:2015 NOT 2012)', '(NOT PD[2010..2015] PD[2012..2012])'],
    ['PD=(>2010 AND <=2015)', '(AND PD(2010..* PD*..2015])'],
    ['PD=2010 AND TI=x', '(AND PD[2010..2010] TI:x)'],
  ])('%s reads as %s', (text, tree) => {
    expect(read(text)).toBe(tree);
  });

  it('marks > and < as excluding their value', () => {
    expect(parse('PD>2010').ast).toMatchObject({ lower: { value: '2010', inclusive: false }, upper: null });
    expect(parse('PD<=2010').ast).toMatchObject({ lower: null, upper: { value: '2010', inclusive: true } });
  });

  it('gives a date group the span of the whole clause and its ranges the span of their values', () => {
    const result = parse('PD=(2010 OR 2012)');
    expect(result.ast).toMatchObject({
      kind: 'Boolean',
      span: { start: 0, end: 17 },
      operands: [
        { kind: 'Range', field: 'PD', written: 'PD', span: { start: 4, end: 8 } },
        { kind: 'Range', span: { start: 12, end: 16 } },
      ],
    });
  });
});

describe('dateProblem', () => {
  it.each([['2010'], ['201012'], ['20101231'], ['20000229'], ['20240229'], ['0001']])('accepts %s', (value) => {
    expect(dateProblem(value)).toBeNull();
  });

  it.each([
    ['201013', '201013 is not a date: months go from 01 to 12, found 13'],
    ['201000', '201000 is not a date: months go from 01 to 12, found 00'],
    ['20100230', '20100230 is not a date: 2010-02 has days 01 to 28, found 30'],
    ['19000229', '19000229 is not a date: 1900-02 has days 01 to 28, found 29'],
    ['20100431', '20100431 is not a date: 2010-04 has days 01 to 30, found 31'],
    ['20100100', '20100100 is not a date: 2010-01 has days 01 to 31, found 00'],
    ['0000', '0000 is not a date: there is no year 0000'],
    ['20101', '20101 is not a date: write YYYY, YYYYMM or YYYYMMDD, as in 2010, 201004 or 20100415'],
    ['2010-04-15', '2010-04-15 is not a date here: write it without dashes, as 20100415'],
    ['today', 'today is not a date: write YYYY, YYYYMM or YYYYMMDD, as in 2010, 201004 or 20100415'],
  ])('rejects %s', (value, message) => {
    expect(dateProblem(value)).toBe(message);
  });
});
