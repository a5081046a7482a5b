/**
 * The values a curve sweep looks for (see CurveScan.sweep), prepared once: reduced to [0, 360)
 * and bucketed by whole degree (a counting sort), each bucket in increasing value, so that a grid
 * interval of the sweep only looks at the buckets its values pass through. A transit search
 * sweeps every transiting point for the same targets (the natal points' aspect sides and the
 * cusps), so it prepares them once per request instead of once per point.
 */

export class SweepTargets {
  /** Number of targets. */
  readonly count: number;
  /** Each target reduced to [0, 360), by target index. */
  readonly reduced: Float64Array;
  /** Target indices bucket after bucket, each bucket in increasing reduced value. */
  readonly order: Int32Array;
  /** Bucket b (targets in [b, b + 1) degrees) is order[starts[b]] … order[starts[b + 1] − 1]. */
  readonly starts: Int32Array;

  /** @param targets values, degrees (any reals; taken modulo 360) */
  constructor(targets: ArrayLike<number>) {
    const m = targets.length;
    this.count = m;
    const reduced = (this.reduced = new Float64Array(m));
    const starts = (this.starts = new Int32Array(362));
    for (let i = 0; i < m; i++) {
      const x = targets[i];
      let r = x >= 0 && x < 360 ? x : ((x % 360) + 360) % 360;
      if (r >= 360) r -= 360;
      reduced[i] = r;
      starts[Math.floor(r) + 2]++;
    }
    for (let b = 2; b < 362; b++) starts[b] += starts[b - 1];
    const order = (this.order = new Int32Array(m));
    for (let i = 0; i < m; i++) order[starts[Math.floor(reduced[i]) + 1]++] = i;
    // starts[b] is now the first index of bucket b (and starts[b + 1] its end); each bucket is
    // put in increasing value by insertion (buckets hold a handful of targets).
    for (let b = 0; b < 360; b++) {
      for (let j = starts[b] + 1; j < starts[b + 1]; j++) {
        const v = order[j];
        let k = j - 1;
        while (k >= starts[b] && reduced[order[k]] > reduced[v]) {
          order[k + 1] = order[k];
          k--;
        }
        order[k + 1] = v;
      }
    }
  }
}
