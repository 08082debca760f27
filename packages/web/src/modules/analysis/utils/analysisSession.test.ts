import { describe, expect, it } from 'vitest';
import { readAnalysisSession, saveAnalysisSession, sessionFromLoad } from './analysisSession';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('analysis session (SPEC §3)', () => {
  it('keeps analysisID, workspaceID, noOfQueries, grouping and a UTC timestamp, by analysis id too', () => {
    const storage = memoryStorage();
    const id = 'a'.repeat(32);
    const session = sessionFromLoad(
      { analysisID: id, workspaceID: 7, no_of_queries: 2 },
      'simplefamily',
      new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    );
    saveAnalysisSession(session, storage);
    expect(readAnalysisSession(undefined, storage)).toEqual({
      analysisID: id,
      workspaceID: 7,
      noOfQueries: 2,
      grouping: 'simplefamily',
      timestamp: '2026-01-02T03:04:05.000Z',
    });
    expect(readAnalysisSession(id, storage)?.workspaceID).toBe(7);
    expect(readAnalysisSession('b'.repeat(32), storage)).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('analysis.session', '{not json');
    expect(readAnalysisSession(undefined, storage)).toBeNull();
    storage.setItem('analysis.session', JSON.stringify({ analysisID: 5 }));
    expect(readAnalysisSession(undefined, storage)).toBeNull();
  });
});
