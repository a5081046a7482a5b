/**
 * Parans: the crossings of two points' lines, where both stand on an angle at once. Seen from
 * that latitude anywhere on the Earth the two reach their angles together on the birth day, so
 * a paran is given by its latitude (and the longitude where the two lines cross).
 */

import { diff180, norm360 } from '../angles.ts';
import { horizonCurvePoint, type LineAngle, latitudeOfSemiArc, meridianLongitude } from './acg-lines.ts';
import type { LocationalPoint, LocationalPointPlace } from './locational-sky.ts';

/** One crossing of two lines. */
export interface Paran {
  /** The two points, in the order of the request's points. */
  points: [LocationalPoint, LocationalPoint];
  /** The angle each is on. */
  angles: [LineAngle, LineAngle];
  /** Latitude of the crossing, degrees. */
  latitude: number;
  /** Longitude where the lines cross, degrees [−180, 180). */
  longitude: number;
}

const HORIZON = ['ascendant', 'descendant'] as const;
const MERIDIAN = ['midheaven', 'imum-coeli'] as const;
/** Latitude step of the search for two horizon curves' crossings, degrees (then bisected). */
const STEP = 0.5;

/** A on a meridian, B on the horizon: B's semi-arc is the right ascensions' difference. */
function meridianHorizon(a: LocationalPointPlace, b: LocationalPointPlace, gst: number): Paran[] {
  const parans: Paran[] = [];
  for (const angleA of MERIDIAN) {
    const lon = meridianLongitude(a, gst, angleA);
    // B's ascendant longitude is its MC − H₀, its descendant's MC + H₀.
    const offset = norm360(meridianLongitude(b, gst, 'midheaven') - lon);
    const [angleB, semiArc] =
      offset <= 180 ? (['ascendant', offset] as const) : (['descendant', 360 - offset] as const);
    parans.push({
      points: [a.id, b.id],
      angles: [angleA, angleB],
      latitude: latitudeOfSemiArc(semiArc, b.declination),
      longitude: lon,
    });
  }
  return parans;
}

/** The latitude at which a point rises or sets where its semi-arc is defined: H₀(φ). */
function semiArcAt(latitude: number, declination: number): number | null {
  const c = -Math.tan((latitude * Math.PI) / 180) * Math.tan((declination * Math.PI) / 180);
  return c < -1 || c > 1 ? null : (Math.acos(c) * 180) / Math.PI;
}

/** Longitude of a horizon curve at a latitude, or null where the point never rises or sets. */
function horizonLongitude(p: LocationalPointPlace, gst: number, angle: 'ascendant' | 'descendant', latitude: number) {
  const h = semiArcAt(latitude, p.declination);
  return h === null ? null : horizonCurvePoint(p, gst, angle, h)[0];
}

/** A and B both on the horizon: the latitudes where their curves cross, found by bisection. */
function horizonHorizon(a: LocationalPointPlace, b: LocationalPointPlace, gst: number): Paran[] {
  const parans: Paran[] = [];
  const limit = Math.min(90 - Math.abs(a.declination), 90 - Math.abs(b.declination));
  for (const angleA of HORIZON) {
    for (const angleB of HORIZON) {
      const gap = (lat: number) => {
        const la = horizonLongitude(a, gst, angleA, lat);
        const lb = horizonLongitude(b, gst, angleB, lat);
        return la === null || lb === null ? null : diff180(la, lb);
      };
      let lat0 = -limit;
      let g0 = gap(lat0);
      for (let lat1 = Math.min(-limit + STEP, limit); lat0 < limit; lat1 = Math.min(lat1 + STEP, limit)) {
        const g1 = gap(lat1);
        // A sign change of the gap is a crossing (not the jump where it wraps past ±180°).
        if (g0 !== null && g1 !== null && Math.sign(g0) !== Math.sign(g1) && Math.abs(g0 - g1) < 180) {
          let lo = lat0;
          let hi = lat1;
          let glo = g0;
          for (let i = 0; i < 50; i++) {
            const mid = (lo + hi) / 2;
            const gm = gap(mid) ?? 0;
            if (Math.sign(gm) === Math.sign(glo)) {
              lo = mid;
              glo = gm;
            } else hi = mid;
          }
          const latitude = (lo + hi) / 2;
          const lon = horizonLongitude(a, gst, angleA, latitude) ?? 0;
          parans.push({ points: [a.id, b.id], angles: [angleA, angleB], latitude, longitude: diff180(lon, 0) });
        }
        lat0 = lat1;
        g0 = g1;
        if (lat1 >= limit) break;
      }
    }
  }
  return parans;
}

/**
 * Every crossing of the lines of two different points, ordered by latitude from north to south.
 * @param places the points' places of date (their order sets each paran's pair order)
 * @param siderealTime Greenwich apparent sidereal time, degrees
 */
export function findParans(places: readonly LocationalPointPlace[], siderealTime: number): Paran[] {
  const parans: Paran[] = [];
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const [a, b] = [places[i], places[j]];
      parans.push(...meridianHorizon(a, b, siderealTime));
      for (const p of meridianHorizon(b, a, siderealTime)) {
        parans.push({ ...p, points: [a.id, b.id], angles: [p.angles[1], p.angles[0]] });
      }
      parans.push(...horizonHorizon(a, b, siderealTime));
    }
  }
  return parans.sort((x, y) => y.latitude - x.latitude);
}
