/**
 * Pluto (the Pluto–Charon barycentre) by numerical integration of the outer solar system: the
 * Sun with Mercury … Mars lumped into it, Jupiter, Saturn, Uranus, Neptune and Pluto pulling on
 * each other, from JPL DE441 states at 1699-12-29, 2000-01-01.5 and 2300-01-03 (Horizons'
 * osculating elements, horizons-elements.ts), blended between the epochs (orbit-integrator.ts).
 * The giants are integrated rather than read from VSOP87 because Pluto, in 3:2 resonance with
 * Neptune, is sensitive to Neptune's phase: with VSOP87's giants as perturbers the integration
 * from the 2000 state misses DE441's 2300 state by about 10″; integrated together the five
 * meet DE441's 1700 and 2300 states within 5,200 km (0.2″ seen from the Sun).
 */

import { HORIZONS_ELEMENTS } from './horizons-elements.ts';
import { GM, IntegratedOrbits, stateFromElements } from './orbit-integrator.ts';

const BODIES = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
/** GM of the Pluto system (DE440), AU³/day². */
const GM_PLUTO = 2.1750964648933e-12;

let orbits: IntegratedOrbits | undefined;

/** The outer-system integration, made on first use (per worker). */
function outerSystem(): IntegratedOrbits {
  orbits ??= new IntegratedOrbits({
    lumped: [
      { body: 'mercury', gm: GM.mercury },
      { body: 'venus', gm: GM.venus },
      { body: 'earth', gm: GM.earthMoon },
      { body: 'mars', gm: GM.mars },
    ],
    perturbers: [],
    bodyGms: [GM.jupiter, GM.saturn, GM.uranus, GM.neptune, GM_PLUTO],
    // 16 days: Pluto within 0.01″ of an 8-day step over 300 years.
    step: 16,
    stride: 4,
    relativity: true,
    epochs: HORIZONS_ELEMENTS.pluto.map((row, k) => ({
      jd: row[0],
      states: BODIES.flatMap((body) => {
        const r = HORIZONS_ELEMENTS[body][k];
        return stateFromElements(r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
      }),
    })),
  });
  return orbits;
}

/** First and last epochs of the integration, JD (TT). */
export const PLUTO_EPOCHS = HORIZONS_ELEMENTS.pluto.map((row) => row[0]);

/**
 * Heliocentric geometric state of Pluto (system barycentre): position (AU) and velocity
 * (AU/day) in EQJ.
 * @param jdTT Julian day (TT), days; meant for 1800–2400
 * @param out array of at least 6 numbers, overwritten
 */
export function plutoHeliocentricState(jdTT: number, out: Float64Array | number[]): void {
  outerSystem().state(4, jdTT, out);
}
