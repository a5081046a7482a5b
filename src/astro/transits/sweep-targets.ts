/**
 * The values a curve sweep looks for (see CurveScan.sweep), prepared once: reduced to [0, 360)
 * and put in increasing order (a counting sort by whole degree, then each degree's bucket by
 * insertion), so that a sweep walks them in step with its grid. A transit search
 * sweeps every transiting point for the same targets (the natal points' aspect sides and the
 * cusps), so it prepares them once per request instead of once per point.
 *
 * An instance can be prepared again for other targets: its arrays are kept and grown (typed
 * arrays above 64 bytes live outside the heap, about a microsecond each to allocate).
 */

import { norm360 } from '../angles.ts';

export class SweepTargets {
  /** Number of targets. */
  count = 0;
  /** Each target reduced to [0, 360), by target index (the first `count` entries). */
  reduced = new Float64Array(0);
  /** Target indices bucket after bucket, each bucket in increasing reduced value. */
  order = new Int32Array(0);
  /** Bucket b (targets in [b, b + 1) degrees) is order[starts[b]] … order[starts[b + 1] − 1]. */
  readonly starts = new Int32Array(362);

  /** @param targets values, degrees (any reals; taken modulo 360) */
  constructor(targets: ArrayLike<number> = []) {
    this.prepare(targets, targets.length);
  }

  /**
   * Prepares the first `m` of `targets` in place of the previous ones.
   * @param targets values, degrees (any reals; taken modulo 360)
   * @param m how many (default all)
   * @returns this
   */
  prepare(targets: ArrayLike<number>, m = targets.length): this {
    this.count = m;
    if (this.reduced.length < m) {
      this.reduced = new Float64Array(Math.max(m, 2 * this.reduced.length));
      this.order = new Int32Array(this.reduced.length);
    }
    const { reduced, order, starts } = this;
    starts.fill(0);
    for (let i = 0; i < m; i++) {
      const x = targets[i];
      const r = x >= 0 && x < 360 ? x : norm360(x);
      reduced[i] = r;
      starts[Math.floor(r) + 2]++;
    }
    for (let b = 2; b < 362; b++) starts[b] += starts[b - 1];
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
    return this;
  }
}
