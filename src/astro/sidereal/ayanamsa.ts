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
import { apparentStarPlace, type CatalogueStar } from '../fixed-stars/apparent-place.ts';
import { GALACTIC_CENTER, ZETA_PISCIUM } from '../fixed-stars/ayanamsa-stars.ts';
import { catalogueStar } from '../fixed-stars/catalogue.ts';
import { SPICA } from '../fixed-stars/spica.ts';
import { deltaTSeconds } from '../time/delta-t.ts';
import { type PrecessionModel, precessionMatrix, rotate, rotateBack, vondrakObliquity } from './precession-models.ts';

const J1900 = 2415020.0;

/** The ayanamsas tied to a star (or the galactic centre): the star's apparent longitude less a fixed sidereal longitude. */
export const STAR_AYANAMSAS = [
  'true-chitra',
  'true-revati',
  'true-pushya',
  'true-mula',
  'true-sheoran',
  'galactic-center-0-sagittarius',
  'galactic-center-gil-brand',
  'galactic-center-cochrane',
] as const;
export type StarAyanamsa = (typeof STAR_AYANAMSAS)[number];

/** The ayanamsas defined by a value at an epoch, carried by precession. */
export const EPOCH_AYANAMSAS = [
  'lahiri',
  'fagan-bradley',
  'raman',
  'krishnamurti',
  'yukteshwar',
  'deluce',
  'djwhal-khul',
  'ushashashi',
  'bhasin',
  'babylonian-kugler-1',
  'babylonian-kugler-2',
  'babylonian-kugler-3',
  'babylonian-huber',
  'babylonian-eta-piscium',
  'babylonian-aldebaran',
  'babylonian-britton',
  'hipparchos',
  'sassanian',
  'j2000',
  'j1900',
  'b1950',
  'suryasiddhanta',
  'suryasiddhanta-mean-sun',
  'aryabhata',
  'aryabhata-mean-sun',
  'aryabhata-522',
  'ss-revati',
  'ss-citra',
  'galactic-alignment-mardyks',
  'galactic-equator-fiorenza',
  'valens-moon',
  'lahiri-1940',
  'lahiri-vp285',
  'krishnamurti-vp291',
  'lahiri-icrc',
] as const;
export type EpochAyanamsa = (typeof EPOCH_AYANAMSAS)[number];

/** The ayanamsas offered: the first eight as they were, then the rest of the Swiss Ephemeris's set. */
export const AYANAMSAS = [
  'lahiri',
  'fagan-bradley',
  'raman',
  'krishnamurti',
  'yukteshwar',
  'true-chitra',
  'deluce',
  'djwhal-khul',
  ...EPOCH_AYANAMSAS.slice(7),
  ...STAR_AYANAMSAS.slice(1),
] as const;
export type Ayanamsa = EpochAyanamsa | StarAyanamsa;

/** Whether an ayanamsa follows a star (its value then carries the star's aberration and light deflection). */
export const isStarAyanamsa = (name: Ayanamsa): name is StarAyanamsa =>
  (STAR_AYANAMSAS as readonly string[]).includes(name);

/** Each ayanamsa's number in the Swiss Ephemeris (SE_SIDM_*). */
export const AYANAMSA_SE_NUMBERS: Readonly<Record<Ayanamsa, number>> = {
  'fagan-bradley': 0,
  lahiri: 1,
  deluce: 2,
  raman: 3,
  ushashashi: 4,
  krishnamurti: 5,
  'djwhal-khul': 6,
  yukteshwar: 7,
  bhasin: 8,
  'babylonian-kugler-1': 9,
  'babylonian-kugler-2': 10,
  'babylonian-kugler-3': 11,
  'babylonian-huber': 12,
  'babylonian-eta-piscium': 13,
  'babylonian-aldebaran': 14,
  hipparchos: 15,
  sassanian: 16,
  'galactic-center-0-sagittarius': 17,
  j2000: 18,
  j1900: 19,
  b1950: 20,
  suryasiddhanta: 21,
  'suryasiddhanta-mean-sun': 22,
  aryabhata: 23,
  'aryabhata-mean-sun': 24,
  'ss-revati': 25,
  'ss-citra': 26,
  'true-chitra': 27,
  'true-revati': 28,
  'true-pushya': 29,
  'galactic-center-gil-brand': 30,
  'galactic-alignment-mardyks': 34,
  'true-mula': 35,
  'aryabhata-522': 37,
  'babylonian-britton': 38,
  'true-sheoran': 39,
  'galactic-center-cochrane': 40,
  'galactic-equator-fiorenza': 41,
  'valens-moon': 42,
  'lahiri-1940': 43,
  'lahiri-vp285': 44,
  'krishnamurti-vp291': 45,
  'lahiri-icrc': 46,
};

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
  ushashashi: 'Usha/Shashi',
  bhasin: 'J.N. Bhasin',
  'babylonian-kugler-1': 'Babylonian (Kugler 1)',
  'babylonian-kugler-2': 'Babylonian (Kugler 2)',
  'babylonian-kugler-3': 'Babylonian (Kugler 3)',
  'babylonian-huber': 'Babylonian (Huber)',
  'babylonian-eta-piscium': 'Babylonian (Eta Piscium)',
  'babylonian-aldebaran': 'Babylonian (Aldebaran at 15° Taurus)',
  'babylonian-britton': 'Babylonian (Britton 2010)',
  hipparchos: 'Hipparchos',
  sassanian: 'Sassanian',
  j2000: 'J2000',
  j1900: 'J1900',
  b1950: 'B1950',
  suryasiddhanta: 'Suryasiddhanta',
  'suryasiddhanta-mean-sun': 'Suryasiddhanta (mean Sun)',
  aryabhata: 'Aryabhata',
  'aryabhata-mean-sun': 'Aryabhata (mean Sun)',
  'aryabhata-522': 'Aryabhata 522',
  'ss-revati': 'Suryasiddhanta Revati',
  'ss-citra': 'Suryasiddhanta Citra',
  'galactic-alignment-mardyks': 'Galactic alignment (Skydram/Mardyks)',
  'galactic-equator-fiorenza': 'Galactic equator (Fiorenza)',
  'valens-moon': 'Vettius Valens (Moon)',
  'lahiri-1940': 'Lahiri (1940)',
  'lahiri-vp285': 'Lahiri (VP285)',
  'krishnamurti-vp291': 'Krishnamurti (VP291)',
  'lahiri-icrc': 'Lahiri (ICRC)',
  'true-revati': 'True Revati',
  'true-pushya': 'True Pushya (PVRN Rao)',
  'true-mula': 'True Mula (Chandra Hari)',
  'true-sheoran': 'True Sheoran (Vedic)',
  'galactic-center-0-sagittarius': 'Galactic Centre at 0° Sagittarius',
  'galactic-center-gil-brand': 'Galactic Centre (Gil Brand)',
  'galactic-center-cochrane': 'Galactic Centre at 0° Capricorn (Cochrane)',
};

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

const J2000 = 2451545.0;
const B1950 = 2433282.42345905;
/** Epoch of the Suryasiddhanta and Aryabhata ayanamsas (499 CE, UT). */
const KALI_499 = 1903396.8128654;
const ARYABHATA_499 = 1903396.7895321;
const BABYLON = 1684532.5;

/**
 * Swiss Ephemeris 2.10 definitions (its table `ayanamsa[]` in sweph.h: epoch, value, whether the
 * epoch is UT, the precession model the value was fixed with; SE_SIDM_* numbers in
 * {@link AYANAMSA_SE_NUMBERS}).
 */
const DEFINITIONS: Record<EpochAyanamsa, EpochDefinition> = {
  /** Fagan/Bradley, 24°02′31.36″ at 1950. */
  'fagan-bradley': { epoch: 2433282.42346, epochIsUT: false, value: 24.042044444, model: 'newcomb' },
  /** Lahiri, 23°15′00.658″ at 21 March 1956 (Indian Astronomical Ephemeris), less the nutation then. */
  lahiri: { epoch: 2435553.5, epochIsUT: false, value: 23.250182778 - 0.004658035, model: 'iau-1976' },
  /** De Luce, 0 in the year 1 AD. */
  deluce: { epoch: 1721057.5, epochIsUT: true, value: 0 },
  raman: { epoch: J1900, epochIsUT: false, value: 360 - 338.98556, model: 'newcomb' },
  krishnamurti: { epoch: J1900, epochIsUT: false, value: 360 - 337.636111, model: 'newcomb' },
  /** Djwhal Khul (Aquarius entered on 1 July 2117). */
  'djwhal-khul': { epoch: J1900, epochIsUT: false, value: 360 - 333.0369024 },
  yukteshwar: { epoch: J1900, epochIsUT: false, value: 360 - 338.917778 },
  /** Usha and Shashi, "Hindu Astrological Calculations" (1978), after Robert Hand. */
  ushashashi: { epoch: J1900, epochIsUT: false, value: 360 - 341.33904 },
  bhasin: { epoch: J1900, epochIsUT: false, value: 360 - 338.634444 },
  'babylonian-kugler-1': { epoch: BABYLON, epochIsUT: true, value: -5.66667 },
  'babylonian-kugler-2': { epoch: BABYLON, epochIsUT: true, value: -4.26667 },
  'babylonian-kugler-3': { epoch: BABYLON, epochIsUT: true, value: -3.41667 },
  'babylonian-huber': { epoch: BABYLON, epochIsUT: true, value: -4.46667 },
  /** Mercier: η Piscium at 0° sidereal Aries. */
  'babylonian-eta-piscium': { epoch: 1673941, epochIsUT: true, value: -5.079167 },
  /** Aldebaran at 15° Taurus. */
  'babylonian-aldebaran': { epoch: BABYLON, epochIsUT: true, value: -4.44138598 },
  'babylonian-britton': { epoch: 1721057.5, epochIsUT: true, value: -3.2 },
  hipparchos: { epoch: 1674484.0, epochIsUT: true, value: -9.33333 },
  sassanian: { epoch: 1927135.8747793, epochIsUT: true, value: 0 },
  /** Zero at the standard epochs: the precession since J2000, J1900, B1950. */
  j2000: { epoch: J2000, epochIsUT: false, value: 0 },
  j1900: { epoch: J1900, epochIsUT: false, value: 0 },
  b1950: { epoch: B1950, epochIsUT: false, value: 0 },
  suryasiddhanta: { epoch: KALI_499, epochIsUT: true, value: 0 },
  'suryasiddhanta-mean-sun': { epoch: KALI_499, epochIsUT: true, value: -0.21463395 },
  aryabhata: { epoch: ARYABHATA_499, epochIsUT: true, value: 0 },
  'aryabhata-mean-sun': { epoch: ARYABHATA_499, epochIsUT: true, value: -0.23763238 },
  'aryabhata-522': { epoch: 1911797.740782065, epochIsUT: true, value: 0 },
  'ss-revati': { epoch: KALI_499, epochIsUT: true, value: -0.79167046 },
  'ss-citra': { epoch: KALI_499, epochIsUT: true, value: 2.11070444 },
  'galactic-alignment-mardyks': { epoch: 2451079.734892, epochIsUT: false, value: 30 },
  'galactic-equator-fiorenza': { epoch: 2451544.5, epochIsUT: true, value: 25 },
  'valens-moon': { epoch: 1775845.5, epochIsUT: true, value: -2.9422 },
  'lahiri-1940': { epoch: J1900, epochIsUT: false, value: 22.44597222, model: 'newcomb' },
  'lahiri-vp285': { epoch: 1825235.2458513028, epochIsUT: false, value: 0 },
  'krishnamurti-vp291': { epoch: 1827424.752255678, epochIsUT: false, value: 0 },
  'lahiri-icrc': { epoch: 2435553.5, epochIsUT: false, value: 23.25 - 0.00464207, model: 'newcomb' },
};

/** The star each star ayanamsa follows, and the sidereal longitude it is held at (degrees). */
const STAR_DEFINITIONS: Record<StarAyanamsa, { star: CatalogueStar; siderealLongitude: number }> = {
  /** Spica (Citra) at 180°. */
  'true-chitra': { star: SPICA, siderealLongitude: 180 },
  /** ζ Piscium (Revati) at 29°50′ Pisces. */
  'true-revati': { star: ZETA_PISCIUM, siderealLongitude: 359.8333333333 },
  /** δ Cancri (Pushya, Asellus Australis) at 16° Cancer (P.V.R. Narasimha Rao). */
  'true-pushya': { star: catalogueStar('asellus-australis'), siderealLongitude: 106 },
  /** λ Scorpii (Mula, Shaula) at 0° Sagittarius (Chandra Hari). */
  'true-mula': { star: catalogueStar('shaula'), siderealLongitude: 240 },
  /** δ Cancri at 13°29′33.5″ Cancer (Sunil Sheoran's "Vedic" ayanamsa). */
  'true-sheoran': { star: catalogueStar('asellus-australis'), siderealLongitude: 103.49264221625 },
  'galactic-center-0-sagittarius': { star: GALACTIC_CENTER, siderealLongitude: 240 },
  /** Rafael Gil Brand: the galactic centre at the golden section of Sagittarius–Capricorn. */
  'galactic-center-gil-brand': { star: GALACTIC_CENTER, siderealLongitude: 210 + 90 * 0.3819660113 },
  /** David Cochrane: the galactic centre at 0° Capricorn. */
  'galactic-center-cochrane': { star: GALACTIC_CENTER, siderealLongitude: 270 },
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
export function exactMeanEpochAyanamsa(name: EpochAyanamsa, jdTT: number): number {
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

function meanEpochAyanamsa(name: EpochAyanamsa, jdTT: number): number {
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

/** The last star-ayanamsa value computed (the charts of one request ask for the same instant). */
let lastStar = { name: '', jdTT: NaN, degrees: NaN };

/**
 * The ayanamsa of a date, nutation included.
 * @param name ayanamsa
 * @param jdTT Julian day (TT)
 * @param frame the instant's frame when the caller has it (its nutation is used)
 * @returns degrees: sidereal longitude = tropical apparent longitude − this
 */
export function ayanamsaOfDate(name: Ayanamsa, jdTT: number, frame?: FrameOfDate): number {
  if (isStarAyanamsa(name)) {
    if (lastStar.jdTT !== jdTT || lastStar.name !== name) {
      const { star, siderealLongitude } = STAR_DEFINITIONS[name];
      lastStar = { name, jdTT, degrees: norm360(apparentStarPlace(star, jdTT).longitude - siderealLongitude) };
    }
    return lastStar.degrees;
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
