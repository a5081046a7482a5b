/**
 * Samples a parametric curve on the longitude–latitude plane so that the straight segments
 * between its vertices stay within a tolerance of the curve: each segment is halved until the
 * curve at its quarter points lies within the tolerance of the chord.
 */

/** A curve point: longitude (unwrapped: continuous along the curve) and latitude, degrees. */
export type PlanePoint = [longitude: number, latitude: number];

/** The largest deviation of a segment, degrees on the longitude–latitude plane. */
export const CURVE_TOLERANCE = 0.1;

/** Checked against half the tolerance: the quarter points bound a smooth curve's bulge to within a few percent. */
const CHECKED = CURVE_TOLERANCE / 2;
/** At least 2⁴ segments, so a bulge cannot hide between the first checks. */
const MIN_DEPTH = 4;
/** At most 2²⁴ segments over the range (a curve's cusp at a pole stops subdividing there). */
const MAX_DEPTH = 24;

/**
 * Distance of a point from the segment a–b on the plane, degrees.
 */
export function distanceToSegment(p: PlanePoint, a: PlanePoint, b: PlanePoint): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The antimeridian's unwrapped longitudes, 180° + 360°·k, that a segment from x0 to x1 crosses (either way). */
function edgesCrossed(x0: number, x1: number): number[] {
  const lo = Math.min(x0, x1);
  const hi = Math.max(x0, x1);
  const edges: number[] = [];
  for (let e = Math.ceil((lo - 180) / 360) * 360 + 180; e <= hi; e += 360) if (e > lo && e < hi) edges.push(e);
  return x1 >= x0 ? edges : edges.reverse();
}

/**
 * The vertices of a curve from parameter `from` to `to`, with a vertex exactly on the curve
 * wherever it crosses the antimeridian (so that the parts cut there end on the curve).
 * @param curve the curve: parameter → plane point (continuous in the parameter)
 * @returns vertices in parameter order, the ends included
 */
export function sampleCurve(curve: (t: number) => PlanePoint, from: number, to: number): PlanePoint[] {
  const vertices: PlanePoint[] = [curve(from)];
  const crossing = (t0: number, t1: number, edge: number): PlanePoint => {
    // Bisection on the parameter for the curve's longitude to reach the edge.
    const below = curve(t0)[0] < edge;
    for (let i = 0; i < 60; i++) {
      const tm = (t0 + t1) / 2;
      if (curve(tm)[0] < edge === below) t0 = tm;
      else t1 = tm;
    }
    return [edge, curve((t0 + t1) / 2)[1]];
  };
  const refine = (t0: number, p0: PlanePoint, t1: number, p1: PlanePoint, depth: number) => {
    const tm = (t0 + t1) / 2;
    const pm = curve(tm);
    const q1 = curve((t0 + tm) / 2);
    const q3 = curve((tm + t1) / 2);
    const straight =
      depth >= MIN_DEPTH &&
      distanceToSegment(pm, p0, p1) <= CHECKED &&
      distanceToSegment(q1, p0, p1) <= CHECKED &&
      distanceToSegment(q3, p0, p1) <= CHECKED;
    if (straight || depth >= MAX_DEPTH) {
      for (const edge of edgesCrossed(p0[0], p1[0])) vertices.push(crossing(t0, t1, edge));
      vertices.push(p1);
      return;
    }
    refine(t0, p0, tm, pm, depth + 1);
    refine(tm, pm, t1, p1, depth + 1);
  };
  refine(from, vertices[0], to, curve(to), 0);
  return vertices;
}
