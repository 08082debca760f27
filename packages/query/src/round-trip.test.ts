import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueryNode } from './ast';
import { fromExpertRows, toExpertRows } from './expert';
import { parse } from './parser';
import { print } from './printer';
import { structureOf } from './structure';
import { expertAst, queryAst } from './test-support/arbitrary-ast';

// Enough runs to meet every construct many times; a failure prints the shrunk AST and its text.
const RUNS = 1000;

/** Parses `text` and fails with the text and diagnostics when it does not read cleanly. */
function reparse(text: string): QueryNode {
  const { ast, diagnostics } = parse(text);
  expect({ text, diagnostics }).toEqual({ text, diagnostics: [] });
  expect(ast).not.toBeNull();
  return ast as QueryNode;
}

describe('printer round trip', () => {
  it('parse(print(ast)) gives the same tree, without diagnostics', () => {
    fc.assert(
      fc.property(queryAst(), (ast) => {
        expect(structureOf(reparse(print(ast)))).toEqual(structureOf(ast));
      }),
      { numRuns: RUNS },
    );
  });

  it('parse(print(ast, { parens: true })) gives the same tree, without diagnostics', () => {
    fc.assert(
      fc.property(queryAst(), (ast) => {
        expect(structureOf(reparse(print(ast, { parens: true })))).toEqual(structureOf(ast));
      }),
      { numRuns: RUNS },
    );
  });

  it('printing is idempotent: print(parse(print(ast))) === print(ast)', () => {
    fc.assert(
      fc.property(queryAst(), (ast) => {
        const text = print(ast);
        expect(print(reparse(text))).toBe(text);
        const parenthesised = print(ast, { parens: true });
        expect(print(reparse(parenthesised), { parens: true })).toBe(parenthesised);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('expert rows round trip', () => {
  it('fromExpertRows(toExpertRows(ast)) gives the same tree', () => {
    fc.assert(
      fc.property(expertAst(), (ast) => {
        const rows = toExpertRows(ast);
        expect(rows).not.toBeNull();
        const back = fromExpertRows(rows ?? []);
        expect(back.diagnostics).toEqual([]);
        expect(structureOf(back.ast)).toEqual(structureOf(ast));
      }),
      { numRuns: RUNS },
    );
  });
});
