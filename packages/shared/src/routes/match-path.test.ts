import { describe, expect, it } from 'vitest';
import { fillPath, matchPath } from './match-path';
import { safeRedirectTarget } from './resolve-route';

describe('matchPath', () => {
  it('captures required and optional params', () => {
    expect(matchPath('/users/:query?', '/users')).toEqual({});
    expect(matchPath('/users/:query?', '/users/ann%20lee')).toEqual({ query: 'ann lee' });
    expect(matchPath('/search/:index', '/search/5/')).toEqual({ index: '5' });
    expect(matchPath('/search/:index', '/search')).toBeNull();
    expect(matchPath('/search/:index', '/search/5/browse')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(matchPath('/patent/:ucid', '/patent/%E0%A4%A')).toEqual({ ucid: '%E0%A4%A' });
  });

  it('fills patterns, dropping absent optional params', () => {
    expect(fillPath('/tasks/:uuid/browse', { uuid: 'a b' })).toBe('/tasks/a%20b/browse');
    expect(fillPath('/pdf-not-found/:ucid?', {})).toBe('/pdf-not-found');
    expect(() => fillPath('/tasks/:uuid', {})).toThrow(/Missing param uuid/);
  });
});

describe('safeRedirectTarget', () => {
  it('accepts site paths only', () => {
    expect(safeRedirectTarget('/folders/3?tab=npl')).toBe('/folders/3?tab=npl');
    expect(safeRedirectTarget('//evil.example/x')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('javascript:alert(1)')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });
});
