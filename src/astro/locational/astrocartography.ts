/**
 * The astrocartography of a birth: every chosen point's MC, IC, ASC and DSC lines as a GeoJSON
 * FeatureCollection, and on request the parans (where two lines cross).
 */

import type { BirthTimeInput, TimeResolution } from '../time/birth-time.ts';
import { type LineAngle, linesOfPoint } from './acg-lines.ts';
import { type LineCollection, lineGeometry } from './geojson.ts';
import {
  DEFAULT_LOCATIONAL_POINTS,
  type LocationalCoordinates,
  type LocationalPoint,
  type LocationalPointPlace,
  locationalSky,
} from './locational-sky.ts';
import { findParans, type Paran } from './parans.ts';

export interface AstrocartographyInput {
  birth: BirthTimeInput;
  /** Default Sun to Pluto, the true node and Chiron. */
  points?: readonly LocationalPoint[];
  /** Default in-mundo. */
  coordinates?: LocationalCoordinates;
  /** Whether to find the parans (default false). */
  parans?: boolean;
}

/** What a line's Feature carries. */
export interface LineProperties {
  point: LocationalPoint;
  angle: LineAngle;
}

export interface Astrocartography {
  time: TimeResolution;
  /** Greenwich apparent sidereal time of the instant, degrees. */
  siderealTime: number;
  /** True obliquity, degrees. */
  obliquity: number;
  coordinates: LocationalCoordinates;
  points: LocationalPointPlace[];
  lines: LineCollection<LineProperties>;
  /** Only when asked for. */
  parans?: Paran[];
}

/**
 * @throws BirthDataError naming the field for a bad birth
 */
export function astrocartography(input: AstrocartographyInput): Astrocartography {
  const sky = locationalSky(input.birth, input.points ?? DEFAULT_LOCATIONAL_POINTS, input.coordinates ?? 'in-mundo');
  const features = sky.points.flatMap((place) =>
    linesOfPoint(place, sky.siderealTime).map((line) => ({
      type: 'Feature' as const,
      geometry: lineGeometry(line.parts),
      properties: { point: line.point, angle: line.angle },
    })),
  );
  return {
    time: sky.time,
    siderealTime: sky.siderealTime,
    obliquity: sky.obliquity,
    coordinates: sky.coordinates,
    points: sky.points,
    lines: { type: 'FeatureCollection', features },
    ...(input.parans ? { parans: findParans(sky.points, sky.siderealTime) } : {}),
  };
}
