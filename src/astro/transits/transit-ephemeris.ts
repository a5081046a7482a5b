/**
 * The transit ephemeris: each moving point's apparent geocentric longitude (the value of
 * apparentEclipticPosition: true ecliptic and equinox of date) as piecewise Chebyshev
 * polynomials in UT, built lazily per point and per fit block (32 or 64 days, see PLANS) and
 * kept for the life of the worker thread. A search asks for the blocks of its span; a later
 * search over the same or an overlapping span reuses them, so the sky is computed once per
 * worker.
 *
 * What is fitted: the longitude minus the nutation in longitude Δψ (which every point shares and
 * whose 13.7-day and shorter terms would otherwise set the degree of every fit); Δψ itself is
 * expanded per 32-day block from its series, and a track adds it back when evaluated.
 *
 * Samples come from the interpolated sky (interpolated-sky.ts: about a microsecond each instead
 * of 5–50 for the series themselves), by groups of points fitted on the same nodes so that each
 * instant's ΔT, Earth state and precession are computed once.
 *
 * Fitting: a segment is sampled at the Chebyshev–Lobatto nodes of its plan's degree; when the
 * tail of the coefficients (chebyshev.ts tailEstimate) is above the tolerance, the decay of the
 * coefficients decides between 2× or 4× the degree (reusing every sample) and halving, down to
 * half a day. A planet within about 25° of the Sun keeps its light deflection apart as N / S
 * (three fits on the same samples), so the deflection's sharp peak at a superior conjunction
 * costs no halvings.
 *
 * Accuracy: tolerances 0.005″ (0.02″ for the Moon, whose 13°/day make that 0.04 s of time);
 * measured against direct evaluation the error stays below about 0.002″ everywhere outside the
 * solar disc (the tests sample it).
 *
 * Time: Julian days (UT) in, converted to TT with the service's ΔT model (no astronomy-engine
 * time conversion on this path: see notes/dependencies pitfall 10). Supported: 1800–2400.
 */

import { lobattoCoefficients, lobattoNode, tailEstimate } from '../ephemeris/chebyshev.ts';
import { storedCopy } from '../ephemeris/coefficient-store.ts';
import { InterpolatedSky, sharedInterpolatedSky } from '../ephemeris/interpolated-sky.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import { MOVING_POINTS, type MovingPoint } from '../vocabulary.ts';
import { PiecewiseChebyshev, type Segment } from './piecewise-chebyshev.ts';

/** Assembled tracks kept (a request of all points over its span and horizons makes about 20). */
const MAX_ASSEMBLED = 400;
/** Memos kept (scans and crossing lists: a request makes about 30). */
const MAX_MEMO = 600;

/**
 * Makes room in a full cache by forgetting the oldest quarter of its entries (a Map keeps
 * insertion order). Forgetting them all at once made the request that came next rebuild its
 * own span's scans too: a warm request as slow as a cold one, every dozen spans or so.
 */
function forgetOldest<K, V>(cache: Map<K, V>, limit: number): void {
  if (cache.size < limit) return;
  let excess = cache.size - Math.floor((3 * limit) / 4);
  for (const key of cache.keys()) {
    if (excess-- <= 0) break;
    cache.delete(key);
  }
}

/** Length of a block, days (UT). */
export const BLOCK_DAYS = 32;
/** Blocks start at 2000-01-01 00:00 UT + 32 k days (JD 2451544.5 + 32 k). */
const BLOCK_EPOCH = 2451544.5;
/**
 * Shortest segment a block is split into, days. Only a planet passing behind the Sun needs it:
 * the light-deflection term then changes by arcseconds within hours (and, inside the solar
 * disc, without physical meaning); half a day keeps the fit smooth there.
 */
const MIN_SEGMENT_DAYS = BLOCK_DAYS / 64;
/**
 * Δψ's coefficients below this are dropped, degrees: their sum stays below a tenth of the
 * tightest fit tolerance.
 */
const NUTATION_NEGLIGIBLE = 2e-6 / 3600;
/** Lowest degree a segment is tried at. */
const MIN_DEGREE = 8;

/** What a track is read from: a moving point's fit (less Δψ), or Δψ's blocks from the interpolated sky. */
type Quantity = MovingPoint | 'nutation';

/** Each quantity's number in cache keys (0 … 19: see {@link pointNumber}). */
const QUANTITY_NUMBER = new Map<Quantity, number>([...MOVING_POINTS, 'nutation' as const].map((q, i) => [q, i]));

/** A moving point's number in cache keys, below 32 (for keys of the memos of a search too). */
export const pointNumber = (point: MovingPoint): number => QUANTITY_NUMBER.get(point)!;

/** Block numbers in keys are offset by this (blocks of 1800–2400 and their horizons lie well within ±2¹⁵). */
const KEY_OFFSET = 32_768;

/**
 * The cache key of a quantity's block: a small integer, not a string (a cold chart looks up
 * hundreds of keys, and building and hashing strings showed in the `transit` benchmark).
 */
const blockKey = (quantity: Quantity, block: number): number =>
  QUANTITY_NUMBER.get(quantity)! * 65_536 + block + KEY_OFFSET;

/** Throws for blocks the keys cannot tell apart (beyond about −870 … 4870; the service keeps to 1800–2400). */
function checkKeyable(first: number, last: number): void {
  if (!(first >= -KEY_OFFSET && last < KEY_OFFSET))
    throw new RangeError(`transit ephemeris: blocks ${first}…${last} lie outside the years it can key`);
}

/** The key of a point's track over blocks first…last. */
const trackKey = (point: MovingPoint, first: number, last: number): number =>
  (QUANTITY_NUMBER.get(point)! * 65_536 + first + KEY_OFFSET) * 65_536 + last + KEY_OFFSET;

/**
 * How a quantity is fitted: in fit blocks of `blocks` base blocks (1, 2, 4 or 8: longer for the
 * smoother motions), each tried at `degree`; a fit is kept when its tail is below `tolerance`
 * (arcseconds). One that is not is raised to 2·degree or 4·degree (reusing every sample) when
 * the decay of its coefficients says that will do, else halved, the halves starting at a degree
 * in proportion to their length (see {@link nextStep}). Chosen from measured degrees (the 90th
 * percentile of what blocks away from the Sun need), minimising samples per day.
 */
interface FitPlan {
  blocks: number;
  degree: number;
  tolerance: number;
}

const DEFAULT_PLAN: FitPlan = { blocks: 1, degree: 16, tolerance: 0.005 };
const PLANS: Partial<Record<MovingPoint, FitPlan>> = {
  sun: { blocks: 2, degree: 24, tolerance: 0.005 },
  moon: { blocks: 1, degree: 32, tolerance: 0.02 },
  mercury: { blocks: 1, degree: 16, tolerance: 0.005 },
  venus: { blocks: 2, degree: 24, tolerance: 0.005 },
  mars: { blocks: 2, degree: 24, tolerance: 0.005 },
  jupiter: { blocks: 2, degree: 24, tolerance: 0.005 },
  saturn: { blocks: 2, degree: 24, tolerance: 0.005 },
  uranus: { blocks: 2, degree: 24, tolerance: 0.005 },
  neptune: { blocks: 2, degree: 24, tolerance: 0.005 },
  pluto: { blocks: 2, degree: 24, tolerance: 0.005 },
  chiron: { blocks: 2, degree: 24, tolerance: 0.005 },
  ceres: { blocks: 1, degree: 24, tolerance: 0.005 },
  pallas: { blocks: 1, degree: 24, tolerance: 0.005 },
  juno: { blocks: 1, degree: 24, tolerance: 0.005 },
  vesta: { blocks: 1, degree: 24, tolerance: 0.005 },
  'mean-node': { blocks: 2, degree: 8, tolerance: 0.005 },
  'mean-south-node': { blocks: 2, degree: 8, tolerance: 0.005 },
  'true-node': { blocks: 1, degree: 48, tolerance: 0.005 },
  'true-south-node': { blocks: 1, degree: 48, tolerance: 0.005 },
};

const planOf = (quantity: MovingPoint): FitPlan => PLANS[quantity] ?? DEFAULT_PLAN;

interface Job {
  quantity: MovingPoint;
  plan: FitPlan;
  start: number;
  length: number;
  /** Current degree (a divisor of top). */
  degree: number;
  /** Highest degree the job can reach by doubling: its samples are kept at top's nodes. */
  top: number;
  /** Samples at the nodes of degree `top` (NaN where not taken yet), degrees. */
  values: Float64Array;
  /** Rates at the same nodes, degrees per day (for unwrapping). */
  rates: Float64Array;
  /**
   * The light deflection at the same nodes as N / S (see InterpolatedSky.meanLongitudeParts):
   * `values` hold the longitude without it. Null for points without deflection.
   */
  numerators: Float64Array | null;
  denominators: Float64Array | null;
  /** The finished segments of the job's fit block. */
  done: Segment[];
  /** Samples taken in the current round (for the counters). */
  taken: number;
}

/**
 * Below this value of S (1 + q·e: a planet within about 25° of the Sun) a segment keeps the
 * deflection apart as N / S, whose N and S stay smooth while the deflection itself sharpens
 * (up to arcseconds within hours near a superior conjunction).
 */
const RATIONAL_BELOW = 0.1;

/** Points whose light the Sun deflects (see apparentFromStates). */
const DEFLECTED = new Set<MovingPoint>([
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'ceres',
  'pallas',
  'juno',
  'vesta',
]);

/** Counters for benchmarks and tests. */
export interface EphemerisStats {
  /** Samples of the underlying ephemeris taken so far. */
  samples: number;
  /** Blocks fitted so far. */
  blocksBuilt: number;
  /** Blocks held now. */
  blocksHeld: number;
}

/**
 * A longitude over a span as one continuous (unwrapped) function of UT. Values can leave
 * [0, 360); reduce them for a position.
 */
export class LongitudeTrack {
  /**
   * @param point the point
   * @param fit its longitude less Δψ, unwrapped
   * @param nutation Δψ over at least the same span
   */
  constructor(
    readonly point: MovingPoint,
    private readonly fit: PiecewiseChebyshev,
    private readonly nutation: PiecewiseChebyshev,
  ) {}

  /** First instant covered, Julian day (UT). */
  get start(): number {
    return this.fit.start;
  }

  /** End of the last segment, Julian day (UT). */
  get end(): number {
    return this.fit.end;
  }

  /** Unwrapped apparent longitude, degrees. */
  longitude(jdUT: number): number {
    return this.fit.value(jdUT) + this.nutation.value(jdUT);
  }

  /** Longitude speed, degrees per day (negative when retrograde). */
  speed(jdUT: number): number {
    return this.fit.rate(jdUT) + this.nutation.rate(jdUT);
  }

  /**
   * Longitude and speed together.
   * @param out receives [longitude (degrees, unwrapped), speed (degrees per day)]
   */
  evaluate(jdUT: number, out: Float64Array): void {
    this.fit.evaluateSum(this.nutation, jdUT, out);
  }
}

/**
 * A cache of fitted blocks (one per worker thread: see {@link sharedTransitEphemeris}). Holds
 * at most `maxBlocks` blocks (about 1 kB each) and forgets the least recently used beyond that.
 */
export class TransitEphemeris {
  private readonly blocks = new Map<number, Segment[]>();
  /** Tracks assembled from blocks, by point and block range. */
  private readonly assembled = new Map<number, LongitudeTrack>();
  private readonly memos = new Map<number | string, unknown>();
  private samples = 0;
  private built = 0;
  /** What the fits sample: apparent longitudes from interpolated series. */
  private readonly sky: InterpolatedSky;
  private readonly sample = new Float64Array(4);

  /**
   * @param maxBlocks blocks kept (default 60 000: about 400 point-years, some 60 MB)
   * @param sky the interpolated sky to sample (default a new one)
   */
  constructor(
    private readonly maxBlocks = 60_000,
    sky?: InterpolatedSky,
  ) {
    this.sky = sky ?? new InterpolatedSky();
  }

  /** Index of the block holding a UT Julian day. */
  static blockOf(jdUT: number): number {
    return Math.floor((jdUT - BLOCK_EPOCH) / BLOCK_DAYS);
  }

  get stats(): EphemerisStats {
    return { samples: this.samples, blocksBuilt: this.built, blocksHeld: this.blocks.size };
  }

  /** Forgets every block, track and memo (for measuring the cold path). */
  clear(): void {
    this.blocks.clear();
    this.assembled.clear();
    this.memos.clear();
  }

  /**
   * Tracks of several points over [startUT, endUT], building the missing blocks of all of them
   * together.
   * @param points moving points
   * @param startUT first instant, Julian day (UT)
   * @param endUT last instant, Julian day (UT), ≥ startUT
   * @returns one track per point, in the order given, covering at least [startUT, endUT]
   */
  tracks(points: readonly MovingPoint[], startUT: number, endUT: number): LongitudeTrack[] {
    const first = TransitEphemeris.blockOf(startUT);
    const last = TransitEphemeris.blockOf(endUT);
    checkKeyable(first, last);
    const result: LongitudeTrack[] = new Array(points.length);
    const missingPoints: MovingPoint[] = [];
    points.forEach((point, i) => {
      const held = this.assembled.get(trackKey(point, first, last));
      if (held) result[i] = held;
      else missingPoints.push(point);
    });
    if (missingPoints.length === 0) return result;
    const built = this.assemble(missingPoints, first, last);
    forgetOldest(this.assembled, MAX_ASSEMBLED - built.length);
    for (const track of built) {
      this.assembled.set(trackKey(track.point, first, last), track);
      result[points.indexOf(track.point)] = track;
    }
    return result;
  }

  /**
   * A value computed once per key and kept with the ephemeris (for what depends only on tracks
   * and spans: scans of a span, their crossings); forgotten with {@link clear}, and the oldest
   * beyond {@link MAX_MEMO} entries.
   * @param key a key naming everything the value depends on
   * @param make computes the value
   */
  memo<T>(key: number | string, make: () => T): T {
    let value = this.memos.get(key) as T | undefined;
    if (value === undefined) {
      value = make();
      forgetOldest(this.memos, MAX_MEMO);
      this.memos.set(key, value);
    }
    return value;
  }

  /** Tracks of the points over blocks first…last, fitting the missing blocks. */
  private assemble(points: readonly MovingPoint[], first: number, last: number): LongitudeTrack[] {
    const jobs: Job[] = [];
    /** Fit blocks of points to build: their quantity, first base block and raw segments. */
    const fits: { quantity: MovingPoint; base: number; count: number; done: Segment[] }[] = [];
    const nutationWanted = new Set<number>();
    for (const point of points) {
      const { blocks: count } = planOf(point);
      for (let b = first; b <= last; b++) {
        const key = blockKey(point, b);
        const held = this.blocks.get(key);
        if (held) {
          this.blocks.delete(key); // refresh its place in the LRU order
          this.blocks.set(key, held);
          continue;
        }
        // Fit the whole fit block holding b (it fills the base blocks it covers).
        const base = Math.floor(b / count) * count;
        const done: Segment[] = [];
        fits.push({ quantity: point, base, count, done });
        jobs.push(newJob(point, BLOCK_EPOCH + base * BLOCK_DAYS, count * BLOCK_DAYS, done));
        for (let k = base; k < base + count; k++) nutationWanted.add(k);
        b = base + count - 1;
      }
    }
    for (let b = first; b <= last; b++) nutationWanted.add(b);
    for (const b of nutationWanted) this.nutationBlock(b);
    if (jobs.length > 0) {
      this.build(jobs);
      // Each base block keeps the segments of its fit block that overlap it (a segment longer
      // than a base block is listed under each of them).
      for (const { quantity, base, count, done } of fits) {
        for (let b = base; b < base + count; b++) {
          const start = BLOCK_EPOCH + b * BLOCK_DAYS;
          this.blocks.set(
            blockKey(quantity, b),
            done.filter((d) => d.start < start + BLOCK_DAYS && d.start + d.length > start),
          );
        }
      }
      this.built += fits.length;
    }
    const span = (quantity: Quantity) => {
      const segments: Segment[] = [];
      for (let b = first; b <= last; b++) {
        for (const segment of this.blocks.get(blockKey(quantity, b))!)
          if (segments[segments.length - 1] !== segment) segments.push(segment);
      }
      return segments;
    };
    const nutation = new PiecewiseChebyshev(span('nutation'), false);
    const result = points.map(
      (point) => new LongitudeTrack(point, new PiecewiseChebyshev(span(point), true), nutation),
    );
    this.evict();
    return result;
  }

  /** Builds Δψ's block b unless held. */
  private nutationBlock(b: number): void {
    if (this.blocks.has(blockKey('nutation', b))) return;
    const start = BLOCK_EPOCH + b * BLOCK_DAYS;
    const coefficients = this.sky.nutationChebyshev(start, BLOCK_DAYS, terrestrialFromUniversal, NUTATION_NEGLIGIBLE);
    this.blocks.set(blockKey('nutation', b), [{ start, length: BLOCK_DAYS, coefficients }]);
    this.built++;
  }

  /**
   * Builds Δψ's blocks over [startUT, endUT] ahead of any track (the worker's warm-up does it
   * for all of 1800–2400, a few thousand small blocks: each costs time to expand, which a
   * request over a new span, and the orb windows it follows beyond, otherwise pays).
   * @param startUT first instant, Julian day (UT)
   * @param endUT last instant, Julian day (UT)
   */
  prepareNutation(startUT: number, endUT: number): void {
    checkKeyable(TransitEphemeris.blockOf(startUT), TransitEphemeris.blockOf(endUT));
    for (let b = TransitEphemeris.blockOf(startUT); b <= TransitEphemeris.blockOf(endUT); b++) this.nutationBlock(b);
  }

  /** One track; see {@link tracks}. */
  track(point: MovingPoint, startUT: number, endUT: number): LongitudeTrack {
    return this.tracks([point], startUT, endUT)[0];
  }

  private build(jobs: Job[]): void {
    let pending = jobs;
    while (pending.length > 0) {
      // The samples the pending jobs need at their current degree, by groups of jobs with the
      // same nodes (points fitted over the same block at the same degree): each instant's ΔT,
      // Earth state and precession are computed once for the group.
      // A round has a few dozen groups at most: found by comparing, not by string keys.
      const groups: Job[][] = [];
      for (const job of pending) {
        let group: Job[] | undefined;
        for (let g = groups.length - 1; g >= 0; g--) {
          const first = groups[g][0];
          if (first.start === job.start && first.length === job.length && first.degree === job.degree) {
            group = groups[g];
            break;
          }
        }
        if (group) group.push(job);
        else groups.push([job]);
      }
      const sample = this.sample;
      for (const group of groups) {
        const { degree } = group[0];
        for (let k = 0; k <= degree; k++) {
          let jdTT = NaN;
          for (const job of group) {
            const slot = (k * job.top) / degree;
            if (!Number.isNaN(job.values[slot])) continue;
            if (Number.isNaN(jdTT)) jdTT = terrestrialFromUniversal(nodeTime(job, slot));
            this.sky.meanLongitudeParts(job.quantity, jdTT, sample);
            job.values[slot] = sample[0];
            job.rates[slot] = sample[1];
            if (job.numerators) {
              job.numerators[slot] = sample[2];
              job.denominators![slot] = sample[3];
            }
            job.taken++;
          }
        }
      }
      // Counted per job (a counter update per sample showed in profiles).
      for (const job of pending) {
        this.samples += job.taken;
        job.taken = 0;
      }
      const next: Job[] = [];
      for (const job of pending) {
        const { segment, step } = fitJob(job);
        if (segment) {
          job.done.push(segment);
          releaseJob(job);
        } else if (step > 0) {
          job.degree = step;
          next.push(job);
        } else {
          // Halve it: node 0 is the segment's end, node `top` its start, node top/2 its middle.
          const half = job.length / 2;
          const top = job.top;
          const mid = top / 2;
          const earlier = newJob(job.quantity, job.start, half, job.done);
          const later = newJob(job.quantity, job.start + half, half, job.done);
          copySample(job, mid, earlier, 0);
          copySample(job, top, earlier, earlier.top);
          copySample(job, 0, later, 0);
          copySample(job, mid, later, later.top);
          releaseJob(job);
          next.push(earlier, later);
        }
      }
      pending = next;
    }
    for (const job of jobs) job.done.sort((a, b) => a.start - b.start);
  }

  private evict(): void {
    while (this.blocks.size > this.maxBlocks) {
      this.blocks.delete(this.blocks.keys().next().value as number);
    }
  }
}

/**
 * The job's fit at its current degree and what to do next (see {@link nextStep}): one
 * polynomial of the longitude, or, for a planet near the Sun, the longitude without deflection
 * plus N / S, each of the three fitted from the same samples, the tolerance shared between
 * them (the deflection's error is about δN / S + |N| δS / S²; N and S are smooth and take a
 * tenth each).
 */
function fitJob(job: Job): { segment: Segment | undefined; step: number } {
  const tolerance = job.plan.tolerance / 3600;
  const n = job.degree;
  const stride = job.top / n;
  const numerators = job.numerators;
  const denominators = job.denominators;
  let smallest = Infinity;
  let largest = 0;
  if (numerators && denominators) {
    for (let k = 0; k <= n; k++) {
      smallest = Math.min(smallest, denominators[k * stride]);
      largest = Math.max(largest, Math.abs(numerators[k * stride]));
    }
  }
  const start = job.start;
  const length = job.length;
  // Tried in scratch; only a fit that is kept is copied to kept storage.
  const scratch = (fitScratch[n] ??= [new Float64Array(n + 1), new Float64Array(n + 1), new Float64Array(n + 1)]);
  if (!(smallest < RATIONAL_BELOW)) {
    const coefficients = lobattoCoefficients(unwrapped(job, true), n, 1, scratch[0]);
    const step = nextStep(job, coefficients, tolerance);
    return { segment: step === 0 ? { start, length, coefficients: storedCopy(coefficients) } : undefined, step };
  }
  const coefficients = lobattoCoefficients(unwrapped(job, false), n, 1, scratch[0]);
  const numerator = lobattoCoefficients(numerators!, n, stride, scratch[1]);
  const denominator = lobattoCoefficients(denominators!, n, stride, scratch[2]);
  const steps = [
    nextStep(job, coefficients, 0.8 * tolerance),
    nextStep(job, numerator, 0.1 * tolerance * smallest),
    nextStep(job, denominator, (0.1 * tolerance * smallest * smallest) / Math.max(largest, 1e-300)),
  ];
  const step = steps.includes(-1) ? -1 : Math.max(...steps);
  const segment =
    step === 0
      ? {
          start,
          length,
          coefficients: storedCopy(coefficients),
          numerator: storedCopy(numerator),
          denominator: storedCopy(denominator),
        }
      : undefined;
  return { segment, step };
}

/** Scratch of {@link fitJob} by degree: the coefficients of the longitude, N and S. */
const fitScratch: Float64Array[][] = [];

/**
 * What to do after a fit at the job's current degree: 0 to keep it (tail below the tolerance,
 * or as short and high a degree as allowed), a higher degree to raise it to (2× or 4×, when
 * the coefficients fall fast enough that it should then meet the tolerance), or −1 to halve it
 * (they fall too slowly: something sharp inside).
 */
function nextStep(job: Job, c: Float64Array, tolerance: number): number {
  const n = job.degree;
  if (tailEstimate(c) <= tolerance) return 0;
  // As short as allowed: raise the degree as far as it goes, then keep what there is.
  if (job.length <= MIN_SEGMENT_DAYS) return n < job.top ? 2 * n : 0;
  if (n >= job.top) return -1;
  // Decay per degree between the middle and the end of the coefficients (both parities).
  const m = n >> 1;
  const a = Math.max(Math.abs(c[m]), Math.abs(c[m + 1]));
  const b = Math.max(Math.abs(c[n - 1]), Math.abs(c[n]));
  if (!(b < 0.5 * a)) return -1;
  const rate = Math.log(b / a) / (n - 1 - m);
  const needed = n + Math.log(tolerance / (4 * b)) / rate;
  for (let degree = 2 * n; degree <= job.top; degree *= 2) if (degree >= needed) return degree;
  return -1;
}

function newJob(quantity: MovingPoint, start: number, length: number, done: Segment[]): Job {
  const plan = planOf(quantity);
  // The starting degree in proportion to the length (a halved block starts lower), even.
  const degree = Math.max(MIN_DEGREE, 2 * Math.round((plan.degree * length) / (plan.blocks * BLOCK_DAYS) / 2));
  const top = 4 * degree;
  return {
    quantity,
    plan,
    start,
    length,
    degree,
    top,
    done,
    taken: 0,
    values: sampleArray(top + 1).fill(NaN),
    rates: sampleArray(top + 1).fill(NaN),
    numerators: DEFLECTED.has(quantity) ? sampleArray(top + 1).fill(0) : null,
    denominators: DEFLECTED.has(quantity) ? sampleArray(top + 1).fill(0) : null,
  };
}

/**
 * Sample arrays of finished jobs, by length, for the next jobs: a cold request runs a few
 * hundred jobs, and typed arrays this size are allocated outside the V8 heap, far slower to
 * make than a reused one (see coefficient-store.ts).
 */
const spareSamples = new Map<number, Float64Array[]>();

/** A sample array of `length` (contents undefined: the caller fills it). */
function sampleArray(length: number): Float64Array {
  return spareSamples.get(length)?.pop() ?? new Float64Array(length);
}

/** Gives a finished job's arrays back (keeping at most a few hundred of each length). */
function releaseJob(job: Job): void {
  for (const a of [job.values, job.rates, job.numerators, job.denominators]) {
    if (!a) continue;
    let spare = spareSamples.get(a.length);
    if (!spare) spareSamples.set(a.length, (spare = []));
    if (spare.length < 256) spare.push(a);
  }
}

function copySample(from: Job, fromSlot: number, to: Job, toSlot: number): void {
  to.values[toSlot] = from.values[fromSlot];
  to.rates[toSlot] = from.rates[fromSlot];
  if (from.numerators && to.numerators) {
    to.numerators[toSlot] = from.numerators[fromSlot];
    to.denominators![toSlot] = from.denominators![fromSlot];
  }
}

/** UT of a job's node at `slot` (a node index of degree job.top). */
function nodeTime(job: Job, slot: number): number {
  return job.start + ((lobattoNode(slot, job.top) + 1) * job.length) / 2;
}

/** Scratch of {@link unwrapped}, by degree. */
const unwrapScratch: Float64Array[] = [];

/**
 * The samples of a job's current degree in node order, made continuous: walking in time order
 * (from the last node, x = −1, to the first), each step adds the whole turns that best match the
 * mean rate over the step.
 * @param withDeflection add N / S to each sample (the whole longitude); else the longitude
 * without the deflection
 */
function unwrapped(job: Job, withDeflection: boolean): Float64Array {
  // Into an array kept per degree: read by lobattoCoefficients before the next call.
  const n = job.degree;
  const stride = job.top / n;
  const out = (unwrapScratch[n] ??= new Float64Array(n + 1));
  const value = (slot: number) =>
    withDeflection && job.numerators
      ? job.values[slot] + job.numerators[slot] / job.denominators![slot]
      : job.values[slot];
  out[n] = value(n * stride);
  for (let k = n - 1; k >= 0; k--) {
    const slot = k * stride;
    const prev = (k + 1) * stride;
    const expected = 0.5 * (job.rates[slot] + job.rates[prev]) * (nodeTime(job, slot) - nodeTime(job, prev));
    const raw = value(slot) - value(prev);
    out[k] = out[k + 1] + raw + 360 * Math.round((expected - raw) / 360);
  }
  return out;
}

let shared: TransitEphemeris | undefined;

/** The transit ephemeris of this thread (each worker of the pool keeps its own). */
export function sharedTransitEphemeris(): TransitEphemeris {
  return (shared ??= new TransitEphemeris(undefined, sharedInterpolatedSky()));
}
