import { describe, expect, it } from 'vitest';
import { worldGeoJson, worldMapRegions } from './world-map';

describe('world map geometry', () => {
  it('names every coded country by its ISO alpha-2 code', () => {
    const geo = worldGeoJson();
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.length).toBeGreaterThan(170);
    const regions = worldMapRegions();
    for (const code of ['US', 'DE', 'FR', 'CN', 'JP', 'KR', 'BR', 'AU', 'XK'])
      expect(regions.has(code), code).toBe(true);
    // Offices without a territory are not regions; neither are countries too small for the 1:110m scale.
    for (const code of ['EP', 'WO', 'SG']) expect(regions.has(code), code).toBe(false);
    expect(geo.features.every((f) => f.geometry !== null)).toBe(true);
  });
});
