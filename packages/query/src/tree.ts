import type { BooleanNode, QueryNode } from './ast';
import type { Span } from './span';

/** The direct children of a node, in source order. */
export function childrenOf(node: QueryNode): readonly QueryNode[] {
  switch (node.kind) {
    case 'Field':
      return [node.query];
    case 'Boolean':
    case 'AtLeast':
      return node.operands;
    case 'Proximity':
      return [node.left, node.right];
    case 'Phrase':
      return node.terms;
    default:
      return [];
  }
}

/**
 * The first node (in post-order) whose subtree is more than `limit` levels high, or null. Iterative, so it
 * is safe on trees of any depth; everything else may then recurse freely over trees that pass.
 */
export function firstNodeDeeperThan(root: QueryNode, limit: number): QueryNode | null {
  const heights = new Map<QueryNode, number>();
  const stack: { node: QueryNode; expanded: boolean }[] = [{ node: root, expanded: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const children = childrenOf(top.node);
    if (!top.expanded && children.length > 0) {
      top.expanded = true;
      for (const child of children) stack.push({ node: child, expanded: false });
      continue;
    }
    stack.pop();
    let height = 1;
    for (const child of children) height = Math.max(height, 1 + (heights.get(child) ?? 1));
    if (height > limit) return top.node;
    heights.set(top.node, height);
  }
  return null;
}

/**
 * `left OP right` shaped as the parser shapes it: a run of AND (or of OR) is one node holding every operand;
 * NOT and XOR always make a pair. Copies operand lists, so use it for a handful of joins, not in a loop over
 * thousands (the parser extends its own list instead).
 */
export function joinBoolean(op: BooleanNode['op'], left: QueryNode, right: QueryNode, span: Span): BooleanNode {
  if (op === 'NOT' || op === 'XOR') return { kind: 'Boolean', op, operands: [left, right], span };
  const spread = (node: QueryNode) => (node.kind === 'Boolean' && node.op === op ? node.operands : [node]);
  return { kind: 'Boolean', op, operands: [...spread(left), ...spread(right)], span };
}
