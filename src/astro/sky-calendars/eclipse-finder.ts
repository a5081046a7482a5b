/**
 * Global eclipses from this thread's interpolated sky (geometric geocentric Moon, heliocentric
 * Earth: about a microsecond a sample), fast enough for every transit response: candidates are
 * the mean syzygies (Meeus ch. 49) with the Moon near the ecliptic, and each is solved by
 * minimising the distance between a shadow axis and the body it falls on. The shadow model is
 * astronomy-engine's (its MoonShadow and EarthShadow: the Earth's shadow enlarged by an 88 km
 * atmosphere, the Earth a sphere of 6371 km) with the Sun's direction corrected for aberration,
 * and the tests check the results against its searches and the Swiss Ephemeris.
 *
 * Conventions: greatest eclipse is the instant the shadow axis passes nearest the Earth's centre
 * (solar) or the Moon's centre is nearest the axis of the Earth's shadow (lunar). Instants are
 * UT Julian days, through the service's ΔT.
 */

import { DEG, RAD } from '../angles.ts';
import { KM_PER_AU, SYNODIC_MONTH } from '../constants.ts';
import { C_AU_PER_DAY } from '../ephemeris/apparent.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { terrestrialFromUniversal, universalFromTerrestrial } from '../time/delta-t.ts';

export const SUN_RADIUS_KM = 695_700;
export const MOON_RADIUS_KM = 1737.4;
export const EARTH_RADIUS_KM = 6371;
/** The Earth's radius with the atmosphere's effective thickness for lunar eclipses. */
export const EARTH_SHADOW_RADIUS_KM = 6371 + 88;

/** The mean new moon of lunation 0 (2000-01-06), JDE; lunation k is k mean synodic months later. */
const LUNATION_ZERO = 2451550.09766;
/** Mean syzygies are within 15 hours of the true ones; greatest eclipse within 2 more. */
const WINDOW_DAYS = 1.2;
/** Screening: the Moon's ecliptic latitude at the mean syzygy (eclipses need |β| < 1.6° at the true one). */
const LATITUDE_SCREEN_DEG = 2.6;
/** sin and cos of the J2000 obliquity (EQJ → ecliptic, for the screen's latitude). */
const SIN_EPS = Math.sin(23.4392911 * RAD);
const COS_EPS = Math.cos(23.4392911 * RAD);

/** A shadow at an instant: the axis's distance from the target's centre and the cones' radii there, km. */
export interface Shadow {
  /** Distance of the target's centre from the shadow axis. */
  r: number;
  /** Umbra radius at the target's distance (negative: beyond the vertex, antumbra). */
  k: number;
  /** Penumbra radius at the target's distance. */
  p: number;
  /** Distance from the shadow-casting body to the Sun, km. */
  sunDistance: number;
}

const moon = new Float64Array(6);
const earth = new Float64Array(6);

/**
 * The Moon's shadow on the Earth (solar) or the Earth's on the Moon (lunar) at a TT instant.
 * @param jdTT Julian day (TT)
 */
export function shadowAt(kind: 'solar' | 'lunar', jdTT: number): Shadow {
  const sky = sharedInterpolatedSky();
  sky.bodyState('moon', jdTT, moon);
  sky.earthState(jdTT, earth);
  // The Sun where it is seen (aberration: the Earth's motion during the light's 8.3 minutes),
  // as the Swiss Ephemeris places it: the heliocentric Earth less its velocity × light time.
  const lightTime = Math.hypot(earth[0], earth[1], earth[2]) / C_AU_PER_DAY;
  earth[0] -= earth[3] * lightTime;
  earth[1] -= earth[4] * lightTime;
  earth[2] -= earth[5] * lightTime;
  // Solar: the target is the Earth seen from the Moon, the axis the heliocentric Moon's
  // direction. Lunar: the target is the geocentric Moon, the axis the heliocentric Earth's.
  const tx = kind === 'solar' ? -moon[0] : moon[0];
  const ty = kind === 'solar' ? -moon[1] : moon[1];
  const tz = kind === 'solar' ? -moon[2] : moon[2];
  const dx = kind === 'solar' ? earth[0] + moon[0] : earth[0];
  const dy = kind === 'solar' ? earth[1] + moon[1] : earth[1];
  const dz = kind === 'solar' ? earth[2] + moon[2] : earth[2];
  const radius = kind === 'solar' ? MOON_RADIUS_KM : EARTH_SHADOW_RADIUS_KM;
  const d2 = dx * dx + dy * dy + dz * dz;
  const u = (dx * tx + dy * ty + dz * tz) / d2;
  const r = KM_PER_AU * Math.hypot(u * dx - tx, u * dy - ty, u * dz - tz);
  return {
    r,
    k: SUN_RADIUS_KM - (1 + u) * (SUN_RADIUS_KM - radius),
    p: -SUN_RADIUS_KM + (1 + u) * (SUN_RADIUS_KM + radius),
    sunDistance: Math.sqrt(d2) * KM_PER_AU,
  };
}

/** The Moon's ecliptic latitude (J2000 ecliptic), degrees, at a TT instant. */
function moonLatitude(jdTT: number): number {
  sharedInterpolatedSky().bodyState('moon', jdTT, moon);
  const z = -SIN_EPS * moon[1] + COS_EPS * moon[2];
  return Math.asin(z / Math.hypot(moon[0], moon[1], moon[2])) * DEG;
}

/** The instant in [a, b] (TT) where the shadow axis passes nearest its target, by golden section to 0.1 s. */
function nearest(kind: 'solar' | 'lunar', a: number, b: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let x1 = b - g * (b - a);
  let x2 = a + g * (b - a);
  let f1 = shadowAt(kind, x1).r;
  let f2 = shadowAt(kind, x2).r;
  while (b - a > 1e-6) {
    if (f1 < f2) {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - g * (b - a);
      f1 = shadowAt(kind, x1).r;
    } else {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + g * (b - a);
      f2 = shadowAt(kind, x2).r;
    }
  }
  return (a + b) / 2;
}

/**
 * The instant (TT) between `inside` and `outside` where `f` changes sign (f(inside) < 0), by
 * bisection to 0.1 s.
 */
export function crossing(f: (jdTT: number) => number, inside: number, outside: number): number {
  for (let k = 0; k < 40 && Math.abs(outside - inside) > 1e-6; k++) {
    const middle = (inside + outside) / 2;
    if (f(middle) < 0) inside = middle;
    else outside = middle;
  }
  return (inside + outside) / 2;
}

/** A global eclipse found: its greatest instant and the shadow then. */
export interface FoundEclipse {
  kind: 'solar' | 'lunar';
  /** Greatest eclipse, TT and UT Julian days. */
  peakTT: number;
  peakUT: number;
  shadow: Shadow;
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
      const peakTT = nearest(kind, mean - WINDOW_DAYS, mean + WINDOW_DAYS);
      const shadow = shadowAt(kind, peakTT);
      const happens = kind === 'solar' ? shadow.r < shadow.p + EARTH_RADIUS_KM : shadow.r - MOON_RADIUS_KM < shadow.p;
      if (!happens) continue;
      const peakUT = universalFromTerrestrial(peakTT);
      if (peakUT >= startUT && peakUT < endUT) out.push({ kind, peakTT, peakUT, shadow });
    }
  }
  return out.sort((a, b) => a.peakUT - b.peakUT);
}
