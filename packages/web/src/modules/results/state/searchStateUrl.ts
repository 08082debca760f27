import { MAX_ROWS, MAX_START } from '@app/shared';
import type { SearchState } from '../types/SearchState';
import { sanitizeFilters } from './sanitizeFilters';

/** The part of a search state the URL carries, so back, forward and reload return to it. */
export type UrlSearchState = Pick<SearchState, 'start' | 'filters' | 'activeUcid' | 'activeIndex'>;

const START = 'start';
const INCLUDE = 'filter';
const EXCLUDE = 'exclude';
const ACTIVE = 'active';
const ACTIVE_INDEX = 'activeIndex';
const OWN = [START, INCLUDE, EXCLUDE, ACTIVE, ACTIVE_INDEX];

/** `name:value` pairs; the value may hold colons itself (date ranges `from:to`), names never do. */
function readSide(params: URLSearchParams, param: string): Record<string, string[]> {
  const side: Record<string, string[]> = {};
  for (const pair of params.getAll(param)) {
    const colon = pair.indexOf(':');
    if (colon <= 0) continue;
    const name = pair.slice(0, colon);
    const values = side[name] ?? [];
    values.push(pair.slice(colon + 1));
    side[name] = values;
  }
  return side;
}

function writeSide(params: URLSearchParams, param: string, side: Record<string, string[]>): void {
  for (const [name, values] of Object.entries(side))
    for (const value of values) params.append(param, `${name}:${value}`);
}

function integer(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/**
 * Reading and writing the URL part of a search state: `?start=20&filter=country:EP&exclude=country:US&active=…`.
 * A URL without `start` carries no state (the first visit); then the saved state applies and the screen writes
 * its URL in place, so every later history entry is complete.
 */
export const searchStateUrl = {
  read(params: URLSearchParams): UrlSearchState | null {
    const start = integer(params.get(START), MAX_START);
    if (start === null) return null;
    const active = params.get(ACTIVE);
    return {
      start,
      filters: sanitizeFilters({
        filtersToApply: readSide(params, INCLUDE),
        filtersToExclude: readSide(params, EXCLUDE),
      }),
      activeUcid: active && active.length <= 64 ? active : null,
      activeIndex: integer(params.get(ACTIVE_INDEX), MAX_START + MAX_ROWS),
    };
  },

  /** `params` with this state's part written over it; parameters that are not ours are kept. */
  write(state: UrlSearchState, params: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(params);
    for (const name of OWN) next.delete(name);
    next.set(START, String(state.start));
    writeSide(next, INCLUDE, state.filters.filtersToApply);
    writeSide(next, EXCLUDE, state.filters.filtersToExclude);
    if (state.activeUcid) next.set(ACTIVE, state.activeUcid);
    if (state.activeIndex !== null) next.set(ACTIVE_INDEX, String(state.activeIndex));
    return next;
  },
};
