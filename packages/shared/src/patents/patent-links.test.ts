import { describe, expect, it } from 'vitest';
import { drawingByIndexPath, drawingImagePath, hasUsFileHistory } from './patent-links';

describe('drawing paths (SPEC §5, §7)', () => {
  const base = { srcpat: 'US07057742B2', publicationdate: 20060606, file: 'D00001.TIF' };

  it('adds the orientation except for CN, TW and WO documents', () => {
    expect(drawingImagePath({ ...base, country: 'US', orientation: 'portrait' })).toBe(
      '/api/drawings/image/US07057742B2/20060606/D00001.TIF?orientation=portrait',
    );
    for (const country of ['CN', 'TW', 'WO']) {
      expect(drawingImagePath({ ...base, country, orientation: 'portrait' })).toBe(
        '/api/drawings/image/US07057742B2/20060606/D00001.TIF',
      );
    }
  });

  it('adds a page for JP documents only', () => {
    expect(drawingImagePath({ ...base, country: 'JP', page: 3, orientation: 'landscape' })).toBe(
      '/api/drawings/image/US07057742B2/20060606/D00001.TIF/3?orientation=landscape',
    );
    expect(drawingImagePath({ ...base, country: 'JP' })).toBe('/api/drawings/image/US07057742B2/20060606/D00001.TIF/1');
    expect(drawingImagePath({ ...base, country: 'EP', page: 3 })).toBe(
      '/api/drawings/image/US07057742B2/20060606/D00001.TIF',
    );
  });

  it('encodes path segments', () => {
    expect(drawingImagePath({ ...base, file: 'a b/c.png', country: 'EP' })).toBe(
      '/api/drawings/image/US07057742B2/20060606/a%20b%2Fc.png',
    );
    expect(drawingByIndexPath('EP3404678B1', 2)).toBe('/api/drawings/get-image/EP3404678B1/2');
  });
});

describe('US file history (SPEC §5)', () => {
  it('is shown only for US publications from 1999-01-01', () => {
    expect(hasUsFileHistory('US', 19990101)).toBe(true);
    expect(hasUsFileHistory('us', 20060606)).toBe(true);
    expect(hasUsFileHistory('US', 19981231)).toBe(false);
    expect(hasUsFileHistory('EP', 20060606)).toBe(false);
    expect(hasUsFileHistory('US', undefined)).toBe(false);
  });
});
