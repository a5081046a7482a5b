/**
 * A point's hour angle and true altitude at a place and instant, from the service's direct
 * series (not the interpolated sky the line code reads) and its sidereal time, worked out here
 * by rotating vectors: the locational tests' independent reference.
 */
import { DEG, diff180, RAD } from '../../../src/astro/angles.ts';
import { frameOfDate } from '../../../src/astro/ephemeris/frames.ts';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import type { LocationalPoint } from '../../../src/astro/locational/locational-sky.ts';
import { greenwichApparentSiderealTime } from '../../../src/astro/sidereal-time.ts';
import { resolveBirthTime } from '../../../src/astro/time/birth-time.ts';

/** A point's local hour angle and true altitude at a place, from the direct series. */
export function skyAt(point: LocationalPoint, instant: string, latitude: number, longitude: number, zodiacal = false) {
  const time = resolveBirthTime({ dateTime: instant, latitude: 0, longitude: 0 });
  const p = apparentEclipticPosition(point, time.julianDayTT);
  const eps = frameOfDate(time.julianDayTT).trueObliquity;
  const lon = p.longitude * RAD;
  const lat = (zodiacal ? 0 : p.latitude) * RAD;
  // Ecliptic unit vector rotated about the x axis by the obliquity: the equatorial vector.
  const [x, ye, ze] = [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
  const y = ye * Math.cos(eps) - ze * Math.sin(eps);
  const z = ye * Math.sin(eps) + ze * Math.cos(eps);
  const hourAngle = diff180(greenwichApparentSiderealTime(time.julianDayUT) + longitude, Math.atan2(y, x) * DEG);
  // The local zenith's vector; the altitude is 90° less the angle to it.
  const lst = (greenwichApparentSiderealTime(time.julianDayUT) + longitude) * RAD;
  const f = latitude * RAD;
  const zenith = [Math.cos(f) * Math.cos(lst), Math.cos(f) * Math.sin(lst), Math.sin(f)];
  const altitude = Math.asin(x * zenith[0] + y * zenith[1] + z * zenith[2]) * DEG;
  return { hourAngle, altitude };
}
