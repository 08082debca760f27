import { describe, expect, it } from 'vitest';
import { queryIndex, sharedSetBase } from './sharedPaths';

describe('shared set paths', () => {
  it('names the SPEC §2 route of each kind', () => {
    expect(sharedSetBase('search', 'k1')).toBe('/share/search/k1');
    expect(sharedSetBase('folder', 'k2')).toBe('/share/folder/k2');
    expect(sharedSetBase('alert_run', 'k3')).toBe('/share/alert_runs/k3');
  });
  it('reads a position from the query, 0 when absent or not a whole number', () => {
    expect(queryIndex('20')).toBe(20);
    expect(queryIndex(null)).toBe(0);
    expect(queryIndex('-1')).toBe(0);
    expect(queryIndex('1.5')).toBe(0);
    expect(queryIndex('x')).toBe(0);
  });
});
