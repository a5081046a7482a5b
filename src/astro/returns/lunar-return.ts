/**
 * Lunar returns: the first instant at or after a date's local midnight (in the birth zone) at
 * which the Moon's apparent longitude equals its natal value, and the next ones in a row, each
 * with its chart at the return place or the birth place.
 */
import { dateProblemError, inputError } from '../errors.ts';
import type { NatalChart } from '../natal-chart.ts';
import { readDate } from '../time/date-grammar.ts';
import { localMidnightUT } from './birth-zone.ts';
import { type BirthInput, type ChartOptions, castBirthChart, type PlaceInput } from './chart-cast.ts';
import { longitudeCrossings } from './longitude-crossings.ts';
import { type ReturnChart, returnChart } from './return-chart.ts';
import { withPoint } from './return-points.ts';

/** Most returns in one request. */
export const MAX_LUNAR_RETURNS = 13;
/** Last `returnDate` accepted: thirteen returns after it stay within the supported range (to 2400). */
export const LAST_LUNAR_RETURN_DATE = '2399-12-31';
/**
 * Longest time between two returns of the Moon to a tropical longitude, days, with a margin: the
 * tropical month averages 27.32 days and varies by under half a day with the Moon's anomaly.
 */
const LONGEST_RETURN_DAYS = 28;

export interface LunarReturnInput extends ChartOptions {
  birth: BirthInput;
  /** `YYYY-MM-DD`: returns at or after its 00:00 in the birth zone. */
  returnDate: string;
  /** How many returns in a row, 1 … 13 (default 1). */
  count?: number;
  /** Where the charts are cast (relocated returns); default the birth place. */
  returnLocation?: PlaceInput | null;
}

export interface LunarReturns {
  natal: NatalChart;
  /** The date the search starts from, `YYYY-MM-DD`, and its local midnight (UT Julian day). */
  returnDate: string;
  searchStartUT: number;
  /** The natal Moon's longitude, degrees. */
  natalMoonLongitude: number;
  /** The returns in time order. */
  returns: ReturnChart[];
}

/**
 * Finds `count` lunar returns from a date and casts their charts.
 * @param input birth, start date, count, place and chart options (see {@link LunarReturnInput})
 * @throws BirthDataError naming `birthDateTime`, `birthLocation.*`, `returnDate`, `count`,
 * `returnLocation.*`, `houseSystem`, `points`, `aspects.*`
 */
export function computeLunarReturns(input: LunarReturnInput): LunarReturns {
  const options: ChartOptions = {
    houseSystem: input.houseSystem,
    points: input.points,
    aspects: input.aspects,
    zodiac: input.zodiac,
    ayanamsa: input.ayanamsa,
  };
  const count = input.count ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_LUNAR_RETURNS) {
    throw inputError(
      'count',
      'out_of_range',
      { kind: 'range', value: 'wholeNumber', min: 1, max: MAX_LUNAR_RETURNS },
      `a whole number from 1 to ${MAX_LUNAR_RETURNS}`,
    );
  }
  const natal = castBirthChart(input.birth, { ...options, points: withPoint(input.points, 'moon') });
  const time = natal.timeResolution;
  const birthDate = time.localDateTime.slice(0, 10);
  const range = `a date YYYY-MM-DD from ${birthDate} (the birth date) to ${LAST_LUNAR_RETURN_DATE}`;
  const rangeReason = {
    kind: 'range',
    value: 'date',
    min: birthDate,
    max: LAST_LUNAR_RETURN_DATE,
    fromBirth: true,
  } as const;
  const read = readDate(input.returnDate, 'date');
  if (!read.ok) throw dateProblemError('returnDate', read.problem, range);
  const { year, month, day } = read.parts;
  if (input.returnDate < birthDate || input.returnDate > LAST_LUNAR_RETURN_DATE)
    throw inputError('returnDate', 'out_of_range', rangeReason, range);

  const natalMoon = natal.points.find((p) => p.id === 'moon')!.longitude;
  const start = localMidnightUT(time, year, month, day);
  // (start − ε, …]: a return exactly at midnight counts.
  const crossings = longitudeCrossings(
    'moon',
    natalMoon,
    start - 1e-9,
    start + LONGEST_RETURN_DAYS * count,
    undefined,
    natal.provenance.ayanamsa?.name,
  );
  return {
    natal,
    returnDate: input.returnDate,
    searchStartUT: start,
    natalMoonLongitude: natalMoon,
    returns: crossings.slice(0, count).map((c) => returnChart(c.t, natalMoon, natal, input.returnLocation, options)),
  };
}
