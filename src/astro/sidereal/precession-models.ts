/**
 * The precession models the ayanamsas are defined with, as the Swiss Ephemeris uses them:
 * Vondrák, Capitaine & Wallace 2011 (long-term, its default; A&A 534, A22, with the 2012
 * erratum A&A 541, C1), Lieske et al. 1977 (IAU 1976) and Newcomb's (after Kinoshita 1975).
 * Each gives the rotation from the mean equator and equinox of J2000 to the mean equator and
 * equinox of a date (frame bias left out: it cancels in every use here). Matrices are row-major
 * 3×3; vectors are cartesian equatorial.
 */

import { J2000 } from '../constants.ts';

const AS2R = Math.PI / 648000;
/** Besselian epoch 1850.0, Julian day. */
const B1850 = 2396758.203580877;
/** Obliquity of J2000 in the Vondrák model, radians. */
const EPS0 = 84381.406 * AS2R;

/** A precession model the ayanamsa table refers to. */
export type PrecessionModel = 'vondrak-2011' | 'iau-1976' | 'newcomb';

// Vondrák et al. 2011, Table 1 (ecliptic pole P_A, Q_A): periods (centuries), cos P, cos Q, sin P, sin Q.
const ECL_POLY: readonly (readonly [number, number])[] = [
  [5851.607687, -1600.8863],
  [-0.1189, 1.1689818],
  [-0.00028913, -0.0000002],
  [0.000000101, -0.000000437],
];
const ECL_PER: readonly (readonly [number, number, number, number, number])[] = [
  [708.15, -5486.751211, -684.66156, 667.66673, -5523.863691],
  [2309, -17.127623, 2446.28388, -2354.886252, -549.74745],
  [1620, -617.517403, 399.671049, -428.152441, -310.998056],
  [492.2, 413.44294, -356.652376, 376.202861, 421.535876],
  [1183, 78.614193, -186.387003, 184.778874, -36.776172],
  [622, -180.732815, -316.80007, 335.321713, -145.278396],
  [882, -87.676083, 198.296701, -185.138669, -34.74445],
  [547, 46.140315, 101.135679, -120.97283, 22.885731],
];
// Table 2 (equator pole X_A, Y_A).
const EQU_POLY: readonly (readonly [number, number])[] = [
  [5453.282155, -73750.93035],
  [0.4252841, -0.7675452],
  [-0.00037173, -0.00018725],
  [-0.000000152, 0.000000231],
];
const EQU_PER: readonly (readonly [number, number, number, number, number])[] = [
  [256.75, -819.940624, 75004.344875, 81491.287984, 1558.515853],
  [708.15, -8444.676815, 624.033993, 787.163481, 7774.939698],
  [274.2, 2600.009459, 1251.136893, 1251.296102, -2219.534038],
  [241.45, 2755.17563, -1102.212834, -1257.950837, -2523.969396],
  [2309, -167.659835, -2660.66498, -2966.79973, 247.850422],
  [492.2, 871.855056, 699.291817, 639.744522, -846.485643],
  [396.1, 44.769698, 153.16722, 131.600209, -1393.124055],
  [288.9, -512.313065, -950.865637, -445.040117, 368.526116],
  [231.1, -819.415595, 499.754645, 584.522874, 749.045012],
  [1610, -538.071099, -145.18821, -89.756563, 444.704518],
  [620, -189.793622, 558.116553, 524.42963, 235.934465],
  [157.87, -402.922932, -23.923029, -13.549067, 374.049623],
  [220.3, 179.516345, -165.405086, -210.157124, -171.33018],
  [1200, -9.814756, 9.344131, -44.919798, -22.899655],
];
// Table 3 (general precession p_A and obliquity ε_A); only ε_A is used here.
const EPS_POLY: readonly number[] = [84028.206305, 0.3624445, -0.00004039, -0.00000011];
const EPS_PER: readonly (readonly [number, number, number])[] = [
  [409.9, 753.87278, -1704.720302],
  [396.15, -247.805823, -862.308358],
  [537.22, 379.471484, 447.832178],
  [402.9, -53.880558, -889.571909],
  [417.15, -90.109153, 190.402846],
  [288.92, -353.60019, -56.564991],
  [4043, -63.115353, -296.222622],
  [306, -28.248187, -75.859952],
  [277, 17.703387, 67.473503],
  [203, 38.911307, 3.014055],
];

function series(
  t: number,
  poly: readonly (readonly [number, number])[],
  per: readonly (readonly [number, number, number, number, number])[],
): [number, number] {
  let a = 0,
    b = 0;
  for (const [period, ca, cb, sa, sb] of per) {
    const w = (2 * Math.PI * t) / period;
    const c = Math.cos(w),
      s = Math.sin(w);
    a += c * ca + s * sa;
    b += c * cb + s * sb;
  }
  let tn = 1;
  for (const [pa, pb] of poly) {
    a += pa * tn;
    b += pb * tn;
    tn *= t;
  }
  return [a * AS2R, b * AS2R];
}

/**
 * Mean obliquity of the ecliptic, Vondrák et al. 2011.
 * @param jdTT Julian day (TT)
 * @returns radians
 */
export function vondrakObliquity(jdTT: number): number {
  const t = (jdTT - J2000) / 36525;
  let q = 0;
  for (const [period, c, s] of EPS_PER) {
    const w = (2 * Math.PI * t) / period;
    q += Math.cos(w) * c + Math.sin(w) * s;
  }
  let tn = 1;
  for (const k of EPS_POLY) {
    q += k * tn;
    tn *= t;
  }
  return q * AS2R;
}

function cross(a: readonly number[], b: readonly number[]): [number, number, number] {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/** Vondrák 2011 rotation J2000 → mean equator of date (rows: equinox, y axis, equator pole). */
function vondrakMatrix(jdTT: number): number[] {
  const t = (jdTT - J2000) / 36525;
  const [p, q] = series(t, ECL_POLY, ECL_PER);
  const z = Math.sqrt(Math.max(0, 1 - p * p - q * q));
  const s = Math.sin(EPS0),
    c = Math.cos(EPS0);
  const ecl = [p, -q * c - z * s, -q * s + z * c];
  const [x, y] = series(t, EQU_POLY, EQU_PER);
  const equ = [x, y, Math.sqrt(Math.max(0, 1 - x * x - y * y))];
  const v = cross(equ, ecl);
  const w = Math.hypot(v[0], v[1], v[2]);
  const eqx = [v[0] / w, v[1] / w, v[2] / w];
  const yAxis = cross(equ, eqx);
  return [...eqx, ...yAxis, ...equ];
}

/** ζ, z, θ rotation (radians) J2000 → date: R3(−z)·R2(θ)·R3(−ζ). */
function angleMatrix(zeta: number, z: number, theta: number): number[] {
  const cz = Math.cos(zeta),
    sz = Math.sin(zeta);
  const cZ = Math.cos(z),
    sZ = Math.sin(z);
  const ct = Math.cos(theta),
    st = Math.sin(theta);
  return [
    cZ * ct * cz - sZ * sz,
    -cZ * ct * sz - sZ * cz,
    -cZ * st,
    sZ * ct * cz + cZ * sz,
    -sZ * ct * sz + cZ * cz,
    -sZ * st,
    st * cz,
    -st * sz,
    ct,
  ];
}

/** IAU 1976 (Lieske et al. 1977) angles from J2000. */
function iau1976Matrix(jdTT: number): number[] {
  const t = (jdTT - J2000) / 36525;
  const zeta = ((0.017998 * t + 0.30188) * t + 2306.2181) * t * AS2R;
  const z = ((0.018203 * t + 1.09468) * t + 2306.2181) * t * AS2R;
  const theta = ((-0.041833 * t - 0.42665) * t + 2004.3109) * t * AS2R;
  return angleMatrix(zeta, z, theta);
}

/** Newcomb's precession (Kinoshita 1975 form), tropical millennia from B1850. */
function newcombMatrix(jdTT: number): number[] {
  const mills = 365242.198782;
  const t1 = (J2000 - B1850) / mills;
  const t = (jdTT - B1850) / mills - t1;
  const t2 = t * t,
    t3 = t2 * t;
  const z1 = 23035.5548 + 139.72 * t1 + 0.069 * t1 * t1;
  const zeta = (z1 * t + (30.242 - 0.269 * t1) * t2 + 17.996 * t3) * AS2R;
  const z = (z1 * t + (109.478 - 0.387 * t1) * t2 + 18.324 * t3) * AS2R;
  const theta = ((20051.125 - 85.294 * t1 - 0.365 * t1 * t1) * t + (-42.647 - 0.365 * t1) * t2 - 41.802 * t3) * AS2R;
  return angleMatrix(zeta, z, theta);
}

/**
 * Rotation from the mean equator and equinox of J2000 to those of a date.
 * @param jdTT Julian day (TT)
 * @param model precession model
 * @returns row-major 3×3 matrix
 */
export function precessionMatrix(jdTT: number, model: PrecessionModel): number[] {
  if (jdTT === J2000) return [1, 0, 0, 0, 1, 0, 0, 0, 1];
  if (model === 'iau-1976') return iau1976Matrix(jdTT);
  if (model === 'newcomb') return newcombMatrix(jdTT);
  return vondrakMatrix(jdTT);
}

/** m·v for a row-major 3×3 matrix. */
export function rotate(m: readonly number[], v: readonly number[]): [number, number, number] {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}

/** mᵀ·v for a row-major 3×3 matrix (the inverse rotation). */
export function rotateBack(m: readonly number[], v: readonly number[]): [number, number, number] {
  return [
    m[0] * v[0] + m[3] * v[1] + m[6] * v[2],
    m[1] * v[0] + m[4] * v[1] + m[7] * v[2],
    m[2] * v[0] + m[5] * v[1] + m[8] * v[2],
  ];
}
