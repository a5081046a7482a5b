/**
 * Astrological glyphs drawn as SVG line art, so that every renderer (browsers, resvg) draws the
 * same shapes without depending on which fonts carry U+2609..U+2653 or U+26B7/U+26B8.
 *
 * Every glyph is designed in a 20 × 20 box centred on the origin (x right, y down, both in
 * −10..10) and is meant to be stroked, not filled: the caller sets stroke colour and width
 * (about 1.5 box units) on the element that references it, and fill="none".
 */
import type { PointId, Sign } from '../astro/vocabulary.ts';

/** Points drawn as glyphs on a ring; the four angles are drawn as axes instead. */
export type WheelPointId = Exclude<PointId, 'ascendant' | 'midheaven' | 'descendant' | 'imum-coeli'>;

/** Side of the square design box of every glyph, in glyph units. */
export const GLYPH_BOX = 20;

/** A dot: a zero-length stroke drawn with round caps would not show in every renderer. */
const dot = (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="0.7"/>`;
const path = (d: string): string => `<path d="${d}"/>`;
const circle = (x: number, y: number, r: number): string => `<circle cx="${x}" cy="${y}" r="${r}"/>`;

const crescent = (scale: number, dx: number, dy: number): string => {
  // Outer arc about (0,0) and inner arc about (6.9,0) meet at (3, ±8); then scaled and moved.
  const p = (x: number, y: number): string => `${round(x * scale + dx)} ${round(y * scale + dy)}`;
  return path(
    `M${p(3, -8)}A${round(8.544 * scale)} ${round(8.544 * scale)} 0 1 0 ${p(3, 8)}` +
      `A${round(8.9 * scale)} ${round(8.9 * scale)} 0 0 1 ${p(3, -8)}Z`,
  );
};
const round = (v: number): number => Math.round(v * 100) / 100;

const NODE_NORTH =
  path('M-5 4.2C-10.5 -1.5 -6.5 -8.8 0 -8.8C6.5 -8.8 10.5 -1.5 5 4.2') + circle(-5.3, 6.3, 2.2) + circle(5.3, 6.3, 2.2);
const NODE_SOUTH =
  path('M-5 -4.2C-10.5 1.5 -6.5 8.8 0 8.8C6.5 8.8 10.5 1.5 5 -4.2') + circle(-5.3, -6.3, 2.2) + circle(5.3, -6.3, 2.2);

/** SVG markup (paths and circles without paint attributes) of each point's glyph. */
export const POINT_GLYPHS: Readonly<Record<WheelPointId, string>> = {
  sun: circle(0, 0, 7.5) + dot(0, 0),
  moon: crescent(1, 2.8, 0),
  mercury: circle(0, -0.5, 3.8) + path('M-3.6 -9A3.6 3.6 0 0 0 3.6 -9M0 3.3V9.5M-3.2 6.4H3.2'),
  venus: circle(0, -3.2, 5) + path('M0 1.8V9.6M-3.6 5.8H3.6'),
  mars: circle(-2.3, 2.3, 5.2) + path('M1.4 -1.4L8 -8M3 -8H8V-3'),
  jupiter: path('M-6.8 -5.6C-6.8 -10 0.4 -10.4 0.4 -5.6C0.4 -2.4 -3.5 0.5 -6.8 4H7.8M4.2 -9V9.5'),
  saturn: path(
    'M-3.5 -9.5V5.5M-6.8 -6.2H0M-3.5 -0.4C-1.5 -3.8 5.3 -4.2 5.3 0.4C5.3 3.2 2.6 4.6 2.6 7C2.6 8.6 4.6 9.6 6.4 8.2',
  ),
  uranus: path('M-6 -8.5V1.5M6 -8.5V1.5M-6 -3.5H6M0 -9V4.3') + circle(0, 6.6, 2.3),
  neptune: path(
    'M-6.8 -8.2C-6.8 -1.4 -3.8 1.4 0 1.4C3.8 1.4 6.8 -1.4 6.8 -8.2M0 -9.5V9.5M-3.6 5.6H3.6M-8.6 -6.2L-6.8 -8.4L-5 -6.2M5 -6.2L6.8 -8.4L8.6 -6.2M-1.8 -7.4L0 -9.6L1.8 -7.4',
  ),
  pluto: circle(0, -5.4, 2.7) + path('M-6.2 -8.2A6.2 6.2 0 0 0 6.2 -8.2M0 -2V9.5M-3.6 5.6H3.6'),
  chiron: circle(0, 5.9, 3.3) + path('M0 2.6V-9.5M0 -3.6L5 -8.8M0 -3.6L4.8 0.6'),
  // ⚳ a sickle over a cross, ⚴ a lozenge on a cross, ⚵ a star on a cross, ⚶ a hearth's flame.
  ceres: path('M-5.5 -6.5C-5.5 -10.5 5.5 -10.5 5.5 -5C5.5 -1 2.5 1.5 0 1.5M0 1.5V9.5M-3.6 5.6H3.6'),
  pallas: path('M0 -9.5L4.2 -4.5L0 0.5L-4.2 -4.5ZM0 0.5V9.5M-3.6 5.2H3.6'),
  juno: path('M0 -9.5V-0.5M-4.3 -7.3L4.3 -2.7M4.3 -7.3L-4.3 -2.7M0 -0.5V9.5M-3.6 5.2H3.6'),
  vesta: path('M-7.5 -1.5L0 8.5L7.5 -1.5M-7.5 -1.5H7.5M0 -1.5C-3.5 -4.5 -1.5 -7.5 0 -9.5C1.5 -7.5 3.5 -4.5 0 -1.5'),
  'mean-node': NODE_NORTH,
  'true-node': NODE_NORTH,
  'mean-south-node': NODE_SOUTH,
  'true-south-node': NODE_SOUTH,
  'mean-lilith': crescent(0.62, 1.8, -4.2) + path('M0 1.4V9.6M-3.4 5.8H3.4'),
  vertex: path('M-8.6 -5L-5 5L-1.4 -5M1.6 -1.4L7.8 5M7.8 -1.4L1.6 5'),
  'part-of-fortune': circle(0, 0, 7.5) + path('M-5.3 -5.3L5.3 5.3M5.3 -5.3L-5.3 5.3'),
};

/** SVG markup of each zodiac sign's glyph. */
export const SIGN_GLYPHS: Readonly<Record<Sign, string>> = {
  aries: path(
    'M0 9V-2.5C0 -7 -2 -9 -4.6 -9C-7.2 -9 -8.8 -7 -8.8 -4.6C-8.8 -2.6 -7.8 -1.2 -6.4 -0.2M0 -2.5C0 -7 2 -9 4.6 -9C7.2 -9 8.8 -7 8.8 -4.6C8.8 -2.6 7.8 -1.2 6.4 -0.2',
  ),
  taurus: circle(0, 3.4, 5.3) + path('M-8.8 -8.6C-7.4 -4.2 -4.4 -1.9 0 -1.9C4.4 -1.9 7.4 -4.2 8.8 -8.6'),
  gemini: path('M-7.5 -8.6C-2.8 -6.6 2.8 -6.6 7.5 -8.6M-7.5 8.6C-2.8 6.6 2.8 6.6 7.5 8.6M-3.6 -7.1V7.1M3.6 -7.1V7.1'),
  cancer:
    circle(-5, -3.2, 2.9) +
    circle(5, 3.2, 2.9) +
    path('M-5 -6.1C-0.5 -9.4 5.6 -8.9 8.8 -5.2M5 6.1C0.5 9.4 -5.6 8.9 -8.8 5.2'),
  leo:
    circle(-5, 3.2, 3.3) +
    path('M-2.5 1C-4.4 -3 -3.8 -9 1.6 -9C6.6 -9 7.6 -4 5.2 -0.2C3.2 3.2 2.6 6.4 4.6 8C5.8 8.9 7.4 8.6 8.6 7.4'),
  virgo: path(
    'M-9 -6C-7.6 -7.6 -6.3 -7 -6.3 -5V6.4M-6.3 -3.8C-6.3 -7.4 -1.7 -7.4 -1.7 -3.8V6.4M-1.7 -3.8C-1.7 -7.4 2.9 -7.4 2.9 -3.8V6.4M2.9 -0.6C6.4 -3.6 9.6 -1 7.6 2.6C6 5.4 3.4 7.6 0.6 9.4',
  ),
  libra: path(
    'M-8.8 7.2H8.8M-8.8 2.6H-3.6C-5.6 1.1 -6.2 -0.8 -6.2 -2.6C-6.2 -6 -3.6 -8.2 0 -8.2C3.6 -8.2 6.2 -6 6.2 -2.6C6.2 -0.8 5.6 1.1 3.6 2.6H8.8',
  ),
  scorpio: path(
    'M-9 -6.6C-7.6 -8.2 -6.3 -7.6 -6.3 -5.6V5.8M-6.3 -4.4C-6.3 -8 -1.7 -8 -1.7 -4.4V5.8M-1.7 -4.4C-1.7 -8 2.9 -8 2.9 -4.4V4.4C2.9 6.6 4.4 7.4 8.6 7.4M6 4.8L8.6 7.4L6 10',
  ),
  sagittarius: path('M-8.4 8.4L8.4 -8.4M1.4 -8.4H8.4V-1.4M-6.4 -1.2L1.2 6.4'),
  capricorn:
    path('M-9 -6.4C-7.4 -8 -5.8 -7.2 -5.2 -5.2L-2.2 6.6L1 -4.6C2 -8.2 6.6 -8.6 6.6 -4.4V2.4') +
    circle(5.4, 5, 2.8) +
    path('M2.6 5C2.6 8 0.6 9.4 -1.8 9.4'),
  aquarius: path('M-9 -1.6L-6 -4.8L-3 -1.6L0 -4.8L3 -1.6L6 -4.8L9 -1.6M-9 4.8L-6 1.6L-3 4.8L0 1.6L3 4.8L6 1.6L9 4.8'),
  pisces: path('M-7 -9C-2.4 -4.6 -2.4 4.6 -7 9M7 -9C2.4 -4.6 2.4 4.6 7 9M-8 0H8'),
};

/** The retrograde mark ℞ (an R whose leg is crossed). */
export const RETROGRADE_GLYPH = path('M-5 8.5V-8.5H0.6C5.6 -8.5 5.6 0.2 0.6 0.2H-5M-0.2 0.2L7 9.5M1.8 7.4L6.6 3.4');
