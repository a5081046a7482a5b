/**
 * The transit ephemeris: each moving point's apparent geocentric longitude (the value of
 * apparentEclipticPosition: true ecliptic and equinox of date) as piecewise Chebyshev
 * polynomials in UT, built lazily per point and per 32-day block and kept for the life of the
 * worker thread. A search asks for the blocks of its span; a later search over the same or an
 * overlapping span reuses them, so the sky is computed once per worker.
 *
 * What is fitted: the longitude minus the nutation in longitude Δψ (which every point shares and
 * whose 13.7-day and shorter terms would otherwise set the degree of every fit), plus one fit of
 * Δψ itself; each point's segments are then kept with Δψ added back (one polynomial each).
 *
 * Fitting: a segment is sampled at the Chebyshev–Lobatto nodes of a starting degree, then twice
 * and four times that degree (reusing every sample) until the Chebyshev tail (the last two
 * coefficients) is below the point's tolerance; a segment that still fails is halved, down to
 * half a day. The samples of all points that need the same instant are taken together, so the
 * Earth's state and the frame of date are computed once per instant.
 *
 * Accuracy: tolerances 0.005″ (0.02″ for the Moon, whose 13°/day make that 0.04 s of time);
 * measured against direct evaluation the error stays below about 0.01″ (the tests sample it),
 * except within about a day of a planet's superior conjunction, where the light deflection
 * term of the apparent position changes by arcseconds within hours as the light grazes the
 * Sun; the fit can then be off by up to a few tenths of an arcsecond.
 *
 * Time: Julian days (UT) in, converted to TT with the service's ΔT model (no astronomy-engine
 * time conversion on this path: see notes/dependencies pitfall 10). Supported: 1800–2400.
 */

import { frameOfDate } from '../ephemeris/frames.ts';
import { apparentEclipticPosition } from '../ephemeris/positions.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import type { MovingPoint } from '../vocabulary.ts';
import { chebyshevValue, lobattoCoefficients, lobattoNode, tailEstimate } from './chebyshev.ts';
import { PiecewiseChebyshev, type Segment } from './piecewise-chebyshev.ts';

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
const DEG = 180 / Math.PI;

/** What a track is fitted to: a moving point (less Δψ) or Δψ itself. */
type Quantity = MovingPoint | 'nutation';

/**
 * How a quantity is fitted: a block is cut into `parts` segments, each tried at `degree`, then
 * 2·degree, then 4·degree before it is halved; a fit is kept when its tail is below `tolerance`
 * (arcseconds).
 */
interface FitPlan {
  parts: number;
  degree: number;
  tolerance: number;
}

const DEFAULT_PLAN: FitPlan = { parts: 1, degree: 12, tolerance: 0.005 };
const PLANS: Partial<Record<Quantity, FitPlan>> = {
  moon: { parts: 1, degree: 16, tolerance: 0.02 },
  'true-node': { parts: 4, degree: 8, tolerance: 0.005 },
  'true-south-node': { parts: 4, degree: 8, tolerance: 0.005 },
  nutation: { parts: 1, degree: 12, tolerance: 0.0005 },
};

const planOf = (quantity: Quantity): FitPlan => PLANS[quantity] ?? DEFAULT_PLAN;

interface Job {
  quantity: Quantity;
  plan: FitPlan;
  start: number;
  length: number;
  degree: number;
  /** Samples at the nodes of degree 4·plan.degree (NaN where not taken yet), degrees. */
  values: Float64Array;
  /** Rates at the same nodes, degrees per day (for unwrapping). */
  rates: Float64Array;
  /** The finished segments of the job's block. */
  done: Segment[];
}

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
  constructor(
    readonly point: MovingPoint,
    private readonly fit: PiecewiseChebyshev,
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
    return this.fit.value(jdUT);
  }

  /** Longitude speed, degrees per day (negative when retrograde). */
  speed(jdUT: number): number {
    return this.fit.rate(jdUT);
  }

  /**
   * Longitude and speed together.
   * @param out receives [longitude (degrees, unwrapped), speed (degrees per day)]
   */
  evaluate(jdUT: number, out: Float64Array): void {
    this.fit.evaluate(jdUT, out);
  }
}

/**
 * A cache of fitted blocks (one per worker thread: see {@link sharedTransitEphemeris}). Holds
 * at most `maxBlocks` blocks (about 1 kB each) and forgets the least recently used beyond that.
 */
export class TransitEphemeris {
  private readonly blocks = new Map<string, Segment[]>();
  private samples = 0;
  private built = 0;

  /** @param maxBlocks blocks kept (default 60 000: about 400 point-years, some 60 MB) */
  constructor(private readonly maxBlocks = 60_000) {}

  /** Index of the block holding a UT Julian day. */
  static blockOf(jdUT: number): number {
    return Math.floor((jdUT - BLOCK_EPOCH) / BLOCK_DAYS);
  }

  get stats(): EphemerisStats {
    return { samples: this.samples, blocksBuilt: this.built, blocksHeld: this.blocks.size };
  }

  /** Forgets every block (for measuring the cold path). */
  clear(): void {
    this.blocks.clear();
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
    const quantities: Quantity[] = ['nutation', ...points];
    const missing: Job[] = [];
    const fresh: { block: number; done: Segment[] }[] = [];
    for (const quantity of quantities) {
      for (let b = first; b <= last; b++) {
        const key = `${quantity}:${b}`;
        const held = this.blocks.get(key);
        if (held) {
          this.blocks.delete(key); // refresh its place in the LRU order
          this.blocks.set(key, held);
        } else {
          const done: Segment[] = [];
          this.blocks.set(key, done);
          missing.push(...jobsOf(quantity, b, done));
          if (quantity !== 'nutation') fresh.push({ block: b, done });
        }
      }
    }
    if (missing.length > 0) {
      try {
        this.build(missing);
        // Keep each point's fit with Δψ added back: one polynomial per segment to evaluate.
        for (const { block, done } of fresh) {
          const nutation = this.blocks.get(`nutation:${block}`)!;
          done.splice(0, done.length, ...done.map((segment) => withNutation(segment, nutation)));
        }
      } catch (error) {
        for (const quantity of quantities) {
          for (let b = first; b <= last; b++) {
            if (this.blocks.get(`${quantity}:${b}`)?.length === 0) this.blocks.delete(`${quantity}:${b}`);
          }
        }
        throw error;
      }
    }
    const span = (quantity: Quantity) => {
      const segments: Segment[] = [];
      for (let b = first; b <= last; b++) segments.push(...this.blocks.get(`${quantity}:${b}`)!);
      return segments;
    };
    const result = points.map((point) => new LongitudeTrack(point, new PiecewiseChebyshev(span(point), true)));
    this.evict();
    return result;
  }

  /** One track; see {@link tracks}. */
  track(point: MovingPoint, startUT: number, endUT: number): LongitudeTrack {
    return this.tracks([point], startUT, endUT)[0];
  }

  private build(jobs: Job[]): void {
    const blocks = new Set<Segment[]>(jobs.map((j) => j.done));
    let pending = jobs;
    while (pending.length > 0) {
      // Every sample the pending jobs need at their current degree, in time order, Δψ last at
      // each instant, so that points sharing an instant share the Earth's state and the frame.
      const requests: { t: number; job: Job; slot: number; nutation: boolean }[] = [];
      for (const job of pending) {
        const stride = (4 * job.plan.degree) / job.degree;
        for (let k = 0; k <= job.degree; k++) {
          const slot = k * stride;
          if (Number.isNaN(job.values[slot])) requests.push({ t: nodeTime(job, slot), job, slot, nutation: job.quantity === 'nutation' });
        }
      }
      requests.sort((a, b) => a.t - b.t || Number(a.nutation) - Number(b.nutation));
      let lastT = NaN;
      let jdTT = NaN;
      for (const r of requests) {
        if (r.t !== lastT) {
          lastT = r.t;
          jdTT = terrestrialFromUniversal(r.t);
        }
        if (r.nutation) {
          const frame = frameOfDate(jdTT);
          r.job.values[r.slot] = frame.nutationLongitude * DEG;
          r.job.rates[r.slot] = frame.nutationRate * DEG;
        } else {
          const p = apparentEclipticPosition(r.job.quantity as MovingPoint, jdTT);
          const frame = frameOfDate(jdTT); // the frame of this instant, already computed
          r.job.values[r.slot] = p.longitude - frame.nutationLongitude * DEG;
          r.job.rates[r.slot] = p.longitudeSpeed - frame.nutationRate * DEG;
        }
        this.samples++;
      }
      const next: Job[] = [];
      for (const job of pending) {
        const top = 4 * job.plan.degree;
        const coefficients = lobattoCoefficients(unwrapped(job), job.degree);
        if (tailEstimate(coefficients) <= job.plan.tolerance / 3600 || job.length <= MIN_SEGMENT_DAYS) {
          job.done.push({ start: job.start, length: job.length, coefficients });
        } else if (job.degree < top) {
          job.degree *= 2;
          next.push(job);
        } else {
          // Halve it: node 0 is the segment's end, node `top` its start, node top/2 its middle.
          const half = job.length / 2;
          const mid = top / 2;
          const earlier = newJob(job.quantity, job.start, half, job.done);
          const later = newJob(job.quantity, job.start + half, half, job.done);
          copySample(job, mid, earlier, 0);
          copySample(job, top, earlier, top);
          copySample(job, 0, later, 0);
          copySample(job, mid, later, top);
          next.push(earlier, later);
        }
      }
      pending = next;
    }
    for (const done of blocks) done.sort((a, b) => a.start - b.start);
    this.built += blocks.size;
  }

  private evict(): void {
    while (this.blocks.size > this.maxBlocks) {
      this.blocks.delete(this.blocks.keys().next().value as string);
    }
  }
}

/**
 * A segment of a point's fit (longitude − Δψ) with Δψ added back, as one polynomial of the
 * larger of the two degrees: both are polynomials on the segment (Δψ's block is never split
 * finer than the point's), so their sum is re-expanded exactly at Lobatto nodes.
 */
function withNutation(segment: Segment, nutation: readonly Segment[]): Segment {
  const end = segment.start + segment.length;
  const pieces = nutation.filter((n) => n.start < end && n.start + n.length > segment.start);
  const degree = Math.max(segment.coefficients.length, ...pieces.map((n) => n.coefficients.length)) - 1;
  const values = new Float64Array(degree + 1);
  for (let k = 0; k <= degree; k++) {
    const x = lobattoNode(k, degree);
    const t = segment.start + ((x + 1) * segment.length) / 2;
    const n = pieces.find((p) => t >= p.start && t <= p.start + p.length) ?? pieces[pieces.length - 1];
    values[k] = chebyshevValue(segment.coefficients, x) + chebyshevValue(n.coefficients, (2 * (t - n.start)) / n.length - 1);
  }
  return { start: segment.start, length: segment.length, coefficients: lobattoCoefficients(values, degree) };
}

function jobsOf(quantity: Quantity, block: number, done: Segment[]): Job[] {
  const plan = planOf(quantity);
  const start = BLOCK_EPOCH + block * BLOCK_DAYS;
  const length = BLOCK_DAYS / plan.parts;
  return Array.from({ length: plan.parts }, (_, i) => newJob(quantity, start + i * length, length, done));
}

function newJob(quantity: Quantity, start: number, length: number, done: Segment[]): Job {
  const plan = planOf(quantity);
  const size = 4 * plan.degree + 1;
  return {
    quantity, plan, start, length, degree: plan.degree, done,
    values: new Float64Array(size).fill(NaN),
    rates: new Float64Array(size).fill(NaN),
  };
}

function copySample(from: Job, fromSlot: number, to: Job, toSlot: number): void {
  to.values[toSlot] = from.values[fromSlot];
  to.rates[toSlot] = from.rates[fromSlot];
}

/** UT of a job's node at `slot` (a node index of degree 4·plan.degree). */
function nodeTime(job: Job, slot: number): number {
  return job.start + ((lobattoNode(slot, 4 * job.plan.degree) + 1) * job.length) / 2;
}

/**
 * The samples of a job's current degree in node order, made continuous: walking in time order
 * (from the last node, x = −1, to the first), each step adds the whole turns that best match the
 * mean rate over the step.
 */
function unwrapped(job: Job): Float64Array {
  const n = job.degree;
  const stride = (4 * job.plan.degree) / n;
  const out = new Float64Array(n + 1);
  out[n] = job.values[n * stride];
  for (let k = n - 1; k >= 0; k--) {
    const slot = k * stride;
    const prev = (k + 1) * stride;
    const expected = 0.5 * (job.rates[slot] + job.rates[prev]) * (nodeTime(job, slot) - nodeTime(job, prev));
    const raw = job.values[slot] - job.values[prev];
    out[k] = out[k + 1] + raw + 360 * Math.round((expected - raw) / 360);
  }
  return out;
}

let shared: TransitEphemeris | undefined;

/** The transit ephemeris of this thread (each worker of the pool keeps its own). */
export function sharedTransitEphemeris(): TransitEphemeris {
  return (shared ??= new TransitEphemeris());
}
