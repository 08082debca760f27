import type { QueryNode, RangeBound, TermNode } from './ast';

/**
 * A compact, span-free text of a tree for parser tests: `(OR a (AND b c))`, `(W3 solar cell*)`,
 * `[solar cell]` (phrase), `["solar cell"]` (quoted phrase), `"not"` (quoted word), `TI:x` (field),
 * `PD[2010..2012]` (range; `(` or `)` for an excluded end, `*` for an open one), `(any2 a b)`, `#3`,
 * `AND=1:4`, `!err(text)`.
 */
export function sexpr(node: QueryNode | null): string {
  if (node === null) return 'null';
  switch (node.kind) {
    case 'Term':
      return term(node);
    case 'Phrase': {
      const words = node.terms.map((t) => (node.quoted ? t.text : term(t))).join(' ');
      return node.quoted ? `["${words}"]` : `[${words}]`;
    }
    case 'Field':
      return `${node.field}:${sexpr(node.query)}`;
    case 'Range':
      return `${node.field}${lowerEnd(node.lower)}..${upperEnd(node.upper)}`;
    case 'Boolean':
      return `(${node.op} ${node.operands.map(sexpr).join(' ')})`;
    case 'Proximity':
      return `(${node.op}${node.distance ?? ''} ${sexpr(node.left)} ${sexpr(node.right)})`;
    case 'AtLeast':
      return `(any${node.min} ${node.operands.map(sexpr).join(' ')})`;
    case 'HistoryRef':
      return `#${node.index}`;
    case 'HistoryRange':
      return `${node.op}=${node.from}:${node.to}`;
    case 'DesignImage':
      return `design_image(${JSON.stringify(node.images)} ${JSON.stringify(node.options)})`;
    case 'DocumentSet':
      return `docs(${node.ucids.join(' ')})`;
    case 'Error':
      return `!err(${node.text})`;
  }
}

function term(node: TermNode): string {
  return node.quoted ? `"${node.text}"` : node.text;
}

function lowerEnd(bound: RangeBound | null): string {
  if (bound === null) return '*';
  return `${bound.inclusive ? '[' : '('}${bound.value}`;
}

function upperEnd(bound: RangeBound | null): string {
  if (bound === null) return '*';
  return `${bound.value}${bound.inclusive ? ']' : ')'}`;
}
