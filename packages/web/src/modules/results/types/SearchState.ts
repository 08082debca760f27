import type { GroupingMethod, ResultLayout } from '@app/shared';

/** Include and exclude filters: filter name → values (values of one name are ORed, names ANDed). */
export type SearchStateFilters = {
  filtersToApply: Record<string, string[]>;
  filtersToExclude: Record<string, string[]>;
};

/**
 * How one result set is being looked at (SPEC §3 Search state): kept per key in localStorage for 7 days, and
 * start, filters and the active document also in the URL so back, forward and reload land on the same view.
 */
export type SearchState = {
  /** Offset of the first result (or group) on the page. */
  start: number;
  rows: number;
  /** `field dir, field dir`. */
  sort: string;
  grouping: GroupingMethod;
  highlighting: {
    on: boolean;
    scheme: number | null;
    query: string | null;
    max_snippets: number;
    max_snippet_length: number;
  };
  layout: { selected: ResultLayout };
  filters: SearchStateFilters;
  /** A query run inside the set (a folder's, the patent list's), ANDed with it; null runs the whole set. */
  publishedSubQuery: string | null;
  /** The document last opened or shown, by ucid and by 0-based position in the result set. */
  activeUcid: string | null;
  activeIndex: number | null;
};
