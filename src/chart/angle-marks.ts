/**
 * The four angles (ASC, DSC, MC, IC) as labelled axes: where each label sits outside the zodiac
 * ring, and how far beyond R the labels reach (used to fit the wheel into the image). Labels are
 * drawn bold as outlines (text-outline.ts), so their widths are the font's own.
 */
import { screenAngle, type WheelFrame } from './polar.ts';
import { layoutText } from './text-outline.ts';
import type { WheelAngleId, WheelAngles } from './wheel-input.ts';

export const DEFAULT_ANGLE_LABELS: Readonly<Record<WheelAngleId, string>> = {
  ascendant: 'ASC',
  descendant: 'DSC',
  midheaven: 'MC',
  'imum-coeli': 'IC',
};

/** One angle label; distances in units of R, relative to the wheel centre (x right, y down). */
export interface AngleMark {
  id: WheelAngleId;
  longitude: number;
  text: string;
  /** Centre of the label box, units of R. */
  dx: number;
  dy: number;
  /** Label box size, units of R (both lines when there is a detail). */
  w: number;
  h: number;
  /** Second line under the name (the angle's position, e.g. 12°♋34′), drawn at DETAIL_SCALE × the font. */
  detail?: string;
}

/** Font size of an angle's detail line relative to its name. */
export const DETAIL_SCALE = 0.95;
/** Space between the name and the detail line, em of the name's font. */
export const DETAIL_LEADING = 0.35;

/** Longitudes of the four angles (degrees). */
export function angleLongitudes(angles: WheelAngles): Record<WheelAngleId, number> {
  return {
    ascendant: angles.ascendant,
    descendant: angles.ascendant + 180,
    midheaven: angles.midheaven,
    'imum-coeli': angles.midheaven + 180,
  };
}

/**
 * Label boxes of the four angles for a wheel of unit radius: each label's box touches the circle
 * of radius 1 + gap along its axis. `font` and `gap` in units of R; texts already fitted.
 */
export function angleMarks(
  angles: WheelAngles,
  texts: Readonly<Record<WheelAngleId, string>>,
  frame: WheelFrame,
  font: number,
  gap: number,
  details: Readonly<Partial<Record<WheelAngleId, string>>> = {},
): AngleMark[] {
  const lons = angleLongitudes(angles);
  const placed: AngleMark[] = [];
  const touches = (a: AngleMark, b: AngleMark): boolean =>
    Math.abs(a.dx - b.dx) < (a.w + b.w) / 2 + font * 0.2 && Math.abs(a.dy - b.dy) < (a.h + b.h) / 2 + font * 0.2;
  const first = (['ascendant', 'midheaven', 'descendant', 'imum-coeli'] as const).map((id) => {
    const a = screenAngle(frame, lons[id]);
    const detail = details[id];
    let w = layoutText(texts[id], true).advance * font;
    let h = 0.74 * font;
    if (detail !== undefined) {
      w = Math.max(w, layoutText(detail).advance * font * DETAIL_SCALE);
      h += DETAIL_LEADING * font + 0.74 * font * DETAIL_SCALE;
    }
    const radial = w * Math.abs(Math.cos(a)) + h * Math.abs(Math.sin(a));
    const r = 1 + gap + radial / 2;
    return {
      id,
      longitude: lons[id],
      text: texts[id],
      dx: r * Math.cos(a),
      dy: -r * Math.sin(a),
      w,
      h,
      ...(detail === undefined ? {} : { detail }),
    };
  });
  // Angles close together (polar charts): a later label moves outwards along its axis until clear.
  for (const m of first) {
    const a = Math.atan2(-m.dy, m.dx);
    let r = Math.hypot(m.dx, m.dy);
    let mark = m;
    for (let step = 0; step < 20 && placed.some((p) => touches(p, mark)); step++) {
      r += font * 0.5;
      mark = { ...m, dx: r * Math.cos(a), dy: -r * Math.sin(a) };
    }
    placed.push(mark);
  }
  return placed;
}

/** The farthest reach of the labels from the centre, units of R (at least 1). */
export function angleMarksReach(marks: readonly AngleMark[]): number {
  let reach = 1;
  for (const m of marks) {
    reach = Math.max(reach, Math.hypot(Math.abs(m.dx) + m.w / 2, Math.abs(m.dy) + m.h / 2));
  }
  return reach;
}
