import { parse, type QueryNode } from '@app/query';
import { describe, expect, it } from 'vitest';
import type { EngineDocument } from '../schema/document';
import { naiveFacet, naiveGroups, naiveNumericRanges, naiveYearHistogram } from './naive-counts';
import {
  naiveIntervals,
  naiveMatches,
  naiveSearch,
  prepareDocument,
  truncationPattern,
  UnsupportedQueryError,
} from './naive-evaluator';

function tree(query: string): QueryNode {
  const { ast, diagnostics } = parse(query);
  expect(diagnostics, query).toEqual([]);
  if (ast === null) throw new Error(`empty query ${query}`);
  return ast;
}

function matches(query: string, doc: Omit<EngineDocument, 'ucid'>): boolean {
  return naiveMatches(prepareDocument({ ucid: 'X1', ...doc }), tree(query));
}

/** `[query, expected]` rows against one document. */
function expectRows(doc: Omit<EngineDocument, 'ucid'>, rows: readonly (readonly [string, boolean])[]): void {
  const prepared = prepareDocument({ ucid: 'X1', ...doc });
  const got = rows.map(([query]) => [query, naiveMatches(prepared, tree(query))]);
  expect(got).toEqual(rows.map(([query, expected]) => [query, expected]));
}

describe('GRAMMAR.md worked examples: proximity on "the solar thin film cell"', () => {
  it('matches the table exactly', () => {
    expectRows({ titles: 'the solar thin film cell' }, [
      ['solar W0 thin', true],
      ['thin W0 solar', true],
      ['solar W0 film', false],
      ['solar W1 film', true],
      ['solar WF1 film', true],
      ['film WF1 solar', false],
      ['film W1 solar', true],
      ['solar W2 cell', true],
      ['solar W1 cell', false],
      ['"thin film" W0 cell', true],
      ['solar NOTW1 cell', true],
      ['solar NOTW2 cell', false],
      ['cell NOTWF5 solar', true],
      // The same, spelled with slashes and NEAR.
      ['solar W/1 film', true],
      ['solar NEAR cell', true],
      ['solar NEAR/1 cell', false],
    ]);
  });

  it('counts words between a phrase or a nested proximity and the other operand from the nearest end', () => {
    expectRows({ titles: 'the solar thin film cell' }, [
      ['cell W0 "thin film"', true],
      ['"solar thin" W1 cell', true],
      ['"solar thin" W0 cell', false],
      ['(solar W0 thin) W1 cell', true],
      ['(solar W0 thin) W0 cell', false],
      ['the W0 (solar W1 film)', true],
      ['(solar W1 film) WF0 cell', true],
      ['cell WF0 (solar W1 film)', false],
      ['(solar OR cell) W0 film', true],
      ['(solar OR the) W0 film', false],
      ['solar thin film', true],
      ['solar film', false],
      ['film thin', false],
    ]);
  });

  it('needs two distinct occurrences for a pair', () => {
    expectRows({ titles: 'solar cell and cell' }, [
      ['solar W0 solar', false],
      ['cell W0 cell', false],
      ['cell W1 cell', true],
      ['cell WF0 cell', false],
      ['cell WF1 cell', true],
      // An overlapping right operand is never "within n": both cells have no other cell within 0 words.
      ['cell NOTW0 cell', true],
      ['cell NOTW1 cell', false],
      ['cell NOTW1 cel*', false],
      ['solar NOTW0 (solar OR cell)', false],
    ]);
  });

  it('NOTW and NOTWF: a document without the right operand matches wherever the left one occurs', () => {
    expectRows({ titles: 'solar cell', abstracts: 'panel' }, [
      ['solar NOTW3 glass', true],
      ['solar NOTWF3 glass', true],
      ['solar NOTW3 panel', true],
      ['glass NOTW3 solar', false],
      ['cell NOTWF0 solar', true],
      ['solar NOTWF0 cell', false],
      ['(solar NOTWF0 cell) W0 cell', false],
      ['(cell NOTW5 panel) W0 solar', true],
    ]);
  });
});

describe('compounds (ARCHITECTURE.md "Positions")', () => {
  it('counts the parts of a compound as words and gives joined forms the interval of the parts', () => {
    expectRows({ titles: 'a Li-ion cell' }, [
      ['li W0 ion', true],
      ['li ion', true],
      ['li-ion', true],
      ['liion', true],
      ['ion', true],
      ['li-ion W0 cell', true],
      ['liion W0 cell', true],
      ['"liion cell"', true],
      ['li-ion cell', true],
      ['a W1 cell', false],
      ['a W2 cell', true],
      ['li-ion W1 a', true],
      ['li-ion NOTW0 cell', false],
      ['li NOTW0 ion', false],
      ['li ion cell', true],
      ['ion cell', true],
      ['li cell', false],
    ]);
  });

  it('finds a compound query word written apart or joined in the document', () => {
    expectRows({ titles: 'li ion cell', abstracts: 'a liion battery' }, [
      ['li-ion', true],
      ['TI=li-ion', true],
      ['AB=li-ion', true],
      ['AB=(li-ion W0 battery)', true],
      ['AB=ion', false],
      ['TI=(li-ion W0 cell)', true],
      ['TI=liion', false],
    ]);
  });

  it('treats a truncated compound like its parts: Li-Ion* finds li ion, li-ions and liion', () => {
    expectRows({ titles: 'li ions', abstracts: 'li-ions', claims: 'liionic' }, [
      ['TI=Li-Ion*', true],
      ['AB=Li-Ion*', true],
      ['CL=Li-Ion*', true],
      ['TI=Li-Ionx*', false],
    ]);
  });

  it("possessives: applicant device matches applicant's device", () => {
    expectRows({ claims: "the applicant's device" }, [
      ['applicant device', true],
      ['applicants W0 device', true],
      ['"applicant\'s device"', true],
    ]);
  });
});

describe('GRAMMAR.md truncation table', () => {
  it('reads * ? ! over indexed terms', () => {
    expectRows({ titles: 'cell cells cellular lipase protease coll woman women color colour' }, [
      ['cell*', true],
      ['TI=cellu*', true],
      ['*ase', true],
      ['c*ll', true],
      ['wom?n', true],
      ['colo!r', true],
      ['colou!r', true],
      ['colo?r', true],
      ['c?ll', true],
      ['*tease', true],
      ['cellz*', false],
      ['wo?n', false],
      ['col!r', true],
      ['co!r', false],
    ]);
    expect(truncationPattern('colo!r').test('color')).toBe(true);
    expect(truncationPattern('colo!r').test('colour')).toBe(true);
    expect(truncationPattern('colo!r').test('colouur')).toBe(false);
    expect(truncationPattern('c.l*').test('cell')).toBe(false);
  });

  it('reads _ as an optional delimiter: skate_board finds skateboard, skate board and skate-board', () => {
    for (const text of ['a skateboard', 'a skate board', 'a skate-board'])
      expect(matches('skate_board', { titles: text })).toBe(true);
    expect(matches('skate_board', { titles: 'skate the board' })).toBe(false);
  });

  it('keeps truncation characters literal in quotes', () => {
    expect(matches('"cell*"', { titles: 'cellular' })).toBe(false);
    expect(matches('"cell*"', { titles: 'cell' })).toBe(true);
  });
});

describe('sentences and paragraphs', () => {
  const doc = {
    claims: ['A solar cell; a glass layer. The panel is thin.', 'Energy from light, stored in the battery.'],
  };

  it('WS needs one sentence, WP one paragraph; W counts words across boundaries', () => {
    expectRows(doc, [
      ['solar WS glass', true],
      ['solar WS panel', false],
      ['solar WP panel', true],
      ['solar WP energy', false],
      ['thin W0 energy', true],
      ['thin WS energy', false],
      ['energy WS battery', true],
      ['(solar WS glass) WP panel', true],
      ['(solar WS glass) WS panel', false],
      ['panel WP (energy W2 light)', false],
    ]);
  });

  it('a pair is in one sentence only when all of it is: a match across a boundary is in none', () => {
    expectRows({ titles: 'Solar cell. Glass layer.' }, [
      ['(cell W0 glass) WS solar', false],
      ['(solar W0 cell) WS solar', false],
      ['solar WS cell', true],
      ['(cell W0 glass) WS layer', false],
      ['(glass W0 cell) WS layer', false],
    ]);
  });
});

describe('fields', () => {
  const doc = {
    titles: 'solar cell',
    abstracts: 'a glass panel',
    claims: 'thin film',
    assignees_name_original: ['Siemens AG', 'Robert Bosch GmbH'],
    assignees_name_current: 'Sony Corp',
    cpcvalues: ['H01L31/0232', 'Y02E10/50'],
    country: 'US',
    kindcode: 'B1',
    grant: true,
    applicationnumber: 'US12345678',
    publicationdate: 20100415,
  };

  it('bare words search titles, abstracts and claims; Boolean operators work at document level', () => {
    expectRows(doc, [
      ['solar AND panel AND film', true],
      ['TAC=(solar AND film)', true],
      ['TA=(solar AND film)', false],
      ['TI=solar AND CL=film', true],
      ['TI=(solar NOT panel)', true],
      ['solar NOT panel', false],
      ['solar XOR panel', false],
      ['solar XOR nothing', true],
      ['any{2}(solar, nothing, film)', true],
      ['any{3}(solar, nothing, film)', false],
      ['TI=any{1}(panel, cell)', true],
    ]);
  });

  it('a phrase or proximity must hold inside one field', () => {
    expectRows(doc, [
      ['cell W5 glass', false],
      ['cell glass', false],
      ['cell NOTW5 glass', true],
      ['TA=(cell W0 a)', false],
      ['FT=(thin W0 film)', true],
    ]);
  });

  it('names: any assignee field for PA, no phrase across two values', () => {
    expectRows(doc, [
      ['PA=siemens', true],
      ['PA=sony', true],
      ['PAE=siemens', false],
      ['assignees_name_original=sony', false],
      ['PA=(ag W0 robert)', false],
      ['PA="ag robert"', false],
      ['PA="robert bosch"', true],
      ['PA=(siemens AND bosch)', true],
      ['PA=(sie* W0 ag)', true],
      ['siemens', false],
    ]);
  });

  it('classification codes name their subtree (structural ancestors only)', () => {
    expectRows(doc, [
      ['CPC=H01L31/0232', true],
      ['CPC=H01L31', true],
      ['CPC=H01L 031/0232', true],
      ['CPC=H01L', true],
      ['CPC=H01L31/02', false],
      ['CPC=H01L31/02*', true],
      ['CPC=H01*', true],
      ['CPC=Y02E10/5*', true],
      ['CPC=H02S', false],
      ['CPC=(H02S OR Y02E)', true],
      ['CPC=(H01L NOT Y02E10/50)', false],
      ['SC=Y02E', true],
      ['IPC=H01L', false],
    ]);
  });

  it('keywords and flags are exact folded values; numbers match their variants', () => {
    expectRows(doc, [
      ['CC=us', true],
      ['CC=US', true],
      ['CC=(EP OR WO)', false],
      ['KD=b1', true],
      ['KD=B*', true],
      ['KD=A1', false],
      ['grant=true', true],
      ['grant=false', false],
      ['AP=US12345678', true],
      ['AP=12345678', true],
      ['AP=US12345679', false],
    ]);
  });

  it('GRAMMAR.md date table: partial dates cover their year or month', () => {
    const on = (date: number, query: string): boolean => matches(query, { publicationdate: date });
    const rows: [string, number, boolean][] = [
      ['PD=2010', 20100101, true],
      ['PD=2010', 20101231, true],
      ['PD=2010', 20091231, false],
      ['PD=199004:1991', 19900401, true],
      ['PD=199004:1991', 19900331, false],
      ['PD=199004:1991', 19911231, true],
      ['PD=199004:1991', 19920101, false],
      ['PD=2015:', 20150101, true],
      ['PD=2015:', 20141231, false],
      ['PD=:2015', 20151231, true],
      ['PD=:2015', 20160101, false],
      ['PD>2010', 20101231, false],
      ['PD>2010', 20110101, true],
      ['PD>=20100101', 20100101, true],
      ['PD>=20100101', 20091231, false],
      ['PD<2010', 20100101, false],
      ['PD<2010', 20091231, true],
      ['PD<=201006', 20100630, true],
      ['PD<=201006', 20100701, false],
      ['PD=2010:201001', 20100131, true],
      ['PD=(2010 OR 2012:2014)', 20110505, false],
      ['PD=(2010 OR 2012:2014)', 20130505, true],
      ['PD=(2010:2015 NOT 2012)', 20120505, false],
      ['PD=(>2010 AND <=2015)', 20150505, true],
      ['publicationyear=2010', 20100505, true],
      ['publicationyear>2010', 20100505, false],
      ['publicationyear=2009:2011', 20100505, true],
      ['publicationyear<=2009', 20100505, false],
    ];
    expect(rows.map(([query, date]) => [query, date, on(date, query)])).toEqual(rows);
  });

  it('a document without the field never matches a positive clause on it', () => {
    expectRows({ titles: 'solar' }, [
      ['PD=2010:', false],
      ['PD<2010', false],
      ['publicationyear<3000', false],
      ['CC=us', false],
      ['CPC=H01L', false],
      ['PA=solar', false],
      ['AB=solar', false],
      ['solar NOT CC=us', true],
    ]);
  });

  it('indexes every language of a text field, but never across two languages', () => {
    expectRows({ titles: { en: 'solar cell', de: 'Solarzelle Glas' } }, [
      ['solarzelle', true],
      ['solar AND glas', true],
      ['cell W5 solarzelle', false],
      ['cell solarzelle', false],
      ['solarzelle W0 glas', true],
    ]);
  });

  it('derives existence flags and the year from the schema', () => {
    const doc2 = prepareDocument({ ucid: 'X2', titles: 'solar', publicationdate: 20120303 });
    expect(doc2.terms.get('tiexists')).toEqual(new Set(['true']));
    expect(doc2.terms.get('abexists')).toEqual(new Set(['false']));
    expect(doc2.numbers.get('publicationyear')).toBe(2012);
  });

  it('refuses what it does not define', () => {
    const doc2 = prepareDocument({ ucid: 'X2', titles: 'solar' });
    for (const query of ['#1', 'AND=1:2', 'CC=(united states)']) {
      expect(() => naiveMatches(doc2, tree(query)), query).toThrow(UnsupportedQueryError);
    }
  });
});

describe('counts', () => {
  const docs = [
    { ucid: 'A', titles: 'solar', country: 'US', simplefamilyid: 'F1', publicationdate: 20100101 },
    { ucid: 'B', titles: 'solar', country: 'EP', simplefamilyid: 'F1', publicationdate: 20110101 },
    { ucid: 'C', titles: 'solar', assignees_name_original: ['X Corp', 'Y AG', 'X Corp'], simplefamilyid: 'F2' },
    { ucid: 'D', titles: 'wind', country: 'US', simplefamilyid: 'F3', publicationdate: 20100505 },
  ].map((doc) => prepareDocument(doc));

  it('facets, groups, histograms and ranges over the matches', () => {
    const hits = naiveSearch(docs, tree('solar'));
    expect(hits.map((d) => d.ucid)).toEqual(['A', 'B', 'C']);
    expect(naiveFacet(hits, 'country')).toEqual({
      counts: new Map([
        ['US', 1],
        ['EP', 1],
      ]),
      missing: 1,
    });
    expect(naiveFacet(hits, 'assignees_name_original').counts).toEqual(
      new Map([
        ['X Corp', 1],
        ['Y AG', 1],
      ]),
    );
    expect(naiveGroups(hits, 'simplefamilyid')).toEqual(
      new Map([
        ['F1', 2],
        ['F2', 1],
      ]),
    );
    expect(naiveYearHistogram(hits, 'publicationdate')).toEqual({ '2010': 1, '2011': 1 });
    expect(naiveNumericRanges(hits, 'publicationdate', [{ to: 20110101 }, { from: 20110101 }, {}])).toEqual([1, 1, 2]);
  });

  it('reports intervals for failure messages', () => {
    const doc = prepareDocument({ ucid: 'Z', titles: 'a solar cell', claims: ['x', 'solar'] });
    expect(naiveIntervals(doc, tree('solar'), 'TAC')).toEqual([
      {
        field: 'titles',
        value: 0,
        intervals: [{ start: 1, end: 1, sentence: 0, paragraph: 0, lastSentence: 0, lastParagraph: 0 }],
      },
      {
        field: 'claims',
        value: 0,
        intervals: [{ start: 1, end: 1, sentence: 1, paragraph: 1, lastSentence: 1, lastParagraph: 1 }],
      },
    ]);
  });
});
