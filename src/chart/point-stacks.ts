/**
 * Placement of a ring's points: each point gets a tick at its true longitude and a stack
 * (glyph, degree, mini sign glyph, minute, ℞) laid inwards along the radius at a display
 * longitude chosen so that no two stacks touch; displaced stacks get a leader line.
 */

import { DEG, norm360, wrap180 } from '../astro/angles.ts';
import { type Sign, signOf } from '../astro/vocabulary.ts';
import type { WheelPointId } from './glyphs.ts';
import { polar, screenAngle, type WheelFrame } from './polar.ts';
import { spreadAlongCircle } from './spread.ts';
import { layoutText } from './text-outline.ts';
import type { PointRingGeometry } from './wheel-geometry.ts';
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

interface ItemSpec {
  kind: StackItem['kind'];
  w: number;
  h: number;
  text?: string;
  sign?: Sign;
}

/** Stack items (unplaced) of one point, with sizes in px. */
function itemSpecs(p: WheelPoint, g: PointRingGeometry, scale: number): ItemSpec[] {
  const { degree, minute } = degreeMinuteLabels(p.longitude);
  const f = g.fontSize * scale;
  const specs: ItemSpec[] = [{ kind: 'glyph', w: g.glyphSize * scale, h: g.glyphSize * scale }];
  specs.push({ kind: 'degree', w: layoutText(degree).advance * f, h: CAP_HEIGHT * f, text: degree });
  if (g.signSize > 0)
    specs.push({ kind: 'sign', w: g.signSize * scale, h: g.signSize * scale, sign: signOf(p.longitude) });
  specs.push({ kind: 'minute', w: layoutText(minute).advance * f, h: CAP_HEIGHT * f, text: minute });
  if (p.retrograde === true)
    specs.push({ kind: 'retrograde', w: g.retrogradeSize * scale, h: g.retrogradeSize * scale });
  return specs;
}

/** Radii (px) of the items' centres when the stack points along screen angle a (radians). */
function stackRadii(specs: ItemSpec[], a: number, outer: number, gap: number): number[] {
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  const radii: number[] = [];
  let edge = outer;
  for (const it of specs) {
    const radial = it.w * c + it.h * s;
    radii.push(edge - radial / 2);
    edge -= radial + gap;
  }
  return radii;
}

/**
 * Half the angular room (degrees) a stack needs at screen angle a: for each item, the chord its
 * box spans across the radius (w·|sin a| + h·|cos a|) plus the gap, as an angle at its radius.
 */
function halfRoom(specs: ItemSpec[], a: number, outer: number, gap: number): number {
  const radii = stackRadii(specs, a, outer, gap);
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  let half = 0;
  specs.forEach((it, k) => {
    const chord = it.w * s + it.h * c + gap;
    half = Math.max(half, Math.asin(Math.min(1, chord / (2 * Math.max(radii[k], chord / 2)))) * DEG);
  });
  return half;
}

/**
 * Places the points of one ring. `geometry` is in units of R; `radius` is R in px. Same input,
 * same output (no randomness, stable ordering by longitude then input order).
 */
export function placePoints(
  points: readonly WheelPoint[],
  geometry: PointRingGeometry,
  frame: WheelFrame,
  radius: number,
): PlacedPoint[] {
  const outer = geometry.stackOuter * radius;
  let sizeScale = radius;
  let specs = points.map((p) => itemSpecs(p, geometry, sizeScale));
  let gap = geometry.gap * radius;
  const trueAngles = points.map((p) => screenAngle(frame, p.longitude));
  let halves = specs.map((s, i) => halfRoom(s, trueAngles[i], outer, gap));
  // Shrink everything evenly in the rare case the stacks need more than the circle.
  for (let i = 0; i < 3; i++) {
    const total = halves.reduce((sum, h) => sum + 2 * h, 0);
    if (total <= 350) break;
    sizeScale *= 350 / total;
    gap *= 350 / total;
    specs = points.map((p) => itemSpecs(p, geometry, sizeScale));
    halves = specs.map((s, k) => halfRoom(s, trueAngles[k], outer, gap));
  }
  const first = spreadAlongCircle(points.map((p, i) => ({ longitude: p.longitude, halfWidth: halves[i] })));
  // Room depends on the direction of the stack: take the larger of the true and the moved one.
  const refined = specs.map((s, i) => Math.max(halves[i], halfRoom(s, screenAngle(frame, first[i]), outer, gap)));
  const display = spreadAlongCircle(points.map((p, i) => ({ longitude: p.longitude, halfWidth: refined[i] })));

  return points.map((p, i) => {
    const lon = norm360(p.longitude);
    const shown = display[i];
    const a = screenAngle(frame, shown);
    const radii = stackRadii(specs[i], a, outer, gap);
    const items = specs[i].map((it, k): StackItem => {
      const [cx, cy] = polar(frame, shown, radii[k]);
      // Built member by member: an object spread here was a tenth of a wheel's SVG time.
      const item: StackItem = { kind: it.kind, cx, cy, w: it.w, h: it.h };
      if (it.text !== undefined) item.text = it.text;
      if (it.sign !== undefined) item.sign = it.sign;
      return item;
    });
    const [mx1, my1] = polar(frame, lon, geometry.markerOuter * radius);
    const [mx2, my2] = polar(frame, lon, geometry.markerInner * radius);
    const moved = Math.abs(wrap180(shown - lon));
    const placed: PlacedPoint = {
      id: p.id,
      longitude: lon,
      displayLongitude: shown,
      retrograde: p.retrograde === true,
      marker: [mx1, my1, mx2, my2],
      items,
      fontSize: geometry.fontSize * sizeScale,
    };
    if (moved > 0.25) {
      const [lx, ly] = polar(frame, shown, outer);
      placed.leader = [mx2, my2, lx, ly];
    }
    return placed;
  });
}
