/**
 * Geocentric position and velocity of the Moon from the ELP/MPP02 lunar theory (Chapront &
 * Francou 2003) in its version fitted to JPL DE405, series from the `astronomia` package,
 * truncated to terms that matter at the 0.05″ level over 1800–2400.
 * Output frame: J2000 mean equator (EQJ), like the planets.
 */

import elp from 'astronomia/data/elpMppDe';
import { J2000, KM_PER_AU } from '../constants.ts';
import { multiplyByLinear, SinusoidExpander } from './series-chebyshev.ts';
import { SINCOS, sincos } from './sincos.ts';

const AS2R = Math.PI / 648000;
/** |T| at the ends of the supported range, centuries. */
const T_MAX = 4;

/**
 * Truncation: smallest |A|·T_MAX^α kept, longitude and latitude in arcseconds, distance in km.
 * The distance only enters the light time, so it can be coarse.
 */
export const ELP_TRUNCATION = { angleArcsec: 0.01, distanceKm: 2 };

interface Packed {
  /** Per power α: packed [A, φ0, φ1, φ2, φ3, φ4] rows, by decreasing rate |A·φ1| (the summation order). */
  rows: Float64Array[];
}

function pack(series: Record<string, number[][]>, threshold: number): Packed {
  const rows: Float64Array[] = [];
  for (const [power, list] of Object.entries(series)) {
    const p = Number(power);
    const scale = T_MAX ** p;
    const kept = list
      .filter((r) => Math.abs(r[0]) * scale >= threshold)
      .sort((x, y) => Math.abs(y[0] * y[2]) - Math.abs(x[0] * x[2]));
    const arr = new Float64Array(kept.length * 6);
    kept.forEach((r, i) => {
      for (let j = 0; j < 6; j++) arr[i * 6 + j] = r[j] ?? 0;
    });
    rows[p] = arr;
  }
  for (let p = 0; p < rows.length; p++) rows[p] ??= new Float64Array(0);
  return { rows };
}

let packedSeries: { L: Packed; B: Packed; R: Packed } | undefined;

function series() {
  packedSeries ??= {
    L: pack(elp.L, ELP_TRUNCATION.angleArcsec),
    B: pack(elp.B, ELP_TRUNCATION.angleArcsec),
    R: pack(elp.R, ELP_TRUNCATION.distanceKm),
  };
  return packedSeries;
}

const sum = new Float64Array(2);

/** Σ_α T^α Σ A sin φ(T) and its derivative per century, into `sum`. */
function evaluate(p: Packed, t: number, t2: number, t3: number, t4: number): void {
  let value = 0;
  let deriv = 0;
  let tpow = 1;
  let tpowPrev = 0;
  for (let a = 0; a < p.rows.length; a++) {
    const arr = p.rows[a];
    let s = 0;
    let ds = 0;
    for (let i = 0; i < arr.length; i += 6) {
      const amp = arr[i];
      const phase = arr[i + 1] + arr[i + 2] * t + arr[i + 3] * t2 + arr[i + 4] * t3 + arr[i + 5] * t4;
      const rate = arr[i + 2] + 2 * arr[i + 3] * t + 3 * arr[i + 4] * t2 + 4 * arr[i + 5] * t3;
      sincos(phase);
      s += amp * SINCOS[0];
      ds += amp * rate * SINCOS[1];
    }
    value += tpow * s;
    deriv += tpow * ds + a * tpowPrev * s;
    tpowPrev = tpow;
    tpow *= t;
  }
  sum[0] = value;
  sum[1] = deriv;
}

/**
 * Geometric geocentric state of the Moon: position (AU) and velocity (AU/day) in EQJ, written
 * into `out` as [x, y, z, vx, vy, vz].
 * @param jdTT Julian day (TT), days
 * @param out array of at least 6 numbers, overwritten
 */
export function moonGeocentricState(jdTT: number, out: Float64Array | number[]): void {
  // The Moon and the true node of a chart share the instant: keep the last state.
  if (jdTT === lastJd) {
    for (let i = 0; i < 6; i++) out[i] = last[i];
    return;
  }
  computeState(jdTT, last);
  lastJd = jdTT;
  for (let i = 0; i < 6; i++) out[i] = last[i];
}

const last = new Float64Array(6);
let lastJd = NaN;

function computeState(jdTT: number, out: Float64Array): void {
  const s = series();
  const t = (jdTT - J2000) / 36525;
  const t2 = t * t,
    t3 = t2 * t,
    t4 = t3 * t;
  evaluate(s.L, t, t2, t3, t4);
  const sumL = sum[0],
    rateL = sum[1];
  evaluate(s.B, t, t2, t3, t4);
  const sumB = sum[0],
    rateB = sum[1];
  evaluate(s.R, t, t2, t3, t4);
  moonStateFromSeries(t, sumL, rateL, sumB, rateB, sum[0], sum[1], out);
}

/**
 * The Moon's geometric geocentric state from the values of the three ELP series (what
 * {@link moonGeocentricState} evaluates term by term, or an interpolation of them).
 * @param t Julian centuries of TT since J2000.0
 * @param sumL Σ of the longitude series (without the mean longitude W1), arcseconds; rateL its
 * rate, arcseconds per century
 * @param sumB latitude series, arcseconds; rateB per century
 * @param sumR distance series, km; rateR km per century
 * @param out receives [x, y, z, vx, vy, vz], EQJ, AU and AU/day
 */
export function moonStateFromSeries(
  t: number,
  sumL: number,
  rateL: number,
  sumB: number,
  rateB: number,
  sumR: number,
  rateR: number,
  out: Float64Array | number[],
): void {
  const t2 = t * t,
    t3 = t2 * t,
    t4 = t3 * t;
  const w = elp.W1;
  const w1 = w[0] + t * w[1] + t2 * w[2] + t3 * w[3] + t4 * w[4];
  const w1Rate = w[1] + 2 * t * w[2] + 3 * t2 * w[3] + 4 * t3 * w[4];
  const lon = w1 + sumL * AS2R;
  const dlon = w1Rate + rateL * AS2R;
  const lat = sumB * AS2R;
  const dlat = rateB * AS2R;
  const r = sumR / KM_PER_AU;
  const dr = rateR / KM_PER_AU;
  const cl = Math.cos(lon),
    sl = Math.sin(lon),
    cb = Math.cos(lat),
    sb = Math.sin(lat);
  const x = r * cb * cl,
    y = r * cb * sl,
    z = r * sb;
  const k = 1 / 36525;
  const vx = (dr * cb * cl - r * sb * cl * dlat - r * cb * sl * dlon) * k;
  const vy = (dr * cb * sl - r * sb * sl * dlat + r * cb * cl * dlon) * k;
  const vz = (dr * sb + r * cb * dlat) * k;
  // Laskar's P, Q: ecliptic of date (departure point γ′2000) → inertial ecliptic J2000.
  const P = t * (0.10180391e-4 + t * (0.47020439e-6 + t * (-0.5417367e-9 + t * (-0.2507948e-11 + t * 0.463486e-14))));
  const Q = t * (-0.113469002e-3 + t * (0.12372674e-6 + t * (0.1265417e-8 + t * (-0.1371808e-11 + t * -0.320334e-14))));
  const sq = Math.sqrt(1 - P * P - Q * Q);
  const p11 = 1 - 2 * P * P,
    p12 = 2 * P * Q,
    p13 = 2 * P * sq;
  const p21 = 2 * P * Q,
    p22 = 1 - 2 * Q * Q,
    p23 = -2 * Q * sq;
  const p31 = -2 * P * sq,
    p32 = 2 * Q * sq,
    p33 = 1 - 2 * P * P - 2 * Q * Q;
  const ex = p11 * x + p12 * y + p13 * z,
    ey = p21 * x + p22 * y + p23 * z,
    ez = p31 * x + p32 * y + p33 * z;
  const evx = p11 * vx + p12 * vy + p13 * vz,
    evy = p21 * vx + p22 * vy + p23 * vz,
    evz = p31 * vx + p32 * vy + p33 * vz;
  // Ecliptic J2000 → EQJ (same rotation as for VSOP87).
  out[0] = ex + 0.00000044036 * ey - 0.000000190919 * ez;
  out[1] = -0.000000479966 * ex + 0.917482137087 * ey - 0.397776982902 * ez;
  out[2] = 0.397776982902 * ey + 0.917482137087 * ez;
  out[3] = evx + 0.00000044036 * evy - 0.000000190919 * evz;
  out[4] = -0.000000479966 * evx + 0.917482137087 * evy - 0.397776982902 * evz;
  out[5] = 0.397776982902 * evy + 0.917482137087 * evz;
}

/** Chebyshev coefficients of the three ELP series over one interval. */
export interface MoonSeriesChebyshev {
  /** Longitude series (without W1), arcseconds. */
  L: Float64Array;
  /** Latitude series, arcseconds. */
  B: Float64Array;
  /** Distance series, km. */
  R: Float64Array;
  /** Bound on what the linearised phases and the degree leave out, arcseconds (km for R: 1000× less strict). */
  errorBound: number;
}

/**
 * The ELP series as Chebyshev polynomials over intervals of one length, without evaluating the
 * series at any node (Jacobi–Anger, see series-chebyshev.ts): one sine and cosine per term and
 * interval, each term's Bessel values kept from one interval to the next.
 */
export class MoonSeriesExpansion {
  /** Scratch of expand. */
  private part: Float64Array | undefined;
  private readonly expanders: { L: SinusoidExpander[]; B: SinusoidExpander[]; R: SinusoidExpander[] };

  /**
   * @param half half the length of the intervals, Julian centuries
   * @param degree Chebyshev degree kept (coefficients beyond are cut; see errorBound)
   * @param negligible size below which a term's coefficients are left out, arcseconds (and
   * 1000× that in km for the distance)
   */
  constructor(
    readonly half: number,
    readonly degree: number,
    private readonly negligible = 1e-6,
  ) {
    const s = series();
    const make = (p: Packed, scale: number) =>
      p.rows.map((rows) => new SinusoidExpander(rows.length / 6, degree, negligible * scale * 10));
    this.expanders = { L: make(s.L, 1), B: make(s.B, 1), R: make(s.R, 1000) };
    this.totals = { L: new Float64Array(degree + 1), B: new Float64Array(degree + 1), R: new Float64Array(degree + 1) };
  }

  /** The coefficient arrays each call writes (see {@link at}). */
  private readonly totals: { L: Float64Array; B: Float64Array; R: Float64Array };

  /**
   * Coefficients on [tc − half, tc + half], x = (t − tc) / half, in arrays the expansion
   * reuses: read or copy them before the next call (the interpolated sky keeps its own
   * interleaved copy).
   * @param tc middle of the interval, Julian centuries of TT since J2000.0
   */
  at(tc: number): MoonSeriesChebyshev {
    const s = series();
    const bound = { value: 0 };
    const totals = this.totals;
    this.expand(s.L, this.expanders.L, tc, this.negligible, bound, totals.L);
    this.expand(s.B, this.expanders.B, tc, this.negligible, bound, totals.B);
    this.expand(s.R, this.expanders.R, tc, this.negligible * 1000, { value: 0 }, totals.R);
    return { L: totals.L, B: totals.B, R: totals.R, errorBound: bound.value };
  }

  private expand(
    p: Packed,
    expanders: SinusoidExpander[],
    tc: number,
    negligible: number,
    bound: { value: number },
    total: Float64Array,
  ): void {
    const { half, degree } = this;
    total.fill(0);
    // Scratch for one power's sum (kept: typed arrays this size are allocated outside the heap).
    const part = (this.part ??= new Float64Array(degree + 1));
    const tc2 = tc * tc,
      tc3 = tc2 * tc,
      tc4 = tc3 * tc;
    for (let a = p.rows.length - 1; a >= 0; a--) {
      // Horner in (tc + half·x): total = total·(tc + half·x) + S_a.
      if (a < p.rows.length - 1) multiplyByLinear(total, tc, half);
      const arr = p.rows[a];
      const expander = expanders[a];
      part.fill(0);
      let remainder = 0;
      for (let i = 0, term = 0; i < arr.length; i += 6, term++) {
        const amp = arr[i];
        const phase = arr[i + 1] + arr[i + 2] * tc + arr[i + 3] * tc2 + arr[i + 4] * tc3 + arr[i + 5] * tc4;
        const rate = arr[i + 2] + 2 * arr[i + 3] * tc + 3 * arr[i + 4] * tc2 + 4 * arr[i + 5] * tc3;
        // What linearising the phase leaves out: ½|A φ''| half².
        const curvature = 2 * arr[i + 3] + 6 * arr[i + 4] * tc + 12 * arr[i + 5] * tc2;
        remainder += Math.abs(amp * curvature) * 0.5 * half * half;
        sincos(phase);
        const args = expander.term;
        args[0] = amp;
        args[1] = SINCOS[0];
        args[2] = SINCOS[1];
        args[3] = rate * half;
        const reach = expander.addTerm(term, part, false, negligible);
        if (reach > degree) remainder += Math.abs(amp) * 1e-3; // the degree cuts this term: flag it
      }
      bound.value += remainder * Math.max(1, Math.abs(tc) + half) ** a;
      for (let j = 0; j <= degree; j++) total[j] += part[j];
    }
  }
}
