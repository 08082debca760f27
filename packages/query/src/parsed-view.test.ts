import { describe, expect, it } from 'vitest';
import { type ParsedViewNode, parsedView } from './parsed-view';
import {
  after,
  and,
  atLeast,
  before,
  chain,
  designImage,
  errorNode,
  field,
  historyRange,
  historyRef,
  not,
  or,
  phrase,
  prox,
  quotedPhrase,
  quotedTerm,
  range,
  term,
  w,
  xor,
} from './test-support/build';

const NO_SPAN = { start: 0, end: 0 };
const BARE = 'no field given: searches Title, abstract and claims';

/** Label and detail of a view node, for tests that care about the words only. */
function words(node: ParsedViewNode): string {
  return node.detail === undefined ? node.label : `${node.label} — ${node.detail}`;
}

describe('parsedView', () => {
  it('shows a field query as a tree with the field title and the parenthesised text', () => {
    const ast = and(field('TI', or('solar', 'photovoltaic*')), after('PD', '2015', true));
    expect(parsedView(ast)).toEqual({
      parenthesised: '(TI=(solar OR photovoltaic*) AND PD>=2015)',
      tree: {
        kind: 'Boolean',
        label: 'AND',
        detail: 'all of these must match',
        span: NO_SPAN,
        children: [
          {
            kind: 'Field',
            label: 'TI',
            detail: 'Title',
            span: NO_SPAN,
            children: [
              {
                kind: 'Boolean',
                label: 'OR',
                detail: 'any of these may match',
                span: NO_SPAN,
                children: [
                  { kind: 'Term', label: 'solar', span: NO_SPAN, children: [] },
                  {
                    kind: 'Term',
                    label: 'photovoltaic*',
                    detail: 'truncation: * any number of characters',
                    span: NO_SPAN,
                    children: [],
                  },
                ],
              },
            ],
          },
          {
            kind: 'Range',
            label: 'PD>=2015',
            detail: 'Publication date from 2015 onwards',
            span: NO_SPAN,
            children: [],
          },
        ],
      },
    });
  });

  it('keeps node spans', () => {
    const ast = { ...term('solar'), span: { start: 4, end: 9 } };
    expect(parsedView(ast).tree.span).toEqual({ start: 4, end: 9 });
  });

  it('puts a chain of AND (or OR) on one line, but keeps NOT and XOR binary', () => {
    const tree = parsedView(chain('AND', 'a', 'b', 'c', 'd')).tree;
    expect(tree.children.map((child) => child.label)).toEqual(['a', 'b', 'c', 'd']);
    const mixed = parsedView(or(and('a', 'b'), and('c', 'd'))).tree;
    expect(mixed.children.map((child) => child.label)).toEqual(['AND', 'AND']);
    const nots = parsedView(not(not('a', 'b'), 'c')).tree;
    expect(words(nots)).toBe('AND NOT — the first, but not the second');
    expect(nots.children.map((child) => child.label)).toEqual(['AND NOT', 'c']);
    expect(words(parsedView(xor('a', 'b')).tree)).toBe('XOR — one of the two, but not both');
  });

  it('says that bare words search title, abstract and claims', () => {
    const tree = parsedView(and('solar', field('TI', 'cell'))).tree;
    expect(tree.children[0]?.detail).toBe(BARE);
    expect(tree.children[1]?.children[0]?.detail).toBeUndefined();
    expect(words(parsedView(term('sol*r?')).tree)).toBe(
      `sol*r? — truncation: * any number of characters, ? exactly one character; ${BARE}`,
    );
  });

  it('explains phrases and quoted words', () => {
    expect(words(parsedView(field('TI', phrase('solar', 'cell'))).tree.children[0]!)).toBe(
      '"solar cell" — words next to each other, in this order',
    );
    expect(words(parsedView(field('TI', quotedPhrase('solar', 'cell'))).tree.children[0]!)).toBe(
      '"solar cell" — words next to each other, in this order',
    );
    expect(words(parsedView(field('TI', phrase('thin', 'film!'))).tree.children[0]!)).toBe(
      '"thin film!" — words next to each other, in this order; truncation: ! one character or none',
    );
    expect(words(parsedView(field('TI', quotedTerm('AND'))).tree.children[0]!)).toBe('"AND"');
  });

  it('explains every proximity operator', () => {
    const cases: [ReturnType<typeof prox>, string][] = [
      [w(3, 'a', 'b'), 'W3 — within 3 words, either order'],
      [w(1, 'a', 'b'), 'W1 — within 1 word, either order'],
      [w(0, 'a', 'b'), 'W0 — adjacent, either order'],
      [prox('W', 5, 'a', 'b', 'NEAR'), 'W5 — within 5 words, either order'],
      [prox('WF', 2, 'a', 'b'), 'WF2 — within 2 words, in this order'],
      [prox('WF', 0, 'a', 'b'), 'WF0 — adjacent, in this order'],
      [prox('NOTW', 4, 'a', 'b'), 'NOTW4 — not within 4 words'],
      [prox('NOTWF', 4, 'a', 'b'), 'NOTWF4 — not followed within 4 words'],
      [prox('NOTWF', 0, 'a', 'b'), 'NOTWF0 — not directly followed'],
      [prox('WS', null, 'a', 'b'), 'WS — in the same sentence'],
      [prox('WP', null, 'a', 'b'), 'WP — in the same paragraph'],
    ];
    for (const [ast, expected] of cases) expect(words(parsedView(field('TAC', ast)).tree.children[0]!)).toBe(expected);
  });

  it('explains ranges with dates written out', () => {
    const cases: [ReturnType<typeof range>, string][] = [
      [range('PD', '2010'), 'PD=2010 — Publication date in 2010'],
      [range('PD', '201004'), 'PD=201004 — Publication date in 2010-04'],
      [range('PD', '20100401'), 'PD=20100401 — Publication date on 2010-04-01'],
      [range('PD', '2010', '2015'), 'PD=2010:2015 — Publication date from 2010 to 2015'],
      [range('AD', '199004', '1991'), 'AD=199004:1991 — Application date from 1990-04 to 1991'],
      [after('PD', '20100101'), 'PD>20100101 — Publication date after 2010-01-01'],
      [after('PRD', '2010', true), 'PRD>=2010 — Earliest priority date from 2010 onwards'],
      [before('PD', '2010'), 'PD<2010 — Publication date before 2010'],
      [before('PD', '201006', true), 'PD<=201006 — Publication date up to and including 2010-06'],
      [range('publicationyear', '2015'), 'publicationyear=2015 — Publication year equal to 2015'],
      [after('applicationyear', '2015', true), 'applicationyear>=2015 — Application year from 2015 onwards'],
    ];
    for (const [ast, expected] of cases) expect(words(parsedView(ast).tree)).toBe(expected);
  });

  it('explains history, any{n}, design images and errors', () => {
    expect(words(parsedView(historyRef(3)).tree)).toBe('#3 — search #3');
    expect(words(parsedView(historyRange('AND', 1, 4)).tree)).toBe('AND=1:4 — searches 1 to 4 combined with AND');
    const any = parsedView(atLeast(2, 'a', 'b', 'c')).tree;
    expect(words(any)).toBe('any{2} — at least 2 of 3');
    expect(any.children).toHaveLength(3);
    const image = designImage(['u1', 'u2'], {
      countries: ['US', 'EP'],
      max_results: 200,
      caption: 'chair',
      locarno: '06-01',
    });
    expect(words(parsedView(image).tree)).toBe(
      'design_image — 2 reference images; countries US, EP; at most 200 results; caption "chair"; Locarno 06-01',
    );
    expect(words(parsedView(errorNode(')')).tree)).toBe(') — not understood: see the message for this position');
  });
});
