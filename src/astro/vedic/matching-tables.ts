/**
 * The tables of kundli matching, by the Moon's sign (0 Aries … 11 Pisces) and nakshatra (0
 * Ashwini … 26 Revati), as the matching manuals tabulate them (Muhurta Chintamani's kootas; the
 * South Indian porutham of the Tamil and Kerala almanacs). Where sources differ, the choice is
 * stated in docs/vedic.md. Pure data.
 */

/** Varna by sign: 4 Brahmin (water signs), 3 Kshatriya (fire), 2 Vaishya (earth), 1 Shudra (air). */
export const VARNA_RANK = [3, 2, 1, 4, 3, 2, 1, 4, 3, 2, 1, 4] as const;
export const VARNA_NAMES = { 4: 'brahmin', 3: 'kshatriya', 2: 'vaishya', 1: 'shudra' } as const;

/** Vashya groups: chatushpada (quadruped), manava (human), jalachara (water), vanachara (wild), keeta (insect). */
export const VASHYA_GROUPS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type VashyaGroup = (typeof VASHYA_GROUPS)[number];

/** The vashya group of a Moon at `longitude` (Sagittarius and Capricorn split at 15°). */
export function vashyaOf(longitude: number): VashyaGroup {
  const sign = Math.floor(longitude / 30) % 12;
  const firstHalf = longitude % 30 < 15;
  const bySign: (VashyaGroup | [VashyaGroup, VashyaGroup])[] = [
    'chatushpada',
    'chatushpada',
    'manava',
    'jalachara',
    'vanachara',
    'manava',
    'manava',
    'keeta',
    ['manava', 'chatushpada'],
    ['chatushpada', 'jalachara'],
    'manava',
    'jalachara',
  ];
  const g = bySign[sign];
  return typeof g === 'string' ? g : firstHalf ? g[0] : g[1];
}

/** Vashya points (of 2) between two groups, in VASHYA_GROUPS order; symmetric. */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type Yoni = (typeof YONIS)[number];

/** The yoni of each nakshatra, Ashwini first. */
export const NAKSHATRA_YONI: readonly Yoni[] = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
];

/** Yoni points (of 4) in YONIS order; symmetric; 0 for the seven sworn enemies. */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export type Gana = 'deva' | 'manushya' | 'rakshasa';
/** Gana of each nakshatra, Ashwini first. */
export const NAKSHATRA_GANA: readonly Gana[] = [
  'deva',
  'manushya',
  'rakshasa',
  'manushya',
  'deva',
  'manushya',
  'deva',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
];

/** Gana points (of 6): [boy][girl]. */
export const GANA_POINTS: Record<Gana, Record<Gana, number>> = {
  deva: { deva: 6, manushya: 6, rakshasa: 1 },
  manushya: { deva: 5, manushya: 6, rakshasa: 0 },
  rakshasa: { deva: 1, manushya: 0, rakshasa: 6 },
};

export type Nadi = 'aadi' | 'madhya' | 'antya';
/** Nadi of each nakshatra: aadi, madhya, antya, antya, madhya, aadi, and round again (the boustrophedon of three). */
export const nadiOf = (nakshatra: number): Nadi => {
  const k = nakshatra % 6;
  return k === 0 || k === 5 ? 'aadi' : k === 1 || k === 4 ? 'madhya' : 'antya';
};

/** Natural friendship (BPHS ch. 3): each lord's friends and enemies; the rest are neutral. */
export const FRIENDS: Record<string, { friends: string[]; enemies: string[] }> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};

/** How `a` regards `b`: friend, neutral or enemy (the same lord counts as a friend). */
export function relation(a: string, b: string): 'friend' | 'neutral' | 'enemy' {
  if (a === b) return 'friend';
  return FRIENDS[a].friends.includes(b) ? 'friend' : FRIENDS[a].enemies.includes(b) ? 'enemy' : 'neutral';
}

/** Rajju (South Indian): the body part of each nakshatra; the same rajju for both fails the check. */
export const RAJJU: readonly ('pada' | 'kati' | 'nabhi' | 'kantha' | 'siro')[] = [
  'pada',
  'kati',
  'nabhi',
  'kantha',
  'siro',
  'kantha',
  'nabhi',
  'kati',
  'pada',
  'pada',
  'kati',
  'nabhi',
  'kantha',
  'siro',
  'kantha',
  'nabhi',
  'kati',
  'pada',
  'pada',
  'kati',
  'nabhi',
  'kantha',
  'siro',
  'kantha',
  'nabhi',
  'kati',
  'pada',
];

/** Vedha pairs (0-based nakshatras): a couple whose stars obstruct each other fails the check. */
export const VEDHA_PAIRS: readonly [number, number][] = [
  [0, 17],
  [1, 16],
  [2, 15],
  [3, 14],
  [5, 21],
  [6, 20],
  [7, 19],
  [8, 18],
  [9, 26],
  [10, 25],
  [11, 24],
  [12, 23],
  [4, 22],
  [4, 13],
  [13, 22],
];

/** Vasya (South Indian): the signs each sign holds in vasya, by sign. */
export const SIGN_VASYA: readonly (readonly number[])[] = [
  [4, 7],
  [3, 6],
  [5],
  [7, 8],
  [6],
  [11, 2],
  [9, 5],
  [3],
  [11],
  [0, 10],
  [0],
  [9],
];
