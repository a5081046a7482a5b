/**
 * Chebyshev interpolation on Chebyshev–Gauss–Lobatto nodes, the building block of the transit
 * ephemeris. Nodes of degree n are x_k = cos(πk/n), k = 0…n (from +1 down to −1); the nodes of
 * degree n/2 are every other node of degree n, so a fit can be raised from 8 to 16 to 32 reusing
 * every sample already taken, and the end points are shared with the neighbouring segments.
 */

/**
 * The k-th Lobatto node of degree n.
 * @param k node index 0…n
 * @param n degree (number of nodes − 1), ≥ 1
 * @returns x in [−1, 1]; x_0 = 1, x_n = −1
 */
export function lobattoNode(k: number, n: number): number {
  if (2 * k === n) return 0;
  return Math.cos((Math.PI * k) / n);
}

/**
 * Chebyshev coefficients of the degree-n polynomial through samples at the Lobatto nodes.
 * @param samples values f(x_k) for k = 0…n, read as samples[k * stride]
 * @param n degree
 * @param stride step between consecutive samples in `samples` (to read the nodes of a lower
 * degree out of a degree-32 sample array)
 * @returns c_0…c_n such that p(x) = Σ c_j T_j(x)
 */
export function lobattoCoefficients(samples: ArrayLike<number>, n: number, stride = 1): Float64Array {
  const c = new Float64Array(n + 1);
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
    for (let j = 0; j <= n; j++) for (let k = 0; k <= n; k++) table[j * (n + 1) + k] = Math.cos((Math.PI * ((j * k) % (2 * n))) / n);
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
  for (let j = c.length - 1; j >= 1; j--) {
    const cj = c[j];
    const t = x2 * b0 - b1 + cj;
    b1 = b0;
    b0 = t;
    const u = x2 * d0 - d1 + j * cj;
    d1 = d0;
    d0 = u;
  }
  out[0] = x * b0 - b1 + c[0];
  out[1] = d0;
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

/** Coefficients with the trailing ones below `negligible` dropped (at least four kept). */
export function trimmed(c: Float64Array, negligible: number): Float64Array {
  let n = c.length;
  while (n > 4 && Math.abs(c[n - 1]) < negligible) n--;
  return n === c.length ? c : c.slice(0, n);
}
