/**
 * The classical qualities of the signs: element, modality, and the dignities of the points
 * (rulership, exaltation and their opposites). Facts of the tradition, independent of language.
 */
import { type PointId, SIGNS, type Sign } from './vocabulary.ts';

/** The four elements, in the order of the signs from Aries. */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** The three modalities, in the order of the signs from Aries. */
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

/** The element of a sign: Aries fire, Taurus earth, Gemini air, Cancer water, and round again. */
export function elementOf(sign: Sign): Element {
  return ELEMENTS[SIGNS.indexOf(sign) % 4];
}

/** The modality of a sign: Aries cardinal, Taurus fixed, Gemini mutable, and round again. */
export function modalityOf(sign: Sign): Modality {
  return MODALITIES[SIGNS.indexOf(sign) % 3];
}

/** The sign opposite `sign` (six signs on). */
export function oppositeSign(sign: Sign): Sign {
  return SIGNS[(SIGNS.indexOf(sign) + 6) % 12];
}

/**
 * Signs each point rules (modern rulers for Uranus, Neptune and Pluto; the traditional ruler of
 * Scorpio, Aquarius and Pisces keeps its rulership too). Points without a rulership are absent.
 */
const RULERSHIP: Partial<Record<PointId, readonly Sign[]>> = {
  sun: ['leo'],
  moon: ['cancer'],
  mercury: ['gemini', 'virgo'],
  venus: ['taurus', 'libra'],
  mars: ['aries', 'scorpio'],
  jupiter: ['sagittarius', 'pisces'],
  saturn: ['capricorn', 'aquarius'],
  uranus: ['aquarius'],
  neptune: ['pisces'],
  pluto: ['scorpio'],
};

/** Signs of exaltation, traditional (Ptolemy) for the seven visible planets. */
const EXALTATION: Partial<Record<PointId, Sign>> = {
  sun: 'aries',
  moon: 'taurus',
  mercury: 'virgo',
  venus: 'pisces',
  mars: 'capricorn',
  jupiter: 'cancer',
  saturn: 'libra',
};

/** The essential dignity of a point in a sign, or null when it has none there. */
export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/**
 * The essential dignity of `point` in `sign`: domicile (it rules the sign), exaltation,
 * detriment (opposite its domicile) or fall (opposite its exaltation); null for none or for
 * points that have no dignities (nodes, Chiron, Lilith, angles).
 */
export function dignityOf(point: PointId | string, sign: Sign): Dignity | null {
  const rules = RULERSHIP[point as PointId] ?? [];
  if (rules.includes(sign)) return 'domicile';
  const exalted = EXALTATION[point as PointId];
  if (exalted === sign) return 'exaltation';
  if (rules.some((s) => oppositeSign(s) === sign)) return 'detriment';
  if (exalted && oppositeSign(exalted) === sign) return 'fall';
  return null;
}

/**
 * The traditional ruler of each sign (the seven visible planets: Mars rules Scorpio, Saturn
 * Aquarius, Jupiter Pisces), as the chart ruler is read from the Ascendant's sign.
 */
export const TRADITIONAL_RULER: Readonly<Record<Sign, PointId>> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'mars',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'saturn',
  pisces: 'jupiter',
};
