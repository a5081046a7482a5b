/**
 * The events a weekly horoscope is composed from, how a sign's solar house of an event is
 * counted, and how significant each event is (the weight that picks the week's main theme).
 */
import { type AspectId, type Planet, SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import type { House } from '../names.ts';

/** The four lunar phases a horoscope names (elongation 0°, 90°, 180°, 270°). */
export const MOON_PHASES = ['new', 'first-quarter', 'full', 'last-quarter'] as const;
export type MoonPhase = (typeof MOON_PHASES)[number];

/** Points that take part in horoscope events: the planets and Chiron. */
export type HoroscopePoint = Planet | 'chiron';
/** Points that change sign as `ingress` events (the Moon's sign changes are `moon-ingress`). */
export type IngressPoint = Exclude<HoroscopePoint, 'moon'>;
/** Points that station (the Sun and Moon never do). */
export type StationPoint = Exclude<HoroscopePoint, 'sun' | 'moon'>;

interface EventBase {
  /** The exact instant, ISO 8601 with offset or Z (e.g. "2026-06-03T14:05:00Z"). */
  instant: string;
  /**
   * The reader's whole-sign solar house the event falls in, 1..12: the house of the sign the
   * (first) point is in, counted from the reader's sign (see {@link solarHouse}).
   */
  house: House;
}

/** One event of the week, with its instant and the reader's solar house. */
export type HoroscopeEvent =
  /** A lunar phase: the Moon's elongation from the Sun reaches 0° (new), 90°, 180° (full), 270°. */
  | (EventBase & { kind: 'moon-phase'; phase: MoonPhase; sign: Sign })
  /** The Moon enters a sign. */
  | (EventBase & { kind: 'moon-ingress'; sign: Sign })
  /** A planet or Chiron enters a sign (forward or retrograde). */
  | (EventBase & { kind: 'ingress'; point: IngressPoint; sign: Sign; retrograde?: boolean })
  /** A planet or Chiron stations: turns retrograde or direct, in `sign`. */
  | (EventBase & { kind: 'station'; point: StationPoint; direction: 'retrograde' | 'direct'; sign: Sign })
  /** Two transiting points in exact aspect; `house` is the first point's, `otherHouse` the second's. */
  | (EventBase & {
      kind: 'aspect';
      point: HoroscopePoint;
      aspect: AspectId;
      other: HoroscopePoint;
      otherHouse?: House;
    });

/**
 * The whole-sign solar house of `eventSign` for a reader of sign `readerSign`: the sign index
 * difference + 1, so the reader's own sign is house 1 and the next sign house 2 (1..12).
 */
export function solarHouse(readerSign: Sign, eventSign: Sign): House {
  return (((SIGNS.indexOf(eventSign) - SIGNS.indexOf(readerSign) + 12) % 12) + 1) as House;
}

/** How much a point weighs in a week's events: slow, rare movers weigh more (Moon 1 … outer planets 8). */
export const POINT_WEIGHT: Record<HoroscopePoint, number> = {
  moon: 1,
  mercury: 3,
  venus: 3,
  mars: 4,
  chiron: 4,
  sun: 5,
  jupiter: 6,
  saturn: 7,
  uranus: 8,
  neptune: 8,
  pluto: 8,
};

/**
 * The significance of an event for the week's main theme (a positive number, higher = more
 * significant):
 * - new and full Moon 8, quarter Moons 5, Moon sign change 1;
 * - sign ingress 3 + point weight (Mercury 6 … Pluto 11), station 4 + point weight (Mercury 7 …);
 * - aspect 2 + mean of the two point weights, +1 for conjunction, opposition and square,
 *   −2 for minor aspects (so Jupiter trine Saturn 8.5, Sun conjunct Mercury 7, Moon sextile Venus 4);
 * - +2 when the event falls in the reader's 1st house, +1 in the other angular houses (4, 7, 10).
 * Ties go to the earlier event.
 */
export function eventWeight(event: HoroscopeEvent): number {
  let weight: number;
  switch (event.kind) {
    case 'moon-phase':
      weight = event.phase === 'new' || event.phase === 'full' ? 8 : 5;
      break;
    case 'moon-ingress':
      weight = 1;
      break;
    case 'ingress':
      weight = 3 + POINT_WEIGHT[event.point];
      break;
    case 'station':
      weight = 4 + POINT_WEIGHT[event.point];
      break;
    case 'aspect': {
      const nature = natureOf(event.aspect);
      const major = ['conjunction', 'opposition', 'square', 'trine', 'sextile'].includes(event.aspect);
      weight =
        2 +
        (POINT_WEIGHT[event.point] + POINT_WEIGHT[event.other]) / 2 +
        (nature === 'soft' || !major ? 0 : 1) -
        (major ? 0 : 2);
      break;
    }
  }
  if (event.house === 1) weight += 2;
  else if (event.house === 4 || event.house === 7 || event.house === 10) weight += 1;
  return weight;
}
