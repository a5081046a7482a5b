/**
 * What a calculation worker can compute when it starts, so that requests find it done: the
 * one-off work that would otherwise fall on the first request of its kind.
 *
 * - Chiron's integrations for every 25-year interval of 1800–2400, and astronomy-engine's own
 *   integration of Pluto over the same range (its segments): the first chart of an era pays
 *   them otherwise.
 * - A formatter per time zone, the Etc/GMT±N zones of births at sea included (the first birth
 *   in a zone pays for its formatter otherwise).
 * - The interpolated sky over the years most births fall in (1900–2030): a natal chart at a
 *   date whose blocks are not built yet pays for building them, several times its own work.
 * - The transit ephemeris of the current years: from 1 January of last year to 1 January three
 *   years on, every transiting choice, so that transit requests over the current and the next
 *   year, with the orb windows reaching a year beyond them, start warm.
 * - Then the interpolated sky over the rest of 1800–2400 (the larger part of the warm-up's
 *   time and memory per thread), and the nutation Δψ that every transit track adds, expanded per
 *   32-day block over the same years: what an ephemeris file is to other engines. A transit
 *   request over a span not seen before then only fits its own tracks (less time than building
 *   the sky under them too; the `transit` benchmark measures cold and warm spans), and a natal
 *   chart of any supported date finds its sky built.
 *
 * Returned as small steps for the worker to run between tasks: most take a few milliseconds,
 * the longest (an integration segment of Pluto or the asteroids) up to about a tenth of a second.
 */

import { warmAsteroids } from '../ephemeris/asteroids.ts';
import { CHIRON_STATES } from '../ephemeris/chiron-states.ts';
import { sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { apparentEclipticPosition } from '../ephemeris/positions.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { tzdbZoneNames, zoneOffsetSeconds } from '../time/zone-offset.ts';
import { sharedTransitEphemeris } from './transit-ephemeris.ts';
import { TRANSITING_CHOICES } from './transit-options.ts';

/** What to warm (all by default). */
export interface WarmUpOptions {
  /** Chiron's, Pluto's and the asteroids' integrations over 1800–2400. */
  integrations?: boolean;
  /** Time-zone formatters. */
  zones?: boolean;
  /** The transit ephemeris around `now`. */
  currentYears?: boolean;
  /** The interpolated sky of the natal charts over 1900–2030. */
  birthYears?: boolean;
  /** The interpolated sky over the rest of 1800–2400, after the current years. */
  allYears?: boolean;
}

/** Bodies whose interpolated states the sky keeps (the Sun's place comes from the Earth's). */
const SKY_BODIES = [
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'ceres',
  'pallas',
  'juno',
  'vesta',
] as const;

/** 1 January of a year, Julian day (UT). */
const newYear = (year: number): number => julianDayFromUnixMs(Date.UTC(year, 0, 1));

/**
 * Steps covering [fromYear, toYear) in chunks of `days`: each calls `work` on its chunk
 * [from, to) (the last chunk ends at toYear).
 */
function chunkSteps(
  fromYear: number,
  toYear: number,
  days: number,
  work: (from: number, to: number) => void,
): (() => void)[] {
  const steps: (() => void)[] = [];
  const last = newYear(toYear);
  for (let jd = newYear(fromYear); jd < last; jd += days) {
    const from = jd;
    steps.push(() => work(from, Math.min(from + days, last)));
  }
  return steps;
}

/**
 * Steps building the interpolated sky from `fromYear` to `toYear`, 512 days a step: every
 * body's state every 16 days, which builds each block it falls in.
 */
function skySteps(fromYear: number, toYear: number): (() => void)[] {
  const sky = sharedInterpolatedSky();
  const state = new Float64Array(6);
  return chunkSteps(fromYear, toYear, 512, (from, to) => {
    for (let t = from; t < to; t += 16) {
      sky.earthState(t, state);
      for (const body of SKY_BODIES) sky.bodyState(body, t, state);
    }
  });
}

/** Length of a transit-ephemeris warm-up step, days. */
const STEP_DAYS = 64;

/**
 * The warm-up as a list of steps.
 * @param nowMs the current instant, Unix milliseconds (the current years are around it)
 * @param options which parts (default all)
 * @returns functions to call in order, each a few to a few tens of milliseconds of work
 */
export function warmUpSteps(nowMs: number, options: WarmUpOptions = {}): (() => void)[] {
  const { integrations = true, zones = true, currentYears = true, birthYears = true, allYears = true } = options;
  const steps: (() => void)[] = [];
  if (integrations) {
    // One instant in each half of each interval: both of its integrations.
    for (let k = 0; k + 1 < CHIRON_STATES.length; k++) {
      const a = CHIRON_STATES[k][0];
      const b = CHIRON_STATES[k + 1][0];
      steps.push(() => {
        apparentEclipticPosition('chiron', a + (b - a) / 4);
        apparentEclipticPosition('chiron', b - (b - a) / 4);
      });
    }
    // The asteroids' integrations, five years of each at a time.
    for (let i = 0; i < 64; i++)
      steps.push(() => {
        warmAsteroids();
      });
    for (let jd = CHIRON_STATES[0][0]; jd <= CHIRON_STATES[CHIRON_STATES.length - 1][0]; jd += 3652.5) {
      const at = jd;
      steps.push(() => apparentEclipticPosition('pluto', at));
    }
  }
  if (zones) {
    steps.push(() => {
      // Every zone of the service's tzdb (the Etc/GMT±N zones of births at sea included).
      for (const zone of tzdbZoneNames()) zoneOffsetSeconds(zone, nowMs);
    });
  }
  if (birthYears) steps.push(...skySteps(1900, 2030));
  if (currentYears) {
    const year = new Date(nowMs).getUTCFullYear();
    steps.push(
      ...chunkSteps(year - 1, year + 3, STEP_DAYS, (from, to) =>
        sharedTransitEphemeris().tracks(TRANSITING_CHOICES, from, to),
      ),
    );
  }
  if (allYears) {
    steps.push(...(birthYears ? [...skySteps(1800, 1900), ...skySteps(2030, 2401)] : skySteps(1800, 2401)));
    // Δψ's blocks, 4,096 days (128 blocks) a step.
    steps.push(...chunkSteps(1800, 2401, 4096, (from, to) => sharedTransitEphemeris().prepareNutation(from, to)));
  }
  return steps;
}
