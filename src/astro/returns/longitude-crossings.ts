/**
 * When a body's apparent longitude reaches a value: the transit engine's exact-crossing search
 * (a {@link CurveScan} over the thread's fitted {@link LongitudeTrack}s) on the short windows a
 * return or a progression needs. Instants are UT Julian days, within a few milliseconds of the
 * ephemeris's own.
 */

import { norm360 } from '../angles.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { inZodiac } from '../sidereal/ayanamsa-curve.ts';
import { type Crossing, CurveScan } from '../transits/curve-scan.ts';
import { type LongitudeTrack, sharedTransitEphemeris, type TransitEphemeris } from '../transits/transit-ephemeris.ts';
import type { MovingPoint } from '../vocabulary.ts';

/** Grid step of a scan, days: under half the time between two stations, short enough for a cubic estimate. */
function scanStep(point: MovingPoint): number {
  switch (point) {
    case 'moon':
      return 0.25;
    case 'sun':
      return 2;
    case 'mercury':
    case 'true-node':
    case 'true-south-node':
      return 0.125;
    default:
      return 0.5;
  }
}

/**
 * A body's apparent longitude over [startUT, endUT] as a continuous (unwrapped) curve.
 * @param point a moving point
 * @param startUT first instant, UT Julian day
 * @param endUT last instant, UT Julian day (≥ startUT)
 * @param ephemeris the ephemeris cache (default: this thread's)
 */
export function longitudeTrack(
  point: MovingPoint,
  startUT: number,
  endUT: number,
  ephemeris: TransitEphemeris = sharedTransitEphemeris(),
): LongitudeTrack {
  return ephemeris.track(point, startUT, endUT);
}

/**
 * The curve of `point` scanned over (startUT, endUT], ready to answer crossings of any value.
 * @param point a moving point
 * @param startUT first instant, UT Julian day (crossings at it are excluded)
 * @param endUT last instant, UT Julian day (> startUT)
 * @param ayanamsa scan the sidereal longitude of this ayanamsa (default the tropical one)
 */
export function scanLongitude(
  point: MovingPoint,
  startUT: number,
  endUT: number,
  ephemeris?: TransitEphemeris,
  ayanamsa?: Ayanamsa | null,
): CurveScan {
  return new CurveScan(
    inZodiac(longitudeTrack(point, startUT, endUT, ephemeris), ayanamsa),
    startUT,
    endUT,
    scanStep(point),
  );
}

/**
 * Every instant in (startUT, endUT] at which `point`'s apparent longitude equals `longitude`.
 * @param point a moving point
 * @param longitude target ecliptic longitude, degrees (any real, taken modulo 360)
 * @param startUT first instant, UT Julian day
 * @param endUT last instant, UT Julian day (> startUT)
 * @param ayanamsa `longitude` is sidereal in this ayanamsa (default tropical)
 * @returns crossings in time order: instant (UT Julian day), direction and rate (degrees per day)
 */
export function longitudeCrossings(
  point: MovingPoint,
  longitude: number,
  startUT: number,
  endUT: number,
  ephemeris?: TransitEphemeris,
  ayanamsa?: Ayanamsa | null,
): Crossing[] {
  return scanLongitude(point, startUT, endUT, ephemeris, ayanamsa).crossings(longitude);
}

/**
 * A body's apparent longitude at an instant, read from its track.
 * @param point a moving point
 * @param jdUT UT Julian day
 * @param ayanamsa the sidereal longitude of this ayanamsa (default the tropical one)
 * @returns degrees [0, 360)
 */
export function longitudeAt(
  point: MovingPoint,
  jdUT: number,
  ephemeris?: TransitEphemeris,
  ayanamsa?: Ayanamsa | null,
): number {
  return norm360(inZodiac(longitudeTrack(point, jdUT, jdUT, ephemeris), ayanamsa).longitude(jdUT));
}
