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
import { CurveDifference, CurveScan } from '../transits/curve-scan.ts';
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

/** Scans are kept over whole 8-day blocks (from 2000-01-01 UT), so that nearby spans share them. */
const BLOCK = 8;
const EPOCH = 2451544.5;
const blockDown = (t: number) => EPOCH + Math.floor((t - EPOCH) / BLOCK) * BLOCK;
const blockUp = (t: number) => EPOCH + Math.ceil((t - EPOCH) / BLOCK) * BLOCK;

/** Aspect crossings of one pair over a block-aligned span, kept with the ephemeris. */
interface PairCrossings {
  /** Per crossing: instant (UT Julian day), target index (into the request's sides). */
  t: Float64Array;
  side: Int32Array;
}

const sweepTargets = new SweepTargets();

/**
 * The exact aspects of two bodies in [startUT, endUT): every crossing of each aspect side.
 * @param a first body
 * @param b second body
 * @param sides each aspect's sides, degrees (angle and, but for 0° and 180°, −angle), with the aspect each belongs to
 */
function pairAspects(
  ephemeris: TransitEphemeris,
  a: FeedBody,
  b: FeedBody,
  sides: readonly { value: number; aspect: (typeof ASPECTS)[number] }[],
  startUT: number,
  endUT: number,
  out: FeedEvent[],
): void {
  const from = blockDown(startUT);
  const to = blockUp(endUT);
  const key = `sky-feed|${a}|${b}|${from}|${to}|${sides.map((s) => s.value).join(',')}`;
  const found = ephemeris.memo<PairCrossings>(key, () => {
    const [ta, tb] = ephemeris.tracks([a, b], from, to);
    const scan = new CurveScan(new CurveDifference(ta, tb), from, to, pairStep(a, b));
    const swept = scan.sweep(
      sweepTargets.prepare(
        sides.map((s) => s.value),
        sides.length,
      ),
    );
    return { t: swept.t.slice(0, swept.count), side: swept.index.slice(0, swept.count) };
  });
  if (found.t.length === 0) return;
  let tracks: ReturnType<TransitEphemeris['tracks']> | undefined;
  const at = new Float64Array(2);
  for (let k = 0; k < found.t.length; k++) {
    const t = found.t[k];
    if (t < startUT || t >= endUT) continue;
    tracks ??= ephemeris.tracks([a, b], from, to);
    tracks[0].evaluate(t, at);
    const la = norm360(at[0]);
    const sa = at[1];
    tracks[1].evaluate(t, at);
    const aspect = sides[found.side[k]].aspect;
    out.push({
      kind: 'aspect',
      instant: t,
      body: a,
      aspect: aspect.id,
      other: b,
      angle: aspect.angle,
      bodyLongitude: la,
      otherLongitude: norm360(at[0]),
      bodyRetrograde: sa < 0,
      otherRetrograde: at[1] < 0,
    });
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
    const sides: { value: number; aspect: (typeof ASPECTS)[number] }[] = [];
    for (const aspect of ASPECTS) {
      if (!aspectIds.includes(aspect.id)) continue;
      sides.push({ value: aspect.angle, aspect });
      if (aspect.angle !== 0 && aspect.angle !== 180) sides.push({ value: -aspect.angle, aspect });
    }
    for (let i = 0; i < bodies.length; i++) {
      for (let j = i + 1; j < bodies.length; j++)
        pairAspects(ephemeris, bodies[i], bodies[j], sides, startUT, endUT, events);
    }
  }

  const rank = (e: FeedEvent) => FEED_KINDS.indexOf(e.kind);
  return events.sort((x, y) => (x.instant < y.instant ? -1 : x.instant > y.instant ? 1 : rank(x) - rank(y)));
}
