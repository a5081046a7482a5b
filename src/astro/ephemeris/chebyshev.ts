/**
 * Chebyshev interpolation on Chebyshev–Gauss–Lobatto nodes, the building block of the transit
 * ephemeris. Nodes of degree n are x_k = cos(πk/n), k = 0…n (from +1 down to −1); the nodes of
 * degree n/2 are every other node of degree n, so a fit can be raised from 8 to 16 to 32 reusing
 * every sample already taken, and the end points are shared with the neighbouring segments.
 */

import { storedArray } from './coefficient-store.ts';

/**
 * The k-th Lobatto node of degree n.
 * @param k node index 0…n
 * @param n degree (number of nodes − 1), ≥ 1
 * @returns x in [−1, 1]; x_0 = 1, x_n = −1
 */
export function lobattoNode(k: number, n: number): number {
  return (nodeTables[n] ??= nodeTable(n))[k];
}

/** Nodes by degree, computed once (fits ask for the same few degrees thousands of times). */
const nodeTables: Float64Array[] = [];

function nodeTable(n: number): Float64Array {
  const nodes = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) nodes[k] = 2 * k === n ? 0 : Math.cos((Math.PI * k) / n);
  return nodes;
}

/**
 * Chebyshev coefficients of the degree-n polynomial through samples at the Lobatto nodes.
 * @param samples values f(x_k) for k = 0…n, read as samples[k * stride]
 * @param n degree
 * @param stride step between consecutive samples in `samples` (to read the nodes of a lower
 * degree out of a degree-32 sample array)
 * @param c where to write them (at least n + 1 long; default a new array)
 * @returns c_0…c_n such that p(x) = Σ c_j T_j(x)
 */
export function lobattoCoefficients(
  samples: ArrayLike<number>,
  n: number,
  stride = 1,
  c: Float64Array = new Float64Array(n + 1),
): Float64Array {
  const table = cosineTable(n);
  for (let j = 0; j <= n; j++) {
    let s = 0.5 * (samples[0] + (j % 2 === 0 ? 1 : -1) * samples[n * stride]);
    const row = j * (n + 1);
    for (let k = 1; k < n; k++) s += samples[k * stride] * table[row + k];
    c[j] = (2 / n) * s;
  }
  c[0] *= 0.5;
  c[n] *= 0.5;
  return c;
}

const tables = new Map<number, Float64Array>();

/** cos(πjk/n) for j, k = 0…n, row-major. */
function cosineTable(n: number): Float64Array {
  let table = tables.get(n);
  if (!table) {
    table = new Float64Array((n + 1) * (n + 1));
    for (let j = 0; j <= n; j++)
      for (let k = 0; k <= n; k++) table[j * (n + 1) + k] = Math.cos((Math.PI * ((j * k) % (2 * n))) / n);
    tables.set(n, table);
  }
  return table;
}

/**
 * p(x) = Σ c_j T_j(x) by Clenshaw's recurrence.
 * @param c coefficients
 * @param x in [−1, 1]
 */
export function chebyshevValue(c: Float64Array, x: number): number {
  let b0 = 0;
  let b1 = 0;
  const x2 = 2 * x;
  for (let j = c.length - 1; j >= 1; j--) {
    const t = x2 * b0 - b1 + c[j];
    b1 = b0;
    b0 = t;
  }
  return x * b0 - b1 + c[0];
}

/**
 * p′(x) = d/dx Σ c_j T_j(x), from the recurrence of the derivative series.
 * @param c coefficients
 * @param x in [−1, 1]
 * @returns the slope per unit of x (multiply by 2 / segment length for per-day rates)
 */
export function chebyshevSlope(c: Float64Array, x: number): number {
  // Σ c_j T_j′(x) = Σ c_j j U_{j−1}(x); Clenshaw on U with coefficients j·c_j.
  let b0 = 0;
  let b1 = 0;
  const x2 = 2 * x;
  for (let j = c.length - 1; j >= 1; j--) {
    const t = x2 * b0 - b1 + j * c[j];
    b1 = b0;
    b0 = t;
  }
  return b0;
}

/**
 * p(x) and p′(x) together (one pass over the coefficients).
 * @param c coefficients
 * @param x in [−1, 1]
 * @param out receives [p(x), p′(x)] (slope per unit of x)
 */
export function chebyshevValueAndSlope(c: Float64Array, x: number, out: Float64Array): void {
  let b0 = 0;
  let b1 = 0;
  let d0 = 0;
  let d1 = 0;
  const x2 = 2 * x;
  // (c_j − b1) + 2x·b0 rather than 2x·b0 − b1 + c_j: the part that does not wait for the
  // previous step is computed alongside it, leaving one multiply and one add per step on the
  // chain of dependent operations instead of three.
  for (let j = c.length - 1; j >= 1; j--) {
    const cj = c[j];
    const t = cj - b1 + x2 * b0;
    b1 = b0;
    b0 = t;
    const u = j * cj - d1 + x2 * d0;
    d1 = d0;
    d0 = u;
  }
  out[0] = x * b0 - b1 + c[0];
  out[1] = d0;
}

/**
 * Two polynomials' values and slopes, each at its own x (e.g. a fitted longitude and the
 * nutation added to it, on segments of their own), in one pass: the four recurrences overlap
 * where both have coefficients.
 * @param p coefficients of the first
 * @param xp where to evaluate it, in [−1, 1]
 * @param q coefficients of the second
 * @param xq where to evaluate it
 * @param out receives [p(xp), p′(xp), q(xq), q′(xq)] (slopes per unit of x)
 */
export function chebyshevPairValueAndSlope(
  p: Float64Array,
  xp: number,
  q: Float64Array,
  xq: number,
  out: Float64Array,
): void {
  let a0 = 0,
    a1 = 0,
    da0 = 0,
    da1 = 0;
  let b0 = 0,
    b1 = 0,
    db0 = 0,
    db1 = 0;
  const xp2 = 2 * xp;
  const xq2 = 2 * xq;
  let j = p.length - 1;
  let k = q.length - 1;
  // The longer one's highest coefficients alone, then both together.
  for (; j > k && j >= 1; j--) {
    const c = p[j];
    const t = c - a1 + xp2 * a0;
    a1 = a0;
    a0 = t;
    const u = j * c - da1 + xp2 * da0;
    da1 = da0;
    da0 = u;
  }
  for (; k > j && k >= 1; k--) {
    const c = q[k];
    const t = c - b1 + xq2 * b0;
    b1 = b0;
    b0 = t;
    const u = k * c - db1 + xq2 * db0;
    db1 = db0;
    db0 = u;
  }
  for (; j >= 1; j--) {
    const c = p[j];
    const d = q[j];
    const ta = c - a1 + xp2 * a0;
    a1 = a0;
    a0 = ta;
    const ua = j * c - da1 + xp2 * da0;
    da1 = da0;
    da0 = ua;
    const tb = d - b1 + xq2 * b0;
    b1 = b0;
    b0 = tb;
    const ub = j * d - db1 + xq2 * db0;
    db1 = db0;
    db0 = ub;
  }
  out[0] = xp * a0 - a1 + p[0];
  out[1] = da0;
  out[2] = xq * b0 - b1 + q[0];
  out[3] = db0;
}

/**
 * Three polynomials' values and slopes at one x (the three coordinates of a state), their
 * coefficients interleaved: c[3j], c[3j + 1], c[3j + 2] are the j-th of each. The six
 * recurrences of one pass are independent, so they overlap instead of each waiting on its own
 * previous step: about the cost of one {@link chebyshevValueAndSlope} instead of three.
 * @param c interleaved coefficients, length 3 (n + 1)
 * @param x in [−1, 1]
 * @param out receives [p₀(x), p₀′(x), p₁(x), p₁′(x), p₂(x), p₂′(x)] (slopes per unit of x)
 */
export function chebyshevTripleValueAndSlope(c: Float64Array, x: number, out: Float64Array): void {
  let a0 = 0,
    a1 = 0,
    da0 = 0,
    da1 = 0;
  let b0 = 0,
    b1 = 0,
    db0 = 0,
    db1 = 0;
  let e0 = 0,
    e1 = 0,
    de0 = 0,
    de1 = 0;
  const x2 = 2 * x;
  for (let j = c.length / 3 - 1, i = c.length - 3; j >= 1; j--, i -= 3) {
    const ca = c[i];
    const cb = c[i + 1];
    const ce = c[i + 2];
    const ta = ca - a1 + x2 * a0;
    a1 = a0;
    a0 = ta;
    const ua = j * ca - da1 + x2 * da0;
    da1 = da0;
    da0 = ua;
    const tb = cb - b1 + x2 * b0;
    b1 = b0;
    b0 = tb;
    const ub = j * cb - db1 + x2 * db0;
    db1 = db0;
    db0 = ub;
    const te = ce - e1 + x2 * e0;
    e1 = e0;
    e0 = te;
    const ue = j * ce - de1 + x2 * de0;
    de1 = de0;
    de0 = ue;
  }
  out[0] = x * a0 - a1 + c[0];
  out[1] = da0;
  out[2] = x * b0 - b1 + c[1];
  out[3] = db0;
  out[4] = x * e0 - e1 + c[2];
  out[5] = de0;
}

/**
 * Three coefficient arrays interleaved for {@link chebyshevTripleValueAndSlope}, the shorter
 * ones padded with zeros, in kept storage (see coefficient-store.ts).
 */
export function interleaved(p0: Float64Array, p1: Float64Array, p2: Float64Array): Float64Array {
  const n = Math.max(p0.length, p1.length, p2.length);
  const c = storedArray(3 * n);
  for (let j = 0; j < p0.length; j++) c[3 * j] = p0[j];
  for (let j = 0; j < p1.length; j++) c[3 * j + 1] = p1[j];
  for (let j = 0; j < p2.length; j++) c[3 * j + 2] = p2[j];
  return c;
}

/**
 * An estimate of the interpolation error from the last coefficients: the sum of their sizes
 * over the last eighth of the degree (at least four). For a converged fit the coefficients fall
 * geometrically and what is left out is smaller than the last ones kept; a fit that only looks
 * converged because its very last coefficients happen to be small (the samples alias a faster
 * wiggle: longitudes seen from the Earth carry its monthly wobble around the Earth–Moon
 * barycentre, whose coefficients stay level and then drop at a degree in proportion to the
 * segment's length) still has large ones just before, which the sum catches.
 * @param c coefficients (at least four)
 * @returns an estimate of max |f − p| in the units of the samples
 */
export function tailEstimate(c: Float64Array): number {
  const n = c.length - 1;
  const m = Math.max(4, Math.ceil(n / 8));
  let sum = 0;
  for (let k = Math.max(0, n - m + 1); k <= n; k++) sum += Math.abs(c[k]);
  return sum;
}

/**
 * Chebyshev fits of several channels of one function over [−1, 1] (e.g. the three coordinates
 * of a position), sampled at the Lobatto nodes: the degree doubles from `degree`, reusing every
 * sample taken, until every channel's tail is below `tolerance`, or `top` is reached.
 * @param channels number of values `sample` writes
 * @param degree first degree tried; `top` is degree × a power of two
 * @param sample writes the channels' values at x into `out`
 * @returns one coefficient array per channel, all of the degree reached
 */
export function fitByDoubling(
  channels: number,
  degree: number,
  top: number,
  tolerance: number,
  sample: (x: number, out: Float64Array) => void,
): Float64Array[] {
  const values = Array.from({ length: channels }, () => new Float64Array(top + 1));
  const taken = new Uint8Array(top + 1);
  const out = new Float64Array(channels);
  for (let n = degree; ; n *= 2) {
    const stride = top / n;
    for (let k = 0; k <= n; k++) {
      const slot = k * stride;
      if (taken[slot]) continue;
      sample(lobattoNode(slot, top), out);
      for (let i = 0; i < channels; i++) values[i][slot] = out[i];
      taken[slot] = 1;
    }
    const fits = values.map((v) => lobattoCoefficients(v, n, stride));
    if (n >= top || fits.every((c) => tailEstimate(c) < tolerance)) return fits;
  }
}

/** How many of the coefficients are left with the trailing ones below `negligible` dropped (at least four). */
export function trimmedLength(c: ArrayLike<number>, negligible: number, length = c.length): number {
  let n = length;
  while (n > 4 && Math.abs(c[n - 1]) < negligible) n--;
  return n;
}

/**
 * Coefficients with the trailing ones below `negligible` dropped (at least four kept): a view
 * of the same array, not a copy (making a typed array costs about a microsecond).
 */
export function trimmed(c: Float64Array, negligible: number): Float64Array {
  const n = trimmedLength(c, negligible);
  return n === c.length ? c : c.subarray(0, n);
}
