/**
 * House overlays: where one person's points fall among the other person's house cusps.
 */
import { houseOfLongitude } from '../houses/house-systems.ts';
import type { PointId, Sign } from '../vocabulary.ts';

/** One point of one chart placed in the other chart's houses. */
export interface HouseOverlay {
  point: PointId;
  /** The point's ecliptic longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  /** The house 1…12 of the other chart that the longitude falls in. */
  house: number;
}

/**
 * Places each point in the houses given by `cusps`.
 * @param points points with ecliptic longitudes (degrees) and signs
 * @param cusps the other chart's 12 cusps, degrees, house 1 first
 * @returns one overlay per point, in the order given
 */
export function houseOverlays(
  points: readonly { id: PointId; longitude: number; sign: Sign }[],
  cusps: readonly number[],
): HouseOverlay[] {
  return points.map((p) => ({
    point: p.id,
    longitude: p.longitude,
    sign: p.sign,
    house: houseOfLongitude(p.longitude, cusps),
  }));
}
