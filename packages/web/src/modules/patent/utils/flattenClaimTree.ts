import type { ClaimNode } from './buildClaimTree';

/** Every node of the forest in reading order (depth first), for counting and for expanding all. */
export function flattenClaimTree(roots: readonly ClaimNode[]): ClaimNode[] {
  const out: ClaimNode[] = [];
  const visit = (node: ClaimNode) => {
    out.push(node);
    for (const child of node.children) visit(child);
  };
  for (const root of roots) visit(root);
  return out;
}
