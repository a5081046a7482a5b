/**
 * Local space: each point's azimuth and true altitude at the birth place and instant, and the
 * great circle leaving the birth place in the point's azimuth, drawn to the antipode (the
 * other half of the circle is the line of the opposite azimuth).
 */

import { type PlanePoint, sampleCurve } from './adaptive-curve.ts';
import { splitAtAntimeridian } from './antimeridian.ts';
import type { LocationalPoint, LocationalSky } from './locational-sky.ts';
import { destination, type Horizontal, horizontalOf } from './sphere.ts';

/** A point's direction from the birth place. */
export interface LocalSpacePoint extends Horizontal {
  id: LocationalPoint;
}

/** One point's local space line: its parts within [−180°, 180°] of longitude. */
export interface LocalSpaceLine {
  point: LocationalPoint;
  azimuth: number;
  parts: PlanePoint[][];
}

/**
 * @param sky the points' places and the sidereal time of the birth
 * @param latitude the birth place, degrees
 * @param longitude the birth place, degrees
 */
export function localSpace(
  sky: LocationalSky,
  latitude: number,
  longitude: number,
): { points: LocalSpacePoint[]; lines: LocalSpaceLine[] } {
  const points = sky.points.map((p) => ({
    id: p.id,
    ...horizontalOf(sky.siderealTime + longitude - p.rightAscension, p.declination, latitude),
  }));
  const lines = points.map(({ id, azimuth }) => {
    const curve = sampleCurve(
      (d): PlanePoint => {
        const q = destination(latitude, longitude, azimuth, d);
        return [q.longitude, q.latitude];
      },
      0,
      180,
    );
    return { point: id, azimuth, parts: splitAtAntimeridian(curve) };
  });
  return { points, lines };
}
