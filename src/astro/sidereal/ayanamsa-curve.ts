/**
 * An ayanamsa as a smooth function of UT, for the searches that find instants in the sidereal
 * zodiac (sign ingresses, returns, aspects of transits): a body's sidereal longitude is its
 * tropical track less this curve. Read from Chebyshev fits of the ayanamsa of date (nutation
 * included) over 32-day blocks (those of the transit ephemeris), each fitted the first time an
 * instant in it is asked for and kept for the life of the thread (some 140 bytes a block).
 * Within 1e-8″ of {@link ayanamsaOfDate} for the ayanamsas defined by an epoch; those that
 * follow a star add, in the blocks where the Sun passes the star, what the fit misses (the
 * light deflection, sharp then) from the star's own place, and stay within 0.0004″ elsewhere
 * (test/astro/sidereal/sidereal-transits.test.ts).
 */

import { chebyshevValue, chebyshevValueAndSlope, lobattoCoefficients, lobattoNode } from '../ephemeris/chebyshev.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import type { Curve } from '../transits/curve-scan.ts';
import { CurveDifference } from '../transits/curve-scan.ts';
import { type Ayanamsa, ayanamsaOfDate, isStarAyanamsa } from './ayanamsa.ts';

/** Block length, days (UT). */
const BLOCK_DAYS = 32;
/** Blocks start at 2000-01-01 00:00 UT + 32 k days, as the transit ephemeris's do. */
const BLOCK_EPOCH = 2451544.5;
/** Degree of each block's fit (16 left the nutation's short terms 0.004″ off; 32 leaves 1e-9″). */
const DEGREE = 32;
/** A star ayanamsa's block fit is kept alone when it stays within this of the star's place, degrees (0.00036″). */
const SMOOTH_FIT_DEGREES = 1e-7;
/** Half-step of the star ayanamsas' rate by central difference, days (about 14 minutes). */
const RESIDUAL_STEP = 0.01;
/** Blocks kept per ayanamsa before the oldest are forgotten (about 1,000 years). */
const MAX_BLOCKS = 12_000;

const curves = new Map<Ayanamsa, AyanamsaCurve>();

/**
 * The thread's curve of an ayanamsa.
 * @param name ayanamsa
 */
export function ayanamsaCurve(name: Ayanamsa): AyanamsaCurve {
  let c = curves.get(name);
  if (!c) curves.set(name, (c = new AyanamsaCurve(name)));
  return c;
}

/**
 * A tropical curve (a longitude track, unwrapped) in the sidereal zodiac of `ayanamsa`: the
 * curve itself when `ayanamsa` is absent.
 * @param tropical a longitude as a curve of UT, degrees
 * @param ayanamsa the ayanamsa of a sidereal search, or undefined for tropical
 */
export function inZodiac(tropical: Curve, ayanamsa: Ayanamsa | undefined | null): Curve {
  return ayanamsa ? new CurveDifference(tropical, ayanamsaCurve(ayanamsa)) : tropical;
}

/** An ayanamsa of date as a function of UT (degrees; rate in degrees per day). */
export class AyanamsaCurve implements Curve {
  private readonly blocks = new Map<number, Float64Array>();
  private lastBlock = NaN;
  private lastCoefficients: Float64Array | undefined;
  private readonly pair = new Float64Array(2);

  private readonly followsStar: boolean;
  /** A star ayanamsa's blocks where the Sun passes the star and the fit cannot follow its deflection. */
  private readonly sharpBlocks = new Set<number>();

  constructor(readonly name: Ayanamsa) {
    this.followsStar = isStarAyanamsa(name);
  }

  private coefficients(block: number): Float64Array {
    if (block === this.lastBlock) return this.lastCoefficients!;
    let c = this.blocks.get(block);
    if (!c) {
      const samples = new Float64Array(DEGREE + 1);
      for (let k = 0; k <= DEGREE; k++) {
        const jdUT = BLOCK_EPOCH + (block + (lobattoNode(k, DEGREE) + 1) / 2) * BLOCK_DAYS;
        let v = ayanamsaOfDate(this.name, terrestrialFromUniversal(jdUT));
        if (k > 0) v -= 360 * Math.round((v - samples[0]) / 360);
        samples[k] = v;
      }
      c = lobattoCoefficients(samples, DEGREE);
      if (this.blocks.size >= MAX_BLOCKS) {
        this.blocks.clear();
        this.sharpBlocks.clear();
      }
      this.blocks.set(block, c);
      if (this.followsStar && this.fitMisses(block, c)) this.sharpBlocks.add(block);
    }
    this.lastBlock = block;
    this.lastCoefficients = c;
    return c;
  }

  /** Ayanamsa at a UT Julian day, degrees. */
  longitude(jdUT: number): number {
    const u = (jdUT - BLOCK_EPOCH) / BLOCK_DAYS;
    const block = Math.floor(u);
    const fitted = chebyshevValue(this.coefficients(block), 2 * (u - block) - 1);
    return this.sharpBlocks.has(block) ? fitted + this.residual(jdUT, fitted) : fitted;
  }

  /** Whether a star ayanamsa's fit of a block strays from the star's place between the nodes. */
  private fitMisses(block: number, c: Float64Array): boolean {
    for (let k = 0; k < DEGREE; k++) {
      const x = (lobattoNode(k, DEGREE) + lobattoNode(k + 1, DEGREE)) / 2;
      const jdUT = BLOCK_EPOCH + (block + (x + 1) / 2) * BLOCK_DAYS;
      if (Math.abs(this.residual(jdUT, chebyshevValue(c, x))) > SMOOTH_FIT_DEGREES) return true;
    }
    return false;
  }

  /**
   * What the fit misses of a star ayanamsa: the Sun's light deflection, sharp for a day or two a
   * year when the Sun passes the star (1.2″ for ζ Piscium), is added from the star's own place.
   */
  private residual(jdUT: number, fitted: number): number {
    const exact = ayanamsaOfDate(this.name, terrestrialFromUniversal(jdUT));
    return ((((exact - fitted) % 360) + 540) % 360) - 180;
  }

  /** Its rate, degrees per day (nutation's included). */
  speed(jdUT: number): number {
    this.evaluate(jdUT, this.pair);
    return this.pair[1];
  }

  evaluate(jdUT: number, out: Float64Array): void {
    const u = (jdUT - BLOCK_EPOCH) / BLOCK_DAYS;
    const block = Math.floor(u);
    chebyshevValueAndSlope(this.coefficients(block), 2 * (u - block) - 1, out);
    out[1] *= 2 / BLOCK_DAYS;
    if (this.sharpBlocks.has(block)) {
      const before = this.longitude(jdUT - RESIDUAL_STEP);
      const after = this.longitude(jdUT + RESIDUAL_STEP);
      out[0] += this.residual(jdUT, out[0]);
      out[1] = (after - before) / (2 * RESIDUAL_STEP);
    }
  }
}
