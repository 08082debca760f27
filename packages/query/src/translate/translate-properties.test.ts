import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupField } from '../fields';
import { parse } from '../parser';
import { print } from '../printer';
import { queryAst } from '../test-support/arbitrary-ast';
import { FIELDS as ESPACENET_FIELDS } from './espacenet';
import { detectVendor, translateQuery, VENDORS } from './index';
import { FIELDS as LENS_FIELDS } from './lens';
import { FIELDS as ORBIT_FIELDS } from './orbit';
import { FIELDS as PATBASE_FIELDS } from './patbase';

// Pieces of all four syntaxes, so random text hits the interesting paths (operators, fields, ranges, quotes).
const PIECES = [
  'AND',
  'OR',
  'NOT',
  'and',
  'or',
  'not',
  '&&',
  '||',
  '!',
  '-',
  '+',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ':',
  '=',
  '>=',
  '<',
  '"',
  '~',
  '~3',
  '^2',
  ' TO ',
  '*',
  '?',
  '#',
  '_',
  '/',
  '/TI',
  '/AB/CLMS',
  '/IC',
  '/PD',
  '/XYZ',
  '2D',
  '3W',
  'D',
  'W',
  'S',
  'P',
  'F',
  '=2W',
  'W3',
  'W/2',
  'NEAR',
  'NEAR5',
  'prox/distance<3',
  'prox/ordered',
  'prox/unit=sentence',
  'prox/distance>2',
  'ti',
  'ti=',
  'ta=',
  'txt=',
  'ia=',
  'pd',
  'within',
  'all',
  'any',
  'title:',
  'abstract:',
  'publication_date:',
  'year_published:',
  'lens_id:',
  'TAC=',
  'PA=',
  'PD=',
  'IC=',
  'FAM=',
  'solar',
  'cell+',
  'colo?r',
  'pane#',
  'wom?n',
  'colo*1r',
  'Smith_J',
  'H01L-031/04',
  '2010',
  '2010-01-01',
  '2010:2015',
  '20100101',
  '*',
  ' ',
  ' ',
  ' ',
];
/** fast-check runs hundreds of cases: room for a loaded machine, still far below a hang. */
const PROPERTY_TIMEOUT_MS = 30_000;

const pasted = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((parts) => parts.join(''));

describe('translation never fails', () => {
  it(
    'answers any mix of the four syntaxes with a query our parser reads without a problem',
    () => {
      fc.assert(
        fc.property(pasted, fc.constantFrom(...VENDORS), (text, vendor) => {
          const result = translateQuery(text, vendor);
          expect(result.vendor).toBe(vendor);
          expect(result.problems).toEqual([]);
          if (result.query !== '') expect(parse(result.query).diagnostics).toEqual([]);
          for (const note of result.notes) {
            expect(note.span.start).toBeGreaterThanOrEqual(0);
            expect(note.span.end).toBeLessThanOrEqual(text.length);
            expect(text.slice(note.span.start, note.span.end)).toBe(note.source);
            expect(['exact', 'approximate', 'none']).toContain(note.severity);
          }
        }),
        { numRuns: 400 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers arbitrary text without throwing',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 80 }), fc.constantFrom(...VENDORS), (text, vendor) => {
          const result = translateQuery(text, vendor);
          expect(typeof result.query).toBe('string');
          expect(detectVendor(text)).toMatch(/^(orbit|espacenet|lens|patbase)$/);
        }),
        { numRuns: 400 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'answers any of our own printed queries, read as each vendor, without throwing and with notes inside the text',
    () => {
      fc.assert(
        fc.property(queryAst(), fc.constantFrom(...VENDORS), (ast, vendor) => {
          const text = print(ast);
          const result = translateQuery(text, vendor);
          for (const note of result.notes) expect(text.slice(note.span.start, note.span.end)).toBe(note.source);
          expect(result.problems).toEqual(result.query === '' ? [] : parse(result.query).diagnostics);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('refuses nesting deeper than it can follow with a note instead of overflowing the stack', () => {
    const deep = `${'('.repeat(5000)}solar${')'.repeat(5000)}`;
    for (const vendor of VENDORS) {
      const result = translateQuery(deep, vendor);
      expect(result.notes.some((note) => note.severity === 'none')).toBe(true);
    }
  });

  it('reads most of our own printed queries back unchanged as PatBase, whose syntax ours follows', () => {
    for (const text of [
      'TAC=(solar W3 cell*) AND PD=2010:2015',
      'TI=(wind W5 turbine) OR PA=siemens',
      'IPC=H01L31/04',
    ]) {
      const result = translateQuery(text, 'patbase');
      const ast = parse(result.query).ast;
      expect(ast === null ? '' : print(ast)).toBe(result.query);
      expect(result.problems).toEqual([]);
    }
  });
});

describe('detectVendor', () => {
  it.each([
    ['(solar 2D cell+)/TI/AB/CLMS', 'orbit'],
    ['wireless 3W charg+', 'orbit'],
    ['ti=mouse prox/distance<3 ti=trap', 'espacenet'],
    ['pa=siemens and pd within "2005 2006"', 'espacenet'],
    ['title:(solar AND cell*)', 'lens'],
    ['abstract:"battery charging"~4', 'lens'],
    ['publication_date:[2010-01-01 TO 2015-12-31]', 'lens'],
    ['TAC=(solar W3 cell*)', 'patbase'],
    ['TI=(wind NEAR5 turbine) AND PD=2010:2015', 'patbase'],
    ['solar', 'orbit'],
  ] as const)('%s looks like %s', (text, vendor) => {
    expect(detectVendor(text)).toBe(vendor);
  });
});

describe('field tables', () => {
  it.each([
    ['orbit', ORBIT_FIELDS],
    ['espacenet', ESPACENET_FIELDS],
    ['lens', LENS_FIELDS],
    ['patbase', PATBASE_FIELDS],
  ] as const)(
    '%s: every field maps to fields we have (taking the same values), or says why there is none',
    (_vendor, table) => {
      for (const [name, mapping] of Object.entries(table)) {
        expect(mapping.reason.length, name).toBeGreaterThan(0);
        if (mapping.codes.length === 0) expect(mapping.severity, name).toBe('none');
        // Text and name fields take the same values (words, phrases, proximity), so they may share a clause.
        const kinds = new Set(
          mapping.codes.map((code) => lookupField(code)?.kind).map((kind) => (kind === 'name' ? 'text' : kind)),
        );
        for (const code of mapping.codes) expect(lookupField(code)?.code, `${name} -> ${code}`).toBe(code);
        expect(kinds.size, name).toBeLessThanOrEqual(1);
      }
    },
  );
});
