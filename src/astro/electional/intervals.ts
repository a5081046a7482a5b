/**
 * Time intervals for the electional search: lists of [start, end) in UT Julian days, kept sorted
 * and disjoint, their intersection and complement, and the intervals where a function of time is
 * not negative, found on a grid and their edges refined by bisection.
 */

export type Interval = readonly [number, number];

/** Edges are refined to this, days (0.04 s). */
const EDGE_DAYS = 5e-7;

/** The instants in both lists. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i][0], b[j][0]);
    const end = Math.min(a[i][1], b[j][1]);
    if (end > start) out.push([start, end]);
    if (a[i][1] < b[j][1]) i++;
    else j++;
  }
  return out;
}

/** The instants of [start, end) outside the list. */
export function complement(list: readonly Interval[], start: number, end: number): Interval[] {
  const out: Interval[] = [];
  let from = start;
  for (const [a, b] of list) {
    if (b <= from) continue;
    if (a >= end) break;
    if (a > from) out.push([from, a]);
    from = Math.max(from, b);
  }
  if (end > from) out.push([from, end]);
  return out;
}

/** The root of a sign change of `g` between a (g < 0 or ≥ 0) and b (the other), by bisection. */
function edge(g: (t: number) => number, a: number, b: number): number {
  const holdsAtA = g(a) >= 0;
  while (b - a > EDGE_DAYS) {
    const m = (a + b) / 2;
    if (g(m) >= 0 === holdsAtA) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/**
 * Where g(t) ≥ 0 within each of the windows, g sampled every `step` days (the condition must not
 * change twice within a step) and each change refined to 0.04 s.
 */
export function whereHolds(g: (t: number) => number, windows: readonly Interval[], step: number): Interval[] {
  const out: Interval[] = [];
  for (const [start, end] of windows) {
    let t0 = start;
    let holds = g(t0) >= 0;
    let openedAt = holds ? start : Number.NaN;
    while (t0 < end) {
      const t1 = Math.min(end, t0 + step);
      const next = g(t1) >= 0;
      if (next !== holds) {
        const at = edge(g, t0, t1);
        if (next) openedAt = at;
        else out.push([openedAt, at]);
        holds = next;
      }
      t0 = t1;
    }
    if (holds) out.push([openedAt, end]);
  }
  return out;
}
