import { describe, expect, it } from 'vitest';
import { needsQuotes, print } from './printer';
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

describe('print: precedence', () => {
  it('writes a left-deep chain of one operator without parentheses', () => {
    expect(print(chain('AND', 'a', 'b', 'c'))).toBe('a AND b AND c');
    expect(print(chain('OR', 'a', 'b', 'c'))).toBe('a OR b OR c');
  });

  it('puts a right operand of the same strength in parentheses (operators are left-associative)', () => {
    // AND and OR runs are one node, so `a AND (b AND c)` cannot arise; a nested AND inside NOT still can.
    expect(print(and('a', and('b', 'c')))).toBe('a AND b AND c');
    expect(print(not('a', not('b', 'c')))).toBe('a NOT (b NOT c)');
    expect(print(not('a', and('b', 'c')))).toBe('a NOT (b AND c)');
    expect(print(and('a', not('b', 'c')))).toBe('a AND (b NOT c)');
    expect(print(w(3, 'a', w(5, 'b', 'c')))).toBe('a W3 (b W5 c)');
  });

  it('needs no parentheses where AND and NOT share a level from the left', () => {
    expect(print(not(and('a', 'b'), 'c'))).toBe('a AND b NOT c');
    expect(print(and(not('a', 'b'), 'c'))).toBe('a NOT b AND c');
  });

  it('orders OR < XOR < AND/NOT < proximity', () => {
    expect(print(or('a', and('b', 'c')))).toBe('a OR b AND c');
    expect(print(and(or('a', 'b'), 'c'))).toBe('(a OR b) AND c');
    expect(print(xor(and('a', 'b'), or('c', 'd')))).toBe('a AND b XOR (c OR d)');
    expect(print(or(xor('a', 'b'), 'c'))).toBe('a XOR b OR c');
    expect(print(xor('a', or('b', 'c')))).toBe('a XOR (b OR c)');
    expect(print(and(xor('a', 'b'), 'c'))).toBe('(a XOR b) AND c');
    expect(print(and(w(3, 'a', 'b'), 'c'))).toBe('a W3 b AND c');
    expect(print(w(3, or('a', 'b'), or('c', 'd')))).toBe('(a OR b) W3 (c OR d)');
    expect(print(w(3, and('a', 'b'), 'c'))).toBe('(a AND b) W3 c');
  });

  it('prints proximity in its canonical spelling, whatever was written', () => {
    expect(print(prox('W', 5, 'a', 'b', 'NEAR'))).toBe('a W5 b');
    expect(print(prox('W', 3, 'a', 'b', 'W/3'))).toBe('a W3 b');
    expect(print(prox('WF', 0, 'a', 'b'))).toBe('a WF0 b');
    expect(print(prox('NOTW', 4, 'a', 'b'))).toBe('a NOTW4 b');
    expect(print(prox('NOTWF', 2, 'a', 'b'))).toBe('a NOTWF2 b');
    expect(print(prox('WS', null, 'a', 'b'))).toBe('a WS b');
    expect(print(prox('WP', null, phrase('solar', 'cell'), 'b'))).toBe('solar cell WP b');
  });
});

describe('print: parens: true', () => {
  it('wraps every operator node, the root included', () => {
    expect(print(or('a', and('b', 'c')), { parens: true })).toBe('(a OR (b AND c))');
    expect(print(chain('AND', 'a', 'b', 'c'), { parens: true })).toBe('(a AND b AND c)');
    expect(print(chain('NOT', 'a', 'b', 'c'), { parens: true })).toBe('((a NOT b) NOT c)');
    expect(print(w(3, or('a', 'b'), 'c'), { parens: true })).toBe('((a OR b) W3 c)');
  });

  it('leaves single nodes alone', () => {
    expect(print(term('a'), { parens: true })).toBe('a');
    expect(print(field('TI', 'a'), { parens: true })).toBe('TI=a');
    expect(print(after('PD', '2015', true), { parens: true })).toBe('PD>=2015');
  });

  it("lets a field's parentheses be the pair of the operator inside it", () => {
    expect(print(field('TI', or('a', 'b')), { parens: true })).toBe('TI=(a OR b)');
    expect(print(field('TI', or('a', and('b', 'c'))), { parens: true })).toBe('TI=(a OR (b AND c))');
    expect(print(and(field('TI', or('a', 'b')), 'c'), { parens: true })).toBe('(TI=(a OR b) AND c)');
  });

  it('wraps operators inside any{}', () => {
    expect(print(atLeast(2, or('a', 'b'), 'c', 'd'), { parens: true })).toBe('any{2}((a OR b), c, d)');
  });
});

describe('print: fields', () => {
  it('writes a single term or quoted phrase without parentheses', () => {
    expect(print(field('TI', 'solar'))).toBe('TI=solar');
    expect(print(field('TI', quotedPhrase('solar', 'cell')))).toBe('TI="solar cell"');
    expect(print(field('CPC', 'H01L31/04*'))).toBe('CPC=H01L31/04*');
    expect(print(field('TI', quotedTerm('AND')))).toBe('TI="AND"');
  });

  it('groups an unquoted phrase and every operator', () => {
    expect(print(field('TAC', phrase('solar', 'cell')))).toBe('TAC=(solar cell)');
    expect(print(field('TAC', or('solar', 'photovoltaic*')))).toBe('TAC=(solar OR photovoltaic*)');
    expect(print(field('TAC', w(3, 'solar', 'cell')))).toBe('TAC=(solar W3 cell)');
    expect(print(field('TAC', atLeast(2, 'a', 'b', 'c')))).toBe('TAC=(any{2}(a, b, c))');
  });

  it('prints long field names as their code', () => {
    expect(print(field('assignees_name_original', 'acme*'))).toBe('assignees_name_original=acme*');
    expect(print(after('publicationyear', '2015', true))).toBe('publicationyear>=2015');
  });
});

describe('print: terms', () => {
  it('quotes operator words, which are upper case only', () => {
    for (const word of [
      'AND',
      'OR',
      'NOT',
      'XOR',
      'NEAR',
      'NEAR3',
      'W3',
      'W/3',
      'WF2',
      'NOTW1',
      'NOTWF4',
      'WS',
      'WP',
    ]) {
      expect(print(term(word))).toBe(`"${word}"`);
      expect(needsQuotes(word)).toBe(true);
      // `and` or `near` in lower case is an ordinary word of a title or claim, and reads back as one.
      expect(needsQuotes(word.toLowerCase())).toBe(false);
    }
    for (const word of ['W', 'WF', 'NOTW', 'WORD', 'ANDROID', 'W3C', 'NEARBY']) expect(needsQuotes(word)).toBe(false);
  });

  it('quotes text holding spaces or syntax characters, and text starting with #', () => {
    for (const text of ['', 'a b', 'f(x)', 'a,b', 'x=y', '#3', '#', '{a}', 'a<b', 'a>b', '12:30', 'a"b']) {
      expect(needsQuotes(text)).toBe(true);
    }
    for (const text of ['H01L31/0232', 'c++', 'co-operate', "o'brien", '3.5', 'US7654321B2', 'a#b']) {
      expect(needsQuotes(text)).toBe(false);
    }
  });

  it('quotes a term that was quoted, and never a wildcard term', () => {
    expect(print(quotedTerm('solar*'))).toBe('"solar*"');
    expect(print(term('sol?r!'))).toBe('sol?r!');
    expect(print(term('AND'))).toBe('"AND"');
  });

  it('writes phrases', () => {
    expect(print(phrase('solar', 'cell*'))).toBe('solar cell*');
    expect(print(quotedPhrase('solar', 'cell'))).toBe('"solar cell"');
    expect(print(and(phrase('solar', 'cell'), phrase('thin', 'film')))).toBe('solar cell AND thin film');
  });

  it('writes quoted words inside an unquoted phrase as quoted groups', () => {
    const mixed = (...terms: ReturnType<typeof term>[]) => ({ ...phrase(), terms });
    expect(print(mixed(term('solar'), quotedTerm('thin'), quotedTerm('film'), term('cell')))).toBe(
      'solar "thin film" cell',
    );
    expect(print(mixed(quotedTerm('AND'), term('gate'), quotedTerm('OR')))).toBe('"AND" gate "OR"');
    // One group would read back as a quoted phrase, so words that were all quoted stay apart.
    expect(print(mixed(quotedTerm('a'), quotedTerm('b')))).toBe('"a" "b"');
  });
});

describe('print: ranges', () => {
  it('writes each form', () => {
    expect(print(range('PD', '2010'))).toBe('PD=2010');
    expect(print(range('PD', '199004', '1991'))).toBe('PD=199004:1991');
    expect(print(after('PD', '2010'))).toBe('PD>2010');
    expect(print(after('PD', '20100101', true))).toBe('PD>=20100101');
    expect(print(before('AD', '2010'))).toBe('AD<2010');
    expect(print(before('AD', '2010', true))).toBe('AD<=2010');
  });
});

describe('print: other constructs', () => {
  it('writes any{n}, history and errors', () => {
    expect(print(atLeast(2, 'a', phrase('b', 'c'), w(3, 'd', 'e')))).toBe('any{2}(a, b c, d W3 e)');
    expect(print(and(historyRef(3), historyRef(4)))).toBe('#3 AND #4');
    expect(print(historyRange('OR', 1, 4))).toBe('OR=1:4');
    expect(print(and(errorNode(')'), 'a'))).toBe(') AND a');
  });

  it('writes design_image with options in a fixed order', () => {
    const u1 = '0b4cbc64-4e5e-4a4b-9c43-1b1b2c3d4e5f';
    const u2 = 'a5d5c1e2-9f8e-4d3c-8b7a-6f5e4d3c2b1a';
    expect(print(designImage([u1]))).toBe(`design_image(${u1})`);
    expect(
      print(
        designImage([u1, u2], {
          uspc: 'D12/345',
          locarno: '12-08',
          caption: 'two words',
          max_results: 200,
          countries: ['US', 'EP'],
        }),
      ),
    ).toBe(
      `design_image(${u1}, ${u2}, countries=US,EP, max_results=200, caption="two words", locarno=12-08, uspc=D12/345)`,
    );
    expect(print(designImage([u1], { countries: ['WS'], caption: 'chair' }))).toBe(
      `design_image(${u1}, countries="WS", caption="chair")`,
    );
  });
});
