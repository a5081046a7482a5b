/**
 * A function of time made of Chebyshev segments laid end to end (the pieces of one tracked
 * quantity over a span), evaluated by finding the segment that holds an instant. Values may be
 * shifted per segment by whole turns so that a longitude stays continuous (unwrapped) across
 * segments. A segment may add a ratio of two more polynomials, N(x)/S(x): how a planet's light
 * deflection by the Sun is kept near the Sun, where it is sharp but N and S are smooth.
 */

import {
  chebyshevPairValueAndSlope,
  chebyshevSlope,
  chebyshevValue,
  chebyshevValueAndSlope,
} from '../ephemeris/chebyshev.ts';

/** One fitted piece: p(x) with x = 2 (t − start) / length − 1. */
export interface Segment {
  /** Start, Julian day (UT). */
  start: number;
  /** Length, days. */
  length: number;
  /** Chebyshev coefficients, in the units of the fitted quantity (degrees here). */
  coefficients: Float64Array;
  /** With `denominator`: the value has N(x)/S(x) added (N in the units of the quantity). */
  numerator?: Float64Array;
  /** S(x), positive on the segment. */
  denominator?: Float64Array;
}

const ns = new Float64Array(2);
const ss = new Float64Array(2);
const rs = new Float64Array(2);
const pair = new Float64Array(4);
const ratio = new Float64Array(4);

/** A segment's value at x ∈ [−1, 1] (without turns added). */
export function segmentValue(s: Segment, x: number): number {
  const v = chebyshevValue(s.coefficients, x);
  return s.numerator ? v + chebyshevValue(s.numerator, x) / chebyshevValue(s.denominator!, x) : v;
}

/** A segment's value and slope per unit of x at x into out (without turns added). */
export function segmentValueAndSlope(s: Segment, x: number, out: Float64Array): void {
  chebyshevValueAndSlope(s.coefficients, x, out);
  if (s.numerator) {
    chebyshevValueAndSlope(s.numerator, x, ns);
    chebyshevValueAndSlope(s.denominator!, x, ss);
    out[0] += ns[0] / ss[0];
    out[1] += (ns[1] * ss[0] - ns[0] * ss[1]) / (ss[0] * ss[0]);
  }
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
  constructor(
    readonly segments: readonly Segment[],
    unwrap: boolean,
  ) {
    const n = segments.length;
    // The three arrays in one buffer (a typed array of its own costs about a microsecond).
    const buffer = new ArrayBuffer(24 * n);
    this.starts = new Float64Array(buffer, 0, n);
    this.ends = new Float64Array(buffer, 8 * n, n);
    this.offsets = new Float64Array(buffer, 16 * n, n);
    for (let i = 0; i < n; i++) {
      this.starts[i] = segments[i].start;
      this.ends[i] = segments[i].start + segments[i].length;
      if (unwrap && i > 0) {
        const before = this.offsets[i - 1] + segmentValue(segments[i - 1], 1);
        const after = segmentValue(segments[i], -1);
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
    return this.offsets[i] + segmentValue(s, (2 * (t - s.start)) / s.length - 1);
  }

  /**
   * Value and rate at `t` together.
   * @param out receives [value (degrees), rate (degrees per day)]
   */
  evaluate(t: number, out: Float64Array): void {
    const i = this.indexOf(t);
    const s = this.segments[i];
    segmentValueAndSlope(s, (2 * (t - s.start)) / s.length - 1, out);
    out[0] += this.offsets[i];
    out[1] = (out[1] * 2) / s.length;
  }

  /**
   * Value and rate of this function plus another at `t` (a fitted longitude and the nutation
   * added to it), the two polynomials evaluated in one pass (and this one's N and S, where it
   * has a ratio, in a second).
   * @param other a second function covering `t`, without turns added
   * @param out receives [value, rate per day] of the sum
   */
  evaluateSum(other: PiecewiseChebyshev, t: number, out: Float64Array): void {
    const i = this.indexOf(t);
    const s = this.segments[i];
    const o = other.segments[other.indexOf(t)];
    if (o.numerator) {
      this.evaluate(t, out);
      other.evaluate(t, pair);
      out[0] += pair[0];
      out[1] += pair[1];
      return;
    }
    const x = (2 * (t - s.start)) / s.length - 1;
    chebyshevPairValueAndSlope(s.coefficients, x, o.coefficients, (2 * (t - o.start)) / o.length - 1, pair);
    if (s.numerator) {
      // N and S together too (Mercury and Venus spend much of their time near the Sun).
      chebyshevPairValueAndSlope(s.numerator, x, s.denominator!, x, ratio);
      out[0] = pair[0] + ratio[0] / ratio[2] + this.offsets[i] + pair[2];
      out[1] =
        ((pair[1] + (ratio[1] * ratio[2] - ratio[0] * ratio[3]) / (ratio[2] * ratio[2])) * 2) / s.length +
        (pair[3] * 2) / o.length;
      return;
    }
    out[0] = pair[0] + this.offsets[i] + pair[2];
    out[1] = (pair[1] * 2) / s.length + (pair[3] * 2) / o.length;
  }

  /** Rate at `t`, units per day. */
  rate(t: number): number {
    const s = this.segments[this.indexOf(t)];
    const x = (2 * (t - s.start)) / s.length - 1;
    if (s.numerator) {
      segmentValueAndSlope(s, x, rs);
      return (rs[1] * 2) / s.length;
    }
    return (chebyshevSlope(s.coefficients, x) * 2) / s.length;
  }
}
