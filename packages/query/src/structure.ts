import type { QueryNode } from './ast';

/** A plain JSON value: what `structureOf` returns. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

// `span` says where a node was written and `written` how its field or operator was spelled; neither changes what
// the query means, so two trees that differ only there are the same query.
const IGNORED_KEYS = new Set(['span', 'written']);

/**
 * The tree as plain JSON without `span` and `written` (and without undefined properties), for comparing ASTs:
 * `structureOf(parse(print(ast)).ast)` equals `structureOf(ast)` when the printer round-trips.
 */
export function structureOf(ast: QueryNode | null): JsonValue {
  return toJson(ast);
}

function toJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (IGNORED_KEYS.has(key) || item === undefined) continue;
      out[key] = toJson(item);
    }
    return out;
  }
  // Functions, symbols and bigints never occur in an AST; failing loudly here is a bug report, not user input.
  throw new TypeError(`structureOf: unexpected ${typeof value} in a query tree`);
}
