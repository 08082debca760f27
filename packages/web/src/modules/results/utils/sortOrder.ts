import { DEFAULT_SORT, SORTABLE_FIELDS } from '@app/shared';

export type SortField = (typeof SORTABLE_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

/** Reading and writing the `field dir, field dir` sort of a search, one leading key at a time. */
export const sortOrder = {
  /** The leading key of a sort; relevance (descending) when it cannot be read. */
  lead(sort: string): { field: SortField; direction: SortDirection } {
    const match = /^\s*([a-z_]+)\s+(asc|desc)/i.exec(sort);
    const field = match?.[1]?.toLowerCase();
    const known = SORTABLE_FIELDS.find((f) => f === field);
    if (!known || !match) return { field: 'score', direction: 'desc' };
    return { field: known, direction: match[2]!.toLowerCase() === 'asc' ? 'asc' : 'desc' };
  },

  /**
   * The sort for a leading key. Relevance descending is the default sort (newest first among equal scores),
   * and any other key is followed by relevance so ties still come in a meaningful order.
   */
  of(field: SortField, direction: SortDirection): string {
    if (field === 'score' && direction === 'desc') return DEFAULT_SORT;
    return field === 'score' ? `score ${direction}` : `${field} ${direction}, score desc`;
  },
};
