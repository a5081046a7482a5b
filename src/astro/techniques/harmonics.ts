/**
 * Harmonic charts (John Addey, "Harmonics in Astrology", 1976): the n-th harmonic chart puts each
 * point at n times its longitude, modulo 360°, so that the aspects of the n-th harmonic (angles of
 * 360°/n and their multiples) become conjunctions. Speeds are multiplied by n as well. Degrees.
 */
import { norm360 } from '../angles.ts';

export const MAX_HARMONIC = 360;

export interface HarmonicPlace {
  id: string;
  /** n × the natal longitude, modulo 360°. */
  longitude: number;
  /** n × the natal speed, degrees per day. */
  speed: number;
}

/** The n-th harmonic positions of points. */
export function harmonicPositions(
  points: readonly { id: string; longitude: number; speed: number }[],
  harmonic: number,
): HarmonicPlace[] {
  return points.map((p) => ({ id: p.id, longitude: norm360(p.longitude * harmonic), speed: p.speed * harmonic }));
}
