/**
 * The Moon's phase at an instant: one of eight names from its elongation, the illuminated
 * fraction of its disc, and its geocentric distance and apparent diameter.
 *
 * Phase names: each of the four exact phases (new 0°, first quarter 90°, full 180°, last quarter
 * 270° of elongation, the Moon's apparent longitude minus the Sun's) names the 45° around it,
 * and the four between name the rest: `new` for elongations in [337.5°, 22.5°),
 * `waxing-crescent` [22.5°, 67.5°), `first-quarter` [67.5°, 112.5°), `waxing-gibbous`
 * [112.5°, 157.5°), `full` [157.5°, 202.5°), `waning-gibbous` [202.5°, 247.5°), `last-quarter`
 * [247.5°, 292.5°), `waning-crescent` [292.5°, 337.5°).
 */

import { DEG, norm360 } from '../angles.ts';
import { KM_PER_AU } from '../constants.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';

export const PHASE_NAMES = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

/** The Moon's mean radius, km (IAU). */
export const MOON_RADIUS_KM = 1737.4;

/**
 * The phase name of an elongation.
 * @param elongation the Moon's longitude minus the Sun's, degrees (any real)
 */
export function phaseName(elongation: number): PhaseName {
  const e = norm360(elongation);
  return PHASE_NAMES[Math.floor((e + 22.5) / 45) % 8];
}

export interface MoonDisc {
  /** Illuminated fraction of the disc seen from the Earth's centre, 0–1. */
  illumination: number;
  /** Geocentric distance of the Moon's centre, km. */
  distanceKm: number;
  /** Apparent diameter seen from the Earth's centre, arcminutes. */
  apparentDiameterArcmin: number;
}

const moon = new Float64Array(6);
const earth = new Float64Array(6);

/**
 * The Moon's disc at an instant, from the geometric geocentric Moon and heliocentric Earth of
 * this thread's interpolated sky: the phase angle i is the angle at the Moon between the Sun
 * and the Earth, the illuminated fraction (1 + cos i) / 2 (light time, under 1.3 s for the Moon,
 * is neglected: it changes the fraction by less than 1e-5).
 * @param jdUT Julian day (UT), 1800–2400
 */
export function moonDisc(jdUT: number): MoonDisc {
  const jdTT = terrestrialFromUniversal(jdUT);
  const sky = sharedInterpolatedSky();
  sky.bodyState('moon', jdTT, moon);
  sky.earthState(jdTT, earth);
  // Moon → Earth is −moon; Moon → Sun is −earth − moon (the Sun at the heliocentric origin).
  const ex = -moon[0],
    ey = -moon[1],
    ez = -moon[2];
  const sx = -earth[0] - moon[0],
    sy = -earth[1] - moon[1],
    sz = -earth[2] - moon[2];
  const distance = Math.hypot(ex, ey, ez);
  const cosI = (ex * sx + ey * sy + ez * sz) / (distance * Math.hypot(sx, sy, sz));
  const distanceKm = distance * KM_PER_AU;
  return {
    illumination: (1 + cosI) / 2,
    distanceKm,
    apparentDiameterArcmin: 2 * Math.asin(MOON_RADIUS_KM / distanceKm) * DEG * 60,
  };
}
