/**
 * Chebyshev expansions of trigonometric series over an interval, term by term and without
 * sampling (Jacobi–Anger): on x ∈ [−1, 1],
 *   cos(ωx) = J₀(ω) + 2 Σₖ (−1)ᵏ J₂ₖ(ω) T₂ₖ(x),   sin(ωx) = 2 Σₖ (−1)ᵏ J₂ₖ₊₁(ω) T₂ₖ₊₁(x),
 * so A·sin(φ + ωx) and A·cos(φ + ωx) have Chebyshev coefficients A·(sin φ or cos φ)·Jₙ(ω) with
 * known signs. One sine and cosine per term and a short Bessel recurrence replace the
 * evaluation of the whole series at every node of a fit: what makes interpolating the Moon,
 * the Earth and the nutation over a block cheap (see the transit ephemeris).
 *
 * A term whose phase is not linear in time (ELP's phases are polynomials) is linearised at the
 * middle of the interval; the caller bounds the quadratic remainder.
 */

/** Scratch for the Bessel values of one term. */
const bessel = new Float64Array(512);

/** Orders computed above the highest one wanted: Miller's start value's error dies away by then. */
const MILLER_MARGIN = 10;

/**
 * Jₙ(w) for n = 0 … top, by Miller's downward recurrence normalised with J₀ + 2ΣJ₂ₖ = 1
 * (relative error below 1e-13 for the orders wanted), or the leading terms of the power series
 * when w < 1e-3.
 * @param w argument, w ≥ 0
 * @param top highest order wanted (≤ 400)
 * @param out receives J₀ … J_top (and scratch values above, up to the recurrence's start)
 */
export function besselSequence(w: number, top: number, out: Float64Array): void {
  if (w < 1e-3) {
    // Jₙ(w) = (w/2)ⁿ/n! · (1 − (w/2)²/(n + 1) + …): the next term is below 1e-13 relatively.
    const half = w / 2;
    const q = half * half;
    let power = 1;
    for (let n = 0; n <= top; n++) {
      out[n] = power * (1 - q / (n + 1));
      power *= half / (n + 1);
    }
    return;
  }
  const start = Math.max(top, Math.ceil(w)) + MILLER_MARGIN;
  const twoOverW = 2 / w;
  let next = 0;
  let current = 1e-300;
  out[start] = current;
  for (let n = start; n > 0; n--) {
    const previous = n * twoOverW * current - next;
    next = current;
    current = previous;
    out[n - 1] = current;
  }
  let sum = 0;
  for (let n = 2; n <= start; n += 2) sum += out[n];
  const norm = 1 / (out[0] + 2 * sum);
  for (let n = 0; n <= top; n++) out[n] *= norm;
}

/**
 * The highest order n at which |amplitude|·Jₙ(|w|) can still exceed `negligible`, from the
 * bound |Jₙ(w)| ≤ (|w|/2)ⁿ / n!.
 * @returns an order ≥ 0 (at most `cap`)
 */
export function besselReach(amplitude: number, w: number, negligible: number, cap: number): number {
  const half = Math.abs(w) / 2;
  let bound = Math.abs(amplitude);
  let n = 0;
  while (n < cap && (bound > negligible || n < half)) {
    n++;
    bound *= half / n;
  }
  return n;
}

/**
 * Adds A·sin(φ + ωx) (or A·cos(φ + ωx)) on x ∈ [−1, 1] to a Chebyshev coefficient array, up
 * to the order where the term's coefficients fall below `negligible`, or to the array's end.
 * @param c coefficients c₀ … c_N, added to
 * @param amplitude A
 * @param sinPhase sin φ
 * @param cosPhase cos φ
 * @param w ω, radians per unit of x (any sign)
 * @param cosine true for A·cos(φ + ωx), false for A·sin(φ + ωx)
 * @param negligible absolute size below which coefficients are left out
 * @returns the highest coefficient index reached by the term (beyond c's end means c cuts it
 * off: the caller's degree is too low for this term)
 */
export function addSinusoid(
  c: Float64Array,
  amplitude: number,
  sinPhase: number,
  cosPhase: number,
  w: number,
  cosine: boolean,
  negligible: number,
): number {
  const reach = besselReach(amplitude, w, negligible, 400);
  const top = Math.min(reach, c.length - 1);
  besselSequence(Math.abs(w), top, bessel);
  // With φ + ωx and ω < 0: Jₙ(−w) = (−1)ⁿ Jₙ(w), i.e. the odd (sine) part changes sign.
  // sin(φ + ωx) = sin φ cos(ωx) + cos φ sin(ωx); cos(φ + ωx) = cos φ cos(ωx) − sin φ sin(ωx).
  const even = amplitude * (cosine ? cosPhase : sinPhase);
  const odd = (w < 0 ? -amplitude : amplitude) * (cosine ? -sinPhase : cosPhase);
  // cos(ωx) = J₀ + 2Σ(−1)ᵏ J₂ₖ T₂ₖ; sin(ωx) = 2Σ(−1)ᵏ J₂ₖ₊₁ T₂ₖ₊₁.
  c[0] += even * bessel[0];
  let e = -2 * even;
  for (let n = 2; n <= top; n += 2) {
    c[n] += e * bessel[n];
    e = -e;
  }
  let o = 2 * odd;
  for (let n = 1; n <= top; n += 2) {
    c[n] += o * bessel[n];
    o = -o;
  }
  return reach;
}

const productScratch = new Float64Array(256);

/**
 * Multiplies a Chebyshev series by (a + b·x) in place (x·Tₙ = ½(Tₙ₊₁ + T|ₙ₋₁|)); the highest
 * coefficient produced beyond the array's end is dropped.
 * @param c coefficients, overwritten
 * @param a constant part
 * @param b slope part
 * @param scratch array at least as long as c (default: one kept here, 256 long)
 */
export function multiplyByLinear(c: Float64Array, a: number, b: number, scratch: Float64Array = productScratch): void {
  const n = c.length;
  for (let i = 0; i < n; i++) scratch[i] = a * c[i];
  for (let i = 0; i < n; i++) {
    const half = 0.5 * b * c[i];
    if (i === 0) {
      if (n > 1) scratch[1] += 2 * half;
    } else {
      if (i + 1 < n) scratch[i + 1] += half;
      scratch[i - 1] += half;
    }
  }
  for (let i = 0; i < n; i++) c[i] = scratch[i];
}

/**
 * {@link addSinusoid} for the terms of one series over successive intervals of the same length,
 * keeping each term's Bessel values: a term's rate changes so slowly (only through the
 * curvature of its phase) that they can be reused from one interval to the next until the
 * change |A·Δω| would reach `reuseTolerance` (|dJₙ/dω| ≤ 1).
 */
export class SinusoidExpander {
  private readonly values: Float64Array;
  private readonly rates: Float64Array;
  private readonly tops: Int32Array;
  private readonly reaches: Int32Array;

  /**
   * @param terms number of terms of the series
   * @param maxDegree highest coefficient index any interval keeps
   * @param reuseTolerance largest change |A·Δω| accepted when reusing a term's Bessel values
   */
  constructor(
    terms: number,
    private readonly maxDegree: number,
    private readonly reuseTolerance: number,
  ) {
    this.values = new Float64Array(terms * (maxDegree + 1));
    this.rates = new Float64Array(terms).fill(NaN);
    this.tops = new Int32Array(terms).fill(-1);
    this.reaches = new Int32Array(terms);
  }

  /**
   * The term {@link addTerm} adds: [A, sin φ, cos φ, ω]. The caller writes it here rather than
   * passing four freshly computed doubles (each would be boxed for the call in loops too large
   * for the optimiser to inline: some 400 kB per cold transit request).
   */
  readonly term = new Float64Array(4);

  /**
   * Adds term `index`, A·sin(φ + ωx) or A·cos(φ + ωx) as written in {@link term}, to c (see
   * {@link addSinusoid}).
   * @returns the highest coefficient index the term reaches
   */
  addTerm(index: number, c: Float64Array, cosine: boolean, negligible: number): number {
    const term = this.term;
    const amplitude = term[0];
    const sinPhase = term[1];
    const cosPhase = term[2];
    const w = term[3];
    const aw = Math.abs(w);
    // Kept small so that the optimiser inlines it into the callers' loops (a call boxes its
    // double arguments): the Bessel values are (re)computed out of line.
    if (!(this.tops[index] >= 0 && Math.abs((aw - this.rates[index]) * amplitude) < this.reuseTolerance))
      this.load(index, amplitude, w, negligible);
    const top = Math.min(this.tops[index], c.length - 1);
    const v = this.values;
    const base = index * (this.maxDegree + 1);
    const even = amplitude * (cosine ? cosPhase : sinPhase);
    const odd = (w < 0 ? -amplitude : amplitude) * (cosine ? -sinPhase : cosPhase);
    c[0] += even * v[base];
    let e = -2 * even;
    for (let n = 2; n <= top; n += 2) {
      c[n] += e * v[base + n];
      e = -e;
    }
    let o = 2 * odd;
    for (let n = 1; n <= top; n += 2) {
      c[n] += o * v[base + n];
      o = -o;
    }
    return this.reaches[index];
  }

  /** Computes and keeps term `index`'s Bessel values for rate w. */
  private load(index: number, amplitude: number, w: number, negligible: number): void {
    const aw = Math.abs(w);
    const reach = besselReach(amplitude, w, negligible, 400);
    const keep = Math.min(reach, this.maxDegree);
    besselSequence(aw, keep, bessel);
    const base = index * (this.maxDegree + 1);
    for (let n = 0; n <= keep; n++) this.values[base + n] = bessel[n];
    this.rates[index] = aw;
    this.tops[index] = keep;
    this.reaches[index] = reach;
  }
}
