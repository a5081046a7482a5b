/**
 * What an eclipse found by eclipse-finder.ts is, classified as the Swiss Ephemeris classifies it
 * (swecl.c, 2.10): the solar eclipse's type (central or not; total, annular, hybrid, partial),
 * magnitude, gamma and global contacts; the lunar eclipse's type, magnitudes and contacts; and
 * the Saros series of either.
 */

import { SYNODIC_MONTH } from '../constants.ts';
import {
  crossing,
  EARTH_RADIUS_KM,
  type FoundEclipse,
  lunarShadow,
  MOON_RADIUS_KM,
  type Shadow,
  SUN_RADIUS_KM,
  solarShadow,
} from './eclipse-finder.ts';

export interface SolarGeometry {
  type: 'total' | 'annular' | 'hybrid' | 'partial';
  /** Whether the shadow's axis meets the Earth (a non-central total or annular eclipse has only the cone's edge on it). */
  central: boolean;
  /**
   * Magnitude at greatest eclipse: for a total or annular eclipse the ratio of the Moon's
   * apparent diameter to the Sun's where the shadow's axis meets the Earth (non-central: the
   * surface point nearest the axis); for a partial one the fraction of the Sun's diameter
   * covered there.
   */
  magnitude: number;
  /** Distance of the shadow axis from the Earth's centre, equatorial Earth radii (flattening included). */
  gamma: number;
  /** When the umbra (or antumbra) first and last touches the Earth, TT; null for a partial eclipse. */
  umbral: [number, number] | null;
}

/** Contacts of a solar eclipse, TT Julian days; null for phases the eclipse does not reach. */
export interface SolarContacts {
  /** The penumbra first and last touches the Earth. */
  partialBegin: number;
  partialEnd: number;
  /** The umbra (or antumbra) first and last touches the Earth. */
  totalBegin: number | null;
  totalEnd: number | null;
  /** The shadow's axis first and last meets the Earth. */
  centralBegin: number | null;
  centralEnd: number | null;
}

/** How far either side of greatest eclipse a contact is sought, days (a penumbra crosses the Earth in under 6 hours each way). */
const CONTACT_SPAN = 0.3;

/** Solar contacts' edges: each is negative while the phase lasts. */
const SOLAR_EDGES = {
  partial: (s: Shadow) => s.r0 - (s.D0 / 2 + EARTH_RADIUS_KM / s.cosf1),
  total: (s: Shadow) => s.r0 - (Math.abs(s.d0) / 2 + EARTH_RADIUS_KM / s.cosf2),
  central: (s: Shadow) => s.r0 - EARTH_RADIUS_KM / s.cosf2,
};

/** The instants either side of greatest eclipse where a solar edge changes sign, TT. */
function solarContact(eclipse: FoundEclipse, edge: (s: Shadow) => number): [number, number] {
  const f = (t: number) => edge(solarShadow(t, eclipse.frame));
  const peak = eclipse.peakTT;
  return [crossing(f, peak, peak - CONTACT_SPAN), crossing(f, peak, peak + CONTACT_SPAN)];
}

/** The Moon's apparent diameter over the Sun's, seen from a geocentric point (km). */
function diameterRatio(point: readonly number[], sun: readonly number[], moon: readonly number[]): number {
  const from = (body: readonly number[]) => Math.hypot(body[0] - point[0], body[1] - point[1], body[2] - point[2]);
  return MOON_RADIUS_KM / from(moon) / (SUN_RADIUS_KM / from(sun));
}

/**
 * A solar eclipse's type and magnitude at greatest eclipse. Central when the axis meets the
 * Earth (r0 ≤ R⊕·cos f1), non-central total or annular when only the umbra's or antumbra's
 * edge does (r0 ≤ R⊕·cos f1 + |d0|/2), partial otherwise; total or annular by the sign of the
 * umbra's diameter at the shadow's point; a total eclipse is hybrid when that diameter has the
 * other sign as the umbra first or last touches the Earth.
 */
export function solarGeometry(eclipse: FoundEclipse): SolarGeometry {
  const s = solarShadow(eclipse.peakTT, eclipse.frame);
  const gamma = s.r0 / EARTH_RADIUS_KM;
  const central = s.r0 <= EARTH_RADIUS_KM * s.cosf1;
  if (!central && s.r0 > EARTH_RADIUS_KM * s.cosf1 + Math.abs(s.d0) / 2) {
    // The fraction of the Sun's diameter covered where the penumbra reaches deepest.
    const umbraRadius = -s.d0 / 2;
    const magnitude = (s.D0 / 2 - (s.r0 - EARTH_RADIUS_KM)) / (s.D0 / 2 - umbraRadius);
    return { type: 'partial', central: false, magnitude: Math.max(0, magnitude), gamma, umbral: null };
  }
  // Non-central: the surface point nearest the axis.
  const scale = central ? 1 : EARTH_RADIUS_KM / Math.hypot(...s.point);
  const magnitude = diameterRatio(
    s.point.map((x) => x * scale),
    s.sun,
    s.moon,
  );
  const annular = s.core > 0;
  const umbral = solarContact(eclipse, SOLAR_EDGES.total);
  if (annular) return { type: 'annular', central, magnitude, gamma, umbral };
  const hybrid = umbral.some((t) => solarShadow(t, eclipse.frame).core > 0);
  return { type: hybrid ? 'hybrid' : 'total', central, magnitude, gamma, umbral };
}

/** A solar eclipse's global contacts (the Swiss Ephemeris's swe_sol_eclipse_when_glob instants). */
export function solarContacts(eclipse: FoundEclipse, geometry: SolarGeometry): SolarContacts {
  const [partialBegin, partialEnd] = solarContact(eclipse, SOLAR_EDGES.partial);
  const [totalBegin, totalEnd] = geometry.umbral ?? [null, null];
  const [centralBegin, centralEnd] = geometry.central ? solarContact(eclipse, SOLAR_EDGES.central) : [null, null];
  return { partialBegin, partialEnd, totalBegin, totalEnd, centralBegin, centralEnd };
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
  const s = lunarShadow(eclipse.peakTT, eclipse.frame);
  const umbra = s.d0 / 2;
  const type =
    umbra >= s.r0 + MOON_RADIUS_KM / s.cosf1
      ? 'total'
      : umbra >= s.r0 - MOON_RADIUS_KM / s.cosf1
        ? 'partial'
        : 'penumbral';
  return {
    type,
    umbralMagnitude: (umbra - s.r0 + MOON_RADIUS_KM) / (2 * MOON_RADIUS_KM),
    penumbralMagnitude: (s.D0 / 2 - s.r0 + MOON_RADIUS_KM) / (2 * MOON_RADIUS_KM),
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

/**
 * The instants the Moon's limb enters and leaves each shadow (P1, U1, U2, U3, U4, P4), by
 * bisection either side of greatest eclipse; the Moon's radius divided by the cone's cosine,
 * as the Swiss Ephemeris does.
 */
export function lunarContacts(eclipse: FoundEclipse, type: LunarKind['type']): LunarContacts {
  const peak = eclipse.peakTT;
  const contact = (edge: (s: Shadow) => number, direction: -1 | 1) =>
    crossing(
      (t) => {
        const s = lunarShadow(t, eclipse.frame);
        return s.r0 - edge(s);
      },
      peak,
      peak + direction * CONTACT_SPAN,
    );
  const penumbral = (s: Shadow) => s.D0 / 2 + MOON_RADIUS_KM / s.cosf2;
  const partial = (s: Shadow) => s.d0 / 2 + MOON_RADIUS_KM / s.cosf1;
  const total = (s: Shadow) => s.d0 / 2 - MOON_RADIUS_KM / s.cosf1;
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
