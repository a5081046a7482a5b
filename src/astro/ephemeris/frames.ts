/**
 * Reference frames: from the J2000 mean equator (EQJ ≈ GCRS; astronomy-engine's frame) to the
 * true ecliptic and equinox of date, by the IAU 2006 precession (Fukushima–Williams angles,
 * frame bias included) and IAU 2000B nutation; obliquities of date.
 */

import { J2000 } from '../constants.ts';
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
    (84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - 0.0000000434 * t))))) * AS2R
  );
}

/**
 * The rotation from EQJ to the ecliptic of date with the equinox moved by `dpsi` from the mean
 * equinox: M = R3(−(ψ̄ + Δψ)) · R1(φ̄) · R3(γ̄) (Fukushima–Williams, SOFA conventions). The
 * ecliptic does not nutate, so Δψ only turns the longitudes: with dpsi = 0 the longitudes are
 * those of the mean equinox of date, i.e. the true ones less Δψ.
 * @param t Julian centuries of TT since J2000.0
 * @param dpsi nutation in longitude, radians (0 for the mean equinox)
 * @param out receives the row-major 3×3 matrix
 * @returns the rate of the general precession in longitude, radians per day
 */
export function eclipticRotation(t: number, dpsi: number, out: Float64Array): number {
  const gamma =
    (-0.052928 + t * (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-0.000002788 + t * 0.000000026))))) * AS2R;
  const phi =
    (84381.412819 + t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-0.00000044 - t * 0.0000000176))))) *
    AS2R;
  const psiBar =
    (-0.041775 + t * (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-0.000026452 - t * 0.0000000148))))) *
    AS2R;
  const psi = psiBar + dpsi;
  // M = R3(−ψ) · R1(φ) · R3(γ)  (SOFA rotation conventions)
  const cg = Math.cos(gamma),
    sg = Math.sin(gamma);
  const cp = Math.cos(phi),
    sp = Math.sin(phi);
  const cs = Math.cos(-psi),
    ss = Math.sin(-psi);
  // R3(γ) = [cg, sg, 0; −sg, cg, 0; 0, 0, 1]; b = R1(φ)·R3(γ)
  const b0 = cg,
    b1 = sg;
  const b3 = -cp * sg,
    b4 = cp * cg,
    b5 = sp;
  const b6 = sp * sg,
    b7 = -sp * cg,
    b8 = cp;
  // R3(−ψ)·b (b2 = 0)
  out[0] = cs * b0 + ss * b3;
  out[1] = cs * b1 + ss * b4;
  out[2] = ss * b5;
  out[3] = -ss * b0 + cs * b3;
  out[4] = -ss * b1 + cs * b4;
  out[5] = cs * b5;
  out[6] = b6;
  out[7] = b7;
  out[8] = b8;
  // General precession in longitude p_A (IAU 2006), its rate in radians per day.
  return ((5028.796195 + t * (2 * 1.1054348 + t * 3 * 0.00007964)) * AS2R) / 36525;
}

let last: FrameOfDate | undefined;

/**
 * The frame of an instant (the last one is cached: every body of a chart shares it).
 * @param jdTT Julian day (TT), days
 * @returns rotation to the true ecliptic of date, obliquities, nutation, equinox rate
 */
export function frameOfDate(jdTT: number): FrameOfDate {
  if (last && last.jdTT === jdTT) return last;
  const t = (jdTT - J2000) / 36525;
  const nut = nutationIau2000b(t);
  const m = new Float64Array(9);
  const precessionRate = eclipticRotation(t, nut.dpsi, m);
  const epsA = meanObliquity(t);
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
