import type { UserPreferences } from '@app/shared';
import type { SearchState } from '../types/SearchState';

/** The state a result set starts in: first page, the user's preferred rows, sort, grouping, layout, highlighting. */
export function defaultSearchState(preferences: UserPreferences): SearchState {
  return {
    start: 0,
    rows: preferences.rows_per_page,
    sort: preferences.sort_order,
    grouping: preferences.patent_grouping,
    highlighting: {
      on: preferences.highlighting_settings.on,
      scheme: preferences.highlighting_settings.scheme,
      query: null,
      max_snippets: preferences.max_snippets,
      max_snippet_length: preferences.max_snippet_length,
    },
    layout: { selected: preferences.results_layout },
    filters: { filtersToApply: {}, filtersToExclude: {} },
    publishedSubQuery: null,
    activeUcid: null,
    activeIndex: null,
  };
}
