/**
 * Retrograde periods of the planets and Chiron: each retrograde station with the direct station
 * that ends it, the signs the retrograde arc crosses, and the shadows around it, from the
 * transit ephemeris's longitude tracks and the transit engine's station and crossing search
 * (CurveScan). Pure: plain data in and out, instants as ISO 8601 UTC strings.
 *
 * - A period belongs to a range when its retrograde station falls in it; one that is still
 *   running at the range's start (retrograde station before, direct station after it) is
 *   included and flagged `inProgressAtStart`.
 * - Pre-retrograde shadow: from the instant the planet first reaches the longitude of the
 *   coming direct station to the retrograde station. Post-retrograde shadow: from the direct
 *   station to the instant the planet regains the longitude of the retrograde station.
 */

import { norm360 } from '../angles.ts';
import { inputError } from '../errors.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { CurveScan } from '../transits/curve-scan.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { sharedTransitEphemeris, type TransitEphemeris } from '../transits/transit-ephemeris.ts';
import { type MovingPoint, SIGNS, type Sign } from '../vocabulary.ts';
import { checkPeriod } from './period-check.ts';

/** Points that can be asked for: the planets from Mercury out, and Chiron. */
export const RETROGRADE_POINTS = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
] as const satisfies readonly MovingPoint[];
export type RetrogradePoint = (typeof RETROGRADE_POINTS)[number];

/** Longest range, years. */
export const MAX_RETROGRADE_YEARS = 10;

/**
 * Days scanned beyond the range on each side: a retrograde period running at the start began at
 * most about 160 days before it (Neptune, Pluto, Chiron), and its pre-shadow up to 220 days
 * before that; likewise after the end for the direct station and the post-shadow.
 */
const MARGIN_DAYS = 400;
/**
 * Scans are aligned to this grid (days, a whole number of the ephemeris's 32-day blocks), so
 * that ranges starting within about a year of each other share them and their stations.
 */
const ALIGN_DAYS = 384;
const EPOCH = 2451544.5;

/** Grid step of the scans, days: under half the shortest time between two stations. */
const STEP_DAYS: Record<RetrogradePoint, number> = {
  mercury: 0.5,
  venus: 1,
  mars: 1,
  jupiter: 2,
  saturn: 2,
  uranus: 2,
  neptune: 2,
  pluto: 2,
  chiron: 2,
};

export interface StationData {
  /** ISO 8601. */
  date: string;
  /** Apparent tropical longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  /** Degrees into the sign, [0, 30). */
  degreeInSign: number;
}

export interface ShadowData {
  /** ISO 8601; null when beyond the scanned years (never within 1801–2399). */
  startDate: string | null;
  endDate: string | null;
  durationDays: number | null;
}

export interface RetrogradePeriod {
  retrogradeStation: StationData;
  directStation: StationData;
  /** Days from the retrograde to the direct station. */
  durationDays: number;
  /** Signs the retrograde arc touches, in the order the planet moves through them. */
  signsTraversed: Sign[];
  preRetrogradeShadow: ShadowData;
  postRetrogradeShadow: ShadowData;
  /** The retrograde station lies before the range's start. */
  inProgressAtStart: boolean;
}

export interface RetrogradeInput {
  /** Range start, Unix milliseconds. */
  startMs: number;
  /** Range end (exclusive), Unix milliseconds. */
  endMs: number;
  /** Points (default all of {@link RETROGRADE_POINTS}). */
  points?: string[];
}

export type RetrogradeResult = Partial<Record<RetrogradePoint, RetrogradePeriod[]>>;

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function station(t: number, value: number): StationData {
  const longitude = norm360(value);
  const index = Math.floor(longitude / 30) % 12;
  return {
    date: isoInstant(t),
    longitude: round(longitude, 6),
    sign: SIGNS[index],
    degreeInSign: round(longitude - 30 * index, 6),
  };
}

function shadow(start: number | undefined, end: number | undefined): ShadowData {
  if (start === undefined || end === undefined)
    return {
      startDate: start === undefined ? null : isoInstant(start),
      endDate: end === undefined ? null : isoInstant(end),
      durationDays: null,
    };
  return { startDate: isoInstant(start), endDate: isoInstant(end), durationDays: round(end - start, 3) };
}

/** Signs from the retrograde station's longitude back to the direct station's (unwrapped values). */
function signsBetween(from: number, to: number): Sign[] {
  const first = Math.floor(from / 30);
  const last = Math.floor(to / 30);
  const out: Sign[] = [];
  for (let k = first; k >= last; k--) out.push(SIGNS[((k % 12) + 12) % 12]);
  return out;
}

/**
 * The retrograde periods of one point whose retrograde station falls in [startUT, endUT), or
 * that are running at startUT.
 * @param startUT UT Julian day
 * @param endUT UT Julian day, > startUT
 */
export function retrogradePeriodsOf(
  point: RetrogradePoint,
  startUT: number,
  endUT: number,
  ephemeris: TransitEphemeris = sharedTransitEphemeris(),
): RetrogradePeriod[] {
  const a = EPOCH + Math.floor((startUT - MARGIN_DAYS - EPOCH) / ALIGN_DAYS) * ALIGN_DAYS;
  const b = EPOCH + Math.ceil((endUT + MARGIN_DAYS - EPOCH) / ALIGN_DAYS) * ALIGN_DAYS;
  const scan = ephemeris.memo(
    `retrograde-scan|${point}|${a}|${b}`,
    () => new CurveScan(ephemeris.track(point, a, b), a, b, STEP_DAYS[point]),
  );
  const stations = scan.stations;
  const out: RetrogradePeriod[] = [];
  for (let k = 0; k + 1 < stations.length; k++) {
    const r = stations[k];
    const d = stations[k + 1];
    if (r.type !== 'retrograde') continue;
    const inRange = r.t >= startUT && r.t < endUT;
    const running = r.t < startUT && d.t > startUT;
    if (!inRange && !running) continue;
    // The pre-shadow starts at the last crossing of the direct station's longitude before the
    // retrograde station; the post-shadow ends at the first crossing of the retrograde
    // station's longitude after the direct station.
    const before = scan.crossingTimes(d.value).filter((t) => t < r.t);
    const after = scan.crossingTimes(r.value).filter((t) => t > d.t);
    out.push({
      retrogradeStation: station(r.t, r.value),
      directStation: station(d.t, d.value),
      durationDays: round(d.t - r.t, 3),
      signsTraversed: signsBetween(r.value, d.value),
      preRetrogradeShadow: shadow(before.length > 0 ? before[before.length - 1] : undefined, r.t),
      postRetrogradeShadow: shadow(d.t, after.length > 0 ? after[0] : undefined),
      inProgressAtStart: running,
    });
  }
  return out;
}

/**
 * Retrograde periods of the points asked for.
 * @throws BirthDataError naming `points`, `startDate` or `endDate` (before the start, more than
 * {@link MAX_RETROGRADE_YEARS} years, outside 1801–2399)
 */
export function retrogradePeriods(input: RetrogradeInput): RetrogradeResult {
  const { startMs, endMs } = input;
  checkPeriod(startMs, endMs, '1801-01-01', '2399-12-31');
  const limit = new Date(startMs);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RETROGRADE_YEARS);
  if (endMs > limit.getTime())
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_RETROGRADE_YEARS, unit: 'years', from: 'startDate', bound: 'atMost' },
      `a date at most ${MAX_RETROGRADE_YEARS} years after startDate`,
    );
  const points = input.points ?? [...RETROGRADE_POINTS];
  if (
    !Array.isArray(points) ||
    points.length === 0 ||
    points.some((p) => !(RETROGRADE_POINTS as readonly string[]).includes(p))
  ) {
    throw inputError(
      'points',
      'unknown_value',
      { kind: 'among', values: RETROGRADE_POINTS, item: 'point', nonEmpty: true },
      `a non-empty list of points among ${RETROGRADE_POINTS.join(', ')}`,
    );
  }
  const startUT = julianDayFromUnixMs(startMs);
  const endUT = julianDayFromUnixMs(endMs);
  const result: RetrogradeResult = {};
  for (const point of RETROGRADE_POINTS)
    if (points.includes(point)) result[point] = retrogradePeriodsOf(point, startUT, endUT);
  return result;
}
