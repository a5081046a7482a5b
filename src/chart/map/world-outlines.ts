/**
 * Coastlines and country borders from Natural Earth (the world-atlas package's TopoJSON,
 * 1:110m and 1:50m), as GeoJSON, read once per thread: the land as one MultiPolygon and the
 * borders as the mesh of arcs shared by two countries.
 */
import { createRequire } from 'node:module';
import type { MultiLineString, MultiPolygon } from 'geojson';
import { merge, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/** The Natural Earth scales shipped by world-atlas. */
export type AtlasScale = '110m' | '50m';

export interface WorldOutlines {
  land: MultiPolygon;
  borders: MultiLineString;
}

const loaded = new Map<AtlasScale, WorldOutlines>();

/** The land and the borders at a scale (cached). */
export function worldOutlines(scale: AtlasScale): WorldOutlines {
  let outlines = loaded.get(scale);
  if (!outlines) {
    const topology = require(`world-atlas/countries-${scale}.json`) as Topology<{
      countries: GeometryCollection;
      land: GeometryCollection;
    }>;
    const countries = topology.objects.countries;
    outlines = {
      land: merge(topology, topology.objects.land.geometries as never),
      borders: mesh(topology, countries, (a, b) => a !== b),
    };
    loaded.set(scale, outlines);
  }
  return outlines;
}

/** Loads both scales ahead of the first map (a pool thread's warm-up). */
export function preloadWorldOutlines(): void {
  worldOutlines('110m');
  worldOutlines('50m');
}
