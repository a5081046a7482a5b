/**
 * Exact crossings of an angle that moves with time: the instants a longitude (or the angle
 * between two longitudes) reaches given values, and the instants it stands still (stations).
 *
 * The curve is first scanned on a grid fine enough that no two stations fall between grid
 * points (a day for the planets); sign changes of the rate between grid points are refined to
 * stations, which cut the span into monotonic pieces. On a monotonic piece each value between
 * its end values is reached exactly once: the grid brackets the instant, cubic Hermite
 * interpolation of the grid's values and rates gives a first estimate, and a safeguarded Newton
 * iteration (bisection when a step would leave the bracket) refines it until a step is below
 * the tolerance. The grid only brackets: no instant reported is a grid point.
 */

import { SweepTargets } from './sweep-targets.ts';

/** An angle as a continuous (unwrapped) function of time. */
export interface Curve {
  /** Value at a UT Julian day, degrees (unwrapped: may leave [0, 360)). */
  longitude(jdUT: number): number;
  /** Rate, degrees per day. */
  speed(jdUT: number): number;
  /** Value and rate together into out[0], out[1]. */
  evaluate(jdUT: number, out: Float64Array): void;
}

/**
 * Newton steps are taken until one is smaller than this, days (0.86 s); the step after it would
 * be smaller by a factor of about the step times the curve's relative curvature, so instants
 * come out within a few milliseconds of the curve's own.
 */
export const EXACT_TOLERANCE_DAYS = 1e-5;

/** Stations are bracketed to this, days (0.09 s; their instant is ill-conditioned anyway). */
const STATION_TOLERANCE_DAYS = 1e-6;

/** The difference a − b of two curves (e.g. the Moon's elongation from the Sun). */
export class CurveDifference implements Curve {
  private readonly other = new Float64Array(2);
  constructor(
    private readonly a: Curve,
    private readonly b: Curve,
  ) {}
  longitude(jdUT: number): number {
    return this.a.longitude(jdUT) - this.b.longitude(jdUT);
  }
  speed(jdUT: number): number {
    return this.a.speed(jdUT) - this.b.speed(jdUT);
  }
  evaluate(jdUT: number, out: Float64Array): void {
    this.b.evaluate(jdUT, this.other);
    this.a.evaluate(jdUT, out);
    out[0] -= this.other[0];
    out[1] -= this.other[1];
  }
}

/** The crossings of a {@link CurveScan.sweep}, the first `count` entries of each array. */
export interface SweepResult {
  count: number;
  /** Index of the target reached. */
  index: Int32Array;
  /** Instant, UT Julian day. */
  t: Float64Array;
  /** Value reached, degrees (unwrapped). */
  value: Float64Array;
  /** +1 rising, −1 falling. */
  direction: Int8Array;
  /** Rate there, degrees per day. */
  rate: Float64Array;
}

/**
 * A sweep result able to hold `capacity` crossings, its five arrays in one buffer (each typed
 * array of its own would cost about a microsecond to make), holding the first `count` of
 * `previous` when given.
 */
function sweepResult(capacity: number, previous?: SweepResult): SweepResult {
  const buffer = new ArrayBuffer(29 * capacity);
  const r: SweepResult = {
    count: previous?.count ?? 0,
    t: new Float64Array(buffer, 0, capacity),
    value: new Float64Array(buffer, 8 * capacity, capacity),
    rate: new Float64Array(buffer, 16 * capacity, capacity),
    index: new Int32Array(buffer, 24 * capacity, capacity),
    direction: new Int8Array(buffer, 28 * capacity, capacity),
  };
  if (previous) {
    r.t.set(previous.t);
    r.value.set(previous.value);
    r.rate.set(previous.rate);
    r.index.set(previous.index);
    r.direction.set(previous.direction);
  }
  return r;
}

/** The last sweep's crossings, whichever scan made it (see CurveScan.sweep). */
let sharedSweep: SweepResult | undefined;

/** A station: the rate changes sign. */
export interface Station {
  /** UT Julian day. */
  t: number;
  /** `retrograde`: the rate goes from + to −; `direct`: from − to +. */
  type: 'retrograde' | 'direct';
  /** Value at the station, degrees (unwrapped). */
  value: number;
}

/** A crossing of a value. */
export interface Crossing {
  /** UT Julian day. */
  t: number;
  /** The value reached, degrees, unwrapped (≡ the target mod 360). */
  value: number;
  /** +1 while increasing, −1 while decreasing. */
  direction: 1 | -1;
  /** The curve's rate at the crossing, degrees per day. */
  rate: number;
}

interface Piece {
  /** Start and end instants. */
  a: number;
  b: number;
  /** Values there. */
  va: number;
  vb: number;
  /** Rates there (0 at a station). */
  ra: number;
  rb: number;
  /** Grid indices strictly inside (a, b): first and last. */
  first: number;
  last: number;
  direction: 1 | -1;
}

/**
 * A curve scanned over [start, end]: its stations and monotonic pieces, ready to answer
 * "when does it reach value x" quickly for many values.
 */
export class CurveScan {
  readonly stations: Station[] = [];
  private readonly times: Float64Array;
  private readonly values: Float64Array;
  private readonly rates: Float64Array;
  private readonly pieces: Piece[] = [];
  private readonly at = new Float64Array(2);

  /**
   * @param curve the curve
   * @param start first instant, UT Julian day
   * @param end last instant, UT Julian day (> start)
   * @param step grid step, days: less than half the shortest time between two stations
   * @param polish refine each crossing by Newton steps on the curve itself (default). Without,
   * a crossing is where the cubic Hermite interpolant of the grid reaches the value: enough for
   * curves that never slow down, on a grid fine enough (the Moon on a quarter-day grid is off
   * by less than 0.01 s of time, the Sun on a two-day grid by less than 0.05 s).
   */
  constructor(
    private readonly curve: Curve,
    readonly start: number,
    readonly end: number,
    step: number,
    private readonly polish = true,
  ) {
    const n = Math.max(1, Math.ceil((end - start) / step));
    const h = (end - start) / n;
    // One buffer for the three grids (each typed array above 64 bytes is a separate allocation
    // outside the heap).
    const grid = new Float64Array(3 * (n + 1));
    this.times = grid.subarray(0, n + 1);
    this.values = grid.subarray(n + 1, 2 * (n + 1));
    const rates = (this.rates = grid.subarray(2 * (n + 1)));
    const at = this.at;
    for (let i = 0; i <= n; i++) {
      const t = i === n ? end : start + i * h;
      this.times[i] = t;
      curve.evaluate(t, at);
      this.values[i] = at[0];
      rates[i] = at[1];
    }
    let pieceStart = start;
    let pieceValue = this.values[0];
    let pieceRate = rates[0];
    let firstInside = 1;
    for (let i = 0; i < n; i++) {
      const r0 = rates[i];
      const r1 = rates[i + 1];
      // A zero rate counts as positive (exact zeros have measure zero).
      if (r0 >= 0 !== r1 >= 0) {
        const t = this.refineStation(this.times[i], this.times[i + 1], r0, r1);
        const value = curve.longitude(t);
        this.stations.push({ t, type: r0 >= 0 ? 'retrograde' : 'direct', value });
        this.pieces.push(this.piece(pieceStart, t, pieceValue, value, pieceRate, 0, firstInside, i));
        pieceStart = t;
        pieceValue = value;
        pieceRate = 0;
        firstInside = i + 1;
      }
    }
    this.pieces.push(this.piece(pieceStart, end, pieceValue, this.values[n], pieceRate, rates[n], firstInside, n - 1));
  }

  private piece(
    a: number,
    b: number,
    va: number,
    vb: number,
    ra: number,
    rb: number,
    first: number,
    last: number,
  ): Piece {
    return { a, b, va, vb, ra, rb, first, last, direction: vb >= va ? 1 : -1 };
  }

  /** The zero of the rate between two grid points, by the Illinois variant of regula falsi. */
  private refineStation(a: number, b: number, ra: number, rb: number): number {
    let side = 0;
    let t = a;
    for (let iter = 0; iter < 80 && b - a > STATION_TOLERANCE_DAYS; iter++) {
      t = (a * rb - b * ra) / (rb - ra);
      if (!(t > a && t < b)) t = 0.5 * (a + b);
      const r = this.curve.speed(t);
      if (r >= 0 === ra >= 0) {
        a = t;
        ra = r;
        if (side === -1) rb *= 0.5;
        side = -1;
      } else {
        b = t;
        rb = r;
        if (side === 1) ra *= 0.5;
        side = 1;
      }
    }
    return 0.5 * (a + b);
  }

  /**
   * Every instant in (start, end] at which the curve reaches `target` modulo 360°, in time order.
   * @param target degrees (any real; taken modulo 360)
   * @param tolerance precision of the instants, days
   */
  crossings(target: number, tolerance = EXACT_TOLERANCE_DAYS): Crossing[] {
    const out: Crossing[] = [];
    this.visit(target, (p, x) =>
      out.push({ t: this.solve(p, x, tolerance), value: x, direction: p.direction, rate: this.solved[1] }),
    );
    return out;
  }

  /**
   * The instants of {@link crossings} only, appended to `out` (no objects made).
   * @returns out
   */
  crossingTimes(target: number, out: number[] = [], tolerance = EXACT_TOLERANCE_DAYS): number[] {
    this.visit(target, (p, x) => out.push(this.solve(p, x, tolerance)));
    return out;
  }

  /**
   * Every crossing of each of many values in one pass over the grid: what {@link crossings}
   * gives for each target, without a search per target.
   * @param targets values, degrees (any reals; taken modulo 360), or the same prepared once for
   * several sweeps
   * @returns the crossings in time order, in arrays shared by every scan of the thread and
   * overwritten by the next sweep of any scan (read them first: growing one per scan was a
   * visible share of a cold transit chart in the `transit` benchmark): `count` of them, each the target's index, the
   * instant, the value reached (unwrapped), the direction and the rate there
   */
  sweep(targets: SweepTargets | ArrayLike<number>, tolerance = EXACT_TOLERANCE_DAYS): SweepResult {
    let out = (sharedSweep ??= sweepResult(1024));
    out.count = 0;
    const prepared = targets instanceof SweepTargets ? targets : new SweepTargets(targets);
    const m = prepared.count;
    if (m === 0) return out;
    const { reduced, order } = prepared;
    const { times, values, rates } = this;
    for (const p of this.pieces) {
      const d = p.direction;
      const lo = d === 1 ? p.va : p.vb;
      const hi = d === 1 ? p.vb : p.va;
      if (!(hi > lo)) continue;
      // The values the piece reaches, lo < x ≤ hi when rising, lo ≤ x < hi when falling (its
      // start value belongs to the piece before), are the targets plus whole turns: walked in
      // time order (increasing when rising, decreasing when falling) through the sorted
      // targets, the grid walked along with them to the interval holding each. Points of the
      // piece: 0 its start, 1 … its grid points, then its end.
      const lastPoint = p.last - p.first + 2;
      let q = 0;
      let t0 = p.a;
      let v0 = p.va;
      let r0 = p.ra;
      let t1 = lastPoint === 1 ? p.b : times[p.first];
      let v1 = lastPoint === 1 ? p.vb : values[p.first];
      let r1 = lastPoint === 1 ? p.rb : rates[p.first];
      // The first target in time order and its turn: by bisection over the sorted targets.
      let base = 360 * Math.floor((d === 1 ? lo : hi) / 360);
      let a = 0;
      let b = m;
      if (d === 1) {
        // First j with base + target > lo.
        while (a < b) {
          const mid = (a + b) >> 1;
          if (base + reduced[order[mid]] > lo) b = mid;
          else a = mid + 1;
        }
      } else {
        // First j with base + target ≥ hi; the one before it is the last below hi.
        while (a < b) {
          const mid = (a + b) >> 1;
          if (base + reduced[order[mid]] >= hi) b = mid;
          else a = mid + 1;
        }
        a--;
      }
      let j = a;
      if (j === m) {
        j = 0;
        base += 360;
      } else if (j < 0) {
        j = m - 1;
        base -= 360;
      }
      const interval = this.interval;
      let prepared = -1;
      for (;;) {
        const i = order[j];
        const x = base + reduced[i];
        if (d === 1 ? x > hi : x < lo) break;
        // On to the grid interval holding x: (v0, v1] when rising, [v1, v0) when falling.
        while (d === 1 ? v1 < x : v1 > x) {
          q++;
          t0 = t1;
          v0 = v1;
          r0 = r1;
          const end = q === lastPoint - 1;
          const g = p.first + q;
          t1 = end ? p.b : times[g];
          v1 = end ? p.vb : values[g];
          r1 = end ? p.rb : rates[g];
        }
        if (out.count === out.index.length) out = sharedSweep = sweepResult(2 * out.index.length, out);
        const k = out.count++;
        out.index[k] = i;
        // The interval's interpolant, prepared once for all the values it holds.
        if (prepared !== q) {
          interval.prepare(t0, t1, v0, v1, r0, r1);
          prepared = q;
        }
        this.root(x, d, t0, t1, tolerance);
        out.t[k] = this.solved[0];
        out.value[k] = x;
        out.direction[k] = d;
        out.rate[k] = this.solved[1];
        if (d === 1) {
          if (++j === m) {
            j = 0;
            base += 360;
          }
        } else if (--j < 0) {
          j = m - 1;
          base -= 360;
        }
      }
    }
    return out;
  }

  /**
   * The root of a sweep: [instant, rate there], written by {@link root} (a returned double would
   * be boxed for every crossing).
   */
  private readonly solved = new Float64Array(2);

  /**
   * The instant in [a, b], the interval last given to {@link interval} (monotonic in direction
   * d), where the curve equals x, and the rate there, into {@link solved}.
   */
  private root(x: number, d: 1 | -1, a: number, b: number, tolerance: number): void {
    this.interval.root(x, this.polish, this.solved);
    if (this.polish) this.polished(x, d, a, b, tolerance);
  }

  /** The grid interval being solved on (see HermiteInterval). */
  private readonly interval = new HermiteInterval();

  /** Newton steps on the curve from solved[0] toward where it equals x (bracket [a, b]), into {@link solved}. */
  private polished(x: number, d: 1 | -1, a: number, b: number, tolerance: number): void {
    const at = this.at;
    const solved = this.solved;
    let t = solved[0];
    for (let iter = 0; iter < 60; iter++) {
      this.curve.evaluate(t, at);
      solved[1] = at[1];
      const f = at[0] - x;
      if (f === 0) break;
      if (f * d < 0) a = t;
      else b = t;
      let next = at[1] !== 0 ? t - f / at[1] : NaN;
      if (!(next >= a && next <= b)) next = 0.5 * (a + b);
      const moved = Math.abs(next - t);
      t = next;
      if (moved < tolerance || b - a < tolerance) break;
    }
    solved[0] = t;
  }

  /** Calls `found` for each piece and value ≡ target it reaches, in time order. */
  private visit(target: number, found: (p: Piece, x: number) => void): void {
    for (const p of this.pieces) {
      const lo = p.direction === 1 ? p.va : p.vb;
      const hi = p.direction === 1 ? p.vb : p.va;
      // Values x ≡ target with lo < x ≤ hi on a rising piece, lo ≤ x < hi on a falling one:
      // the value at the piece's start is excluded (it belongs to the piece before).
      let k0 = Math.ceil((lo - target) / 360);
      let k1 = Math.floor((hi - target) / 360);
      if (p.direction === 1 && target + 360 * k0 === lo) k0++;
      if (p.direction === -1 && target + 360 * k1 === hi) k1--;
      if (p.direction === 1) {
        for (let k = k0; k <= k1; k++) found(p, target + 360 * k);
      } else {
        for (let k = k1; k >= k0; k--) found(p, target + 360 * k);
      }
    }
  }

  /** The instant on a monotonic piece where the curve equals x (between its end values); it and the rate there also go to {@link solved}. */
  private solve(p: Piece, x: number, tolerance: number): number {
    const d = p.direction;
    // Bracket from the grid: the last grid point inside the piece not past x, and the next.
    let lo = p.first;
    let hi = p.last;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((this.values[mid] - x) * d <= 0) lo = mid + 1;
      else hi = mid - 1;
    }
    // Grid points hi (≤ x) and lo (> x) when inside the piece; else the piece's ends.
    const inA = hi >= p.first;
    const inB = lo <= p.last;
    const a = inA ? this.times[hi] : p.a;
    const b = inB ? this.times[lo] : p.b;
    const va = inA ? this.values[hi] : p.va;
    const vb = inB ? this.values[lo] : p.vb;
    if (inA && inB) {
      this.interval.prepare(a, b, va, vb, this.rates[hi], this.rates[lo]);
      this.root(x, d, a, b, tolerance);
    } else {
      // Outside the grid (a piece's end): a linear first guess, always polished on the curve.
      this.solved[0] = vb === va ? a : a + ((x - va) / (vb - va)) * (b - a);
      this.polished(x, d, a, b, tolerance);
    }
    return this.solved[0];
  }
}

/**
 * The cubic Hermite interpolant of one grid interval, through (a, va, ra) and (b, vb, rb),
 * prepared once for the several values a sweep solves on it (its divisions taken once).
 */
class HermiteInterval {
  private a = 0;
  private h = 1;
  private va = 0;
  private perH = 1;
  private perDv = 0;
  /** va + c1 s + c2 s² + c3 s³ in powers of s = (t − a) / h. */
  private c1 = 0;
  private c2 = 0;
  private c3 = 0;
  /** The inverse function's end slopes, normalised (see {@link root}); NaN when not usable. */
  private ma = NaN;
  private mb = NaN;

  prepare(a: number, b: number, va: number, vb: number, ra: number, rb: number): void {
    const h = b - a;
    const dv = vb - va;
    this.a = a;
    this.h = h;
    this.va = va;
    this.perH = 1 / h;
    this.perDv = dv === 0 ? 0 : 1 / dv;
    this.c1 = h * ra;
    this.c2 = 3 * dv - h * (2 * ra + rb);
    this.c3 = h * (ra + rb) - 2 * dv;
    const ma = dv / this.c1;
    const mb = dv / (h * rb);
    // Usable when neither end is a station and the rate changes by less than 4× across.
    const usable = ma > 0.25 && ma < 4 && mb > 0.25 && mb < 4;
    this.ma = usable ? ma : NaN;
    this.mb = usable ? mb : NaN;
  }

  /**
   * Where the interpolant reaches x. The first estimate is the inverse function's own Hermite
   * cubic, s(u) through (0, 0) and (1, 1) with slopes dv / (h·r) at the ends, already within
   * about 1e-6 of the root, and one Newton step on the interpolant finishes it; next to a
   * station, the secant's estimate and two or three steps.
   * @param polished whether Newton steps on the curve follow (then fewer steps will do)
   * @param out receives [instant, the interpolant's rate there]
   */
  root(x: number, polished: boolean, out: Float64Array): void {
    const { va, c1, c2, c3, ma, mb } = this;
    let s = (x - va) * this.perDv; // in [0, 1]
    let steps = polished ? 2 : 3;
    if (!Number.isNaN(ma)) {
      s = s * (ma + s * (3 - 2 * ma - mb + s * (ma + mb - 2)));
      steps = 1;
    }
    for (let i = 0; i < steps; i++) {
      const value = va + s * (c1 + s * (c2 + s * c3));
      const slope = c1 + s * (2 * c2 + 3 * s * c3);
      if (slope === 0) break;
      const step = (value - x) / slope;
      const next = s - step;
      if (!(next >= 0 && next <= 1)) break;
      s = next;
      if (Math.abs(step) < 1e-14) break;
    }
    out[0] = this.a + s * this.h;
    out[1] = (c1 + s * (2 * c2 + 3 * s * c3)) * this.perH;
  }
}
