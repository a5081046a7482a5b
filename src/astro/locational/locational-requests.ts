/**
 * The locational requests as the pool tasks take them: the lines near a place, and local space,
 * each from a birth. Pure: plain data in, plain data out.
 */

import type { BirthTimeInput, TimeResolution } from '../time/birth-time.ts';
import { type LineCollection, lineGeometry } from './geojson.ts';
import { type LocalSpacePoint, localSpace } from './local-space.ts';
import {
  DEFAULT_LOCATIONAL_POINTS,
  type LocationalCoordinates,
  type LocationalPoint,
  locationalSky,
} from './locational-sky.ts';
import { linesNearPlace, type NearLine } from './near-place.ts';

/** The largest distance searched by linesNear, km (half the Earth's circumference). */
export const MAX_NEAR_KM = 20_000;

export interface LinesNearInput {
  birth: BirthTimeInput;
  place: { latitude: number; longitude: number };
  /** Default 1000 km. */
  radiusKm?: number;
  points?: readonly LocationalPoint[];
  coordinates?: LocationalCoordinates;
}

export interface LinesNear {
  time: TimeResolution;
  place: { latitude: number; longitude: number };
  radiusKm: number;
  coordinates: LocationalCoordinates;
  lines: NearLine[];
}

/** The astrocartography lines within `radiusKm` of a place, nearest first. */
export function linesNear(input: LinesNearInput): LinesNear {
  const sky = locationalSky(input.birth, input.points ?? DEFAULT_LOCATIONAL_POINTS, input.coordinates ?? 'in-mundo');
  const radiusKm = input.radiusKm ?? 1000;
  const { latitude, longitude } = input.place;
  return {
    time: sky.time,
    place: input.place,
    radiusKm,
    coordinates: sky.coordinates,
    lines: linesNearPlace(sky.points, sky.siderealTime, latitude, longitude, radiusKm),
  };
}

export interface LocalSpaceInput {
  birth: BirthTimeInput;
  points?: readonly LocationalPoint[];
}

export interface LocalSpace {
  time: TimeResolution;
  place: { latitude: number; longitude: number };
  points: LocalSpacePoint[];
  lines: LineCollection<{ point: LocationalPoint; azimuth: number }>;
}

/** Each point's azimuth and altitude at the birth place, and its great-circle line as GeoJSON. */
export function localSpaceOf(input: LocalSpaceInput): LocalSpace {
  const sky = locationalSky(input.birth, input.points ?? DEFAULT_LOCATIONAL_POINTS, 'in-mundo');
  const { latitude, longitude } = input.birth;
  const space = localSpace(sky, latitude, longitude);
  return {
    time: sky.time,
    place: { latitude, longitude },
    points: space.points,
    lines: {
      type: 'FeatureCollection',
      features: space.lines.map((line) => ({
        type: 'Feature',
        geometry: lineGeometry(line.parts),
        properties: { point: line.point, azimuth: line.azimuth },
      })),
    },
  };
}
