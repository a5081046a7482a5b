/**
 * "Where is my X line near?": for a place, the astrocartography lines within a distance, each
 * with its great-circle distance (on the Earth's mean sphere) and the nearest point of the line.
 */

import { DEG, RAD, wrap180 } from '../angles.ts';
import { horizonCurvePoint, LINE_ANGLES, type LineAngle, meridianLongitude } from './acg-lines.ts';
import type { LocationalPoint, LocationalPointPlace } from './locational-sky.ts';
import { centralAngle, kilometresOf } from './sphere.ts';

/** A line near the place. */
export interface NearLine {
  point: LocationalPoint;
  angle: LineAngle;
  /** Great-circle distance from the place to the line, km. */
  distanceKm: number;
  /** The line's point nearest to the place, degrees. */
  nearest: { latitude: number; longitude: number };
}

/** Nearest point of a meridian half (all latitudes at one longitude) to a place. */
function nearestOnMeridian(latitude: number, longitude: number, meridian: number) {
  const d = wrap180(longitude - meridian);
  if (Math.abs(d) >= 90) {
    // Beyond a quarter turn the nearest point of the half-meridian is the pole on the place's side.
    const pole = latitude >= 0 ? 90 : -90;
    return { angle: Math.abs(pole - latitude), latitude: pole, longitude: meridian };
  }
  const nearestLatitude = Math.atan2(Math.tan(latitude * RAD), Math.cos(d * RAD)) * DEG;
  return {
    angle: Math.asin(Math.min(1, Math.cos(latitude * RAD) * Math.abs(Math.sin(d * RAD)))) * DEG,
    latitude: nearestLatitude,
    longitude: meridian,
  };
}

/** Nearest point of a rising or setting curve: a 1° scan of its semi-arc, then golden-section search. */
function nearestOnHorizon(
  latitude: number,
  longitude: number,
  place: LocationalPointPlace,
  siderealTime: number,
  angle: 'ascendant' | 'descendant',
) {
  const at = (h: number) => {
    const [lon, lat] = horizonCurvePoint(place, siderealTime, angle, h);
    return { angle: centralAngle(latitude, longitude, lat, lon), latitude: lat, longitude: wrap180(lon) };
  };
  let best = 0;
  let bestAngle = Infinity;
  for (let h = 0; h <= 180; h++) {
    const a = at(h).angle;
    if (a < bestAngle) [best, bestAngle] = [h, a];
  }
  let lo = Math.max(0, best - 1);
  let hi = Math.min(180, best + 1);
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60; i++) {
    const m1 = hi - g * (hi - lo);
    const m2 = lo + g * (hi - lo);
    if (at(m1).angle < at(m2).angle) hi = m2;
    else lo = m1;
  }
  return at((lo + hi) / 2);
}

/**
 * The lines of the points within `radiusKm` of a place, nearest first.
 * @param places the points' places of date
 * @param siderealTime Greenwich apparent sidereal time of the birth, degrees
 * @param latitude the place, degrees
 * @param longitude the place, degrees
 * @param radiusKm the distance searched, km
 */
export function linesNearPlace(
  places: readonly LocationalPointPlace[],
  siderealTime: number,
  latitude: number,
  longitude: number,
  radiusKm: number,
): NearLine[] {
  const near: NearLine[] = [];
  for (const place of places) {
    for (const angle of LINE_ANGLES) {
      const n =
        angle === 'ascendant' || angle === 'descendant'
          ? nearestOnHorizon(latitude, longitude, place, siderealTime, angle)
          : nearestOnMeridian(latitude, longitude, meridianLongitude(place, siderealTime, angle));
      const distanceKm = kilometresOf(n.angle);
      if (distanceKm <= radiusKm) {
        near.push({
          point: place.id,
          angle,
          distanceKm,
          nearest: { latitude: n.latitude, longitude: n.longitude },
        });
      }
    }
  }
  return near.sort((a, b) => a.distanceKm - b.distanceKm);
}
