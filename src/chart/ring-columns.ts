/**
 * Everything drawn in one ring of the wheel, placed in one pass: each thing is a column along a
 * radius (a point's stack of glyph and labels, a house number, a tag naming an angle) or a line
 * across the ring (an axis, a sign boundary) that the columns keep off. Each column needs a wedge
 * of the circle, seen from the centre, that holds its boxes; the columns are spread along the
 * circle (spread.ts) so that no two wedges meet, lines pinned where they are drawn. Boxes in
 * disjoint wedges cannot overlap, and a box never reaches into a line's wedge.
 */

import { DEG, norm360 } from '../astro/angles.ts';
import { polar, screenAngle, type WheelFrame } from './polar.ts';
import { PINNED, spreadAlongCircle } from './spread.ts';

/** One box of a column, size in px. */
export interface ColumnBox {
  w: number;
  h: number;
}

/**
 * A column: boxes laid inwards from radius `outer` (px) along the radius with `gap` between
 * them, or one box centred at radius `at`; with `line`, a radial line of that half width (px)
 * from the column's innermost box down to radius `lineTo` is part of it (an angle's tag and its
 * spoke).
 */
export interface Column {
  longitude: number;
  boxes: ColumnBox[];
  /** Outer edge of the first box, px (stacked columns). */
  outer?: number;
  /** Centre radius of a single box, px. */
  at?: number;
  gap: number;
  pinned?: boolean;
  line?: { halfWidth: number; lineTo: number };
}

/** A line across the ring that columns keep off: half its width plus air (px), from radius `inner` (px) outwards. */
export interface RingLine {
  longitude: number;
  halfWidth: number;
  inner: number;
}

/** A column as placed: its display longitude and its boxes' centres (px). */
export interface PlacedColumn {
  longitude: number;
  displayLongitude: number;
  boxes: { cx: number; cy: number; w: number; h: number }[];
  /** The innermost radius its boxes reach, px. */
  innerEdge: number;
}

/** Radial extent (px) of a box seen along screen angle a. */
const radialOf = (b: ColumnBox, a: number) => b.w * Math.abs(Math.cos(a)) + b.h * Math.abs(Math.sin(a));

/** Centre radii (px) of a column's boxes at screen angle a. */
function radiiAt(col: Column, a: number): number[] {
  if (col.at !== undefined) return [col.at];
  const radii: number[] = [];
  let edge = col.outer ?? 0;
  for (const b of col.boxes) {
    const radial = radialOf(b, a);
    radii.push(edge - radial / 2);
    edge -= radial + col.gap;
  }
  return radii;
}

/**
 * Half the wedge (degrees) a column needs at screen angle a: for each box, the half of its extent
 * across the radius plus half the gap, seen from the centre at the box's nearest radius.
 */
function halfWedge(col: Column, a: number): number {
  const radii = radiiAt(col, a);
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  let half = 0;
  col.boxes.forEach((b, k) => {
    const across = (b.w * s + b.h * c + col.gap) / 2;
    const nearest = Math.max(radii[k] - radialOf(b, a) / 2, across);
    half = Math.max(half, Math.atan(across / nearest) * DEG);
  });
  if (col.line !== undefined) {
    const across = col.line.halfWidth + col.gap / 2;
    half = Math.max(half, Math.atan(across / Math.max(col.line.lineTo, across)) * DEG);
  }
  return half;
}

const lineHalfWedge = (l: RingLine) => Math.atan(l.halfWidth / Math.max(l.inner, l.halfWidth)) * DEG;

/** Lines whose wedges meet, merged into one wedge that covers both (two pinned items must not push each other). */
function mergedLines(lines: readonly RingLine[]): { longitude: number; half: number }[] {
  const wedges = lines
    .map((l) => ({ from: norm360(l.longitude) - lineHalfWedge(l), to: norm360(l.longitude) + lineHalfWedge(l) }))
    .sort((a, b) => a.from - b.from);
  const out: { from: number; to: number }[] = [];
  for (const w of wedges) {
    const last = out[out.length - 1];
    if (last !== undefined && w.from <= last.to) last.to = Math.max(last.to, w.to);
    else out.push({ ...w });
  }
  // The last wedge may reach around into the first.
  if (out.length > 1 && out[out.length - 1].to - 360 >= out[0].from) {
    const last = out.pop() as { from: number; to: number };
    out[0] = { from: last.from - 360, to: Math.max(out[0].to, last.to - 360) };
  }
  return out.map((w) => ({ longitude: (w.from + w.to) / 2, half: (w.to - w.from) / 2 }));
}

/**
 * Whether the columns can be placed apart: all of them around the circle, and those between two
 * lines in the room between (the lines stay where they are drawn, and no column passes one).
 * Wedges at the true longitudes, with `slack` (e.g. 1.05) for the turn a moved stack takes.
 */
export function columnsFit(
  columns: readonly Column[],
  lines: readonly RingLine[],
  frame: WheelFrame,
  slack: number,
): boolean {
  const merged = mergedLines(lines);
  const halves = columns.map((c) => halfWedge(c, screenAngle(frame, c.longitude)) * slack);
  let total = merged.reduce((sum, l) => sum + 2 * l.half, 0) + halves.reduce((sum, h) => sum + 2 * h, 0);
  if (total > 360) return false;
  if (merged.length < 2) return true;
  const starts = merged.map((l) => norm360(l.longitude)).sort((a, b) => a - b);
  for (let k = 0; k < starts.length; k++) {
    const from = starts[k];
    const to = k + 1 < starts.length ? starts[k + 1] : starts[0] + 360;
    const edge = (lon: number) => merged.find((l) => norm360(l.longitude) === lon)?.half ?? 0;
    total = edge(from) + edge(starts[(k + 1) % starts.length]);
    columns.forEach((c, i) => {
      const lon = norm360(c.longitude);
      if ((lon > from && lon < to) || (lon + 360 > from && lon + 360 < to)) total += 2 * halves[i];
    });
    if (total > to - from) return false;
  }
  return true;
}

/**
 * Places the columns: display longitudes as near their true longitudes as the wedges allow,
 * pinned columns and lines kept in place. Deterministic. Returns one placed column per column,
 * in input order.
 */
export function placeColumns(
  columns: readonly Column[],
  lines: readonly RingLine[],
  frame: WheelFrame,
): PlacedColumn[] {
  const merged = mergedLines(lines);
  const items = (halves: number[]) => [
    // Pinned columns (angle tags) yield only to lines.
    ...columns.map((c, i) => ({ longitude: c.longitude, halfWidth: halves[i], weight: c.pinned ? PINNED / 1000 : 1 })),
    ...merged.map((l) => ({ longitude: l.longitude, halfWidth: l.half, weight: PINNED })),
  ];
  // The wedge depends on the direction: each round takes the larger of the wedges so far and the
  // one at the place found, until every column has the wedge it needs where it is drawn.
  let halves = columns.map((c) => halfWedge(c, screenAngle(frame, c.longitude)));
  let display = spreadAlongCircle(items(halves));
  for (let round = 0; round < 4; round++) {
    const needed = columns.map((c, i) => halfWedge(c, screenAngle(frame, display[i])));
    if (needed.every((h, i) => h <= halves[i] + 1e-9)) break;
    halves = halves.map((h, i) => Math.max(h, needed[i]));
    display = spreadAlongCircle(items(halves));
  }
  return columns.map((c, i) => {
    const shown = display[i];
    const a = screenAngle(frame, shown);
    const radii = radiiAt(c, a);
    let innerEdge = Infinity;
    const boxes = c.boxes.map((b, k) => {
      const [cx, cy] = polar(frame, shown, radii[k]);
      innerEdge = Math.min(innerEdge, radii[k] - radialOf(b, a) / 2);
      return { cx, cy, w: b.w, h: b.h };
    });
    return { longitude: norm360(c.longitude), displayLongitude: shown, boxes, innerEdge };
  });
}
