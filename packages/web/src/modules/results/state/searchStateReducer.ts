import type { SearchState, SearchStateFilters } from '../types/SearchState';
import type { FilterMode, SearchStateAction } from '../types/SearchStateAction';

type Side = keyof SearchStateFilters;
const SIDE: Record<FilterMode, Side> = { include: 'filtersToApply', exclude: 'filtersToExclude' };
const OTHER: Record<FilterMode, Side> = { include: 'filtersToExclude', exclude: 'filtersToApply' };

function withValues(side: Record<string, string[]>, name: string, values: string[]): Record<string, string[]> {
  const next = { ...side };
  if (values.length === 0) delete next[name];
  else next[name] = values;
  return next;
}

function toggled(filters: SearchStateFilters, mode: FilterMode, name: string, value: string): SearchStateFilters {
  const own = filters[SIDE[mode]][name] ?? [];
  const other = filters[OTHER[mode]][name] ?? [];
  const present = own.includes(value);
  return {
    ...filters,
    [SIDE[mode]]: withValues(filters[SIDE[mode]], name, present ? own.filter((v) => v !== value) : [...own, value]),
    // A value is never both included and excluded: choosing one side takes it off the other.
    [OTHER[mode]]: withValues(
      filters[OTHER[mode]],
      name,
      other.filter((v) => v !== value),
    ),
  };
}

function removed(filters: SearchStateFilters, mode: FilterMode, name: string, value: string): SearchStateFilters {
  const own = filters[SIDE[mode]][name] ?? [];
  return {
    ...filters,
    [SIDE[mode]]: withValues(
      filters[SIDE[mode]],
      name,
      own.filter((v) => v !== value),
    ),
  };
}

/**
 * The next search state. Changing sort, rows, grouping or filters goes back to the first page (SPEC §4): the old
 * offset means nothing in a differently ordered or sized set. Any change of the set also forgets the active
 * position, which would now point at another document.
 */
export function searchStateReducer(state: SearchState, action: SearchStateAction): SearchState {
  const restart = { start: 0, activeIndex: null };
  switch (action.type) {
    case 'page':
      return { ...state, start: Math.max(0, Math.trunc(action.start)) };
    case 'rows':
      return { ...state, ...restart, rows: action.rows };
    case 'sort':
      return { ...state, ...restart, sort: action.sort };
    case 'grouping':
      return { ...state, ...restart, grouping: action.grouping };
    case 'highlighting':
      return { ...state, highlighting: { ...state.highlighting, on: action.on } };
    case 'highlightingScheme':
      return {
        ...state,
        highlighting: {
          ...state.highlighting,
          scheme: action.scheme,
          on: action.scheme !== null ? true : state.highlighting.on,
        },
      };
    case 'layout':
      return { ...state, layout: { selected: action.layout } };
    case 'toggleFilter':
      return { ...state, ...restart, filters: toggled(state.filters, action.mode, action.name, action.value) };
    case 'removeFilter':
      return { ...state, ...restart, filters: removed(state.filters, action.mode, action.name, action.value) };
    case 'setFilter':
      return {
        ...state,
        ...restart,
        filters: {
          ...state.filters,
          filtersToApply: withValues(state.filters.filtersToApply, action.name, [...new Set(action.values)]),
        },
      };
    case 'clearFilters':
      return { ...state, ...restart, filters: { filtersToApply: {}, filtersToExclude: {} } };
    case 'subQuery':
      return { ...state, ...restart, publishedSubQuery: action.query.trim() || null };
    case 'active':
      return { ...state, activeUcid: action.ucid, activeIndex: action.index };
    case 'loaded':
      if ((state.activeIndex ?? state.start) !== action.index || state.activeUcid === action.ucid) return state;
      return { ...state, activeUcid: action.ucid, activeIndex: action.index };
  }
}
