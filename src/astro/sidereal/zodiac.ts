/**
 * The zodiac a chart is given in: tropical (the default) or sidereal by a named ayanamsa.
 * Sidereal longitudes are the tropical apparent ones less the ayanamsa of date, speeds less its
 * rate; whole-sign houses are counted from the sign of the sidereal Ascendant.
 */

import type { FrameOfDate } from '../ephemeris/frames.ts';
import { inputError } from '../errors.ts';
import { AYANAMSAS, type Ayanamsa, ayanamsaOfDate, ayanamsaRate } from './ayanamsa.ts';

export type Zodiac = 'tropical' | 'sidereal';
export const ZODIACS: readonly Zodiac[] = ['tropical', 'sidereal'];
/** The ayanamsa used when a sidereal chart names none. */
export const DEFAULT_AYANAMSA: Ayanamsa = 'lahiri';

/** The sidereal frame of one instant. */
export interface SiderealFrame {
  ayanamsa: Ayanamsa;
  /** Ayanamsa of date (nutation included), degrees. */
  degrees: number;
  /** Its rate, degrees per day. */
  rate: number;
}

/**
 * Check the zodiac options and, for a sidereal chart, compute the ayanamsa of the instant.
 * @param zodiac `tropical` (default) or `sidereal`
 * @param ayanamsa one of {@link AYANAMSAS} (default lahiri; only with `sidereal`)
 * @param jdTT Julian day (TT)
 * @param frame the instant's frame when the caller has it (saves computing the nutation again)
 * @returns null for tropical
 * @throws BirthDataError naming `zodiac` or `ayanamsa`
 */
export function resolveZodiac(
  zodiac: string | undefined | null,
  ayanamsa: string | undefined | null,
  jdTT: number,
  frame?: FrameOfDate,
): SiderealFrame | null {
  const z = zodiac ?? 'tropical';
  if (!(ZODIACS as readonly string[]).includes(z))
    throw inputError(
      'zodiac',
      'unknown_value',
      { kind: 'among', values: ['tropical', 'sidereal'] },
      'tropical or sidereal',
    );
  if (ayanamsa !== undefined && ayanamsa !== null && !(AYANAMSAS as readonly string[]).includes(ayanamsa)) {
    throw inputError(
      'ayanamsa',
      'unknown_value',
      { kind: 'among', values: AYANAMSAS },
      `one of ${AYANAMSAS.join(', ')}`,
    );
  }
  if (z === 'tropical') {
    if (ayanamsa !== undefined && ayanamsa !== null)
      throw inputError(
        'ayanamsa',
        'invalid_format',
        { kind: 'siderealOnly' },
        'an ayanamsa only with zodiac "sidereal"',
      );
    return null;
  }
  const name = (ayanamsa ?? DEFAULT_AYANAMSA) as Ayanamsa;
  return { ayanamsa: name, degrees: ayanamsaOfDate(name, jdTT, frame), rate: ayanamsaRate(jdTT, frame) };
}

/** A tropical longitude (degrees) in the sidereal frame, [0, 360). */
export function siderealLongitude(tropical: number, frame: SiderealFrame): number {
  let l = tropical - frame.degrees;
  // (A floating-point % is a call: only for a longitude outside [0, 360).)
  if (l < -360 || l >= 360) l %= 360;
  if (l < 0) l += 360;
  return l >= 360 ? 0 : l;
}

/**
 * House cusps in the sidereal frame: whole-sign cusps are the sidereal signs from the
 * Ascendant's; every other system's cusps are turned by the ayanamsa.
 * @param cusps tropical cusps, degrees
 * @param ascendant tropical Ascendant, degrees
 * @param wholeSign whether the system used is whole sign
 */
export function siderealCusps(
  cusps: readonly number[],
  ascendant: number,
  frame: SiderealFrame,
  wholeSign: boolean,
): number[] {
  if (wholeSign) {
    const first = Math.floor(siderealLongitude(ascendant, frame) / 30) * 30;
    return cusps.map((_, i) => (first + 30 * i) % 360);
  }
  return cusps.map((c) => siderealLongitude(c, frame));
}
