/**
 * Global eclipses from this thread's interpolated sky: candidates are the mean syzygies (Meeus
 * ch. 49) with the Moon near the ecliptic, each solved for its greatest instant, then tested
 * with the shadow. The shadow model is the Swiss Ephemeris's (swecl.c, 2.10), so that types,
 * magnitudes and contacts are classified as it classifies them:
 *
 * - apparent geocentric Sun and Moon on the true equator of date (light time, aberration);
 *   radii: Sun 696 000 km, Moon 1 738.15 km, Earth 6 378.14 km;
 * - solar: the Earth's flattening (1/298.25642) applied by stretching the Sun's and Moon's z
 *   coordinates, refined once for the latitude of the shadow's point; the umbra and penumbra
 *   diameters on the fundamental plane through the Earth's centre;
 * - lunar: the Earth's shadow enlarged by 1/50 for the atmosphere (Chauvenet's rule, as the
 *   Astronomical Almanac) and then scaled by 0.99405 (umbra) and 0.98813 (penumbra) "for better
 *   agreement with NASA", the net enlargement about 1.4 % (umbra) and 0.8 % (penumbra) of the
 *   geometric radii; the Moon's radius divided by the cone's cosine at the contacts.
 *
 * Greatest eclipse is the instant the centres come nearest: the Sun's and Moon's seen from the
 * Earth's centre (solar), the Sun's and Earth's seen from the Moon (lunar). Instants are TT
 * Julian days here, UT through the service's ΔT in the results.
 */

import { DEG, RAD } from '../angles.ts';
import { KM_PER_AU, SYNODIC_MONTH } from '../constants.ts';
import { C_AU_PER_DAY } from '../ephemeris/apparent.ts';
import { frameOfDate } from '../ephemeris/frames.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { terrestrialFromUniversal, universalFromTerrestrial } from '../time/delta-t.ts';

/** Radii of the shadow model, km (the Swiss Ephemeris's: diameters 1 392 000, 3 476.3, 2 × 6 378.14). */
export const SUN_RADIUS_KM = 696_000;
export const MOON_RADIUS_KM = 1738.15;
export const EARTH_RADIUS_KM = 6378.14;
/** The Earth's flattening (the Swiss Ephemeris's EARTH_OBLATENESS). */
const EARTH_FLATTENING = 1 / 298.25642;
/** The Earth's shadow enlarged by the atmosphere: 1/50 (Chauvenet), then the Swiss Ephemeris's NASA factors. */
const ATMOSPHERE = 1 + 1 / 50;
const UMBRA_FACTOR = 0.99405;
const PENUMBRA_FACTOR = 0.98813;

/** The mean new moon of lunation 0 (2000-01-06), JDE; lunation k is k mean synodic months later. */
const LUNATION_ZERO = 2451550.09766;
/** Screening: the Moon's ecliptic latitude at the mean syzygy (eclipses need |β| < 1.6° at the true one). */
const LATITUDE_SCREEN_DEG = 2.6;

/** The cones on the fundamental plane (through the Earth's centre, solar; the Moon's, lunar), km. */
export interface Shadow {
  /** Distance of the shadow axis from the target's centre (the Earth's, stretched for its flattening; the Moon's). */
  r0: number;
  /** Diameter of the umbra on the fundamental plane; for the Moon's shadow negative where it converges (umbra), positive beyond its vertex (antumbra). */
  d0: number;
  /** Diameter of the penumbra on the fundamental plane. */
  D0: number;
  /** Cosines of the umbra's and the penumbra's half-angles. */
  cosf1: number;
  cosf2: number;
}

/** The Moon's shadow where it meets the Earth: the cones and the point nearest the Moon on the axis. */
export interface SolarShadow extends Shadow {
  /**
   * Umbra diameter at the shadow's point on the Earth (where the axis meets the surface; else the
   * axis's point nearest the Earth's centre), km: negative total, positive annular.
   */
  core: number;
  /** That point, geocentric, true equator of date, km. */
  point: number[];
  /** The Sun and the Moon, geocentric, true equator of date, km. */
  sun: number[];
  moon: number[];
}

/** The rotation from EQJ to the true equator and equinox of date, row-major. */
export type EquatorFrame = Float64Array;

/**
 * The rotation EQJ → true equator of date at an instant. One serves the hours around an
 * eclipse: the equator moves by 0.1″ a day, which shifts the flattening's effect by millimetres.
 * @param jdTT Julian day (TT)
 */
export function equatorFrame(jdTT: number): EquatorFrame {
  const frame = frameOfDate(jdTT);
  const m = frame.toEcliptic;
  const c = Math.cos(frame.trueObliquity);
  const s = Math.sin(frame.trueObliquity);
  const out = new Float64Array(9);
  for (let j = 0; j < 3; j++) {
    out[j] = m[j];
    out[3 + j] = c * m[3 + j] - s * m[6 + j];
    out[6 + j] = s * m[3 + j] + c * m[6 + j];
  }
  return out;
}

const moonState = new Float64Array(6);
const earthState = new Float64Array(6);
const sun = new Float64Array(3);
const moon = new Float64Array(3);

/**
 * Apparent geocentric Sun and Moon at a TT instant into `sun` and `moon`, km, equator of date:
 * the Sun with the annual aberration (the Earth's heliocentric velocity over c, to first order),
 * the Moon where it was a light time ago.
 */
function placeSunAndMoon(jdTT: number, frame: EquatorFrame): void {
  const sky = sharedInterpolatedSky();
  sky.earthState(jdTT, earthState);
  sky.bodyState('moon', jdTT, moonState);
  const e = earthState;
  const re = Math.sqrt(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]);
  const bx = e[3] / C_AU_PER_DAY;
  const by = e[4] / C_AU_PER_DAY;
  const bz = e[5] / C_AU_PER_DAY;
  // u = −e/|e|; u + β − (u·β)u, times |e|.
  const ub = -(e[0] * bx + e[1] * by + e[2] * bz) / re;
  const sx = -e[0] + re * bx + ub * e[0];
  const sy = -e[1] + re * by + ub * e[1];
  const sz = -e[2] + re * bz + ub * e[2];
  const m = moonState;
  const tau = Math.sqrt(m[0] * m[0] + m[1] * m[1] + m[2] * m[2]) / C_AU_PER_DAY;
  const mx = m[0] - tau * m[3];
  const my = m[1] - tau * m[4];
  const mz = m[2] - tau * m[5];
  for (let i = 0; i < 3; i++) {
    const r0 = frame[3 * i] * KM_PER_AU;
    const r1 = frame[3 * i + 1] * KM_PER_AU;
    const r2 = frame[3 * i + 2] * KM_PER_AU;
    sun[i] = r0 * sx + r1 * sy + r2 * sz;
    moon[i] = r0 * mx + r1 * my + r2 * mz;
  }
}

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: ArrayLike<number>) => Math.sqrt(dot(a, a));

const rm = new Float64Array(3);
const rs = new Float64Array(3);
const axis = new Float64Array(3);
const solar: SolarShadow = {
  r0: 0,
  d0: 0,
  D0: 0,
  cosf1: 1,
  cosf2: 1,
  core: 0,
  point: [0, 0, 0],
  sun: [0, 0, 0],
  moon: [0, 0, 0],
};

/**
 * The Moon's shadow on the Earth at a TT instant (swecl.c's eclipse_where).
 * @param jdTT Julian day (TT)
 * @param frame equatorFrame of a nearby instant
 * @returns a shared object, overwritten by the next call: copy what you keep
 */
export function solarShadow(jdTT: number, frame: EquatorFrame): SolarShadow {
  placeSunAndMoon(jdTT, frame);
  const point = solar.point;
  let squash = 1 - EARTH_FLATTENING;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < 3; i++) {
      rm[i] = moon[i];
      rs[i] = sun[i];
    }
    rm[2] /= squash;
    rs[2] /= squash;
    for (let i = 0; i < 3; i++) axis[i] = rm[i] - rs[i];
    const dsm = norm(axis);
    for (let i = 0; i < 3; i++) axis[i] /= dsm;
    const sinf1 = (SUN_RADIUS_KM - MOON_RADIUS_KM) / dsm;
    const sinf2 = (SUN_RADIUS_KM + MOON_RADIUS_KM) / dsm;
    const cosf1 = Math.sqrt(1 - sinf1 * sinf1);
    const cosf2 = Math.sqrt(1 - sinf2 * sinf2);
    const s0 = -dot(rm, axis);
    const dm = norm(rm);
    solar.r0 = Math.sqrt(Math.max(0, dm * dm - s0 * s0));
    solar.d0 = ((s0 / dsm) * 2 * (SUN_RADIUS_KM - MOON_RADIUS_KM) - 2 * MOON_RADIUS_KM) / cosf1;
    solar.D0 = ((s0 / dsm) * 2 * (SUN_RADIUS_KM + MOON_RADIUS_KM) + 2 * MOON_RADIUS_KM) / cosf2;
    solar.cosf1 = cosf1;
    solar.cosf2 = cosf2;
    // The axis's point on the surface (or nearest the centre), back in true coordinates.
    const under = s0 * s0 + EARTH_RADIUS_KM * EARTH_RADIUS_KM - dm * dm;
    const s = s0 - (under > 0 ? Math.sqrt(under) : 0);
    for (let i = 0; i < 3; i++) point[i] = rm[i] + s * axis[i];
    point[2] *= squash;
    if (pass === 0) {
      const latitude = Math.atan2(point[2], Math.hypot(point[0], point[1]));
      const c = Math.cos(latitude);
      const k = 1 - EARTH_FLATTENING;
      squash = (k * k) / Math.sqrt(c * c + k * k * (1 - c * c));
    }
  }
  const toPoint = Math.hypot(moon[0] - point[0], moon[1] - point[1], moon[2] - point[2]);
  const dsmTrue = Math.hypot(moon[0] - sun[0], moon[1] - sun[1], moon[2] - sun[2]);
  solar.core = ((toPoint / dsmTrue) * 2 * (SUN_RADIUS_KM - MOON_RADIUS_KM) - 2 * MOON_RADIUS_KM) * solar.cosf1;
  for (let i = 0; i < 3; i++) {
    solar.sun[i] = sun[i];
    solar.moon[i] = moon[i];
  }
  return solar;
}

const lunar: Shadow = { r0: 0, d0: 0, D0: 0, cosf1: 1, cosf2: 1 };

/**
 * The Earth's shadow on the Moon at a TT instant (swecl.c's lun_eclipse_how): the cones at the
 * Moon's distance, enlarged for the atmosphere.
 * @param jdTT Julian day (TT)
 * @param frame equatorFrame of a nearby instant
 * @returns a shared object, overwritten by the next call: copy what you keep
 */
export function lunarShadow(jdTT: number, frame: EquatorFrame): Shadow {
  placeSunAndMoon(jdTT, frame);
  const dsm = norm(sun);
  const f1 = (SUN_RADIUS_KM - EARTH_RADIUS_KM) / dsm;
  const f2 = (SUN_RADIUS_KM + EARTH_RADIUS_KM) / dsm;
  const cosf1 = Math.sqrt(1 - f1 * f1);
  const cosf2 = Math.sqrt(1 - f2 * f2);
  // The Moon's distance beyond the Earth along the axis from the Sun through the Earth.
  const s0 = -dot(moon, sun) / dsm;
  const dm = norm(moon);
  const earth = 2 * EARTH_RADIUS_KM;
  const sunD = 2 * SUN_RADIUS_KM;
  lunar.r0 = Math.sqrt(Math.max(0, dm * dm - s0 * s0));
  lunar.d0 = ((Math.abs((s0 / dsm) * (sunD - earth) - earth) * ATMOSPHERE) / cosf1 / cosf1) * UMBRA_FACTOR;
  lunar.D0 = ((((s0 / dsm) * (sunD + earth) + earth) * ATMOSPHERE) / cosf2 / cosf2) * PENUMBRA_FACTOR;
  lunar.cosf1 = cosf1;
  lunar.cosf2 = cosf2;
  return lunar;
}

/**
 * 1 − cos of the angle between the centres: solar, the Sun's and the Moon's from the Earth's
 * centre; lunar, the Sun's and the Earth's from the Moon. Near-quadratic in time around its
 * least value, greatest eclipse.
 */
function centresApart(kind: 'solar' | 'lunar', jdTT: number, frame: EquatorFrame): number {
  placeSunAndMoon(jdTT, frame);
  if (kind === 'solar') return 1 - dot(sun, moon) / (norm(sun) * norm(moon));
  // From the Moon: the Sun at sun − moon, the Earth at −moon.
  for (let i = 0; i < 3; i++) rs[i] = sun[i] - moon[i];
  return 1 + dot(rs, moon) / (norm(rs) * norm(moon));
}

/** Half-widths of the successive parabola fits, days: from the mean syzygy (within 15 hours) to 0.01 s. */
const FIT_STEPS = [0.5, 0.1, 0.01, 0.001, 0.0001];

/**
 * Greatest eclipse: the instant the centres pass nearest (the Swiss Ephemeris takes the limbs,
 * whose radii change too slowly to move it by a second), by parabolas through three samples
 * ever closer to it.
 */
function nearestApproach(kind: 'solar' | 'lunar', mean: number, frame: EquatorFrame): number {
  let t = mean;
  for (const h of FIT_STEPS) {
    const a = centresApart(kind, t - h, frame);
    const b = centresApart(kind, t, frame);
    const c = centresApart(kind, t + h, frame);
    const curvature = a - 2 * b + c;
    const step = curvature > 0 ? (h * (a - c)) / (2 * curvature) : a < c ? -h : h;
    t += Math.max(-3 * h, Math.min(3 * h, step));
  }
  return t;
}

/** sin and cos of the J2000 obliquity (EQJ → ecliptic, for the screen's latitude). */
const SIN_EPS = Math.sin(23.4392911 * RAD);
const COS_EPS = Math.cos(23.4392911 * RAD);

/** The Moon's ecliptic latitude (J2000 ecliptic: near enough for the screen), degrees, at a TT instant. */
function moonLatitude(jdTT: number): number {
  sharedInterpolatedSky().bodyState('moon', jdTT, moonState);
  const z = -SIN_EPS * moonState[1] + COS_EPS * moonState[2];
  return Math.asin(z / norm(moonState)) * DEG;
}

/**
 * The instant (TT) between `inside` and `outside` where `f` changes sign (f(inside) < 0), to
 * 0.1 s: regula falsi with the Illinois step (the shadow's edges are near-linear in time, so a
 * few evaluations do), bisection when `f` does not change sign.
 */
export function crossing(f: (jdTT: number) => number, inside: number, outside: number): number {
  let a = inside;
  let b = outside;
  let fa = f(a);
  let fb = f(b);
  if (!(fa < 0 && fb >= 0)) return bisection(f, inside, outside);
  let side = 0;
  for (let k = 0; k < 60; k++) {
    const c = b - (fb * (b - a)) / (fb - fa);
    const fc = f(c);
    if (fc < 0) {
      if (Math.abs(c - a) < 1e-6) return c;
      a = c;
      fa = fc;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      if (Math.abs(b - c) < 1e-6) return c;
      b = c;
      fb = fc;
      if (side === 1) fa /= 2;
      side = 1;
    }
    if (Math.abs(b - a) < 1e-6) break;
  }
  return (a + b) / 2;
}

function bisection(f: (jdTT: number) => number, inside: number, outside: number): number {
  for (let k = 0; k < 40 && Math.abs(outside - inside) > 1e-6; k++) {
    const middle = (inside + outside) / 2;
    if (f(middle) < 0) inside = middle;
    else outside = middle;
  }
  return (inside + outside) / 2;
}

/** A global eclipse found: its greatest instant and the frame of its hours. */
export interface FoundEclipse {
  kind: 'solar' | 'lunar';
  /** Greatest eclipse, TT and UT Julian days. */
  peakTT: number;
  peakUT: number;
  /** The rotation to the equator of date for this eclipse's hours. */
  frame: EquatorFrame;
}

/** Whether the penumbra touches the target at an instant (the Swiss Ephemeris's tests). */
function happens(kind: 'solar' | 'lunar', jdTT: number, frame: EquatorFrame): boolean {
  if (kind === 'solar') {
    const s = solarShadow(jdTT, frame);
    return s.r0 <= EARTH_RADIUS_KM * s.cosf2 + s.D0 / 2;
  }
  const s = lunarShadow(jdTT, frame);
  return s.D0 / 2 >= s.r0 - MOON_RADIUS_KM / s.cosf2;
}

/**
 * Every eclipse whose greatest instant falls in [startUT, endUT), in time order.
 * @param kinds which kinds to look for
 */
export function findEclipses(
  startUT: number,
  endUT: number,
  kinds: readonly ('solar' | 'lunar')[] = ['solar', 'lunar'],
): FoundEclipse[] {
  const out: FoundEclipse[] = [];
  const startTT = terrestrialFromUniversal(startUT);
  const endTT = terrestrialFromUniversal(endUT);
  const first = Math.floor((startTT - LUNATION_ZERO) / SYNODIC_MONTH) - 1;
  const last = Math.ceil((endTT - LUNATION_ZERO) / SYNODIC_MONTH) + 1;
  for (let lunation = first; lunation <= last; lunation++) {
    for (const kind of kinds) {
      const k = kind === 'solar' ? lunation : lunation + 0.5;
      const t = k / 1236.85;
      const mean = LUNATION_ZERO + SYNODIC_MONTH * k + 0.00015437 * t * t;
      if (Math.abs(moonLatitude(mean)) > LATITUDE_SCREEN_DEG) continue;
      const frame = equatorFrame(mean);
      const peakTT = nearestApproach(kind, mean, frame);
      if (!happens(kind, peakTT, frame)) continue;
      const peakUT = universalFromTerrestrial(peakTT);
      if (peakUT >= startUT && peakUT < endUT) out.push({ kind, peakTT, peakUT, frame });
    }
  }
  return out.sort((a, b) => a.peakUT - b.peakUT);
}
