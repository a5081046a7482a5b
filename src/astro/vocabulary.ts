/**
 * The shared vocabulary of the calculation core: the identifiers of points, signs, aspects and
 * house systems that every part of the service (calculation, text, charts, API) speaks.
 * Identifiers are stable API values: never rename one, only add.
 */

import { norm360 } from './angles.ts';

/** Bodies whose positions come from the ephemeris (geocentric, apparent). */
export const PLANETS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type Planet = (typeof PLANETS)[number];

/** Calculated points that are not bodies. South nodes are the north node + 180°. */
export const LUNAR_POINTS = ['mean-node', 'true-node', 'mean-south-node', 'true-south-node', 'mean-lilith'] as const;

/**
 * The main asteroids, integrated from JPL states (ephemeris/asteroids.ts): points a chart gives
 * only when asked for in `points`, so the default chart stays as it was.
 */
export const ASTEROID_POINTS = ['ceres', 'pallas', 'juno', 'vesta'] as const;
export type AsteroidPoint = (typeof ASTEROID_POINTS)[number];

/** The minor bodies integrated from state vectors: Chiron and the main asteroids. */
export const MINOR_BODIES = ['chiron', ...ASTEROID_POINTS] as const;
export type MinorBody = (typeof MINOR_BODIES)[number];

/** Points that depend on the place and instant of the chart (not only the instant). */
export const ANGLES = ['ascendant', 'midheaven', 'descendant', 'imum-coeli', 'vertex'] as const;

/** Arabic parts. The Part of Fortune uses the day/night formula. */
export const PARTS = ['part-of-fortune'] as const;
type Part = (typeof PARTS)[number];

export const POINTS = [...PLANETS, ...MINOR_BODIES, ...LUNAR_POINTS, ...ANGLES, ...PARTS] as const;
export type PointId = (typeof POINTS)[number];

/** The points a chart gives when none are named: all but the asteroids. */
export const DEFAULT_POINTS: readonly PointId[] = POINTS.filter(
  (p) => !(ASTEROID_POINTS as readonly string[]).includes(p),
);

/** Points that move over time, independent of the observer's place: the ones that can transit. */
export const MOVING_POINTS = [...PLANETS, ...MINOR_BODIES, ...LUNAR_POINTS] as const;
export type MovingPoint = (typeof MOVING_POINTS)[number];

/**
 * The key under which interpretation texts are filed for a point: mean and true node share the
 * north node's texts, the two south nodes the south node's.
 */
export function interpretationKey(point: PointId): string {
  switch (point) {
    case 'mean-node':
    case 'true-node':
      return 'north-node';
    case 'mean-south-node':
    case 'true-south-node':
      return 'south-node';
    default:
      return point;
  }
}

export const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

/** The sign of an ecliptic longitude in degrees (any real number; wrapped into [0, 360)). */
export function signOf(longitudeDeg: number): Sign {
  let lon = longitudeDeg;
  // (A floating-point % is a call: only for a longitude outside [0, 360).)
  if (lon < 0 || lon >= 360) lon = norm360(lon);
  return SIGNS[Math.min(11, Math.floor(lon / 30))];
}

/** The sign of a longitude in degrees (any real number) and the degrees within it, [0, 30). */
export function placeInSign(longitude: number): { sign: Sign; degreeInSign: number } {
  const lon = norm360(longitude);
  const degree = lon - Math.floor(lon / 30) * 30;
  return { sign: signOf(lon), degreeInSign: degree >= 30 ? 0 : degree };
}

export interface AspectDefinition {
  id: string;
  /** Exact angular separation in degrees, 0..180. */
  angle: number;
  /** Major (Ptolemaic) aspects are conjunction, sextile, square, trine and opposition. */
  major: boolean;
}

export const ASPECTS = [
  { id: 'conjunction', angle: 0, major: true },
  { id: 'opposition', angle: 180, major: true },
  { id: 'trine', angle: 120, major: true },
  { id: 'square', angle: 90, major: true },
  { id: 'sextile', angle: 60, major: true },
  { id: 'quincunx', angle: 150, major: false },
  { id: 'semi-sextile', angle: 30, major: false },
  { id: 'semi-square', angle: 45, major: false },
  { id: 'sesquiquadrate', angle: 135, major: false },
  { id: 'quintile', angle: 72, major: false },
  { id: 'bi-quintile', angle: 144, major: false },
] as const satisfies readonly AspectDefinition[];
export type AspectId = (typeof ASPECTS)[number]['id'];

/**
 * House systems by API name, with the one-letter code of the Swiss Ephemeris convention that
 * astrologers also use (both are accepted by the API).
 */
export const HOUSE_SYSTEMS = {
  placidus: 'P',
  koch: 'K',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
  equal: 'A',
  'whole-sign': 'W',
  alcabitius: 'B',
  morinus: 'M',
  topocentric: 'T',
  meridian: 'X',
  vehlow: 'V',
  horizontal: 'H',
  carter: 'F',
  krusinski: 'U',
  sripati: 'S',
  sunshine: 'I',
  'equal-mc': 'D',
  'equal-aries': 'N',
  'pullen-sd': 'L',
  'pullen-sr': 'Q',
} as const;
export type HouseSystem = keyof typeof HOUSE_SYSTEMS;
