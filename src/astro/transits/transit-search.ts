/**
 * The transit search: over a span of time, every exact aspect of the transiting points to the
 * natal points (each pass its own occurrence, with the instants the aspect enters and leaves
 * its orb), the transiting points' sign and natal-house ingresses, their stations, and the
 * Moon's phases. Pure: plain numbers in and out, instants as UT Julian days.
 *
 * Conventions:
 * - An aspect of angle a between transiting longitude λ(t) and natal longitude n is exact when
 *   λ(t) − n ≡ ±a (mod 360°); the two sides of a 60°, 90°, 120° (any a other than 0° and 180°)
 *   are separate passes of the same aspect. The orb window of a pass is the longest interval
 *   around it in which |λ − (n ± a)| ≤ orb; passes of a retrograde loop that never leave the
 *   orb share one window. Windows are looked for up to a year beyond the span; an end
 *   further away is reported as null.
 * - A sign ingress is a crossing of a multiple of 30°; the sign entered is the one the point
 *   moves into (a retrograde crossing of 30° enters Aries). House ingresses likewise at the
 *   natal cusps.
 * - Stations: the longitude speed changes sign (`retrograde`: + to −; `direct`: − to +).
 * - Moon phases: the Moon's elongation from the Sun reaches 0° (new), 90° (first quarter),
 *   180° (full), 270° (last quarter).
 * - Sidereal searches (`ayanamsa` given): every longitude is the tropical one less the ayanamsa
 *   of the same instant, natal points and cusps are given sidereal, and every crossing above is
 *   found on the sidereal curves (so a sign ingress is a crossing of a sidereal sign boundary,
 *   and an aspect is exact when the two sidereal longitudes are the angle apart). Moon phases
 *   do not depend on the zodiac.
 * Events are those whose instant falls in [startUT, endUT).
 */

import { norm360 } from '../angles.ts';
import { AYANAMSAS, type Ayanamsa } from '../sidereal/ayanamsa.ts';
import { ayanamsaCurve, inZodiac } from '../sidereal/ayanamsa-curve.ts';
import { type AspectId, type MovingPoint, SIGNS, type Sign } from '../vocabulary.ts';
import { CurveDifference, CurveScan, type SweepResult } from './curve-scan.ts';
import { HouseLocator } from './house-locator.ts';
import { SweepTargets } from './sweep-targets.ts';
import { pointNumber, sharedTransitEphemeris, type TransitEphemeris } from './transit-ephemeris.ts';

/** A natal point aspects are looked for to: its id as the response names it, and its longitude. */
export interface NatalTarget {
  /** A point id (`sun`, `ascendant`, …) or a cusp (`cusp-1` … `cusp-12`). */
  id: string;
  /** Ecliptic longitude, degrees [0, 360). */
  longitude: number;
}

/** An aspect to look for: its id, exact angle (degrees, 0…180) and orb (degrees, > 0). */
export interface AspectSpec {
  id: AspectId;
  angle: number;
  orb: number;
}

export interface TransitSearchInput {
  /** First instant, UT Julian day. */
  startUT: number;
  /** End of the span (exclusive), UT Julian day; > startUT. */
  endUT: number;
  /** Transiting points. */
  transiting: readonly MovingPoint[];
  /** Natal points aspected. */
  natal: readonly NatalTarget[];
  /** The 12 natal house cusps, degrees, cusps[0] = house 1. */
  cusps: readonly number[];
  aspects: readonly AspectSpec[];
  /** Which crossing kinds to compute (default all). */
  crossings?: { signIngresses?: boolean; houseIngresses?: boolean; stations?: boolean; moonPhases?: boolean };
  /** The ephemeris cache to use (default: this thread's). */
  ephemeris?: TransitEphemeris;
  /** Search in the sidereal zodiac of this ayanamsa (natal longitudes and cusps sidereal too); default tropical. */
  ayanamsa?: Ayanamsa | null;
}

/** One exact pass of an aspect. */
export interface AspectOccurrence {
  /** The exact instant, UT Julian day. */
  exact: number;
  /** When the pass's orb window opens / closes, UT Julian days; null when more than a year beyond the span. */
  orbEntry: number | null;
  orbExit: number | null;
  /** The transiting point moves backwards at the exact instant. */
  retrograde: boolean;
  /** Natal house (1…12) the transiting point is in at the exact instant. */
  house: number;
  /** Transiting longitude at the exact instant, degrees [0, 360). */
  longitude: number;
  /** Transiting longitude speed, degrees per day. */
  speed: number;
}

/** Every pass of one transiting point in one aspect to one natal point. */
export interface AspectGroup<O = AspectOccurrence> {
  transiting: MovingPoint;
  aspect: AspectId;
  natal: string;
  /** Exact angle, degrees. */
  angle: number;
  /** Orb, degrees. */
  orb: number;
  natalLongitude: number;
  /** The first pass's exact instant, UT Julian day (for ordering groups without reading O). */
  firstExact: number;
  /** In time order. */
  occurrences: O[];
}

/**
 * Where a pass's fields sit in the array an {@link OccurrenceFactory} is handed: the exact
 * instant, when its orb window opens and closes (UT Julian days; NaN when more than a year
 * beyond the span), the transiting longitude then (degrees [0, 360)) and its speed (degrees
 * per day).
 */
export const PASS_EXACT = 0;
export const PASS_ORB_ENTRY = 1;
export const PASS_ORB_EXIT = 2;
export const PASS_LONGITUDE = 3;
export const PASS_SPEED = 4;

/**
 * Makes one pass's record (see {@link searchTransitsWith}).
 * @param pass the pass's fields (see {@link PASS_EXACT}), in an array the search reuses for
 * every pass: read, not kept (its numbers reach the factory unboxed)
 * @param house natal house of the transiting point then, 1…12
 */
export type OccurrenceFactory<O> = (pass: Float64Array, house: number) => O;

/** An instant of a pass's array, null for NaN. */
const instantOrNull = (t: number): number | null => (Number.isNaN(t) ? null : t);

const occurrenceObject: OccurrenceFactory<AspectOccurrence> = (pass, house) => ({
  exact: pass[PASS_EXACT],
  orbEntry: instantOrNull(pass[PASS_ORB_ENTRY]),
  orbExit: instantOrNull(pass[PASS_ORB_EXIT]),
  retrograde: pass[PASS_SPEED] < 0,
  house,
  longitude: pass[PASS_LONGITUDE],
  speed: pass[PASS_SPEED],
});

export type Direction = 'direct' | 'retrograde';

export interface SignIngress {
  point: MovingPoint;
  /** The sign entered. */
  sign: Sign;
  direction: Direction;
  /** UT Julian day. */
  exact: number;
  /** The sign boundary crossed, degrees (0, 30, …, 330). */
  longitude: number;
}

export interface HouseIngress {
  point: MovingPoint;
  /** The natal house entered, 1…12. */
  house: number;
  direction: Direction;
  exact: number;
  /** The cusp crossed, degrees. */
  longitude: number;
}

export interface StationEvent {
  point: MovingPoint;
  /** `retrograde`: turns retrograde; `direct`: turns direct. */
  type: Direction;
  exact: number;
  longitude: number;
  sign: Sign;
  house: number;
}

export const MOON_PHASE_ANGLES = [
  { phase: 'new', angle: 0 },
  { phase: 'first-quarter', angle: 90 },
  { phase: 'full', angle: 180 },
  { phase: 'last-quarter', angle: 270 },
] as const;
export type MoonPhaseName = (typeof MOON_PHASE_ANGLES)[number]['phase'];

export interface MoonPhaseEvent {
  phase: MoonPhaseName;
  exact: number;
  /** The Moon's longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  /** Natal house of the Moon. */
  house: number;
}

export interface TransitSearchResult<O = AspectOccurrence> {
  aspects: AspectGroup<O>[];
  signIngresses: SignIngress[];
  houseIngresses: HouseIngress[];
  stations: StationEvent[];
  moonPhases: MoonPhaseEvent[];
}

/**
 * Points fast and smooth enough that the Hermite interpolant of their scan grid already gives
 * instants to within 0.05 s (see CurveScan): no Newton polish needed.
 */
const HERMITE_EXACT = new Set<MovingPoint>(['moon', 'sun']);

/** Points that never station (their speed keeps one sign). */
const NEVER_STATIONS = new Set<MovingPoint>(['sun', 'moon', 'mean-node', 'mean-south-node']);

/**
 * Grid step of the scan, days: under half the shortest time between two stations (Mercury's
 * stations come three weeks apart, Mars's two months, the outer planets' four months; the true
 * node's speed changes sign within days), and short enough that the cubic Hermite estimate is
 * within a second, so that one Newton step on the track confirms it (the scan is kept with the
 * ephemeris: a finer grid costs only the first request of a span).
 */
function scanStep(point: MovingPoint): number {
  switch (point) {
    case 'moon':
      return 0.25;
    case 'true-node':
    case 'true-south-node':
      return 0.125;
    case 'mean-lilith':
      return 0.5;
    case 'sun':
      return 2;
    case 'mercury':
      return 0.5;
    case 'venus':
    case 'mars':
      return 1;
    default:
      return 2;
  }
}

/**
 * Days scanned beyond the span with it, for orb windows that begin or end just outside it (the
 * Moon's windows last hours, the Sun's two days); longer windows are followed further on
 * demand, to {@link ORB_HORIZON_DAYS}.
 */
function orbMargin(point: MovingPoint): number {
  return point === 'moon' ? 0.5 : 3;
}

/** Largest of the margins of {@link orbMargin}, days. */
const MAX_MARGIN = 3;

/**
 * Scans cover the span with its margins widened outward to a grid of this many days (from
 * 2000-01-01 UT), so that requests over nearby spans (a rolling "next twelve months") share
 * them and their crossing lists; the events found are then those in the span.
 */
const SCAN_ALIGNMENT_DAYS = 8;
const SCAN_EPOCH = 2451544.5;
const alignedDown = (t: number) =>
  SCAN_EPOCH + Math.floor((t - SCAN_EPOCH) / SCAN_ALIGNMENT_DAYS) * SCAN_ALIGNMENT_DAYS;
const alignedUp = (t: number) => SCAN_EPOCH + Math.ceil((t - SCAN_EPOCH) / SCAN_ALIGNMENT_DAYS) * SCAN_ALIGNMENT_DAYS;

/** What a memo of the search holds (see {@link memoKey}). */
const MEMO_SCAN = 0;
const MEMO_SIGNS = 1;
const MEMO_PHASES = 2;
const MEMO_BEYOND = 3;

/**
 * The key of a memo of the search: what it holds, for which point, over [start, end]. A number
 * where the span allows (starts a whole number of days from the scan epoch, as aligned scans and
 * their chunks are, and under 8,192 days long), not a string: a chart looks up dozens of memos,
 * and building strings of fractional Julian days showed in the `transit` benchmark's warm chart.
 * Anything else gets a string.
 * @param point the point, or null for a memo of none (the Moon's phases)
 */
function memoKey(
  memo: number,
  point: MovingPoint | null,
  start: number,
  end: number,
  ayanamsa?: Ayanamsa | null,
): number | string {
  // A sidereal search's memos apart from the tropical ones, one set per ayanamsa.
  const kind = ayanamsa ? memo + 4 * (1 + AYANAMSAS.indexOf(ayanamsa)) : memo;
  const from = start - SCAN_EPOCH;
  const length = end - start;
  if (Number.isInteger(from) && Number.isInteger(length) && Math.abs(from) < 2 ** 19 && length >= 0 && length < 8192) {
    return ((kind * 32 + (point === null ? 31 : pointNumber(point))) * 2 ** 20 + from + 2 ** 19) * 8192 + length;
  }
  return `${kind}|${point}|${start}|${end}`;
}

/** How far beyond the span orb windows are followed, days. */
export const ORB_HORIZON_DAYS = 366;

/**
 * Orb windows beyond the span are looked for in chunks of this many days, outward, until each
 * has found its edge (most do within a chunk or two: only the slowest points' windows last
 * most of a year).
 */
const HORIZON_CHUNK_DAYS = 64;

/**
 * How far beyond the span a point's orb windows can reach, days: the Sun's and Moon's last days
 * at most (no station), Mercury's and Venus's a retrograde season, Mars's a longer one, the
 * slower points up to {@link ORB_HORIZON_DAYS}.
 */
function horizonOf(point: MovingPoint): number {
  switch (point) {
    case 'moon':
    case 'sun':
      return 0;
    case 'mercury':
    case 'venus':
      return 100;
    case 'mars':
      return 160;
    default:
      return ORB_HORIZON_DAYS;
  }
}

/** A sign boundary crossed at `value` in `direction`: the sign entered. */
function signEntered(value: number, direction: 1 | -1): Sign {
  const boundary = Math.round(norm360(value) / 30) % 12;
  return SIGNS[direction === 1 ? boundary : (boundary + 11) % 12];
}

/**
 * The aspect sides of a search, the same for every transiting point: each natal point's aspect
 * at +angle and, for angles other than 0° and 180°, at −angle (two sides of one group), in the
 * order natal × aspect × side.
 */
interface Sides {
  count: number;
  /** Per side: index of its natal point and of its aspect. */
  natal: Int32Array;
  aspect: Int32Array;
  /** Per side: the exact target longitude (natal ± angle, not reduced), degrees. */
  target: Float64Array;
}

/**
 * The passes of one transiting point, side by side (side s's are passes s.start[s] …
 * s.start[s + 1] − 1), and the orb-edge crossings likewise: flat arrays instead of a list per
 * side.
 */
interface Passes {
  /** Per side + 1: where its passes start. */
  start: Int32Array;
  /** Per pass: instant, value reached (unwrapped) and rate. */
  t: Float64Array;
  value: Float64Array;
  rate: Float64Array;
  /** Per pass: its orb window's entry and exit, NaN while not found. */
  entry: Float64Array;
  exit: Float64Array;
  /** Per side + 1: where its orb-edge crossings start in `edges`. */
  edgeStart: Int32Array;
  /** Orb-edge crossings (target ± orb) in the scanned window, time order per side. */
  edges: Float64Array;
}

/** The targets of a search and their list, kept between requests (see SweepTargets). */
const searchTargets = new SweepTargets();
let targetScratch = new Float64Array(512);

/**
 * Runs the search.
 * @param input span, points, aspects (see {@link TransitSearchInput})
 * @returns aspect groups (in the order transiting × natal × aspect given, only those with a pass)
 * and crossings, each list in time order
 */
export function searchTransits(input: TransitSearchInput): TransitSearchResult {
  return searchTransitsWith(input, occurrenceObject);
}

/**
 * {@link searchTransits} with each pass recorded by `occurrence` (what the transit chart uses to
 * build its output records directly, without an intermediate object per pass).
 * @param input span, points, aspects
 * @param occurrence makes a pass's record
 */
export function searchTransitsWith<O>(
  input: TransitSearchInput,
  occurrence: OccurrenceFactory<O>,
): TransitSearchResult<O> {
  const ephemeris = input.ephemeris ?? sharedTransitEphemeris();
  const { startUT, endUT, cusps } = input;
  const want = { signIngresses: true, houseIngresses: true, stations: true, moonPhases: true, ...input.crossings };
  const inSpan = (t: number) => t >= startUT && t < endUT;
  const houses = new HouseLocator(cusps);
  const houseOf = (longitude: number) => houses.houseOf(longitude);

  // Tracks over the span plus the margins, built together (instants shared by several points
  // cost one Earth state and one precession). Orb windows reaching further are followed later,
  // chunk by chunk, only as far as a window needs (see followBeyond).
  const tropicalTracks = ephemeris.tracks(
    input.transiting,
    alignedDown(startUT - MAX_MARGIN),
    alignedUp(endUT + MAX_MARGIN),
  );
  const ayanamsa = input.ayanamsa ?? null;
  const tracks = ayanamsa ? tropicalTracks.map((track) => inZodiac(track, ayanamsa)) : tropicalTracks;
  const result: TransitSearchResult<O> = {
    aspects: [],
    signIngresses: [],
    houseIngresses: [],
    stations: [],
    moonPhases: [],
  };
  const scans = new Map<MovingPoint, CurveScan>();
  const sides = aspectSides(input.natal, input.aspects);
  const sideCount = sides.count;
  // One sweep over each point's scan for every target, the same for every point: each aspect
  // side's exact longitude and its two orb edges (three targets per side), then the cusps.
  const targetCount = 3 * sideCount + (want.houseIngresses ? 12 : 0);
  if (targetScratch.length < targetCount) targetScratch = new Float64Array(2 * targetCount);
  const targetList = targetScratch;
  for (let side = 0; side < sideCount; side++) {
    const target = sides.target[side];
    const orb = input.aspects[sides.aspect[side]].orb;
    targetList[3 * side] = target;
    targetList[3 * side + 1] = target - orb;
    targetList[3 * side + 2] = target + orb;
  }
  if (want.houseIngresses) for (let h = 0; h < 12; h++) targetList[3 * sideCount + h] = cusps[h];
  const targets = searchTargets.prepare(targetList, targetCount);
  const pass = new Float64Array(5);

  input.transiting.forEach((point, index) => {
    const track = tracks[index];
    const m = orbMargin(point);
    // The scan and what it gives without the natal chart are kept with the ephemeris: a later
    // request for the span only solves for its own targets.
    const scanStart = alignedDown(startUT - m);
    const scanEnd = alignedUp(endUT + m);
    const scan = ephemeris.memo(
      memoKey(MEMO_SCAN, point, scanStart, scanEnd, ayanamsa),
      () => new CurveScan(track, scanStart, scanEnd, scanStep(point), !HERMITE_EXACT.has(point)),
    );
    scans.set(point, scan);

    if (want.stations && !NEVER_STATIONS.has(point)) {
      for (const s of scan.stations) {
        if (!inSpan(s.t)) continue;
        const longitude = norm360(s.value);
        result.stations.push({
          point,
          type: s.type,
          exact: s.t,
          longitude,
          sign: SIGNS[Math.floor(longitude / 30) % 12],
          house: houseOf(longitude),
        });
      }
    }
    if (want.signIngresses) {
      const ingresses = ephemeris.memo(memoKey(MEMO_SIGNS, point, scanStart, scanEnd, ayanamsa), () => {
        const list: Omit<SignIngress, 'point'>[] = [];
        for (let k = 0; k < 12; k++) {
          for (const c of scan.crossings(30 * k)) {
            list.push({
              sign: signEntered(c.value, c.direction),
              direction: c.direction === 1 ? 'direct' : 'retrograde',
              exact: c.t,
              longitude: 30 * k,
            });
          }
        }
        return list;
      });
      for (const e of ingresses) {
        if (inSpan(e.exact))
          result.signIngresses.push({
            point,
            sign: e.sign,
            direction: e.direction,
            exact: e.exact,
            longitude: e.longitude,
          });
      }
    }
    const swept = scan.sweep(targets);
    if (want.houseIngresses) {
      for (let k = 0; k < swept.count; k++) {
        const index = swept.index[k];
        const t = swept.t[k];
        if (index < 3 * sideCount || !inSpan(t)) continue;
        const cusp = cusps[index - 3 * sideCount];
        const direction = swept.direction[k];
        result.houseIngresses.push({
          point,
          house: houseOf(cusp + direction * 1e-7),
          direction: direction === 1 ? 'direct' : 'retrograde',
          exact: t,
          longitude: norm360(cusp),
        });
      }
    }
    const passes = sidePasses(swept, sideCount, startUT, endUT);
    findOrbWindows(ephemeris, point, scan, sides, input.aspects, passes, ayanamsa);

    // Each group's passes (its one or two sides merged in time order) as occurrences.
    const natals = input.natal;
    const start = passes.start;
    for (let side = 0; side < sideCount; side++) {
      let j = start[side];
      const jEnd = start[side + 1];
      if (j === jEnd) continue;
      const n = sides.natal[side];
      const a = sides.aspect[side];
      // The group's other side, when it follows and has passes too.
      const paired = side + 1 < sideCount && sides.natal[side + 1] === n && sides.aspect[side + 1] === a;
      let k = paired ? start[side + 1] : 0;
      const kEnd = paired ? start[side + 2] : 0;
      if (paired) side++;
      const aspect = input.aspects[a];
      const occurrences: O[] = [];
      const firstExact = k >= kEnd || (j < jEnd && passes.t[j] <= passes.t[k]) ? passes.t[j] : passes.t[k];
      result.aspects.push({
        transiting: point,
        aspect: aspect.id,
        natal: natals[n].id,
        angle: aspect.angle,
        orb: aspect.orb,
        natalLongitude: natals[n].longitude,
        firstExact,
        occurrences,
      });
      while (j < jEnd || k < kEnd) {
        const at = k >= kEnd || (j < jEnd && passes.t[j] <= passes.t[k]) ? j++ : k++;
        const value = passes.value[at];
        pass[PASS_EXACT] = passes.t[at];
        pass[PASS_ORB_ENTRY] = passes.entry[at];
        pass[PASS_ORB_EXIT] = passes.exit[at];
        pass[PASS_LONGITUDE] = norm360(value);
        pass[PASS_SPEED] = passes.rate[at];
        occurrences.push(occurrence(pass, houseOf(value)));
      }
    }
  });

  const moon = scans.get('moon');
  const sunIndex = input.transiting.indexOf('sun');
  if (want.moonPhases && moon) {
    // The elongation is the same in either zodiac: found on the tropical tracks (kept once).
    const sun =
      sunIndex >= 0
        ? tropicalTracks[sunIndex]
        : ephemeris.track('sun', alignedDown(startUT - MAX_MARGIN), alignedUp(endUT + MAX_MARGIN));
    const moonTrack = tropicalTracks[input.transiting.indexOf('moon')];
    const toZodiac = ayanamsa ? ayanamsaCurve(ayanamsa) : null;
    const from = alignedDown(startUT);
    const to = alignedUp(endUT);
    const phases = ephemeris.memo(memoKey(MEMO_PHASES, null, from, to), () => {
      const elongation = new CurveScan(new CurveDifference(moonTrack, sun), from, to, 1);
      const list: { phase: MoonPhaseName; exact: number; longitude: number }[] = [];
      for (const { phase, angle } of MOON_PHASE_ANGLES) {
        for (const c of elongation.crossings(angle))
          list.push({ phase, exact: c.t, longitude: norm360(moonTrack.longitude(c.t)) });
      }
      return list;
    });
    for (const { phase, exact, longitude: tropical } of phases) {
      if (!inSpan(exact)) continue;
      const longitude = toZodiac ? norm360(tropical - toZodiac.longitude(exact)) : tropical;
      result.moonPhases.push({
        phase,
        exact,
        longitude,
        sign: SIGNS[Math.floor(longitude / 30) % 12],
        house: houseOf(longitude),
      });
    }
  }

  // −1, 0 or 1 (a difference of instants would be boxed for every comparison).
  const byTime = (a: { exact: number }, b: { exact: number }) => (a.exact < b.exact ? -1 : a.exact > b.exact ? 1 : 0);
  result.signIngresses.sort(byTime);
  result.houseIngresses.sort(byTime);
  result.stations.sort(byTime);
  result.moonPhases.sort(byTime);
  return result;
}

/** The aspect sides of natal points × aspects (see {@link Sides}). */
function aspectSides(natals: readonly NatalTarget[], aspects: readonly AspectSpec[]): Sides {
  let count = 0;
  for (const { angle } of aspects) count += angle === 0 || angle === 180 ? 1 : 2;
  count *= natals.length;
  const sides: Sides = {
    count,
    natal: new Int32Array(count),
    aspect: new Int32Array(count),
    target: new Float64Array(count),
  };
  let side = 0;
  for (let n = 0; n < natals.length; n++) {
    for (let a = 0; a < aspects.length; a++) {
      const { angle } = aspects[a];
      const offsets = angle === 0 || angle === 180 ? 1 : 2;
      for (let k = 0; k < offsets; k++) {
        sides.natal[side] = n;
        sides.aspect[side] = a;
        sides.target[side] = natals[n].longitude + (k === 0 ? angle : -angle);
        side++;
      }
    }
  }
  return sides;
}

/** Scratch for {@link sidePasses}, kept between points and requests and grown as needed. */
const scratch: Passes = {
  start: new Int32Array(0),
  t: new Float64Array(0),
  value: new Float64Array(0),
  rate: new Float64Array(0),
  entry: new Float64Array(0),
  exit: new Float64Array(0),
  edgeStart: new Int32Array(0),
  edges: new Float64Array(0),
};

/**
 * A sweep's crossings of the sides' targets (index 3·side) and orb edges (3·side + 1, + 2) laid
 * out side by side: the passes in [startUT, endUT), every edge crossing (cusps, beyond the
 * sides' targets, are left out). Written into arrays shared by every call (read them before the
 * next): typed arrays above 64 bytes are allocated outside the heap, about a microsecond each.
 */
function sidePasses(swept: SweepResult, sideCount: number, startUT: number, endUT: number): Passes {
  const out = scratch;
  if (out.start.length < sideCount + 2) {
    out.start = new Int32Array(2 * (sideCount + 2));
    out.edgeStart = new Int32Array(2 * (sideCount + 2));
  }
  const { start, edgeStart } = out;
  start.fill(0, 0, sideCount + 2);
  edgeStart.fill(0, 0, sideCount + 2);
  const limit = 3 * sideCount;
  for (let k = 0; k < swept.count; k++) {
    const index = swept.index[k];
    if (index >= limit) continue;
    const side = (index / 3) | 0;
    if (index !== 3 * side) edgeStart[side + 2]++;
    else if (swept.t[k] >= startUT && swept.t[k] < endUT) start[side + 2]++;
  }
  // Counts at side + 2, summed into starts at side + 1; filling advances them to side + 1's.
  for (let side = 2; side <= sideCount + 1; side++) {
    start[side] += start[side - 1];
    edgeStart[side] += edgeStart[side - 1];
  }
  const count = start[sideCount + 1];
  if (out.t.length < count) {
    const n = Math.max(count, 2 * out.t.length);
    out.t = new Float64Array(n);
    out.value = new Float64Array(n);
    out.rate = new Float64Array(n);
    out.entry = new Float64Array(n);
    out.exit = new Float64Array(n);
  }
  if (out.edges.length < edgeStart[sideCount + 1])
    out.edges = new Float64Array(Math.max(edgeStart[sideCount + 1], 2 * out.edges.length));
  const { t, value, rate, edges } = out;
  for (let k = 0; k < swept.count; k++) {
    const index = swept.index[k];
    if (index >= limit) continue;
    const side = (index / 3) | 0;
    if (index !== 3 * side) {
      edges[edgeStart[side + 1]++] = swept.t[k];
    } else if (swept.t[k] >= startUT && swept.t[k] < endUT) {
      const at = start[side + 1]++;
      t[at] = swept.t[k];
      value[at] = swept.value[k];
      rate[at] = swept.rate[k];
    }
  }
  out.entry.fill(NaN, 0, count);
  out.exit.fill(NaN, 0, count);
  return out;
}

/**
 * Entry and exit of each pass's orb window: the nearest orb-edge crossing before and after
 * the pass, looked for first in the scanned window, then in growing chunks beyond it up to
 * {@link ORB_HORIZON_DAYS}.
 */
function findOrbWindows(
  ephemeris: TransitEphemeris,
  point: MovingPoint,
  scan: CurveScan,
  sides: Sides,
  aspects: readonly AspectSpec[],
  passes: Passes,
  ayanamsa: Ayanamsa | null,
): void {
  const { start, edgeStart, edges, entry, exit } = passes;
  const missingBefore: number[] = [];
  const missingAfter: number[] = [];
  for (let side = 0; side < sides.count; side++) {
    const first = start[side];
    const end = start[side + 1];
    if (first === end) continue;
    let j = edgeStart[side];
    const jEnd = edgeStart[side + 1];
    for (let i = first; i < end; i++) {
      const t = passes.t[i];
      while (j < jEnd && edges[j] < t) j++;
      if (j > edgeStart[side]) entry[i] = edges[j - 1];
      if (j < jEnd) exit[i] = edges[j];
    }
    if (Number.isNaN(entry[first])) missingBefore.push(side);
    if (Number.isNaN(exit[end - 1])) missingAfter.push(side);
  }
  followBeyond(ephemeris, point, scan.start, -1, missingBefore, sides, aspects, passes, ayanamsa);
  followBeyond(ephemeris, point, scan.end, 1, missingAfter, sides, aspects, passes, ayanamsa);
}

/** Scratch of {@link followBeyond}, kept between calls. */
const beyondTargets = new SweepTargets();
let beyondEdges = new Float64Array(64);
let beyondNearest = new Float64Array(32);

/**
 * Looks for the orb edges of `open` sides beyond `from`, chunk by chunk outward up to the
 * point's horizon (one sweep per chunk for all of them), each chunk's scan kept with the
 * ephemeris (a later request for the span finds it, and the fitted blocks, ready). The passes
 * before the first entry (or after the last exit) get the edge crossing nearest the span.
 */
function followBeyond(
  ephemeris: TransitEphemeris,
  point: MovingPoint,
  from: number,
  direction: -1 | 1,
  open: number[],
  sides: Sides,
  aspects: readonly AspectSpec[],
  passes: Passes,
  ayanamsa: Ayanamsa | null,
): void {
  const horizon = horizonOf(point);
  let remaining = open;
  for (let offset = 0; offset < horizon && remaining.length > 0; offset += HORIZON_CHUNK_DAYS) {
    const length = Math.min(HORIZON_CHUNK_DAYS, horizon - offset);
    const a = direction === 1 ? from + offset : from - offset - length;
    const b = a + length;
    const scan = ephemeris.memo(
      memoKey(MEMO_BEYOND, point, a, b, ayanamsa),
      () => new CurveScan(inZodiac(ephemeris.track(point, a, b), ayanamsa), a, b, scanStep(point)),
    );
    // Each open side's two edges: targets 2i and 2i + 1 (in arrays kept between calls).
    if (beyondEdges.length < 2 * remaining.length) {
      beyondEdges = new Float64Array(4 * remaining.length);
      beyondNearest = new Float64Array(2 * remaining.length);
    }
    const edges = beyondEdges;
    for (let i = 0; i < remaining.length; i++) {
      const side = remaining[i];
      const orb = aspects[sides.aspect[side]].orb;
      edges[2 * i] = sides.target[side] - orb;
      edges[2 * i + 1] = sides.target[side] + orb;
    }
    const swept = scan.sweep(beyondTargets.prepare(edges, 2 * remaining.length));
    // The crossing nearest the span, per open side (crossings come in time order).
    const nearest = beyondNearest.fill(NaN, 0, remaining.length);
    for (let k = 0; k < swept.count; k++) {
      const i = swept.index[k] >> 1;
      if (direction === -1 || Number.isNaN(nearest[i])) nearest[i] = swept.t[k];
    }
    const still: number[] = [];
    for (let i = 0; i < remaining.length; i++) {
      const side = remaining[i];
      const t = nearest[i];
      if (Number.isNaN(t)) {
        still.push(side);
      } else if (direction === -1) {
        for (let p = passes.start[side]; p < passes.start[side + 1] && Number.isNaN(passes.entry[p]); p++)
          passes.entry[p] = t;
      } else {
        for (let p = passes.start[side + 1] - 1; p >= passes.start[side] && Number.isNaN(passes.exit[p]); p--)
          passes.exit[p] = t;
      }
    }
    remaining = still;
  }
}
