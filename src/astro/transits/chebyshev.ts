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
 * An estimate of the interpolation error from the last coefficients: the last two (one of each
 * parity) plus a quarter of the two before them. For a converged fit the coefficients fall
 * geometrically and the terms left out are smaller than the last ones kept; a fit that only
 * looks converged because its last two coefficients happen to be small (the samples alias a
 * faster wiggle) still has large ones just before, which the second term catches.
 * @param c coefficients (at least four)
 * @returns an estimate of max |f − p| in the units of the samples
 */
export function tailEstimate(c: Float64Array): number {
  const n = c.length - 1;
  return Math.max(Math.abs(c[n]) + Math.abs(c[n - 1]), 0.25 * Math.max(Math.abs(c[n - 2]), Math.abs(c[n - 3])));
}
