/**
 * The lunar nodes and the mean lunar apogee (Lilith) on the true ecliptic and equinox of date.
 *
 * - Mean node and mean apogee come from the mean lunar elements of Moshier's DE404 fit (the
 *   elements the Swiss Ephemeris uses): node = L − F, apogee = L − l + 180°, referred to the
 *   mean equinox of date, moved to the true equinox by the nutation in longitude. The apogee is
 *   projected onto the ecliptic through the mean inclination 5.1453964°, so it has a latitude.
 * - The true node is the osculating ascending node: the line where the plane of the Moon's
 *   geocentric position and velocity (geometric, ecliptic of date) meets the ecliptic. Its rate
 *   comes from the solar tidal acceleration, the only force that turns that plane.
 *
 * Longitudes in degrees [0, 360); speeds in degrees per day.
 */

import { DEG, norm360 } from '../angles.ts';
import { J2000 } from '../constants.ts';
import type { EclipticPosition } from './apparent.ts';
import { earthHeliocentricState, GM_SUN } from './apparent.ts';
import { frameOfDate } from './frames.ts';
import { moonGeocentricState } from './moon-elp.ts';

const AS2DEG = 1 / 3600;
const TURN = 1296000;
/** Mean inclination of the lunar orbit on the ecliptic, degrees. */
export const MOON_MEAN_INCLINATION = 5.1453964;

interface MeanElements {
  /** Mean longitude L, arcseconds. */
  L: number;
  dL: number;
  /** Argument of latitude F, arcseconds. */
  F: number;
  dF: number;
  /** Mean anomaly l, arcseconds. */
  l: number;
  dl: number;
}

/** Moshier's mean lunar elements (DE404 fit), arcseconds and arcseconds per century. */
function meanElements(t: number): MeanElements {
  const t2 = t * t;
  const F =
    ((335779.55755 + (1739527263.0983 - 0.207941990176) * t) % TURN) +
    ((-9.646018347184e-6 * t - 1.13821591258e-3) * t - 13.12045233711) * t2;
  const dF =
    1739527263.0983 -
    0.207941990176 +
    ((4 * -9.646018347184e-6 * t + 3 * -1.13821591258e-3) * t + 2 * -13.12045233711) * t;
  const l =
    ((485868.28096 + (1717915923.4728 - 0.2035946368532) * t) % TURN) +
    ((-3.421689790404e-4 * t + 4.76835758578e-2) * t + 31.46734198839) * t2;
  const dl =
    1717915923.4728 -
    0.2035946368532 +
    ((4 * -3.421689790404e-4 * t + 3 * 4.76835758578e-2) * t + 2 * 31.46734198839) * t;
  const L =
    ((785939.95571 + (1732564372.83264 - 0.6784914260953) * t) % TURN) +
    ((-8.466472828815e-5 * t + 5.722859298199e-3) * t - 5.663161722088) * t2;
  const dL =
    1732564372.83264 -
    0.6784914260953 +
    ((4 * -8.466472828815e-5 * t + 3 * 5.722859298199e-3) * t + 2 * -5.663161722088) * t;
  return { L, dL, F, dF, l, dl };
}

/**
 * Mean ascending lunar node on the mean equinox of date (the true-equinox longitude less Δψ).
 * @param jdTT Julian day (TT), days
 * @param out receives [longitude (degrees, [0, 360)), speed (degrees per day)]
 */
export function meanNodeOfMeanEquinox(jdTT: number, out: Float64Array): void {
  const e = meanElements((jdTT - J2000) / 36525);
  out[0] = norm360((e.L - e.F) * AS2DEG);
  out[1] = ((e.dL - e.dF) * AS2DEG) / 36525;
}

/**
 * Mean ascending lunar node.
 * @param jdTT Julian day (TT), days
 * @returns longitude (degrees, true equinox of date), latitude 0, speed (degrees per day)
 */
export function meanNode(jdTT: number): EclipticPosition {
  const t = (jdTT - J2000) / 36525;
  const e = meanElements(t);
  const f = frameOfDate(jdTT);
  return {
    longitude: norm360((e.L - e.F) * AS2DEG + f.nutationLongitude * DEG),
    latitude: 0,
    distance: 0,
    longitudeSpeed: ((e.dL - e.dF) * AS2DEG) / 36525 + f.nutationRate * DEG,
    latitudeSpeed: 0,
  };
}

function meanApogeeAt(t: number): { lon: number; lat: number } {
  const e = meanElements(t);
  const node = (e.L - e.F) * AS2DEG;
  const u = ((e.L - e.l) * AS2DEG + 180 - node) / DEG;
  const inc = MOON_MEAN_INCLINATION / DEG;
  const lon = node + Math.atan2(Math.cos(inc) * Math.sin(u), Math.cos(u)) * DEG;
  const lat = Math.asin(Math.sin(inc) * Math.sin(u)) * DEG;
  return { lon, lat };
}

/**
 * Mean lunar apogee ("Black Moon Lilith"), projected onto the ecliptic.
 * @param jdTT Julian day (TT), days
 * @returns longitude (degrees, true equinox of date), latitude (degrees, within ±5.15°) and
 * their speeds (degrees per day)
 */
export function meanLilith(jdTT: number): EclipticPosition {
  const t = (jdTT - J2000) / 36525;
  const p = meanApogeeAt(t);
  const h = 0.001 / 36525;
  const a = meanApogeeAt(t - h);
  const b = meanApogeeAt(t + h);
  let dlon = b.lon - a.lon;
  if (dlon > 180) dlon -= 360;
  if (dlon < -180) dlon += 360;
  const f = frameOfDate(jdTT);
  return {
    longitude: norm360(p.lon + f.nutationLongitude * DEG),
    latitude: p.lat,
    distance: 0,
    longitudeSpeed: dlon / 0.002 + f.nutationRate * DEG,
    latitudeSpeed: (b.lat - a.lat) / 0.002,
  };
}

const moon = new Float64Array(6);
const node = new Float64Array(2);

/**
 * True (osculating) ascending lunar node.
 * @param jdTT Julian day (TT), days
 * @returns longitude (degrees, true ecliptic and equinox of date), latitude 0, speed (degrees
 * per day, including the motion of the equinox)
 */
export function trueNode(jdTT: number): EclipticPosition {
  moonGeocentricState(jdTT, moon);
  const f = frameOfDate(jdTT);
  trueNodeFromStates(moon, earthHeliocentricState(jdTT), f.toEcliptic, f.equinoxRate, node);
  return { longitude: node[0], latitude: 0, distance: 0, longitudeSpeed: node[1], latitudeSpeed: 0 };
}

/**
 * The true node from the Moon's geocentric and the Earth's heliocentric states (what
 * {@link trueNode} does once it has them; also used with interpolated states).
 * @param moon the Moon's geometric geocentric state, EQJ (AU, AU/day)
 * @param e the Earth's heliocentric state, EQJ (AU, AU/day)
 * @param m rotation from EQJ to the ecliptic of date (the equinox wanted)
 * @param equinoxRate rate of that equinox, radians per day
 * @param out receives [longitude (degrees, [0, 360)), speed (degrees per day)]
 */
export function trueNodeFromStates(
  moon: ArrayLike<number>,
  e: ArrayLike<number>,
  m: ArrayLike<number>,
  equinoxRate: number,
  out: Float64Array,
): void {
  const rx = m[0] * moon[0] + m[1] * moon[1] + m[2] * moon[2];
  const ry = m[3] * moon[0] + m[4] * moon[1] + m[5] * moon[2];
  const rz = m[6] * moon[0] + m[7] * moon[1] + m[8] * moon[2];
  const vx = m[0] * moon[3] + m[1] * moon[4] + m[2] * moon[5];
  const vy = m[3] * moon[3] + m[4] * moon[4] + m[5] * moon[5];
  const vz = m[6] * moon[3] + m[7] * moon[4] + m[8] * moon[5];
  // Geocentric Sun (the Earth's heliocentric position reversed), ecliptic of date.
  const sx = -(m[0] * e[0] + m[1] * e[1] + m[2] * e[2]);
  const sy = -(m[3] * e[0] + m[4] * e[1] + m[5] * e[2]);
  const sz = -(m[6] * e[0] + m[7] * e[1] + m[8] * e[2]);
  // Solar tidal acceleration on the Moon relative to the Earth.
  const dx = sx - rx,
    dy = sy - ry,
    dz = sz - rz;
  const d3 = (dx * dx + dy * dy + dz * dz) ** 1.5;
  const s3 = (sx * sx + sy * sy + sz * sz) ** 1.5;
  const ax = GM_SUN * (dx / d3 - sx / s3);
  const ay = GM_SUN * (dy / d3 - sy / s3);
  const az = GM_SUN * (dz / d3 - sz / s3);
  // Orbital angular momentum h = r × v and its rate r × a.
  const hx = ry * vz - rz * vy;
  const hy = rz * vx - rx * vz;
  const hxDot = ry * az - rz * ay;
  const hyDot = rz * ax - rx * az;
  const lon = Math.atan2(hx, -hy) * DEG;
  const rate = (hx * hyDot - hy * hxDot) / (hx * hx + hy * hy);
  out[0] = norm360(lon);
  out[1] = (rate + equinoxRate) * DEG;
}
