/**
 * Which combinations have seeded interpretation texts: the points under their text keys
 * (mean and true node share `north-node`, see `interpretationKey`), the aspects, and the
 * qualities of points and aspects that the composers of every language read.
 */
import { ASPECTS, type AspectId, PLANETS, type Planet } from '../astro/vocabulary.ts';

/** Text keys of points: planets, Chiron, the nodes (shared keys), Lilith and the two main angles. */
export const TEXT_POINTS = [
  ...PLANETS,
  'chiron',
  'north-node',
  'south-node',
  'mean-lilith',
  'ascendant',
  'midheaven',
] as const;
export type TextPoint = (typeof TEXT_POINTS)[number];

/** Points whose transits have texts: Sun to Pluto, Chiron and the (north) node. */
export const TRANSITING_POINTS = [...PLANETS, 'chiron', 'north-node'] as const;
export type TransitingPoint = (typeof TRANSITING_POINTS)[number];

/** Natal points that transits are read against (all text points). */
export const NATAL_POINTS = TEXT_POINTS;
export type NatalPoint = TextPoint;

/** Every aspect of the vocabulary has transit texts. */
export const TRANSIT_ASPECTS: readonly AspectId[] = ASPECTS.map((a) => a.id);

/** Points with planet-in-sign texts. */
export const SIGN_POINTS = TEXT_POINTS;
export type SignPoint = TextPoint;

/** Points with planet-in-house texts (angles are house cusps themselves, so they are left out). */
export const HOUSE_POINTS = [...PLANETS, 'chiron', 'north-node', 'south-node', 'mean-lilith'] as const;
export type HousePoint = (typeof HOUSE_POINTS)[number];

/** Points compared in synastry: Sun to Pluto and the Ascendant. */
export const SYNASTRY_POINTS = [...PLANETS, 'ascendant'] as const;
export type SynastryPoint = (typeof SYNASTRY_POINTS)[number];

/** Synastry texts cover the major aspects. */
export const SYNASTRY_ASPECTS = ASPECTS.filter((a) => a.major).map((a) => a.id);
export type SynastryAspect = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';

/**
 * The nature of an aspect as a reading distinguishes it: fusion (conjunction), hard
 * (opposition, square, semi-square, sesquiquadrate, quincunx) or soft (trine, sextile,
 * semi-sextile, quintile, bi-quintile).
 */
export type Nature = 'fusion' | 'hard' | 'soft';
/** The nature of `aspect` (see {@link Nature}). */
export function natureOf(aspect: AspectId): Nature {
  switch (aspect) {
    case 'conjunction':
      return 'fusion';
    case 'opposition':
    case 'square':
    case 'semi-square':
    case 'sesquiquadrate':
    case 'quincunx':
      return 'hard';
    default:
      return 'soft';
  }
}

/** True for the minor aspects (all but the five Ptolemaic ones). */
export function isMinor(aspect: AspectId): boolean {
  return !ASPECTS.find((a) => a.id === aspect)!.major;
}

/**
 * How long a transit of a point typically stays in orb: hours (Moon), days (Sun, Mercury,
 * Venus), a week (Mars), weeks (Jupiter, the node), months (Saturn, Chiron), a year or more in
 * several passes (Uranus, Neptune, Pluto).
 */
export type Pace = 'hours' | 'days' | 'week' | 'weeks' | 'months' | 'years';
/** The pace of every transiting point. */
export const PACE: Record<TransitingPoint, Pace> = {
  moon: 'hours',
  sun: 'days',
  mercury: 'days',
  venus: 'days',
  mars: 'week',
  jupiter: 'weeks',
  'north-node': 'weeks',
  saturn: 'months',
  chiron: 'months',
  uranus: 'years',
  neptune: 'years',
  pluto: 'years',
};

/** The planets (and points) whose return to their natal place is a recognised milestone. */
export function isReturn(transiting: TransitingPoint, aspect: AspectId, natal: NatalPoint): boolean {
  return aspect === 'conjunction' && (transiting as string) === natal;
}

/** Houses by their angularity: angular 1, 4, 7, 10; succedent 2, 5, 8, 11; cadent 3, 6, 9, 12. */
export type Angularity = 'angular' | 'succedent' | 'cadent';
/** The angularity of house 1..12. */
export function angularityOf(house: number): Angularity {
  return (['cadent', 'angular', 'succedent'] as const)[house % 3];
}

/** The house in which a planet has its traditional joy (Mercury 1, Moon 3, Venus 5, Mars 6, Sun 9, Jupiter 11, Saturn 12). */
export const JOYS: Partial<Record<Planet, number>> = {
  mercury: 1,
  moon: 3,
  venus: 5,
  mars: 6,
  sun: 9,
  jupiter: 11,
  saturn: 12,
};

/** Uranus, Neptune and Pluto stay in a sign for years: their sign describes a generation. */
export function isGenerational(point: TextPoint): boolean {
  return point === 'uranus' || point === 'neptune' || point === 'pluto';
}
