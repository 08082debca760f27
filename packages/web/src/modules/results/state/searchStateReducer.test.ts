import { DEFAULT_PREFERENCES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { SearchState } from '../types/SearchState';
import type { SearchStateAction } from '../types/SearchStateAction';
import { buildSearchPayload } from './buildSearchPayload';
import { defaultSearchState } from './defaultSearchState';
import { searchStateReducer } from './searchStateReducer';

const onPage3: SearchState = { ...defaultSearchState(DEFAULT_PREFERENCES), start: 20, activeIndex: 23 };

describe('searchStateReducer', () => {
  it.each<SearchStateAction>([
    { type: 'rows', rows: 50 },
    { type: 'sort', sort: 'publicationdate asc' },
    { type: 'grouping', grouping: 'none' },
    { type: 'toggleFilter', mode: 'include', name: 'country', value: 'EP' },
    { type: 'toggleFilter', mode: 'exclude', name: 'country', value: 'US' },
    { type: 'setFilter', name: 'publicationdate', values: ['20100101:'] },
    { type: 'clearFilters' },
    { type: 'subQuery', query: 'TAC=(sensor)' },
  ])('goes back to the first page on $type (SPEC §4)', (action) => {
    const next = searchStateReducer(onPage3, action);
    expect(next.start).toBe(0);
    expect(next.activeIndex).toBeNull();
  });

  it.each<SearchStateAction>([
    { type: 'highlighting', on: false },
    { type: 'highlightingScheme', scheme: 4 },
    { type: 'layout', layout: 'table' },
  ])('keeps the page on $type', (action) => {
    expect(searchStateReducer(onPage3, action).start).toBe(20);
  });

  it('makes a loaded document active only while the reader is still at its position', () => {
    const loaded = searchStateReducer(onPage3, { type: 'loaded', ucid: 'EP-1000000-A1', index: 23 });
    expect(loaded).toMatchObject({ activeUcid: 'EP-1000000-A1', activeIndex: 23 });
    // A key took the reader to 22 while 23 loaded: its arrival leaves them at 22.
    const movedOn = searchStateReducer(onPage3, { type: 'active', ucid: null, index: 22 });
    expect(searchStateReducer(movedOn, { type: 'loaded', ucid: 'EP-1000000-A1', index: 23 })).toBe(movedOn);
  });

  it('moves a value between include and exclude, and off again', () => {
    let state = searchStateReducer(onPage3, { type: 'toggleFilter', mode: 'include', name: 'country', value: 'EP' });
    expect(state.filters).toEqual({ filtersToApply: { country: ['EP'] }, filtersToExclude: {} });
    state = searchStateReducer(state, { type: 'toggleFilter', mode: 'exclude', name: 'country', value: 'EP' });
    expect(state.filters).toEqual({ filtersToApply: {}, filtersToExclude: { country: ['EP'] } });
    state = searchStateReducer(state, { type: 'toggleFilter', mode: 'exclude', name: 'country', value: 'EP' });
    expect(state.filters).toEqual({ filtersToApply: {}, filtersToExclude: {} });
  });

  it('removes one value and keeps the others', () => {
    let state = searchStateReducer(onPage3, { type: 'toggleFilter', mode: 'include', name: 'country', value: 'EP' });
    state = searchStateReducer(state, { type: 'toggleFilter', mode: 'include', name: 'country', value: 'US' });
    state = searchStateReducer(state, { type: 'removeFilter', mode: 'include', name: 'country', value: 'EP' });
    expect(state.filters.filtersToApply).toEqual({ country: ['US'] });
  });

  it('replaces a date range, and an empty list removes it', () => {
    let state = searchStateReducer(onPage3, { type: 'setFilter', name: 'publicationdate', values: ['20100101:'] });
    state = searchStateReducer(state, { type: 'setFilter', name: 'publicationdate', values: ['20150101:20161231'] });
    expect(state.filters.filtersToApply).toEqual({ publicationdate: ['20150101:20161231'] });
    state = searchStateReducer(state, { type: 'setFilter', name: 'publicationdate', values: [] });
    expect(state.filters.filtersToApply).toEqual({});
  });

  it('turns highlighting on when a scheme is chosen, and leaves it as it was when the scheme is dropped', () => {
    const off = searchStateReducer(onPage3, { type: 'highlighting', on: false });
    const chosen = searchStateReducer(off, { type: 'highlightingScheme', scheme: 4 });
    expect(chosen.highlighting).toMatchObject({ on: true, scheme: 4 });
    const offAgain = searchStateReducer(chosen, { type: 'highlighting', on: false });
    expect(searchStateReducer(offAgain, { type: 'highlightingScheme', scheme: null }).highlighting).toMatchObject({
      on: false,
      scheme: null,
    });
  });

  it('never pages before the first result', () => {
    expect(searchStateReducer(onPage3, { type: 'page', start: -10 }).start).toBe(0);
  });

  it('runs a query inside the set, sends it as q, and an empty one runs the whole set again', () => {
    const narrowed = searchStateReducer(onPage3, { type: 'subQuery', query: '  TAC=(sensor*)  ' });
    expect(narrowed.publishedSubQuery).toBe('TAC=(sensor*)');
    expect(buildSearchPayload(narrowed).q).toBe('TAC=(sensor*)');
    const whole = searchStateReducer(narrowed, { type: 'subQuery', query: '   ' });
    expect(whole.publishedSubQuery).toBeNull();
    expect(buildSearchPayload(whole)).not.toHaveProperty('q');
  });
});
