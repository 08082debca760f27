import type { ClauseCountNode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { countsBySpan, innermostEmpty } from './useClauseCounts';

const node = (start: number, end: number, count: number, children: ClauseCountNode[] = []): ClauseCountNode => ({
  kind: 'and',
  start,
  end,
  count,
  children,
});

describe('clause counts', () => {
  it('marks the innermost clauses that match nothing, not every clause above them', () => {
    const tree = node(0, 30, 0, [node(0, 10, 5), node(15, 30, 0, [node(15, 20, 0), node(25, 30, 3)])]);
    expect(innermostEmpty(tree).map((n) => [n.start, n.end])).toEqual([[15, 20]]);
    // An AND of two non-empty clauses that share nothing is itself the innermost empty clause.
    const disjoint = node(0, 20, 0, [node(0, 5, 2), node(10, 20, 4)]);
    expect(innermostEmpty(disjoint).map((n) => [n.start, n.end])).toEqual([[0, 20]]);
    expect(innermostEmpty(node(0, 5, 1))).toEqual([]);
  });

  it('finds counts by span, the outer clause first when two share a span', () => {
    const map = countsBySpan(node(0, 10, 7, [node(0, 10, 9), node(2, 4, 1)]));
    expect(map.get('0:10')).toBe(7);
    expect(map.get('2:4')).toBe(1);
  });
});
