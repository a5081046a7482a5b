/**
 * Greenwich apparent sidereal time, following the Swiss Ephemeris 2.10 conventions so that the
 * ARMC of a chart agrees with the reference data:
 *
 * - 1850-01-01 … 2050-01-01 (UT): IERS Conventions 2010 — Earth rotation angle plus the
 *   precession polynomial in TT, the largest complementary terms, plus the equation of the
 *   equinoxes Δψ·cos ε.
 * - Outside that interval: a long-term model — the mean longitude of the Sun (corrected for
 *   aberration of light time) carried to the mean equinox of date by precession, plus the hour
 *   angle of the mean Sun, plus Δψ·cos ε, minus a constant that joins it to the IERS model
 *   (a step of about 1.9″ in ARMC remains on 2050-01-01, as in the reference).
 */

import { RAD as D2R, norm360, DEG as R2D } from './angles.ts';
import { J2000 } from './constants.ts';
import { frameOfDate, meanObliquity } from './ephemeris/frames.ts';
import { deltaTSeconds } from './time/delta-t.ts';

const AS2R = Math.PI / 648000;
/** Interval (JD UT) of the IERS 2010 model; the long-term model applies outside. */
const IERS_START = 2396758.5;
const IERS_END = 2469807.5;
/** Offsets joining the long-term model at both ends, degrees. */
const OFFSET_BEFORE = 0.000378172;
const OFFSET_AFTER = 0.001385646;
/** Light time for 1 AU, days. */
const LIGHT_TIME_AU = 499.00478383615643 / 86400;

/** Complementary terms of the equation of the equinoxes (the largest, µas), degrees. */
function complementaryTerms(tt: number): number {
  const om = 2.1824392 - 33.757045 * tt;
  const l = 2.35555598 + 8328.6914269554 * tt;
  const lp = 6.24006013 + 628.301955 * tt;
  const f = 1.627905234 + 8433.466158131 * tt;
  const d = 5.198466741 + 7771.3771468121 * tt;
  const fdo = 2 * f - 2 * d;
  let s = -0.87 * Math.sin(om) * tt;
  s += 2640.96 * Math.sin(om) - 0.39 * Math.cos(om);
  s += 63.52 * Math.sin(2 * om) - 0.02 * Math.cos(2 * om);
  s += 11.75 * Math.sin(fdo + 3 * om) + 0.01 * Math.cos(fdo + 3 * om);
  s += 11.21 * Math.sin(fdo + om) + 0.01 * Math.cos(fdo + om);
  s += -4.55 * Math.sin(fdo + 2 * om);
  s += 2.02 * Math.sin(2 * f + 3 * om);
  s += 1.98 * Math.sin(2 * f + om);
  s += -1.72 * Math.sin(3 * om);
  s += -1.41 * Math.sin(lp + om) - 0.01 * Math.cos(lp + om);
  s += -1.26 * Math.sin(lp - om) - 0.01 * Math.cos(lp - om);
  s += -0.63 * Math.sin(l - om);
  s += -0.63 * Math.sin(l + om);
  return s / 3.6e9;
}

/** Mean-equinox-of-date longitude of a J2000 mean-ecliptic longitude, degrees. */
function precessEclipticLongitude(lonJ2000Deg: number, jdTT: number): number {
  const t = (jdTT - J2000) / 36525;
  const lon = lonJ2000Deg * D2R;
  const e0 = meanObliquity(0);
  // J2000 ecliptic → J2000 equator
  const x0 = Math.cos(lon);
  const y0 = Math.sin(lon) * Math.cos(e0);
  const z0 = Math.sin(lon) * Math.sin(e0);
  // IAU 2006 Fukushima–Williams angles; mean ecliptic of date = R3(−ψ̄)·R1(φ̄)·R3(γ̄)
  const gamma = (10.556378 * t + 0.4932044 * t * t - 0.00031238 * t * t * t) * AS2R;
  const phi = (84381.412819 - 46.811016 * t + 0.0511268 * t * t + 0.00053289 * t * t * t) * AS2R;
  const psi = (5038.481484 * t + 1.5584175 * t * t - 0.00018522 * t * t * t) * AS2R;
  const cg = Math.cos(gamma),
    sg = Math.sin(gamma);
  const x1 = cg * x0 + sg * y0,
    y1 = -sg * x0 + cg * y0,
    z1 = z0;
  const cp = Math.cos(phi),
    sp = Math.sin(phi);
  const y2 = cp * y1 + sp * z1;
  const x2 = x1;
  const cs = Math.cos(-psi),
    ss = Math.sin(-psi);
  const x3 = cs * x2 + ss * y2,
    y3 = -ss * x2 + cs * y2;
  return Math.atan2(y3, x3) * R2D;
}

/**
 * Greenwich apparent sidereal time.
 * @param jdUT Julian day (UT), days
 * @returns sidereal time in degrees [0, 360)
 */
export function greenwichApparentSiderealTime(jdUT: number): number {
  const jdTT = jdUT + deltaTSeconds(jdUT) / 86400;
  const frame = frameOfDate(jdTT);
  const equationOfEquinoxes = frame.nutationLongitude * Math.cos(frame.trueObliquity) * R2D;
  if (jdUT <= IERS_START || jdUT >= IERS_END) {
    const tm = (jdTT - J2000) / 365250;
    let sun = 100.46645683 + (1295977422.83429 * tm - 2.04411 * tm * tm - 0.00523 * tm * tm * tm) / 3600;
    sun = norm360(sun - (LIGHT_TIME_AU * 360) / 365.2425);
    const meanSunOfDate = precessEclipticLongitude(sun, jdTT);
    const hour = ((((jdUT - 0.5) % 1) + 1) % 1) * 360;
    const offset = jdUT <= IERS_START ? OFFSET_BEFORE : OFFSET_AFTER;
    return norm360(meanSunOfDate + equationOfEquinoxes + hour - offset);
  }
  const jdrel = jdUT - J2000;
  const tt = (jdTT - J2000) / 36525;
  const era = norm360(((0.779057273264 + 0.00273781191135448 * jdrel + (jdrel % 1)) % 1) * 360);
  const poly =
    (0.014506 + tt * (4612.156534 + tt * (1.3915817 + tt * (-0.00000044 + tt * (-0.000029956 + tt * -0.0000000368))))) /
    3600;
  return norm360(era + poly + complementaryTerms(tt) + equationOfEquinoxes);
}
