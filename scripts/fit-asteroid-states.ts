/**
 * `npm run asteroids:fit`: fits the main asteroids' epoch states to the Swiss Ephemeris and
 * writes src/astro/ephemeris/asteroid-states.ts.
 *
 * The Swiss Ephemeris integrated Ceres, Pallas, Juno and Vesta from older orbit solutions than
 * JPL's current ones (its seas_18 file); the two part by up to 15,000 km at 1800 and 2400, 20″
 * at a close opposition. The service is measured against the Swiss Ephemeris, so its orbits are
 * the ones fitted here: the service's own integration (asteroids.ts' model) from states at
 * 1800, 2100 and 2400, blended between them, adjusted by least squares (Gauss–Newton, finite
 * differences) to the heliocentric positions of test/fixtures/reference/se-asteroids-heliocentric.json
 * (549 instants 1800–2400), starting from the states the model has now (the first fit started
 * from JPL's solutions); three iterations settle it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { ASTEROIDS, asteroidHeliocentricStates, asteroidModel } from '../src/astro/ephemeris/asteroids.ts';
import { IntegratedOrbits } from '../src/astro/ephemeris/orbit-integrator.ts';

const INPUT = new URL('../test/fixtures/reference/se-asteroids-heliocentric.json', import.meta.url);
const OUTPUT = new URL('../src/astro/ephemeris/asteroid-states.ts', import.meta.url);
/** The epochs, JD (TT): 1800-01-05, 2100-01-01, 2399-12-30. */
const EPOCHS = [2378500.5, 2488069.5, 2597640.5];
const KM_PER_AU = 149597870.7;

interface Reference {
  jdTT: number[];
  ceres: number[][];
  pallas: number[][];
  juno: number[][];
  vesta: number[][];
}
const reference = JSON.parse(readFileSync(INPUT, 'utf8')) as Reference;

/** Model positions less the reference's: [instant][asteroid][x, y, z], AU, flattened. */
function residuals(states: number[][]): Float64Array {
  const orbits = new IntegratedOrbits(asteroidModel(EPOCHS.map((jd, k) => ({ jd, states: states[k] }))));
  const out = new Float64Array(reference.jdTT.length * ASTEROIDS.length * 3);
  reference.jdTT.forEach((jd, t) => {
    const s = orbits.states(jd);
    ASTEROIDS.forEach((name, a) => {
      for (let q = 0; q < 3; q++) out[(t * ASTEROIDS.length + a) * 3 + q] = s[a * 6 + q] - reference[name][t][q];
    });
  });
  return out;
}

/** Largest and RMS distance per asteroid, km. */
function summary(r: Float64Array): string {
  return ASTEROIDS.map((name, a) => {
    let worst = 0,
      squares = 0;
    for (let t = 0; t < reference.jdTT.length; t++) {
      const o = (t * ASTEROIDS.length + a) * 3;
      const d = Math.hypot(r[o], r[o + 1], r[o + 2]) * KM_PER_AU;
      worst = Math.max(worst, d);
      squares += d * d;
    }
    return `${name} ${worst.toFixed(0)} km (rms ${Math.sqrt(squares / reference.jdTT.length).toFixed(0)})`;
  }).join(', ');
}

/** Solves the square system a·x = b in place (Gauss–Jordan with partial pivoting). */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(a[r][i]) > Math.abs(a[p][i])) p = r;
    [a[i], a[p]] = [a[p], a[i]];
    [b[i], b[p]] = [b[p], b[i]];
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const f = a[r][i] / a[i][i];
      for (let c = i; c < n; c++) a[r][c] -= f * a[i][c];
      b[r] -= f * b[i];
    }
  }
  return b.map((v, i) => v / a[i][i]);
}

/**
 * One Gauss–Newton step. A component is perturbed for the four asteroids at once: their
 * mutual pulls change a neighbour's path by far less than the fit's residual.
 */
function improve(states: number[][]): number[][] {
  const r0 = residuals(states);
  const unknowns = EPOCHS.length * 6;
  const columns: Float64Array[] = [];
  for (let e = 0; e < EPOCHS.length; e++) {
    for (let c = 0; c < 6; c++) {
      const h = c < 3 ? 1e-6 : 1e-8;
      const perturbed = states.map((s) => s.slice());
      for (let a = 0; a < ASTEROIDS.length; a++) perturbed[e][a * 6 + c] += h;
      const r = residuals(perturbed);
      for (let i = 0; i < r.length; i++) r[i] = (r[i] - r0[i]) / h;
      columns.push(r);
    }
  }
  const next = states.map((s) => s.slice());
  for (let a = 0; a < ASTEROIDS.length; a++) {
    const normal = Array.from({ length: unknowns }, () => new Float64Array(unknowns));
    const rhs = new Float64Array(unknowns);
    for (let t = 0; t < reference.jdTT.length; t++) {
      for (let q = 0; q < 3; q++) {
        const j = (t * ASTEROIDS.length + a) * 3 + q;
        for (let u = 0; u < unknowns; u++) {
          rhs[u] -= columns[u][j] * r0[j];
          for (let v = 0; v < unknowns; v++) normal[u][v] += columns[u][j] * columns[v][j];
        }
      }
    }
    const step = solve(normal, rhs);
    for (let e = 0; e < EPOCHS.length; e++) for (let c = 0; c < 6; c++) next[e][a * 6 + c] += step[e * 6 + c];
  }
  return next;
}

let states = EPOCHS.map((jd) => Array.from(asteroidHeliocentricStates(jd)));
process.stdout.write(`start: ${summary(residuals(states))}\n`);
for (let iteration = 1; iteration <= 3; iteration++) {
  states = improve(states);
  process.stdout.write(`iteration ${iteration}: ${summary(residuals(states))}\n`);
}

const rows = EPOCHS.map(
  (jd, k) =>
    `  {\n    jd: ${jd},\n    states: [\n${ASTEROIDS.map(
      (_, a) => `      ${states[k].slice(a * 6, a * 6 + 6).join(', ')},`,
    ).join('\n')}\n    ],\n  },`,
);
writeFileSync(
  OUTPUT,
  `/**
 * Heliocentric states of Ceres, Pallas, Juno and Vesta (AU, AU/day, EQJ) at 1800-01-05,
 * 2100-01-01 and 2399-12-30 (TT), fitted to the Swiss Ephemeris 2.10.03 (seas_18.se1) by
 * scripts/fit-asteroid-states.ts (\`npm run asteroids:fit\`), which wrote this file: the
 * service's integration from these states meets that ephemeris's heliocentric positions at
 * 549 instants 1800–2400 within
 * ${summary(residuals(states))}.
 */

import type { EpochStates } from './orbit-integrator.ts';

/** One entry per epoch: [x, y, z, vx, vy, vz] per asteroid in ASTEROIDS order. */
export const ASTEROID_EPOCH_STATES: readonly EpochStates[] = [
${rows.join('\n')}
];
`,
);
execFileSync('npx', ['biome', 'format', '--write', OUTPUT.pathname], { stdio: 'inherit' });
process.stdout.write(`wrote ${OUTPUT.pathname}\n`);
