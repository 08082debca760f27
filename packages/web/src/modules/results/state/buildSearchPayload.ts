import type { SearchPayload } from '@app/shared';
import type { SearchState } from '../types/SearchState';

function nonEmpty(side: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(side).filter(([, values]) => values.length > 0));
}

/** The request body of `POST /api/patents/search/{id}` for a search state (one page of results). */
export function buildSearchPayload(state: SearchState): SearchPayload {
  return {
    start: state.start,
    rows: state.rows,
    sort: state.sort,
    grouped_by: state.grouping,
    highlighting: { ...state.highlighting },
    ...(state.publishedSubQuery ? { q: state.publishedSubQuery } : {}),
    filters: {
      filtersToApply: nonEmpty(state.filters.filtersToApply),
      filtersToExclude: nonEmpty(state.filters.filtersToExclude),
    },
  };
}
