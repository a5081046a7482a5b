/**
 * Validation of a WheelInput before drawing: the renderer refuses input it cannot draw
 * faithfully rather than drawing something misleading.
 */
import { ASPECTS } from '../astro/vocabulary.ts';
import { POINT_GLYPHS } from './glyphs.ts';
import { THEME_IDS } from './themes.ts';
import type { WheelAngleId, WheelInput, WheelRing } from './wheel-input.ts';

/** Smallest accepted image side in px. */
export const MIN_SIDE = 120;
/** Largest accepted image side in px. */
export const MAX_SIDE = 4096;

const ANGLE_IDS: readonly string[] = ['ascendant', 'midheaven', 'descendant', 'imum-coeli'] satisfies WheelAngleId[];
const ASPECT_IDS: ReadonlySet<string> = new Set(ASPECTS.map((a) => a.id));

/**
 * Throws a RangeError naming the first problem: size outside 120..4096 px or not an integer,
 * unknown theme, label drawing, point or aspect id, a point twice in one ring, non-finite longitudes, a cusp list
 * that is not 12 long, an aspect naming a point the ring lacks, inter-aspects without an outer
 * ring, more than 4 subtitle lines.
 */
export function checkWheelInput(input: WheelInput): void {
  for (const side of ['width', 'height'] as const) {
    const v = input[side];
    if (!Number.isInteger(v) || v < MIN_SIDE || v > MAX_SIDE) {
      throw new RangeError(`${side} must be an integer from ${MIN_SIDE} to ${MAX_SIDE} px, got ${v}`);
    }
  }
  if (input.theme !== undefined && !(THEME_IDS as readonly string[]).includes(input.theme)) {
    throw new RangeError(`unknown theme ${JSON.stringify(input.theme)}`);
  }
  if (input.labelDrawing !== undefined && input.labelDrawing !== 'outlines' && input.labelDrawing !== 'text') {
    throw new RangeError(`unknown labelDrawing ${JSON.stringify(input.labelDrawing)}`);
  }
  if ((input.labels?.subtitle?.length ?? 0) > 4) throw new RangeError('at most 4 subtitle lines');
  const inner = checkRing(input.inner, 'inner');
  for (const a of input.inner.aspects ?? []) {
    checkAspectId(a.aspect);
    checkOrb(a.orb);
    if (!inner.has(a.from) || !inner.has(a.to)) {
      throw new RangeError(`aspect ${a.from}-${a.to}: both points must be in the inner ring`);
    }
  }
  if (input.outer === undefined) {
    if (input.interAspects !== undefined && input.interAspects.length > 0) {
      throw new RangeError('interAspects need an outer ring');
    }
    return;
  }
  const outer = checkRing(input.outer, 'outer');
  for (const a of input.interAspects ?? []) {
    checkAspectId(a.aspect);
    checkOrb(a.orb);
    if (!inner.has(a.inner) || !outer.has(a.outer)) {
      throw new RangeError(`inter-aspect ${a.inner}-${a.outer}: points must be in the inner and outer rings`);
    }
  }
}

/** Checks one ring and returns the ids an aspect may name in it. */
function checkRing(ring: WheelRing, name: string): Set<string> {
  if (ring === null || typeof ring !== 'object' || !Array.isArray(ring.points)) {
    throw new RangeError(`${name}: points must be an array`);
  }
  const ids = new Set<string>();
  for (const p of ring.points) {
    if (!Object.hasOwn(POINT_GLYPHS, p.id)) throw new RangeError(`${name}: unknown point id ${JSON.stringify(p.id)}`);
    if (ids.has(p.id)) throw new RangeError(`${name}: point ${p.id} given twice`);
    checkLongitude(p.longitude, `${name}.${p.id}`);
    ids.add(p.id);
  }
  if (ring.cusps !== undefined) {
    if (!Array.isArray(ring.cusps) || ring.cusps.length !== 12)
      throw new RangeError(`${name}: cusps must be 12 longitudes`);
    ring.cusps.forEach((c, i) => checkLongitude(c, `${name}.cusp ${i + 1}`));
  }
  if (ring.angles !== undefined) {
    checkLongitude(ring.angles.ascendant, `${name}.ascendant`);
    checkLongitude(ring.angles.midheaven, `${name}.midheaven`);
    for (const a of ANGLE_IDS) ids.add(a);
  }
  return ids;
}

function checkLongitude(v: number, what: string): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`${what}: longitude must be a finite number`);
}

function checkAspectId(id: string): void {
  if (!ASPECT_IDS.has(id)) throw new RangeError(`unknown aspect id ${JSON.stringify(id)}`);
}

function checkOrb(orb: number | undefined): void {
  if (orb !== undefined && !(Number.isFinite(orb) && orb >= 0)) throw new RangeError('orb must be a finite number ≥ 0');
}
