/**
 * The sky as the transit ephemeris samples it: the apparent longitudes of apparentEclipticPosition,
 * computed from Chebyshev interpolations of the underlying geometric series instead of the
 * series themselves, so that a sample costs about a microsecond instead of 5–50.
 *
 * - The Moon (ELP/MPP02), the Earth and the planets Mercury … Neptune (VSOP87B) and the nutation
 *   in longitude (IAU 2000B): their trigonometric series are expanded term by term into
 *   Chebyshev coefficients over blocks of TT (Jacobi–Anger: no evaluation of a series at any
 *   node; see series-chebyshev.ts). Differences from the series: below 1e-4″ as seen from the
 *   Earth (tests).
 * - Pluto (astronomy-engine's integration, on its own 146-day steps) and Chiron (our
 *   integration, on 1024-day blocks): their heliocentric states are sampled at
 *   Chebyshev–Lobatto nodes and interpolated.
 * - Then the same apparent-place code as the direct ephemeris (light time, deflection,
 *   aberration: apparentFromStates), on the ecliptic and mean equinox of date: the longitude
 *   less the nutation Δψ, which the transit ephemeris fits separately and adds back.
 *
 * Each source keeps its blocks for the life of the object (one per transit ephemeris, i.e. per
 * worker thread), forgetting all of a source's blocks beyond a limit.
 */

import { DEG } from '../angles.ts';
import { J2000 } from '../constants.ts';
import type { MovingPoint } from '../vocabulary.ts';
import { apparentFromStates, type EclipticPosition, type EphemerisBody } from './apparent.ts';
import { ASTEROIDS, type Asteroid, asteroidHeliocentricState, asteroidHeliocentricStates } from './asteroids.ts';
import { chebyshevTripleValueAndSlope, fitByDoubling, interleaved, trimmed, trimmedLength } from './chebyshev.ts';
import { chironHeliocentricState } from './chiron.ts';
import { storedCopy } from './coefficient-store.ts';
import { eclipticRotation, type FrameOfDate, frameOfDate } from './frames.ts';
import { meanLilith, meanNode, meanNodeOfMeanEquinox, trueNodeFromStates } from './lunar-points.ts';
import { MoonSeriesExpansion, moonStateFromSeries } from './moon-elp.ts';
import { NutationLongitudeExpansion } from './nutation.ts';
import { plutoHeliocentricState } from './pluto.ts';
import { apparentEclipticPosition } from './positions.ts';
import { type VsopBody, VsopSeriesExpansion, vsopStateFromSeries } from './vsop87.ts';

/** Blocks of every source start at J2000 + k × length (TT). */
const BLOCK_EPOCH = J2000;
/** Blocks a source keeps before it forgets them all (a few years of the shortest blocks). */
const MAX_BLOCKS_PER_SOURCE = 4096;

/** A source of Chebyshev blocks over TT: coefficients per block, built on demand. */
abstract class BlockSource<T> {
  private readonly blocks = new Map<number, T>();
  private lastIndex = NaN;
  private lastBlock: T | undefined;
  /** Blocks built so far. */
  built = 0;

  /** @param length block length, days (TT) */
  constructor(readonly length: number) {}

  /** Position of the last instant asked for in its block, x ∈ [−1, 1]. */
  x = 0;

  /** The block holding jdTT; its position in it goes to {@link x}. */
  block(jdTT: number): T {
    const u = (jdTT - BLOCK_EPOCH) / this.length;
    const index = Math.floor(u);
    this.x = 2 * (u - index) - 1;
    if (index === this.lastIndex) return this.lastBlock!;
    let block = this.blocks.get(index);
    if (block === undefined) {
      if (this.blocks.size >= MAX_BLOCKS_PER_SOURCE) this.blocks.clear();
      block = this.build(BLOCK_EPOCH + (index + 0.5) * this.length);
      this.blocks.set(index, block);
      this.built++;
    }
    this.lastIndex = index;
    this.lastBlock = block;
    return block;
  }

  /** Builds the block centred on `middle` (JD TT). */
  protected abstract build(middle: number): T;
}

/**
 * A series block: the Chebyshev coefficients of the L, B and R sums interleaved (see
 * chebyshevTripleValueAndSlope), each trimmed of its negligible tail, the shorter ones padded.
 */
type SeriesBlock = Float64Array;

const lbr = new Float64Array(6);

/**
 * The L, B, R sums of a series block and their rates at x: [L, dL, B, dB, R, dR] in a scratch
 * array read at once by the caller. `perX` converts d/dx into the series' time unit.
 */
function seriesAt(block: SeriesBlock, x: number, perX: number): Float64Array {
  chebyshevTripleValueAndSlope(block, x, lbr);
  lbr[1] *= perX;
  lbr[3] *= perX;
  lbr[5] *= perX;
  return lbr;
}

/** A VSOP87 body's series, expanded per block. */
class VsopSource extends BlockSource<SeriesBlock> {
  private readonly expansion: VsopSeriesExpansion;
  constructor(body: VsopBody, length: number, degree: number) {
    super(length);
    this.expansion = new VsopSeriesExpansion(body, length / 2 / 365250, degree);
  }
  protected build(middle: number): SeriesBlock {
    return trimmedBlock(this.expansion.at((middle - J2000) / 365250), 1e-13, 1e-13);
  }
  /** Heliocentric EQJ state at jdTT into out. */
  state(jdTT: number, out: Float64Array): void {
    const s = seriesAt(this.block(jdTT), this.x, 1 / this.expansion.half);
    vsopStateFromSeries(s[0], s[1], s[2], s[3], s[4], s[5], out);
  }
}

/** The Moon's ELP series, expanded per block. */
class MoonSource extends BlockSource<SeriesBlock> {
  private readonly expansion: MoonSeriesExpansion;
  constructor(length: number, degree: number) {
    super(length);
    this.expansion = new MoonSeriesExpansion(length / 2 / 36525, degree);
  }
  protected build(middle: number): SeriesBlock {
    // Coefficients below 1e-6″ (1e-3 km) dropped: the Moon's fits need 0.02″.
    return trimmedBlock(this.expansion.at((middle - J2000) / 36525), 1e-6, 1e-3);
  }
  /** Geocentric EQJ state at jdTT into out. */
  state(jdTT: number, out: Float64Array): void {
    const s = seriesAt(this.block(jdTT), this.x, 1 / this.expansion.half);
    moonStateFromSeries((jdTT - J2000) / 36525, s[0], s[1], s[2], s[3], s[4], s[5], out);
  }
}

/**
 * A heliocentric state sampled at Lobatto nodes of each block and interpolated: degree doubled
 * from `degree` until the tail is below `tolerance` (AU), at most 4 × degree.
 */
class SampledStateSource extends BlockSource<Float64Array> {
  constructor(
    length: number,
    private readonly degree: number,
    private readonly tolerance: number,
    private readonly sample: (jdTT: number, out: Float64Array) => void,
    /** Trailing coefficients below this (AU) are dropped (0: none). */
    private readonly negligible = 0,
  ) {
    super(length);
  }
  /** The x, y, z fits, interleaved (see chebyshevTripleValueAndSlope). */
  protected build(middle: number): Float64Array {
    const state = new Float64Array(6);
    const [x, y, z] = fitByDoubling(3, this.degree, 4 * this.degree, this.tolerance, (x, out) => {
      this.sample(middle + (x * this.length) / 2, state);
      out[0] = state[0];
      out[1] = state[1];
      out[2] = state[2];
    });
    if (this.negligible > 0)
      return interleaved(trimmed(x, this.negligible), trimmed(y, this.negligible), trimmed(z, this.negligible));
    return interleaved(x, y, z);
  }
  /** Position (AU) and velocity (AU/day) at jdTT into out. */
  state(jdTT: number, out: Float64Array): void {
    chebyshevTripleValueAndSlope(this.block(jdTT), this.x, xyz);
    const k = 2 / this.length;
    out[0] = xyz[0];
    out[1] = xyz[2];
    out[2] = xyz[4];
    out[3] = xyz[1] * k;
    out[4] = xyz[3] * k;
    out[5] = xyz[5] * k;
  }
}

const xyz = new Float64Array(6);

/** An expansion's L, B, R coefficients trimmed (angles and radius apart) and interleaved. */
function trimmedBlock(
  b: { L: Float64Array; B: Float64Array; R: Float64Array },
  angle: number,
  radius: number,
): SeriesBlock {
  return interleaved(trimmed(b.L, angle), trimmed(b.B, angle), trimmed(b.R, radius));
}

/** Block lengths (days) and starting degrees of the sources. */
const VSOP_BLOCKS: Record<VsopBody, { length: number; degree: number }> = {
  earth: { length: 128, degree: 48 },
  mercury: { length: 64, degree: 64 },
  venus: { length: 128, degree: 32 },
  mars: { length: 128, degree: 32 },
  jupiter: { length: 256, degree: 24 },
  saturn: { length: 256, degree: 24 },
  uranus: { length: 512, degree: 24 },
  neptune: { length: 512, degree: 24 },
};

/** Counters for benchmarks and tests. */
export interface InterpolatedSkyStats {
  /** Blocks expanded or fitted so far, all sources together. */
  blocks: number;
}

/**
 * Apparent longitudes from interpolated series (see the module comment). One per transit
 * ephemeris; not safe to share between threads (it is plain per-thread state).
 */
export class InterpolatedSky {
  private readonly vsop = new Map<VsopBody, VsopSource>();
  private readonly moonSource = new MoonSource(64, 72);
  /** Pluto: the blended outer-system integration is smooth; 1e-10 AU is 1e-6″ from the Earth. */
  private readonly pluto = new SampledStateSource(1024, 12, 1e-10, (jdTT, out) => plutoHeliocentricState(jdTT, out));
  /** Chiron: the blended integration is smooth; 1e-10 AU is 2e-5″ from the Earth. */
  private readonly chiron = new SampledStateSource(1024, 12, 1e-10, (jdTT, out) => chironHeliocentricState(jdTT, out));

  /** The last instant's shared quantities: the Earth's state and the precession. */
  private lastJd = NaN;
  private readonly earth = new Float64Array(6);
  private readonly rotation = new Float64Array(9);
  private precessionRate = 0;
  private readonly state = new Float64Array(6);
  private readonly place = new Float64Array(5);
  private readonly deflection = new Float64Array(2);

  get stats(): InterpolatedSkyStats {
    let blocks = this.moonSource.built + this.pluto.built + this.chiron.built;
    for (const s of this.vsop.values()) blocks += s.built;
    for (const s of this.asteroids.values()) blocks += s.built;
    return { blocks };
  }

  /**
   * The main asteroids: their blended integration in 128-day blocks (a tenth of an orbit). The
   * fits stop at degree 48 (the integration is read by cubic Hermite between 8-day states, whose
   * kinks no degree removes: the fits are within 3e-8 AU of it, 0.006″ at 1 AU); coefficients
   * below 1e-9 AU are dropped, which leaves that error as it is and a third fewer to evaluate.
   */
  private readonly asteroids = new Map<Asteroid, SampledStateSource>();

  private asteroidSource(body: Asteroid): SampledStateSource {
    let s = this.asteroids.get(body);
    if (!s) {
      s = new SampledStateSource(128, 12, 1e-10, (jdTT, out) => asteroidHeliocentricState(body, jdTT, out), 1e-9);
      this.asteroids.set(body, s);
    }
    return s;
  }

  private vsopSource(body: VsopBody): VsopSource {
    let s = this.vsop.get(body);
    if (!s) {
      s = new VsopSource(body, VSOP_BLOCKS[body].length, VSOP_BLOCKS[body].degree);
      this.vsop.set(body, s);
    }
    return s;
  }

  /** The precession at jdTT, and the Earth's state unless `withoutEarth` (the Moon needs none). */
  private instant(jdTT: number, withoutEarth = false): void {
    if (jdTT !== this.lastJd) {
      this.precessionRate = eclipticRotation((jdTT - J2000) / 36525, 0, this.rotation);
      this.lastJd = jdTT;
      this.earthJd = NaN;
    }
    if (!withoutEarth && this.earthJd !== jdTT) {
      this.vsopSource('earth').state(jdTT, this.earth);
      this.earthJd = jdTT;
    }
  }

  private earthJd = NaN;

  /**
   * Heliocentric (geocentric for the Moon) geometric state of a body, EQJ, from the
   * interpolations.
   * @param body a body other than the Sun
   * @param jdTT Julian day (TT)
   * @param out receives [x, y, z (AU), vx, vy, vz (AU/day)]
   */
  bodyState(body: Exclude<EphemerisBody, 'sun'>, jdTT: number, out: Float64Array): void {
    switch (body) {
      case 'moon':
        this.moonSource.state(jdTT, out);
        return;
      case 'pluto':
        this.pluto.state(jdTT, out);
        return;
      case 'chiron':
        this.chiron.state(jdTT, out);
        return;
      case 'ceres':
      case 'pallas':
      case 'juno':
      case 'vesta':
        this.asteroidSource(body).state(jdTT, out);
        return;
      default:
        this.vsopSource(body).state(jdTT, out);
    }
  }

  /**
   * The Earth's heliocentric state, EQJ, from the interpolation.
   * @param jdTT Julian day (TT)
   * @param out receives [x, y, z (AU), vx, vy, vz (AU/day)]
   */
  earthState(jdTT: number, out: Float64Array): void {
    this.vsopSource('earth').state(jdTT, out);
  }

  /**
   * Apparent geocentric longitude of a point on the ecliptic and mean equinox of date (the
   * longitude of apparentEclipticPosition less Δψ) and its rate.
   * @param point a moving point
   * @param jdTT Julian day (TT)
   * @param out receives [longitude (degrees, [0, 360)), speed (degrees per day, the light
   * deflection's rate included: up to 0.006°/day beside the Sun)]
   */
  meanLongitude(point: MovingPoint, jdTT: number, out: Float64Array): void {
    this.meanLongitudeParts(point, jdTT, this.parts);
    out[0] = this.parts[0] + this.parts[2] / this.parts[3];
    out[1] = this.parts[1];
    if (this.parts[2] !== 0) {
      // The deflection's rate by a central difference over ±0.01 day (it changes over hours
      // only within a few solar radii of the Sun's centre).
      const h = 0.01;
      this.meanLongitudeParts(point, jdTT + h, this.parts);
      const after = this.parts[2] / this.parts[3];
      this.meanLongitudeParts(point, jdTT - h, this.parts);
      out[1] += (after - this.parts[2] / this.parts[3]) / (2 * h);
    }
  }

  private readonly parts = new Float64Array(4);

  /**
   * {@link meanLongitude} with the light deflection apart, as a ratio of two smooth functions:
   * the longitude is P + N / S (see apparentFromStates), the deflection sharp only where S
   * nears 0 as a planet passes behind the Sun.
   * @param point a moving point
   * @param jdTT Julian day (TT)
   * @param out receives [P (degrees, [0, 360)), dP/dt (degrees per day, the speed without the
   * deflection's rate), N (degrees), S]; N = 0 and S = 1 for points without deflection
   */
  meanLongitudeParts(point: MovingPoint, jdTT: number, out: Float64Array): void {
    out[2] = 0;
    out[3] = 1;
    switch (point) {
      case 'mean-node':
      case 'mean-south-node':
        meanNodeOfMeanEquinox(jdTT, out);
        break;
      case 'true-node':
      case 'true-south-node':
        this.instant(jdTT);
        this.moonSource.state(jdTT, this.state);
        trueNodeFromStates(this.state, this.earth, this.rotation, this.precessionRate, out);
        break;
      case 'mean-lilith': {
        // Rare (not a transiting choice): the direct ephemeris.
        const p = apparentEclipticPosition(point, jdTT);
        const f = frameOfDate(jdTT);
        out[0] = p.longitude - f.nutationLongitude * DEG;
        out[1] = p.longitudeSpeed - f.nutationRate * DEG;
        break;
      }
      default:
        // The Moon's apparent place needs no Earth state (geocentric light time only).
        this.instant(jdTT, point === 'moon');
        if (point !== 'sun') this.bodyState(point, jdTT, this.state);
        apparentFromStates(
          point,
          this.earth,
          this.state,
          this.rotation,
          this.precessionRate,
          this.place,
          this.deflection,
        );
        out[0] = this.place[0];
        out[1] = this.place[3];
        out[2] = this.deflection[0];
        out[3] = this.deflection[1];
    }
    if (point === 'mean-south-node' || point === 'true-south-node')
      out[0] = out[0] >= 180 ? out[0] - 180 : out[0] + 180;
  }

  /**
   * Δψ as one Chebyshev polynomial over a span of UT (what the transit ephemeris adds to the
   * fitted longitudes), expanded directly (no sampling): the span is mapped to TT through ΔT
   * at its middle; ΔT changes by well under a second across it, which moves Δψ by less than
   * 1e-6″.
   * @param startUT first instant, Julian day (UT)
   * @param length the span's length, days (the same for every call, e.g. a block)
   * @param toTT the ephemeris's UT → TT conversion
   * @param negligible trailing coefficients below this are dropped, degrees
   * @returns coefficients of Δψ in degrees on x = 2 (t − start) / length − 1
   */
  nutationChebyshev(startUT: number, length: number, toTT: (jdUT: number) => number, negligible: number): Float64Array {
    let expansion = this.nutationExpansions.get(length);
    if (!expansion) {
      expansion = new NutationLongitudeExpansion(length / 2 / 36525, 48);
      this.nutationExpansions.set(length, expansion);
    }
    const c = expansion.at((toTT(startUT + length / 2) - J2000) / 36525);
    for (let i = 0; i < c.length; i++) c[i] *= DEG;
    return storedCopy(c, trimmedLength(c, negligible));
  }

  private readonly nutationExpansions = new Map<number, NutationLongitudeExpansion>();

  /**
   * The full apparent position of a point (what apparentEclipticPosition gives) with the
   * geometric states read from the interpolations: within 1e-3″ of the direct series (their
   * speeds a little closer to the exact derivative). The lunar mean points are computed
   * directly (they are cheap).
   * @param point a moving point
   * @param jdTT Julian day (TT)
   * @param frame the frame of the instant (frameOfDate(jdTT): true ecliptic and equinox)
   */
  apparentPosition(point: MovingPoint, jdTT: number, frame: FrameOfDate): EclipticPosition {
    const m = frame.toEcliptic;
    switch (point) {
      case 'mean-node':
      case 'mean-south-node':
      case 'mean-lilith':
        return apparentEclipticPosition(point, jdTT);
      case 'true-node':
      case 'true-south-node': {
        this.moonSource.state(jdTT, this.state);
        this.earthOf(jdTT);
        trueNodeFromStates(this.state, this.earthFull, m, frame.equinoxRate, this.place);
        let longitude = this.place[0];
        if (point === 'true-south-node') longitude = longitude >= 180 ? longitude - 180 : longitude + 180;
        return { longitude, latitude: 0, distance: 0, longitudeSpeed: this.place[1], latitudeSpeed: 0 };
      }
      case 'ceres':
      case 'pallas':
      case 'juno':
      case 'vesta': {
        // Straight from the kept integration, the four read together for the instant: some 12
        // cache lines for all four instead of a block of each (the blocks above serve the
        // transit fits, which want a smooth curve to sample; they are within 3e-8 AU of it).
        this.earthOf(jdTT);
        const all = asteroidHeliocentricStates(jdTT);
        const o = ASTEROIDS.indexOf(point) * 6;
        for (let i = 0; i < 6; i++) this.state[i] = all[o + i];
        apparentFromStates(point, this.earthFull, this.state, m, frame.equinoxRate, this.place);
        const p = this.place;
        return { longitude: p[0], latitude: p[1], distance: p[2], longitudeSpeed: p[3], latitudeSpeed: p[4] };
      }
      default: {
        if (point !== 'moon') this.earthOf(jdTT);
        if (point !== 'sun') this.bodyState(point, jdTT, this.state);
        apparentFromStates(point, this.earthFull, this.state, m, frame.equinoxRate, this.place);
        const p = this.place;
        return { longitude: p[0], latitude: p[1], distance: p[2], longitudeSpeed: p[3], latitudeSpeed: p[4] };
      }
    }
  }

  private readonly earthFull = new Float64Array(6);
  private earthFullJd = NaN;

  /** The Earth's state at jdTT into earthFull, kept for the instant (a chart's bodies share it). */
  private earthOf(jdTT: number): void {
    if (jdTT === this.earthFullJd) return;
    this.earthState(jdTT, this.earthFull);
    this.earthFullJd = jdTT;
  }
}

let shared: InterpolatedSky | undefined;

/**
 * The interpolated sky of this thread, shared by the natal charts and the transit ephemeris of
 * a worker: its blocks are built where charts ask for them and kept (at most a few thousand per
 * body: some 15 MB for all of 1800–2400).
 */
export function sharedInterpolatedSky(): InterpolatedSky {
  return (shared ??= new InterpolatedSky());
}
