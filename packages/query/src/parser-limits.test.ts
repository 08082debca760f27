import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from './diagnostics';
import { parse } from './parser';

describe('parse: limits', () => {
  it('reports a query over the length limit on the part beyond it, and reads no further', () => {
    const text = 'a '.repeat(QUERY_LIMITS.maxLength / 2 + 1);
    const result = parse(text);
    expect(result.diagnostics).toEqual([
      {
        code: 'QUERY_TOO_LONG',
        message: `The query is ${text.length} characters long; the limit is ${QUERY_LIMITS.maxLength}`,
        span: { start: QUERY_LIMITS.maxLength, end: text.length },
      },
    ]);
    expect(result.ast).toEqual({ kind: 'Error', text, span: { start: 0, end: text.length } });
  });

  it('reports nesting past the depth limit at the ( that exceeds it, once', () => {
    const depth = QUERY_LIMITS.maxDepth;
    const text = `${'('.repeat(depth + 1)}a${')'.repeat(depth + 1)}`;
    expect(parse(text).diagnostics).toEqual([
      {
        code: 'QUERY_TOO_DEEP',
        message: `Too many nested parentheses: at most ${depth} levels are allowed`,
        span: { start: depth, end: depth + 1 },
      },
    ]);
    expect(parse(`${'('.repeat(depth)}a${')'.repeat(depth)}`).diagnostics).toEqual([]);
  });

  it('counts field groups and any{} groups towards the depth', () => {
    const depth = QUERY_LIMITS.maxDepth;
    const within = `TI=${'('.repeat(depth - 1)}any{1}(a)${')'.repeat(depth - 1)}`;
    expect(parse(within).diagnostics).toEqual([]);
    const beyond = `TI=${'('.repeat(depth)}any{1}(a)${')'.repeat(depth)}`;
    expect(parse(beyond).diagnostics).toMatchObject([
      { code: 'QUERY_TOO_DEEP', span: { start: 3 + depth + 'any{1}'.length, end: 4 + depth + 'any{1}'.length } },
    ]);
  });

  it('survives 100 000 ( without exhausting the stack', () => {
    const result = parse('('.repeat(100_000));
    expect(result.diagnostics.filter((d) => d.code === 'QUERY_TOO_DEEP')).toHaveLength(1);
    expect(result.diagnostics.filter((d) => d.code === 'QUERY_UNCLOSED_PAREN')).toHaveLength(QUERY_LIMITS.maxDepth);
  });

  it('reports the first term past the term limit', () => {
    const text = 'a '.repeat(QUERY_LIMITS.maxTerms + 1);
    const position = QUERY_LIMITS.maxTerms * 2;
    expect(parse(text).diagnostics).toEqual([
      {
        code: 'QUERY_TOO_MANY_TERMS',
        message: `Too many terms: a query may hold at most ${QUERY_LIMITS.maxTerms} words, numbers and codes`,
        span: { start: position, end: position + 1 },
      },
    ]);
    expect(parse('a '.repeat(QUERY_LIMITS.maxTerms)).diagnostics).toEqual([]);
  });
});
