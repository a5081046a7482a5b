/**
 * Every new moon, first quarter, full moon and last quarter in a span of up to
 * {@link MAX_PHASE_LIST_YEARS} years: the instants at which the Moon's apparent longitude less
 * the Sun's is 0°, 90°, 180° and 270°, found by root finding on the transit ephemeris (the same
 * search that gives moon-sun its quarters). Pure: plain data in and out, instants as ISO 8601
 * UTC strings.
 */

import { inputError } from '../errors.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { sharedTransitEphemeris } from '../transits/transit-ephemeris.ts';
import { type MoonPhaseName, searchTransits } from '../transits/transit-search.ts';
import type { Sign } from '../vocabulary.ts';
import { CALENDAR_RANGE } from './moon-calendar.ts';
import { checkPeriod } from './period-check.ts';

/** The longest span, years. */
export const MAX_PHASE_LIST_YEARS = 10;

export interface MoonPhaseListInput {
  /** Start of the span, Unix milliseconds (included). */
  startMs: number;
  /** End of the span, Unix milliseconds (excluded). */
  endMs: number;
}

export interface MoonPhaseEntry {
  phase: MoonPhaseName;
  /** The exact instant, ISO 8601 UTC to the second. */
  exact: string;
  /** The Moon's apparent tropical longitude then, degrees [0, 360). */
  longitude: number;
  sign: Sign;
}

/**
 * The Moon's four phases in [startMs, endMs), in time order.
 * @throws BirthDataError naming `startDate` or `endDate` (outside 1800-01-02 … 2400-12-30, end
 * not after start, more than {@link MAX_PHASE_LIST_YEARS} years)
 */
export function moonPhaseList({ startMs, endMs }: MoonPhaseListInput): MoonPhaseEntry[] {
  checkPeriod(startMs, endMs, CALENDAR_RANGE.first, CALENDAR_RANGE.last);
  const limit = new Date(startMs);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_PHASE_LIST_YEARS);
  if (endMs > limit.getTime())
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_PHASE_LIST_YEARS, unit: 'years', from: 'startDate', bound: 'atMost' },
      `a date at most ${MAX_PHASE_LIST_YEARS} years after startDate`,
    );
  const startUT = julianDayFromUnixMs(startMs);
  const endUT = julianDayFromUnixMs(endMs);
  const found = searchTransits({
    startUT,
    endUT,
    transiting: ['moon'],
    natal: [],
    cusps: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
    aspects: [],
    crossings: { signIngresses: false, houseIngresses: false, stations: false, moonPhases: true },
    ephemeris: sharedTransitEphemeris(),
  });
  return found.moonPhases
    .filter((p) => p.exact >= startUT && p.exact < endUT)
    .map((p) => ({
      phase: p.phase,
      exact: isoInstant(p.exact),
      longitude: Math.round(p.longitude * 1e6) / 1e6,
      sign: p.sign,
    }));
}
