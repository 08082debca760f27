import { DEFAULT_PREFERENCES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { defaultSearchState } from './defaultSearchState';
import { searchStateKey } from './searchStateKey';
import { type StateStorage, searchStateStorage } from './searchStateStorage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 15);
const never = () => 0.99;
const always = () => 0;

function memoryStorage(): StateStorage & { keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    keys: () => [...map.keys()],
  };
}

const state = { ...defaultSearchState(DEFAULT_PREFERENCES), start: 20, activeUcid: 'EP-1325900-A1' };

describe('searchStateKey', () => {
  it('names a result set by kind and id', () => {
    expect(searchStateKey('searches', 12)).toBe('searches:12');
    expect(searchStateKey('published_searches', 'a1b2-c3')).toBe('published_searches:a1b2-c3');
  });

  it('refuses ids that cannot name a result set', () => {
    expect(() => searchStateKey('searches', '')).toThrow('Could not generate state key');
    expect(() => searchStateKey('searches', 'a:b')).toThrow('Could not generate state key');
  });
});

describe('searchStateStorage', () => {
  it('gives back what was saved within 7 days', () => {
    const storage = memoryStorage();
    searchStateStorage.save(storage, 'searches:1', state, NOW);
    const restored = searchStateStorage.restore(storage, 'searches:1', NOW + 7 * DAY - 1, never);
    expect(restored).toMatchObject({ start: 20, activeUcid: 'EP-1325900-A1', timestamp: NOW });
  });

  it('forgets and removes a state older than 7 days', () => {
    const storage = memoryStorage();
    searchStateStorage.save(storage, 'searches:1', state, NOW);
    expect(searchStateStorage.restore(storage, 'searches:1', NOW + 7 * DAY + 1, never)).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('cleans expired states of every result set only when the 1-in-10 chance falls', () => {
    const storage = memoryStorage();
    searchStateStorage.save(storage, 'searches:1', state, NOW - 8 * DAY);
    searchStateStorage.save(storage, 'folders:7', state, NOW - 30 * DAY);
    searchStateStorage.save(storage, 'searches:2', state, NOW - DAY);
    storage.setItem('unrelated', 'kept');
    storage.setItem('searches:broken', 'not json');

    // 0.1 and above: no cleanup on this restore.
    searchStateStorage.restore(storage, 'searches:2', NOW, () => 0.1);
    expect(storage.keys()).toHaveLength(5);

    // Below 0.1: expired and unreadable states go; fresh ones and foreign keys stay.
    expect(searchStateStorage.restore(storage, 'searches:2', NOW, () => 0.0999)).toMatchObject({ start: 20 });
    expect(storage.keys().sort()).toEqual(['searches:2', 'unrelated']);
  });

  it('survives a storage that throws', () => {
    const broken: StateStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
    expect(() => searchStateStorage.save(broken, 'searches:1', state, NOW)).not.toThrow();
    expect(searchStateStorage.restore(broken, 'searches:1', NOW, always)).toBeNull();
  });
});
