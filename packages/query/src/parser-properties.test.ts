import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult, QueryNode } from './ast';
import { tokenize } from './editor-tokens';
import { isWhitespace } from './lexer';
import { parseWithStats } from './parser';
import { childrenOf } from './tree';

/** Work allowed per character: the parser must stay linear in the length of the text. */
const STEPS_PER_CHARACTER = 8;

const VOCABULARY = [
  'AND',
  'OR',
  'NOT',
  'XOR',
  'and',
  'or',
  'W3',
  'W/3',
  'WF0',
  'NOTW2',
  'NOTWF/1',
  'NEAR',
  'NEAR/5',
  'WS',
  'WP',
  'W/',
  'W/-1',
  'W1001',
  'TI',
  'ti',
  'AB',
  'TAC',
  'PA',
  'CPC',
  'IPC',
  'USC',
  'PD',
  'AD',
  'publicationyear',
  'CT',
  'CTX',
  'PN',
  'CC',
  'XX',
  '(',
  ')',
  '(',
  ')',
  '"',
  '"',
  '=',
  '<',
  '>',
  '<=',
  '>=',
  ':',
  ',',
  '{',
  '}',
  '#',
  '#3',
  '#0',
  'any',
  'any{2}',
  'design_image',
  'countries',
  'max_results',
  'caption',
  '*',
  '?',
  '!',
  '_',
  'solar',
  'cell*',
  '*ase',
  'wom?n',
  'skate_board',
  '2010',
  '199004',
  '20100230',
  '0',
  '7',
  '42',
  'H01L',
  '31/02',
  'H01L31/02*',
  'é',
  '日本',
  '😀',
  '\u00a0',
  'x'.repeat(40),
  '123e4567-e89b-12d3-a456-426614174000',
];
const SEPARATORS = ['', ' ', ' ', '  ', '\t', '\n'];

const VALID_QUERIES = [
  'TI=(solar W3 cell*) AND PD=2010:2015',
  '(a OR b) NEAR/2 "thin film" NOT AB=wind',
  'CPC=H01L 31/02* OR IPC=(H02S OR H01L31) XOR PA=acme',
  'any{2}(TI=solar, AB=cell, wind W1 turbine) AND #3',
  'design_image(123e4567-e89b-12d3-a456-426614174000, countries=US,EP, max_results=20)',
  'PD>=20100101 AND publicationyear<2020 OR AND=1:4',
  'TA=(do "not" rust WF1 colo!r NOTW5 skate_board)',
  'CT=US1234567 OR CTX=(EP1 OR EP2) AND grant=true',
];

const soup = fc
  .array(fc.tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...SEPARATORS)), { maxLength: 40 })
  .map((parts) => parts.map(([word, separator]) => word + separator).join(''));

const CHARACTERS = [...'()"=<>:,{}#*?!_ \t\nAORNTWX0123456789aé日😀'];
const mutation = fc.tuple(fc.constantFrom('insert', 'delete', 'swap'), fc.nat(), fc.constantFrom(...CHARACTERS));
const mutated = fc
  .tuple(fc.constantFrom(...VALID_QUERIES), fc.array(mutation, { minLength: 1, maxLength: 6 }))
  .map(([query, mutations]) => {
    let text = query;
    for (const [kind, at, char] of mutations) {
      const position = text.length === 0 ? 0 : at % text.length;
      if (kind === 'insert') text = text.slice(0, position) + char + text.slice(position);
      else if (kind === 'delete') text = text.slice(0, position) + text.slice(position + 1);
      else
        text =
          text.slice(0, position) +
          text.slice(position + 1, position + 2) +
          text.charAt(position) +
          text.slice(position + 2);
    }
    return text;
  });

/** Every node of the tree, walked without recursion. */
function nodes(root: QueryNode | null): QueryNode[] {
  const all: QueryNode[] = [];
  const stack = root === null ? [] : [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    all.push(node);
    stack.push(...childrenOf(node));
  }
  return all;
}

// Problems are collected as text and asserted once: 100 000 diagnostics would make 100 000 `expect` calls.
function checkResult(text: string, result: ParseResult & { steps: number }): void {
  const problems: string[] = [];
  const inside = (span: { start: number; end: number }) =>
    span.start >= 0 && span.start <= span.end && span.end <= text.length;
  for (const node of nodes(result.ast)) if (!inside(node.span)) problems.push(`${node.kind} span outside the text`);
  result.diagnostics.forEach((diagnostic, index) => {
    if (!inside(diagnostic.span)) problems.push(`${diagnostic.code} span outside the text`);
    const previous = result.diagnostics[index - 1];
    if (previous !== undefined && previous.span.start > diagnostic.span.start) problems.push('diagnostics not sorted');
  });
  let end = 0;
  for (const token of tokenize(text)) {
    if (token.span.start < end || token.span.end <= token.span.start)
      problems.push('editor tokens overlap or are empty');
    end = token.span.end;
  }
  if (end > text.length) problems.push('editor tokens past the end');
  expect(problems.slice(0, 5)).toEqual([]);
  const blank = [...text].every((char) => isWhitespace(char.charCodeAt(0)));
  expect(result.ast === null).toBe(blank);
  expect(result.steps).toBeLessThanOrEqual(STEPS_PER_CHARACTER * (text.length + 1));
}

describe('parse: properties', () => {
  it('reads the sample queries without diagnostics', () => {
    for (const query of VALID_QUERIES) expect(parseWithStats(query).diagnostics).toEqual([]);
  });

  it('never throws on token soup, keeps spans inside the text and sorts diagnostics', () => {
    fc.assert(
      fc.property(soup, (text) => {
        checkResult(text, parseWithStats(text));
      }),
      { numRuns: 1500, seed: 20240601 },
    );
  });

  it('never throws on mutated valid queries', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        checkResult(text, parseWithStats(text));
      }),
      { numRuns: 1500, seed: 20240602 },
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        checkResult(text, parseWithStats(text));
      }),
      { numRuns: 1000, seed: 20240603 },
    );
  });
});

describe('parse: linear time (counted steps, no clocks)', () => {
  const realistic =
    '(TI=(solar W3 cell*) OR AB=("thin film" NEAR/2 panel)) AND PD=2010:2015 NOT CPC=(H01L 31/02* OR H02S) ' +
    'OR any{2}(PA=acme, INV=smith, TAC=(wind WF1 turbine)) XOR #3 OR ';
  const hundredKilobytes = `${realistic.repeat(Math.ceil(100_000 / realistic.length))}x`;
  const adversarial: [string, string][] = [
    ['100 000 (', '('.repeat(100_000)],
    ['100 000 )', ')'.repeat(100_000)],
    ['balanced nesting', `${'(a AND '.repeat(20_000)}b${')'.repeat(20_000)}`],
    ['a long AND chain', Array.from({ length: 15_000 }, (_, i) => `w${i}`).join(' AND ')],
    ['a long proximity chain', Array.from({ length: 15_000 }, (_, i) => `w${i}`).join(' W3 ')],
    ['operators only', 'AND OR '.repeat(25_000)],
    [
      'a long OR group under proximity',
      `(${Array.from({ length: 15_000 }, (_, i) => `w${i}`).join(' OR ')}) W1 x W1 y`,
    ],
    ['fields as proximity operands', Array.from({ length: 10_000 }, (_, i) => `TI=w${i}`).join(' W3 ')],
    ['one long word', 'x'.repeat(150_000)],
    ['one long unclosed quote', `"${'ab '.repeat(50_000)}`],
    ['a long phrase', 'solar '.repeat(25_000)],
    ['stray symbols', ':,={}<>'.repeat(20_000)],
    ['any{} openings', 'any{2}('.repeat(20_000)],
    ['100 KB realistic query', hundredKilobytes],
  ];

  it.each(adversarial)('%s', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(200_000);
    const result = parseWithStats(text);
    expect(result.steps).toBeLessThanOrEqual(STEPS_PER_CHARACTER * (text.length + 1));
    checkResult(text, result);
  });

  it('parses the 100 KB realistic query without diagnostics', () => {
    expect(hundredKilobytes.length).toBeGreaterThanOrEqual(100_000);
    expect(parseWithStats(hundredKilobytes).diagnostics).toEqual([]);
  });
});
