/**
 * Reference frames: from the J2000 mean equator (EQJ ≈ GCRS; astronomy-engine's frame) to the
 * true ecliptic and equinox of date, by the IAU 2006 precession (Fukushima–Williams angles,
 * frame bias included) and IAU 2000B nutation; obliquities of date.
 */

import { nutationIau2000b } from './nutation.ts';

const AS2R = Math.PI / 648000;

/** The frame of an instant: rotation EQJ → true ecliptic of date, obliquities and rates. */
export interface FrameOfDate {
  /** Julian day (TT) the frame is for, days. */
  jdTT: number;
  /** Row-major 3×3 rotation from EQJ to the true ecliptic and equinox of date. */
  toEcliptic: Float64Array;
  /** Mean obliquity of the ecliptic (IAU 2006), radians. */
  meanObliquity: number;
  /** True obliquity (mean + Δε), radians. */
  trueObliquity: number;
  /** Nutation in longitude Δψ, radians. */
  nutationLongitude: number;
  /** Nutation in obliquity Δε, radians. */
  nutationObliquity: number;
  /** Rate of the equinox along the ecliptic (general precession + nutation), radians per day. */
  equinoxRate: number;
  /** dΔψ/dt, radians per day. */
  nutationRate: number;
}

/**
 * Mean obliquity of the ecliptic, IAU 2006 (Hilton et al.).
 * @param t Julian centuries of TT since J2000.0
 * @returns radians
 */
export function meanObliquity(t: number): number {
  return (
    (84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - 0.0000000434 * t))))) *
    AS2R
  );
}

let last: FrameOfDate | undefined;

/**
 * The frame of an instant (the last one is cached: every body of a chart shares it).
 * @param jdTT Julian day (TT), days
 * @returns rotation to the true ecliptic of date, obliquities, nutation, equinox rate
 */
export function frameOfDate(jdTT: number): FrameOfDate {
  if (last && last.jdTT === jdTT) return last;
  const t = (jdTT - 2451545.0) / 36525;
  const gamma = (-0.052928 + t * (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-0.000002788 + t * 0.000000026))))) * AS2R;
  const phi = (84381.412819 + t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-0.00000044 - t * 0.0000000176))))) * AS2R;
  const psiBar = (-0.041775 + t * (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-0.000026452 - t * 0.0000000148))))) * AS2R;
  // General precession in longitude p_A (IAU 2006), its rate in radians per day.
  const precessionRate = ((5028.796195 + t * (2 * 1.1054348 + t * 3 * 0.00007964)) * AS2R) / 36525;
  const nut = nutationIau2000b(t);
  const psi = psiBar + nut.dpsi;
  const epsA = meanObliquity(t);
  // M = R3(−ψ) · R1(φ) · R3(γ)  (SOFA rotation conventions)
  const cg = Math.cos(gamma), sg = Math.sin(gamma);
  const cp = Math.cos(phi), sp = Math.sin(phi);
  const cs = Math.cos(-psi), ss = Math.sin(-psi);
  // R3(γ)
  const a = [cg, sg, 0, -sg, cg, 0, 0, 0, 1];
  // R1(φ)·R3(γ)
  const b = [
    a[0], a[1], a[2],
    cp * a[3] + sp * a[6], cp * a[4] + sp * a[7], cp * a[5] + sp * a[8],
    -sp * a[3] + cp * a[6], -sp * a[4] + cp * a[7], -sp * a[5] + cp * a[8],
  ];
  // R3(−ψ)·b
  const m = new Float64Array([
    cs * b[0] + ss * b[3], cs * b[1] + ss * b[4], cs * b[2] + ss * b[5],
    -ss * b[0] + cs * b[3], -ss * b[1] + cs * b[4], -ss * b[2] + cs * b[5],
    b[6], b[7], b[8],
  ]);
  last = {
    jdTT,
    toEcliptic: m,
    meanObliquity: epsA,
    trueObliquity: epsA + nut.deps,
    nutationLongitude: nut.dpsi,
    nutationObliquity: nut.deps,
    equinoxRate: precessionRate + nut.dpsiRate,
    nutationRate: nut.dpsiRate,
  };
  return last;
}
