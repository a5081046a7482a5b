/**
 * An ayanamsa as a smooth function of UT, for the searches that find instants in the sidereal
 * zodiac (sign ingresses, returns, aspects of transits): a body's sidereal longitude is its
 * tropical track less this curve. Read from Chebyshev fits of the ayanamsa of date (nutation
 * included) over 32-day blocks (those of the transit ephemeris), each fitted the first time an
 * instant in it is asked for and kept for the life of the thread (some 140 bytes a block).
 * Within 1e-8″ of {@link ayanamsaOfDate} for the ayanamsas defined by an epoch, 0.006″ for
 * true-chitra (Spica's light deflection, sharp when the Sun passes it each October)
 * (test/astro/sidereal/ayanamsa-curve.test.ts).
 */

import { chebyshevValue, chebyshevValueAndSlope, lobattoCoefficients, lobattoNode } from '../ephemeris/chebyshev.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import type { Curve } from '../transits/curve-scan.ts';
import { CurveDifference } from '../transits/curve-scan.ts';
import { type Ayanamsa, ayanamsaOfDate } from './ayanamsa.ts';

/** Block length, days (UT). */
const BLOCK_DAYS = 32;
/** Blocks start at 2000-01-01 00:00 UT + 32 k days, as the transit ephemeris's do. */
const BLOCK_EPOCH = 2451544.5;
/** Degree of each block's fit (16 left the nutation's short terms 0.004″ off; 32 leaves 1e-9″). */
const DEGREE = 32;
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

  constructor(readonly name: Ayanamsa) {}

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
      if (this.blocks.size >= MAX_BLOCKS) this.blocks.clear();
      this.blocks.set(block, c);
    }
    this.lastBlock = block;
    this.lastCoefficients = c;
    return c;
  }

  /** Ayanamsa at a UT Julian day, degrees. */
  longitude(jdUT: number): number {
    const u = (jdUT - BLOCK_EPOCH) / BLOCK_DAYS;
    const block = Math.floor(u);
    return chebyshevValue(this.coefficients(block), 2 * (u - block) - 1);
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
  }
}
