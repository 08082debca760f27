import { WORLD_MAP_NAME } from '@app/shared';
import { useEffect, useState } from 'react';
import { echarts } from '../components/echartsSetup';

let regions: ReadonlySet<string> | null = null;
let loading: Promise<ReadonlySet<string>> | null = null;

/** Loads the world geometry (its own 100 kB chunk) once and registers it with ECharts. */
function loadWorldMap(): Promise<ReadonlySet<string>> {
  loading ??= import('@app/shared/world-map').then((module) => {
    echarts.registerMap(WORLD_MAP_NAME, module.worldGeoJson() as unknown as Parameters<typeof echarts.registerMap>[1]);
    regions = module.worldMapRegions();
    return regions;
  });
  return loading;
}

/**
 * The regions the world map draws, once its geometry is registered; null while it loads or when no map is needed.
 * Only a world-map chart asks for it, so other dashboards never download the geometry.
 */
export function useWorldMap(needed: boolean): ReadonlySet<string> | null {
  const [loaded, setLoaded] = useState(regions);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadWorldMap().then((r) => live && setLoaded(r));
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return needed ? loaded : null;
}
