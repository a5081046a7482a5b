/**
 * A function of time made of Chebyshev segments laid end to end (the pieces of one tracked
 * quantity over a span), evaluated by finding the segment that holds an instant. Values may be
 * shifted per segment by whole turns so that a longitude stays continuous (unwrapped) across
 * segments.
 */

import { chebyshevSlope, chebyshevValue, chebyshevValueAndSlope } from './chebyshev.ts';

/** One fitted piece: p(x) with x = 2 (t − start) / length − 1. */
export interface Segment {
  /** Start, Julian day (UT). */
  start: number;
  /** Length, days. */
  length: number;
  /** Chebyshev coefficients, in the units of the fitted quantity (degrees here). */
  coefficients: Float64Array;
}

export class PiecewiseChebyshev {
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  /** Whole turns added to each segment (0 unless unwrapping), degrees. */
  private readonly offsets: Float64Array;
  /** Index of the segment used last (queries come in runs on the same segment). */
  private last = 0;

  /**
   * @param segments consecutive segments in time order (each starts where the previous ends)
   * @param unwrap add whole turns of 360° to segments so the values join continuously
   */
  constructor(readonly segments: readonly Segment[], unwrap: boolean) {
    const n = segments.length;
    this.starts = new Float64Array(n);
    this.ends = new Float64Array(n);
    this.offsets = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      this.starts[i] = segments[i].start;
      this.ends[i] = segments[i].start + segments[i].length;
      if (unwrap && i > 0) {
        const before = this.offsets[i - 1] + chebyshevValue(segments[i - 1].coefficients, 1);
        const after = chebyshevValue(segments[i].coefficients, -1);
        this.offsets[i] = 360 * Math.round((before - after) / 360);
      }
    }
  }

  /** First instant covered, Julian day (UT). */
  get start(): number {
    return this.starts[0];
  }

  /** Last instant covered, Julian day (UT). */
  get end(): number {
    return this.ends[this.ends.length - 1];
  }

  /** Index of the segment holding `t` (clamped to the ends). */
  indexOf(t: number): number {
    const last = this.last;
    if (t >= this.starts[last] && t < this.ends[last]) return last;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= t) lo = mid;
      else hi = mid - 1;
    }
    this.last = lo;
    return lo;
  }

  /** Value at `t` (Julian day UT), in the units of the segments (degrees). */
  value(t: number): number {
    const i = this.indexOf(t);
    const s = this.segments[i];
    return this.offsets[i] + chebyshevValue(s.coefficients, (2 * (t - s.start)) / s.length - 1);
  }

  /**
   * Value and rate at `t` together.
   * @param out receives [value (degrees), rate (degrees per day)]
   */
  evaluate(t: number, out: Float64Array): void {
    const i = this.indexOf(t);
    const s = this.segments[i];
    chebyshevValueAndSlope(s.coefficients, (2 * (t - s.start)) / s.length - 1, out);
    out[0] += this.offsets[i];
    out[1] = (out[1] * 2) / s.length;
  }

  /** Rate at `t`, units per day. */
  rate(t: number): number {
    const s = this.segments[this.indexOf(t)];
    return (chebyshevSlope(s.coefficients, (2 * (t - s.start)) / s.length - 1) * 2) / s.length;
  }
}
