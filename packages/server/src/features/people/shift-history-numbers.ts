import { childrenOf, parse, type QueryNode } from '@app/query';

/**
 * A saved search's text with every search number it names (`#3`, `AND=1:4`) moved up by `offset`: when a user's
 * searches are handed to another user, they are numbered after the receiver's own, and a search that named the
 * giver's search 3 must name that same search under its new number. Text that names no search comes back as it is.
 */
export function shiftHistoryNumbers(query: string, offset: number): string {
  const { ast } = parse(query);
  if (!ast || offset === 0) return query;
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: QueryNode) => {
    if (node.kind === 'HistoryRef') {
      edits.push({ ...node.span, text: `#${node.index + offset}` });
    } else if (node.kind === 'HistoryRange') {
      edits.push({ ...node.span, text: `${node.op}=${node.from + offset}:${node.to + offset}` });
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(ast);
  // From the end backwards, so each edit's offsets still point at the original text.
  let out = query;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}
