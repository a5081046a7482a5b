/**
 * The sky's own events over a span, with no natal chart: the Moon's phases and sign changes,
 * the sign ingresses and stations of the planets and Chiron, and the exact aspects between
 * them (the Moon left out of aspects: its phases and sign changes speak for it). Pure; what a
 * weekly horoscope is composed from.
 */
import { ASPECTS, type AspectId, PLANETS, type Planet, type Sign, signOf } from '../vocabulary.ts';
import { CurveDifference, CurveScan } from './curve-scan.ts';
import { sharedTransitEphemeris, type TransitEphemeris } from './transit-ephemeris.ts';
import { type MoonPhaseName, searchTransits } from './transit-search.ts';

/** The points of the sky's events: the planets and Chiron. */
export type SkyPoint = Planet | 'chiron';
export const SKY_POINTS: readonly SkyPoint[] = [...PLANETS, 'chiron'];

/** One event, its instant as a UT Julian day. */
export type SkyEvent =
  | { kind: 'moon-phase'; instant: number; phase: MoonPhaseName; sign: Sign }
  | { kind: 'moon-ingress'; instant: number; sign: Sign }
  | { kind: 'ingress'; instant: number; point: Exclude<SkyPoint, 'moon'>; sign: Sign; retrograde: boolean }
  | {
      kind: 'station';
      instant: number;
      point: Exclude<SkyPoint, 'sun' | 'moon'>;
      direction: 'retrograde' | 'direct';
      sign: Sign;
    }
  | {
      kind: 'aspect';
      instant: number;
      point: SkyPoint;
      aspect: AspectId;
      other: SkyPoint;
      sign: Sign;
      otherSign: Sign;
    };

export interface SkyEventsOptions {
  /** Aspects between the points (default the five major ones). */
  aspects?: readonly AspectId[];
  /** The ephemeris cache (default this thread's). */
  ephemeris?: TransitEphemeris;
}

/**
 * Every event in [startUT, endUT), in time order.
 * @param startUT first instant, UT Julian day
 * @param endUT end (exclusive), UT Julian day; meant for spans of days to months
 */
export function skyEvents(startUT: number, endUT: number, options: SkyEventsOptions = {}): SkyEvent[] {
  const ephemeris = options.ephemeris ?? sharedTransitEphemeris();
  const aspectIds = options.aspects ?? ASPECTS.filter((a) => a.major).map((a) => a.id);
  const found = searchTransits({
    startUT,
    endUT,
    transiting: SKY_POINTS,
    natal: [],
    cusps: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
    aspects: [],
    crossings: { houseIngresses: false },
    ephemeris,
  });
  const events: SkyEvent[] = [];
  for (const p of found.moonPhases) events.push({ kind: 'moon-phase', instant: p.exact, phase: p.phase, sign: p.sign });
  for (const i of found.signIngresses) {
    if (i.point === 'moon') events.push({ kind: 'moon-ingress', instant: i.exact, sign: i.sign });
    else
      events.push({
        kind: 'ingress',
        instant: i.exact,
        point: i.point as Exclude<SkyPoint, 'moon'>,
        sign: i.sign,
        retrograde: i.direction === 'retrograde',
      });
  }
  for (const s of found.stations) {
    events.push({
      kind: 'station',
      instant: s.exact,
      point: s.point as Exclude<SkyPoint, 'sun' | 'moon'>,
      direction: s.type,
      sign: s.sign,
    });
  }

  const aspecting = SKY_POINTS.filter((p) => p !== 'moon');
  const tracks = ephemeris.tracks(aspecting, startUT - 1, endUT + 1);
  for (let i = 0; i < aspecting.length; i++) {
    for (let j = i + 1; j < aspecting.length; j++) {
      // The angle between two points turns back when their speeds cross: a half-day grid.
      const scan = new CurveScan(new CurveDifference(tracks[i], tracks[j]), startUT, endUT, 0.5);
      for (const id of aspectIds) {
        const angle = ASPECTS.find((a) => a.id === id)!.angle;
        for (const target of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
          for (const t of scan.crossingTimes(target)) {
            if (t < startUT || t >= endUT) continue;
            events.push({
              kind: 'aspect',
              instant: t,
              point: aspecting[i],
              aspect: id,
              other: aspecting[j],
              sign: signOf(tracks[i].longitude(t)),
              otherSign: signOf(tracks[j].longitude(t)),
            });
          }
        }
      }
    }
  }
  return events.sort((a, b) => a.instant - b.instant);
}
