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

import { inputError } from './errors.ts';
import { ASPECTS, type AspectId, POINTS, type PointId } from './vocabulary.ts';

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
  if (!Array.isArray(types))
    throw inputError('aspects.types', 'invalid_format', { kind: 'shape', shape: 'aspectList' }, 'a list of aspect ids');
  for (const t of types) {
    if (!ASPECT_IDS.includes(t)) {
      throw inputError(
        'aspects.types',
        'unknown_value',
        { kind: 'among', values: ASPECT_IDS, item: 'aspect' },
        `aspect ids among ${ASPECT_IDS.join(', ')}`,
      );
    }
  }
  const orbs = options?.orbs ?? {};
  if (typeof orbs !== 'object' || orbs === null)
    throw inputError(
      'aspects.orbs',
      'invalid_format',
      { kind: 'shape', shape: 'orbsObject' },
      'an object of orbs by aspect id',
    );
  for (const [k, v] of Object.entries(orbs)) {
    if (!ASPECT_IDS.includes(k as AspectId)) {
      throw inputError(
        `aspects.orbs.${k}`,
        'unknown_value',
        { kind: 'among', values: ASPECT_IDS, item: 'aspect' },
        `aspect ids among ${ASPECT_IDS.join(', ')}`,
      );
    }
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 30) {
      throw inputError(
        `aspects.orbs.${k}`,
        'out_of_range',
        { kind: 'orb', max: 30 },
        'an orb in degrees greater than 0 and at most 30',
      );
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
 * The orb factors there are, largest first: a pair's orbs are the aspect's orb times the larger
 * of its points' factors, i.e. the one of the smaller rank.
 */
const FACTORS = [...new Set([1, ...Object.values(POINT_ORB_FACTORS)])].sort((a, b) => b - a);
const FACTOR_RANK = new Map<PointId, number>(
  Object.entries(POINT_ORB_FACTORS).map(([id, f]) => [id as PointId, FACTORS.indexOf(f)]),
);
const RANK_OF_1 = FACTORS.indexOf(1);

/**
 * Which aspects a separation can make, by orb factor and whole degree of separation: for factor
 * rank r and bucket d (0…180), the definitions (in their order) whose orb window at that factor
 * reaches into [d, d + 1]. A superset: each candidate's orb is still checked exactly.
 */
interface CandidateTable {
  /** At r·181 + d: the bucket's one candidate, −1 for none, −2 for several (then list[starts[r·182 + d] … starts[r·182 + d + 1] − 1]). */
  single: Int8Array;
  starts: Uint16Array;
  list: Uint8Array;
  /** Each definition's angle, degrees. */
  angles: Float64Array;
  /** At r·definitions + k: the allowed orb (orb × factor), degrees. */
  allowed: Float64Array;
}

/** Candidate tables per definition list (the defaults' list lives as long as the process). */
const candidateTables = new WeakMap<readonly AspectDefinition[], CandidateTable>();
let lastDefinitions: readonly AspectDefinition[] | undefined;
let lastTable: CandidateTable | undefined;

function candidateTable(definitions: readonly AspectDefinition[]): CandidateTable {
  if (definitions === lastDefinitions) return lastTable!;
  let table = candidateTables.get(definitions);
  if (!table) {
    const m = definitions.length;
    const single = new Int8Array(FACTORS.length * 181);
    const starts = new Uint16Array(FACTORS.length * 182);
    const list: number[] = [];
    const angles = Float64Array.from(definitions, (d) => d.angle);
    const allowed = new Float64Array(FACTORS.length * m);
    for (let r = 0; r < FACTORS.length; r++) {
      const factor = FACTORS[r];
      const buckets: number[][] = Array.from({ length: 181 }, () => []);
      for (let k = 0; k < m; k++) {
        const { angle, orb } = definitions[k];
        allowed[r * m + k] = orb * factor;
        const lo = Math.max(0, Math.floor(angle - orb * factor) - 1);
        const hi = Math.min(180, Math.floor(angle + orb * factor) + 1);
        for (let d = lo; d <= hi; d++) buckets[d].push(k);
      }
      for (let d = 0; d < 181; d++) {
        starts[r * 182 + d] = list.length;
        list.push(...buckets[d]);
        starts[r * 182 + d + 1] = list.length;
        single[r * 181 + d] = buckets[d].length === 0 ? -1 : buckets[d].length === 1 ? buckets[d][0] : -2;
      }
    }
    table = { single, starts, list: Uint8Array.from(list), angles, allowed };
    candidateTables.set(definitions, table);
  }
  lastDefinitions = definitions;
  lastTable = table;
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
  const m = definitions.length;
  const { single, starts, list, angles, allowed } = candidateTable(definitions);
  // Per point once: its longitude, the table row of its orb factor's rank, its id's and its
  // mirror's number (−1: none).
  if (scratchLongitudes.length < n) {
    scratchLongitudes = new Float64Array(n);
    scratchRows = new Int32Array(n);
    scratchCodes = new Int32Array(n);
    scratchMirrors = new Int32Array(n);
  }
  const longitudes = scratchLongitudes;
  const rows = scratchRows;
  const codes = scratchCodes;
  const mirrors = scratchMirrors;
  for (let i = 0; i < n; i++) {
    const id = points[i].id;
    longitudes[i] = points[i].longitude;
    rows[i] = (FACTOR_RANK.get(id) ?? RANK_OF_1) * 181;
    codes[i] = POINT_CODE.get(id) ?? -2;
    const mirror = MIRROR[id];
    mirrors[i] = mirror === undefined ? -1 : POINT_CODE.get(mirror)!;
  }
  for (let i = 0; i < n; i++) {
    const mirror = mirrors[i];
    const li = longitudes[i];
    const ri = rows[i];
    for (let j = i + 1; j < n; j++) {
      let delta = li - longitudes[j];
      // (A floating-point % is a call: only for longitudes outside [0, 360).)
      if (delta <= -360 || delta >= 360) delta %= 360;
      if (delta < -180) delta += 360;
      else if (delta >= 180) delta -= 360;
      const separation = Math.abs(delta);
      // The larger factor's rank (the pair's orbs are the aspect's orb times that factor).
      const rj = rows[j];
      const row = ri <= rj ? ri : rj;
      const bucket = row + (separation | 0);
      const only = single[bucket];
      if (only === -1 || codes[j] === mirror) continue;
      const r = (row / 181) | 0;
      let best = -1;
      let bestOrb = Infinity;
      if (only >= 0) {
        const orb = Math.abs(separation - angles[only]);
        if (orb <= allowed[r * m + only]) {
          best = only;
          bestOrb = orb;
        }
      } else {
        const at = bucket + r;
        for (let c = starts[at], end = starts[at + 1]; c < end; c++) {
          const k = list[c];
          const orb = Math.abs(separation - angles[k]);
          if (orb <= allowed[r * m + k] && orb < bestOrb) {
            best = k;
            bestOrb = orb;
          }
        }
      }
      if (best < 0) continue;
      const a = points[i];
      const b = points[j];
      const d = definitions[best];
      const orbAllowed = allowed[r * m + best];
      const deviation = separation - d.angle;
      const orb = Math.abs(deviation);
      const separationRate = (delta >= 0 ? 1 : -1) * (a.speed - b.speed);
      const change = Math.sign(deviation) * separationRate;
      const motion =
        a.speed === 0 && b.speed === 0
          ? 'stationary'
          : orb === 0
            ? separationRate === 0
              ? 'stationary'
              : 'separating'
            : change < 0
              ? 'applying'
              : change > 0
                ? 'separating'
                : 'stationary';
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

/** Per-call scratch of findAspects (it runs to completion; never re-entered). */
let scratchLongitudes = new Float64Array(32);
let scratchRows = new Int32Array(32);
let scratchCodes = new Int32Array(32);
let scratchMirrors = new Int32Array(32);

/** Each point id's number (its place in POINTS). */
const POINT_CODE = new Map<PointId, number>(POINTS.map((id, k) => [id, k]));

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
