import { childrenOf, type QueryNode } from '@app/query';
import { SEARCH_QUERY_MAX_LENGTH } from '@app/shared';
import type { Database } from '../../db/client';
import { invalidQuery, parseOrThrow, resolveHistory } from '../search/search-history';
import { getSearchesByIndexes } from '../search/searches.repository';

/** The most searches one history range of a shared search may name when it is written out. */
const MAX_RANGE = 200;

type Place = { start: number; end: number; indexes: number[]; op: 'AND' | 'OR' };

/** `#n` and `AND=a:b` in a tree, with their places in its text. */
function placesOf(ast: QueryNode): Place[] {
  const places: Place[] = [];
  const visit = (node: QueryNode) => {
    if (node.kind === 'HistoryRef') places.push({ ...node.span, indexes: [node.index], op: 'AND' });
    else if (node.kind === 'HistoryRange') {
      const from = Math.min(node.from, node.to);
      const to = Math.max(node.from, node.to);
      if (to - from + 1 > MAX_RANGE) throw tooLarge(node.span);
      places.push({ ...node.span, indexes: Array.from({ length: to - from + 1 }, (_, i) => from + i), op: node.op });
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(ast);
  return places;
}

function tooLarge(span: { start: number; end: number }) {
  return invalidQuery([
    {
      code: 'QUERY_TOO_LARGE',
      message: 'Written out with the searches it names, this search is too long to share; share a simpler one',
      start: span.start,
      end: span.end,
    },
  ]);
}

/**
 * The search's full text with every `#n` (and history range) replaced by the text of the search it names, in
 * parentheses, all the way down: what a share link keeps, so a visitor never sees `#n` and the link does not change
 * when the sharer's history does. Unknown numbers are refused as a search run refuses them.
 */
export async function freezeQuery(db: Database, userId: number, text: string): Promise<string> {
  await resolveHistory(db, userId, parseOrThrow(text));
  const frozen = new Map<number, string>();
  const texts = new Map<number, string>();

  const write = async (source: string): Promise<string> => {
    const places = placesOf(parseOrThrow(source)).sort((a, b) => b.start - a.start);
    if (places.length === 0) return source;
    const wanted = [...new Set(places.flatMap((p) => p.indexes))].filter((n) => !texts.has(n));
    for (const row of await getSearchesByIndexes(db, userId, wanted)) texts.set(row.queryIndex, row.query);
    let out = source;
    for (const place of places) {
      const parts: string[] = [];
      for (const n of place.indexes) parts.push(`(${await searchText(n)})`);
      const replacement = parts.length === 1 ? parts[0]! : `(${parts.join(` ${place.op} `)})`;
      out = out.slice(0, place.start) + replacement + out.slice(place.end);
      if (out.length > SEARCH_QUERY_MAX_LENGTH) throw tooLarge(place);
    }
    return out;
  };
  const searchText = async (n: number): Promise<string> => {
    const known = frozen.get(n);
    if (known !== undefined) return known;
    // resolveHistory checked that every number reached is one of the user's searches.
    const written = await write(texts.get(n) ?? '');
    frozen.set(n, written);
    return written;
  };

  const result = await write(text);
  parseOrThrow(result);
  return result;
}
