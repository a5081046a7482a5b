/**
 * Colour themes of the chart wheel. Every colour is a plain `#rrggbb` value written into SVG
 * presentation attributes (no CSS, no variables), so browsers and resvg paint the same.
 *
 * Aspect colours (light / dark / print):
 * - conjunction: gold #b8860b / #f2c94c / black solid
 * - opposition, square: red #d0342c / #ff6b5e / black solid
 * - trine, sextile: blue #2f6fb5, #3f9bd6 / #6fb2ff, #7fd0ff / black dashed 6-3, 2-2.5
 * - quincunx, semi-sextile: green #3f8f3a, #7cb342 / #7fcf6f, #b5e07a / grey dotted
 * - semi-square, sesquiquadrate: orange #e07b00 / #ffa94d / grey dotted
 * - quintile, bi-quintile: purple #8e44ad / #c39bd3 / grey dotted
 * Minor aspects (all but the five major ones) are dashed in every theme.
 */
import type { AspectId, Sign } from '../astro/vocabulary.ts';

/** The accepted theme ids. */
export const THEME_IDS = ['light', 'dark', 'print'] as const;
/** Identifier of a colour theme: `light` (default), `dark`, or `print` (black on white). */
export type ThemeId = (typeof THEME_IDS)[number];

/** How one aspect's line is painted. */
export interface AspectStyle {
  stroke: string;
  /** SVG stroke-dasharray in units of the line width, or undefined for a solid line. */
  dash?: readonly number[];
}

/** Classical element of a sign; sign glyphs and the zodiac band are tinted by element. */
export type Element = 'fire' | 'earth' | 'air' | 'water';

/** The colours of one theme. */
export interface Theme {
  id: ThemeId;
  background: string;
  /** Fill of the zodiac band, or undefined for no fill. */
  zodiacBand?: string;
  /** Opacity (0..1) of the element tint laid on each sign's sector of the zodiac band; 0 = none. */
  signTint: number;
  /** Circles, sign boundaries, house cusps. */
  line: string;
  /** Degree ticks and leader lines. */
  tick: string;
  /** Horizon and meridian axes and their labels. */
  angle: string;
  text: string;
  /** Secondary text: house numbers, subtitles. */
  mutedText: string;
  /** Glyphs and labels of the inner (natal) ring. */
  innerPoint: string;
  /** Glyphs and labels of the outer ring of a bi-wheel. */
  outerPoint: string;
  element: Readonly<Record<Element, string>>;
  aspect: Readonly<Record<AspectId, AspectStyle>>;
}

const MINOR_DASH = [2, 2] as const;

/** The palettes by theme id. */
export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  light: {
    id: 'light',
    background: '#ffffff',
    zodiacBand: '#f7f4ee',
    signTint: 0.1,
    line: '#5b5b66',
    tick: '#8a8a94',
    angle: '#1f1f29',
    text: '#1f1f29',
    mutedText: '#6b6b76',
    innerPoint: '#1f1f29',
    outerPoint: '#7a2e8e',
    element: { fire: '#d0342c', earth: '#3f8f3a', air: '#b8860b', water: '#2f6fb5' },
    aspect: {
      conjunction: { stroke: '#b8860b' },
      opposition: { stroke: '#d0342c' },
      square: { stroke: '#d0342c' },
      trine: { stroke: '#2f6fb5' },
      sextile: { stroke: '#3f9bd6' },
      quincunx: { stroke: '#3f8f3a', dash: MINOR_DASH },
      'semi-sextile': { stroke: '#7cb342', dash: MINOR_DASH },
      'semi-square': { stroke: '#e07b00', dash: MINOR_DASH },
      sesquiquadrate: { stroke: '#e07b00', dash: MINOR_DASH },
      quintile: { stroke: '#8e44ad', dash: MINOR_DASH },
      'bi-quintile': { stroke: '#8e44ad', dash: MINOR_DASH },
    },
  },
  dark: {
    id: 'dark',
    background: '#14161c',
    zodiacBand: '#1f232c',
    signTint: 0.14,
    line: '#8790a3',
    tick: '#687084',
    angle: '#eef0f5',
    text: '#e8eaf0',
    mutedText: '#9aa2b3',
    innerPoint: '#f2f3f7',
    outerPoint: '#f0b35a',
    element: { fire: '#ff6b5e', earth: '#7fcf6f', air: '#f2d15c', water: '#6fb2ff' },
    aspect: {
      conjunction: { stroke: '#f2c94c' },
      opposition: { stroke: '#ff6b5e' },
      square: { stroke: '#ff6b5e' },
      trine: { stroke: '#6fb2ff' },
      sextile: { stroke: '#7fd0ff' },
      quincunx: { stroke: '#7fcf6f', dash: MINOR_DASH },
      'semi-sextile': { stroke: '#b5e07a', dash: MINOR_DASH },
      'semi-square': { stroke: '#ffa94d', dash: MINOR_DASH },
      sesquiquadrate: { stroke: '#ffa94d', dash: MINOR_DASH },
      quintile: { stroke: '#c39bd3', dash: MINOR_DASH },
      'bi-quintile': { stroke: '#c39bd3', dash: MINOR_DASH },
    },
  },
  print: {
    id: 'print',
    background: '#ffffff',
    zodiacBand: undefined,
    signTint: 0,
    line: '#000000',
    tick: '#000000',
    angle: '#000000',
    text: '#000000',
    mutedText: '#000000',
    innerPoint: '#000000',
    outerPoint: '#000000',
    element: { fire: '#000000', earth: '#000000', air: '#000000', water: '#000000' },
    aspect: {
      conjunction: { stroke: '#000000' },
      opposition: { stroke: '#000000' },
      square: { stroke: '#000000' },
      trine: { stroke: '#000000', dash: [6, 3] },
      sextile: { stroke: '#000000', dash: [2, 2.5] },
      quincunx: { stroke: '#555555', dash: [1, 2] },
      'semi-sextile': { stroke: '#555555', dash: [1, 2] },
      'semi-square': { stroke: '#555555', dash: [1, 2] },
      sesquiquadrate: { stroke: '#555555', dash: [1, 2] },
      quintile: { stroke: '#555555', dash: [1, 2] },
      'bi-quintile': { stroke: '#555555', dash: [1, 2] },
    },
  },
};

/** The classical element of each sign (fire, earth, air, water in zodiac order). */
export const SIGN_ELEMENT: Readonly<Record<Sign, Element>> = {
  aries: 'fire',
  taurus: 'earth',
  gemini: 'air',
  cancer: 'water',
  leo: 'fire',
  virgo: 'earth',
  libra: 'air',
  scorpio: 'water',
  sagittarius: 'fire',
  capricorn: 'earth',
  aquarius: 'air',
  pisces: 'water',
};
