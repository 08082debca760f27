import type { GroupingMethod, ResultLayout } from '@app/shared';

/** Which side of the filters a value sits on. */
export type FilterMode = 'include' | 'exclude';

/** The changes a results screen can make to its search state. */
export type SearchStateAction =
  | { type: 'page'; start: number }
  | { type: 'rows'; rows: number }
  | { type: 'sort'; sort: string }
  | { type: 'grouping'; grouping: GroupingMethod }
  | { type: 'highlighting'; on: boolean }
  /** SPEC §4: choosing a scheme turns highlighting on; null goes back to the query's words only. */
  | { type: 'highlightingScheme'; scheme: number | null }
  | { type: 'layout'; layout: ResultLayout }
  /** Adds the value on that side (taking it off the other), or takes it off when it is already there. */
  | { type: 'toggleFilter'; mode: FilterMode; name: string; value: string }
  | { type: 'removeFilter'; mode: FilterMode; name: string; value: string }
  /** Replaces all included values of one filter (date ranges); an empty list removes the filter. */
  | { type: 'setFilter'; name: string; values: string[] }
  | { type: 'clearFilters' }
  /** Runs `query` inside the set (empty runs the whole set again). */
  | { type: 'subQuery'; query: string }
  | { type: 'active'; ucid: string | null; index: number | null }
  /**
   * The document loaded at `index` becomes the active one, unless the reader has moved on since it was asked for
   * (a key pressed while it loaded must not be undone by its arrival).
   */
  | { type: 'loaded'; ucid: string; index: number };
