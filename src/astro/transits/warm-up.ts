/**
 * What a calculation worker can compute when it starts, so that requests find it done: the
 * one-off work that would otherwise fall on the first request of its kind.
 *
 * - Chiron's integrations for every 25-year interval of 1800–2400 (about 10 ms each), and
 *   astronomy-engine's own integration of Pluto over the same range (its segments, ~150 ms in
 *   all): the first chart of an era pays them otherwise.
 * - A formatter per time zone (the first birth in a zone pays ~0.1 ms otherwise).
 * - The transit ephemeris of the current years: from 1 January of last year to 1 January three
 *   years on, every transiting choice, so that transit requests over the current and the next
 *   year, with the orb windows reaching a year beyond them, start warm.
 *
 * Returned as small steps for the worker to run between tasks: most take a few milliseconds,
 * the longest (astronomy-engine integrating a Pluto segment) about a tenth of a second.
 */
import { apparentEclipticPosition } from '../ephemeris/positions.ts';
import { CHIRON_STATES } from '../ephemeris/chiron-states.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { isKnownZoneName, zoneOffsetSeconds } from '../time/zone-offset.ts';
import { sharedTransitEphemeris } from './transit-ephemeris.ts';
import { TRANSITING_CHOICES } from './transit-options.ts';

/** What to warm (all by default). */
export interface WarmUpOptions {
  /** Chiron's and Pluto's integrations over 1800–2400. */
  integrations?: boolean;
  /** Time-zone formatters. */
  zones?: boolean;
  /** The transit ephemeris around `now`. */
  currentYears?: boolean;
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
  const { integrations = true, zones = true, currentYears = true } = options;
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
    for (let jd = CHIRON_STATES[0][0]; jd <= CHIRON_STATES[CHIRON_STATES.length - 1][0]; jd += 3652.5) {
      const at = jd;
      steps.push(() => apparentEclipticPosition('pluto', at));
    }
  }
  if (zones) {
    steps.push(() => {
      for (const zone of Intl.supportedValuesOf('timeZone')) if (isKnownZoneName(zone)) zoneOffsetSeconds(zone, nowMs);
    });
  }
  if (currentYears) {
    const year = new Date(nowMs).getUTCFullYear();
    const first = julianDayFromUnixMs(Date.UTC(year - 1, 0, 1));
    const last = julianDayFromUnixMs(Date.UTC(year + 3, 0, 1));
    for (let start = first; start < last; start += STEP_DAYS) {
      const from = start;
      steps.push(() => sharedTransitEphemeris().tracks(TRANSITING_CHOICES, from, from + STEP_DAYS));
    }
  }
  return steps;
}
