/**
 * The two sky events the Chinese calendar is built on, found by Newton's method on our
 * ephemeris (apparent geocentric longitudes on the true ecliptic of date, ΔT from the service's
 * model): the Sun reaching a given longitude (the solar terms) and the new moon (the Moon's
 * longitude equal to the Sun's). Instants are Julian days (UT).
 */

import { norm360, wrap180 } from '../angles.ts';
import { SYNODIC_MONTH } from '../constants.ts';
import { apparentBodyPosition } from '../ephemeris/apparent.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';

/** Mean tropical year, days. */
export const TROPICAL_YEAR = 365.242189;
/** Newton stops when a step is below this, days (≈ 0.01 s). */
const TOLERANCE_DAYS = 1e-7;

/** `x` wrapped to [−180, 180). */

/**
 * The Sun's apparent longitude and its speed at a UT instant.
 * @param jdUT Julian day (UT)
 * @returns longitude in degrees [0, 360) and speed in degrees per day
 */
export function sunLongitude(jdUT: number): { longitude: number; speed: number } {
  const p = apparentBodyPosition('sun', terrestrialFromUniversal(jdUT));
  return { longitude: p.longitude, speed: p.longitudeSpeed };
}

/** The Moon's elongation from the Sun (Moon − Sun longitude), degrees [0, 360), and its rate, degrees per day. */
export function moonElongation(jdUT: number): { elongation: number; speed: number } {
  const jdTT = terrestrialFromUniversal(jdUT);
  const sun = apparentBodyPosition('sun', jdTT);
  const moon = apparentBodyPosition('moon', jdTT);
  return { elongation: norm360(moon.longitude - sun.longitude), speed: moon.longitudeSpeed - sun.longitudeSpeed };
}

function newton(f: (jd: number) => { offset: number; speed: number }, guess: number): number {
  let jd = guess;
  for (let i = 0; i < 20; i++) {
    const { offset, speed } = f(jd);
    const step = offset / speed;
    jd -= step;
    if (Math.abs(step) < TOLERANCE_DAYS) return jd;
  }
  return jd;
}

/**
 * The instant the Sun's apparent longitude reaches `longitude`, the first at or after `fromJdUT`.
 * @param longitude target, degrees (a multiple of 15° for a solar term)
 * @param fromJdUT Julian day (UT) to search from
 * @returns Julian day (UT)
 */
export function sunReaches(longitude: number, fromJdUT: number): number {
  const now = sunLongitude(fromJdUT);
  const ahead = norm360(longitude - now.longitude);
  const target = (jd: number) => {
    const s = sunLongitude(jd);
    return { offset: wrap180(s.longitude - longitude), speed: s.speed };
  };
  let jd = newton(target, fromJdUT + ahead / (360 / TROPICAL_YEAR));
  if (jd < fromJdUT - TOLERANCE_DAYS) jd = newton(target, jd + TROPICAL_YEAR);
  return jd;
}

/** The new moon nearest to `guessJdUT` (within half a month of it). */
export function newMoonNear(guessJdUT: number): number {
  return newton((jd) => {
    const m = moonElongation(jd);
    return { offset: wrap180(m.elongation), speed: m.speed };
  }, guessJdUT);
}

/** The last new moon at or before `jdUT`. */
export function newMoonAtOrBefore(jdUT: number): number {
  const { elongation } = moonElongation(jdUT);
  let nm = newMoonNear(jdUT - (elongation / 360) * SYNODIC_MONTH);
  if (nm > jdUT) nm = newMoonNear(nm - SYNODIC_MONTH);
  return nm;
}

/** The first new moon after `jdUT`. */
export function newMoonAfter(jdUT: number): number {
  const { elongation } = moonElongation(jdUT);
  let nm = newMoonNear(jdUT + ((360 - elongation) / 360) * SYNODIC_MONTH);
  if (nm <= jdUT) nm = newMoonNear(nm + SYNODIC_MONTH);
  return nm;
}
