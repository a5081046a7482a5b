/**
 * Planetary returns: every return of Mercury, Venus, Mars, Jupiter, Saturn or the lunar node
 * (mean or true) to its natal longitude in a span, each with its passes and a chart for each
 * pass, cast as the solar and lunar returns' charts are (see return-chart.ts).
 *
 * Conventions:
 * - A pass is an instant at which the body's apparent longitude equals its natal value (both
 *   sidereal in the sidereal zodiac), found by the transit engine's root finding.
 * - A return is one pass in the body's usual direction (direct for the planets, retrograde for
 *   the nodes), or, when a retrograde loop brings the body back over its natal degree, the three
 *   passes of the loop (usual, contrary, usual). The true node's wobbles can add further pairs of
 *   passes to a return; each contrary pass and the usual one after it join the return before.
 * - The returns listed are those with a pass in the span; all their passes are given, also
 *   those just outside it. The body's pass at birth, and the loop it is part of, is no return.
 */
import { dateProblemError, inputError } from '../errors.ts';
import type { NatalChart } from '../natal-chart.ts';
import { readDate } from '../time/date-grammar.ts';
import type { MovingPoint } from '../vocabulary.ts';
import { localMidnightUT } from './birth-zone.ts';
import { type BirthInput, type ChartOptions, castBirthChart, type PlaceInput } from './chart-cast.ts';
import { longitudeCrossings } from './longitude-crossings.ts';
import { type ReturnChart, returnChart } from './return-chart.ts';
import { withPoint } from './return-points.ts';

/** The bodies whose returns are found. */
export const PLANETARY_RETURN_BODIES = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'mean-node',
  'true-node',
] as const satisfies readonly MovingPoint[];
export type PlanetaryReturnBody = (typeof PLANETARY_RETURN_BODIES)[number];

/** The longest span, years. */
export const MAX_RETURN_SPAN_YEARS = 100;
/** Most returns in one answer (each pass a chart). */
export const MAX_PLANETARY_RETURNS = 40;
/** Last date a span may reach. */
export const LAST_RETURN_DATE = '2399-12-31';

/**
 * Days searched beyond the span for a return's other passes: longer than the longest retrograde
 * loop over one degree (Saturn's and the nodes' loops last under a year; the true node's wobbles
 * days).
 */
const LOOP_MARGIN_DAYS = 400;

export interface PlanetaryReturnInput extends ChartOptions {
  birth: BirthInput;
  body: PlanetaryReturnBody;
  /** `YYYY-MM-DD`: the span starts at its 00:00 in the birth zone. */
  startDate: string;
  /** `YYYY-MM-DD`: the span ends at the end of this day in the birth zone. */
  endDate: string;
  /** Where the charts are cast (relocated returns); default the birth place. */
  returnLocation?: PlaceInput | null;
}

/** One pass: its chart, and whether the body moved backwards. */
export interface ReturnPass extends ReturnChart {
  direction: 'direct' | 'retrograde';
  /** Whether the pass's instant is in the span. */
  inSpan: boolean;
}

export interface PlanetaryReturn {
  /** 1, or 3 (a retrograde loop over the natal degree; the true node more at times). */
  passes: ReturnPass[];
}

export interface PlanetaryReturns {
  natal: NatalChart;
  body: PlanetaryReturnBody;
  natalLongitude: number;
  startDate: string;
  endDate: string;
  /** The span, UT Julian days [start, end). */
  startUT: number;
  endUT: number;
  returns: PlanetaryReturn[];
}

/**
 * Finds every return of `body` with a pass in [startDate, endDate] and casts a chart for each pass.
 * @throws BirthDataError naming `birthDateTime`, `birthLocation.*`, `startDate`, `endDate`,
 * `returnLocation.*`, `houseSystem`, `points`, `aspects.*`
 */
export function computePlanetaryReturns(input: PlanetaryReturnInput): PlanetaryReturns {
  const options: ChartOptions = {
    houseSystem: input.houseSystem,
    points: input.points,
    aspects: input.aspects,
    zodiac: input.zodiac,
    ayanamsa: input.ayanamsa,
  };
  const natal = castBirthChart(input.birth, { ...options, points: withPoint(input.points, input.body) });
  const time = natal.timeResolution;
  const birthDate = time.localDateTime.slice(0, 10);
  const range = `a date YYYY-MM-DD from ${birthDate} (the birth date) to ${LAST_RETURN_DATE}`;
  const rangeReason = { kind: 'range', value: 'date', min: birthDate, max: LAST_RETURN_DATE, fromBirth: true } as const;
  const dayStart = (field: 'startDate' | 'endDate', date: string) => {
    const read = readDate(date, 'date');
    if (!read.ok) throw dateProblemError(field, read.problem, range);
    if (date < birthDate || date > LAST_RETURN_DATE) throw inputError(field, 'out_of_range', rangeReason, range);
    const { year, month, day } = read.parts;
    return { start: localMidnightUT(time, year, month, day), year, month, day };
  };
  const from = dayStart('startDate', input.startDate);
  const to = dayStart('endDate', input.endDate);
  if (input.endDate < input.startDate)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'startDate', orSame: true },
      'a date on or after startDate',
    );
  if (
    to.year - from.year > MAX_RETURN_SPAN_YEARS ||
    (to.year - from.year === MAX_RETURN_SPAN_YEARS && input.endDate.slice(5) >= input.startDate.slice(5))
  )
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_RETURN_SPAN_YEARS, unit: 'years', from: 'startDate', bound: 'lessThan' },
      `a date less than ${MAX_RETURN_SPAN_YEARS} years after startDate`,
    );
  const startUT = from.start;
  // The end of endDate: its next day's midnight (a day later is within an hour of it either way).
  const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
  const endUT = localMidnightUT(time, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());

  const natalLongitude = natal.points.find((p) => p.id === input.body)?.longitude;
  if (natalLongitude === undefined)
    throw inputError('body', 'invalid_format', { kind: 'shape', shape: 'natalBody' }, 'a body of the natal chart');
  const usual = input.body === 'mean-node' || input.body === 'true-node' ? -1 : 1;
  const crossings = longitudeCrossings(
    input.body,
    natalLongitude,
    startUT - LOOP_MARGIN_DAYS,
    endUT + LOOP_MARGIN_DAYS,
    undefined,
    natal.provenance.ayanamsa?.name,
  );
  // Group: a usual-direction pass opens a return; a contrary pass and the usual one after it join it.
  const groups: { t: number; direction: 1 | -1 }[][] = [];
  for (const c of crossings) {
    const last = groups[groups.length - 1];
    if (c.direction === usual && !(last && last[last.length - 1].direction !== usual)) groups.push([c]);
    else if (last) last.push(c);
    // A contrary pass before any usual one belongs to a return whose first pass is before the search: dropped
    // with it (the margin keeps such returns out of the span).
  }
  const inSpan = (t: number) => t >= startUT && t < endUT;
  // The loop the body makes at birth is not a return: a group with a pass up to a minute after
  // the birth instant is the natal one (or before it).
  const afterBirth = time.julianDayUT + 1 / 1440;
  const wanted = groups.filter((g) => g[0].t > afterBirth && g.some((c) => inSpan(c.t)));
  if (wanted.length > MAX_PLANETARY_RETURNS)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'tooManyReturns', max: MAX_PLANETARY_RETURNS, body: input.body, count: wanted.length },
      `a span with at most ${MAX_PLANETARY_RETURNS} returns of ${input.body} (this one has ${wanted.length})`,
    );
  return {
    natal,
    body: input.body,
    natalLongitude,
    startDate: input.startDate,
    endDate: input.endDate,
    startUT,
    endUT,
    returns: wanted.map((g) => ({
      passes: g.map((c) => ({
        ...returnChart(c.t, natalLongitude, natal, input.returnLocation, options),
        direction: c.direction === 1 ? 'direct' : 'retrograde',
        inSpan: inSpan(c.t),
      })),
    })),
  };
}
