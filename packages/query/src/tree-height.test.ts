import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from './diagnostics';
import { toExpertRows } from './expert';
import { parsedView } from './parsed-view';
import { parse } from './parser';
import { print } from './printer';
import { structureOf } from './structure';

/** `w0 OP w1 OP … w(n-1)`. */
function chainText(op: string, n: number): string {
  return Array.from({ length: n }, (_, i) => `w${i}`).join(` ${op} `);
}

describe('tree height: long operator chains', () => {
  it.each(['AND', 'OR'])('keeps a %s run of the most terms allowed one level deep, so every walker copes', (op) => {
    const n = QUERY_LIMITS.maxTerms;
    const { ast, diagnostics } = parse(chainText(op, n));
    expect(diagnostics).toEqual([]);
    expect(ast).toMatchObject({ kind: 'Boolean', op });
    if (ast?.kind !== 'Boolean') return;
    expect(ast.operands).toHaveLength(n);
    // Each of these recursed once per operator before the runs were flattened, and overflowed the stack.
    expect(print(ast)).toBe(chainText(op, n));
    expect(print(ast, { parens: true })).toBe(`(${chainText(op, n)})`);
    expect(parsedView(ast).tree.children).toHaveLength(n);
    expect(JSON.parse(JSON.stringify(structureOf(ast)))).toEqual(structureOf(ast));
    expect(toExpertRows(ast)).toHaveLength(n);
  });

  it.each(['NOT', 'XOR', 'W2'])('refuses a %s chain taller than the limit instead of building it', (op) => {
    const limit = QUERY_LIMITS.maxTreeHeight;
    const ok = parse(chainText(op, limit - 1));
    expect(ok.diagnostics).toEqual([]);

    const text = chainText(op, 5000);
    const { ast, diagnostics } = parse(text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'QUERY_TOO_DEEP',
      message: `The query nests more than ${limit} levels deep here; split it into searches and combine them with #n`,
    });
    // The span is the sub-chain that first passes the limit: from the first word to the limit's word.
    const span = diagnostics[0]!.span;
    expect(span.start).toBe(0);
    expect(text.slice(0, span.end).endsWith(`w${limit}`)).toBe(true);
    expect(ast).toEqual({ kind: 'Error', text, span: { start: 0, end: text.length } });
  });
});
