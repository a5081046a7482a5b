/**
 * Apparent places of stars: catalogue position (ICRS, epoch J2000.0) carried to the date by
 * the star's space motion (proper motion, parallax, radial velocity), seen from the Earth
 * (annual parallax), deflected by the Sun's gravity (behind the solar disk by the mass the ray
 * passes, solar-deflection.ts), displaced by the annual aberration, and
 * rotated to the true ecliptic and equinox of date (IAU 2006 precession, IAU 2000B nutation,
 * frame bias). The steps of the Explanatory Supplement (1992, §3.2), as the Swiss Ephemeris's
 * swe_fixstar does them.
 */

import { DEG } from '../angles.ts';
import { J2000, KM_PER_AU } from '../constants.ts';
import { C_AU_PER_DAY } from '../ephemeris/apparent.ts';
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { deflectingMassFraction } from './solar-deflection.ts';

const MAS = Math.PI / 648000000;
/** 2·GM☉/c², AU. */
const SCHWARZSCHILD_2 = 1.97412574336e-8;
/** The Sun's radius, AU (696,000 km). */
const SOLAR_RADIUS_AU = 696000 / KM_PER_AU;
/** Kilometres per second in AU per day. */
const KMS_TO_AU_PER_DAY = 86400 / KM_PER_AU;

/** A catalogue star (ICRS, epoch and equinox J2000.0). */
export interface CatalogueStar {
  /** Right ascension at J2000.0, degrees. */
  ra: number;
  /** Declination at J2000.0, degrees. */
  dec: number;
  /** Proper motion in right ascension times cos(dec), milliarcseconds per Julian year. */
  pmRa: number;
  /** Proper motion in declination, milliarcseconds per Julian year. */
  pmDec: number;
  /** Parallax, milliarcseconds (0 when unknown). */
  parallax: number;
  /** Radial velocity, km/s (positive receding; 0 when unknown). */
  radialVelocity: number;
}

/** An apparent ecliptic place. */
export interface StarPlace {
  /** Ecliptic longitude of date, degrees [0, 360) (true equinox). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
}

const earth = new Float64Array(6);
let earthJd = NaN;
const motions = new WeakMap<CatalogueStar, Float64Array>();

/**
 * A star's barycentric position at J2000.0 (AU) and space velocity (AU/day), kept per star.
 */
function motionOf(star: CatalogueStar): Float64Array {
  let m = motions.get(star);
  if (!m) {
    const ra = star.ra / DEG,
      dec = star.dec / DEG;
    const cr = Math.cos(ra),
      sr = Math.sin(ra),
      cd = Math.cos(dec),
      sd = Math.sin(dec);
    // Distance in AU (a star without parallax is put far enough for the parallax to vanish).
    const dist = star.parallax > 0 ? 1 / (star.parallax * MAS) : 1e12;
    // Proper motion across the line of sight, radial velocity along it.
    const pa = (star.pmRa * MAS * dist) / 365.25,
      pd = (star.pmDec * MAS * dist) / 365.25;
    const rv = star.parallax > 0 ? star.radialVelocity * KMS_TO_AU_PER_DAY : 0;
    m = Float64Array.of(
      dist * cd * cr,
      dist * cd * sr,
      dist * sd,
      -pa * sr - pd * sd * cr + rv * cd * cr,
      pa * cr - pd * sd * sr + rv * cd * sr,
      pd * cd + rv * sd,
    );
    motions.set(star, m);
  }
  return m;
}

/**
 * Apparent ecliptic place of a star.
 * @param star catalogue entry
 * @param jdTT Julian day (TT)
 * @returns longitude and latitude of date, degrees
 */
export function apparentStarPlace(star: CatalogueStar, jdTT: number): StarPlace {
  const m0 = motionOf(star);
  const dt = jdTT - J2000;
  let x = m0[0] + dt * m0[3];
  let y = m0[1] + dt * m0[4];
  let z = m0[2] + dt * m0[5];
  // From the Earth (annual parallax); the Earth's state from the worker's interpolated sky.
  const e = earth;
  if (earthJd !== jdTT) {
    sharedInterpolatedSky().earthState(jdTT, e);
    earthJd = jdTT;
  }
  x -= e[0];
  y -= e[1];
  z -= e[2];
  const r = Math.sqrt(x * x + y * y + z * z);
  let ux = x / r,
    uy = y / r,
    uz = z / r;
  // Light deflection by the Sun (the star's heliocentric direction ≈ its geocentric one).
  const re = Math.sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
  const ex = e[0] / re,
    ey = e[1] / re,
    ez = e[2] / re;
  const eu = ex * ux + ey * uy + ez * uz;
  // Behind the solar disk only the mass within the ray's distance from the Sun's centre bends it.
  const sinFromSun = Math.sqrt(Math.max(0, 1 - eu * eu));
  const massShare = eu < 0 ? deflectingMassFraction(sinFromSun / (SOLAR_RADIUS_AU / re)) : 1;
  const g = (SCHWARZSCHILD_2 * massShare) / re / (1 + eu);
  ux += g * (ex - eu * ux);
  uy += g * (ey - eu * uy);
  uz += g * (ez - eu * uz);
  // Annual aberration (first order, renormalised).
  const bx = e[3] / C_AU_PER_DAY,
    by = e[4] / C_AU_PER_DAY,
    bz = e[5] / C_AU_PER_DAY;
  const ub = ux * bx + uy * by + uz * bz;
  ux += bx - ub * ux;
  uy += by - ub * uy;
  uz += bz - ub * uz;
  // To the true ecliptic and equinox of date.
  const m = frameOfDate(jdTT).toEcliptic;
  const X = m[0] * ux + m[1] * uy + m[2] * uz;
  const Y = m[3] * ux + m[4] * uy + m[5] * uz;
  const Z = m[6] * ux + m[7] * uy + m[8] * uz;
  let lon = Math.atan2(Y, X) * DEG;
  if (lon < 0) lon += 360;
  return { longitude: lon, latitude: Math.atan2(Z, Math.hypot(X, Y)) * DEG };
}
