/**
 * Chiron by numerical integration of its heliocentric orbit from the reference state vectors
 * (chiron-states.ts, every 25 years 1800–2400), blended between the two epochs around an
 * instant (orbit-integrator.ts): the Sun with Mercury … Mars lumped into it (Chiron's
 * perihelion is beyond Saturn's orbit), in the frame of their barycentre, plus the direct and
 * indirect pulls of Jupiter, Saturn, Uranus and Neptune (VSOP87). Each epoch's trajectory,
 * forward and backward, is kept per worker and read by cubic Hermite interpolation, so a chart
 * in a new 25-year interval costs two integrations over at most 25 years, and later ones
 * almost nothing.
 */

import { CHIRON_STATES } from './chiron-states.ts';
import { GM, IntegratedOrbits } from './orbit-integrator.ts';

let orbits: IntegratedOrbits | undefined;

function chironOrbit(): IntegratedOrbits {
  orbits ??= new IntegratedOrbits({
    lumped: [
      { body: 'mercury', gm: GM.mercury },
      { body: 'venus', gm: GM.venus },
      { body: 'earth', gm: GM.earthMoon },
      { body: 'mars', gm: GM.mars },
    ],
    perturbers: [
      { body: 'jupiter', gm: GM.jupiter },
      { body: 'saturn', gm: GM.saturn },
      { body: 'uranus', gm: GM.uranus },
      { body: 'neptune', gm: GM.neptune },
    ],
    bodyGms: [0],
    step: 16,
    stride: 1,
    relativity: true,
    epochs: CHIRON_STATES.map((s) => ({ jd: s[0], states: s.slice(1) })),
  });
  return orbits;
}

/** First and last reference epochs, JD (TT). */
export const CHIRON_RANGE = { start: CHIRON_STATES[0][0], end: CHIRON_STATES[CHIRON_STATES.length - 1][0] };

/**
 * Heliocentric geometric state of Chiron: position (AU) and velocity (AU/day) in EQJ.
 * Between two reference epochs, the blend of the integrations forward from the earlier and
 * backward from the later one (quintic smoothstep weight: position, velocity and acceleration
 * continuous, each epoch's state met).
 * @param jdTT Julian day (TT), days; meant for 1800–2400 (outside, it integrates from the
 * nearest end epoch)
 * @param out array of at least 6 numbers, overwritten
 */
export function chironHeliocentricState(jdTT: number, out: Float64Array | number[]): void {
  chironOrbit().state(0, jdTT, out);
}

/**
 * Integrate Chiron from one reference epoch to a given instant without the cache (for checks).
 * @param epochIndex index into CHIRON_STATES
 * @param jdTT target Julian day (TT)
 * @returns heliocentric EQJ state [x, y, z, vx, vy, vz] (AU, AU/day)
 */
export function integrateChironFrom(epochIndex: number, jdTT: number): Float64Array {
  return chironOrbit().integrateFrom(epochIndex, jdTT);
}
