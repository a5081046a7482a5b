/**
 * GeoJSON (RFC 7946) of the locational lines: one Feature per line, a LineString, or a
 * MultiLineString when the line crosses the antimeridian. Coordinates [longitude, latitude],
 * degrees, rounded to 1e-6° (about 0.1 m).
 */

import type { PlanePoint } from './adaptive-curve.ts';

export type Position = [longitude: number, latitude: number];

export type LineGeometry =
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] };

export interface LineFeature<P> {
  type: 'Feature';
  geometry: LineGeometry;
  properties: P;
}

export interface LineCollection<P> {
  type: 'FeatureCollection';
  features: LineFeature<P>[];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6 + 0;

/** A line's parts as a GeoJSON geometry. */
export function lineGeometry(parts: readonly PlanePoint[][]): LineGeometry {
  const coordinates = parts.map((part) => part.map(([x, y]): Position => [round(x), round(y)]));
  return coordinates.length === 1
    ? { type: 'LineString', coordinates: coordinates[0] }
    : { type: 'MultiLineString', coordinates };
}

/** The parts of a geometry (a LineString is one part). */
export function partsOf(geometry: LineGeometry): Position[][] {
  return geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
}
