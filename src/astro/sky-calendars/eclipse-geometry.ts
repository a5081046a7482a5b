/**
 * What an eclipse found by eclipse-finder.ts is: the solar eclipse's type (with hybrids), magnitude
 * and gamma, the lunar eclipse's type, magnitudes and contacts, from the shadow at and around
 * greatest eclipse; and the Saros series of either.
 */

import { SYNODIC_MONTH } from '../constants.ts';
import {
  crossing,
  EARTH_RADIUS_KM,
  type FoundEclipse,
  MOON_RADIUS_KM,
  SUN_RADIUS_KM,
  shadowAt,
} from './eclipse-finder.ts';

export interface SolarGeometry {
  type: 'total' | 'annular' | 'hybrid' | 'partial';
  /**
   * Magnitude at greatest eclipse: for a central eclipse the ratio of the Moon's apparent
   * diameter to the Sun's on the shadow axis; otherwise the fraction of the Sun's diameter
   * covered where the eclipse is greatest.
   */
  magnitude: number;
  /** Distance of the shadow axis from the Earth's centre, Earth radii. */
  gamma: number;
}

/** Half a central path's longest duration, days: the axis meets the Earth for under 4 hours. */
const CENTRAL_HALF_SPAN = 0.125;

/**
 * A solar eclipse's type and magnitude. Central when the shadow axis meets the Earth: total
 * when the umbra reaches the surface there, annular when only the antumbra does; hybrid when
 * it is total there but annular where the axis grazes the Earth's limb, as the central path
 * begins or ends (the surface is farther from the Moon there).
 */
export function solarGeometry(eclipse: FoundEclipse): SolarGeometry {
  const { r, k, p, sunDistance } = eclipse.shadow;
  const gamma = r / EARTH_RADIUS_KM;
  // The umbra's radius grows by (R☉ − R☾) / d per km nearer the Moon.
  const slope = (SUN_RADIUS_KM - MOON_RADIUS_KM) / sunDistance;
  if (r < EARTH_RADIUS_KM) {
    const nearer = Math.sqrt(EARTH_RADIUS_KM * EARTH_RADIUS_KM - r * r);
    const umbra = k + nearer * slope;
    // Moon–surface distance on the axis: where the umbra's radius would be zero is R☾ / slope from the Moon.
    const moonToSurface = (MOON_RADIUS_KM - umbra) / slope;
    const magnitude = MOON_RADIUS_KM / moonToSurface / (SUN_RADIUS_KM / (moonToSurface + sunDistance));
    if (umbra <= 0) return { type: 'annular', magnitude, gamma };
    const limbUmbra = (direction: -1 | 1) => {
      const t = crossing(
        (x) => shadowAt('solar', x).r - EARTH_RADIUS_KM,
        eclipse.peakTT,
        eclipse.peakTT + direction * CENTRAL_HALF_SPAN,
      );
      return shadowAt('solar', t).k;
    };
    return { type: Math.min(limbUmbra(-1), limbUmbra(1)) < 0 ? 'hybrid' : 'total', magnitude, gamma };
  }
  const magnitude = (p - (r - EARTH_RADIUS_KM)) / (p - k);
  return { type: 'partial', magnitude: Math.max(0, magnitude), gamma };
}

export interface LunarKind {
  type: 'total' | 'partial' | 'penumbral';
  /** Fraction of the Moon's diameter inside the umbra at greatest eclipse (negative: outside it). */
  umbralMagnitude: number;
  /** Fraction of the Moon's diameter inside the penumbra. */
  penumbralMagnitude: number;
}

/** A lunar eclipse's type and magnitudes, from the shadow at greatest eclipse. */
export function lunarKind(eclipse: FoundEclipse): LunarKind {
  const { r, k, p } = eclipse.shadow;
  return {
    type: r + MOON_RADIUS_KM < k ? 'total' : r - MOON_RADIUS_KM < k ? 'partial' : 'penumbral',
    umbralMagnitude: (k + MOON_RADIUS_KM - r) / (2 * MOON_RADIUS_KM),
    penumbralMagnitude: (p + MOON_RADIUS_KM - r) / (2 * MOON_RADIUS_KM),
  };
}

/** Contacts of a lunar eclipse, TT Julian days; null for phases the eclipse does not reach. */
export interface LunarContacts {
  penumbralBegin: number;
  partialBegin: number | null;
  totalBegin: number | null;
  totalEnd: number | null;
  partialEnd: number | null;
  penumbralEnd: number;
}

/** The instants the Moon's limb enters and leaves each shadow, by bisection either side of greatest eclipse. */
export function lunarContacts(eclipse: FoundEclipse, type: LunarKind['type']): LunarContacts {
  const peak = eclipse.peakTT;
  const contact = (edge: (s: { k: number; p: number }) => number, direction: -1 | 1) =>
    crossing(
      (t) => {
        const s = shadowAt('lunar', t);
        return s.r - edge(s);
      },
      peak,
      peak + direction * 0.3,
    );
  const penumbral = (s: { p: number }) => s.p + MOON_RADIUS_KM;
  const partial = (s: { k: number }) => s.k + MOON_RADIUS_KM;
  const total = (s: { k: number }) => s.k - MOON_RADIUS_KM;
  const partialToo = type !== 'penumbral';
  const totalToo = type === 'total';
  return {
    penumbralBegin: contact(penumbral, -1),
    partialBegin: partialToo ? contact(partial, -1) : null,
    totalBegin: totalToo ? contact(total, -1) : null,
    totalEnd: totalToo ? contact(total, 1) : null,
    partialEnd: partialToo ? contact(partial, 1) : null,
    penumbralEnd: contact(penumbral, 1),
  };
}

/** The instant of the new moon of lunation 0 (2000-01-06, Meeus), JD. */
const LUNATION_ZERO = 2451550.09766;

/**
 * The Saros series of an eclipse. Eclipses one saros (223 lunations) apart share a series; one
 * inex (358 lunations) later is the next series. From an eclipse of known series (solar
 * 2017-08-21, Saros 145; lunar 2022-11-08, Saros 136), the lunation difference n = 223 a + 358 b
 * gives the series as known + b, with b the representative of n · 358⁻¹ (mod 223) nearest zero.
 * @param jd the instant of greatest eclipse, Julian day
 * @param kind solar or lunar
 */
export function sarosNumber(jd: number, kind: 'solar' | 'lunar'): number {
  const anchor = kind === 'solar' ? { lunation: 218, saros: 145 } : { lunation: 282.5, saros: 136 };
  const lunation =
    Math.round((jd - LUNATION_ZERO) / SYNODIC_MONTH - (kind === 'lunar' ? 0.5 : 0)) + (kind === 'lunar' ? 0.5 : 0);
  const n = Math.round(lunation - anchor.lunation);
  // 358 ≡ 135 (mod 223); 135⁻¹ ≡ 38 (mod 223) since 135 · 38 = 5130 = 23 · 223 + 1.
  let b = (((n * 38) % 223) + 223) % 223;
  if (b > 111) b -= 223;
  return anchor.saros + b;
}
