/**
 * Deterministic spreading of glyphs along a circle so that neighbours keep a minimum angular
 * distance, each glyph staying as close as possible to its true longitude.
 *
 * Method: points are sorted by longitude and the circle is cut at the widest gap. Scanning left
 * to right, runs of points that would collide are merged into clusters laid out with exactly the
 * needed spacing and centred so that the weighted sum of squared displacements is least (the
 * pool adjacent violators scheme); a cluster that then collides with its left neighbour merges with it.
 * If the last cluster reaches around the circle into the first, the first cluster is moved to the
 * end and the scan is repeated. Pure arithmetic: the same input always gives the same output.
 */

import { norm360 } from '../astro/angles.ts';

/** One glyph to place. */
export interface SpreadItem {
  /** True ecliptic longitude in degrees (any finite number). */
  longitude: number;
  /** Half of the angular room the glyph needs, in degrees (> 0): neighbours are kept at least
   * halfWidth(a) + halfWidth(b) apart. */
  halfWidth: number;
  /** How strongly the item keeps its longitude (default 1); a large weight (PINNED) pins it there. */
  weight?: number;
}

/** Weight of an item that must not move (an axis line the glyphs keep off). */
export const PINNED = 1e6;

interface Cluster {
  /** Indices into the linear order. */
  first: number;
  last: number;
  /** Display position (unwrapped degrees) of the first member. */
  start: number;
}

/**
 * Display longitudes in degrees [0, 360), one per item in input order. When the items need more
 * than the whole circle, their room is scaled down evenly to fit.
 */
export function spreadAlongCircle(items: readonly SpreadItem[]): number[] {
  const n = items.length;
  if (n === 0) return [];
  if (n === 1) return [norm360(items[0].longitude)];
  const totalRoom = items.reduce((s, it) => s + 2 * it.halfWidth, 0);
  const scale = totalRoom > 360 ? 360 / totalRoom : 1;
  const order = items
    .map((it, index) => ({ index, lon: norm360(it.longitude), half: it.halfWidth * scale, weight: it.weight ?? 1 }))
    .sort((a, b) => a.lon - b.lon || a.index - b.index);

  // Cut the circle after the widest gap (the first widest one: deterministic).
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? order[i + 1].lon : order[0].lon + 360;
    const gap = next - order[i].lon;
    if (gap > widest) {
      widest = gap;
      cut = (i + 1) % n;
    }
  }
  let seq = [...order.slice(cut), ...order.slice(0, cut)].map((o, k) => ({
    index: o.index,
    lon: o.lon,
    half: o.half,
    weight: o.weight,
    u: k >= n - cut ? o.lon + 360 : o.lon,
  }));

  for (let round = 0; round < n; round++) {
    // Offsets of each member from its cluster's first member are sums of neighbour spacings.
    const offset = new Float64Array(n);
    const spacing = (k: number): number => seq[k - 1].half + seq[k].half;
    const clusters: Cluster[] = [];
    const place = (c: Cluster): void => {
      let sum = 0;
      let weights = 0;
      for (let k = c.first; k <= c.last; k++) {
        sum += seq[k].weight * (seq[k].u - (offset[k] - offset[c.first]));
        weights += seq[k].weight;
      }
      c.start = sum / weights;
    };
    const end = (c: Cluster): number => c.start + offset[c.last] - offset[c.first];
    for (let k = 0; k < n; k++) {
      offset[k] = k === 0 ? 0 : offset[k - 1] + spacing(k);
      const c: Cluster = { first: k, last: k, start: seq[k].u };
      clusters.push(c);
      while (clusters.length > 1) {
        const b = clusters[clusters.length - 1];
        const a = clusters[clusters.length - 2];
        if (end(a) + spacing(b.first) <= b.start + 1e-9) break;
        a.last = b.last;
        clusters.pop();
        place(a);
      }
    }
    const firstC = clusters[0];
    const lastC = clusters[clusters.length - 1];
    const wraps = clusters.length > 1 && end(lastC) + seq[lastC.last].half + seq[0].half > firstC.start + 360 + 1e-9;
    if (!wraps) {
      const out = new Array<number>(n);
      for (const c of clusters) {
        for (let k = c.first; k <= c.last; k++) out[seq[k].index] = norm360(c.start + offset[k] - offset[c.first]);
      }
      return out;
    }
    // Move the first cluster behind the last one and scan again.
    const moved = seq
      .slice(firstC.first, firstC.last + 1)
      .map((o) => ({ index: o.index, lon: o.lon, half: o.half, weight: o.weight, u: o.u + 360 }));
    seq = [...seq.slice(firstC.last + 1), ...moved];
  }
  // Unreachable: each round moves at least one item and n rounds put all in one cluster.
  throw new Error('spreadAlongCircle did not converge');
}
