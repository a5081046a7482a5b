/**
 * The solar return: the instant in a calendar year (in the birth zone) at which the Sun's
 * apparent longitude equals its natal value, and the chart of that instant at the return place
 * or the birth place. In the sidereal zodiac, the instant the Sun's sidereal longitude equals
 * its sidereal natal value (some 20 minutes later each year of age: the ayanamsa grows).
 */

import { norm360 } from '../angles.ts';
import { inputError } from '../errors.ts';
import type { NatalChart } from '../natal-chart.ts';
import { SUPPORTED_RANGE } from '../time/birth-time.ts';
import { instantMs, readDate, wallMs } from '../time/date-grammar.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { localMidnightUT, localYear } from './birth-zone.ts';
import { type BirthInput, type ChartOptions, castBirthChart, type PlaceInput } from './chart-cast.ts';
import { longitudeAt, longitudeCrossings } from './longitude-crossings.ts';
import { type ReturnChart, returnChart } from './return-chart.ts';
import { withPoint } from './return-points.ts';

/** Mean motion of the Sun, degrees per day of UT. */
const SUN_MEAN_MOTION = 0.98564736;
/** Tropical year, days. */
const TROPICAL_YEAR = 365.24219;
/**
 * Half the window searched around the mean-motion estimate, days: the Sun's longitude runs up to
 * about 2° ahead of or behind its mean (the equation of centre), some two days of motion.
 */
const WINDOW_DAYS = 5;
/** Last supported year. */
const LAST_YEAR = Number(SUPPORTED_RANGE.end.slice(0, 4));

/** `asOf` in Unix ms: its instant, or the UTC midnight of a bare date; null when absent or unreadable. */
function asOfMs(text: string | undefined): number | null {
  const read = readDate(text, 'date-or-date-time');
  if (!read.ok) return null;
  return read.parts.hasTime ? instantMs(read.parts) : wallMs(read.parts);
}

export interface SolarReturnInput extends ChartOptions {
  birth: BirthInput;
  /** Calendar year in the birth zone; default the year of `asOf` there. */
  returnYear?: number;
  /** The instant whose year is the default, e.g. the request's time: with Z or an offset, or a date (UTC). */
  asOf?: string;
  /** Where the chart is cast (relocated return); default the birth place. */
  returnLocation?: PlaceInput | null;
}

export interface SolarReturn {
  natal: NatalChart;
  returnYear: number;
  /** The natal Sun's longitude, degrees. */
  natalSunLongitude: number;
  return: ReturnChart;
  /** Notes on the search (a year without a return, or with two). */
  warnings: string[];
}

/**
 * Finds the solar return of a year and casts its chart.
 * @param input birth, year, place and chart options (see {@link SolarReturnInput})
 * @throws BirthDataError naming `birthDateTime`, `birthLocation.*`, `returnYear`, `returnLocation.*`,
 * `houseSystem`, `points`, `aspects.*`
 */
export function computeSolarReturn(input: SolarReturnInput): SolarReturn {
  const options: ChartOptions = {
    houseSystem: input.houseSystem,
    points: input.points,
    aspects: input.aspects,
    zodiac: input.zodiac,
    ayanamsa: input.ayanamsa,
  };
  const natal = castBirthChart(input.birth, { ...options, points: withPoint(input.points, 'sun') });
  const ayanamsa = natal.provenance.ayanamsa?.name;
  const time = natal.timeResolution;
  const birthYear = localYear(time, time.julianDayUT);
  let year = input.returnYear;
  if (year === undefined || year === null) {
    const asOf = asOfMs(input.asOf);
    if (asOf === null)
      throw inputError(
        'returnYear',
        'invalid_format',
        { kind: 'range', value: 'year', min: birthYear, max: LAST_YEAR },
        `a calendar year from ${birthYear} to ${LAST_YEAR}`,
      );
    year = Math.min(LAST_YEAR, Math.max(birthYear, localYear(time, julianDayFromUnixMs(asOf))));
  }
  if (typeof year !== 'number' || !Number.isInteger(year) || year < birthYear || year > LAST_YEAR) {
    throw inputError(
      'returnYear',
      'out_of_range',
      { kind: 'range', value: 'year', min: birthYear, max: LAST_YEAR, fromBirth: true },
      `a calendar year from ${birthYear} (the birth year) to ${LAST_YEAR}`,
    );
  }
  const natalSun = natal.points.find((p) => p.id === 'sun')!.longitude;

  const yearStart = localMidnightUT(time, year, 1, 1);
  const yearEnd = localMidnightUT(time, year + 1, 1, 1);
  // Where the Sun should reach the natal longitude at its mean motion from the year's start,
  // and a tropical year earlier (for a return at the very start of the year).
  const startLongitude = longitudeAt('sun', yearStart, undefined, ayanamsa);
  const estimate = yearStart + norm360(natalSun - startLongitude) / SUN_MEAN_MOTION;
  const found: number[] = [];
  for (const centre of [estimate - TROPICAL_YEAR, estimate]) {
    if (centre + WINDOW_DAYS < yearStart - WINDOW_DAYS) continue;
    for (const c of longitudeCrossings(
      'sun',
      natalSun,
      centre - WINDOW_DAYS,
      centre + WINDOW_DAYS,
      undefined,
      ayanamsa,
    ))
      found.push(c.t);
  }
  const inYear = found.filter((t) => t >= yearStart && t < yearEnd);
  const warnings: string[] = [];
  let instant: number;
  if (inYear.length > 0) {
    instant = inYear[0];
    if (inYear.length > 1)
      warnings.push(`The Sun returns twice in ${year} (local calendar of the birth zone); the first return is given`);
  } else {
    // A year of 365 days can fall between two returns a tropical year apart: the nearest one.
    const distance = (t: number) => (t < yearStart ? yearStart - t : t - yearEnd);
    instant = found.reduce((best, t) => (distance(t) < distance(best) ? t : best));
    warnings.push(
      `The Sun does not return within ${year} (local calendar of the birth zone); the nearest return is given`,
    );
  }
  return {
    natal,
    returnYear: year,
    natalSunLongitude: natalSun,
    return: returnChart(instant, natalSun, natal, input.returnLocation, options),
    warnings,
  };
}
