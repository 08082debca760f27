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
      return { type: 'Feature', properties: { name: code ?? f.properties.name }, geometry: f.geometry };
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
