import { describe, expect, it } from 'vitest';
import { CONSTRUCT_CASES, type GoldenCase, REAL_WORLD_CASES } from './__fixtures__/golden';
import { type ParsedViewNode, parsedView } from './parsed-view';
import { parse } from './parser';
import { print } from './printer';
import { structureOf } from './structure';

function check({ query, canonical, parenthesised }: GoldenCase): void {
  const { ast, diagnostics } = parse(query);
  expect(diagnostics).toEqual([]);
  expect(ast).not.toBeNull();
  if (ast === null) return;
  expect(print(ast)).toBe(canonical);
  expect(print(ast, { parens: true })).toBe(parenthesised);
  // Both printed forms read back as the same tree, and the canonical text is a fixed point.
  for (const text of [canonical, parenthesised]) {
    const again = parse(text);
    expect(again.diagnostics).toEqual([]);
    expect(structureOf(again.ast)).toEqual(structureOf(ast));
  }
  expect(outline(parsedView(ast).tree)).toMatchSnapshot();
}

/** The view as the SPA indents it, one node a line with its span, so the snapshot reads like the screen. */
function outline(node: ParsedViewNode, depth = 0): string {
  const detail = node.detail === undefined ? '' : ` — ${node.detail}`;
  const line = `${'  '.repeat(depth)}${node.label}${detail}  [${node.span.start}, ${node.span.end})`;
  return [line, ...node.children.map((child) => outline(child, depth + 1))].join('\n');
}

describe('golden queries: constructs', () => {
  it.each(CONSTRUCT_CASES.map((c) => [c.name, c] as const))('%s', (_name, golden) => check(golden));
});

describe('golden queries: as searchers write them', () => {
  it('has at least 45 real-world shapes', () => {
    expect(REAL_WORLD_CASES.length).toBeGreaterThanOrEqual(45);
  });
  it.each(REAL_WORLD_CASES.map((c) => [c.name, c] as const))('%s', (_name, golden) => check(golden));
});
