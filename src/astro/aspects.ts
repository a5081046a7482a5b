/**
 * Aspects between chart points: which of the eleven aspects each pair makes within its orb,
 * how far from exact, and whether it is applying or separating.
 *
 * Orbs: the allowed orb of a pair is the aspect's orb times the larger of the two points'
 * orb factors, so aspects to the luminaries are wider:
 *
 * | aspect | orb° |  | point | factor |
 * |---|---|---|---|---|
 * | conjunction, opposition | 8 | | Sun, Moon | 1.25 |
 * | trine, square | 7 | | Mercury … Pluto, ASC, MC, DSC, IC | 1 |
 * | sextile | 5 | | Chiron, the nodes | 0.75 |
 * | quincunx | 3 | | Lilith, Vertex, Part of Fortune | 0.6 |
 * | semi-sextile, semi-square, sesquiquadrate | 2 | | | |
 * | quintile, bi-quintile | 1.5 | | | |
 *
 * (Sun–Moon conjunction 10°, Mars–Venus trine 7°, Chiron–Lilith sextile 3.75°.) Requests may
 * replace the orb of any aspect; the factors then apply to the new value.
 *
 * Applying / separating: from the points' longitude speeds; the deviation from exact shrinking
 * means applying. Angles and the Part of Fortune count as fixed (natal convention).
 */

import { ASPECTS, type AspectId, type PointId } from './vocabulary.ts';
import { BirthDataError } from './errors.ts';

/** Default orb of each aspect, degrees. */
export const DEFAULT_ASPECT_ORBS: Readonly<Record<AspectId, number>> = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 7,
  sextile: 5,
  quincunx: 3,
  'semi-sextile': 2,
  'semi-square': 2,
  sesquiquadrate: 2,
  quintile: 1.5,
  'bi-quintile': 1.5,
};

/** Orb factor of each point (1 when not listed). */
export const POINT_ORB_FACTORS: Readonly<Partial<Record<PointId, number>>> = {
  sun: 1.25,
  moon: 1.25,
  chiron: 0.75,
  ceres: 0.6,
  pallas: 0.6,
  juno: 0.6,
  vesta: 0.6,
  'mean-node': 0.75,
  'true-node': 0.75,
  'mean-south-node': 0.75,
  'true-south-node': 0.75,
  'mean-lilith': 0.6,
  vertex: 0.6,
  'part-of-fortune': 0.6,
};

/** Aspect options of a request. */
export interface AspectOptions {
  /** Aspects to look for; default all eleven. */
  types?: AspectId[];
  /** Orb overrides per aspect, degrees in (0, 30]. */
  orbs?: Partial<Record<AspectId, number>>;
}

/** A point as the aspect search sees it. */
export interface AspectPoint {
  id: PointId;
  /** Ecliptic longitude, degrees. */
  longitude: number;
  /** Longitude speed, degrees per day (0 for fixed points). */
  speed: number;
}

/** One aspect found. */
export interface Aspect {
  /** First point (earlier in the chart's point order). */
  point1: PointId;
  /** Second point. */
  point2: PointId;
  /** Aspect id. */
  aspect: AspectId;
  /** Exact angle of the aspect, degrees. */
  angle: number;
  /** Actual angular separation of the two points, degrees [0, 180]. */
  separation: number;
  /** |separation − angle|, degrees. */
  orb: number;
  /** Orb allowed for this pair, degrees. */
  orbAllowed: number;
  /** 1 when exact, falling to 0 at the edge of the allowed orb. */
  exactness: number;
  /** Whether the points move toward exactness, away from it, or hold still. */
  motion: 'applying' | 'separating' | 'stationary';
}

const ASPECT_IDS = ASPECTS.map((a) => a.id) as AspectId[];

/**
 * Validate aspect options; throws a BirthDataError naming the field at fault.
 * @param options as received
 * @returns the aspect definitions to use with their orbs
 */
export function resolveAspectOptions(options: AspectOptions | undefined): readonly AspectDefinition[] {
  // The defaults: one array for every chart, so that its candidate tables (findAspects) are kept.
  if (options === undefined || options === null) return DEFAULT_DEFINITIONS;
  const types = options?.types ?? ASPECT_IDS;
  if (!Array.isArray(types)) throw new BirthDataError('aspects.types', 'invalid_format', 'a list of aspect ids');
  for (const t of types) {
    if (!ASPECT_IDS.includes(t)) {
      throw new BirthDataError('aspects.types', 'unknown_value', `aspect ids among ${ASPECT_IDS.join(', ')}`);
    }
  }
  const orbs = options?.orbs ?? {};
  if (typeof orbs !== 'object' || orbs === null) throw new BirthDataError('aspects.orbs', 'invalid_format', 'an object of orbs by aspect id');
  for (const [k, v] of Object.entries(orbs)) {
    if (!ASPECT_IDS.includes(k as AspectId)) {
      throw new BirthDataError(`aspects.orbs.${k}`, 'unknown_value', `aspect ids among ${ASPECT_IDS.join(', ')}`);
    }
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 30) {
      throw new BirthDataError(`aspects.orbs.${k}`, 'out_of_range', 'an orb in degrees greater than 0 and at most 30');
    }
  }
  return ASPECTS.filter((a) => types.includes(a.id)).map((a) => ({
    id: a.id,
    angle: a.angle,
    orb: (orbs as Record<string, number>)[a.id] ?? DEFAULT_ASPECT_ORBS[a.id],
  }));
}

/** An aspect with the orb it is looked for with. */
export interface AspectDefinition {
  id: AspectId;
  angle: number;
  orb: number;
}

const DEFAULT_DEFINITIONS: readonly AspectDefinition[] = Object.freeze(
  ASPECTS.map((a) => Object.freeze({ id: a.id, angle: a.angle, orb: DEFAULT_ASPECT_ORBS[a.id] })),
);

/**
 * Which aspects a separation can make, by whole degree of separation: for bucket d (0…180),
 * the definitions (in their order) whose orb window, at one orb factor, reaches into [d, d + 1].
 * A superset: each candidate's orb is still checked exactly.
 */
interface CandidateTable {
  /** Candidates of bucket d: list[starts[d] … starts[d + 1] − 1]. */
  starts: Uint16Array;
  list: Uint8Array;
}

/** Candidate tables per definition list and orb factor (a list of the defaults lives as long as the process). */
const candidateTables = new WeakMap<readonly AspectDefinition[], Map<number, CandidateTable>>();

function candidateTable(definitions: readonly AspectDefinition[], factor: number): CandidateTable {
  let byFactor = candidateTables.get(definitions);
  if (!byFactor) {
    byFactor = new Map();
    candidateTables.set(definitions, byFactor);
  }
  let table = byFactor.get(factor);
  if (table) return table;
  const buckets: number[][] = Array.from({ length: 181 }, () => []);
  for (let k = 0; k < definitions.length; k++) {
    const { angle, orb } = definitions[k];
    const lo = Math.max(0, Math.floor(angle - orb * factor) - 1);
    const hi = Math.min(180, Math.floor(angle + orb * factor) + 1);
    for (let d = lo; d <= hi; d++) buckets[d].push(k);
  }
  const starts = new Uint16Array(182);
  for (let d = 0; d < 181; d++) starts[d + 1] = starts[d] + buckets[d].length;
  table = { starts, list: Uint8Array.from(buckets.flat()) };
  byFactor.set(factor, table);
  return table;
}

/**
 * All aspects among the given points (each pair at most once: the closest matching aspect).
 * @param points points with longitudes and speeds
 * @param definitions aspects with orbs, from {@link resolveAspectOptions}
 * @returns aspects found, in point order
 */
export function findAspects(points: readonly AspectPoint[], definitions: readonly AspectDefinition[]): Aspect[] {
  const out: Aspect[] = [];
  const n = points.length;
  // Per point once: its orb factor, the candidate table of that factor, its mirror.
  const factors = new Float64Array(n);
  const tables: CandidateTable[] = [];
  const mirrors: (PointId | undefined)[] = [];
  const longitudes = new Float64Array(n);
  const ids: PointId[] = [];
  for (let i = 0; i < n; i++) {
    longitudes[i] = points[i].longitude;
    ids.push(points[i].id);
    factors[i] = POINT_ORB_FACTORS[points[i].id] ?? 1;
    tables.push(candidateTable(definitions, factors[i]));
    mirrors.push(MIRROR[points[i].id]);
  }
  for (let i = 0; i < n; i++) {
    const mirror = mirrors[i];
    const li = longitudes[i];
    for (let j = i + 1; j < n; j++) {
      if (mirror !== undefined && mirror === ids[j]) continue;
      let delta = li - longitudes[j];
      // (A floating-point % is a call: only for longitudes outside [0, 360).)
      if (delta <= -360 || delta >= 360) delta %= 360;
      if (delta < -180) delta += 360;
      else if (delta >= 180) delta -= 360;
      const separation = delta < 0 ? -delta : delta;
      // The larger factor's table (the pair's orbs are the aspect's orb times that factor).
      const wide = factors[i] >= factors[j] ? i : j;
      const factor = factors[wide];
      const table = tables[wide];
      const bucket = Math.floor(separation);
      let best = -1;
      let bestOrb = Infinity;
      for (let c = table.starts[bucket], end = table.starts[bucket + 1]; c < end; c++) {
        const k = table.list[c];
        const orb = Math.abs(separation - definitions[k].angle);
        if (orb <= definitions[k].orb * factor && orb < bestOrb) {
          best = k;
          bestOrb = orb;
        }
      }
      if (best < 0) continue;
      const a = points[i];
      const b = points[j];
      const d = definitions[best];
      const orbAllowed = d.orb * factor;
      const deviation = separation - d.angle;
      const orb = Math.abs(deviation);
      const separationRate = (delta >= 0 ? 1 : -1) * (a.speed - b.speed);
      const change = Math.sign(deviation) * separationRate;
      const motion = a.speed === 0 && b.speed === 0
        ? 'stationary'
        : orb === 0
          ? (separationRate === 0 ? 'stationary' : 'separating')
          : change < 0 ? 'applying' : change > 0 ? 'separating' : 'stationary';
      out.push({
        point1: a.id,
        point2: b.id,
        aspect: d.id,
        angle: d.angle,
        separation,
        orb,
        orbAllowed,
        exactness: 1 - orb / orbAllowed,
        motion,
      });
    }
  }
  return out;
}

/** The point always opposite another by construction (no information in that aspect). */
const MIRROR: Partial<Record<PointId, PointId>> = {
  'mean-node': 'mean-south-node',
  'mean-south-node': 'mean-node',
  'true-node': 'true-south-node',
  'true-south-node': 'true-node',
  ascendant: 'descendant',
  descendant: 'ascendant',
  midheaven: 'imum-coeli',
  'imum-coeli': 'midheaven',
};
