/**
 * House systems drawn on a great circle other than the ecliptic and projected onto it: the
 * horizontal (azimuthal) houses, Carter's poli-equatorial houses and Krusinski-Pisa-Goelzer.
 * Definitions as the Swiss Ephemeris 2.10 gives them (swehouse.c), reimplemented here. Angles in
 * degrees; cusps indexed by house number, houses 1…3 and 10…12 (the opposite houses follow by
 * 180°).
 */
import { RAD as D2R, diff180, norm360, DEG as R2D } from '../angles.ts';
import { eclipticIntersection, longitudeOfRightAscension, VERY_SMALL } from './house-geometry.ts';

/** A place on a sphere: longitude-like and latitude-like angle, degrees. */
interface Spherical {
  lon: number;
  lat: number;
}

/**
 * Turns spherical coordinates about the x axis (the line to longitude 0) by `angle`: with the
 * obliquity, equatorial → ecliptic; with its negative, ecliptic → equatorial.
 */
function turnAboutX({ lon, lat }: Spherical, angle: number): Spherical {
  const cb = Math.cos(lat * D2R);
  const x = cb * Math.cos(lon * D2R);
  const y = cb * Math.sin(lon * D2R);
  const z = Math.sin(lat * D2R);
  const c = Math.cos(angle * D2R);
  const s = Math.sin(angle * D2R);
  const y2 = y * c + z * s;
  const z2 = -y * s + z * c;
  return { lon: norm360(Math.atan2(y2, x) * R2D), lat: Math.asin(Math.max(-1, Math.min(1, z2))) * R2D };
}

/** The houses' frame, the Ascendant and MC already on their sides of the horizon. */
export interface HouseFrame {
  armc: number;
  latitude: number;
  obliquity: number;
  ascendant: number;
  midheaven: number;
}

/** Cusps, and the Ascendant and MC when the system turns them. */
export interface ProjectedCusps {
  cusps: number[];
  ascendant: number;
  midheaven: number;
}

/**
 * Horizontal (azimuthal) houses: the horizon divided like the prime vertical in Campanus, by
 * great circles through the zenith and the nadir — Campanus computed on the colatitude with the
 * ARMC turned by 180°, and turned back.
 */
export function horizontalCusps(frame: HouseFrame): ProjectedCusps {
  let { ascendant, midheaven } = frame;
  const eps = frame.obliquity;
  let fi = frame.latitude > 0 ? 90 - frame.latitude : -90 - frame.latitude;
  if (Math.abs(Math.abs(fi) - 90) < VERY_SMALL) fi = fi < 0 ? -90 + VERY_SMALL : 90 - VERY_SMALL;
  const th = norm360(frame.armc + 180);
  const fh1 = Math.asin(Math.sin(fi * D2R) / 2) * R2D;
  const fh2 = Math.asin((Math.sqrt(3) / 2) * Math.sin(fi * D2R)) * R2D;
  const cosFi = Math.cos(fi * D2R);
  const xh1 = cosFi === 0 ? (fi > 0 ? 90 : 270) : Math.atan(Math.sqrt(3) / cosFi) * R2D;
  const xh2 = cosFi === 0 ? (fi > 0 ? 90 : 270) : Math.atan(1 / Math.sqrt(3) / cosFi) * R2D;
  const cusps = new Array<number>(13).fill(0);
  cusps[10] = midheaven;
  cusps[11] = eclipticIntersection(th + 90 - xh1, fh1, eps);
  cusps[12] = eclipticIntersection(th + 90 - xh2, fh2, eps);
  cusps[1] = eclipticIntersection(th + 90, fi, eps);
  cusps[2] = eclipticIntersection(th + 90 + xh2, fh2, eps);
  cusps[3] = eclipticIntersection(th + 90 + xh1, fh1, eps);
  if (Math.abs(fi) >= 90 - eps && diff180(ascendant, midheaven) < 0) {
    ascendant = norm360(ascendant + 180);
    midheaven = norm360(midheaven + 180);
    for (const h of [1, 2, 3, 10, 11, 12]) cusps[h] = norm360(cusps[h] + 180);
  }
  for (const h of [1, 2, 3, 11, 12]) cusps[h] = norm360(cusps[h] + 180);
  if (diff180(ascendant, midheaven) < 0) ascendant = norm360(ascendant + 180);
  return { cusps, ascendant, midheaven };
}

/**
 * Carter's poli-equatorial houses: the equator divided into twelve from the right ascension of
 * the Ascendant, each point carried to the ecliptic along its hour circle.
 */
export function carterCusps(frame: HouseFrame): ProjectedCusps {
  const { ascendant, midheaven, obliquity } = frame;
  const raOfAscendant = turnAboutX({ lon: ascendant, lat: 0 }, -obliquity).lon;
  const cusps = new Array<number>(13).fill(0);
  cusps[1] = ascendant;
  for (const h of [2, 3, 10, 11, 12]) cusps[h] = longitudeOfRightAscension(raOfAscendant + (h - 1) * 30, obliquity);
  return { cusps, ascendant, midheaven };
}

/**
 * Krusinski-Pisa-Goelzer: the great circle through the Ascendant and the zenith divided into
 * twelve from the Ascendant, each point carried to the ecliptic along its hour circle.
 */
export function krusinskiCusps(frame: HouseFrame): ProjectedCusps {
  const { ascendant, midheaven, obliquity, armc, latitude } = frame;
  // The Ascendant into equatorial, then horizontal coordinates, then onto the Ascendant-zenith circle.
  const equatorial = turnAboutX({ lon: ascendant, lat: 0 }, -obliquity);
  const horizontal = turnAboutX({ lon: equatorial.lon - (armc - 90), lat: equatorial.lat }, -(90 - latitude));
  const ascendantOnHorizon = horizontal.lon;
  const cusps = new Array<number>(13).fill(0);
  for (let i = 0; i < 6; i++) {
    const back = turnAboutX({ lon: 30 * i, lat: 0 }, 90);
    const eq = turnAboutX({ lon: back.lon + ascendantOnHorizon, lat: back.lat }, 90 - latitude);
    const ra = norm360(eq.lon + (armc - 90));
    const longitude = longitudeOfRightAscension(ra, obliquity);
    cusps[i + 1] = longitude;
    cusps[i + 7] = norm360(longitude + 180);
  }
  return { cusps, ascendant, midheaven };
}
