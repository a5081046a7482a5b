/**
 * Rise, upper transit and set of the Sun, the Moon and the planets, and the Sun's twilights, over
 * one calendar day at a place, found on each body's altitude track of the day (altitude-track.ts:
 * astronomy-engine's positions on the service's ΔT, sampled once, crossings on a shared grid
 * refined by root finding; within 0.11 s of astronomy-engine's own searches), with the Swiss
 * Ephemeris's conventions:
 *
 * - rise and set: the upper limb on the horizon, i.e. the body's true topocentric centre at
 *   −(refraction at the horizon + its apparent radius), the refraction the Swiss Ephemeris's for
 *   the atmosphere given (34.58′ at 1013.25 hPa and 10 °C: refraction.ts), the radius from the
 *   body's distance then (Sun 696 000 km, Moon 1 738.15 km); no dip of the horizon (an
 *   observer's elevation moves the parallax and, when no pressure is given, the pressure);
 * - transit: the upper culmination (hour angle 0), its altitude with the same refraction;
 * - twilights: the Sun's centre at 6° (civil), 12° (nautical) and 18° (astronomical) below the
 *   geometric horizon, without refraction. Each is given as a morning and an evening period, a
 *   band of the Sun's altitude: civil from −6° to sunrise and from sunset to −6°, nautical from
 *   −12° to −6°, astronomical from −18° to −12°; a period's end follows its begin, either is null
 *   when it falls outside the day (the period began the day before, or runs on past midnight).
 *
 * An event that does not happen within the day is null, and `state` says why: the body stays
 * above or below the horizon all day (polar day or night), or the Sun stays above or below a
 * twilight altitude all day.
 */

import type { CatalogueStar } from '../fixed-stars/apparent-place.ts';
import { Astronomy } from '../time/astronomy-engine-clock.ts';
import { PLANETS } from '../vocabulary.ts';
import { AltitudeTrack, SampledCurve } from './altitude-track.ts';
import { type Atmosphere, apparentAltitude, refractionAtApparent } from './refraction.ts';

/** Whether a body rises and sets on the day, or stays up or down throughout. */
export type HorizonState = 'rises-and-sets' | 'always-up' | 'always-down';
/** Whether the Sun crosses a twilight altitude on the day, or stays above or below it. */
export type TwilightState = 'crosses' | 'always-above' | 'always-below';

/** Bodies with rise and set: the ephemeris bodies. */
export const RISE_SET_BODIES = PLANETS;
export type RiseSetBody = (typeof RISE_SET_BODIES)[number];

/** Equatorial radii, km, as the Swiss Ephemeris takes them for the upper limb. */
const RADIUS_KM: Record<RiseSetBody, number> = {
  sun: 696_000,
  moon: 1738.15,
  mercury: 2439.7,
  venus: 6051.8,
  mars: 3396.2,
  jupiter: 71_492,
  saturn: 60_268,
  uranus: 25_559,
  neptune: 24_764,
  pluto: 1188.3,
};

const ENGINE_BODY: Record<RiseSetBody, Astronomy.Body> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluto: Astronomy.Body.Pluto,
};

export interface BodyTimes {
  /** Unix milliseconds, or null when the event does not happen within the day. */
  rise: number | null;
  /** Upper transit (culmination), Unix milliseconds; null when none falls within the day. */
  transit: number | null;
  set: number | null;
  /** Altitude at the upper transit, degrees, with refraction. */
  transitAltitude: number | null;
  state: HorizonState;
}

/** A twilight period, Unix milliseconds; null where it falls outside the day. */
export interface TwilightPeriod {
  begin: number | null;
  end: number | null;
}

export interface Twilight {
  /** Dawn: the Sun rising through the band; null when it does not within the day. */
  morning: TwilightPeriod | null;
  /** Dusk: the Sun setting through the band. */
  evening: TwilightPeriod | null;
  state: TwilightState;
}

/** The observer: a place, its height and its air. */
export interface Observer {
  /** Degrees north, [−90, 90]. */
  latitude: number;
  /** Degrees east, [−180, 180]. */
  longitude: number;
  /** Metres above sea level. */
  elevation: number;
  atmosphere: Atmosphere;
}

export interface DayTimes {
  sun: BodyTimes & { twilight: { civil: Twilight; nautical: Twilight; astronomical: Twilight } };
  moon: BodyTimes;
  /** The planets asked for. */
  planets: Partial<Record<RiseSetBody, BodyTimes>>;
}

const TWILIGHTS = { civil: -6, nautical: -12, astronomical: -18 } as const;
const DAY_MS = 86_400_000;

/** The instant of an astronomy-engine result if it falls in [start, end), else null. */
function within(time: Astronomy.AstroTime | null, start: number, end: number): number | null {
  if (time === null) return null;
  const ms = time.date.getTime();
  return ms >= start && ms < end ? ms : null;
}

/** The first crossing in [from, end) in a direction (1 rising, −1 setting), or null. */
type Crossing = (direction: 1 | -1, from: number, end: number) => number | null;

/** A body over the day: its altitude track and the curves searched on it. */
interface BodyDay {
  track: AltitudeTrack;
  /** The upper limb on the apparent horizon: rise and set. */
  limb: Crossing;
  /** The first upper culmination after the day's start, with the altitude and radius then. */
  culmination: { time: number | null; altitude: number; radius: number };
}

/**
 * The track of a body over a day (from its start to 27 hours on, which holds the day, at most 26
 * hours, and the first culmination after its start) and its rise, set and culmination.
 */
function bodyDay(body: RiseSetBody, observer: Observer, start: number, end: number): BodyDay {
  const to = Math.max(end, start + TRACK_HOURS * 3_600_000);
  const track = new AltitudeTrack(ENGINE_BODY[body], observer, start, to, RADIUS_KM[body]);
  const horizonRefraction = refractionAtApparent(0, observer.atmosphere);
  const limbCurve = new SampledCurve((ms) => track.altitude(ms) + track.radius(ms) + horizonRefraction, start, to);
  const hourAngle = new SampledCurve((ms) => track.hourAngle(ms), start, to);
  const time = hourAngle.firstCrossing(0, 1, start, to);
  const at = time ?? start;
  return {
    track,
    limb: (direction, from, until) => limbCurve.firstCrossing(0, direction, from, until),
    culmination: { time, altitude: track.altitude(at), radius: track.radius(at) },
  };
}

/** How far a day's tracks reach past its start, hours. */
const TRACK_HOURS = 27;

function bodyTimes(day: BodyDay, atmosphere: Atmosphere, start: number, end: number): BodyTimes {
  const horizonRefraction = refractionAtApparent(0, atmosphere);
  const rise = day.limb(1, start, end);
  const set = day.limb(-1, start, end);
  const { time, altitude, radius } = day.culmination;
  const transit = time !== null && time >= start && time < end ? time : null;
  let state: HorizonState = 'rises-and-sets';
  if (rise === null && set === null) {
    // No crossing all day: the body is on one side of the horizon throughout, judged by its
    // upper limb at its highest (the culmination nearest the day).
    state = altitude + radius + horizonRefraction > 0 ? 'always-up' : 'always-down';
  }
  return {
    rise,
    transit,
    set,
    transitAltitude: transit === null ? null : apparentAltitude(altitude, atmosphere),
    state,
  };
}

/**
 * A twilight of the day: the morning period from the Sun rising through `lower` to its rising
 * through `upper` (or rising, for civil twilight), the evening one from setting through `upper`
 * (or setting) to setting through `lower`.
 */
function twilight(
  lower: { altitude: number; crossing: Crossing },
  upper: { crossing: Crossing },
  start: number,
  end: number,
  sunAtNoon: number,
): Twilight {
  // Morning: from the Sun's rise through `lower` to its next rise through `upper` (that rise
  // alone when the period began the day before); evening: from its setting through `upper` to
  // its next setting through `lower` (that setting alone when the period began the day before).
  const dawn = lower.crossing(1, start, end);
  const morningEnd = upper.crossing(1, dawn ?? start, end);
  const eveningBegin = upper.crossing(-1, start, end);
  const dusk = lower.crossing(-1, eveningBegin ?? start, end);
  const period = (begin: number | null, finish: number | null) =>
    begin === null && finish === null ? null : { begin, end: finish };
  let state: TwilightState = 'crosses';
  if (dawn === null && lower.crossing(-1, start, end) === null)
    state = sunAtNoon > lower.altitude ? 'always-above' : 'always-below';
  return { morning: period(dawn, morningEnd), evening: period(eveningBegin, dusk), state };
}

/**
 * The Sun's rises and sets alone (no twilight, no Moon) over a span of up to about 50 hours, with
 * the conventions of {@link dayTimes} (the upper limb on the horizon, refraction of the
 * observer's atmosphere), on one altitude track: what a sunrise-to-sunrise day needs.
 * @param observer place, elevation and atmosphere
 * @param start first instant, Unix milliseconds
 * @param end last instant, Unix milliseconds (> start)
 * @returns the rises and the sets in [start, end), each in time order
 */
export function sunRisesAndSets(observer: Observer, start: number, end: number): { rises: number[]; sets: number[] } {
  const track = new AltitudeTrack(ENGINE_BODY.sun, observer, start, end, RADIUS_KM.sun);
  const horizonRefraction = refractionAtApparent(0, observer.atmosphere);
  const limb = new SampledCurve((ms) => track.altitude(ms) + track.radius(ms) + horizonRefraction, start, end);
  const all = (direction: 1 | -1) => {
    const out: number[] = [];
    for (let from = start; ; ) {
      const t = limb.firstCrossing(0, direction, from, end);
      if (t === null) return out;
      out.push(t);
      from = t + 3_600_000;
    }
  };
  return { rises: all(1), sets: all(-1) };
}

/** Light years per parsec. */
const LIGHT_YEARS_PER_PARSEC = 3.261563777;
/** Julian years from J2000 of an instant, Unix milliseconds. */
const yearsFromJ2000 = (ms: number) => (ms - Date.UTC(2000, 0, 1, 12)) / (365.25 * DAY_MS);

/**
 * A fixed star's rise, transit and set on a day: its centre (a point) at the horizon with the
 * same refraction as the Sun's and the Moon's limbs, its place carried to the day by its proper
 * motion (linear in right ascension and declination: under 0.1″ over a day's search) and made
 * apparent (precession, nutation, aberration) by astronomy-engine as one of its user-defined
 * stars.
 * @param star catalogue position (ICRS, J2000.0) and motions
 */
export function starTimes(star: CatalogueStar, observer: Observer, start: number, end: number): BodyTimes {
  const years = yearsFromJ2000(start);
  const dec = star.dec + (star.pmDec * years) / 3.6e6;
  const ra = star.ra + (star.pmRa * years) / 3.6e6 / Math.cos((star.dec * Math.PI) / 180);
  const lightYears = star.parallax > 0 ? (1000 / star.parallax) * LIGHT_YEARS_PER_PARSEC : 1e6;
  Astronomy.DefineStar(Astronomy.Body.Star1, (((ra % 360) + 360) % 360) / 15, dec, lightYears);
  const engine = new Astronomy.Observer(observer.latitude, observer.longitude, observer.elevation);
  const horizonRefraction = refractionAtApparent(0, observer.atmosphere);
  const crossing: Crossing = (direction, from, to) =>
    to > from
      ? within(
          Astronomy.SearchAltitude(
            Astronomy.Body.Star1,
            engine,
            direction,
            new Date(from),
            (to - from) / DAY_MS,
            -horizonRefraction,
          ),
          from,
          to,
        )
      : null;
  const rise = crossing(1, start, end);
  const set = crossing(-1, start, end);
  const culmination = Astronomy.SearchHourAngle(Astronomy.Body.Star1, engine, 0, new Date(start)).time;
  const equator = Astronomy.Equator(Astronomy.Body.Star1, culmination.date, engine, true, true);
  const highest = Astronomy.Horizon(culmination.date, engine, equator.ra, equator.dec).altitude;
  const transit = within(culmination, start, end);
  let state: HorizonState = 'rises-and-sets';
  if (rise === null && set === null) state = highest + horizonRefraction > 0 ? 'always-up' : 'always-down';
  return {
    rise,
    transit,
    set,
    transitAltitude: transit === null ? null : apparentAltitude(highest, observer.atmosphere),
    state,
  };
}

/**
 * The times of a day.
 * @param observer place, elevation and atmosphere
 * @param start the day's first instant (local midnight), Unix milliseconds
 * @param end the next day's first instant, Unix milliseconds (> start, at most 26 hours later)
 * @param planets planets whose times are wanted too (default none)
 */
export function dayTimes(
  observer: Observer,
  start: number,
  end: number,
  planets: readonly RiseSetBody[] = [],
): DayTimes {
  const { atmosphere } = observer;
  const sun = bodyDay('sun', observer, start, end);
  // The Sun's centre at each twilight altitude, on one grid of its altitudes.
  const sunAltitude = new SampledCurve((ms) => sun.track.altitude(ms), start, sun.track.to);
  const bands = Object.fromEntries(
    Object.values(TWILIGHTS).map((altitude) => [
      altitude,
      {
        altitude,
        crossing: ((direction, from, to) => sunAltitude.firstCrossing(altitude, direction, from, to)) as Crossing,
      },
    ]),
  );
  // The Sun's highest true altitude of the day (twilight altitudes are geometric).
  const highest = sun.culmination.altitude;
  return {
    sun: {
      ...bodyTimes(sun, atmosphere, start, end),
      twilight: {
        civil: twilight(bands[TWILIGHTS.civil], { crossing: sun.limb }, start, end, highest),
        nautical: twilight(bands[TWILIGHTS.nautical], bands[TWILIGHTS.civil], start, end, highest),
        astronomical: twilight(bands[TWILIGHTS.astronomical], bands[TWILIGHTS.nautical], start, end, highest),
      },
    },
    moon: bodyTimes(bodyDay('moon', observer, start, end), atmosphere, start, end),
    planets: Object.fromEntries(
      planets.map((p) => [p, bodyTimes(bodyDay(p, observer, start, end), atmosphere, start, end)]),
    ),
  };
}
