import { describe, expect, it } from 'vitest';
import { sharedRunExportPath, sharedSetBase } from './sharedPaths';

describe('shared set paths', () => {
  it('names the SPEC §2 route of each kind', () => {
    expect(sharedSetBase('search', 'k1')).toBe('/share/search/k1');
    expect(sharedSetBase('folder', 'k2')).toBe('/share/folder/k2');
    expect(sharedSetBase('alert_run', 'k3')).toBe('/share/alert_runs/k3');
  });
  it('names the shared run export route of SPEC §2', () => {
    expect(sharedRunExportPath('k3', 'csv')).toBe('/alert_runs/k3/exports/csv/download');
  });
});
