/**
 * Midpoints on circles, as the composite and Davison charts use them. Angles in degrees.
 */
import { RAD as D2R, diff180, norm360, DEG as R2D } from '../angles.ts';

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

/**
 * The midpoint of two places on the great circle through them: the point halfway along the
 * shortest path over the globe (a sphere). Two antipodal places have no single such point: then
 * the coordinate midpoint (geographicMidpoint) is given.
 * @param a first place, degrees north in [−90, 90] and east in [−180, 180]
 * @param b second place, same units
 * @returns the midpoint, latitude in [−90, 90] and longitude in [−180, 180)
 */
export function greatCircleMidpoint(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): { latitude: number; longitude: number } {
  const unit = (p: { latitude: number; longitude: number }) => {
    const lat = p.latitude * D2R;
    const lon = p.longitude * D2R;
    return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
  };
  const [ua, ub] = [unit(a), unit(b)];
  const sum = [ua[0] + ub[0], ua[1] + ub[1], ua[2] + ub[2]];
  const length = Math.hypot(sum[0], sum[1], sum[2]);
  if (length < 1e-12) return geographicMidpoint(a, b);
  const latitude = Math.asin(Math.max(-1, Math.min(1, sum[2] / length))) * R2D;
  // At a pole the longitude is arbitrary: keep the coordinate midpoint's.
  const longitude =
    Math.hypot(sum[0], sum[1]) < 1e-12
      ? geographicMidpoint(a, b).longitude
      : norm360(Math.atan2(sum[1], sum[0]) * R2D + 180) - 180;
  return { latitude, longitude };
}
