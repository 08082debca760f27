import type { UserPreferences } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultSearchState } from '../state/defaultSearchState';
import { sanitizeSearchState } from '../state/sanitizeSearchState';
import { searchStateReducer } from '../state/searchStateReducer';
import { searchStateStorage } from '../state/searchStateStorage';
import { searchStateUrl, type UrlSearchState } from '../state/searchStateUrl';
import type { SearchState } from '../types/SearchState';
import type { SearchStateAction } from '../types/SearchStateAction';

function withUrl(state: SearchState, url: UrlSearchState): SearchState {
  return {
    ...state,
    start: url.start,
    filters: url.filters,
    activeUcid: url.activeUcid ?? state.activeUcid,
    activeIndex: url.activeIndex ?? state.activeIndex,
  };
}

function sameView(a: UrlSearchState, b: SearchState): boolean {
  return a.start === b.start && JSON.stringify(a.filters) === JSON.stringify(b.filters);
}

/**
 * The search state of one result set (SPEC §3): defaults from the user's preferences, under the state saved in
 * localStorage, under what the URL carries (start, filters, active document).
 *
 * The state in memory leads: every change is applied at once (so quick successive clicks build on each other),
 * saved, and written to the URL — a new history entry for paging and filtering, so back and forward step through
 * them; in place for the active document, which changes on every click. A URL this hook did not write (back,
 * forward, a pasted link) is read back into the state.
 */
export function useSearchState(storageKey: string, preferences: UserPreferences) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<SearchState>(() => {
    const stored = searchStateStorage.restore(window.localStorage, storageKey, Date.now());
    const restored = sanitizeSearchState(stored, defaultSearchState(preferences));
    const fromUrl = searchStateUrl.read(searchParams);
    return fromUrl ? withUrl(restored, fromUrl) : restored;
  });
  const latest = useRef(state);
  const params = useRef(searchParams);
  params.current = searchParams;
  /** URLs written here that the router has not shown yet: seeing one of them is not a navigation. */
  const written = useRef<string[]>([]);

  const write = useCallback(
    (next: SearchState, replace: boolean) => {
      const nextParams = searchStateUrl.write(next, params.current);
      if (nextParams.toString() === params.current.toString()) return;
      written.current.push(nextParams.toString());
      setSearchParams(nextParams, { replace });
    },
    [setSearchParams],
  );

  const urlKey = searchParams.toString();
  useEffect(() => {
    const ours = written.current.indexOf(urlKey);
    if (ours >= 0) {
      written.current.splice(0, ours + 1);
      return;
    }
    const fromUrl = searchStateUrl.read(new URLSearchParams(urlKey));
    // A first visit carries no state: the restored one is written into the URL in place.
    if (!fromUrl) return write(latest.current, true);
    if (sameView(fromUrl, latest.current)) return;
    latest.current = withUrl(latest.current, fromUrl);
    setState(latest.current);
  }, [urlKey, write]);

  const serialized = JSON.stringify(state);
  useEffect(() => {
    searchStateStorage.save(window.localStorage, storageKey, JSON.parse(serialized) as SearchState, Date.now());
  }, [storageKey, serialized]);

  const dispatch = useCallback(
    (action: SearchStateAction) => {
      const next = searchStateReducer(latest.current, action);
      latest.current = next;
      setState(next);
      // Saved at once, not only in the effect: opening a result leaves this screen in the same click.
      searchStateStorage.save(window.localStorage, storageKey, next, Date.now());
      write(next, action.type === 'active' || action.type === 'loaded');
    },
    [storageKey, write],
  );

  return [state, dispatch] as const;
}
