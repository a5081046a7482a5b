/**
 * Where everything of a wheel goes, before anything is drawn: the page (title, legends, the
 * wheel's size), the axis labels, and per ring, in one pass (ring-columns.ts), the points' stacks,
 * the house numbers, the outer chart's angle tags and the sign glyphs, each ring keeping off the
 * axis lines that cross it (the axes start at the house ring: inside it the cusp lines, cut around
 * the numbers, go on). Sizes have floors in output pixels (labelFloor): at small sizes the
 * labels keep their size, glyphs grow, and stacks drop detail (minutes, then degrees) until they
 * fit. wheel-svg.ts draws this layout; the legibility tests measure it.
 */

import { norm360, RAD } from '../astro/angles.ts';
import { SIGNS, type Sign, signOf } from '../astro/vocabulary.ts';
import {
  type AngleMark,
  angleLongitudes,
  angleMarks,
  angleMarksReach,
  DEFAULT_ANGLE_LABELS,
  DETAIL_SCALE,
} from './angle-marks.ts';
import type { Box, Segment } from './line-clearance.ts';
import { layoutPage, type PageLayout } from './page-layout.ts';
import {
  degreeMinuteLabels,
  type PlacedPoint,
  placedPoint,
  pointColumn,
  STACK_DETAILS,
  type StackDetail,
  type StackSizes,
} from './point-stacks.ts';
import { polar, screenAngle, type WheelFrame } from './polar.ts';
import { type Column, columnsFit, placeColumns, type RingLine } from './ring-columns.ts';
import { layoutText } from './text-outline.ts';
import { fitText } from './text-width.ts';
import { BIWHEEL_GEOMETRY, NATAL_GEOMETRY, type PointRingGeometry, type WheelGeometry } from './wheel-geometry.ts';
import type { WheelAngleId, WheelAngles, WheelInput, WheelPoint } from './wheel-input.ts';

/** Label cap height (digits of DejaVu Sans) in em. */
const CAP_HEIGHT = 0.74;
/** Stroke widths (units of R) of the axes and the sign boundaries, which the rings keep off. */
export const AXIS_STROKE = 0.0055;
export const BOUNDARY_STROKE = 0.003;

/**
 * Smallest font size (px) of any text drawn in an image whose shorter side is `side` px: 9 px up
 * to 400 px, 11 px from 800 px, in between linearly.
 */
export function labelFloor(side: number): number {
  return Math.min(11, Math.max(9, 9 + (2 * (side - 400)) / 400));
}

/** A house number as placed: its text, the centre of its box (px) and the box. */
export interface HouseNumberPlace {
  text: string;
  x: number;
  y: number;
  box: Box;
}

/** One ring of points as placed. */
export interface RingLayout {
  name: 'inner' | 'outer';
  placed: PlacedPoint[];
  /** Each point's detail, in the order of `placed`. */
  details: StackDetail[];
  sizes: StackSizes;
}

/** The outer chart's ascendant or midheaven: a tag at the ring's outer edge and a spoke down to the separator. */
export interface AngleTag {
  id: 'ascendant' | 'midheaven';
  text: string;
  /** Centre of the tag's box, px, and its font size. */
  x: number;
  y: number;
  font: number;
  box: Box;
  spoke: Segment;
}

export interface WheelLayout {
  geo: WheelGeometry;
  frame: WheelFrame;
  /** Zodiac outer radius, px. */
  R: number;
  page: PageLayout;
  /** Smallest font size of this image, px. */
  floor: number;
  /** Radii in px. */
  radii: { zodiacOuter: number; zodiacInner: number; houseOuter: number; aspect: number; separator?: number };
  /** The inner chart's axis labels (units of R around the centre) and their font size in px. */
  marks: AngleMark[];
  angleFont: number;
  /** The inner chart's axes, uncut: from the aspect circle to beyond the zodiac. */
  axes: { id: WheelAngleId; segment: Segment }[];
  rings: RingLayout[];
  houseNumbers: { ring: 'inner' | 'outer'; font: number; places: HouseNumberPlace[] }[];
  tags: AngleTag[];
  signGlyphs: { sign: Sign; x: number; y: number; size: number }[];
}

/** The ascendant's and midheaven's positions as detail lines: degree, sign symbol and, when `minutes`, minute. */
function angleDetails(angles: WheelAngles, minutes: boolean): Partial<Record<WheelAngleId, string>> {
  const detail = (lon: number): string => {
    const { degree, minute } = degreeMinuteLabels(lon);
    return `${degree}${SIGN_SYMBOLS[signOf(lon)]}${minutes ? minute : ''}`;
  };
  return { ascendant: detail(angles.ascendant), midheaven: detail(angles.midheaven) };
}

/** Unicode zodiac symbols (DejaVu Sans has them), for the angles' detail lines. */
const SIGN_SYMBOLS: Readonly<Record<Sign, string>> = Object.fromEntries(
  SIGNS.map((sign, k) => [sign, String.fromCodePoint(0x2648 + k)]),
) as Record<Sign, string>;

/** Axis label texts: the caller's (fitted to 4 characters) or the defaults. */
export function angleTexts(input: WheelInput): Record<WheelAngleId, string> {
  const texts = { ...DEFAULT_ANGLE_LABELS };
  for (const id of Object.keys(texts) as WheelAngleId[]) {
    const t = input.labels?.angles?.[id];
    if (t !== undefined && t !== '') texts[id] = fitText(t, 4, true);
  }
  return texts;
}

/** Stack sizes (px) of a ring: the geometry's proportions at radius R, with floors. */
function stackSizes(g: PointRingGeometry, R: number, floor: number): StackSizes {
  return {
    glyph: Math.max(g.glyphSize * R, 1.3 * floor),
    font: Math.max(g.fontSize * R, floor),
    sign: Math.max(g.signSize * R, 0.95 * floor),
    retrograde: Math.max(g.retrogradeSize * R, 0.9 * floor),
    gap: Math.max(g.gap * R, 1.5),
    outer: g.stackOuter * R,
    markerOuter: g.markerOuter * R,
    markerInner: g.markerInner * R,
  };
}

/** House number columns at radius `at` (px), each at the middle of its house. */
function houseNumberColumns(cusps: readonly number[], at: number, font: number, gap: number): Column[] {
  return cusps.map((a, i) => ({
    longitude: a + norm360(cusps[(i + 1) % 12] - a) / 2,
    boxes: [{ w: layoutText(String(i + 1)).advance * font, h: CAP_HEIGHT * font }],
    at,
    gap,
  }));
}

/**
 * Places one ring's points with the ring's house numbers and angle tags: the most detailed
 * stacks whose columns fit around the circle and between the lines; a stack that would reach
 * inside `innerLimit` (px) drops detail (minutes, then degrees) on its own; when the glyphs alone
 * do not fit, the house numbers are left out, then the glyphs shrink.
 */
function placeRing(
  points: readonly WheelPoint[],
  sizes: StackSizes,
  numbers: readonly Column[],
  tags: readonly Column[],
  lines: readonly RingLine[],
  innerLimit: number,
  frame: WheelFrame,
  start: number,
) {
  let z = sizes;
  const deepest = STACK_DETAILS.length - 1;
  let extra = [...numbers, ...tags];
  for (let attempt = 0; ; attempt++) {
    // The most detailed level (from `start` on) at which the stacks fit around the circle and
    // between the lines; when not even the glyphs fit, they shrink.
    let level = start;
    const columnsAt = (levels: number[]) => [
      ...points.map((p, i) => pointColumn(p, z, STACK_DETAILS[levels[i]])),
      ...extra,
    ];
    const fits = (l: number) => columnsFit(columnsAt(points.map(() => l)), lines, frame, 1.15);
    while (level < deepest && !fits(level)) level++;
    if (attempt < MAX_ATTEMPTS && !fits(level)) {
      if (extra.length > tags.length) extra = [...tags];
      else z = shrunk(z);
      continue;
    }
    const levels = points.map(() => level);
    for (let round = 0; round <= deepest; round++) {
      const placed = placeColumns(columnsAt(levels), lines, frame);
      const short = points.map((_, i) => placed[i].innerEdge < innerLimit - 1e-6);
      const stuck = short.some((s, i) => s && levels[i] === deepest);
      if (!short.includes(true) || attempt >= MAX_ATTEMPTS) {
        return {
          points: points.map((p, i) => placedPoint(p, placed[i], z, STACK_DETAILS[levels[i]], frame)),
          details: levels.map((l) => STACK_DETAILS[l]),
          sizes: z,
          numbers: placed.slice(points.length, points.length + extra.length - tags.length),
          tags: placed.slice(points.length + extra.length - tags.length),
        };
      }
      if (stuck) break;
      short.forEach((s, i) => {
        if (s) levels[i]++;
      });
    }
    z = shrunk(z);
  }
}

/** Rounds of shrinking glyphs before a ring takes the last placement as it is (tiny images). */
const MAX_ATTEMPTS = 12;

/** Smaller glyphs (the labels keep their size: at the glyphs-only detail there are none). */
function shrunk(z: StackSizes): StackSizes {
  return { ...z, glyph: z.glyph * 0.88, sign: z.sign * 0.88, retrograde: z.retrograde * 0.88, gap: z.gap * 0.88 };
}

/** Degrees a stack's direction is allowed for when the rings are sized (stacks rarely move further). */
const SPREAD_ALLOWANCE = 20;

/**
 * The radial room (px) the deepest stack of `points` needs at `detail`, pointing within
 * SPREAD_ALLOWANCE of its true longitude: boxes of total width W and height H laid along a
 * radius at screen angle a span W·|cos a| + H·|sin a|, plus the gaps. A stack moved further that
 * does not fit drops detail on its own (placeRing).
 */
function stackDepth(points: readonly WheelPoint[], z: StackSizes, detail: StackDetail, frame: WheelFrame): number {
  let deepest = 0;
  for (const p of points) {
    const boxes = pointColumn(p, z, detail).boxes;
    let w = 0;
    let h = 0;
    for (const b of boxes) {
      w += b.w;
      h += b.h;
    }
    // Directions within SPREAD_ALLOWANCE of the true one (a displaced stack turns with its place).
    const a = screenAngle(frame, p.longitude);
    let radial = 0;
    for (let k = -6; k <= 6; k++) {
      const d = a + (k / 6) * SPREAD_ALLOWANCE * RAD;
      radial = Math.max(radial, w * Math.abs(Math.cos(d)) + h * Math.abs(Math.sin(d)));
    }
    deepest = Math.max(deepest, radial + z.gap * (boxes.length - 1));
  }
  return deepest;
}

/** Smallest radius of the aspect circle (units of R) before the stacks drop detail. */
const MIN_ASPECT = { natal: 0.3, biwheel: 0.2 } as const;

/**
 * The wheel's proportions for this image: the rings of points get the radial room their stacks
 * need at the most detailed level that leaves the aspect circle at least MIN_ASPECT (taken from
 * the house ring and the aspect circle, never more than the design gives them). Returns the
 * geometry in units of R and the level each ring starts from.
 */
function fittedGeometry(
  input: WheelInput,
  base: WheelGeometry,
  R: number,
  floor: number,
  pad: number,
  houseWidth: number,
  frame: WheelFrame,
): { geo: WheelGeometry; level: number } {
  const outerRing = input.outer;
  const og = base.outer;
  const hasCusps = input.inner.cusps !== undefined;
  const deepest = STACK_DETAILS.length - 1;
  const minAspect = (og === undefined ? MIN_ASPECT.natal : MIN_ASPECT.biwheel) * R;
  let fitted = { geo: base, level: deepest };
  for (let level = deepest; level >= 0; level--) {
    const detail = STACK_DETAILS[level];
    let separator: number | undefined;
    let innerStackOuter = base.inner.stackOuter * R;
    if (outerRing !== undefined && og !== undefined) {
      const depth = stackDepth(outerRing.points, stackSizes(og, R, floor), detail, frame);
      separator = Math.min(og.separator * R, og.stackOuter * R - depth - pad);
      innerStackOuter = separator - (og.separator - base.inner.stackOuter) * R;
    }
    const depth = stackDepth(input.inner.points, stackSizes(base.inner, R, floor), detail, frame);
    let houseOuter = Math.min(base.houseOuter * R, innerStackOuter - depth - pad);
    let aspect = hasCusps ? houseOuter - houseWidth : houseOuter;
    if (aspect < minAspect && level < deepest) break;
    if (aspect < minAspect) {
      // Not even the glyphs fit: the rings share what the aspect circle leaves, in proportion
      // to their needs, and their glyphs shrink to fit (placeRing).
      aspect = minAspect;
      houseOuter = hasCusps ? aspect + houseWidth : aspect;
      if (separator !== undefined && og !== undefined && outerRing !== undefined) {
        const outerDepth = stackDepth(outerRing.points, stackSizes(og, R, floor), detail, frame);
        const room = og.stackOuter * R - (og.separator - base.inner.stackOuter) * R - houseOuter - 2 * pad;
        separator = og.stackOuter * R - pad - (room * outerDepth) / (outerDepth + depth);
      }
    }
    const shift = separator === undefined ? 0 : og!.separator - separator / R;
    fitted = {
      level,
      geo: {
        ...base,
        houseOuter: houseOuter / R,
        aspectRadius: aspect / R,
        inner: {
          ...base.inner,
          markerOuter: base.inner.markerOuter - shift,
          markerInner: base.inner.markerInner - shift,
          stackOuter: base.inner.stackOuter - shift,
        },
        ...(og === undefined || separator === undefined ? {} : { outer: { ...og, separator: separator / R } }),
      },
    };
  }
  return fitted;
}

/** Lays out the wheel described by `input` (already checked). */
export function layoutWheel(input: WheelInput): WheelLayout {
  const outerRing = input.outer;
  const design = outerRing === undefined ? NATAL_GEOMETRY : BIWHEEL_GEOMETRY;
  const rotation = input.inner.angles?.ascendant ?? input.inner.cusps?.[0] ?? 0;
  const labels = input.labels ?? {};
  const side = Math.min(input.width, input.height);
  const floor = labelFloor(side);
  const texts = angleTexts(input);
  const hasLegend = outerRing !== undefined && ((labels.innerName ?? '') !== '' || (labels.outerName ?? '') !== '');
  const unitFrame: WheelFrame = { cx: 0, cy: 0, rotation };
  const details = input.inner.angles === undefined ? {} : angleDetails(input.inner.angles, side >= 600);

  // The axis labels' size has a floor in px, so their reach (units of R) depends on R: settle both.
  const geoA = design;
  let R = side / 2;
  let marks: AngleMark[] = [];
  let page = layoutPage(input.width, input.height, labels, 1.012, hasLegend, floor);
  for (let i = 0; i < 4; i++) {
    const font = Math.max(geoA.angleFont, floor / DETAIL_SCALE / R);
    marks =
      input.inner.angles === undefined
        ? []
        : angleMarks(input.inner.angles, texts, unitFrame, font, geoA.angleGap, details);
    page = layoutPage(input.width, input.height, labels, angleMarksReach(marks) + 0.012, hasLegend, floor);
    const settled = Math.abs(page.radius - R) < 0.05;
    R = page.radius;
    if (settled) break;
  }
  const angleFont = Math.max(geoA.angleFont * R, floor / DETAIL_SCALE);
  if (input.inner.angles !== undefined)
    marks = angleMarks(input.inner.angles, texts, unitFrame, angleFont / R, geoA.angleGap, details);
  const frame: WheelFrame = { cx: page.cx, cy: page.cy, rotation };
  const pad = Math.max(1.5, 0.006 * R);

  // The house ring is wide enough for "12" at the house numbers' size.
  const houseFont = Math.max(design.houseNumberFont * R, floor);
  const numberWidth = Math.hypot(layoutText('12').advance, CAP_HEIGHT) * houseFont;
  const hasCusps = input.inner.cusps !== undefined;
  const houseWidth = Math.max((design.houseOuter - design.aspectRadius) * R, numberWidth + 2 * pad);
  const { geo, level } = fittedGeometry(input, design, R, floor, pad, houseWidth, frame);
  const houseOuter = geo.houseOuter * R;
  const aspect = geo.aspectRadius * R;
  const separator = geo.outer === undefined ? undefined : geo.outer.separator * R;

  // The inner chart's axes cross every ring.
  const axes: WheelLayout['axes'] = [];
  const axisLines: RingLine[] = [];
  const axisHalf = Math.max(0.5, AXIS_STROKE * R) / 2 + pad;
  if (input.inner.angles !== undefined) {
    const lons = angleLongitudes(input.inner.angles);
    const tip = geo.zodiacOuter + geo.angleGap * 0.55;
    for (const id of ['ascendant', 'descendant', 'midheaven', 'imum-coeli'] as const) {
      // From the house ring outwards: in the house ring the cusp lines (cut around the numbers) go on.
      const from = hasCusps ? houseOuter : aspect;
      axes.push({ id, segment: [...polar(frame, lons[id], from), ...polar(frame, lons[id], tip * R)] as Segment });
      axisLines.push({ longitude: lons[id], halfWidth: axisHalf, inner: aspect });
    }
  }
  const withInner = (lines: RingLine[], inner: number) => lines.map((l) => ({ ...l, inner }));

  const rings: RingLayout[] = [];
  const houseNumbers: WheelLayout['houseNumbers'] = [];
  const tags: AngleTag[] = [];

  // Outer ring (bi-wheel): the points, the outer chart's house numbers and its ASC and MC tags.
  if (outerRing !== undefined && geo.outer !== undefined && separator !== undefined) {
    const og = geo.outer;
    const sizes = stackSizes(og, R, floor);
    const numberColumns: Column[] = [];
    const tagColumns: Column[] = [];
    const outerHouseFont = Math.max(og.houseNumberFont * R, floor);
    const outerNumberAt = separator + pad + (Math.hypot(layoutText('12').advance, CAP_HEIGHT) * outerHouseFont) / 2;
    if (outerRing.cusps !== undefined)
      numberColumns.push(...houseNumberColumns(outerRing.cusps, outerNumberAt, outerHouseFont, sizes.gap));
    const tagIds: AngleTag['id'][] = outerRing.angles === undefined ? [] : ['ascendant', 'midheaven'];
    const tagFont = Math.max(og.fontSize * R, floor);
    for (const id of tagIds) {
      const text = texts[id];
      tagColumns.push({
        longitude: outerRing.angles![id],
        boxes: [{ w: layoutText(text, true).advance * tagFont, h: CAP_HEIGHT * tagFont }],
        outer: sizes.outer,
        gap: sizes.gap,
        pinned: true,
        line: { halfWidth: axisHalf, lineTo: separator },
      });
    }
    const ring = placeRing(
      outerRing.points,
      sizes,
      numberColumns,
      tagColumns,
      withInner(axisLines, separator),
      separator + pad,
      frame,
      level,
    );
    rings.push({ name: 'outer', placed: ring.points, details: ring.details, sizes: ring.sizes });
    houseNumbers.push({ ring: 'outer', font: outerHouseFont, places: ring.numbers.map((c, i) => numberPlace(c, i)) });
    ring.tags.forEach((c, k) => {
      const b = c.boxes[0];
      const box: Box = [b.cx - b.w / 2, b.cy - b.h / 2, b.cx + b.w / 2, b.cy + b.h / 2];
      tags.push({
        id: tagIds[k],
        text: texts[tagIds[k]],
        x: b.cx,
        y: b.cy,
        font: tagFont,
        box,
        spoke: [
          ...spokeStart(frame, c.displayLongitude, box),
          ...polar(frame, c.displayLongitude, separator),
        ] as Segment,
      });
    });
  }

  // Inner ring: the points down to the house ring (or the aspect circle).
  const innerSizes = stackSizes(geo.inner, R, floor);
  const innerLimit = (hasCusps ? houseOuter : aspect) + pad;
  const inner = placeRing(
    input.inner.points,
    innerSizes,
    [],
    [],
    withInner(axisLines, innerLimit),
    innerLimit,
    frame,
    level,
  );
  rings.unshift({ name: 'inner', placed: inner.points, details: inner.details, sizes: inner.sizes });

  // The inner chart's house numbers, in the middle of the house ring.
  if (input.inner.cusps !== undefined) {
    const at = houseOuter - houseWidth / 2;
    const columns = houseNumberColumns(input.inner.cusps, at, houseFont, pad);
    const placed = placeColumns(columns, [], frame);
    houseNumbers.unshift({ ring: 'inner', font: houseFont, places: placed.map((c, i) => numberPlace(c, i)) });
  }

  // Sign glyphs in the zodiac band, kept off the sign boundaries and the axes.
  const zi = geo.zodiacInner * R;
  const glyphSize = geo.signGlyphSize * R;
  const boundaryHalf = Math.max(0.5, BOUNDARY_STROKE * R) / 2 + pad / 2;
  const signLines = [
    ...withInner(axisLines, zi),
    ...SIGNS.map((_, k) => ({ longitude: k * 30, halfWidth: boundaryHalf, inner: zi })),
  ];
  const signColumns: Column[] = SIGNS.map((_, k) => ({
    longitude: k * 30 + 15,
    boxes: [{ w: glyphSize, h: glyphSize }],
    at: geo.signGlyphRadius * R,
    gap: pad / 2,
  }));
  const signGlyphs = placeColumns(signColumns, signLines, frame).map((c, k) => ({
    sign: SIGNS[k],
    x: c.boxes[0].cx,
    y: c.boxes[0].cy,
    size: glyphSize,
  }));

  return {
    geo,
    frame,
    R,
    page,
    floor,
    radii: { zodiacOuter: geo.zodiacOuter * R, zodiacInner: zi, houseOuter, aspect, separator },
    marks,
    angleFont,
    axes,
    rings,
    houseNumbers,
    tags,
    signGlyphs,
  };
}

/** A placed house number column as a place (the k-th house). */
function numberPlace(c: { boxes: { cx: number; cy: number; w: number; h: number }[] }, k: number): HouseNumberPlace {
  const b = c.boxes[0];
  return {
    text: String(k + 1),
    x: b.cx,
    y: b.cy,
    box: [b.cx - b.w / 2, b.cy - b.h / 2, b.cx + b.w / 2, b.cy + b.h / 2],
  };
}

/** Where a spoke leaves its tag's box: the box's edge along the radius towards the centre. */
function spokeStart(frame: WheelFrame, longitude: number, box: Box): [number, number] {
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  const [x, y] = polar(frame, longitude, 1);
  const dx = frame.cx - x;
  const dy = frame.cy - y;
  const tx = dx === 0 ? Infinity : (box[2] - box[0]) / 2 / Math.abs(dx);
  const ty = dy === 0 ? Infinity : (box[3] - box[1]) / 2 / Math.abs(dy);
  const t = Math.min(tx, ty);
  return [cx + dx * t, cy + dy * t];
}
