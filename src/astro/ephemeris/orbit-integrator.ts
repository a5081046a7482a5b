/**
 * Numerical integration of heliocentric orbits (Chiron, Pluto, the main asteroids) from state
 * vectors at a few epochs, shared by every body this engine does not take from a series.
 *
 * The model: the Sun (with, for distant bodies, the planets inside their orbits lumped into it,
 * in the frame of that barycentre), the direct and indirect pulls of the planets given (VSOP87,
 * read through Chebyshev fits per planet), the mutual pulls of the bodies integrated together
 * (the giant planets with Pluto; the massive asteroids), and the Sun's first post-Newtonian
 * term (Schwarzschild, PPN β = γ = 1). Adams–Bashforth–Moulton of order 10 with a fixed step
 * (RK4 start); the states are kept every `stride` steps per worker and read by cubic Hermite
 * interpolation. Between two epochs the state is a blend of the integration forward
 * from the earlier and backward from the later epoch (quintic smoothstep weight), so position,
 * velocity and acceleration are continuous everywhere and each epoch's state is met exactly.
 */

import { RAD as D2R } from '../angles.ts';
import { J2000 } from '../constants.ts';
import { chebyshevValue, fitByDoubling, trimmed } from './chebyshev.ts';
import { type VsopBody, vsopHeliocentricState } from './vsop87.ts';

/** GM of the Sun and the planets (DE440), AU³/day². */
export const GM = {
  sun: 2.959122082855911e-4,
  mercury: 4.912487e-11,
  venus: 7.243452e-10,
  earthMoon: 8.997011e-10,
  mars: 9.549548e-11,
  jupiter: 2.825345909524226e-7,
  saturn: 8.459715185680659e-8,
  uranus: 1.292024916781969e-8,
  neptune: 1.524358900784276e-8,
} as const;

/** Speed of light, AU per day. */
const C_AU_PER_DAY = 173.1446326846693;

/** A planet pulling on the integrated bodies. */
export interface Perturber {
  body: VsopBody;
  gm: number;
}

/** The states of the integrated bodies at one epoch. */
export interface EpochStates {
  /** Julian day (TT). */
  jd: number;
  /** [x, y, z, vx, vy, vz] per body, heliocentric EQJ (AU, AU/day), bodies in model order. */
  states: readonly number[];
}

/** What to integrate and how. */
export interface OrbitModel {
  /**
   * Planets whose mass is added to the Sun's: the integration then runs in the frame of the
   * barycentre of the Sun and these planets, and states are converted from and to heliocentric
   * ones with the planets' VSOP87 states. (Taking a heliocentric state as if the Sun stood
   * still would read the Sun's reflex velocity about that barycentre, up to 1e-7 AU/day from
   * Venus and the Earth, as the body's own: a mean-motion error of a few 1e-6, arcminutes over
   * three centuries.)
   */
  lumped: readonly Perturber[];
  perturbers: readonly Perturber[];
  /** GM of each integrated body (0 for a body that pulls on nothing), AU³/day². */
  bodyGms: readonly number[];
  /** Integration step, days. */
  step: number;
  /** States kept every `stride` steps. */
  stride: number;
  /** Epochs in time order. */
  epochs: readonly EpochStates[];
  /** Add the Sun's post-Newtonian term. */
  relativity: boolean;
}

/** Chebyshev windows per planet (days) and the truncation of its series for the fits. */
const WINDOWS: Record<VsopBody, number> = {
  mercury: 64,
  venus: 128,
  earth: 256,
  mars: 512,
  jupiter: 1024,
  saturn: 2048,
  uranus: 4096,
  neptune: 4096,
};
/** Largest error of a window's fit, AU: well below the truncation of its series. */
const FIT_TOLERANCE: Record<VsopBody, number> = {
  mercury: 1e-7,
  venus: 1e-7,
  earth: 1e-7,
  mars: 1e-7,
  jupiter: 1e-9,
  saturn: 1e-9,
  uranus: 1e-9,
  neptune: 1e-9,
};
/**
 * Truncation of the perturbers' series: 1e-5 for the inner planets (a 1e-5 AU error in the
 * Earth's place moves an asteroid's pull by 2e-14 AU/day², periodically), 1e-7 for the giants
 * (whose pulls are a thousand times larger).
 */
const TRUNCATION: Record<VsopBody, { angle: number; radius: number }> = {
  mercury: { angle: 1e-5, radius: 1e-5 },
  venus: { angle: 1e-5, radius: 1e-5 },
  earth: { angle: 1e-5, radius: 1e-5 },
  mars: { angle: 1e-5, radius: 1e-5 },
  jupiter: { angle: 1e-7, radius: 1e-7 },
  saturn: { angle: 1e-7, radius: 1e-7 },
  uranus: { angle: 1e-7, radius: 1e-7 },
  neptune: { angle: 1e-7, radius: 1e-7 },
};
/** Truncation of the series for the lumped planets' barycentre. */
const OFFSET_TRUNCATION = { angle: 1e-5, radius: 1e-5 };
/** Origin of the window grid, JD (TT). */
const WINDOW_ORIGIN = J2000;

const planetBuffer = new Float64Array(6);

/** One planet's positions as Chebyshev fits per window, made on demand and kept per worker. */
class PlanetTable {
  private readonly fits = new Map<number, Float64Array[]>();
  private lastWindow = NaN;
  private last: Float64Array[] = [];
  constructor(private readonly body: VsopBody) {}

  /** Heliocentric position (EQJ, AU) at jdTT into out[offset … offset + 2]. */
  position(jdTT: number, out: Float64Array, offset: number): void {
    const width = WINDOWS[this.body];
    const u = (jdTT - WINDOW_ORIGIN) / width;
    const window = Math.floor(u);
    if (window !== this.lastWindow) {
      let fits = this.fits.get(window);
      if (!fits) {
        const start = WINDOW_ORIGIN + window * width;
        const body = this.body;
        fits = fitByDoubling(3, 16, 128, FIT_TOLERANCE[body], (x, v) => {
          vsopHeliocentricState(body, start + ((x + 1) * width) / 2, planetBuffer, TRUNCATION[body]);
          v[0] = planetBuffer[0];
          v[1] = planetBuffer[1];
          v[2] = planetBuffer[2];
        }).map((c) => trimmed(c, 1e-11));
        this.fits.set(window, fits);
      }
      this.lastWindow = window;
      this.last = fits;
    }
    const x = 2 * (u - window) - 1;
    out[offset] = chebyshevValue(this.last[0], x);
    out[offset + 1] = chebyshevValue(this.last[1], x);
    out[offset + 2] = chebyshevValue(this.last[2], x);
  }
}

const planetTables = new Map<VsopBody, PlanetTable>();

/** The (shared, per worker) position table of a planet. */
function planetTable(body: VsopBody): PlanetTable {
  let t = planetTables.get(body);
  if (!t) {
    t = new PlanetTable(body);
    planetTables.set(body, t);
  }
  return t;
}

/**
 * Mercury's heliocentric state (EQJ, AU and AU/day) from its mean Keplerian elements (Standish,
 * "Keplerian elements for approximate positions of the major planets", 1800–2050 table): within
 * about 1e-3 AU of VSOP87 over 1800–2400. Its only use is Mercury's share of the barycentre of
 * lumped bodies (GM☿/GM☉ = 1.7e-7), where a series would cost more than everything else.
 */
export function keplerianMercury(jdTT: number, out: Float64Array): void {
  const T = (jdTT - J2000) / 36525;
  const a = 0.38709927 + 0.00000037 * T;
  const e = 0.20563593 + 0.00001906 * T;
  const I = (7.00497902 - 0.00594749 * T) * D2R;
  const L = (252.2503235 + 149472.67411175 * T) * D2R;
  const varpi = (77.45779628 + 0.16047689 * T) * D2R;
  const node = (48.33076593 - 0.12534081 * T) * D2R;
  const omega = varpi - node;
  const M = L - varpi;
  // Six Newton steps, stopping once a step changes nothing (every later step would repeat it):
  // the sine and cosine of that step's E are then the final ones.
  let E = M + e * Math.sin(M);
  let sinE = Math.sin(E),
    cosE = Math.cos(E);
  for (let k = 0; k < 6; k++) {
    const next = E - (E - e * sinE - M) / (1 - e * cosE);
    if (next === E) break;
    E = next;
    sinE = Math.sin(E);
    cosE = Math.cos(E);
  }
  const rootE = Math.sqrt(1 - e * e);
  // In the orbit's plane, then to the J2000 ecliptic and to the equator (EQJ).
  const xp = a * (cosE - e),
    yp = a * rootE * sinE;
  const n = Math.sqrt((GM.sun + GM.mercury) / (a * a * a));
  const Edot = n / (1 - e * cosE);
  const vxp = -a * sinE * Edot,
    vyp = a * rootE * cosE * Edot;
  const cw = Math.cos(omega),
    sw = Math.sin(omega),
    cn = Math.cos(node),
    sn = Math.sin(node),
    ci = Math.cos(I),
    si = Math.sin(I);
  const r11 = cw * cn - sw * sn * ci,
    r12 = -sw * cn - cw * sn * ci;
  const r21 = cw * sn + sw * cn * ci,
    r22 = -sw * sn + cw * cn * ci;
  const r31 = sw * si,
    r32 = cw * si;
  const ce = COS_OBLIQUITY_J2000,
    se = SIN_OBLIQUITY_J2000;
  const ex = r11 * xp + r12 * yp,
    ey = r21 * xp + r22 * yp,
    ez = r31 * xp + r32 * yp;
  const evx = r11 * vxp + r12 * vyp,
    evy = r21 * vxp + r22 * vyp,
    evz = r31 * vxp + r32 * vyp;
  out[0] = ex;
  out[1] = ce * ey - se * ez;
  out[2] = se * ey + ce * ez;
  out[3] = evx;
  out[4] = ce * evy - se * evz;
  out[5] = se * evy + ce * evz;
}

/** A growable array of doubles. */
class DoubleList {
  data = new Float64Array(1024);
  length = 0;
  push(values: ArrayLike<number>, count: number): void {
    if (this.length + count > this.data.length) {
      const bigger = new Float64Array(Math.max(this.data.length * 2, this.length + count));
      bigger.set(this.data.subarray(0, this.length));
      this.data = bigger;
    }
    for (let i = 0; i < count; i++) this.data[this.length++] = values[i];
  }
}

/**
 * Several bodies' orbits integrated together from state vectors at a few epochs.
 */
export class IntegratedOrbits {
  private readonly n: number;
  private readonly centralGm: number;
  private readonly tables: PlanetTable[];
  private readonly epochStates: Float64Array[];
  private readonly offset = new Float64Array(6);
  private readonly size: number;
  private readonly planets: Float64Array;
  private readonly stage: Float64Array[];
  private readonly work: Float64Array;
  private readonly trajectories = new Map<number, { kept: DoubleList; run: Run }>();
  private readonly blendA: Float64Array;
  private readonly blendB: Float64Array;

  constructor(private readonly model: OrbitModel) {
    this.n = model.bodyGms.length;
    this.centralGm = GM.sun + model.lumped.reduce((sum, p) => sum + p.gm, 0);
    this.tables = model.perturbers.map((p) => planetTable(p.body));
    this.size = this.n * 6;
    for (const e of model.epochs)
      if (e.states.length !== this.size)
        throw new Error(`epoch ${e.jd}: ${e.states.length} numbers, expected ${this.size}`);
    this.epochStates = model.epochs.map((e) => {
      const states = new Float64Array(e.states);
      this.barycentreOffset(e.jd, this.offset);
      for (let b = 0; b < this.n; b++) for (let i = 0; i < 6; i++) states[b * 6 + i] -= this.offset[i];
      return states;
    });
    this.planets = new Float64Array(model.perturbers.length * 3);
    this.stage = [0, 1, 2, 3].map(() => new Float64Array(this.size));
    this.work = new Float64Array(this.size);
    this.blendA = new Float64Array(this.size);
    this.blendB = new Float64Array(this.size);
    this.all = new Float64Array(this.size);
  }

  /** First and last epochs, JD (TT). */
  get range(): { start: number; end: number } {
    const e = this.model.epochs;
    return { start: e[0].jd, end: e[e.length - 1].jd };
  }

  /** Time derivative of the full state s at jd: velocities and accelerations, into `out`. */
  private derivative(jd: number, s: ArrayLike<number>, out: Float64Array): void {
    const { perturbers, bodyGms, relativity } = this.model;
    const centralGm = this.centralGm;
    const planets = this.planets;
    const tables = this.tables;
    for (let p = 0; p < tables.length; p++) tables[p].position(jd, planets, p * 3);
    for (let i = 0; i < this.n; i++) {
      const o = i * 6;
      const x = s[o],
        y = s[o + 1],
        z = s[o + 2],
        vx = s[o + 3],
        vy = s[o + 4],
        vz = s[o + 5];
      const r2 = x * x + y * y + z * z;
      const r = Math.sqrt(r2);
      // The two-body term carries the body's own mass (a planet's 1e-3 of the Sun's).
      const k = -(centralGm + bodyGms[i]) / (r2 * r);
      let ax = k * x,
        ay = k * y,
        az = k * z;
      if (relativity) {
        // Schwarzschild term: GM/(c²r³)·[(4GM/r − v²)·r + 4(r·v)·v].
        const v2 = vx * vx + vy * vy + vz * vz;
        const rv = x * vx + y * vy + z * vz;
        const g = GM.sun / (C_AU_PER_DAY * C_AU_PER_DAY * r2 * r);
        const f = (4 * GM.sun) / r - v2;
        ax += g * (f * x + 4 * rv * vx);
        ay += g * (f * y + 4 * rv * vy);
        az += g * (f * z + 4 * rv * vz);
      }
      for (let p = 0; p < perturbers.length; p++) {
        const px = planets[p * 3],
          py = planets[p * 3 + 1],
          pz = planets[p * 3 + 2];
        const dx = px - x,
          dy = py - y,
          dz = pz - z;
        const d2 = dx * dx + dy * dy + dz * dz;
        const p2 = px * px + py * py + pz * pz;
        const gm = perturbers[p].gm;
        const kd = gm / (d2 * Math.sqrt(d2));
        const kp = gm / (p2 * Math.sqrt(p2));
        ax += kd * dx - kp * px;
        ay += kd * dy - kp * py;
        az += kd * dz - kp * pz;
      }
      for (let j = 0; j < this.n; j++) {
        const gm = bodyGms[j];
        if (j === i || gm === 0) continue;
        const q = j * 6;
        const px = s[q],
          py = s[q + 1],
          pz = s[q + 2];
        const dx = px - x,
          dy = py - y,
          dz = pz - z;
        const d2 = dx * dx + dy * dy + dz * dz;
        const p2 = px * px + py * py + pz * pz;
        const kd = gm / (d2 * Math.sqrt(d2));
        const kp = gm / (p2 * Math.sqrt(p2));
        ax += kd * dx - kp * px;
        ay += kd * dy - kp * py;
        az += kd * dz - kp * pz;
      }
      out[o] = vx;
      out[o + 1] = vy;
      out[o + 2] = vz;
      out[o + 3] = ax;
      out[o + 4] = ay;
      out[o + 5] = az;
    }
  }

  /** One RK4 step of size h from state s at jd, in place (start-up of the multistep method). */
  private rk4(jd: number, s: Float64Array, h: number): void {
    const [k1, k2, k3, k4] = this.stage;
    const w = this.work;
    const size = this.size;
    this.derivative(jd, s, k1);
    for (let i = 0; i < size; i++) w[i] = s[i] + (h / 2) * k1[i];
    this.derivative(jd + h / 2, w, k2);
    for (let i = 0; i < size; i++) w[i] = s[i] + (h / 2) * k2[i];
    this.derivative(jd + h / 2, w, k3);
    for (let i = 0; i < size; i++) w[i] = s[i] + h * k3[i];
    this.derivative(jd + h, w, k4);
    for (let i = 0; i < size; i++) s[i] += (h / 6) * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
  }

  /**
   * One step of size h of the Adams–Bashforth–Moulton predictor–corrector (PECE) of order
   * {@link ORDER}, in place; the first ORDER − 1 steps of a run are RK4 in sixteenth steps.
   * @param run the run's state, instant and derivative history (newest first)
   */
  private step(run: Run, h: number): void {
    const size = this.size;
    const history = run.history;
    if (history.length < ORDER) {
      for (let k = 0; k < START_SUBSTEPS; k++)
        this.rk4(run.jd + (k * h) / START_SUBSTEPS, run.state, h / START_SUBSTEPS);
      run.jd += h;
      const f = new Float64Array(size);
      this.derivative(run.jd, run.state, f);
      history.unshift(f);
      return;
    }
    const s = run.state,
      p = this.work,
      fp = this.stage[0];
    for (let i = 0; i < size; i++) {
      let sum = 0;
      for (let j = 0; j < ORDER; j++) sum += PREDICTOR[j] * history[j][i];
      p[i] = s[i] + h * sum;
    }
    this.derivative(run.jd + h, p, fp);
    for (let i = 0; i < size; i++) {
      let sum = CORRECTOR[0] * fp[i];
      for (let j = 1; j < ORDER; j++) sum += CORRECTOR[j] * history[j - 1][i];
      s[i] += h * sum;
    }
    run.jd += h;
    // The oldest derivative array is reused for the newest.
    const f = history.pop() as Float64Array;
    this.derivative(run.jd, s, f);
    history.unshift(f);
  }

  /** A run from an epoch's states. */
  private startRun(epochIndex: number): Run {
    const state = new Float64Array(this.epochStates[epochIndex]);
    const jd = this.model.epochs[epochIndex].jd;
    const f = new Float64Array(this.size);
    this.derivative(jd, state, f);
    return { state, jd, history: [f] };
  }

  /**
   * The kept states of one epoch's integration in one direction, at least through kept state
   * `index` (index · stride · step days from the epoch), integrating as far as needed.
   */
  private trajectory(epochIndex: number, direction: 1 | -1, index: number): Float64Array {
    const key = epochIndex * 2 + (direction > 0 ? 1 : 0);
    let t = this.trajectories.get(key);
    if (!t) {
      t = { kept: new DoubleList(), run: this.startRun(epochIndex) };
      t.kept.push(t.run.state, this.size);
      this.trajectories.set(key, t);
    }
    const { step, stride } = this.model;
    while (t.kept.length / this.size <= index) {
      for (let k = 0; k < stride; k++) this.step(t.run, direction * step);
      t.kept.push(t.run.state, this.size);
    }
    return t.kept.data;
  }

  /**
   * Grow the kept integrations toward what instants in [start, end] need (each epoch's, forward
   * to the next epoch or `end`, backward to the previous or `start`), by at most `days` each:
   * for warming a worker in small steps.
   * @returns whether anything is left to integrate
   */
  extend(days: number, start: number, end: number): boolean {
    const epochs = this.model.epochs;
    const interval = this.model.stride * this.model.step;
    let left = false;
    for (let k = 0; k < epochs.length; k++) {
      for (const direction of [1, -1] as const) {
        const target =
          direction > 0 ? (k + 1 < epochs.length ? epochs[k + 1].jd : end) : k > 0 ? epochs[k - 1].jd : start;
        const span = direction * (target - epochs[k].jd);
        if (span <= 0) continue;
        const needed = Math.ceil(span / interval) + 1;
        const have = (this.trajectories.get(k * 2 + (direction > 0 ? 1 : 0))?.kept.length ?? 0) / this.size;
        if (have > needed) continue;
        this.trajectory(k, direction, Math.min(needed, have + Math.ceil(days / interval)));
        if (have + Math.ceil(days / interval) < needed) left = true;
      }
    }
    return left;
  }

  /** One epoch's integration at jdTT (cubic Hermite between kept states), all bodies. */
  private fromEpoch(epochIndex: number, jdTT: number, out: Float64Array): void {
    const epoch = this.model.epochs[epochIndex].jd;
    const direction = jdTT >= epoch ? 1 : -1;
    const interval = this.model.stride * this.model.step;
    const u = Math.abs(jdTT - epoch) / interval;
    const n = Math.floor(u);
    const states = this.trajectory(epochIndex, direction, n + 1);
    const f = u - n;
    const h = direction * interval;
    const f2 = f * f,
      f3 = f2 * f;
    const h00 = 2 * f3 - 3 * f2 + 1,
      h10 = f3 - 2 * f2 + f,
      h01 = -2 * f3 + 3 * f2,
      h11 = f3 - f2;
    const d00 = (6 * f2 - 6 * f) / h,
      d10 = 3 * f2 - 4 * f + 1,
      d01 = (-6 * f2 + 6 * f) / h,
      d11 = 3 * f2 - 2 * f;
    const i0 = n * this.size,
      i1 = i0 + this.size;
    for (let b = 0; b < this.n; b++) {
      for (let i = 0; i < 3; i++) {
        const o = b * 6 + i;
        const p0 = states[i0 + o],
          p1 = states[i1 + o],
          v0 = states[i0 + o + 3],
          v1 = states[i1 + o + 3];
        out[o] = h00 * p0 + h10 * h * v0 + h01 * p1 + h11 * h * v1;
        out[o + 3] = d00 * p0 + d10 * v0 + d01 * p1 + d11 * v1;
      }
    }
  }

  /**
   * Heliocentric geometric state of one body: position (AU) and velocity (AU/day) in EQJ.
   * Between two epochs, the blend of the integrations from both (see the module comment);
   * outside the epochs, the integration from the nearest one.
   * @param body index of the body in the model
   * @param jdTT Julian day (TT), days
   * @param out array of at least 6 numbers, overwritten
   */
  state(body: number, jdTT: number, out: Float64Array | number[]): void {
    const all = this.states(jdTT);
    const o = body * 6;
    for (let i = 0; i < 6; i++) out[i] = all[o + i];
  }

  /**
   * Heliocentric geometric states of every body at jdTT (see {@link state}), kept for the last
   * instant: the bodies of one chart share one reading of the kept integrations.
   * @returns [x, y, z, vx, vy, vz] per body in model order (shared: copy what you keep)
   */
  states(jdTT: number): Float64Array {
    const out = this.all;
    if (jdTT === this.allJd) return out;
    const epochs = this.model.epochs;
    const last = epochs.length - 1;
    const a = this.blendA,
      b = this.blendB;
    const c = this.offset;
    if (jdTT <= epochs[0].jd || jdTT >= epochs[last].jd || last === 0) {
      this.fromEpoch(jdTT <= epochs[0].jd ? 0 : last, jdTT, a);
      this.barycentreOffset(jdTT, c);
      for (let o = 0; o < this.size; o += 6) for (let i = 0; i < 6; i++) out[o + i] = a[o + i] + c[i];
    } else {
      let k = 0;
      while (k < last - 1 && epochs[k + 1].jd <= jdTT) k++;
      const start = epochs[k].jd;
      const width = epochs[k + 1].jd - start;
      const s = (jdTT - start) / width;
      this.fromEpoch(k, jdTT, a);
      this.fromEpoch(k + 1, jdTT, b);
      const s2 = s * s;
      const w = s2 * s * (10 + s * (6 * s - 15));
      const wRate = (30 * s2 * (s - 1) * (s - 1)) / width;
      this.barycentreOffset(jdTT, c);
      for (let o = 0; o < this.size; o += 6) {
        for (let i = 0; i < 3; i++) {
          const d = b[o + i] - a[o + i];
          out[o + i] = a[o + i] + w * d + c[i];
          out[o + i + 3] = a[o + i + 3] + w * (b[o + i + 3] - a[o + i + 3]) + wRate * d + c[i + 3];
        }
      }
    }
    this.allJd = jdTT;
    return out;
  }

  private readonly all: Float64Array;
  private allJd = NaN;

  /**
   * Heliocentric state of the barycentre of the Sun and the lumped planets at jdTT, into
   * `out` (from series truncated at 1e-5: a 1e-5 error in a planet's place is 1e-10 AU here;
   * Mercury from its mean Keplerian orbit, whose 1e-3 AU error is 2e-10 AU here).
   */
  private barycentreOffset(jdTT: number, out: Float64Array): void {
    out.fill(0);
    for (const p of this.model.lumped) {
      if (p.body === 'mercury') keplerianMercury(jdTT, planetBuffer);
      else vsopHeliocentricState(p.body, jdTT, planetBuffer, OFFSET_TRUNCATION);
      for (let i = 0; i < 6; i++) out[i] += p.gm * planetBuffer[i];
    }
    for (let i = 0; i < 6; i++) out[i] /= this.centralGm;
  }

  /**
   * Integrate from one epoch straight to an instant without the kept states (for checks).
   * @param step the step, days (the model's by default)
   * @returns the full state of every body at jdTT, [x, y, z, vx, vy, vz] per body
   */
  integrateFrom(epochIndex: number, jdTT: number, step = this.model.step): Float64Array {
    const run = this.startRun(epochIndex);
    const direction = Math.sign(jdTT - run.jd);
    while (Math.abs(jdTT - run.jd) >= step) this.step(run, direction * step);
    const rest = jdTT - run.jd;
    if (rest !== 0)
      for (let k = 0; k < START_SUBSTEPS; k++)
        this.rk4(run.jd + (k * rest) / START_SUBSTEPS, run.state, rest / START_SUBSTEPS);
    this.barycentreOffset(jdTT, this.offset);
    for (let b = 0; b < this.n; b++) for (let i = 0; i < 6; i++) run.state[b * 6 + i] += this.offset[i];
    return run.state;
  }
}

/** An integration in progress: the state at `jd` and the derivatives of the last steps, newest first. */
interface Run {
  state: Float64Array;
  jd: number;
  history: Float64Array[];
}

/** Order of the Adams–Bashforth–Moulton method. */
const ORDER = 10;
/** RK4 substeps per step while the multistep history fills. */
const START_SUBSTEPS = 16;

/**
 * Adams weights of order k: Σⱼ βⱼ·f(xⱼ) integrates a polynomial through the k nodes xⱼ over
 * [0, 1] exactly (xⱼ = −j for the explicit predictor, 1 − j for the implicit corrector).
 */
function adamsWeights(k: number, implicit: boolean): Float64Array {
  // Solve Σⱼ βⱼ·xⱼ^q = 1/(q + 1), q = 0 … k − 1 (Gaussian elimination with pivoting).
  const a = Array.from({ length: k }, (_, q) => {
    const row = new Float64Array(k + 1);
    for (let j = 0; j < k; j++) row[j] = ((implicit ? 1 : 0) - j) ** q;
    row[k] = 1 / (q + 1);
    return row;
  });
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let j = c; j <= k; j++) a[r][j] -= f * a[c][j];
    }
  }
  return Float64Array.from(a.map((row, j) => row[k] / row[j]));
}

const PREDICTOR = adamsWeights(ORDER, false);
const CORRECTOR = adamsWeights(ORDER, true);

/** Obliquity of the J2000 ecliptic that JPL's "ecliptic of J2000.0" frame uses (IAU 1976), radians. */
const OBLIQUITY_J2000 = (84381.448 / 3600) * D2R;
const COS_OBLIQUITY_J2000 = Math.cos(OBLIQUITY_J2000),
  SIN_OBLIQUITY_J2000 = Math.sin(OBLIQUITY_J2000);

/**
 * Heliocentric osculating elements (J2000 ecliptic, as JPL Horizons prints them) to a state in
 * EQJ.
 * @param e eccentricity
 * @param a semi-major axis, AU
 * @param i inclination, degrees
 * @param node longitude of the ascending node, degrees
 * @param peri argument of perihelion, degrees
 * @param meanAnomaly degrees
 * @param meanMotion degrees per day (sets the GM the elements were computed with: n²a³)
 * @returns [x, y, z, vx, vy, vz] (AU, AU/day)
 */
export function stateFromElements(
  e: number,
  a: number,
  i: number,
  node: number,
  peri: number,
  meanAnomaly: number,
  meanMotion: number,
): number[] {
  const M = meanAnomaly * D2R;
  let E = M + e * Math.sin(M);
  for (let k = 0; k < 50; k++) {
    const dE = (E - e * Math.sin(E) - M) / (1 - e * Math.cos(E));
    E -= dE;
    if (Math.abs(dE) < 1e-15) break;
  }
  const n = meanMotion * D2R;
  const cosE = Math.cos(E),
    sinE = Math.sin(E);
  const root = Math.sqrt(1 - e * e);
  const xo = a * (cosE - e),
    yo = a * root * sinE;
  const rate = (a * n) / (1 - e * cosE);
  const vxo = -rate * sinE,
    vyo = rate * root * cosE;
  const cw = Math.cos(peri * D2R),
    sw = Math.sin(peri * D2R);
  const cn = Math.cos(node * D2R),
    sn = Math.sin(node * D2R);
  const ci = Math.cos(i * D2R),
    si = Math.sin(i * D2R);
  // Perifocal → ecliptic: R3(−Ω)·R1(−i)·R3(−ω).
  const px = cn * cw - sn * sw * ci,
    py = sn * cw + cn * sw * ci,
    pz = sw * si;
  const qx = -cn * sw - sn * cw * ci,
    qy = -sn * sw + cn * cw * ci,
    qz = cw * si;
  const ecl = [
    px * xo + qx * yo,
    py * xo + qy * yo,
    pz * xo + qz * yo,
    px * vxo + qx * vyo,
    py * vxo + qy * vyo,
    pz * vxo + qz * vyo,
  ];
  const ce = Math.cos(OBLIQUITY_J2000),
    se = Math.sin(OBLIQUITY_J2000);
  return [
    ecl[0],
    ce * ecl[1] - se * ecl[2],
    se * ecl[1] + ce * ecl[2],
    ecl[3],
    ce * ecl[4] - se * ecl[5],
    se * ecl[4] + ce * ecl[5],
  ];
}
