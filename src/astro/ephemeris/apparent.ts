/**
 * Geocentric apparent positions: light time, annual aberration and gravitational deflection by
 * the Sun applied to geometric heliocentric states, then rotated to the true ecliptic and
 * equinox of date. Longitudes, latitudes in degrees; speeds in degrees per day.
 */

import { DEG } from '../angles.ts';
import { asteroidHeliocentricState, isAsteroid } from './asteroids.ts';
import { chironHeliocentricState } from './chiron.ts';
import { frameOfDate } from './frames.ts';
import { moonGeocentricState } from './moon-elp.ts';
import { plutoHeliocentricState } from './pluto.ts';
import { type VsopBody, vsopHeliocentricState } from './vsop87.ts';

/** Speed of light, AU per day. */
export const C_AU_PER_DAY = 173.1446326846693;
/** Heliocentric gravitational constant, AU³/day². */
export const GM_SUN = 2.959122082855911e-4;
/** 2·GM☉/c², AU (light deflection). */
const SCHWARZSCHILD_2 = (2 * GM_SUN) / (C_AU_PER_DAY * C_AU_PER_DAY);

/**
 * √(x² + y² + z²). Math.hypot is not inlined by the optimiser: every call boxes its arguments
 * and result (a megabyte of garbage per transit fit); the sums of squares here never overflow.
 */
function norm3(x: number, y: number, z: number): number {
  return Math.sqrt(x * x + y * y + z * z);
}

/** Bodies with a geometric state: the Sun, the Moon, the planets, Chiron and the main asteroids. */
export type EphemerisBody =
  | 'sun'
  | 'moon'
  | 'mercury'
  | 'venus'
  | 'mars'
  | 'jupiter'
  | 'saturn'
  | 'uranus'
  | 'neptune'
  | 'pluto'
  | 'chiron'
  | 'ceres'
  | 'pallas'
  | 'juno'
  | 'vesta';

/** A geocentric position on the true ecliptic of date. */
export interface EclipticPosition {
  /** Ecliptic longitude, degrees in [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees in [−90, 90]. */
  latitude: number;
  /** Geocentric distance, AU (0 for points that have none). */
  distance: number;
  /** d(longitude)/dt, degrees per day; negative when retrograde. */
  longitudeSpeed: number;
  /** d(latitude)/dt, degrees per day. */
  latitudeSpeed: number;
}

const earth = new Float64Array(6);
let earthJd = NaN;

/**
 * Heliocentric state of the Earth (EQJ, AU and AU/day), cached for the last instant.
 * @param jdTT Julian day (TT), days
 * @returns [x, y, z, vx, vy, vz] (shared buffer: copy it if you keep it)
 */
export function earthHeliocentricState(jdTT: number): Float64Array {
  if (jdTT !== earthJd) {
    vsopHeliocentricState('earth', jdTT, earth);
    earthJd = jdTT;
  }
  return earth;
}

const body = new Float64Array(6);

/**
 * Heliocentric geometric state of a body (EQJ): position AU, velocity AU/day.
 * @param name a planet, Pluto or Chiron (not the Sun or the Moon)
 * @param jdTT Julian day (TT), days
 * @param out array of at least 6 numbers, overwritten
 */
export function heliocentricState(name: Exclude<EphemerisBody, 'sun' | 'moon'>, jdTT: number, out: Float64Array): void {
  if (name === 'pluto') plutoHeliocentricState(jdTT, out);
  else if (name === 'chiron') chironHeliocentricState(jdTT, out);
  else if (isAsteroid(name)) asteroidHeliocentricState(name, jdTT, out);
  else out.set(planetState(name, jdTT));
}

const planetStates = new Map<VsopBody, { jd: number; state: Float64Array }>();

/** Heliocentric VSOP87 state of a planet, kept for the last instant asked per planet. */
function planetState(name: VsopBody, jdTT: number): Float64Array {
  let entry = planetStates.get(name);
  if (!entry) {
    entry = { jd: NaN, state: new Float64Array(6) };
    planetStates.set(name, entry);
  }
  if (entry.jd !== jdTT) {
    vsopHeliocentricState(name, jdTT, entry.state);
    entry.jd = jdTT;
  }
  return entry.state;
}

/**
 * Geocentric apparent position of a body on the true ecliptic and equinox of date.
 * @param name the Sun, the Moon, a planet, Pluto or Chiron
 * @param jdTT Julian day (TT), days; meant for 1800–2400
 * @returns longitude, latitude (degrees), distance (AU) and their speeds (degrees per day)
 */
export function apparentBodyPosition(name: EphemerisBody, jdTT: number): EclipticPosition {
  const e = earthHeliocentricState(jdTT);
  if (name === 'moon') moonGeocentricState(jdTT, body);
  else if (name !== 'sun') heliocentricState(name, jdTT, body);
  const f = frameOfDate(jdTT);
  apparentFromStates(name, e, body, f.toEcliptic, f.equinoxRate, result);
  return {
    longitude: result[0],
    latitude: result[1],
    distance: result[2],
    longitudeSpeed: result[3],
    latitudeSpeed: result[4],
  };
}

const result = new Float64Array(5);

/**
 * The apparent place from geometric states (what {@link apparentBodyPosition} does once it
 * has them; also used with interpolated states).
 * @param name the body
 * @param e the Earth's heliocentric state, EQJ [x, y, z, vx, vy, vz] (AU, AU/day)
 * @param state the body's heliocentric state (geocentric for the Moon; unused for the Sun)
 * @param m rotation from EQJ to the ecliptic and equinox wanted (row-major 3×3)
 * @param equinoxRate rate of that equinox along the ecliptic, radians per day
 * @param out receives [longitude (degrees, [0, 360)), latitude (degrees), distance (AU),
 * longitude speed, latitude speed (degrees per day)]
 * @param deflection when given, the light deflection is left out of `out` and its effect on the
 * longitude written here as a ratio: [N (degrees), S], deflection = N / S to within 1e-3″. N
 * and S are smooth where the deflection is not: S (= 1 + q·e, q and e the body's and the
 * Earth's heliocentric directions) nears 0 when the body passes behind the Sun. [0, 1] for the
 * Sun and the Moon.
 */
export function apparentFromStates(
  name: EphemerisBody,
  e: ArrayLike<number>,
  state: ArrayLike<number>,
  m: ArrayLike<number>,
  equinoxRate: number,
  out: Float64Array,
  deflection?: Float64Array,
): void {
  let gx: number, gy: number, gz: number, gvx: number, gvy: number, gvz: number;
  // Heliocentric unit vector of the body (deflection) and its rate (1/day); zero for the Sun
  // and the Moon.
  let qx = 0,
    qy = 0,
    qz = 0,
    dqx = 0,
    dqy = 0,
    dqz = 0;
  if (name === 'sun') {
    gx = -e[0];
    gy = -e[1];
    gz = -e[2];
    gvx = -e[3];
    gvy = -e[4];
    gvz = -e[5];
  } else if (name === 'moon') {
    const tau = norm3(state[0], state[1], state[2]) / C_AU_PER_DAY;
    gx = state[0] - tau * state[3];
    gy = state[1] - tau * state[4];
    gz = state[2] - tau * state[5];
    gvx = state[3];
    gvy = state[4];
    gvz = state[5];
  } else {
    // Light time: the body where it was when the light left it, from its state at jdTT with
    // the Sun's pull as acceleration (error < 1 mas for Mercury, far less beyond).
    const r = norm3(state[0], state[1], state[2]);
    const k = -GM_SUN / (r * r * r);
    const ax = k * state[0],
      ay = k * state[1],
      az = k * state[2];
    let tau = norm3(state[0] - e[0], state[1] - e[1], state[2] - e[2]) / C_AU_PER_DAY;
    let px = 0,
      py = 0,
      pz = 0;
    for (let i = 0; i < 2; i++) {
      const h = 0.5 * tau * tau;
      px = state[0] - tau * state[3] + h * ax;
      py = state[1] - tau * state[4] + h * ay;
      pz = state[2] - tau * state[5] + h * az;
      tau = norm3(px - e[0], py - e[1], pz - e[2]) / C_AU_PER_DAY;
    }
    gx = px - e[0];
    gy = py - e[1];
    gz = pz - e[2];
    // Velocity of the retarded position: d/dt P(t − τ(t)) = v·(1 − dτ/dt), dτ/dt = range rate / c.
    const vx = state[3] - tau * ax,
      vy = state[4] - tau * ay,
      vz = state[5] - tau * az;
    const g = norm3(gx, gy, gz);
    const tauRate = (gx * (vx - e[3]) + gy * (vy - e[4]) + gz * (vz - e[5])) / (g * C_AU_PER_DAY);
    gvx = vx * (1 - tauRate) - e[3];
    gvy = vy * (1 - tauRate) - e[4];
    gvz = vz * (1 - tauRate) - e[5];
    const rq = norm3(px, py, pz);
    qx = px / rq;
    qy = py / rq;
    qz = pz / rq;
    const pvx = vx * (1 - tauRate),
      pvy = vy * (1 - tauRate),
      pvz = vz * (1 - tauRate);
    const qv = qx * pvx + qy * pvy + qz * pvz;
    dqx = (pvx - qv * qx) / rq;
    dqy = (pvy - qv * qy) / rq;
    dqz = (pvz - qv * qz) / rq;
  }
  const dist = norm3(gx, gy, gz);
  let ux = gx / dist,
    uy = gy / dist,
    uz = gz / dist;
  // Relative rates of the direction (1/day) before aberration.
  const rd = ux * gvx + uy * gvy + uz * gvz;
  let dux = (gvx - rd * ux) / dist,
    duy = (gvy - rd * uy) / dist,
    duz = (gvz - rd * uz) / dist;
  // Deflection of light by the Sun (Explanatory Supplement 1992, 3.326): u += D / S.
  let Dx = 0,
    Dy = 0,
    Dz = 0,
    S = 1;
  // The Earth's distance from the Sun, for the deflection and the aberration's rate.
  const re = norm3(e[0], e[1], e[2]);
  if (qx !== 0 || qy !== 0 || qz !== 0) {
    const ex = e[0] / re,
      ey = e[1] / re,
      ez = e[2] / re;
    const pq = ux * qx + uy * qy + uz * qz;
    const ep = ex * ux + ey * uy + ez * uz;
    const g = SCHWARZSCHILD_2 / re;
    Dx = g * (pq * ex - ep * qx);
    Dy = g * (pq * ey - ep * qy);
    Dz = g * (pq * ez - ep * qz);
    S = 1 + qx * ex + qy * ey + qz * ez;
    if (!deflection) {
      // The deflection's rate, d(D/S)/dt: beside the Sun it changes fast (up to 0.006°/day
      // in longitude within 0.3° of the limb), so the speed must carry it.
      const erv = ex * e[3] + ey * e[4] + ez * e[5];
      const dex = (e[3] - erv * ex) / re,
        dey = (e[4] - erv * ey) / re,
        dez = (e[5] - erv * ez) / re;
      const dg = (-g * erv) / re;
      const dpq = dux * qx + duy * qy + duz * qz + ux * dqx + uy * dqy + uz * dqz;
      const dep = dex * ux + dey * uy + dez * uz + ex * dux + ey * duy + ez * duz;
      const dS = dqx * ex + dqy * ey + dqz * ez + qx * dex + qy * dey + qz * dez;
      const dDx = dg * (pq * ex - ep * qx) + g * (dpq * ex + pq * dex - dep * qx - ep * dqx);
      const dDy = dg * (pq * ey - ep * qy) + g * (dpq * ey + pq * dey - dep * qy - ep * dqy);
      const dDz = dg * (pq * ez - ep * qz) + g * (dpq * ez + pq * dez - dep * qz - ep * dqz);
      ux += Dx / S;
      uy += Dy / S;
      uz += Dz / S;
      dux += dDx / S - (Dx * dS) / (S * S);
      duy += dDy / S - (Dy * dS) / (S * S);
      duz += dDz / S - (Dz * dS) / (S * S);
    }
  }
  // Annual aberration (first order in v/c plus the normalisation), and its rate from the
  // Earth's acceleration toward the Sun. For the Moon the light time taken in the barycentric
  // frame and the annual aberration cancel to first order, leaving the geocentric light time
  // applied above: no aberration term.
  if (name !== 'moon') {
    const bx = e[3] / C_AU_PER_DAY,
      by = e[4] / C_AU_PER_DAY,
      bz = e[5] / C_AU_PER_DAY;
    const ka = -GM_SUN / (re * re * re * C_AU_PER_DAY);
    const dbx = ka * e[0],
      dby = ka * e[1],
      dbz = ka * e[2];
    const ub = ux * bx + uy * by + uz * bz;
    ux += bx - ub * ux;
    uy += by - ub * uy;
    uz += bz - ub * uz;
    dux += dbx;
    duy += dby;
    duz += dbz;
  }
  // Rotate to the ecliptic of date.
  const x = m[0] * ux + m[1] * uy + m[2] * uz;
  const y = m[3] * ux + m[4] * uy + m[5] * uz;
  const z = m[6] * ux + m[7] * uy + m[8] * uz;
  const vx = m[0] * dux + m[1] * duy + m[2] * duz;
  const vy = m[3] * dux + m[4] * duy + m[5] * duz;
  const vz = m[6] * dux + m[7] * duy + m[8] * duz;
  const rxy2 = x * x + y * y;
  const rxy = Math.sqrt(rxy2);
  let lon = Math.atan2(y, x) * DEG;
  if (lon < 0) lon += 360;
  if (lon >= 360) lon -= 360;
  const r2 = rxy2 + z * z;
  out[0] = lon;
  out[1] = Math.atan2(z, rxy) * DEG;
  out[2] = dist;
  out[3] = ((x * vy - y * vx) / rxy2 + equinoxRate) * DEG;
  out[4] = ((vz * rxy2 - z * (x * vx + y * vy)) / (rxy * r2)) * DEG;
  if (deflection) {
    // The longitude the deflection adds, to first order: ∇λ · D / S (the aberration's effect on
    // it and its square are below 1e-3″ even at the Sun's limb).
    const dx = m[0] * Dx + m[1] * Dy + m[2] * Dz;
    const dy = m[3] * Dx + m[4] * Dy + m[5] * Dz;
    deflection[0] = ((x * dy - y * dx) / rxy2) * DEG;
    deflection[1] = S;
  }
}
