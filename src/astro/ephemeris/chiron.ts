/**
 * Chiron by numerical integration of its heliocentric orbit from the reference state vectors
 * (chiron-states.ts, every 25 years 1800–2400), blended between the two epochs around an
 * instant (see chironHeliocentricState): the Sun (with the masses of Mercury …
 * Mars and the Moon added, as they orbit well inside Chiron's orbit) plus the direct and
 * indirect pulls of Jupiter, Saturn, Uranus and Neptune (VSOP87, coarsely truncated). Classical
 * RK4 with a 16-day step (within 1e-8 AU of an 8-day step over 25 years); each epoch's
 * trajectory, forward and backward, is kept per worker (a few hundred states) and read by cubic
 * Hermite interpolation, so a chart in a new 25-year interval costs two integrations over at
 * most 25 years (about 10 ms together, measured), and later ones almost nothing.
 */

import { CHIRON_STATES } from './chiron-states.ts';
import { chebyshevValue, fitByDoubling, trimmed } from './chebyshev.ts';
import { vsopHeliocentricState, type VsopBody } from './vsop87.ts';

/** GM of the Sun plus Mercury, Venus, Earth–Moon and Mars, AU³/day² (DE440 values). */
const GM_CENTRAL = 2.959122082855911e-4 + 4.912487e-11 + 7.243452e-10 + 8.997011e-10 + 9.549548e-11;
const PERTURBERS: readonly { body: VsopBody; gm: number }[] = [
  { body: 'jupiter', gm: 2.825345909524226e-7 },
  { body: 'saturn', gm: 8.459715185680659e-8 },
  { body: 'uranus', gm: 1.292024916781969e-8 },
  { body: 'neptune', gm: 1.524358900784276e-8 },
];
/** Truncation of the perturbers' series: positions to ~1e-5 AU are plenty for their pull. */
const PERTURBER_TRUNCATION = { angle: 1e-5, radius: 1e-5 };
/** Integration step, days. */
const STEP = 16;

const planetBuffer = new Float64Array(6);
/** Perturber positions at one instant: [x, y, z] × 4. */
type PerturberPositions = Float64Array;

/** The perturbers' positions straight from their (truncated) series. */
function perturberPositionsFromSeries(jdTT: number): PerturberPositions {
  const out = new Float64Array(PERTURBERS.length * 3);
  for (let i = 0; i < PERTURBERS.length; i++) {
    vsopHeliocentricState(PERTURBERS[i].body, jdTT, planetBuffer, PERTURBER_TRUNCATION);
    out[i * 3] = planetBuffer[0];
    out[i * 3 + 1] = planetBuffer[1];
    out[i * 3 + 2] = planetBuffer[2];
  }
  return out;
}

/**
 * The perturbers' positions over one 25-year window (aligned with the reference epochs) as
 * Chebyshev polynomials: [planet × 3 + coordinate] → coefficients. Sampled from the series at
 * Lobatto nodes, degree doubled from 32 until the tail is below 1e-7 AU (a hundredth of the
 * series' own truncation): an integration then reads the perturbers for about 0.3 µs instead
 * of evaluating four series at every stage of every step.
 */
const PERTURBER_WINDOW = 9131.25;
const perturberFits = new Map<number, Float64Array[]>();

function perturberFit(window: number): Float64Array[] {
  let fits = perturberFits.get(window);
  if (!fits) {
    const start = CHIRON_STATES[0][0] + window * PERTURBER_WINDOW;
    // Each planet to its own degree: trailing coefficients below 1e-9 AU dropped.
    fits = fitByDoubling(PERTURBERS.length * 3, 32, 128, 1e-7, (x, out) => {
      out.set(perturberPositionsFromSeries(start + ((x + 1) * PERTURBER_WINDOW) / 2));
    }).map((c) => trimmed(c, 1e-9));
    perturberFits.set(window, fits);
  }
  return fits;
}

/** A new array for the perturbers' positions. */
const perturberArray = (): PerturberPositions => new Float64Array(PERTURBERS.length * 3);

/** The perturbers' positions at an instant, from the window fits, into `out`. */
function perturberPositions(jdTT: number, out: PerturberPositions = perturberArray()): PerturberPositions {
  const u = (jdTT - CHIRON_STATES[0][0]) / PERTURBER_WINDOW;
  const window = Math.floor(u);
  const x = 2 * (u - window) - 1;
  const fits = perturberFit(window);
  for (let i = 0; i < out.length; i++) out[i] = chebyshevValue(fits[i], x);
  return out;
}

/** Heliocentric acceleration of Chiron at position (x, y, z), AU/day². */
function acceleration(x: number, y: number, z: number, planets: PerturberPositions, out: Float64Array): void {
  const r2 = x * x + y * y + z * z;
  const k = -GM_CENTRAL / (r2 * Math.sqrt(r2));
  let ax = k * x, ay = k * y, az = k * z;
  for (let i = 0; i < PERTURBERS.length; i++) {
    const px = planets[i * 3], py = planets[i * 3 + 1], pz = planets[i * 3 + 2];
    const dx = px - x, dy = py - y, dz = pz - z;
    const d2 = dx * dx + dy * dy + dz * dz;
    const p2 = px * px + py * py + pz * pz;
    const gm = PERTURBERS[i].gm;
    const kd = gm / (d2 * Math.sqrt(d2));
    const kp = gm / (p2 * Math.sqrt(p2));
    ax += kd * dx - kp * px;
    ay += kd * dy - kp * py;
    az += kd * dz - kp * pz;
  }
  out[0] = ax; out[1] = ay; out[2] = az;
}

const a1 = new Float64Array(3), a2 = new Float64Array(3), a3 = new Float64Array(3), a4 = new Float64Array(3);
/** The perturbers at a step's middle (scratch: a step's arrays are reused, not made). */
const middle = perturberArray();

/**
 * One RK4 step of size h from state s at jd; writes the new state into `next`.
 * @param p0 the perturbers at jd when known (the previous step's end)
 * @param p1 where to write the perturbers at jd + h (not p0)
 * @returns p1: the perturbers at jd + h (the next step's start)
 */
function rk4Step(jd: number, s: ArrayLike<number>, h: number, next: Float64Array, p0 = perturberPositions(jd), p1 = perturberArray()): PerturberPositions {
  const pm = perturberPositions(jd + h / 2, middle);
  perturberPositions(jd + h, p1);
  const x = s[0], y = s[1], z = s[2], vx = s[3], vy = s[4], vz = s[5];
  acceleration(x, y, z, p0, a1);
  const x2 = x + (h / 2) * vx, y2 = y + (h / 2) * vy, z2 = z + (h / 2) * vz;
  const vx2 = vx + (h / 2) * a1[0], vy2 = vy + (h / 2) * a1[1], vz2 = vz + (h / 2) * a1[2];
  acceleration(x2, y2, z2, pm, a2);
  const x3 = x + (h / 2) * vx2, y3 = y + (h / 2) * vy2, z3 = z + (h / 2) * vz2;
  const vx3 = vx + (h / 2) * a2[0], vy3 = vy + (h / 2) * a2[1], vz3 = vz + (h / 2) * a2[2];
  acceleration(x3, y3, z3, pm, a3);
  const x4 = x + h * vx3, y4 = y + h * vy3, z4 = z + h * vz3;
  const vx4 = vx + h * a3[0], vy4 = vy + h * a3[1], vz4 = vz + h * a3[2];
  acceleration(x4, y4, z4, p1, a4);
  next[0] = x + (h / 6) * (vx + 2 * vx2 + 2 * vx3 + vx4);
  next[1] = y + (h / 6) * (vy + 2 * vy2 + 2 * vy3 + vy4);
  next[2] = z + (h / 6) * (vz + 2 * vz2 + 2 * vz3 + vz4);
  next[3] = vx + (h / 6) * (a1[0] + 2 * a2[0] + 2 * a3[0] + a4[0]);
  next[4] = vy + (h / 6) * (a1[1] + 2 * a2[1] + 2 * a3[1] + a4[1]);
  next[5] = vz + (h / 6) * (a1[2] + 2 * a2[2] + 2 * a3[2] + a4[2]);
  return p1;
}

/** States every STEP days away from an epoch, in one direction, grown on demand. */
class Trajectory {
  private states: number[] = [];
  /** The perturbers at the last state's instant (undefined before the first step). */
  private perturbers: PerturberPositions | undefined;
  /** The array the next step writes its end's perturbers into (the two take turns). */
  private spare = perturberArray();
  private readonly current = new Float64Array(6);
  private readonly next = new Float64Array(6);

  constructor(private readonly epoch: number, initial: ArrayLike<number>, private readonly direction: 1 | -1) {
    for (let i = 0; i < 6; i++) this.states.push(initial[i]);
  }

  /**
   * The states array, [x, y, z, vx, vy, vz] per state, holding at least state n (n·STEP days
   * from the epoch), integrating as far as needed. Read it before the next call.
   */
  through(n: number): readonly number[] {
    while (this.states.length / 6 <= n) {
      const k = this.states.length / 6 - 1;
      for (let i = 0; i < 6; i++) this.current[i] = this.states[k * 6 + i];
      const start = this.perturbers;
      this.perturbers = rk4Step(this.epoch + this.direction * k * STEP, this.current, this.direction * STEP, this.next, start, this.spare);
      this.spare = start ?? perturberArray();
      for (let i = 0; i < 6; i++) this.states.push(this.next[i]);
    }
    return this.states;
  }
}

const trajectories = new Map<number, Trajectory>();

function trajectory(epochIndex: number, direction: 1 | -1): Trajectory {
  const key = epochIndex * 2 + (direction > 0 ? 1 : 0);
  let t = trajectories.get(key);
  if (!t) {
    const s = CHIRON_STATES[epochIndex];
    t = new Trajectory(s[0], s.slice(1), direction);
    trajectories.set(key, t);
  }
  return t;
}

/** First and last reference epochs, JD (TT). */
export const CHIRON_RANGE = { start: CHIRON_STATES[0][0], end: CHIRON_STATES[CHIRON_STATES.length - 1][0] };

const stateA = new Float64Array(6);
const stateB = new Float64Array(6);

/** State of Chiron from one epoch's trajectory (cubic Hermite between integration steps). */
function stateFromEpoch(index: number, jdTT: number, out: Float64Array | number[]): void {
  const epoch = CHIRON_STATES[index][0];
  const direction = jdTT >= epoch ? 1 : -1;
  const traj = trajectory(index, direction);
  const u = Math.abs(jdTT - epoch) / STEP;
  const n = Math.floor(u);
  const states = traj.through(n + 1);
  const i0 = n * 6;
  const i1 = i0 + 6;
  // Cubic Hermite between state n (at f = 0) and n + 1 (f = 1); time runs `direction`.
  const f = u - n;
  const h = direction * STEP;
  const f2 = f * f, f3 = f2 * f;
  const h00 = 2 * f3 - 3 * f2 + 1, h10 = f3 - 2 * f2 + f, h01 = -2 * f3 + 3 * f2, h11 = f3 - f2;
  const d00 = (6 * f2 - 6 * f) / h, d10 = (3 * f2 - 4 * f + 1), d01 = (-6 * f2 + 6 * f) / h, d11 = (3 * f2 - 2 * f);
  for (let i = 0; i < 3; i++) {
    const p0 = states[i0 + i], p1 = states[i1 + i], v0 = states[i0 + i + 3], v1 = states[i1 + i + 3];
    out[i] = h00 * p0 + h10 * h * v0 + h01 * p1 + h11 * h * v1;
    out[i + 3] = d00 * p0 + d10 * v0 + d01 * p1 + d11 * v1;
  }
}

/**
 * Heliocentric geometric state of Chiron: position (AU) and velocity (AU/day) in EQJ.
 *
 * Between two reference epochs the state is a blend of the integration forward from the
 * earlier epoch and backward from the later one, with the quintic smoothstep weight
 * w = 6s⁵ − 15s⁴ + 10s³ (s from 0 at the earlier epoch to 1 at the later), so position,
 * velocity and acceleration are continuous everywhere, and each epoch's state is met exactly.
 * (The two integrations disagree by up to ~20″ seen from the Earth in mid-interval: switching
 * from one to the other at the midpoint made a step of that size. Blending over the whole
 * interval rather than a window around the switch also follows the reference set more
 * closely: 7.0″ largest error against 8.4″.) The velocity includes the weight's rate times the
 * difference of the two positions.
 * @param jdTT Julian day (TT), days; meant for 1800–2400 (outside, it integrates from the
 * nearest end epoch)
 * @param out array of at least 6 numbers, overwritten
 */
export function chironHeliocentricState(jdTT: number, out: Float64Array | number[]): void {
  const last = CHIRON_STATES.length - 1;
  if (jdTT <= CHIRON_STATES[0][0]) return stateFromEpoch(0, jdTT, out);
  if (jdTT >= CHIRON_STATES[last][0]) return stateFromEpoch(last, jdTT, out);
  // The interval [epoch k, epoch k + 1) holding jdTT (epochs are 9131 or 9132 days apart).
  let k = Math.min(last - 1, Math.floor((jdTT - CHIRON_STATES[0][0]) / 9131.25));
  while (k > 0 && CHIRON_STATES[k][0] > jdTT) k--;
  while (k < last - 1 && CHIRON_STATES[k + 1][0] <= jdTT) k++;
  const a = CHIRON_STATES[k][0];
  const width = CHIRON_STATES[k + 1][0] - a;
  const s = (jdTT - a) / width;
  stateFromEpoch(k, jdTT, stateA);
  stateFromEpoch(k + 1, jdTT, stateB);
  const s2 = s * s;
  const w = s2 * s * (10 + s * (6 * s - 15));
  const wRate = (30 * s2 * (s - 1) * (s - 1)) / width;
  for (let i = 0; i < 3; i++) {
    const d = stateB[i] - stateA[i];
    out[i] = stateA[i] + w * d;
    out[i + 3] = stateA[i + 3] + w * (stateB[i + 3] - stateA[i + 3]) + wRate * d;
  }
}

/**
 * Integrate Chiron from one reference epoch to a given instant without the cache (for checks).
 * @param epochIndex index into CHIRON_STATES
 * @param jdTT target Julian day (TT)
 * @returns heliocentric EQJ state [x, y, z, vx, vy, vz] (AU, AU/day)
 */
export function integrateChironFrom(epochIndex: number, jdTT: number): Float64Array {
  const s = CHIRON_STATES[epochIndex];
  let state = new Float64Array(s.slice(1));
  let jd = s[0];
  const next = new Float64Array(6);
  while (Math.abs(jdTT - jd) > 1e-9) {
    const h = Math.sign(jdTT - jd) * Math.min(STEP, Math.abs(jdTT - jd));
    rk4Step(jd, state, h, next);
    state = new Float64Array(next);
    jd += h;
  }
  return state;
}
