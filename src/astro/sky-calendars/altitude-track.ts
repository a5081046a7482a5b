/**
 * A body's topocentric altitude over a day, for the rise, set, transit and twilight searches:
 * its geocentric apparent position (equator and equinox of date, light-time and aberration, as
 * astronomy-engine's `Equator` gives it on the service's ΔT) is sampled at the Lobatto nodes of
 * the span and read back from their Chebyshev series; the observer's place turns with the
 * apparent sidereal time, taken as uniform over the day (the equation of the equinoxes changes by
 * under 0.01 s a day). The altitude then costs a few multiplications instead of an ephemeris
 * evaluation, so a day's crossings are found on one shared grid of altitudes and refined by
 * root finding (the `sky-calendars-engine` benchmark measures what it saves).
 */
import { chebyshevValue, lobattoCoefficients, lobattoNode } from '../ephemeris/chebyshev.ts';
import { Astronomy } from '../time/astronomy-engine-clock.ts';

const DAY_MS = 86_400_000;
const RAD = Math.PI / 180;
/** Mean sidereal rotation, radians per millisecond. */
const SIDEREAL_RATE = (360.98564736629 * RAD) / DAY_MS;
/** Degree of the position series over a track (about 28 hours): the Moon's series reaches 1e-12 AU well before it. */
const DEGREE = 14;
const KM_PER_AU = 149_597_870.7;

/** Where the track is read: a place and its height. */
export interface TrackObserver {
  latitude: number;
  longitude: number;
  elevation: number;
}

/** A body's altitude, apparent radius and hour angle over a span of time. */
export class AltitudeTrack {
  private readonly series: Float64Array[];
  private readonly observerRadius: number;
  private readonly observerZ: number;
  private readonly siderealAtStart: number;
  private readonly sinLat: number;
  private readonly cosLat: number;
  private readonly position = new Float64Array(3);

  /**
   * @param body the body (astronomy-engine's)
   * @param observer the place
   * @param from first instant, Unix milliseconds
   * @param to last instant, Unix milliseconds
   * @param radiusKm the body's radius (its apparent radius follows its distance)
   */
  constructor(
    body: Astronomy.Body,
    observer: TrackObserver,
    readonly from: number,
    readonly to: number,
    private readonly radiusKm: number,
  ) {
    const engine = new Astronomy.Observer(observer.latitude, observer.longitude, observer.elevation);
    const samples = [new Float64Array(DEGREE + 1), new Float64Array(DEGREE + 1), new Float64Array(DEGREE + 1)];
    for (let k = 0; k <= DEGREE; k++) {
      const date = new Date(this.instant(lobattoNode(k, DEGREE)));
      const topocentric = Astronomy.Equator(body, date, engine, true, true).vec;
      const place = Astronomy.ObserverVector(date, engine, true);
      samples[0][k] = topocentric.x + place.x;
      samples[1][k] = topocentric.y + place.y;
      samples[2][k] = topocentric.z + place.z;
    }
    this.series = samples.map((s) => lobattoCoefficients(s, DEGREE));
    // The observer at the first instant, then turned at the sidereal rate.
    const place = Astronomy.ObserverVector(new Date(from), engine, true);
    this.observerRadius = Math.hypot(place.x, place.y);
    this.observerZ = place.z;
    this.siderealAtStart = (Astronomy.SiderealTime(new Date(from)) * 15 + observer.longitude) * RAD;
    this.sinLat = Math.sin(observer.latitude * RAD);
    this.cosLat = Math.cos(observer.latitude * RAD);
  }

  private instant(x: number): number {
    return this.from + ((x + 1) / 2) * (this.to - this.from);
  }

  /** Local apparent sidereal time as an angle, radians. */
  private localSidereal(ms: number): number {
    return this.siderealAtStart + SIDEREAL_RATE * (ms - this.from);
  }

  /** The topocentric position at `ms` into this.position (AU, equator of date); returns its distance. */
  private topocentric(ms: number): number {
    const x = (2 * (ms - this.from)) / (this.to - this.from) - 1;
    const theta = this.localSidereal(ms);
    const p = this.position;
    p[0] = chebyshevValue(this.series[0], x) - this.observerRadius * Math.cos(theta);
    p[1] = chebyshevValue(this.series[1], x) - this.observerRadius * Math.sin(theta);
    p[2] = chebyshevValue(this.series[2], x) - this.observerZ;
    return Math.hypot(p[0], p[1], p[2]);
  }

  /** True (unrefracted) altitude of the centre, degrees. */
  altitude(ms: number): number {
    const r = this.topocentric(ms);
    const theta = this.localSidereal(ms);
    const p = this.position;
    const up = (p[0] * this.cosLat * Math.cos(theta) + p[1] * this.cosLat * Math.sin(theta) + p[2] * this.sinLat) / r;
    return Math.asin(Math.max(-1, Math.min(1, up))) / RAD;
  }

  /** Apparent radius, degrees. */
  radius(ms: number): number {
    return Math.asin(this.radiusKm / (this.topocentric(ms) * KM_PER_AU)) / RAD;
  }

  /** Hour angle, degrees in (−180, 180]: negative before the upper culmination. */
  hourAngle(ms: number): number {
    this.topocentric(ms);
    const ra = Math.atan2(this.position[1], this.position[0]);
    const h = (this.localSidereal(ms) - ra) / RAD;
    return h - 360 * Math.ceil((h - 180) / 360);
  }
}

/** Grid step of the crossing scans, milliseconds (10 minutes). */
const STEP_MS = 600_000;
/** Instants are refined to this, milliseconds. */
const TOLERANCE_MS = 5;

/** A function of time sampled on a grid, searched for its zero crossings. */
export class SampledCurve {
  private readonly times: number[] = [];
  private readonly values: number[] = [];

  constructor(
    private readonly f: (ms: number) => number,
    from: number,
    to: number,
  ) {
    const n = Math.max(2, Math.ceil((to - from) / STEP_MS));
    for (let i = 0; i <= n; i++) {
      const t = from + ((to - from) * i) / n;
      this.times.push(t);
      this.values.push(f(t));
    }
  }

  /**
   * The first instant in [from, end) where f − level crosses zero in a direction (1 upward, −1
   * downward), or null. A dip through the level and back between two grid points is found from
   * the extremum between them.
   */
  firstCrossing(level: number, direction: 1 | -1, from: number, end: number): number | null {
    const { times, values } = this;
    const g = (i: number) => direction * (values[i] - level);
    for (let i = 0; i + 1 < times.length; i++) {
      const a = times[i];
      const b = times[i + 1];
      if (b <= from || a >= end) continue;
      let root: number | null = null;
      if (g(i) < 0 && g(i + 1) >= 0) root = this.refine(level, a, b);
      else if (g(i) < 0 && g(i + 1) < 0 && i + 2 < times.length && g(i + 1) > g(i) && g(i + 2) < g(i + 1)) {
        // A maximum of direction·f near times[i + 1]: look for a brief crossing around it.
        const peak = this.extremum(direction, a, times[i + 2]);
        if (direction * (this.f(peak) - level) >= 0) root = this.refine(level, a, peak);
      }
      if (root !== null && root >= from && root < end) return root;
    }
    return null;
  }

  /** The root of f − level in [a, b] (a sign change there), by the Illinois variant of regula falsi. */
  private refine(level: number, a: number, b: number): number {
    let fa = this.f(a) - level;
    let fb = this.f(b) - level;
    let side = 0;
    for (let k = 0; k < 60 && b - a > TOLERANCE_MS; k++) {
      const c = (a * fb - b * fa) / (fb - fa);
      const fc = this.f(c) - level;
      if (fc * fb > 0) {
        b = c;
        fb = fc;
        if (side === -1) fa /= 2;
        side = -1;
      } else if (fa * fc > 0) {
        a = c;
        fa = fc;
        if (side === 1) fb /= 2;
        side = 1;
      } else return c;
    }
    return (a + b) / 2;
  }

  /** Where direction·f is greatest in [a, b], by golden-section search. */
  private extremum(direction: 1 | -1, a: number, b: number): number {
    const r = (Math.sqrt(5) - 1) / 2;
    let c = b - r * (b - a);
    let d = a + r * (b - a);
    while (b - a > 1000) {
      if (direction * this.f(c) > direction * this.f(d)) b = d;
      else a = c;
      c = b - r * (b - a);
      d = a + r * (b - a);
    }
    return (a + b) / 2;
  }
}
