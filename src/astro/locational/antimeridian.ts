/**
 * Splits a line of unwrapped longitudes into parts within [−180, 180], cut where it crosses the
 * antimeridian (the crossing on both sides, at −180 and 180), as GeoJSON wants.
 */

import type { PlanePoint } from './adaptive-curve.ts';

/** The sheet a longitude falls on: 0 for [−180, 180), 1 for [180, 540), … */
const sheet = (longitude: number) => Math.floor((longitude + 180) / 360);

/**
 * @param line vertices with continuous (unwrapped) longitudes, degrees
 * @returns one or more parts, longitudes in [−180, 180]
 */
export function splitAtAntimeridian(line: readonly PlanePoint[]): PlanePoint[][] {
  const parts: PlanePoint[][] = [];
  let current: PlanePoint[] = [];
  let shift = -360 * sheet(line[0][0]);
  for (let i = 0; i < line.length; i++) {
    const [x, y] = line[i];
    if (i > 0) {
      const [px, py] = line[i - 1];
      let s = sheet(px);
      const target = sheet(x);
      // Each crossing of a sheet's edge closes a part (a segment may cross more than one edge).
      while (s !== target) {
        const edge = target > s ? 360 * s + 180 : 360 * s - 180;
        const f = (edge - px) / (x - px);
        const cy = py + f * (y - py);
        current.push([edge + shift, cy]);
        parts.push(current);
        s += target > s ? 1 : -1;
        shift = -360 * s;
        current = [[edge + shift, cy]];
      }
    }
    const last = current[current.length - 1];
    // (A vertex exactly on the edge has already ended one part and begun the next.)
    if (!last || last[0] !== x + shift || last[1] !== y) current.push([x + shift, y]);
  }
  parts.push(current);
  return parts.filter((p) => p.length > 1);
}
