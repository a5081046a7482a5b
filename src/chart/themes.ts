/**
 * Colour themes of the chart wheel. Every colour is a plain `#rrggbb` value written into SVG
 * presentation attributes (no CSS, no variables), so browsers and resvg paint the same.
 *
 * Aspect lines: every aspect type has its own colour in each theme and its own dash pattern
 * (ASPECT_DASH, the same in every theme), so that an aspect reads from its line alone even in the
 * print theme, whose colours are shades of grey. THEMES[id].aspect is the one table of aspect
 * styles: the wheel's lines, the wheel's aspect legend and the PDF reports' legends read it.
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

/**
 * Dash pattern of each aspect's line in units of the line's width (undefined: solid), one
 * pattern per aspect. Periods stay short (≤ 13 widths) so that a legend's sample shows each
 * pattern at least twice.
 */
export const ASPECT_DASH: Readonly<Record<AspectId, readonly number[] | undefined>> = {
  conjunction: undefined,
  opposition: [9, 2.5],
  square: [5, 2.5],
  trine: [9, 2.5, 1.5, 2.5],
  sextile: [2, 2.5],
  quincunx: [0.5, 2.5],
  'semi-sextile': [0.5, 2.5, 0.5, 6],
  'semi-square': [5, 2.5, 0.5, 2.5],
  sesquiquadrate: [5, 2.5, 0.5, 2.5, 0.5, 2.5],
  quintile: [2, 2.5, 2, 6],
  'bi-quintile': [3.5, 6],
};

/** The aspect styles of a theme from its colour per aspect and ASPECT_DASH. */
function aspectStyles(colours: Readonly<Record<AspectId, string>>): Record<AspectId, AspectStyle> {
  const styles = {} as Record<AspectId, AspectStyle>;
  for (const [aspect, stroke] of Object.entries(colours) as [AspectId, string][]) {
    const dash = ASPECT_DASH[aspect];
    styles[aspect] = dash === undefined ? { stroke } : { stroke, dash };
  }
  return styles;
}

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
    aspect: aspectStyles({
      conjunction: '#b8860b',
      opposition: '#d0342c',
      square: '#a0177a',
      trine: '#2f6fb5',
      sextile: '#1f9dc4',
      quincunx: '#3f8f3a',
      'semi-sextile': '#7f9f1f',
      'semi-square': '#e07b00',
      sesquiquadrate: '#8a5a2b',
      quintile: '#8e44ad',
      'bi-quintile': '#5f6b7a',
    }),
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
    aspect: aspectStyles({
      conjunction: '#f2c94c',
      opposition: '#ff6b5e',
      square: '#ff7ad9',
      trine: '#6fb2ff',
      sextile: '#5fe0f0',
      quincunx: '#7fcf6f',
      'semi-sextile': '#c5e07a',
      'semi-square': '#ffa94d',
      sesquiquadrate: '#d9a066',
      quintile: '#c39bd3',
      'bi-quintile': '#aab4c3',
    }),
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
    aspect: aspectStyles({
      conjunction: '#000000',
      opposition: '#1a1a1a',
      square: '#262626',
      trine: '#333333',
      sextile: '#404040',
      quincunx: '#4d4d4d',
      'semi-sextile': '#595959',
      'semi-square': '#666666',
      sesquiquadrate: '#737373',
      quintile: '#7f7f7f',
      'bi-quintile': '#8c8c8c',
    }),
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
