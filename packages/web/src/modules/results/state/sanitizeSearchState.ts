import {
  GROUPING_METHODS,
  type GroupingMethod,
  MAX_ROWS,
  MAX_SNIPPET_LENGTH_LIMIT,
  MAX_SNIPPETS_LIMIT,
  MAX_START,
  MIN_SNIPPET_LENGTH,
  RESULT_LAYOUTS,
  type ResultLayout,
  SEARCH_QUERY_MAX_LENGTH,
  SortOrderSchema,
} from '@app/shared';
import type { SearchState } from '../types/SearchState';
import { sanitizeFilters } from './sanitizeFilters';

function intIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function highlightingOf(raw: unknown, fallback: SearchState['highlighting']): SearchState['highlighting'] {
  const value = record(raw);
  if (!value) return fallback;
  return {
    on: typeof value.on === 'boolean' ? value.on : fallback.on,
    scheme: value.scheme === null || intIn(value.scheme, 1, Number.MAX_SAFE_INTEGER) ? value.scheme : fallback.scheme,
    query:
      value.query === null || (typeof value.query === 'string' && value.query.length <= 10_000)
        ? value.query
        : fallback.query,
    max_snippets: intIn(value.max_snippets, 0, MAX_SNIPPETS_LIMIT) ? value.max_snippets : fallback.max_snippets,
    max_snippet_length: intIn(value.max_snippet_length, MIN_SNIPPET_LENGTH, MAX_SNIPPET_LENGTH_LIMIT)
      ? value.max_snippet_length
      : fallback.max_snippet_length,
  };
}

/**
 * A search state read from storage, field by field over `defaults`: a stale or tampered field falls back alone
 * instead of losing the whole state, and nothing invalid ever reaches a search request.
 */
export function sanitizeSearchState(raw: unknown, defaults: SearchState): SearchState {
  const value = record(raw);
  if (!value) return defaults;
  const sort = SortOrderSchema.safeParse(value.sort);
  const layout = record(value.layout)?.selected;
  const activeUcid = value.activeUcid;
  const activeIndex = value.activeIndex;
  return {
    start: intIn(value.start, 0, MAX_START) ? value.start : defaults.start,
    rows: intIn(value.rows, 1, MAX_ROWS) ? value.rows : defaults.rows,
    sort: sort.success ? sort.data : defaults.sort,
    grouping: oneOf<GroupingMethod>(GROUPING_METHODS, value.grouping) ? value.grouping : defaults.grouping,
    highlighting: highlightingOf(value.highlighting, defaults.highlighting),
    layout: { selected: oneOf<ResultLayout>(RESULT_LAYOUTS, layout) ? layout : defaults.layout.selected },
    filters: value.filters === undefined ? defaults.filters : sanitizeFilters(value.filters),
    publishedSubQuery:
      typeof value.publishedSubQuery === 'string' &&
      value.publishedSubQuery.trim().length > 0 &&
      value.publishedSubQuery.length <= SEARCH_QUERY_MAX_LENGTH
        ? value.publishedSubQuery
        : defaults.publishedSubQuery,
    activeUcid:
      typeof activeUcid === 'string' && activeUcid.length > 0 && activeUcid.length <= 64
        ? activeUcid
        : defaults.activeUcid,
    activeIndex: intIn(activeIndex, 0, MAX_START + MAX_ROWS) ? activeIndex : defaults.activeIndex,
  };
}
