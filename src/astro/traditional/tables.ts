/**
 * The tables of traditional astrology, by sign index (0 = Aries … 11 = Pisces): domiciles,
 * exaltations, Dorothean triplicities, Egyptian terms, Chaldean faces, and the sequences the
 * time lords follow. Sources are named on each table.
 */
import { norm360 as norm } from '../angles.ts';
import { SIGNS, type Sign } from '../vocabulary.ts';

/** The seven traditional planets. */
export const CLASSICAL_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type ClassicalPlanet = (typeof CLASSICAL_PLANETS)[number];

/** The Chaldean order, slowest to fastest: the order of faces, planetary hours and firdaria sub-periods. */
export const CHALDEAN_ORDER: readonly ClassicalPlanet[] = [
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
  'moon',
];

/** Domicile lords (Ptolemy, Tetrabiblos I.17; Valens, Anthology I.1). */
export const DOMICILE: readonly ClassicalPlanet[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

/** Exaltations: sign and degree of each planet's exaltation (Ptolemy I.19; the degrees as Firmicus gives them). */
export const EXALTATION: Readonly<Record<ClassicalPlanet, { sign: Sign; degree: number }>> = {
  sun: { sign: 'aries', degree: 19 },
  moon: { sign: 'taurus', degree: 3 },
  mercury: { sign: 'virgo', degree: 15 },
  venus: { sign: 'pisces', degree: 27 },
  mars: { sign: 'capricorn', degree: 28 },
  jupiter: { sign: 'cancer', degree: 15 },
  saturn: { sign: 'libra', degree: 21 },
};

/** Triplicity lords by element: day, night, participating (Dorotheus, Carmen Astrologicum I.1). */
export const TRIPLICITY: Readonly<
  Record<
    'fire' | 'earth' | 'air' | 'water',
    { day: ClassicalPlanet; night: ClassicalPlanet; participating: ClassicalPlanet }
  >
> = {
  fire: { day: 'sun', night: 'jupiter', participating: 'saturn' },
  earth: { day: 'venus', night: 'moon', participating: 'mars' },
  air: { day: 'saturn', night: 'mercury', participating: 'jupiter' },
  water: { day: 'venus', night: 'mars', participating: 'moon' },
};

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** A sign's element: Aries fire, Taurus earth, Gemini air, Cancer water, and round again. */
export function elementOf(signIndex: number): Element {
  return ELEMENTS[signIndex % 4];
}

/** One term: its lord and the degree (exclusive) it runs to within the sign. */
export interface Term {
  lord: ClassicalPlanet;
  end: number;
}

const t = (...pairs: [ClassicalPlanet, number][]): Term[] => pairs.map(([lord, end]) => ({ lord, end }));

/** The Egyptian terms (Ptolemy, Tetrabiblos I.21; the table Valens and Dorotheus use). */
export const EGYPTIAN_TERMS: readonly Term[][] = [
  t(['jupiter', 6], ['venus', 12], ['mercury', 20], ['mars', 25], ['saturn', 30]),
  t(['venus', 8], ['mercury', 14], ['jupiter', 22], ['saturn', 27], ['mars', 30]),
  t(['mercury', 6], ['jupiter', 12], ['venus', 17], ['mars', 24], ['saturn', 30]),
  t(['mars', 7], ['venus', 13], ['mercury', 19], ['jupiter', 26], ['saturn', 30]),
  t(['jupiter', 6], ['venus', 11], ['saturn', 18], ['mercury', 24], ['mars', 30]),
  t(['mercury', 7], ['venus', 17], ['jupiter', 21], ['mars', 28], ['saturn', 30]),
  t(['saturn', 6], ['mercury', 14], ['jupiter', 21], ['venus', 28], ['mars', 30]),
  t(['mars', 7], ['venus', 11], ['mercury', 19], ['jupiter', 24], ['saturn', 30]),
  t(['jupiter', 12], ['venus', 17], ['mercury', 21], ['saturn', 26], ['mars', 30]),
  t(['mercury', 7], ['jupiter', 14], ['venus', 22], ['saturn', 26], ['mars', 30]),
  t(['mercury', 7], ['venus', 13], ['jupiter', 20], ['mars', 25], ['saturn', 30]),
  t(['venus', 12], ['jupiter', 16], ['mercury', 19], ['mars', 28], ['saturn', 30]),
];

/** The face (decan) lord of a longitude: the Chaldean order from Mars at 0° Aries, 10° each. */
export function faceLord(longitude: number): ClassicalPlanet {
  const decan = Math.floor(norm(longitude) / 10);
  return CHALDEAN_ORDER[(2 + decan) % 7];
}

/** The term lord of a longitude (Egyptian terms). */
export function termLord(longitude: number): ClassicalPlanet {
  const lon = norm(longitude);
  const degree = lon % 30;
  const terms = EGYPTIAN_TERMS[signIndexOf(lon)];
  return (terms.find((term) => degree < term.end) ?? terms[4]).lord;
}

/** The sign index 0…11 of a longitude in degrees. */
export function signIndexOf(longitude: number): number {
  return Math.min(11, Math.floor(norm(longitude) / 30));
}

export function signName(index: number): Sign {
  return SIGNS[((index % 12) + 12) % 12];
}
