import type { SearchPayload } from '@app/shared';
import type { SearchState } from '../types/SearchState';

function nonEmpty(side: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(side).filter(([, values]) => values.length > 0));
}

/**
 * The request body of `POST /api/patents/search/{id}` for a search state (one page of results), asking for the
 * stored fields `fl` only when given (the views' fields: resultPageFields), all of them otherwise.
 */
export function buildSearchPayload(state: SearchState, fl?: readonly string[]): SearchPayload {
  return {
    start: state.start,
    rows: state.rows,
    sort: state.sort,
    grouped_by: state.grouping,
    highlighting: { ...state.highlighting },
    ...(state.publishedSubQuery ? { q: state.publishedSubQuery } : {}),
    ...(fl ? { fl: [...fl] } : {}),
    filters: {
      filtersToApply: nonEmpty(state.filters.filtersToApply),
      filtersToExclude: nonEmpty(state.filters.filtersToExclude),
    },
  };
}
