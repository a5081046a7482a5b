/**
 * Midpoints on circles, as the composite and Davison charts use them. Angles in degrees.
 */
import { diff180, norm360 } from '../houses/house-geometry.ts';

/**
 * The midpoint of two ecliptic longitudes along the shorter arc between them.
 * When the two are exactly opposite (both arcs are 180°) the midpoint 90° before `a` is taken,
 * so that the result is still a function of the ordered pair.
 * @param a first longitude, degrees (any finite number)
 * @param b second longitude, degrees (any finite number)
 * @returns the midpoint, degrees [0, 360)
 */
export function midpointLongitude(a: number, b: number): number {
  return norm360(a + diff180(b, a) / 2);
}

/**
 * The place midway between two places as Ronald Davison defined it: the mean of the latitudes,
 * and the mean of the longitudes taken along the shorter way round the globe (the midpoint of
 * two longitudes 180° apart is the one 90° west of the first).
 * @param a first place, degrees north in [−90, 90] and east in [−180, 180]
 * @param b second place, same units
 * @returns the midpoint, latitude in [−90, 90] and longitude in [−180, 180)
 */
export function geographicMidpoint(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): { latitude: number; longitude: number } {
  let longitude = a.longitude + diff180(b.longitude, a.longitude) / 2;
  longitude = norm360(longitude + 180) - 180;
  return { latitude: (a.latitude + b.latitude) / 2, longitude };
}
