/**
 * Heliocentric positions and velocities of Mercury … Neptune and the Earth from the VSOP87B
 * theory (Bretagnon & Francou 1988; series from the `astronomia` package), truncated per planet
 * (see VSOP_TRUNCATION).
 * Coordinates: heliocentric, ecliptic and equinox J2000 (VSOP87 dynamical frame), rotated to the
 * J2000 mean equator (EQJ, astronomy-engine's frame).
 */

import earth from 'astronomia/data/vsop87Bearth';
import jupiter from 'astronomia/data/vsop87Bjupiter';
import mars from 'astronomia/data/vsop87Bmars';
import mercury from 'astronomia/data/vsop87Bmercury';
import neptune from 'astronomia/data/vsop87Bneptune';
import saturn from 'astronomia/data/vsop87Bsaturn';
import uranus from 'astronomia/data/vsop87Buranus';
import venus from 'astronomia/data/vsop87Bvenus';
import { J2000 } from '../constants.ts';
import { multiplyByLinear, SinusoidExpander } from './series-chebyshev.ts';
import { SINCOS, sincos } from './sincos.ts';

/** Bodies with a VSOP87 series. */
export type VsopBody = 'mercury' | 'venus' | 'earth' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune';

type RawSeries = Record<string, [number, number, number][]>;
interface RawPlanet {
  L: RawSeries;
  B: RawSeries;
  R: RawSeries;
}

/**
 * A correction of the Earth's longitude L, arcseconds, as a quadratic in τ (millennia from
 * J2000): [constant, τ, τ²]. VSOP87's Earth drifts from the JPL DE431 ephemeris the Swiss
 * Ephemeris reads by about 0.03″ a century (+0.06″ at 1800, −0.04″ at 2200); this is the
 * least-squares quadratic of that difference over 1800–2400, fitted by `npm run earth:fit`
 * (scripts/fit-earth-correction.ts) to the Swiss Ephemeris's heliocentric Earth at 751
 * instants. What is left, 0.02″ at most, is periodic.
 */
export const EARTH_LONGITUDE_CORRECTION_ARCSEC = [0.01816822, 0.22905745, -0.50027598] as const;

/** The correction as VSOP87 terms [A, 0, 0] (radians) per power of τ. */
const EARTH_LONGITUDE_CORRECTION: Record<string, [number, number, number][]> = Object.fromEntries(
  EARTH_LONGITUDE_CORRECTION_ARCSEC.map((arcsec, power) => [power, [[(arcsec / 3600) * (Math.PI / 180), 0, 0]]]),
);

/** The Earth's series with the correction's terms added to L. */
function correctedEarth(raw: RawPlanet): RawPlanet {
  const L: RawSeries = { ...raw.L };
  for (const [power, terms] of Object.entries(EARTH_LONGITUDE_CORRECTION)) L[power] = [...(L[power] ?? []), ...terms];
  return { ...raw, L };
}

const RAW: Record<VsopBody, RawPlanet> = {
  mercury,
  venus,
  earth: correctedEarth(earth),
  mars,
  jupiter,
  saturn,
  uranus,
  neptune,
};

/**
 * Truncation per body: the smallest |A|·τmax^α kept, for L and B (radians) and R (AU), where
 * τmax = 0.4 millennia (the year 1600 or 2400). Chosen so the truncation error seen from the
 * Earth stays below about 0.02″ for the Sun and 2.5″ for the planets over 1800–2400 (checked
 * against the full series in the tests).
 */
export const VSOP_TRUNCATION: Record<VsopBody, { angle: number; radius: number }> = {
  mercury: { angle: 3e-7, radius: 1e-6 },
  venus: { angle: 3e-7, radius: 1e-6 },
  earth: { angle: 3e-9, radius: 3e-9 },
  mars: { angle: 3e-7, radius: 1e-6 },
  jupiter: { angle: 5e-7, radius: 1e-5 },
  saturn: { angle: 1e-6, radius: 1e-5 },
  uranus: { angle: 2e-7, radius: 2e-6 },
  neptune: { angle: 2e-7, radius: 2e-6 },
};

/**
 * Terms whose rate |A·C|·τmax^α (per millennium) is below this contribute to the position but
 * not to the velocity: their effect on a speed is below 1e-6 degrees per day.
 */
const RATE_THRESHOLD = 1e-3;

const TAU_MAX = 0.4;

/**
 * One coordinate's series: per power α, packed [A, B, C] triples sorted by rate |A·C|, the
 * first `rated[α]` of which also enter the derivative's sine sum.
 */
interface PackedCoordinate {
  terms: Float64Array[];
  rated: number[];
}

interface PackedPlanet {
  L: PackedCoordinate;
  B: PackedCoordinate;
  R: PackedCoordinate;
}

function pack(series: RawSeries, threshold: number, rateThreshold: number): PackedCoordinate {
  const terms: Float64Array[] = [];
  const rated: number[] = [];
  const powers = Object.keys(series)
    .map(Number)
    .sort((a, b) => a - b);
  for (const p of powers) {
    const scale = TAU_MAX ** p;
    const kept = series[String(p)]
      .filter(([a]) => Math.abs(a) * scale >= threshold)
      .sort((x, y) => Math.abs(y[0] * y[2]) - Math.abs(x[0] * x[2]));
    const arr = new Float64Array(kept.length * 3);
    kept.forEach(([a, b, c], i) => {
      arr[i * 3] = a;
      arr[i * 3 + 1] = b;
      arr[i * 3 + 2] = c;
    });
    terms[p] = arr;
    rated[p] = kept.filter(([a, , c]) => Math.abs(a * c) * scale >= rateThreshold).length;
  }
  for (let p = 0; p < terms.length; p++) {
    terms[p] ??= new Float64Array(0);
    rated[p] ??= 0;
  }
  return { terms, rated };
}

const cache = new Map<string, PackedPlanet>();
const standard = new Map<VsopBody, PackedPlanet>();

function packed(body: VsopBody, truncation?: { angle: number; radius: number }): PackedPlanet {
  if (!truncation) {
    let p = standard.get(body);
    if (!p) {
      p = packed(body, VSOP_TRUNCATION[body]);
      standard.set(body, p);
    }
    return p;
  }
  const key = `${body}:${truncation.angle}:${truncation.radius}`;
  let p = cache.get(key);
  if (!p) {
    const raw = RAW[body];
    const rate = truncation.angle === 0 ? 0 : RATE_THRESHOLD;
    p = {
      L: pack(raw.L, truncation.angle, rate),
      B: pack(raw.B, truncation.angle, rate),
      R: pack(raw.R, truncation.radius, rate),
    };
    cache.set(key, p);
  }
  return p;
}

/** Result slots of {@link evaluateSeries}: value and derivative per millennium. */
const series = new Float64Array(2);

function evaluateSeries(coord: PackedCoordinate, tau: number): void {
  let value = 0;
  let deriv = 0;
  let tpow = 1;
  let tpowPrev = 0;
  const terms = coord.terms;
  for (let p = 0; p < terms.length; p++) {
    const arr = terms[p];
    const split = coord.rated[p] * 3;
    let sumCos = 0;
    let sumSin = 0;
    let i = 0;
    for (; i < split; i += 3) {
      const a = arr[i];
      const c = arr[i + 2];
      sincos(arr[i + 1] + c * tau);
      sumCos += a * SINCOS[1];
      sumSin += a * c * SINCOS[0];
    }
    for (; i < arr.length; i += 3) {
      sumCos += arr[i] * Math.cos(arr[i + 1] + arr[i + 2] * tau);
    }
    value += tpow * sumCos;
    deriv += p * tpowPrev * sumCos - tpow * sumSin;
    tpowPrev = tpow;
    tpow *= tau;
  }
  series[0] = value;
  series[1] = deriv;
}

/**
 * Heliocentric state of a planet or the Earth: position (AU) and velocity (AU/day) in EQJ,
 * written into `out` as [x, y, z, vx, vy, vz].
 * @param body planet (Mercury … Neptune) or the Earth
 * @param jdTT Julian day (TT), days
 * @param out array of at least 6 numbers, overwritten
 * @param truncation optional truncation (tests and coarse uses such as perturbations)
 */
export function vsopHeliocentricState(
  body: VsopBody,
  jdTT: number,
  out: Float64Array | number[],
  truncation?: { angle: number; radius: number },
): void {
  const planet = packed(body, truncation);
  const tau = (jdTT - J2000) / 365250;
  evaluateSeries(planet.L, tau);
  const lon = series[0];
  const dlon = series[1];
  evaluateSeries(planet.B, tau);
  const lat = series[0];
  const dlat = series[1];
  evaluateSeries(planet.R, tau);
  vsopStateFromSeries(lon, dlon, lat, dlat, series[0], series[1], out);
}

/**
 * A heliocentric EQJ state from the values of a planet's three VSOP87B series (what
 * {@link vsopHeliocentricState} evaluates term by term, or an interpolation of them).
 * @param lon longitude L, radians; dlon its rate, radians per millennium
 * @param lat latitude B, radians; dlat per millennium
 * @param rad radius R, AU; drad AU per millennium
 * @param out receives [x, y, z (AU), vx, vy, vz (AU/day)]
 */
export function vsopStateFromSeries(
  lon: number,
  dlon: number,
  lat: number,
  dlat: number,
  rad: number,
  drad: number,
  out: Float64Array | number[],
): void {
  const cl = Math.cos(lon),
    sl = Math.sin(lon),
    cb = Math.cos(lat),
    sb = Math.sin(lat);
  const x = rad * cb * cl,
    y = rad * cb * sl,
    z = rad * sb;
  const k = 1 / 365250;
  const vx = (drad * cb * cl - rad * sb * cl * dlat - rad * cb * sl * dlon) * k;
  const vy = (drad * cb * sl - rad * sb * sl * dlat + rad * cb * cl * dlon) * k;
  const vz = (drad * sb + rad * cb * dlat) * k;
  // VSOP87 J2000 ecliptic → EQJ (astronomy-engine's rotation, including the small frame tie).
  out[0] = x + 0.00000044036 * y - 0.000000190919 * z;
  out[1] = -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z;
  out[2] = 0.397776982902 * y + 0.917482137087 * z;
  out[3] = vx + 0.00000044036 * vy - 0.000000190919 * vz;
  out[4] = -0.000000479966 * vx + 0.917482137087 * vy - 0.397776982902 * vz;
  out[5] = 0.397776982902 * vy + 0.917482137087 * vz;
}

/** Chebyshev coefficients of a planet's three VSOP87B series over one interval. */
export interface VsopSeriesChebyshev {
  /** Longitude series, radians. */
  L: Float64Array;
  /** Latitude series, radians. */
  B: Float64Array;
  /** Radius series, AU. */
  R: Float64Array;
}

/**
 * A planet's VSOP87B series (the standard truncation) as Chebyshev polynomials over intervals
 * of one length, without evaluating them at any node (Jacobi–Anger, see series-chebyshev.ts;
 * VSOP87 phases are linear in time, so the expansion is exact up to the degree kept).
 */
export class VsopSeriesExpansion {
  /** Scratch of expand. */
  private part: Float64Array | undefined;
  private readonly planet: PackedPlanet;
  private readonly expanders: { L: SinusoidExpander[]; B: SinusoidExpander[]; R: SinusoidExpander[] };

  /**
   * @param body planet or Earth
   * @param half half the length of the intervals, Julian millennia
   * @param degree Chebyshev degree kept
   * @param negligible size below which a term's coefficients are left out, radians (AU for R)
   */
  constructor(
    body: VsopBody,
    readonly half: number,
    readonly degree: number,
    private readonly negligible = 1e-12,
  ) {
    this.planet = packed(body);
    const make = (c: PackedCoordinate) =>
      c.terms.map((arr) => new SinusoidExpander(arr.length / 3, degree, negligible * 10));
    this.expanders = { L: make(this.planet.L), B: make(this.planet.B), R: make(this.planet.R) };
    this.totals = { L: new Float64Array(degree + 1), B: new Float64Array(degree + 1), R: new Float64Array(degree + 1) };
  }

  /** The coefficients each call writes (see {@link at}). */
  private readonly totals: VsopSeriesChebyshev;

  /**
   * Coefficients on [τc − half, τc + half], x = (τ − τc) / half, in arrays the expansion
   * reuses: read or copy them before the next call (a typed array of this size costs a
   * microsecond to make; the interpolated sky keeps its own interleaved copy).
   * @param tauC middle of the interval, Julian millennia of TT since J2000.0
   */
  at(tauC: number): VsopSeriesChebyshev {
    const { L, B, R } = this.totals;
    this.expand(this.planet.L, this.expanders.L, tauC, L);
    this.expand(this.planet.B, this.expanders.B, tauC, B);
    this.expand(this.planet.R, this.expanders.R, tauC, R);
    return this.totals;
  }

  private expand(coord: PackedCoordinate, expanders: SinusoidExpander[], tauC: number, total: Float64Array): void {
    const { half, degree, negligible } = this;
    total.fill(0);
    // Scratch for one power's sum (kept: typed arrays this size are allocated outside the heap).
    const part = (this.part ??= new Float64Array(degree + 1));
    for (let p = coord.terms.length - 1; p >= 0; p--) {
      if (p < coord.terms.length - 1) multiplyByLinear(total, tauC, half);
      const arr = coord.terms[p];
      const expander = expanders[p];
      part.fill(0);
      for (let i = 0, term = 0; i < arr.length; i += 3, term++) {
        const c = arr[i + 2];
        sincos(arr[i + 1] + c * tauC);
        const args = expander.term;
        args[0] = arr[i];
        args[1] = SINCOS[0];
        args[2] = SINCOS[1];
        args[3] = c * half;
        expander.addTerm(term, part, true, negligible);
      }
      for (let j = 0; j <= degree; j++) total[j] += part[j];
    }
  }
}
