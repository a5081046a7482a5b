/**
 * Unicode glyphs of points, signs, aspects and elements, as astrologers write them. Angles and
 * the quintiles have no Unicode symbol: they use their customary abbreviation. Glyphs are plain
 * code points without a variation selector (fonts decide text or emoji presentation).
 */
import type { AspectId, PointId, Sign } from '../astro/vocabulary.ts';
import type { Element } from './sign-qualities.ts';

/** Keys under which points have readable names: every point plus the shared node keys. */
export type NamedPoint = PointId | 'north-node' | 'south-node';

/** Glyph of every named point (node variants share theirs). */
export const POINT_GLYPHS: Record<NamedPoint, string> = {
  sun: '\u2609', // ☉
  moon: '\u263D', // ☽
  mercury: '\u263F', // ☿
  venus: '\u2640', // ♀
  mars: '\u2642', // ♂
  jupiter: '\u2643', // ♃
  saturn: '\u2644', // ♄
  uranus: '\u2645', // ♅
  neptune: '\u2646', // ♆
  pluto: '\u2647', // ♇
  chiron: '\u26B7', // ⚷
  ceres: '\u26B3', // ⚳
  pallas: '\u26B4', // ⚴
  juno: '\u26B5', // ⚵
  vesta: '\u26B6', // ⚶
  'mean-node': '\u260A', // ☊
  'true-node': '\u260A',
  'north-node': '\u260A',
  'mean-south-node': '\u260B', // ☋
  'true-south-node': '\u260B',
  'south-node': '\u260B',
  'mean-lilith': '\u26B8', // ⚸
  ascendant: 'AC',
  midheaven: 'MC',
  descendant: 'DC',
  'imum-coeli': 'IC',
  vertex: 'Vx',
  'part-of-fortune': '\u2297', // ⊗
};

/** The zodiac glyphs U+2648..U+2653. */
export const SIGN_GLYPHS: Record<Sign, string> = {
  aries: '\u2648',
  taurus: '\u2649',
  gemini: '\u264A',
  cancer: '\u264B',
  leo: '\u264C',
  virgo: '\u264D',
  libra: '\u264E',
  scorpio: '\u264F',
  sagittarius: '\u2650',
  capricorn: '\u2651',
  aquarius: '\u2652',
  pisces: '\u2653',
};

/** Aspect glyphs; the quintiles use "Q" and "bQ". */
export const ASPECT_GLYPHS: Record<AspectId, string> = {
  conjunction: '\u260C', // ☌
  opposition: '\u260D', // ☍
  trine: '\u25B3', // △
  square: '\u25A1', // □
  sextile: '\u26B9', // ⚹
  quincunx: '\u26BB', // ⚻
  'semi-sextile': '\u26BA', // ⚺
  'semi-square': '\u2220', // ∠
  sesquiquadrate: '\u26BC', // ⚼
  quintile: 'Q',
  'bi-quintile': 'bQ',
};

/** The alchemical element triangles (U+1F701..U+1F704). */
export const ELEMENT_GLYPHS: Record<Element, string> = {
  fire: '\u{1F702}',
  earth: '\u{1F703}',
  air: '\u{1F701}',
  water: '\u{1F704}',
};
