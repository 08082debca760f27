import { describe, expect, it } from 'vitest';
import { exportIdParam, exportPath } from './exportPaths';
import { exportPercent, isExportActive } from './exportProgress';
import { hasFilters, searchExportSource } from './exportSources';
import { fileNameOf } from './fileNameOf';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('says bytes, then KB, MB and GB in powers of 1024', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(150 * 1024)).toBe('150 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });
});

describe('export progress', () => {
  it('polls pending and running exports only (SPEC §4)', () => {
    expect(isExportActive({ status: 'pending' })).toBe(true);
    expect(isExportActive({ status: 'running' })).toBe(true);
    expect(isExportActive({ status: 'finished' })).toBe(false);
    expect(isExportActive({ status: 'failed' })).toBe(false);
  });

  it('is written of total as a whole percentage, unknown before the total is known', () => {
    expect(exportPercent({ status: 'pending', written: 0, total: null })).toBeNull();
    expect(exportPercent({ status: 'running', written: 1, total: 3 })).toBe(33);
    expect(exportPercent({ status: 'running', written: 0, total: 0 })).toBe(100);
    expect(exportPercent({ status: 'finished', written: 0, total: null })).toBe(100);
    expect(exportPercent({ status: 'running', written: 12, total: 10 })).toBe(100);
  });
});

describe('export paths (SPEC §2)', () => {
  it('lets pending through and takes positive whole numbers as ids', () => {
    expect(exportIdParam('pending')).toBe('pending');
    expect(exportIdParam('42')).toBe(42);
    expect(exportPath(42)).toBe('/search/exports/42');
  });

  it('refuses anything else, so the guard shows NotFound without a call', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', '07', 'abc', '99999999999999999']) {
      expect(exportIdParam(raw)).toBeNull();
    }
  });
});

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, then the quoted or bare name', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''M%C3%BCller%20search.xlsx`)).toBe(
      'Müller search.xlsx',
    );
    expect(fileNameOf('attachment; filename="Search_3_20261127.zip"')).toBe('Search_3_20261127.zip');
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('searchExportSource', () => {
  it('carries the filters shown and leaves out empty ones', () => {
    const plain = searchExportSource(3, { filtersToApply: { country: [] }, filtersToExclude: {} });
    expect(plain).toEqual({ type: 'search', index: 3 });
    expect(hasFilters(plain)).toBe(false);
    const narrowed = searchExportSource(3, {
      filtersToApply: { country: ['EP'], kind: [] },
      filtersToExclude: { pending: ['true'] },
    });
    expect(narrowed).toEqual({
      type: 'search',
      index: 3,
      filters: { country: ['EP'] },
      filtersToExclude: { pending: ['true'] },
    });
    expect(hasFilters(narrowed)).toBe(true);
  });
});
