/**
 * Astrocartography lines: where on the Earth a point stands on an angle at the birth instant.
 * On the midheaven (MC) line it culminates (hour angle 0), on the imum coeli (IC) line it
 * anticulminates (hour angle 180°): meridians. On the ascendant (ASC) curve it rises, on the
 * descendant (DSC) curve it sets (true altitude of its centre 0, geocentric, no refraction):
 * at hour angle ∓H₀ with cos H₀ = −tan φ · tan δ, so the curves are parametrised by H₀ from 0°
 * to 180°, which runs over every latitude where the point rises and sets (|φ| < 90° − |δ|).
 */

import { DEG, RAD, wrap180 } from '../angles.ts';
import { type PlanePoint, sampleCurve } from './adaptive-curve.ts';
import { splitAtAntimeridian } from './antimeridian.ts';
import type { LocationalPoint } from './locational-sky.ts';
import type { Equatorial } from './sphere.ts';

/** The four angles a line puts a point on. */
export const LINE_ANGLES = ['midheaven', 'imum-coeli', 'ascendant', 'descendant'] as const;
export type LineAngle = (typeof LINE_ANGLES)[number];

/** One line: a point on one angle, its parts within [−180°, 180°] of longitude. */
export interface AcgLine {
  point: LocationalPoint;
  angle: LineAngle;
  /** [longitude, latitude] vertices, degrees; more than one part when the line crosses the antimeridian. */
  parts: PlanePoint[][];
}

/** |tan δ| below this is taken as this (a point on the equator rises on the meridian 90° from its MC line). */
const SMALLEST_TAN = 1e-9;

/**
 * Latitude where a point of declination δ rises (or sets) at hour angle ∓H₀.
 * @param semiArc H₀, degrees [0, 180]
 * @param declination δ, degrees
 * @returns latitude, degrees (−90, 90)
 */
export function latitudeOfSemiArc(semiArc: number, declination: number): number {
  const t = Math.tan(declination * RAD);
  const tan = Math.abs(t) < SMALLEST_TAN ? (t < 0 ? -SMALLEST_TAN : SMALLEST_TAN) : t;
  return Math.atan(-Math.cos(semiArc * RAD) / tan) * DEG;
}

/**
 * Longitude of a point's meridian line.
 * @param place the point's right ascension and declination of date
 * @param siderealTime Greenwich apparent sidereal time, degrees
 * @param angle midheaven or imum-coeli
 * @returns longitude, degrees [−180, 180)
 */
export function meridianLongitude(place: Equatorial, siderealTime: number, angle: 'midheaven' | 'imum-coeli'): number {
  return wrap180(place.rightAscension - siderealTime + (angle === 'imum-coeli' ? 180 : 0));
}

/**
 * A point on the rising or setting curve (unwrapped longitude).
 * @param semiArc H₀, degrees [0, 180]
 * @returns [longitude, latitude], degrees; the longitude continuous in H₀
 */
export function horizonCurvePoint(
  place: Equatorial,
  siderealTime: number,
  angle: 'ascendant' | 'descendant',
  semiArc: number,
): PlanePoint {
  const meridian = wrap180(place.rightAscension - siderealTime);
  const longitude = angle === 'ascendant' ? meridian - semiArc : meridian + semiArc;
  return [longitude, latitudeOfSemiArc(semiArc, place.declination)];
}

/** Meridians are sampled every 10° of latitude (straight on the plane; the vertices keep great-circle readers on them). */
const MERIDIAN_LATITUDES = Array.from({ length: 19 }, (_, i) => -90 + 10 * i);

/**
 * The four lines of a point.
 * @param place the point's id, right ascension and declination of date
 * @param siderealTime Greenwich apparent sidereal time of the instant, degrees
 */
export function linesOfPoint(place: Equatorial & { id: LocationalPoint }, siderealTime: number): AcgLine[] {
  const lines: AcgLine[] = [];
  for (const angle of ['midheaven', 'imum-coeli'] as const) {
    const longitude = meridianLongitude(place, siderealTime, angle);
    lines.push({ point: place.id, angle, parts: [MERIDIAN_LATITUDES.map((lat): PlanePoint => [longitude, lat])] });
  }
  for (const angle of ['ascendant', 'descendant'] as const) {
    const curve = sampleCurve((h) => horizonCurvePoint(place, siderealTime, angle, h), 0, 180);
    lines.push({ point: place.id, angle, parts: splitAtAntimeridian(curve) });
  }
  return lines;
}
