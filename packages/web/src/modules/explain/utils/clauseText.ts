import { type ParsedViewNode, parse, parsedView } from '@app/query';

/** How the panel names a clause: the words as written in the query, and the parsed view's reading of them. */
export type ClauseName = { readonly text: string; readonly reading: string | null };

/** The parsed view's lines of a query by where they are written (`start:end`), for naming explained clauses. */
export function readingsBySpan(query: string): Map<string, ParsedViewNode> {
  const out = new Map<string, ParsedViewNode>();
  const { ast, diagnostics } = parse(query);
  if (ast === null || diagnostics.length > 0) return out;
  const walk = (node: ParsedViewNode) => {
    const key = `${node.span.start}:${node.span.end}`;
    if (!out.has(key)) out.set(key, node);
    for (const child of node.children) walk(child);
  };
  walk(parsedView(ast).tree);
  return out;
}

/** A clause's name: its place in the query text when it has one, else the engine's description. */
export function clauseName(
  query: string,
  readings: ReadonlyMap<string, ParsedViewNode>,
  clause: { start: number | null; end: number | null; description: string },
): ClauseName {
  if (clause.start === null || clause.end === null || clause.end <= clause.start) {
    return { text: clause.description, reading: null };
  }
  const reading = readings.get(`${clause.start}:${clause.end}`);
  return { text: query.slice(clause.start, clause.end), reading: reading?.detail ?? null };
}

/** At most `max` positions as text ("3, 17, 40"), and how many more there are. */
export function positionsText(positions: readonly number[], count: number, max = 12): { shown: string; more: number } {
  return { shown: positions.slice(0, max).join(', '), more: Math.max(0, count - Math.min(max, positions.length)) };
}

/** A score as shown: four decimals, so the parts visibly add up to the total. */
export function scoreText(value: number): string {
  return value.toFixed(4);
}
