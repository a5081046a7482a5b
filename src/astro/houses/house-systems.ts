/**
 * House cusps, Ascendant, MC and Vertex for the supported house systems, from the ARMC,
 * the geographic latitude and the true obliquity. Conventions follow the Swiss Ephemeris (the
 * reference data):
 *
 * - Inside the polar circle (|latitude| ≥ 90° − ε) the Ascendant is turned by 180° whenever it
 *   would fall before the MC; Regiomontanus, Campanus and Topocentric then also turn the MC and
 *   their cusps (those houses then run clockwise).
 * - Placidus and Koch are undefined inside the polar circle: Porphyry cusps are returned with
 *   `ok: false` and `systemUsed: 'O'`.
 * - In the tropics (|latitude| ≤ ε) the Vertex is always placed in the western half (it is
 *   turned by 180° when it would lie east of the MC).
 *
 * All angles in degrees; cusps[0] is house 1.
 */

import { RAD as D2R, diff180, norm360, DEG as R2D } from '../angles.ts';
import type { HOUSE_SYSTEMS, HouseSystem } from '../vocabulary.ts';
import {
  ariesHousesCusps,
  equalFromMidheavenCusps,
  pullenDeltaCusps,
  pullenRatioCusps,
  sripatiCusps,
  vehlowCusps,
} from './ecliptic-divisions.ts';
import {
  declinationOfLongitude,
  eclipticIntersection,
  longitudeOfEquatorPoint,
  longitudeOfRightAscension,
  VERY_SMALL,
} from './house-geometry.ts';
import { carterCusps, horizontalCusps, krusinskiCusps } from './projected-houses.ts';
import { sunshineCusps } from './sunshine-houses.ts';

/** One-letter house system codes (Swiss Ephemeris convention). */
export type HouseSystemCode = (typeof HOUSE_SYSTEMS)[HouseSystem];

/** Result of a house computation. */
export interface HouseCusps {
  /** The system asked for. */
  systemRequested: HouseSystemCode;
  /** The system whose cusps are given (Porphyry when Placidus/Koch is undefined). */
  systemUsed: HouseSystemCode;
  /** False when the requested system is undefined at this latitude. */
  ok: boolean;
  /** Cusps of houses 1…12, ecliptic longitudes in degrees [0, 360). */
  cusps: number[];
  /** Ascendant, degrees. */
  ascendant: number;
  /** Midheaven (MC), degrees. */
  midheaven: number;
  /** Right ascension of the MC (local apparent sidereal time as an angle), degrees. */
  armc: number;
  /** Vertex, degrees. */
  vertex: number;
}

const PLACIDUS_ITERATIONS = 100;
const PLACIDUS_TOLERANCE = 1e-10;

/**
 * A Placidus cusp: the ecliptic point whose diurnal (or nocturnal) semi-arc is divided in the
 * ratio 1/3 or 2/3, found by iterating on the pole height.
 */
function placidusCusp(ra: number, fraction: number, startPole: number, lat: number, eps: number): number | undefined {
  const tanLat = Math.tan(lat * D2R);
  let tanDec = Math.tan(declinationOfLongitude(eclipticIntersection(ra, startPole, eps), eps) * D2R);
  if (Math.abs(tanDec) < VERY_SMALL) return norm360(ra);
  const pole = (td: number) => Math.atan(Math.sin(Math.asin(tanLat * td) * fraction) / td) * R2D;
  let cusp = eclipticIntersection(ra, pole(tanDec), eps);
  let previous = NaN;
  for (let i = 1; i <= PLACIDUS_ITERATIONS; i++) {
    tanDec = Math.tan(declinationOfLongitude(cusp, eps) * D2R);
    if (Math.abs(tanDec) < VERY_SMALL) return norm360(ra);
    cusp = eclipticIntersection(ra, pole(tanDec), eps);
    if (i > 1 && Math.abs(diff180(cusp, previous)) < PLACIDUS_TOLERANCE) return cusp;
    previous = cusp;
  }
  return undefined;
}

function porphyry(asc: number, mc: number, cusps: number[]): void {
  const acmc = diff180(asc, mc);
  cusps[1] = asc;
  cusps[10] = mc;
  cusps[2] = norm360(asc + (180 - acmc) / 3);
  cusps[3] = norm360(asc + ((180 - acmc) / 3) * 2);
  cusps[11] = norm360(mc + acmc / 3);
  cusps[12] = norm360(mc + (acmc / 3) * 2);
}

/**
 * House cusps and angles.
 * @param armc right ascension of the MC, degrees
 * @param latitude geographic latitude, degrees in [−90, 90]
 * @param obliquity true obliquity of the ecliptic, degrees
 * @param system one-letter code (Swiss Ephemeris letters): P K O R C A W B M T X V H F U S I D N L Q
 * @param sunDeclination the Sun's declination, degrees: needed by the Sunshine houses (I) only
 * @returns cusps, angles and whether the system was defined there
 */
export function computeHouses(
  armc: number,
  latitude: number,
  obliquity: number,
  system: HouseSystemCode,
  sunDeclination?: number,
): HouseCusps {
  const th = norm360(armc);
  const eps = obliquity;
  let fi = latitude;
  if (Math.abs(Math.abs(fi) - 90) < VERY_SMALL) fi = fi < 0 ? -90 + VERY_SMALL : 90 - VERY_SMALL;
  const tanFi = Math.tan(fi * D2R);
  const polar = Math.abs(fi) >= 90 - eps;
  let mc: number;
  if (Math.abs(th - 90) > VERY_SMALL && Math.abs(th - 270) > VERY_SMALL) mc = longitudeOfRightAscension(th, eps);
  else mc = Math.abs(th - 90) <= VERY_SMALL ? 90 : 270;
  let asc = eclipticIntersection(th + 90, fi, eps);
  const cusps = new Array<number>(13).fill(0);
  cusps[1] = asc;
  cusps[10] = mc;
  let used: HouseSystemCode = system;
  let ok = true;
  /** The systems whose cusps 4…9 are not the opposites of 10…3. */
  let allTwelve = false;
  const take = (from: number[], houses: readonly number[]) => {
    for (const h of houses) cusps[h] = from[h];
  };
  const QUADRANT_HOUSES = [1, 2, 3, 10, 11, 12] as const;

  const flipAscIfBeforeMc = () => {
    if (diff180(asc, mc) < 0) {
      asc = norm360(asc + 180);
      cusps[1] = asc;
    }
  };
  const flipPolarQuadrants = (allCusps: boolean) => {
    if (polar && diff180(asc, mc) < 0) {
      asc = norm360(asc + 180);
      mc = norm360(mc + 180);
      for (let i = 1; i <= 12; i++) {
        if (!allCusps && i >= 4 && i < 10) continue;
        cusps[i] = norm360(cusps[i] + 180);
      }
    }
  };

  switch (system) {
    case 'A':
      flipAscIfBeforeMc();
      for (let i = 2; i <= 12; i++) cusps[i] = norm360(cusps[1] + (i - 1) * 30);
      break;
    case 'W':
      flipAscIfBeforeMc();
      cusps[1] = asc - (asc % 30);
      for (let i = 2; i <= 12; i++) cusps[i] = norm360(cusps[1] + (i - 1) * 30);
      break;
    case 'C': {
      const fh1 = Math.asin(Math.sin(fi * D2R) / 2) * R2D;
      const fh2 = Math.asin((Math.sqrt(3) / 2) * Math.sin(fi * D2R)) * R2D;
      const cosFi = Math.cos(fi * D2R);
      const xh1 = Math.atan(Math.sqrt(3) / cosFi) * R2D;
      const xh2 = Math.atan(1 / Math.sqrt(3) / cosFi) * R2D;
      cusps[11] = eclipticIntersection(th + 90 - xh1, fh1, eps);
      cusps[12] = eclipticIntersection(th + 90 - xh2, fh2, eps);
      cusps[2] = eclipticIntersection(th + 90 + xh2, fh2, eps);
      cusps[3] = eclipticIntersection(th + 90 + xh1, fh1, eps);
      flipPolarQuadrants(false);
      break;
    }
    case 'R': {
      const fh1 = Math.atan(tanFi * 0.5) * R2D;
      const fh2 = Math.atan(tanFi * Math.cos(30 * D2R)) * R2D;
      cusps[11] = eclipticIntersection(30 + th, fh1, eps);
      cusps[12] = eclipticIntersection(60 + th, fh2, eps);
      cusps[2] = eclipticIntersection(120 + th, fh2, eps);
      cusps[3] = eclipticIntersection(150 + th, fh1, eps);
      flipPolarQuadrants(false);
      break;
    }
    case 'T': {
      const fh1 = Math.atan(tanFi / 3) * R2D;
      const fh2 = Math.atan((tanFi * 2) / 3) * R2D;
      cusps[11] = eclipticIntersection(30 + th, fh1, eps);
      cusps[12] = eclipticIntersection(60 + th, fh2, eps);
      cusps[2] = eclipticIntersection(120 + th, fh2, eps);
      cusps[3] = eclipticIntersection(150 + th, fh1, eps);
      flipPolarQuadrants(true);
      break;
    }
    case 'X':
    case 'M':
      for (let i = 1; i <= 12; i++) {
        let j = i + 10;
        if (j > 12) j -= 12;
        const a = norm360(th + 30 * i);
        cusps[j] = system === 'X' ? longitudeOfRightAscension(a, eps) : longitudeOfEquatorPoint(a, eps);
      }
      if (diff180(asc, mc) < 0) asc = norm360(asc + 180);
      break;
    case 'B': {
      flipAscIfBeforeMc();
      const dek = declinationOfLongitude(asc, eps);
      const r = Math.max(-1, Math.min(1, -tanFi * Math.tan(dek * D2R)));
      const sda = Math.acos(r) * R2D;
      const sna = 180 - sda;
      cusps[11] = eclipticIntersection(th + sda / 3, 0, eps);
      cusps[12] = eclipticIntersection(th + (2 * sda) / 3, 0, eps);
      cusps[2] = eclipticIntersection(th + 180 - (2 * sna) / 3, 0, eps);
      cusps[3] = eclipticIntersection(th + 180 - sna / 3, 0, eps);
      break;
    }
    case 'K': {
      if (polar) {
        ok = false;
        break;
      }
      const sina = Math.max(-1, Math.min(1, (Math.sin(mc * D2R) * Math.sin(eps * D2R)) / Math.cos(fi * D2R)));
      const cosa = Math.sqrt(1 - sina * sina);
      const c = Math.atan(tanFi / cosa) * R2D;
      const ad3 = (Math.asin(Math.sin(c * D2R) * sina) * R2D) / 3;
      cusps[11] = eclipticIntersection(th + 30 - 2 * ad3, fi, eps);
      cusps[12] = eclipticIntersection(th + 60 - ad3, fi, eps);
      cusps[2] = eclipticIntersection(th + 120 + ad3, fi, eps);
      cusps[3] = eclipticIntersection(th + 150 + 2 * ad3, fi, eps);
      break;
    }
    case 'P': {
      if (polar) {
        ok = false;
        break;
      }
      const a = Math.asin(tanFi * Math.tan(eps * D2R)) * R2D;
      const tanE = Math.tan(eps * D2R);
      const fh1 = Math.atan(Math.sin((a / 3) * D2R) / tanE) * R2D;
      const fh2 = Math.atan(Math.sin(((a * 2) / 3) * D2R) / tanE) * R2D;
      const c11 = placidusCusp(th + 30, 1 / 3, fh1, fi, eps);
      const c12 = placidusCusp(th + 60, 1 / 1.5, fh2, fi, eps);
      const c2 = placidusCusp(th + 120, 1 / 1.5, fh2, fi, eps);
      const c3 = placidusCusp(th + 150, 1 / 3, fh1, fi, eps);
      if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) {
        ok = false;
        break;
      }
      cusps[11] = c11;
      cusps[12] = c12;
      cusps[2] = c2;
      cusps[3] = c3;
      break;
    }
    case 'V':
      flipAscIfBeforeMc();
      take(vehlowCusps(asc), QUADRANT_HOUSES);
      break;
    case 'D':
      flipAscIfBeforeMc();
      take(equalFromMidheavenCusps(mc), QUADRANT_HOUSES);
      break;
    case 'N':
      flipAscIfBeforeMc();
      take(ariesHousesCusps(), QUADRANT_HOUSES);
      break;
    case 'S':
      flipAscIfBeforeMc();
      take(sripatiCusps(asc, mc), QUADRANT_HOUSES);
      break;
    case 'L':
      flipAscIfBeforeMc();
      take(pullenDeltaCusps(asc, mc), QUADRANT_HOUSES);
      break;
    case 'Q':
      flipAscIfBeforeMc();
      take(pullenRatioCusps(asc, mc), QUADRANT_HOUSES);
      break;
    case 'F':
    case 'U': {
      flipAscIfBeforeMc();
      const frame = { armc: th, latitude: fi, obliquity: eps, ascendant: asc, midheaven: mc };
      take((system === 'F' ? carterCusps(frame) : krusinskiCusps(frame)).cusps, QUADRANT_HOUSES);
      break;
    }
    case 'H': {
      const horizontal = horizontalCusps({ armc: th, latitude: fi, obliquity: eps, ascendant: asc, midheaven: mc });
      asc = horizontal.ascendant;
      mc = horizontal.midheaven;
      take(horizontal.cusps, QUADRANT_HOUSES);
      break;
    }
    case 'I': {
      if (sunDeclination === undefined) throw new TypeError("Sunshine houses need the Sun's declination");
      if (diff180(asc, mc) < 0) {
        asc = norm360(asc + 180);
        mc = norm360(mc + 180);
      }
      take(sunshineCusps(th, fi, eps, sunDeclination, asc, mc), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      allTwelve = true;
      break;
    }
    case 'O':
      break;
  }
  if (system === 'O' || !ok) {
    used = 'O';
    flipAscIfBeforeMc();
    porphyry(asc, mc, cusps);
  }
  if (!allTwelve) {
    cusps[4] = norm360(cusps[10] + 180);
    cusps[5] = norm360(cusps[11] + 180);
    cusps[6] = norm360(cusps[12] + 180);
    cusps[7] = norm360(cusps[1] + 180);
    cusps[8] = norm360(cusps[2] + 180);
    cusps[9] = norm360(cusps[3] + 180);
  }

  const f = fi >= 0 ? 90 - fi : -90 - fi;
  let vertex = eclipticIntersection(th - 90, f, eps);
  if (Math.abs(fi) <= eps && diff180(vertex, mc) > 0) vertex = norm360(vertex + 180);
  return {
    systemRequested: system,
    systemUsed: used,
    ok,
    cusps: cusps.slice(1).map(norm360),
    ascendant: norm360(asc),
    midheaven: norm360(mc),
    armc: th,
    vertex,
  };
}

/**
 * The house (1…12) an ecliptic longitude falls in: the sector between consecutive cusps that
 * contains it, in the direction the cusps run (clockwise when a polar flip turned them).
 * @param longitude ecliptic longitude, degrees
 * @param cusps the 12 cusps, house 1 first
 * @returns house number 1…12
 */
export function houseOfLongitude(longitude: number, cusps: readonly number[]): number {
  const lon = norm360(longitude);
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const end = cusps[(i + 1) % 12];
    const width = norm360(end - start);
    if (width > 0 && width < 180 && norm360(lon - start) < width) return i + 1;
  }
  // Cusps running clockwise: look the other way.
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const end = cusps[(i + 1) % 12];
    const width = norm360(start - end);
    if (width > 0 && width < 180 && norm360(start - lon) < width) return i + 1;
  }
  // Degenerate cusps (zero-width houses): nearest preceding cusp.
  let best = 1;
  let bestDistance = 360;
  for (let i = 0; i < 12; i++) {
    const d = norm360(lon - cusps[i]);
    if (d < bestDistance) {
      bestDistance = d;
      best = i + 1;
    }
  }
  return best;
}
