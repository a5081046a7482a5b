/**
 * Angle units and reductions shared by the engine and the chart. Angles in degrees unless named.
 */

/** Degrees per radian: multiply radians by it to get degrees. */
export const DEG = 180 / Math.PI;
/** Radians per degree: multiply degrees by it to get radians. */
export const RAD = Math.PI / 180;

/**
 * An angle reduced to [0, 360): the same value, to the bit, as x % 360 moved into range (+0
 * where that is −0), without a floating-point modulo (a C library call in V8; this runs for
 * every house lookup of a transit search). x − 360·q is exact for the q = ⌊x / 360⌋ used; when
 * the quotient rounds to the integer beside it, the remainder falls just outside [0, 360) and
 * is moved back as the modulo's would be.
 * @param x angle, degrees (any finite value)
 * @returns the same direction, degrees [0, 360)
 */
export function norm360(x: number): number {
  const r = x - 360 * Math.floor(x / 360);
  const v = r < 0 ? r + 360 : r;
  return v >= 360 ? 0 : v;
}

/**
 * An angle reduced to [−180, 180).
 * @param x angle, degrees (any finite value)
 * @returns the same direction, degrees [−180, 180)
 */
export function wrap180(x: number): number {
  const d = norm360(x);
  return d >= 180 ? d - 360 : d;
}

/**
 * Signed difference a − b reduced to [−180, 180).
 * @param a angle, degrees
 * @param b angle, degrees
 * @returns degrees [−180, 180)
 */
export function diff180(a: number, b: number): number {
  return wrap180(a - b);
}
