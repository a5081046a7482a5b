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

import { DEG, norm360 } from '../angles.ts';
import { chebyshevValue, lobattoCoefficients, lobattoNode } from '../ephemeris/chebyshev.ts';
import { type FrameOfDate, frameOfDate } from '../ephemeris/frames.ts';
import { apparentStarPlace } from '../fixed-stars/apparent-place.ts';
import { SPICA } from '../fixed-stars/spica.ts';
import { deltaTSeconds } from '../time/delta-t.ts';
import { type PrecessionModel, precessionMatrix, rotate, rotateBack, vondrakObliquity } from './precession-models.ts';

const J1900 = 2415020.0;

/** The ayanamsas offered. */
/** Display names of the ayanamsas (as the images and the reports print them). */
export const AYANAMSA_NAMES: Readonly<Record<Ayanamsa, string>> = {
  lahiri: 'Lahiri',
  'fagan-bradley': 'Fagan/Bradley',
  raman: 'Raman',
  krishnamurti: 'Krishnamurti',
  yukteshwar: 'Sri Yukteshwar',
  'true-chitra': 'True Chitra',
  deluce: 'De Luce',
  'djwhal-khul': 'Djwhal Khul',
};

export const AYANAMSAS = [
  'lahiri',
  'fagan-bradley',
  'raman',
  'krishnamurti',
  'yukteshwar',
  'true-chitra',
  'deluce',
  'djwhal-khul',
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

/** What a definition needs at its epoch, computed once: the epoch's precession and obliquity, and the model offset. */
interface EpochFrame {
  /** Rotation J2000 → mean equator of the epoch (Vondrák 2011). */
  precession: number[];
  cosEps: number;
  sinEps: number;
  /** Value at the epoch less the offset of the definition's precession model, degrees. */
  value: number;
}
const epochFrames = new Map<EpochDefinition, EpochFrame>();

/** Longitude (radians) on the ecliptic of the epoch of a mean equinox given at J2000. */
function longitudeOnEpochEcliptic(
  frame: { precession: number[]; cosEps: number; sinEps: number },
  atJ2000: readonly number[],
): number {
  const [x, y, z] = rotate(frame.precession, atJ2000);
  return Math.atan2(y * frame.cosEps + z * frame.sinEps, x);
}

function epochFrame(d: EpochDefinition): EpochFrame {
  let f = epochFrames.get(d);
  if (!f) {
    const t0 = d.epochIsUT ? d.epoch + deltaTSeconds(d.epoch) / 86400 : d.epoch;
    const eps = vondrakObliquity(t0);
    const base = { precession: precessionMatrix(t0, 'vondrak-2011'), cosEps: Math.cos(eps), sinEps: Math.sin(eps) };
    // The epoch's own equinox carried to J2000 by the default model and back by the definition's:
    // the longitude it lands at is what the definition's model put differently.
    const offset = d.model
      ? longitudeOnEpochEcliptic(
          { ...base, precession: precessionMatrix(t0, d.model) },
          rotateBack(base.precession, [1, 0, 0]),
        ) * DEG
      : 0;
    f = { ...base, value: d.value - offset };
    epochFrames.set(d, f);
  }
  return f;
}

/**
 * Mean ayanamsa (without nutation) of an epoch-defined ayanamsa, evaluated from its definition:
 * the mean equinox of the date carried to the epoch, its longitude there on the epoch's ecliptic
 * taken from the epoch value (one Vondrák precession matrix per call: the `sidereal` benchmark
 * measures what it adds to a chart).
 * @returns degrees
 */
export function exactMeanEpochAyanamsa(name: Exclude<Ayanamsa, 'true-chitra'>, jdTT: number): number {
  const d = DEFINITIONS[name];
  const f = epochFrame(d);
  const aya =
    -longitudeOnEpochEcliptic(f, rotateBack(precessionMatrix(jdTT, 'vondrak-2011'), [1, 0, 0])) * DEG + f.value;
  return norm360(aya);
}

/**
 * The mean ayanamsa is precession only (periods of centuries and longer): it is read from
 * Chebyshev fits of degree {@link MEAN_FIT_DEGREE} over {@link MEAN_FIT_DAYS}-day segments,
 * each fitted from the definition the first time a date in it is asked for (within 1e-6″ of
 * the definition; test/astro/sidereal/ayanamsa-fit.test.ts measures it).
 */
const MEAN_FIT_DAYS = 4096;
const MEAN_FIT_DEGREE = 10;
const MEAN_FIT_EPOCH = 2451544.5;
/** Fitted segments per ayanamsa, by segment index. */
const meanFits = new Map<string, Map<number, Float64Array>>();

function meanEpochAyanamsa(name: Exclude<Ayanamsa, 'true-chitra'>, jdTT: number): number {
  const u = (jdTT - MEAN_FIT_EPOCH) / MEAN_FIT_DAYS;
  const index = Math.floor(u);
  let fits = meanFits.get(name);
  if (!fits) meanFits.set(name, (fits = new Map()));
  let c = fits.get(index);
  if (!c) {
    const samples = new Float64Array(MEAN_FIT_DEGREE + 1);
    const first = exactMeanEpochAyanamsa(name, MEAN_FIT_EPOCH + index * MEAN_FIT_DAYS);
    for (let k = 0; k <= MEAN_FIT_DEGREE; k++) {
      const t = MEAN_FIT_EPOCH + (index + (lobattoNode(k, MEAN_FIT_DEGREE) + 1) / 2) * MEAN_FIT_DAYS;
      // Unwrapped near the segment's first value (an ayanamsa near 0° or 360°, De Luce's in antiquity).
      let v = exactMeanEpochAyanamsa(name, t);
      v -= 360 * Math.round((v - first) / 360);
      samples[k] = v;
    }
    c = lobattoCoefficients(samples, MEAN_FIT_DEGREE);
    fits.set(index, c);
  }
  return chebyshevValue(c, 2 * (u - index) - 1);
}

/** The last true-chitra value computed (the charts of one request ask for the same instant). */
let lastChitra = { jdTT: NaN, degrees: NaN };

/**
 * The ayanamsa of a date, nutation included.
 * @param name ayanamsa
 * @param jdTT Julian day (TT)
 * @param frame the instant's frame when the caller has it (its nutation is used)
 * @returns degrees: sidereal longitude = tropical apparent longitude − this
 */
export function ayanamsaOfDate(name: Ayanamsa, jdTT: number, frame?: FrameOfDate): number {
  if (name === 'true-chitra') {
    if (lastChitra.jdTT !== jdTT) {
      const aya = apparentStarPlace(SPICA, jdTT).longitude - 180;
      lastChitra = { jdTT, degrees: norm360(aya) };
    }
    return lastChitra.degrees;
  }
  const aya = meanEpochAyanamsa(name, jdTT) + (frame ?? frameOfDate(jdTT)).nutationLongitude * DEG;
  return aya < 0 ? aya + 360 : aya >= 360 ? aya - 360 : aya;
}

/**
 * Rate of an ayanamsa: the general precession in longitude of date (the nutation's rate left
 * out, as the Swiss Ephemeris's sidereal speeds leave it out; the stars' own motion is 1e-8°/day).
 * @returns degrees per day
 */
export function ayanamsaRate(jdTT: number, frame?: FrameOfDate): number {
  const f = frame ?? frameOfDate(jdTT);
  return (f.equinoxRate - f.nutationRate) * DEG;
}
