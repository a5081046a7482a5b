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
 * Events are those whose instant falls in [startUT, endUT).
 */

import { SIGNS, type AspectId, type MovingPoint, type Sign } from '../vocabulary.ts';
import { CurveDifference, CurveScan, type Crossing } from './curve-scan.ts';
import { HouseLocator } from './house-locator.ts';
import { sharedTransitEphemeris, type LongitudeTrack, type TransitEphemeris } from './transit-ephemeris.ts';

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
export interface AspectGroup {
  transiting: MovingPoint;
  aspect: AspectId;
  natal: string;
  /** Exact angle, degrees. */
  angle: number;
  /** Orb, degrees. */
  orb: number;
  natalLongitude: number;
  /** In time order. */
  occurrences: AspectOccurrence[];
}

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

export interface TransitSearchResult {
  aspects: AspectGroup[];
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
 * node's speed changes sign within days), and short enough for good first estimates.
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
    case 'mercury':
      return 2;
    case 'venus':
    case 'mars':
      return 4;
    default:
      return 8;
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

/** How far beyond the span orb windows are followed, days. */
export const ORB_HORIZON_DAYS = 366;

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

const norm360 = (x: number) => ((x % 360) + 360) % 360;

/** A sign boundary crossed at `value` in `direction`: the sign entered. */
function signEntered(value: number, direction: 1 | -1): Sign {
  const boundary = Math.round(norm360(value) / 30) % 12;
  return SIGNS[direction === 1 ? boundary : (boundary + 11) % 12];
}

/** An aspect side being searched: the target longitude, its orb boundaries and the passes found. */
interface Side {
  group: AspectGroup;
  target: number;
  passes: Crossing[];
  /** Orb-boundary crossings (target ± orb) in the initial window, time order. */
  boundaries: number[];
  entries: (number | null)[];
  exits: (number | null)[];
}

/**
 * Runs the search.
 * @param input span, points, aspects (see {@link TransitSearchInput})
 * @returns aspect groups (in the order transiting × natal × aspect given, only those with a pass)
 * and crossings, each list in time order
 */
export function searchTransits(input: TransitSearchInput): TransitSearchResult {
  const ephemeris = input.ephemeris ?? sharedTransitEphemeris();
  const { startUT, endUT, cusps } = input;
  const want = { signIngresses: true, houseIngresses: true, stations: true, moonPhases: true, ...input.crossings };
  const inSpan = (t: number) => t >= startUT && t < endUT;
  const houses = new HouseLocator(cusps);
  const houseOf = (longitude: number) => houses.houseOf(longitude);

  // Tracks over the span plus each point's first margin, built together.
  // The neighbourhood orb windows may reach into is fitted up front, by groups of points that
  // share it (instants shared within a group cost one Earth state and frame): after the first
  // request for a span, nothing of it is sampled again.
  const tracks: LongitudeTrack[] = new Array(input.transiting.length);
  const groups = new Map<number, number[]>();
  input.transiting.forEach((point, i) => groups.set(horizonOf(point), [...(groups.get(horizonOf(point)) ?? []), i]));
  for (const [horizon, members] of groups) {
    const built = ephemeris.tracks(members.map((i) => input.transiting[i]), startUT - Math.max(horizon, 3), endUT + Math.max(horizon, 3));
    members.forEach((i, k) => (tracks[i] = built[k]));
  }
  const result: TransitSearchResult = { aspects: [], signIngresses: [], houseIngresses: [], stations: [], moonPhases: [] };
  const scans = new Map<MovingPoint, CurveScan>();

  input.transiting.forEach((point, index) => {
    const track = tracks[index];
    const m = orbMargin(point);
    const scan = new CurveScan(track, startUT - m, endUT + m, scanStep(point), !HERMITE_EXACT.has(point));
    scans.set(point, scan);

    if (want.stations && !NEVER_STATIONS.has(point)) {
      for (const s of scan.stations) {
        if (!inSpan(s.t)) continue;
        const longitude = norm360(s.value);
        result.stations.push({ point, type: s.type, exact: s.t, longitude, sign: SIGNS[Math.floor(longitude / 30) % 12], house: houseOf(longitude) });
      }
    }
    if (want.signIngresses) {
      for (let k = 0; k < 12; k++) {
        for (const c of scan.crossings(30 * k)) {
          if (!inSpan(c.t)) continue;
          result.signIngresses.push({ point, sign: signEntered(c.value, c.direction), direction: c.direction === 1 ? 'direct' : 'retrograde', exact: c.t, longitude: 30 * k });
        }
      }
    }
    if (want.houseIngresses) {
      for (let h = 0; h < 12; h++) {
        for (const c of scan.crossings(cusps[h])) {
          if (!inSpan(c.t)) continue;
          const entered = houseOf(cusps[h] + c.direction * 1e-7);
          result.houseIngresses.push({ point, house: entered, direction: c.direction === 1 ? 'direct' : 'retrograde', exact: c.t, longitude: norm360(cusps[h]) });
        }
      }
    }

    const sides: Side[] = [];
    for (const natal of input.natal) {
      for (const aspect of input.aspects) {
        const group: AspectGroup = {
          transiting: point, aspect: aspect.id, natal: natal.id, angle: aspect.angle, orb: aspect.orb,
          natalLongitude: natal.longitude, occurrences: [],
        };
        const offsets = aspect.angle === 0 || aspect.angle === 180 ? [aspect.angle] : [aspect.angle, -aspect.angle];
        for (const offset of offsets) {
          const target = natal.longitude + offset;
          const passes = scan.crossings(target);
          let first = 0;
          while (first < passes.length && passes[first].t < startUT) first++;
          let end = first;
          while (end < passes.length && passes[end].t < endUT) end++;
          if (end === first) continue;
          const boundaries = mergeTimes(scan.crossingTimes(target - aspect.orb), scan.crossingTimes(target + aspect.orb));
          sides.push({ group, target, passes: passes.slice(first, end), boundaries, entries: [], exits: [] });
        }
        if (sides.length > 0 && sides[sides.length - 1].group === group) result.aspects.push(group);
      }
    }
    findOrbWindows(ephemeris, point, scan, sides);
    for (const side of sides) {
      side.passes.forEach((pass, i) => {
        const speed = pass.rate;
        side.group.occurrences.push({
          exact: pass.t,
          orbEntry: side.entries[i],
          orbExit: side.exits[i],
          retrograde: speed < 0,
          house: houseOf(pass.value),
          longitude: norm360(pass.value),
          speed,
        });
      });
    }
    for (const group of new Set(sides.map((s) => s.group))) group.occurrences.sort((a, b) => a.exact - b.exact);
  });

  const moon = scans.get('moon');
  const sunIndex = input.transiting.indexOf('sun');
  if (want.moonPhases && moon) {
    const sun = sunIndex >= 0 ? tracks[sunIndex] : ephemeris.track('sun', startUT - 1, endUT + 1);
    const moonTrack = tracks[input.transiting.indexOf('moon')];
    const elongation = new CurveScan(new CurveDifference(moonTrack, sun), startUT, endUT, 1);
    for (const { phase, angle } of MOON_PHASE_ANGLES) {
      for (const c of elongation.crossings(angle)) {
        if (!inSpan(c.t)) continue;
        const longitude = norm360(moonTrack.longitude(c.t));
        result.moonPhases.push({ phase, exact: c.t, longitude, sign: SIGNS[Math.floor(longitude / 30) % 12], house: houseOf(longitude) });
      }
    }
  }

  const byTime = (a: { exact: number }, b: { exact: number }) => a.exact - b.exact;
  result.signIngresses.sort(byTime);
  result.houseIngresses.sort(byTime);
  result.stations.sort(byTime);
  result.moonPhases.sort(byTime);
  return result;
}

/** Two time-ordered lists of instants, merged in time order. */
function mergeTimes(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i] <= b[j] ? a[i++] : b[j++];
  while (i < a.length) out[k++] = a[i++];
  while (j < b.length) out[k++] = b[j++];
  return out;
}

/**
 * Entry and exit of each pass's orb window: the nearest orb-boundary crossing before and after
 * the pass, looked for first in the scanned window, then in growing chunks beyond it up to
 * {@link ORB_HORIZON_DAYS}.
 */
function findOrbWindows(ephemeris: TransitEphemeris, point: MovingPoint, scan: CurveScan, sides: Side[]): void {
  const missingBefore: Side[] = [];
  const missingAfter: Side[] = [];
  for (const side of sides) {
    const boundaries = side.boundaries;
    let j = 0;
    for (const pass of side.passes) {
      while (j < boundaries.length && boundaries[j] < pass.t) j++;
      side.entries.push(j > 0 ? boundaries[j - 1] : null);
      side.exits.push(j < boundaries.length ? boundaries[j] : null);
    }
    if (side.entries[0] === null) missingBefore.push(side);
    if (side.exits[side.exits.length - 1] === null) missingAfter.push(side);
  }
  followBeyond(ephemeris, point, scan.start, -1, missingBefore);
  followBeyond(ephemeris, point, scan.end, 1, missingAfter);
}

/**
 * Looks for the orb boundaries of `sides` beyond `from`, over the whole horizon at once (so a
 * span's neighbourhood is fitted by the first request that needs it, and later requests for
 * the span find it cached).
 */
function followBeyond(ephemeris: TransitEphemeris, point: MovingPoint, from: number, direction: -1 | 1, sides: Side[]): void {
  const horizon = horizonOf(point);
  if (sides.length === 0 || horizon <= 0) return;
  const a = direction === 1 ? from : from - horizon;
  const b = a + horizon;
  const scan = new CurveScan(ephemeris.track(point, a, b), a, b, scanStep(point));
  for (const side of sides) {
    const orb = side.group.orb;
    const found = scan.crossingTimes(side.target + orb, scan.crossingTimes(side.target - orb));
    if (found.length === 0) continue;
    if (direction === -1) {
      const entry = Math.max(...found);
      for (let i = 0; i < side.entries.length && side.entries[i] === null; i++) side.entries[i] = entry;
    } else {
      const exit = Math.min(...found);
      for (let i = side.exits.length - 1; i >= 0 && side.exits[i] === null; i--) side.exits[i] = exit;
    }
  }
}
