/**
 * When progressed aspects perfect: the instants, within a window of progressed time, at which a
 * progressed body's longitude makes an exact aspect to a natal point (or to another progressed
 * body), found by the transit engine's crossing search on the bodies' tracks. Each aspect other
 * than 0° and 180° has two sides (natal ± angle).
 */

import { longitudeTrack } from '../returns/longitude-crossings.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { inZodiac } from '../sidereal/ayanamsa-curve.ts';
import { CurveDifference, CurveScan } from '../transits/curve-scan.ts';
import { SweepTargets } from '../transits/sweep-targets.ts';
import type { AspectId, MovingPoint, PointId } from '../vocabulary.ts';

/** An aspect kind with its exact angle, degrees. */
export interface AspectAngle {
  id: AspectId;
  angle: number;
}

/** A fixed longitude aspects are looked for to. */
export interface FixedTarget {
  id: PointId;
  /** Degrees. */
  longitude: number;
}

/** One exact aspect in the window. */
export interface ExactAspect {
  /** The progressed (moving) point. */
  point: PointId;
  aspect: AspectId;
  /** The point aspected: natal, or progressed for progressed–progressed aspects. */
  other: PointId;
  /** The instant, in progressed time (UT Julian day). */
  progressedUT: number;
}

/** Scan step, days of progressed time: a quarter day even for the Moon. */
const STEP_DAYS = 0.25;

/** The exact longitudes of an aspect to `longitude`: one for 0° and 180°, else both sides. */
function sides(longitude: number, angle: number): number[] {
  return angle === 0 || angle === 180 ? [longitude + angle] : [longitude + angle, longitude - angle];
}

/**
 * Exact aspects of moving bodies to fixed longitudes in [startUT, endUT] of progressed time.
 * @param bodies the moving bodies
 * @param offsets per body, a constant added to its longitude (0 for the body itself; the natal
 * MC − natal Sun for the solar-arc MC riding on the Sun's track)
 * @param targets fixed longitudes (sidereal ones when `ayanamsa` is given)
 * @param aspects aspects to look for
 * @param ayanamsa the bodies' longitudes are sidereal in this ayanamsa (default tropical)
 */
export function exactAspectsToFixed(
  bodies: readonly { id: PointId; track: MovingPoint; offset: number }[],
  targets: readonly FixedTarget[],
  aspects: readonly AspectAngle[],
  startUT: number,
  endUT: number,
  ayanamsa?: Ayanamsa | null,
): ExactAspect[] {
  const values: number[] = [];
  const owners: { other: PointId; aspect: AspectId }[] = [];
  const out: ExactAspect[] = [];
  for (const body of bodies) {
    values.length = 0;
    owners.length = 0;
    for (const target of targets) {
      if (target.id === body.id && body.offset === 0) continue;
      for (const a of aspects) {
        for (const v of sides(target.longitude, a.angle)) {
          values.push(v - body.offset);
          owners.push({ other: target.id, aspect: a.id });
        }
      }
    }
    if (values.length === 0) continue;
    const scan = new CurveScan(
      inZodiac(longitudeTrack(body.track, startUT, endUT), ayanamsa),
      startUT,
      endUT,
      STEP_DAYS,
    );
    const swept = scan.sweep(values);
    for (let k = 0; k < swept.count; k++) {
      const owner = owners[swept.index[k]];
      out.push({ point: body.id, aspect: owner.aspect, other: owner.other, progressedUT: swept.t[k] });
    }
  }
  return out;
}

/**
 * Exact aspects between pairs of moving bodies in [startUT, endUT] of progressed time.
 * @param bodies moving bodies (each pair once, in the order given)
 */
export function exactAspectsBetween(
  bodies: readonly MovingPoint[],
  aspects: readonly AspectAngle[],
  startUT: number,
  endUT: number,
): ExactAspect[] {
  const out: ExactAspect[] = [];
  const tracks = bodies.map((b) => longitudeTrack(b, startUT, endUT));
  const values: number[] = [];
  const owners: AspectId[] = [];
  for (const a of aspects) {
    for (const v of sides(0, a.angle)) {
      values.push(v);
      owners.push(a.id);
    }
  }
  // The same separations for every pair: sorted once.
  const targets = new SweepTargets(values);
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const scan = new CurveScan(new CurveDifference(tracks[i], tracks[j]), startUT, endUT, STEP_DAYS);
      const swept = scan.sweep(targets);
      for (let k = 0; k < swept.count; k++) {
        out.push({ point: bodies[i], aspect: owners[swept.index[k]], other: bodies[j], progressedUT: swept.t[k] });
      }
    }
  }
  return out;
}
