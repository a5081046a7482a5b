/**
 * The sky-event feed: over a span of up to ten years and with no natal chart, one time-ordered
 * list of the moving bodies' sign ingresses and stations, the lunations (new and full moons, with
 * a super-moon flag), the eclipses and the exact aspects between the bodies. Pure: UT Julian
 * days in, plain records out.
 *
 * Conventions:
 * - Ingresses, stations and lunations are the transit search's own crossings (see
 *   transit-search.ts): a sign ingress is a crossing of a multiple of 30° of apparent tropical
 *   longitude (the sign entered is the one moved into, so a retrograde crossing of 30° enters
 *   Aries); a station is where the longitude speed changes sign; a new (full) moon is where the
 *   Moon's apparent longitude less the Sun's is 0° (180°).
 * - Super moon: a new or full moon with the Moon's centre less than {@link SUPER_MOON_KM} from
 *   the Earth's centre at the lunation's instant (the round figure of Espenak and timeanddate;
 *   Nolle's "within 90 % of perigee" needs the month's own perigee and apogee and names more).
 * - Eclipses: the sky calendars' eclipse search (greatest eclipse, type, magnitude, Saros).
 * - Aspects: the angle between two bodies' apparent longitudes λa − λb reaches ±a (mod 360°);
 *   each crossing is its own event, so each pass of a retrograde loop is listed. Found as the
 *   transit search finds its passes: a scan of the difference curve of the two fitted tracks,
 *   its stations cutting it into monotonic pieces, each crossing refined by Newton steps on the
 *   curve to under a second.
 * Events are those whose instant falls in [startUT, endUT).
 */
import { norm360 } from '../angles.ts';
import { eclipseEvents } from '../sky-calendars/eclipse-events.ts';
import { moonDisc } from '../sky-calendars/moon-phase.ts';
import { type Curve, CurveDifference, CurveScan } from '../transits/curve-scan.ts';
import { SweepTargets } from '../transits/sweep-targets.ts';
import { sharedTransitEphemeris, type TransitEphemeris } from '../transits/transit-ephemeris.ts';
import { searchTransits } from '../transits/transit-search.ts';
import { ASPECTS, type AspectId, type MovingPoint, PLANETS, SIGNS, type Sign } from '../vocabulary.ts';

/** The bodies of the feed: the Sun, Moon and planets, Chiron and the mean lunar node. */
export const FEED_BODIES = [...PLANETS, 'chiron', 'mean-node'] as const satisfies readonly MovingPoint[];
export type FeedBody = (typeof FEED_BODIES)[number];

/** The kinds of event. */
export const FEED_KINDS = ['ingress', 'station', 'lunation', 'eclipse', 'aspect'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** A new or full moon is a super moon when the Moon's centre is closer than this to the Earth's, km. */
export const SUPER_MOON_KM = 360_000;

/** Bodies that never station (their longitude speed keeps one sign). */
const NEVER_STATIONS = new Set<FeedBody>(['sun', 'moon', 'mean-node']);

/** One event; `instant` is a UT Julian day. */
export type FeedEvent =
  | { kind: 'ingress'; instant: number; body: FeedBody; sign: Sign; longitude: number; retrograde: boolean }
  | {
      kind: 'station';
      instant: number;
      body: FeedBody;
      direction: 'retrograde' | 'direct';
      longitude: number;
      sign: Sign;
    }
  | {
      kind: 'lunation';
      instant: number;
      phase: 'new' | 'full';
      longitude: number;
      sign: Sign;
      distanceKm: number;
      superMoon: boolean;
    }
  | {
      kind: 'eclipse';
      instant: number;
      eclipse: 'solar' | 'lunar';
      type: 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';
      longitude: number;
      sign: Sign;
      magnitude: number;
      saros: number;
    }
  | {
      kind: 'aspect';
      instant: number;
      body: FeedBody;
      aspect: AspectId;
      other: FeedBody;
      /** The exact angle, degrees (0…180). */
      angle: number;
      bodyLongitude: number;
      otherLongitude: number;
      bodyRetrograde: boolean;
      otherRetrograde: boolean;
    };

export interface FeedOptions {
  /** Kinds listed (default all). */
  kinds?: readonly FeedKind[];
  /** Bodies whose ingresses and stations are listed, and between which aspects are (default all of {@link FEED_BODIES}). */
  bodies?: readonly FeedBody[];
  /** Aspects listed (default the five major ones). */
  aspects?: readonly AspectId[];
  /** The ephemeris cache (default this thread's). */
  ephemeris?: TransitEphemeris;
}

const signOf = (longitude: number): Sign => SIGNS[Math.floor(norm360(longitude) / 30) % 12];

/**
 * Grid step of a pair's difference curve, days: under half the shortest time between two of its
 * stations (where the two speeds are equal). With the Moon the difference never stands still
 * (the Moon is always faster than the others); Mercury's speed turns within weeks; the slow
 * bodies' speeds cross at most every few months.
 */
function pairStep(a: FeedBody, b: FeedBody): number {
  const step = (p: FeedBody) => (p === 'moon' || p === 'mercury' ? 0.5 : p === 'venus' || p === 'mars' ? 1 : 2);
  return Math.min(step(a), step(b));
}

/**
 * The aspects are found block by block, each block's crossings (all pairs of {@link FEED_BODIES})
 * kept with the ephemeris: spans that share blocks (a rolling "next twelve months", a page of a
 * long span) reuse them. Blocks of 64 days from 2000-01-01 UT.
 */
const BLOCK_DAYS = 64;
const EPOCH = 2451544.5;

/** One aspect side: the value of λa − λb (degrees, mod 360) and the aspect it belongs to. */
interface Side {
  value: number;
  aspect: (typeof ASPECTS)[number];
}

/** The aspect crossings of every pair in one block, in time order per pair. */
interface BlockCrossings {
  /** Per crossing: instant (UT Julian day), pair index (i · bodies + j), side index. */
  t: Float64Array;
  pair: Int32Array;
  side: Int32Array;
  /** Per crossing: the two bodies' longitudes (degrees, unwrapped) and speeds (degrees per day). */
  la: Float64Array;
  lb: Float64Array;
  sa: Float64Array;
  sb: Float64Array;
}

const sweepTargets = new SweepTargets();

/** Half a day: the finest grid step of {@link pairStep}; every pair's grid falls on it. */
const GRID_DAYS = 0.5;

/**
 * A body's track with its values and rates on the block's half-day grid evaluated once: the 66
 * pairs' scans read their grid from it (a twelfth of the evaluations of each pair evaluating
 * both tracks), and evaluate the track itself between grid points (Newton steps).
 */
class GridCurve implements Curve {
  private readonly values: Float64Array;
  private readonly rates: Float64Array;
  constructor(
    private readonly track: Curve,
    private readonly from: number,
    private readonly n: number,
  ) {
    this.values = new Float64Array(n + 1);
    this.rates = new Float64Array(n + 1);
    const at = new Float64Array(2);
    for (let k = 0; k <= n; k++) {
      track.evaluate(from + k * GRID_DAYS, at);
      this.values[k] = at[0];
      this.rates[k] = at[1];
    }
  }
  longitude(jdUT: number): number {
    return this.track.longitude(jdUT);
  }
  speed(jdUT: number): number {
    return this.track.speed(jdUT);
  }
  evaluate(jdUT: number, out: Float64Array): void {
    // Grid instants are exact in binary (block starts are half days, steps halves), so a grid
    // point is recognised exactly.
    const x = (jdUT - this.from) / GRID_DAYS;
    const k = x | 0;
    if (k === x && k >= 0 && k <= this.n) {
      out[0] = this.values[k];
      out[1] = this.rates[k];
    } else this.track.evaluate(jdUT, out);
  }
}

/**
 * The crossings of every pair of {@link FEED_BODIES} of every side in [from, from + BLOCK_DAYS).
 */
function blockCrossings(ephemeris: TransitEphemeris, from: number, sides: readonly Side[]): BlockCrossings {
  const to = from + BLOCK_DAYS;
  const key = `sky-feed|${from}|${sides.map((s) => s.value).join(',')}`;
  return ephemeris.memo<BlockCrossings>(key, () => {
    const n = FEED_BODIES.length;
    const tracks = ephemeris
      .tracks(FEED_BODIES, from - 1, to + 1)
      .map((track) => new GridCurve(track, from, BLOCK_DAYS / GRID_DAYS));
    const targets = sweepTargets.prepare(
      sides.map((s) => s.value),
      sides.length,
    );
    const t: number[] = [];
    const pair: number[] = [];
    const side: number[] = [];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const scan = new CurveScan(
          new CurveDifference(tracks[i], tracks[j]),
          from,
          to,
          pairStep(FEED_BODIES[i], FEED_BODIES[j]),
        );
        const swept = scan.sweep(targets);
        for (let k = 0; k < swept.count; k++) {
          if (swept.t[k] >= to) continue;
          t.push(swept.t[k]);
          pair.push(i * n + j);
          side.push(swept.index[k]);
        }
      }
    }
    const out: BlockCrossings = {
      t: Float64Array.from(t),
      pair: Int32Array.from(pair),
      side: Int32Array.from(side),
      la: new Float64Array(t.length),
      lb: new Float64Array(t.length),
      sa: new Float64Array(t.length),
      sb: new Float64Array(t.length),
    };
    const at = new Float64Array(2);
    for (let k = 0; k < t.length; k++) {
      tracks[(pair[k] / n) | 0].evaluate(t[k], at);
      out.la[k] = at[0];
      out.sa[k] = at[1];
      tracks[pair[k] % n].evaluate(t[k], at);
      out.lb[k] = at[0];
      out.sb[k] = at[1];
    }
    return out;
  });
}

/** The exact aspects between `bodies` in [startUT, endUT), appended to `out`. */
function aspectEvents(
  ephemeris: TransitEphemeris,
  bodies: readonly FeedBody[],
  sides: readonly Side[],
  startUT: number,
  endUT: number,
  out: FeedEvent[],
): void {
  const n = FEED_BODIES.length;
  const listed = new Uint8Array(n * n);
  for (const a of bodies) for (const b of bodies) listed[FEED_BODIES.indexOf(a) * n + FEED_BODIES.indexOf(b)] = 1;
  const first = EPOCH + Math.floor((startUT - EPOCH) / BLOCK_DAYS) * BLOCK_DAYS;
  for (let from = first; from < endUT; from += BLOCK_DAYS) {
    const found = blockCrossings(ephemeris, from, sides);
    for (let k = 0; k < found.t.length; k++) {
      const t = found.t[k];
      const p = found.pair[k];
      if (t < startUT || t >= endUT || listed[p] === 0) continue;
      const aspect = sides[found.side[k]].aspect;
      out.push({
        kind: 'aspect',
        instant: t,
        body: FEED_BODIES[(p / n) | 0],
        aspect: aspect.id,
        other: FEED_BODIES[p % n],
        angle: aspect.angle,
        bodyLongitude: norm360(found.la[k]),
        otherLongitude: norm360(found.lb[k]),
        bodyRetrograde: found.sa[k] < 0,
        otherRetrograde: found.sb[k] < 0,
      });
    }
  }
}

/**
 * The feed's events in [startUT, endUT), in time order (ties in the order ingress, station,
 * lunation, eclipse, aspect).
 * @param startUT first instant, UT Julian day (1800–2400)
 * @param endUT end (exclusive), UT Julian day; meant for spans up to ten years
 */
export function skyEventFeed(startUT: number, endUT: number, options: FeedOptions = {}): FeedEvent[] {
  const ephemeris = options.ephemeris ?? sharedTransitEphemeris();
  const kinds = new Set<FeedKind>(options.kinds ?? FEED_KINDS);
  const bodies = FEED_BODIES.filter((b) => !options.bodies || options.bodies.includes(b));
  const aspectIds = options.aspects ?? ASPECTS.filter((a) => a.major).map((a) => a.id);
  const events: FeedEvent[] = [];

  const wantIngresses = kinds.has('ingress');
  const wantStations = kinds.has('station');
  const wantLunations = kinds.has('lunation');
  if (wantIngresses || wantStations || wantLunations) {
    // The Moon's phases need the Moon among the transiting points.
    const transiting: FeedBody[] = wantIngresses || wantStations ? [...bodies] : [];
    if (wantLunations && !transiting.includes('moon')) transiting.push('moon');
    const found = searchTransits({
      startUT,
      endUT,
      transiting,
      natal: [],
      cusps: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
      aspects: [],
      crossings: {
        signIngresses: wantIngresses,
        houseIngresses: false,
        stations: wantStations,
        moonPhases: wantLunations,
      },
      ephemeris,
    });
    const listed = new Set<MovingPoint>(bodies);
    for (const i of found.signIngresses) {
      if (!listed.has(i.point)) continue;
      events.push({
        kind: 'ingress',
        instant: i.exact,
        body: i.point as FeedBody,
        sign: i.sign,
        longitude: i.longitude,
        retrograde: i.direction === 'retrograde',
      });
    }
    for (const s of found.stations) {
      if (!listed.has(s.point) || NEVER_STATIONS.has(s.point as FeedBody)) continue;
      events.push({
        kind: 'station',
        instant: s.exact,
        body: s.point as FeedBody,
        direction: s.type,
        longitude: s.longitude,
        sign: s.sign,
      });
    }
    for (const p of found.moonPhases) {
      if (p.phase !== 'new' && p.phase !== 'full') continue;
      const distanceKm = moonDisc(p.exact).distanceKm;
      events.push({
        kind: 'lunation',
        instant: p.exact,
        phase: p.phase,
        longitude: p.longitude,
        sign: p.sign,
        distanceKm,
        superMoon: distanceKm < SUPER_MOON_KM,
      });
    }
  }

  if (kinds.has('eclipse')) {
    for (const e of eclipseEvents(startUT, endUT)) {
      events.push({
        kind: 'eclipse',
        instant: e.exact,
        eclipse: e.kind,
        type: e.type,
        longitude: e.longitude,
        sign: signOf(e.longitude),
        magnitude: e.magnitude,
        saros: e.saros,
      });
    }
  }

  if (kinds.has('aspect') && aspectIds.length > 0) {
    const sides: Side[] = [];
    for (const aspect of ASPECTS) {
      if (!aspectIds.includes(aspect.id)) continue;
      sides.push({ value: aspect.angle, aspect });
      if (aspect.angle !== 0 && aspect.angle !== 180) sides.push({ value: -aspect.angle, aspect });
    }
    aspectEvents(ephemeris, bodies, sides, startUT, endUT, events);
  }

  const rank = (e: FeedEvent) => FEED_KINDS.indexOf(e.kind);
  return events.sort((x, y) => (x.instant < y.instant ? -1 : x.instant > y.instant ? 1 : rank(x) - rank(y)));
}
