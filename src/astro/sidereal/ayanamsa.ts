/**
 * Ayanamsas: the distance of the tropical zodiac's 0° Aries from the sidereal one, as the Swiss
 * Ephemeris 2.10 defines each (its table `ayanamsa[]` in sweph.h): an initial value at an epoch,
 * carried to the date by precession measured on the ecliptic of the epoch; for ayanamsas whose
 * epoch value was fixed with an older precession model, the offset between that model and the
 * default (Vondrák 2011) at the epoch is taken off, so that sidereal positions stay where the
 * definition puts them. `true-chitra` keeps Spica (Citra) at 180° sidereal: the star's apparent
 * longitude less 180°. The ayanamsa of date includes the nutation in longitude (sidereal
 * longitude = apparent tropical longitude of the true equinox − ayanamsa of date).
 */

import { deltaTSeconds } from '../time/delta-t.ts';
import { frameOfDate } from '../ephemeris/frames.ts';
import { apparentStarPlace } from '../fixed-stars/apparent-place.ts';
import { SPICA } from '../fixed-stars/spica.ts';
import { precessionMatrix, rotate, rotateBack, vondrakObliquity, type PrecessionModel } from './precession-models.ts';

const DEG = 180 / Math.PI;
const J1900 = 2415020.0;

/** The ayanamsas offered. */
export const AYANAMSAS = [
  'lahiri', 'fagan-bradley', 'raman', 'krishnamurti', 'yukteshwar', 'true-chitra', 'deluce', 'djwhal-khul',
] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];

/** An ayanamsa defined by its value at an epoch. */
interface EpochDefinition {
  /** Epoch, Julian day (TT unless `epochIsUT`). */
  epoch: number;
  epochIsUT: boolean;
  /** Ayanamsa at the epoch, degrees. */
  value: number;
  /** Precession model the epoch value was fixed with (undefined: the default one). */
  model?: PrecessionModel;
}

/** Swiss Ephemeris 2.10 definitions (SE_SIDM_* numbers in the comments). */
const DEFINITIONS: Record<Exclude<Ayanamsa, 'true-chitra'>, EpochDefinition> = {
  /** 0: Fagan/Bradley, 24°02′31.36″ at 1950. */
  'fagan-bradley': { epoch: 2433282.42346, epochIsUT: false, value: 24.042044444, model: 'newcomb' },
  /** 1: Lahiri, 23°15′00.658″ at 21 March 1956 (Indian Astronomical Ephemeris), less the nutation then. */
  lahiri: { epoch: 2435553.5, epochIsUT: false, value: 23.250182778 - 0.004658035, model: 'iau-1976' },
  /** 2: De Luce, 0 in the year 1 AD. */
  deluce: { epoch: 1721057.5, epochIsUT: true, value: 0 },
  /** 3: Raman. */
  raman: { epoch: J1900, epochIsUT: false, value: 360 - 338.98556, model: 'newcomb' },
  /** 5: Krishnamurti. */
  krishnamurti: { epoch: J1900, epochIsUT: false, value: 360 - 337.636111, model: 'newcomb' },
  /** 6: Djwhal Khul (Aquarius entered on 1 July 2117). */
  'djwhal-khul': { epoch: J1900, epochIsUT: false, value: 360 - 333.0369024 },
  /** 7: Sri Yukteshwar. */
  yukteshwar: { epoch: J1900, epochIsUT: false, value: 360 - 338.917778 },
};

/** Longitude (radians) on the ecliptic of `epoch` of the mean equinox of `jdTT`, by `model`. */
function equinoxLongitudeAtEpoch(jdTT: number, epoch: number, fromModel: PrecessionModel, toModel: PrecessionModel): number {
  // The equinox of jdTT (x axis of its mean equator) → J2000 → mean equator of the epoch.
  const atJ2000 = rotateBack(precessionMatrix(jdTT, fromModel), [1, 0, 0]);
  const [x, y, z] = rotate(precessionMatrix(epoch, toModel), atJ2000);
  const eps = vondrakObliquity(epoch);
  const ye = y * Math.cos(eps) + z * Math.sin(eps);
  return Math.atan2(ye, x);
}

function epochTT(d: EpochDefinition): number {
  return d.epochIsUT ? d.epoch + deltaTSeconds(d.epoch) / 86400 : d.epoch;
}

/**
 * Mean ayanamsa (without nutation) of an epoch-defined ayanamsa.
 * @returns degrees
 */
function meanEpochAyanamsa(d: EpochDefinition, jdTT: number): number {
  const t0 = epochTT(d);
  let aya = -equinoxLongitudeAtEpoch(jdTT, t0, 'vondrak-2011', 'vondrak-2011') * DEG + d.value;
  if (d.model) aya -= equinoxLongitudeAtEpoch(t0, t0, 'vondrak-2011', d.model) * DEG;
  return ((aya % 360) + 360) % 360;
}

/**
 * The ayanamsa of a date, nutation included.
 * @param name ayanamsa
 * @param jdTT Julian day (TT)
 * @returns degrees: sidereal longitude = tropical apparent longitude − this
 */
export function ayanamsaOfDate(name: Ayanamsa, jdTT: number): number {
  if (name === 'true-chitra') {
    const aya = apparentStarPlace(SPICA, jdTT).longitude - 180;
    return ((aya % 360) + 360) % 360;
  }
  return meanEpochAyanamsa(DEFINITIONS[name], jdTT) + frameOfDate(jdTT).nutationLongitude * DEG;
}

/**
 * Rate of an ayanamsa, by a central difference over ±0.5 day.
 * @returns degrees per day
 */
export function ayanamsaRate(name: Ayanamsa, jdTT: number): number {
  let d = ayanamsaOfDate(name, jdTT + 0.5) - ayanamsaOfDate(name, jdTT - 0.5);
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}
