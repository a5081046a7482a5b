/**
 * The four main asteroids, Ceres, Pallas, Juno and Vesta, by numerical integration from states
 * at 1800, 2100 and 2400 fitted to the Swiss Ephemeris (asteroid-states.ts), blended between
 * the epochs (orbit-integrator.ts). Model: the Sun with Mercury lumped into it, Venus … Neptune
 * (VSOP87) with their indirect pulls, the four asteroids' pulls on each other, and the Sun's
 * post-Newtonian term. The four are integrated together (one state of 24 numbers), so one
 * integration serves all of them.
 */

import { KM_PER_AU } from '../constants.ts';
import { ASTEROID_EPOCH_STATES } from './asteroid-states.ts';
import { type EpochStates, GM, IntegratedOrbits, type OrbitModel } from './orbit-integrator.ts';

/** The asteroids this ephemeris knows, in integration order. */
export const ASTEROIDS = ['ceres', 'pallas', 'juno', 'vesta'] as const;
export type Asteroid = (typeof ASTEROIDS)[number];

/** km³/s² → AU³/day². */
const KM3_S2 = 86400 ** 2 / KM_PER_AU ** 3;
/**
 * GM of the four, km³/s²: Ceres as JPL's solution JPL#48 gives it, Vesta from Dawn (Konopliv
 * et al. 2014), Pallas and Juno as in DE440's asteroid list. Their mutual pulls move the others
 * by up to about 10,000 km over three centuries.
 */
const ASTEROID_GM_KM = { ceres: 62.6284, pallas: 13.665878, juno: 1.82, vesta: 17.288245 };

/**
 * The asteroids' orbit model from given epoch states (what scripts/fit-asteroid-states.ts fits).
 * @param epochs states per epoch in time order, [x, y, z, vx, vy, vz] per asteroid (AU, AU/day, EQJ)
 */
export function asteroidModel(epochs: readonly EpochStates[]): OrbitModel {
  return {
    lumped: [{ body: 'mercury', gm: GM.mercury }],
    perturbers: [
      { body: 'venus', gm: GM.venus },
      { body: 'earth', gm: GM.earthMoon },
      { body: 'mars', gm: GM.mars },
      { body: 'jupiter', gm: GM.jupiter },
      { body: 'saturn', gm: GM.saturn },
      { body: 'uranus', gm: GM.uranus },
      { body: 'neptune', gm: GM.neptune },
    ],
    bodyGms: ASTEROIDS.map((a) => ASTEROID_GM_KM[a] * KM3_S2),
    // 8 days: within 150 km (0.1″) of a 4-day step over 50 years. Every state kept (about
    // 10 MB for 1800–2400): cubic Hermite over 16 days put 0.02″ kinks in the interpolated sky.
    step: 8,
    stride: 1,
    relativity: true,
    epochs,
  };
}

let orbits: IntegratedOrbits | undefined;

function asteroidOrbits(): IntegratedOrbits {
  orbits ??= new IntegratedOrbits(asteroidModel(ASTEROID_EPOCH_STATES));
  return orbits;
}

/** Whether a name is one of the asteroids. */
export function isAsteroid(name: string): name is Asteroid {
  return (ASTEROIDS as readonly string[]).includes(name);
}

/**
 * Heliocentric geometric state of an asteroid: position (AU) and velocity (AU/day) in EQJ.
 * @param name ceres, pallas, juno or vesta
 * @param jdTT Julian day (TT), days; meant for 1800–2400
 * @param out array of at least 6 numbers, overwritten
 */
export function asteroidHeliocentricState(name: Asteroid, jdTT: number, out: Float64Array | number[]): void {
  asteroidOrbits().state(ASTEROIDS.indexOf(name), jdTT, out);
}

/**
 * Heliocentric geometric states of all four asteroids at one instant, read from the kept
 * integration (cubic Hermite between its 8-day states, blended between epochs) and kept for the
 * instant: what a chart of that instant reads for each of them.
 * @param jdTT Julian day (TT), days; meant for 1800–2400
 * @returns [x, y, z, vx, vy, vz] per asteroid in {@link ASTEROIDS} order, EQJ (shared: copy what you keep)
 */
export function asteroidHeliocentricStates(jdTT: number): Float64Array {
  return asteroidOrbits().states(jdTT);
}

/** 1800-01-01 and 2400-12-31, JD (TT): the range the warm-up prepares. */
const RANGE = { start: 2378496.5, end: 2598007.5 };

/**
 * Integrate five more years of each of the asteroids' integrations over 1800–2400, a step short
 * enough for a worker's warm-up between tasks (a task waits at most one step).
 * @returns whether more is left
 */
export function warmAsteroids(): boolean {
  return asteroidOrbits().extend(1826.25, RANGE.start, RANGE.end);
}
