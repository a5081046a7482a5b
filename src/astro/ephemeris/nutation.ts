/**
 * Nutation in longitude and obliquity by the IAU 2000B model (McCarthy & Luzum 2003): the 77
 * largest luni-solar terms of IAU 2000A plus the fixed offsets that stand in for the planetary
 * terms; within 1 mas of IAU 2000A over 1995–2050 and a few mas over the service's range.
 */

import { multiplyByLinear, SinusoidExpander } from './series-chebyshev.ts';

const ARCSEC_TO_RAD = Math.PI / 648000;
const TURN_ARCSEC = 1296000;

/**
 * Luni-solar terms: multipliers of (l, l′, F, D, Ω), then, in 0.1 µas, ψ sin, ψ sin·t, ψ cos,
 * ε cos, ε cos·t, ε sin (IERS Conventions 2003, table 5.3b truncated to IAU 2000B).
 */
const TERMS: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 1, -172064161, -174666, 33386, 92052331, 9086, 15377],
  [0, 0, 2, -2, 2, -13170906, -1675, -13696, 5730336, -3015, -4587],
  [0, 0, 2, 0, 2, -2276413, -234, 2796, 978459, -485, 1374],
  [0, 0, 0, 0, 2, 2074554, 207, -698, -897492, 470, -291],
  [0, 1, 0, 0, 0, 1475877, -3633, 11817, 73871, -184, -1924],
  [0, 1, 2, -2, 2, -516821, 1226, -524, 224386, -677, -174],
  [1, 0, 0, 0, 0, 711159, 73, -872, -6750, 0, 358],
  [0, 0, 2, 0, 1, -387298, -367, 380, 200728, 18, 318],
  [1, 0, 2, 0, 2, -301461, -36, 816, 129025, -63, 367],
  [0, -1, 2, -2, 2, 215829, -494, 111, -95929, 299, 132],
  [0, 0, 2, -2, 1, 128227, 137, 181, -68982, -9, 39],
  [-1, 0, 2, 0, 2, 123457, 11, 19, -53311, 32, -4],
  [-1, 0, 0, 2, 0, 156994, 10, -168, -1235, 0, 82],
  [1, 0, 0, 0, 1, 63110, 63, 27, -33228, 0, -9],
  [-1, 0, 0, 0, 1, -57976, -63, -189, 31429, 0, -75],
  [-1, 0, 2, 2, 2, -59641, -11, 149, 25543, -11, 66],
  [1, 0, 2, 0, 1, -51613, -42, 129, 26366, 0, 78],
  [-2, 0, 2, 0, 1, 45893, 50, 31, -24236, -10, 20],
  [0, 0, 0, 2, 0, 63384, 11, -150, -1220, 0, 29],
  [0, 0, 2, 2, 2, -38571, -1, 158, 16452, -11, 68],
  [0, -2, 2, -2, 2, 32481, 0, 0, -13870, 0, 0],
  [-2, 0, 0, 2, 0, -47722, 0, -18, 477, 0, -25],
  [2, 0, 2, 0, 2, -31046, -1, 131, 13238, -11, 59],
  [1, 0, 2, -2, 2, 28593, 0, -1, -12338, 10, -3],
  [-1, 0, 2, 0, 1, 20441, 21, 10, -10758, 0, -3],
  [2, 0, 0, 0, 0, 29243, 0, -74, -609, 0, 13],
  [0, 0, 2, 0, 0, 25887, 0, -66, -550, 0, 11],
  [0, 1, 0, 0, 1, -14053, -25, 79, 8551, -2, -45],
  [-1, 0, 0, 2, 1, 15164, 10, 11, -8001, 0, -1],
  [0, 2, 2, -2, 2, -15794, 72, -16, 6850, -42, -5],
  [0, 0, -2, 2, 0, 21783, 0, 13, -167, 0, 13],
  [1, 0, 0, -2, 1, -12873, -10, -37, 6953, 0, -14],
  [0, -1, 0, 0, 1, -12654, 11, 63, 6415, 0, 26],
  [-1, 0, 2, 2, 1, -10204, 0, 25, 5222, 0, 15],
  [0, 2, 0, 0, 0, 16707, -85, -10, 168, -1, 10],
  [1, 0, 2, 2, 2, -7691, 0, 44, 3268, 0, 19],
  [-2, 0, 2, 0, 0, -11024, 0, -14, 104, 0, 2],
  [0, 1, 2, 0, 2, 7566, -21, -11, -3250, 0, -5],
  [0, 0, 2, 2, 1, -6637, -11, 25, 3353, 0, 14],
  [0, -1, 2, 0, 2, -7141, 21, 8, 3070, 0, 4],
  [0, 0, 0, 2, 1, -6302, -11, 2, 3272, 0, 4],
  [1, 0, 2, -2, 1, 5800, 10, 2, -3045, 0, -1],
  [2, 0, 2, -2, 2, 6443, 0, -7, -2768, 0, -4],
  [-2, 0, 0, 2, 1, -5774, -11, -15, 3041, 0, -5],
  [2, 0, 2, 0, 1, -5350, 0, 21, 2695, 0, 12],
  [0, -1, 2, -2, 1, -4752, -11, -3, 2719, 0, -3],
  [0, 0, 0, -2, 1, -4940, -11, -21, 2720, 0, -9],
  [-1, -1, 0, 2, 0, 7350, 0, -8, -51, 0, 4],
  [2, 0, 0, -2, 1, 4065, 0, 6, -2206, 0, 1],
  [1, 0, 0, 2, 0, 6579, 0, -24, -199, 0, 2],
  [0, 1, 2, -2, 1, 3579, 0, 5, -1900, 0, 1],
  [1, -1, 0, 0, 0, 4725, 0, -6, -41, 0, 3],
  [-2, 0, 2, 0, 2, -3075, 0, -2, 1313, 0, -1],
  [3, 0, 2, 0, 2, -2904, 0, 15, 1233, 0, 7],
  [0, -1, 0, 2, 0, 4348, 0, -10, -81, 0, 2],
  [1, -1, 2, 0, 2, -2878, 0, 8, 1232, 0, 4],
  [0, 0, 0, 1, 0, -4230, 0, 5, -20, 0, -2],
  [-1, -1, 2, 2, 2, -2819, 0, 7, 1207, 0, 3],
  [-1, 0, 2, 0, 0, -4056, 0, 5, 40, 0, -2],
  [0, -1, 2, 2, 2, -2647, 0, 11, 1129, 0, 5],
  [-2, 0, 0, 0, 1, -2294, 0, -10, 1266, 0, -4],
  [1, 1, 2, 0, 2, 2481, 0, -7, -1062, 0, -3],
  [2, 0, 0, 0, 1, 2179, 0, -2, -1129, 0, -2],
  [-1, 1, 0, 1, 0, 3276, 0, 1, -9, 0, 0],
  [1, 1, 0, 0, 0, -3389, 0, 5, 35, 0, -2],
  [1, 0, 2, 0, 0, 3339, 0, -13, -107, 0, 1],
  [-1, 0, 2, -2, 1, -1987, 0, -6, 1073, 0, -2],
  [1, 0, 0, 0, 2, -1981, 0, 0, 854, 0, 0],
  [-1, 0, 0, 1, 0, 4026, 0, -353, -553, 0, -139],
  [0, 0, 2, 1, 2, 1660, 0, -5, -710, 0, -2],
  [-1, 0, 2, 4, 2, -1521, 0, 9, 647, 0, 4],
  [-1, 1, 0, 1, 1, 1314, 0, 0, -700, 0, 0],
  [0, -2, 2, -2, 1, -1283, 0, 0, 672, 0, 0],
  [1, 0, 2, 2, 1, -1331, 0, 8, 663, 0, 4],
  [-2, 0, 2, 2, 2, 1383, 0, -2, -594, 0, -2],
  [-1, 0, 0, 0, 2, 1405, 0, 4, -610, 0, 2],
  [1, 1, 2, -2, 2, 1290, 0, 0, -556, 0, 0],
];

const N = TERMS.length;
const MULT = new Int8Array(N * 5);
const COEF = new Float64Array(N * 6);
for (let i = 0; i < N; i++) {
  for (let j = 0; j < 5; j++) MULT[i * 5 + j] = TERMS[i][j];
  for (let j = 0; j < 6; j++) COEF[i * 6 + j] = TERMS[i][5 + j];
}

/** Rates of the Delaunay arguments l, l′, F, D, Ω (IERS 2003), radians per Julian century. */
const DELAUNAY_RATES = [1717915923.2178, 129596581.0481, 1739527262.8478, 1602961601.209, -6962890.5431].map(
  (rate) => rate * ARCSEC_TO_RAD,
);

const delaunay = new Float64Array(5);

/** The Delaunay arguments l, l′, F, D, Ω (IERS 2003) at t (Julian centuries of TT), radians, in a scratch array. */
function delaunayArguments(t: number): Float64Array {
  delaunay[0] = ((485868.249036 + t * 1717915923.2178) % TURN_ARCSEC) * ARCSEC_TO_RAD;
  delaunay[1] = ((1287104.79305 + t * 129596581.0481) % TURN_ARCSEC) * ARCSEC_TO_RAD;
  delaunay[2] = ((335779.526232 + t * 1739527262.8478) % TURN_ARCSEC) * ARCSEC_TO_RAD;
  delaunay[3] = ((1072260.70369 + t * 1602961601.209) % TURN_ARCSEC) * ARCSEC_TO_RAD;
  delaunay[4] = ((450160.398036 - t * 6962890.5431) % TURN_ARCSEC) * ARCSEC_TO_RAD;
  return delaunay;
}

/** Nutation angles and their rates. */
export interface Nutation {
  /** Nutation in longitude Δψ, radians. */
  dpsi: number;
  /** Nutation in obliquity Δε, radians. */
  deps: number;
  /** dΔψ/dt, radians per day. */
  dpsiRate: number;
  /** dΔε/dt, radians per day. */
  depsRate: number;
}

/**
 * IAU 2000B nutation at an instant.
 * @param t Julian centuries of TT since J2000.0
 * @returns Δψ, Δε in radians and their rates in radians per day
 */
export function nutationIau2000b(t: number): Nutation {
  const a = delaunayArguments(t);
  const l = a[0],
    lp = a[1],
    f = a[2],
    d = a[3],
    om = a[4];
  const rl = DELAUNAY_RATES[0],
    rlp = DELAUNAY_RATES[1],
    rf = DELAUNAY_RATES[2],
    rd = DELAUNAY_RATES[3],
    rom = DELAUNAY_RATES[4];
  let dp = 0;
  let de = 0;
  let dpRate = 0;
  let deRate = 0;
  for (let i = N - 1; i >= 0; i--) {
    const m = i * 5;
    const a0 = MULT[m],
      a1 = MULT[m + 1],
      a2 = MULT[m + 2],
      a3 = MULT[m + 3],
      a4 = MULT[m + 4];
    const arg = a0 * l + a1 * lp + a2 * f + a3 * d + a4 * om;
    const argRate = a0 * rl + a1 * rlp + a2 * rf + a3 * rd + a4 * rom;
    const s = Math.sin(arg);
    const c = Math.cos(arg);
    const k = i * 6;
    const ps = COEF[k] + COEF[k + 1] * t;
    const ec = COEF[k + 3] + COEF[k + 4] * t;
    dp += ps * s + COEF[k + 2] * c;
    de += ec * c + COEF[k + 5] * s;
    dpRate += (ps * c - COEF[k + 2] * s) * argRate + COEF[k + 1] * s;
    deRate += (COEF[k + 5] * c - ec * s) * argRate + COEF[k + 4] * c;
  }
  const unit = 1e-7 * ARCSEC_TO_RAD;
  return {
    dpsi: (dp * 1e-7 - 0.000135) * ARCSEC_TO_RAD,
    deps: (de * 1e-7 + 0.000388) * ARCSEC_TO_RAD,
    dpsiRate: (dpRate * unit) / 36525,
    depsRate: (deRate * unit) / 36525,
  };
}

/**
 * The nutation in longitude Δψ (IAU 2000B) as Chebyshev polynomials over intervals of one
 * length, without evaluating the series at any node (Jacobi–Anger, see series-chebyshev.ts;
 * the arguments are linear in time, so the expansion is exact up to the degree kept).
 */
export class NutationLongitudeExpansion {
  /** Scratch of at(). */
  private secularScratch: Float64Array | undefined;
  // Bessel values reused while |A·Δω| < 10 (× 0.1 µas): 1e-6″ at most per coefficient.
  private readonly constant = new SinusoidExpander(2 * N, 64, 10);
  private readonly secular = new SinusoidExpander(N, 64, 10);

  /**
   * @param half half the length of the intervals, Julian centuries
   * @param degree Chebyshev degree kept (≤ 64)
   */
  constructor(
    readonly half: number,
    readonly degree: number,
  ) {}

  /** The coefficients each call writes (see {@link at}). */
  private constantScratch: Float64Array | undefined;

  /**
   * Coefficients of Δψ (radians) on [tc − half, tc + half], x = (t − tc) / half, in an array
   * the expansion reuses: read or copy it before the next call.
   * @param tc middle of the interval, Julian centuries of TT since J2000.0
   */
  at(tc: number): Float64Array {
    const { half, degree } = this;
    const a = delaunayArguments(tc);
    const l = a[0],
      lp = a[1],
      f = a[2],
      d = a[3],
      om = a[4];
    const rl = DELAUNAY_RATES[0],
      rlp = DELAUNAY_RATES[1],
      rf = DELAUNAY_RATES[2],
      rd = DELAUNAY_RATES[3],
      rom = DELAUNAY_RATES[4];
    // In units of 0.1 µas: constant part S0 (ψ sin and ψ cos terms) and the part S1 × t.
    const s0 = (this.constantScratch ??= new Float64Array(degree + 1)).fill(0);
    // The secular part in scratch kept with the expansion (added into s0 below).
    const s1 = (this.secularScratch ??= new Float64Array(degree + 1)).fill(0);
    for (let i = 0; i < N; i++) {
      const m = i * 5;
      const a0 = MULT[m],
        a1 = MULT[m + 1],
        a2 = MULT[m + 2],
        a3 = MULT[m + 3],
        a4 = MULT[m + 4];
      const arg = a0 * l + a1 * lp + a2 * f + a3 * d + a4 * om;
      const w = (a0 * rl + a1 * rlp + a2 * rf + a3 * rd + a4 * rom) * half;
      const s = Math.sin(arg);
      const c = Math.cos(arg);
      const k = i * 6;
      // Terms written into the expanders' scratch (see SinusoidExpander.term: no boxed doubles).
      const constant = this.constant.term;
      constant[0] = COEF[k];
      constant[1] = s;
      constant[2] = c;
      constant[3] = w;
      this.constant.addTerm(2 * i, s0, false, 1e-3);
      if (COEF[k + 2] !== 0) {
        constant[0] = COEF[k + 2];
        this.constant.addTerm(2 * i + 1, s0, true, 1e-3);
      }
      if (COEF[k + 1] !== 0) {
        const secular = this.secular.term;
        secular[0] = COEF[k + 1];
        secular[1] = s;
        secular[2] = c;
        secular[3] = w;
        this.secular.addTerm(i, s1, false, 1e-3);
      }
    }
    multiplyByLinear(s1, tc, half);
    const unit = 1e-7 * ARCSEC_TO_RAD;
    for (let j = 0; j <= degree; j++) s0[j] = (s0[j] + s1[j]) * unit;
    s0[0] += -0.000135 * ARCSEC_TO_RAD;
    return s0;
  }
}
