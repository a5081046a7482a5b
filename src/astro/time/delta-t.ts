/**
 * ΔT = TT − UT: the model of the Swiss Ephemeris 2.10 with its JPL DE431 lunar tidal
 * acceleration (−25.8″/cy²), so that instants agree with the reference data to milliseconds.
 *
 * - before 1955.0: the cubic splines of Stephenson, Morrison & Hohenkerk (2016), corrected for
 *   the tidal acceleration, blended over the last 1000 days into the table below;
 * - 1955.0 … 2028: yearly values (IERS/Astronomical Almanac, with predictions for the last
 *   years) interpolated with fourth differences;
 * - after the table: the cubic long-term fit of Stephenson et al. 2016 (to 2500; a parabola
 *   after), joined smoothly to the table's last value over 100 years.
 *
 * Supported range of use: 1800–2400 (the service's range); it is defined for any instant.
 */

import { J2000 } from '../constants.ts';

/** Lunar tidal acceleration of the JPL DE431 ephemeris, ″/cy². */
const TIDAL_ACCELERATION_DE431 = -25.8;
/** Tidal acceleration assumed by the yearly table, ″/cy². */
const TIDAL_ACCELERATION_TABLE = -26.0;
/** Tidal acceleration assumed by Stephenson et al. 2016, ″/cy². */
const TIDAL_ACCELERATION_STEPHENSON_2016 = -25.85;

/** First year of the yearly table. */
const TABLE_START_YEAR = 1620;

/** ΔT at the start of each year 1620 … 2028, seconds. */
const YEARLY_DELTA_T: readonly number[] = [
  124.0, 119.0, 115.0, 110.0, 106.0, 102.0, 98.0, 95.0, 91.0, 88.0, 85.0, 82.0, 79.0, 77.0, 74.0, 72.0, 70.0, 67.0,
  65.0, 63.0, 62.0, 60.0, 58.0, 57.0, 55.0, 54.0, 53.0, 51.0, 50.0, 49.0, 48.0, 47.0, 46.0, 45.0, 44.0, 43.0, 42.0,
  41.0, 40.0, 38.0, 37.0, 36.0, 35.0, 34.0, 33.0, 32.0, 31.0, 30.0, 28.0, 27.0, 26.0, 25.0, 24.0, 23.0, 22.0, 21.0,
  20.0, 19.0, 18.0, 17.0, 16.0, 15.0, 14.0, 14.0, 13.0, 12.0, 12.0, 11.0, 11.0, 10.0, 10.0, 10.0, 9.0, 9.0, 9.0, 9.0,
  9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 9.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0,
  11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 11.0, 12.0, 12.0,
  12.0, 12.0, 12.0, 12.0, 12.0, 12.0, 12.0, 12.0, 13.0, 13.0, 13.0, 13.0, 13.0, 13.0, 13.0, 14.0, 14.0, 14.0, 14.0,
  14.0, 14.0, 14.0, 15.0, 15.0, 15.0, 15.0, 15.0, 15.0, 15.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0, 16.0,
  16.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 17.0, 16.0,
  16.0, 16.0, 16.0, 15.0, 15.0, 14.0, 14.0, 13.7, 13.4, 13.1, 12.9, 12.7, 12.6, 12.5, 12.5, 12.5, 12.5, 12.5, 12.5,
  12.5, 12.5, 12.5, 12.5, 12.5, 12.4, 12.3, 12.2, 12.0, 11.7, 11.4, 11.1, 10.6, 10.2, 9.6, 9.1, 8.6, 8.0, 7.5, 7.0, 6.6,
  6.3, 6.0, 5.8, 5.7, 5.6, 5.6, 5.6, 5.7, 5.8, 5.9, 6.1, 6.2, 6.3, 6.5, 6.6, 6.8, 6.9, 7.1, 7.2, 7.3, 7.4, 7.5, 7.6,
  7.7, 7.7, 7.8, 7.8, 7.88, 7.82, 7.54, 6.97, 6.4, 6.02, 5.41, 4.1, 2.92, 1.82, 1.61, 0.1, -1.02, -1.28, -2.69, -3.24,
  -3.64, -4.54, -4.71, -5.11, -5.4, -5.42, -5.2, -5.46, -5.46, -5.79, -5.63, -5.64, -5.8, -5.66, -5.87, -6.01, -6.19,
  -6.64, -6.44, -6.47, -6.09, -5.76, -4.66, -3.74, -2.72, -1.54, -0.02, 1.24, 2.64, 3.86, 5.37, 6.14, 7.75, 9.13, 10.46,
  11.53, 13.36, 14.65, 16.01, 17.2, 18.24, 19.06, 20.25, 20.95, 21.16, 22.25, 22.41, 23.03, 23.49, 23.62, 23.86, 24.49,
  24.34, 24.08, 24.02, 24.0, 23.87, 23.95, 23.86, 23.93, 23.73, 23.92, 23.96, 24.02, 24.33, 24.83, 25.3, 25.7, 26.24,
  26.77, 27.28, 27.78, 28.25, 28.71, 29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59,
  34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2, 40.18, 41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214,
  48.5344, 49.5862, 50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3, 56.8553,
  57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951, 62.9659, 63.4673, 63.8285, 64.0908, 64.2998, 64.4734,
  64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768, 66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024,
  68.5927, 68.9676, 69.2202, 69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];
const TABLE_END_YEAR = TABLE_START_YEAR + YEARLY_DELTA_T.length - 1;

/**
 * Stephenson, Morrison & Hohenkerk (2016) cubic spline segments: [jd start, jd end, a0, a1, a2,
 * a3] with ΔT = a0 + a1 t + a2 t² + a3 t³ seconds, t ∈ [0, 1) across the segment. Only the
 * segments from 1720 on are kept (the service starts in 1800).
 */
const SPLINE_2016: readonly (readonly number[])[] = [
  [2349276.5, 2378496.5, 10.73, -1.321, 62.25, -52.946],
  [2378496.5, 2382148.5, 18.714, -4.457, -1.509, 2.507],
  [2382148.5, 2385800.5, 15.255, 0.046, 6.012, -4.634],
  [2385800.5, 2389453.5, 16.679, -1.831, -7.889, 3.799],
  [2389453.5, 2393105.5, 10.758, -6.211, 3.509, -0.388],
  [2393105.5, 2396758.5, 7.668, -0.357, 2.345, -0.338],
  [2396758.5, 2398584.5, 9.317, 1.659, 0.332, -0.932],
  [2398584.5, 2400410.5, 10.376, -0.472, -2.463, 1.596],
  [2400410.5, 2402237.5, 9.038, -0.61, 2.325, -2.497],
  [2402237.5, 2404063.5, 8.256, -3.45, -5.166, 2.729],
  [2404063.5, 2405889.5, 2.369, -5.596, 3.02, -0.919],
  [2405889.5, 2407715.5, -1.126, -2.312, 0.264, -0.037],
  [2407715.5, 2409542.5, -3.211, -1.894, 0.154, 0.562],
  [2409542.5, 2411368.5, -4.388, 0.101, 1.841, -1.438],
  [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87],
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232],
  [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257],
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72],
  [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825],
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262],
  [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008],
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127],
  [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142],
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702],
  [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106],
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614],
  [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277],
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631],
];

/** JD of 1955-01-01 (start of the table regime), days. */
const TABLE_REGIME_START = 2435108.5;

function tidalCorrection(seconds: number, year: number, assumedAcceleration: number): number {
  const b = year - 1955.0;
  return seconds - 0.000091 * (TIDAL_ACCELERATION_DE431 - assumedAcceleration) * b * b;
}

function stephenson2016(jdUT: number): number {
  const yearGregorian = 2000.0 + (jdUT - J2000) / 365.2425;
  let seconds: number;
  const first = SPLINE_2016[0];
  if (jdUT >= first[0]) {
    let segment = SPLINE_2016[SPLINE_2016.length - 1];
    for (const s of SPLINE_2016) {
      if (jdUT < s[1]) {
        segment = s;
        break;
      }
    }
    const t = (jdUT - segment[0]) / (segment[1] - segment[0]);
    seconds = segment[2] + t * (segment[3] + t * (segment[4] + t * segment[5]));
  } else {
    // Long-term parabola of Stephenson et al. 2016 (only reached before 1720).
    const t = (yearGregorian - 1825) / 100.0;
    seconds = -320 + 32.5 * t * t + 269.4790417;
  }
  return tidalCorrection(seconds, yearGregorian, TIDAL_ACCELERATION_STEPHENSON_2016);
}

function longTermCubic(b: number): number {
  return (b * b * b * 121.0) / 30_000_000.0 + (b * b) / 1250.0 + (b * 521.0) / 3000.0 + 64.0;
}

function fromYearlyTable(jdUT: number): number {
  const table = YEARLY_DELTA_T;
  const size = table.length;
  const year = 2000.0 + (jdUT - 2451544.5) / 365.25;
  if (year <= TABLE_END_YEAR) {
    const whole = Math.floor(year);
    const iy = whole - TABLE_START_YEAR;
    let ans = table[iy];
    let k = iy + 1;
    if (k >= size) return ans;
    const p = year - whole;
    ans += p * (table[k] - table[iy]);
    if (iy - 1 < 0 || iy + 2 >= size) return ans;
    const d = [0, 0, 0, 0, 0];
    k = iy - 2;
    for (let i = 0; i < 5; i++) {
      d[i] = k < 0 || k + 1 >= size ? 0 : table[k + 1] - table[k];
      k += 1;
    }
    for (let i = 0; i < 4; i++) d[i] = d[i + 1] - d[i];
    let b = 0.25 * p * (p - 1.0);
    ans += b * (d[1] + d[2]);
    if (iy + 2 >= size) return ans;
    for (let i = 0; i < 3; i++) d[i] = d[i + 1] - d[i];
    b = (2.0 * b) / 3.0;
    ans += (p - 0.5) * b * d[1];
    if (iy - 2 < 0 || iy + 3 > size) return ans;
    for (let i = 0; i < 2; i++) d[i] = d[i + 1] - d[i];
    b = 0.125 * b * (p + 1.0) * (p - 2.0);
    ans += b * (d[0] + d[1]);
    return ans;
  }
  let ans: number;
  if (year < 2500) {
    ans = longTermCubic(year - 2000);
    if (year <= TABLE_END_YEAR + 100) {
      const join = longTermCubic(TABLE_END_YEAR - 2000) - table[size - 1];
      ans += join * (year - (TABLE_END_YEAR + 100)) * 0.01;
    }
  } else {
    const b = 0.01 * (year - 2000);
    ans = b * b * 32.5 + 42.5;
  }
  return ans;
}

/**
 * ΔT = TT − UT at a UT instant.
 * @param jdUT Julian day (UT), days; meant for 1800–2400, defined for any finite value
 * @returns ΔT in seconds
 */
export function deltaTSeconds(jdUT: number): number {
  if (jdUT < TABLE_REGIME_START) {
    let seconds = stephenson2016(jdUT);
    if (jdUT >= TABLE_REGIME_START - 1000) {
      seconds += (1.0 - (TABLE_REGIME_START - jdUT) / 1000.0) * 0.6610218;
    }
    return seconds;
  }
  return fromYearlyTable(jdUT);
}

/**
 * Julian day (TT) of a Julian day (UT).
 * @param jdUT Julian day (UT), days
 * @returns Julian day (TT), days
 */
export function terrestrialFromUniversal(jdUT: number): number {
  return jdUT + deltaTSeconds(jdUT) / 86400;
}

/**
 * Julian day (UT) of a Julian day (TT), by a bounded fixed-point iteration (ΔT changes by less
 * than a millisecond per day, so three rounds converge to well under a microsecond).
 * @param jdTT Julian day (TT), days
 * @returns Julian day (UT), days
 */
export function universalFromTerrestrial(jdTT: number): number {
  let ut = jdTT - deltaTSeconds(jdTT) / 86400;
  for (let i = 0; i < 4; i++) {
    const next = jdTT - deltaTSeconds(ut) / 86400;
    if (Math.abs(next - ut) < 1e-12) return next;
    ut = next;
  }
  return ut;
}
