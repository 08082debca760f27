import { describe, expect, it } from 'vitest';
import { activeNavPath } from './activeNavPath';

const PATHS = ['/', '/search', '/search/history', '/folders', '/exports'];

describe('activeNavPath', () => {
  it('marks the longest entry that is the path or a parent of it', () => {
    expect(activeNavPath('/', PATHS)).toBe('/');
    expect(activeNavPath('/search/3', PATHS)).toBe('/search');
    expect(activeNavPath('/search/history', PATHS)).toBe('/search/history');
    expect(activeNavPath('/folders/4/patents', PATHS)).toBe('/folders');
    expect(activeNavPath('/settings', PATHS)).toBeNull();
  });

  it('marks Exports on an export’s own page under /search/exports', () => {
    expect(activeNavPath('/search/exports/7', PATHS)).toBe('/exports');
    expect(activeNavPath('/search/exports/pending', PATHS)).toBe('/exports');
    expect(activeNavPath('/search/exports/7/download', PATHS)).toBe('/exports');
    // Without an Exports entry (not offered), Search stays the section.
    expect(activeNavPath('/search/exports/7', ['/search'])).toBe('/search');
  });
});
