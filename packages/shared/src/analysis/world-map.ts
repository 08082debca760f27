import isoCountries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json' with { type: 'json' };

// The world map's geometry, the same in the browser and in the server's exports: Natural Earth's 1:110m admin-0
// countries (public domain) as packaged by world-atlas (ISC), turned into GeoJSON with topojson-client (ISC), each
// region named by its ISO 3166-1 alpha-2 code so chart data keyed by jurisdiction code finds its country. The
// chart option's `nameMap` turns the codes into the names people read. Kept out of the package index so only the
// code that draws a map loads its 100 kB.

/** Regions Natural Earth draws without an ISO numeric code, by the name it gives them. */
const UNCODED: Readonly<Record<string, string>> = { Kosovo: 'XK' };

export type WorldFeature = {
  type: 'Feature';
  id?: string | number;
  properties: { name: string };
  geometry: unknown;
};
export type WorldGeoJson = { type: 'FeatureCollection'; features: WorldFeature[] };

let cached: WorldGeoJson | null = null;

type Ring = [number, number][];

/**
 * A ring that crosses the antimeridian (Russia's far east, Fiji) as a flat map can draw it: world-atlas keeps
 * such rings whole for spherical projections, and drawn flat they would streak across the map. The few points on
 * the far side are pulled to the edge (±180°); a ring that goes all the way round (Antarctica) is left alone.
 */
function flatRing(ring: Ring): Ring {
  const crosses = ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1]![0]) > 180);
  if (!crosses) return ring;
  const east = ring.filter((p) => p[0] > 0).length;
  const side = east >= ring.length / 2 ? 1 : -1;
  const far = ring.filter((p) => Math.sign(p[0]) === -side);
  if (far.some((p) => Math.abs(p[0]) < 150)) return ring;
  return ring.map(([lon, lat]) => [Math.sign(lon) === -side ? side * 180 : lon, lat]);
}

function flatGeometry(geometry: unknown): unknown {
  const g = geometry as { type: string; coordinates: unknown } | null;
  if (g?.type === 'Polygon') return { ...g, coordinates: (g.coordinates as Ring[]).map(flatRing) };
  if (g?.type === 'MultiPolygon')
    return { ...g, coordinates: (g.coordinates as Ring[][]).map((polygon) => polygon.map(flatRing)) };
  return geometry;
}

/** The world's countries as GeoJSON, each named by ISO alpha-2 code (computed once, then shared). */
export function worldGeoJson(): WorldGeoJson {
  if (cached) return cached;
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries) as unknown as {
    features: { id?: string | number; properties: { name: string }; geometry: unknown }[];
  };
  cached = {
    type: 'FeatureCollection',
    features: collection.features.map((f) => {
      const numeric = f.id === undefined ? undefined : String(f.id);
      const code = (numeric && isoCountries.numericToAlpha2(numeric)) || UNCODED[f.properties.name];
      // A region with no code (Northern Cyprus, Somaliland) keeps its own name: drawn, but never matched by data.
      return { type: 'Feature', properties: { name: code ?? f.properties.name }, geometry: flatGeometry(f.geometry) };
    }),
  };
  return cached;
}

/** The jurisdiction codes the map draws; a chart lists any other code beside the map. */
export function worldMapRegions(): Set<string> {
  return new Set(
    worldGeoJson()
      .features.map((f) => f.properties.name)
      .filter((name) => /^[A-Z]{2}$/.test(name)),
  );
}
