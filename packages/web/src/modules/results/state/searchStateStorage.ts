import { SEARCH_STATE_CLEANUP_CHANCE, SEARCH_STATE_TTL_DAYS } from '@app/shared';
import type { SearchState } from '../types/SearchState';
import { SEARCH_STATE_KEY_KINDS } from './searchStateKey';

/** The part of the Web Storage API this needs; tests pass a Map-backed one. */
export type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const TTL_MS = SEARCH_STATE_TTL_DAYS * 24 * 60 * 60 * 1000;
const KEY_PATTERN = new RegExp(`^(?:${SEARCH_STATE_KEY_KINDS.join('|')}):`);

/** The timestamp of a stored entry, or null when the entry is not one of ours. */
function timestampOf(text: string | null): number | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const timestamp = (value as { timestamp?: unknown } | null)?.timestamp;
    return typeof timestamp === 'number' && Number.isFinite(timestamp) ? timestamp : null;
  } catch {
    return null;
  }
}

function expired(timestamp: number | null, now: number): boolean {
  return timestamp === null || now - timestamp > TTL_MS;
}

/**
 * Search states in localStorage (SPEC §3, §4, §9): each saved with a timestamp, read back only within 7 days,
 * and on one restore in ten the expired entries of every result set are removed, so storage does not fill up
 * with states of searches nobody opens again. Storage failures (private mode, quota) never break the screen.
 */
export const searchStateStorage = {
  /** The saved state under `key` (unchecked: run it through sanitizeSearchState), or null if absent or expired. */
  restore(
    storage: StateStorage,
    key: string,
    now: number,
    random: () => number = Math.random,
  ): Record<string, unknown> | null {
    try {
      if (random() < SEARCH_STATE_CLEANUP_CHANCE) searchStateStorage.removeExpired(storage, now);
      const text = storage.getItem(key);
      if (text === null) return null;
      if (expired(timestampOf(text), now)) {
        storage.removeItem(key);
        return null;
      }
      const value: unknown = JSON.parse(text);
      return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  },

  save(storage: StateStorage, key: string, state: SearchState, now: number): void {
    try {
      storage.setItem(key, JSON.stringify({ ...state, timestamp: now }));
    } catch {
      // A full or disabled storage only loses the memory of this view; the screen itself keeps working.
    }
  },

  /** Removes every expired search state; returns how many went. Other keys in the storage are left alone. */
  removeExpired(storage: StateStorage, now: number): number {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && KEY_PATTERN.test(key) && expired(timestampOf(storage.getItem(key)), now)) doomed.push(key);
    }
    // Removed after the scan: removing while iterating by index would skip keys.
    for (const key of doomed) storage.removeItem(key);
    return doomed.length;
  },
};
