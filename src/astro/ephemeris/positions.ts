/**
 * One entry point for every moving point of the chart (the planets, Chiron, the nodes and
 * Lilith): geocentric apparent position on the true ecliptic and equinox of date at a TT
 * instant. This is the function an interpolating cache (e.g. Chebyshev segments for transit
 * search) wraps.
 */

import type { MovingPoint } from '../vocabulary.ts';
import { apparentBodyPosition, type EclipticPosition } from './apparent.ts';
import { meanLilith, meanNode, trueNode } from './lunar-points.ts';

export type { EclipticPosition } from './apparent.ts';

function opposite(p: EclipticPosition): EclipticPosition {
  const lon = p.longitude + 180;
  // (0 − x, not −x: no negative zero in JSON-bound data)
  return {
    ...p,
    longitude: lon >= 360 ? lon - 360 : lon,
    latitude: 0 - p.latitude,
    latitudeSpeed: 0 - p.latitudeSpeed,
  };
}

/**
 * Apparent geocentric ecliptic position of a moving point.
 * @param point a planet, Chiron, a lunar node (north or south, mean or true) or mean Lilith
 * @param jdTT Julian day (TT), days; meant for 1800–2400
 * @returns longitude [0, 360) and latitude in degrees, distance in AU (0 for the lunar points),
 * speeds in degrees per day (negative longitude speed = retrograde)
 */
export function apparentEclipticPosition(point: MovingPoint, jdTT: number): EclipticPosition {
  switch (point) {
    case 'mean-node':
      return meanNode(jdTT);
    case 'mean-south-node':
      return opposite(meanNode(jdTT));
    case 'true-node':
      return trueNode(jdTT);
    case 'true-south-node':
      return opposite(trueNode(jdTT));
    case 'mean-lilith':
      return meanLilith(jdTT);
    default:
      return apparentBodyPosition(point, jdTT);
  }
}
