/**
 * Proportions of the wheel: every radius and size as a fraction of the zodiac ring's outer
 * radius R. Two designs: a single (natal) wheel and a bi-wheel with a second ring of points
 * between the zodiac and the natal ring.
 */

/** Where one ring of points is drawn, in units of R. */
export interface PointRingGeometry {
  /** Radii between which the true-position tick (marker) is drawn. */
  markerOuter: number;
  markerInner: number;
  /** Outer edge of each point's glyph stack (glyph first, then labels inwards). */
  stackOuter: number;
  /** Point glyph side; label font size; mini sign glyph side (0 = none); ℞ side. */
  glyphSize: number;
  fontSize: number;
  signSize: number;
  retrogradeSize: number;
  /** Gap between stacked items and between neighbouring stacks. */
  gap: number;
}

/** Proportions of one wheel design, all in units of R. */
export interface WheelGeometry {
  zodiacOuter: number;
  zodiacInner: number;
  /** Degree tick lengths (outwards from zodiacInner) for 1°, 5° and 10° marks. */
  tick1: number;
  tick5: number;
  tick10: number;
  signGlyphRadius: number;
  signGlyphSize: number;
  /** Ring of the second chart (bi-wheel only). */
  outer?: PointRingGeometry & {
    /** Circle separating the two rings. */
    separator: number;
    /** Radius and font size of the outer chart's house numbers (if it has cusps). */
    houseNumberRadius: number;
    houseNumberFont: number;
  };
  inner: PointRingGeometry;
  /** House number ring: between houseOuter and aspectRadius, numbers at houseNumberRadius. */
  houseOuter: number;
  houseNumberRadius: number;
  houseNumberFont: number;
  /** Radius of the circle on which aspect lines end. */
  aspectRadius: number;
  /** Angle labels (ASC, MC...): font size and the gap between the zodiac ring and the label. */
  angleFont: number;
  angleGap: number;
}

/** Single natal wheel. */
export const NATAL_GEOMETRY: WheelGeometry = {
  zodiacOuter: 1,
  zodiacInner: 0.85,
  tick1: 0.014,
  tick5: 0.024,
  tick10: 0.034,
  signGlyphRadius: 0.942,
  signGlyphSize: 0.074,
  inner: {
    markerOuter: 0.85,
    markerInner: 0.826,
    stackOuter: 0.812,
    glyphSize: 0.07,
    fontSize: 0.034,
    signSize: 0.034,
    retrogradeSize: 0.036,
    gap: 0.01,
  },
  houseOuter: 0.435,
  houseNumberRadius: 0.402,
  houseNumberFont: 0.034,
  aspectRadius: 0.37,
  angleFont: 0.038,
  angleGap: 0.03,
};

/** Bi-wheel: zodiac, outer ring (transits or partner), natal ring, houses, aspects. */
export const BIWHEEL_GEOMETRY: WheelGeometry = {
  zodiacOuter: 1,
  zodiacInner: 0.885,
  tick1: 0.01,
  tick5: 0.015,
  tick10: 0.02,
  signGlyphRadius: 0.95,
  signGlyphSize: 0.056,
  outer: {
    markerOuter: 0.885,
    markerInner: 0.865,
    stackOuter: 0.853,
    glyphSize: 0.052,
    fontSize: 0.034,
    signSize: 0.028,
    retrogradeSize: 0.028,
    gap: 0.008,
    separator: 0.6,
    houseNumberRadius: 0.62,
    houseNumberFont: 0.034,
  },
  inner: {
    markerOuter: 0.6,
    markerInner: 0.58,
    stackOuter: 0.568,
    glyphSize: 0.052,
    fontSize: 0.034,
    signSize: 0.028,
    retrogradeSize: 0.028,
    gap: 0.008,
  },
  houseOuter: 0.33,
  houseNumberRadius: 0.3,
  houseNumberFont: 0.034,
  aspectRadius: 0.27,
  angleFont: 0.038,
  angleGap: 0.03,
};
