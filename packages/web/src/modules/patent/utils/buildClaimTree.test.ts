import type { Claim } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { buildClaimTree } from './buildClaimTree';
import { flattenClaimTree } from './flattenClaimTree';

const claim = (num: number, ...dependsOn: number[]): Claim => ({ num, text: `claim ${num}`, dependsOn });

/** The tree as nested numbers, which is easier to read in a failure than the nodes. */
function shape(nodes: ReturnType<typeof buildClaimTree>): unknown[] {
  return nodes.map((node) => (node.children.length === 0 ? node.claim.num : [node.claim.num, shape(node.children)]));
}

describe('buildClaimTree', () => {
  it('hangs each dependent claim under the claim it refers to, and chains deeper dependencies', () => {
    // The shape of US-7057742-B2's first claims: 1 independent, 2 on 1, 3 on 2, 4 on 1; 5 independent, 6 on 5.
    const roots = buildClaimTree([claim(1), claim(2, 1), claim(3, 2), claim(4, 1), claim(5), claim(6, 5)]);
    expect(shape(roots)).toEqual([
      [1, [[2, [3]], 4]],
      [5, [6]],
    ]);
    expect(roots[0]!.children[0]!.children[0]!.parent).toBe(2);
    expect(roots.map((root) => root.parent)).toEqual([null, null]);
  });

  it('puts a claim referring to several claims under the first one and keeps all references', () => {
    const roots = buildClaimTree([claim(1), claim(2, 1), claim(3, 1), claim(4, 2, 3)]);
    expect(shape(roots)).toEqual([[1, [[2, [4]], 3]]]);
    const four = flattenClaimTree(roots).find((node) => node.claim.num === 4)!;
    expect(four.claim.dependsOn).toEqual([2, 3]);
    expect(four.unresolved).toEqual([]);
  });

  it('keeps claims with forward, self or dangling references at the top, with those references unresolved', () => {
    const roots = buildClaimTree([claim(1), claim(2, 3), claim(3, 3), claim(4, 9), claim(5, 9, 1)]);
    expect(shape(roots)).toEqual([[1, [5]], 2, 3, 4]);
    const nodes = flattenClaimTree(roots);
    expect(nodes.map((node) => [node.claim.num, node.unresolved])).toEqual([
      [1, []],
      [5, [9]],
      [2, [3]],
      [3, [3]],
      [4, [9]],
    ]);
  });

  it('keeps the published order and gives repeated numbers distinct positions', () => {
    const roots = buildClaimTree([claim(1), claim(2, 1), claim(1), claim(2, 1)]);
    // References point back to the first claim of that number.
    expect(shape(roots)).toEqual([[1, [2, 2]], 1]);
    expect(flattenClaimTree(roots).map((node) => node.position)).toEqual([0, 1, 3, 2]);
  });

  it('gives an empty forest for no claims', () => {
    expect(buildClaimTree([])).toEqual([]);
  });
});
