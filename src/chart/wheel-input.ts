/**
 * What the chart renderer draws: plain data, independent of how the positions were computed.
 * The caller (the HTTP layer) adapts a natal, transit or synastry result to this shape and
 * supplies every human-readable string already localized; the renderer knows no language.
 *
 * Orientation: the wheel is drawn as astrologers draw it. The inner ring's ascendant lies at
 * 9 o'clock (left) and ecliptic longitude increases counter-clockwise. Without angles the first
 * house cusp is put at the left; without angles and cusps, 0° Aries is at the left.
 */
import type { AspectId } from '../astro/vocabulary.ts';
import type { WheelPointId } from './glyphs.ts';
import type { ThemeId } from './themes.ts';

export type { WheelPointId } from './glyphs.ts';
export type { ThemeId } from './themes.ts';

/** A point drawn on a ring. */
export interface WheelPoint {
  /** Any point of the vocabulary except the four angles (those come from `WheelRing.angles`). */
  id: WheelPointId;
  /** Geocentric ecliptic longitude in degrees, any finite number (wrapped into [0, 360)). */
  longitude: number;
  /** True when the point moves backwards in longitude: the label gets a ℞ mark. */
  retrograde?: boolean;
}

/** The ascendant and midheaven; the descendant and imum coeli are drawn opposite them. */
export interface WheelAngles {
  /** Ecliptic longitude of the ascendant in degrees, finite. */
  ascendant: number;
  /** Ecliptic longitude of the midheaven (MC) in degrees, finite. */
  midheaven: number;
}

/** An aspect line between two points of the same ring. */
export interface WheelAspect {
  /** A point id of the ring, or 'ascendant' / 'midheaven' / 'descendant' / 'imum-coeli'. */
  from: WheelPointId | WheelAngleId;
  to: WheelPointId | WheelAngleId;
  aspect: AspectId;
  /** Distance from exactness in degrees (≥ 0). Optional; tighter aspects get bolder lines. */
  orb?: number;
}

/** An aspect between a point of the inner ring and a point of the outer ring of a bi-wheel. */
export interface WheelInterAspect {
  inner: WheelPointId | WheelAngleId;
  outer: WheelPointId | WheelAngleId;
  aspect: AspectId;
  /** Distance from exactness in degrees (≥ 0); optional. */
  orb?: number;
}

/** The four angles an aspect may name (DSC and IC are opposite ASC and MC). */
export type WheelAngleId = 'ascendant' | 'midheaven' | 'descendant' | 'imum-coeli';

/** One set of positions: a natal chart, a transit instant, or a synastry partner. */
export interface WheelRing {
  /** Points in any order; each id at most once. */
  points: WheelPoint[];
  /** The 12 house cusps (longitudes in degrees, cusp 1 first), or absent (unknown birth time). */
  cusps?: number[];
  /** Absent when the birth time is unknown. */
  angles?: WheelAngles;
}

/** Strings placed in the image, already in the request's language. Every one is XML-escaped. */
export interface WheelLabels {
  /** First line of the header (e.g. a person's name). */
  title?: string;
  /** Further header lines (e.g. date, time, place, house system), drawn smaller; at most 4. */
  subtitle?: string[];
  /** Bi-wheel legend: name of the inner ring (e.g. "Natal: Ada"). */
  innerName?: string;
  /** Bi-wheel legend: name of the outer ring (e.g. "Transits 2026-05-01 12:00"). */
  outerName?: string;
  /** Axis labels; defaults ASC, DSC, MC, IC. Keep them short (≤ 4 characters). */
  angles?: Partial<Record<WheelAngleId, string>>;
  /** Aspect legend at the bottom right: one line per aspect (a sample of its line and its name), in this order; absent or empty draws none. */
  aspectLegend?: { aspect: AspectId; name: string }[];
}

/** Everything the renderer needs for one image. */
export interface WheelInput {
  /** Image width in px, an integer in 120..4096. */
  width: number;
  /** Image height in px, an integer in 120..4096. */
  height: number;
  /** Colour theme; default 'light'. */
  theme?: ThemeId;
  /**
   * How the wheel's own labels (degrees, minutes, house numbers, axis names) are drawn:
   * 'outlines' (default) as DejaVu Sans glyph outlines, alike in every renderer and cheap for
   * resvg; 'text' as SVG text in the font family DejaVu Sans, for a consumer that embeds that
   * font itself (the PDF reports: selectable, searchable labels).
   */
  labelDrawing?: 'outlines' | 'text';
  labels?: WheelLabels;
  /** The natal chart (or, for transits, the natal chart the transits are measured against). */
  inner: WheelRing & {
    /** Aspects between points of the inner ring; drawn as solid (major) or dashed lines. */
    aspects?: WheelAspect[];
  };
  /** Present for a bi-wheel: the transit positions or the synastry partner's chart. */
  outer?: WheelRing;
  /** Bi-wheel only: aspects between the inner and the outer ring (drawn like natal aspects). */
  interAspects?: WheelInterAspect[];
}
