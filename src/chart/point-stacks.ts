/**
 * A ring's points as columns (ring-columns.ts): each point gets a tick at its true longitude and
 * a stack (glyph, degree, mini sign glyph, minute, ℞) laid inwards along the radius; displaced
 * stacks get a leader line. The stack's detail adapts to the room: minutes are dropped first,
 * then degrees (the sign glyph stays, so a displaced glyph never reads as another sign).
 */

import { norm360, wrap180 } from '../astro/angles.ts';
import { type Sign, signOf } from '../astro/vocabulary.ts';
import type { WheelPointId } from './glyphs.ts';
import { polar, type WheelFrame } from './polar.ts';
import type { Column, PlacedColumn } from './ring-columns.ts';
import { layoutText } from './text-outline.ts';
import type { WheelPoint } from './wheel-input.ts';

/** One element of a point's stack; centre (cx, cy) and size (w × h) in px. */
export interface StackItem {
  kind: 'glyph' | 'degree' | 'sign' | 'minute' | 'retrograde';
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Label text for 'degree' and 'minute'. */
  text?: string;
  /** Sign for the 'sign' item. */
  sign?: Sign;
}

/** A point as drawn. Coordinates in px. */
export interface PlacedPoint {
  id: WheelPointId;
  /** True longitude, degrees in [0, 360). */
  longitude: number;
  /** Longitude at which the stack is drawn, degrees in [0, 360). */
  displayLongitude: number;
  retrograde: boolean;
  /** Tick at the true longitude: [x1, y1, x2, y2], from the outer to the inner radius. */
  marker: [number, number, number, number];
  /** Line from the tick to the displaced stack, when the stack was moved by more than 0.25°. */
  leader?: [number, number, number, number];
  items: StackItem[];
  /** Font size of the labels in px. */
  fontSize: number;
}

/** Label cap height (digits of DejaVu Sans) in em. */
const CAP_HEIGHT = 0.74;

/** Degree-within-sign and minute labels; minutes are truncated so the sign never changes. */
export function degreeMinuteLabels(longitude: number): { degree: string; minute: string } {
  const inSign = norm360(longitude) % 30;
  const minutes = Math.min(30 * 60 - 1, Math.floor(inSign * 60 + 1e-7));
  const m = minutes % 60;
  return { degree: `${Math.floor(minutes / 60)}°`, minute: `${m < 10 ? '0' : ''}${m}′` };
}

/** How much of a point's position its stack shows: all, without minutes, or the glyphs only (point, sign, ℞). */
export const STACK_DETAILS = ['minutes', 'degrees', 'glyphs'] as const;
export type StackDetail = (typeof STACK_DETAILS)[number];

/** Sizes (px) of a ring's stacks. */
export interface StackSizes {
  glyph: number;
  /** Font size of the degree and minute labels. */
  font: number;
  /** Mini sign glyph side. */
  sign: number;
  retrograde: number;
  /** Gap between the items of a stack and between neighbouring columns. */
  gap: number;
  /** Outer edge of the stacks; the true-position tick runs from markerOuter to markerInner. */
  outer: number;
  markerOuter: number;
  markerInner: number;
}

interface ItemSpec {
  kind: StackItem['kind'];
  w: number;
  h: number;
  text?: string;
  sign?: Sign;
}

/** Stack items (unplaced) of one point, sizes in px. */
function itemSpecs(p: WheelPoint, z: StackSizes, detail: StackDetail): ItemSpec[] {
  const { degree, minute } = degreeMinuteLabels(p.longitude);
  const specs: ItemSpec[] = [{ kind: 'glyph', w: z.glyph, h: z.glyph }];
  if (detail !== 'glyphs')
    specs.push({ kind: 'degree', w: layoutText(degree).advance * z.font, h: CAP_HEIGHT * z.font, text: degree });
  specs.push({ kind: 'sign', w: z.sign, h: z.sign, sign: signOf(p.longitude) });
  if (detail === 'minutes')
    specs.push({ kind: 'minute', w: layoutText(minute).advance * z.font, h: CAP_HEIGHT * z.font, text: minute });
  if (p.retrograde === true) specs.push({ kind: 'retrograde', w: z.retrograde, h: z.retrograde });
  return specs;
}

/** A point's stack as a column. */
export function pointColumn(p: WheelPoint, z: StackSizes, detail: StackDetail): Column {
  return { longitude: p.longitude, boxes: itemSpecs(p, z, detail), outer: z.outer, gap: z.gap };
}

/** A point as drawn, from its placed column. */
export function placedPoint(
  p: WheelPoint,
  column: PlacedColumn,
  z: StackSizes,
  detail: StackDetail,
  frame: WheelFrame,
): PlacedPoint {
  const specs = itemSpecs(p, z, detail);
  const items = column.boxes.map((b, k): StackItem => {
    // Built member by member: an object spread here was a tenth of a wheel's SVG time.
    const item: StackItem = { kind: specs[k].kind, cx: b.cx, cy: b.cy, w: b.w, h: b.h };
    if (specs[k].text !== undefined) item.text = specs[k].text;
    if (specs[k].sign !== undefined) item.sign = specs[k].sign;
    return item;
  });
  const lon = norm360(p.longitude);
  const shown = column.displayLongitude;
  const [mx1, my1] = polar(frame, lon, z.markerOuter);
  const [mx2, my2] = polar(frame, lon, z.markerInner);
  const placed: PlacedPoint = {
    id: p.id,
    longitude: lon,
    displayLongitude: shown,
    retrograde: p.retrograde === true,
    marker: [mx1, my1, mx2, my2],
    items,
    fontSize: z.font,
  };
  if (Math.abs(wrap180(shown - lon)) > 0.25) {
    const [lx, ly] = polar(frame, shown, z.outer);
    placed.leader = [mx2, my2, lx, ly];
  }
  return placed;
}
