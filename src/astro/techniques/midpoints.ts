/**
 * Midpoints (Ebertin, "The Combination of Stellar Influences", 1940; the cosmobiology of the
 * Hamburg and Ebertin schools): the midpoint of two points is the nearer of the two points
 * halfway between them on the ecliptic (the farther lies opposite, on the same axis). A point
 * stands on a midpoint when it falls on that axis, or at a hard angle to it, within the orb:
 *
 * - dial 360: conjunction or opposition to the midpoint (the axis itself);
 * - dial 90: any multiple of 90° (conjunction, square, opposition: Ebertin's 90° dial);
 * - dial 45: any multiple of 45° (adding the semi-square and the sesquiquadrate).
 *
 * Positions on a dial are longitudes modulo the dial's span (360, 90 or 45°). Degrees.
 */
import { diff180, norm360 } from '../angles.ts';

export const DIALS = [360, 90, 45] as const;
export type Dial = (typeof DIALS)[number];

/** The angle a point makes with a midpoint, by the nearest multiple of 45°. */
export type MidpointAspect = 'conjunction' | 'semi-square' | 'square' | 'sesquiquadrate' | 'opposition';
const BY_EIGHTHS: MidpointAspect[] = [
  'conjunction',
  'semi-square',
  'square',
  'sesquiquadrate',
  'opposition',
  'sesquiquadrate',
  'square',
  'semi-square',
];

export interface PlacedPoint {
  id: string;
  longitude: number;
}

export interface Midpoint {
  point1: string;
  point2: string;
  /** The nearer midpoint, degrees [0, 360). */
  longitude: number;
  /** Its place on the dial, degrees [0, dial). */
  dialLongitude: number;
}

export interface MidpointContact {
  point1: string;
  point2: string;
  /** The point's distance from the midpoint's axis on the dial, degrees [0, orb]. */
  orb: number;
  aspect: MidpointAspect;
}

export interface MidpointTreeBranch {
  point: string;
  longitude: number;
  dialLongitude: number;
  /** The midpoints the point stands on, closest first. */
  midpoints: MidpointContact[];
}

/** Where a longitude falls on a dial: the longitude modulo the dial's span (the 360° dial's axis is half a turn). */
export const onDial = (longitude: number, dial: Dial): number => norm360(longitude) % dial;

/** The nearer midpoint of two longitudes. */
export const midpointOf = (a: number, b: number): number => norm360(a + diff180(b, a) / 2);

/**
 * Every midpoint of the points and each point's tree.
 * @param points the chart's points (ids and longitudes)
 * @param dial 360, 90 or 45
 * @param orb degrees
 */
export function midpointTree(
  points: readonly PlacedPoint[],
  dial: Dial,
  orb: number,
): { midpoints: Midpoint[]; tree: MidpointTreeBranch[] } {
  const midpoints: Midpoint[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const longitude = midpointOf(points[i].longitude, points[j].longitude);
      midpoints.push({ point1: points[i].id, point2: points[j].id, longitude, dialLongitude: onDial(longitude, dial) });
    }
  }
  // On the 360° dial a point stands on the axis: the midpoint or the point opposite it.
  const span = dial === 360 ? 180 : dial;
  const tree = points.map((p) => {
    const contacts: MidpointContact[] = [];
    for (const m of midpoints) {
      if (m.point1 === p.id || m.point2 === p.id) continue;
      const offset = norm360(p.longitude - m.longitude);
      const distance = Math.abs((((offset % span) + span * 1.5) % span) - span / 2);
      if (distance > orb) continue;
      contacts.push({
        point1: m.point1,
        point2: m.point2,
        orb: distance,
        aspect: BY_EIGHTHS[Math.round(offset / 45) % 8],
      });
    }
    contacts.sort((a, b) => a.orb - b.orb);
    return { point: p.id, longitude: p.longitude, dialLongitude: onDial(p.longitude, dial), midpoints: contacts };
  });
  return { midpoints, tree };
}
