/**
 * Keeps lines off the labels: a straight segment is cut where it would pass through any of a set
 * of boxes (glyphs and labels, px), so that cusp and axis lines stop short of the text they would
 * otherwise cross. Pure arithmetic.
 */

/** An axis-aligned box in px: left, top, right, bottom. */
export type Box = [number, number, number, number];
/** A segment in px: x1, y1, x2, y2. */
export type Segment = [number, number, number, number];

/**
 * Parameter interval [t0, t1] ⊂ [0, 1] of the segment inside the box [x0, y0, x1, y1]
 * (Liang–Barsky), or undefined. Takes the box as numbers: it runs for every line and label box
 * of a wheel, so it allocates nothing but its answer.
 */
function insideInterval(s: Segment, bx0: number, by0: number, bx1: number, by1: number): [number, number] | undefined {
  const [x1, y1, x2, y2] = s;
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  for (let k = 0; k < 4; k++) {
    const p = k === 0 ? -dx : k === 1 ? dx : k === 2 ? -dy : dy;
    const q = k === 0 ? x1 - bx0 : k === 1 ? bx1 - x1 : k === 2 ? y1 - by0 : by1 - y1;
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

/** The parts of segment `s` outside every box (each box grown by `margin` px), in order. */
export function clearOfBoxes(s: Segment, boxes: readonly Box[], margin: number): Segment[] {
  const cuts: [number, number][] = [];
  for (const b of boxes) {
    const hit = insideInterval(s, b[0] - margin, b[1] - margin, b[2] + margin, b[3] + margin);
    if (hit !== undefined) cuts.push(hit);
  }
  if (cuts.length === 0) return [s];
  cuts.sort((a, b) => a[0] - b[0]);
  const [x1, y1, x2, y2] = s;
  const at = (t: number): [number, number] => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t];
  const out: Segment[] = [];
  let from = 0;
  for (const [t0, t1] of cuts) {
    if (t0 > from + 1e-6) out.push([...at(from), ...at(t0)]);
    from = Math.max(from, t1);
  }
  if (from < 1 - 1e-6) out.push([...at(from), ...at(1)]);
  return out;
}
