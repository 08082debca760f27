/** How history searches can be combined into a new one. */
export type CombineOperator = 'AND' | 'OR' | 'NOT';

export const COMBINE_OPERATORS: readonly CombineOperator[] = ['AND', 'OR', 'NOT'];

/**
 * The query that combines searches by number, lowest first: `#3 AND #5`. With NOT, the first search keeps
 * what the later ones do not find (`#3 NOT #5 NOT #8`), which is how NOT reads left to right.
 */
export function combineSearches(indexes: Iterable<number>, operator: CombineOperator): string {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  return sorted.map((index) => `#${index}`).join(` ${operator} `);
}
