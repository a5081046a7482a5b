/**
 * The Moon and Sun on one day at a place: the Moon's phase, illumination, age, distance and
 * apparent diameter at an instant; the current (latest at or before the instant) and next new
 * moon, first quarter, full moon and last quarter; and the Sun's and Moon's rise, transit and
 * set and the twilights of the instant's calendar day in the place's zone (see rise-set.ts for
 * the conventions). Pure: plain data in and out, instants as ISO 8601 UTC strings.
 */

import { norm360 } from '../angles.ts';
import { inputError } from '../errors.ts';
import { FIXED_STARS } from '../fixed-stars/catalogue.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { sharedTransitEphemeris } from '../transits/transit-ephemeris.ts';
import { type MoonPhaseName, searchTransits } from '../transits/transit-search.ts';
import { type Sign, signOf } from '../vocabulary.ts';
import { dayStartMs, localDateOf, nextDate } from './calendar-days.ts';
import { CALENDAR_RANGE } from './moon-calendar.ts';
import { moonDisc, type PhaseName, phaseName } from './moon-phase.ts';
import { type Atmosphere, pressureAt } from './refraction.ts';
import {
  type BodyTimes,
  dayTimes,
  type HorizonState,
  type RiseSetBody,
  starTimes,
  type Twilight,
  type TwilightPeriod,
  type TwilightState,
} from './rise-set.ts';

export interface MoonSunInput {
  /** The instant, Unix milliseconds. */
  instantMs: number;
  /** Degrees north, [−90, 90]. */
  latitude: number;
  /** Degrees east, [−180, 180]. */
  longitude: number;
  /** IANA zone of the place (checked by the caller). */
  timezone: string;
  /** Metres above sea level (default 0). */
  elevation?: number;
  /** The air refracting at the horizon (default: 10 °C and the standard pressure at the elevation, 1013.25 hPa at sea level). */
  atmosphere?: Atmosphere;
  /** Planets whose rise, transit and set are wanted too. */
  planets?: readonly RiseSetBody[];
  /** Fixed stars (catalogue ids) whose rise, transit and set are wanted too. */
  stars?: readonly string[];
}

/** A pair of lunar phase instants: the latest at or before the instant and the next after it. */
export interface PhasePair {
  current: string;
  next: string;
}

export interface BodyTimesData {
  rise: string | null;
  transit: string | null;
  set: string | null;
  /** Altitude at the upper transit, degrees (refraction included); null without a transit that day. */
  transitAltitude: number | null;
  state: HorizonState;
}

/** A twilight period: its end follows its begin; either null where it falls outside the day. */
export interface TwilightPeriodData {
  begin: string | null;
  end: string | null;
}

export interface TwilightData {
  morning: TwilightPeriodData | null;
  evening: TwilightPeriodData | null;
  state: TwilightState;
}

export interface MoonSunDay {
  /** The calendar date in the place's zone, YYYY-MM-DD. */
  date: string;
  /** The instant described, ISO 8601. */
  at: string;
  moon: {
    sign: Sign;
    /** Apparent tropical longitude, degrees [0, 360). */
    longitude: number;
    phase: { name: PhaseName; illumination: number; age: number; elongation: number };
    /** Geocentric distance of the Moon's centre, km. */
    distanceKm: number;
    /** Apparent diameter from the Earth's centre, arcminutes. */
    apparentDiameterArcmin: number;
  };
  phases: { newMoon: PhasePair; firstQuarter: PhasePair; fullMoon: PhasePair; lastQuarter: PhasePair };
  sun: BodyTimesData & { twilight: { civil: TwilightData; nautical: TwilightData; astronomical: TwilightData } };
  moonTimes: BodyTimesData;
  /** The planets asked for, by name. */
  planets: Partial<Record<RiseSetBody, BodyTimesData>>;
  /** The fixed stars asked for, by catalogue id. */
  stars: Record<string, BodyTimesData>;
  /** The conditions rise and set were computed for. */
  horizon: { elevation: number; pressure: number; temperature: number };
}

const iso = (ms: number | null) => (ms === null ? null : isoInstant(julianDayFromUnixMs(ms)));
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function bodyData(times: BodyTimes): BodyTimesData {
  return {
    rise: iso(times.rise),
    transit: iso(times.transit),
    set: iso(times.set),
    transitAltitude: times.transitAltitude === null ? null : round(times.transitAltitude, 3),
    state: times.state,
  };
}

const periodData = (p: TwilightPeriod | null): TwilightPeriodData | null =>
  p === null ? null : { begin: iso(p.begin), end: iso(p.end) };
const twilightData = (t: Twilight): TwilightData => ({
  morning: periodData(t.morning),
  evening: periodData(t.evening),
  state: t.state,
});

const PHASE_KEYS: Record<MoonPhaseName, keyof MoonSunDay['phases']> = {
  new: 'newMoon',
  'first-quarter': 'firstQuarter',
  full: 'fullMoon',
  'last-quarter': 'lastQuarter',
};

/**
 * The Moon and Sun of a day.
 * @throws BirthDataError naming `dateTime` outside 1800–2400
 */
export function moonSunDay(input: MoonSunInput): MoonSunDay {
  const { instantMs, latitude, longitude, timezone } = input;
  const clock = { zone: timezone, longitude };
  const date = localDateOf(instantMs, clock);
  if (!(date >= CALENDAR_RANGE.first && date <= CALENDAR_RANGE.last)) {
    throw inputError(
      'dateTime',
      'out_of_range',
      { kind: 'range', value: 'instant', min: CALENDAR_RANGE.first, max: CALENDAR_RANGE.last },
      `an instant from ${CALENDAR_RANGE.first} to ${CALENDAR_RANGE.last}`,
    );
  }
  const at = julianDayFromUnixMs(instantMs);
  const ephemeris = sharedTransitEphemeris();
  // Each quarter comes once a synodic month (at most 29.9 days): 31 days each way hold the pair.
  const found = searchTransits({
    startUT: at - 31,
    endUT: at + 31,
    transiting: ['moon'],
    natal: [],
    cusps: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
    aspects: [],
    crossings: { signIngresses: false, houseIngresses: false, stations: false, moonPhases: true },
    ephemeris,
  });
  const phases = {} as MoonSunDay['phases'];
  for (const name of Object.keys(PHASE_KEYS) as MoonPhaseName[]) {
    const list = found.moonPhases.filter((p) => p.phase === name);
    const next = list.findIndex((p) => p.exact > at);
    phases[PHASE_KEYS[name]] = { current: isoInstant(list[next - 1].exact), next: isoInstant(list[next].exact) };
  }
  const [moonTrack, sunTrack] = ephemeris.tracks(['moon', 'sun'], at - 1, at + 1);
  const moonLongitude = norm360(moonTrack.longitude(at));
  const elongation = norm360(moonTrack.longitude(at) - sunTrack.longitude(at));
  const lastNew = found.moonPhases.filter((p) => p.phase === 'new' && p.exact <= at).pop()!.exact;
  const disc = moonDisc(at);
  const start = dayStartMs(date, clock);
  const elevation = input.elevation ?? 0;
  const atmosphere = input.atmosphere ?? { pressure: pressureAt(elevation), temperature: 10 };
  const observer = { latitude, longitude, elevation, atmosphere };
  const end = dayStartMs(nextDate(date), clock);
  const times = dayTimes(observer, start, end, input.planets);
  const stars = (input.stars ?? []).map((id) => {
    const star = FIXED_STARS.find((s) => s.id === id);
    if (!star) throw inputError('stars', 'unknown_value', { kind: 'unknownStar' }, 'ids of the fixed-star catalogue');
    return [id, bodyData(starTimes(star, observer, start, end))] as const;
  });
  return {
    date,
    at: isoInstant(at),
    moon: {
      sign: signOf(moonLongitude),
      longitude: round(moonLongitude, 6),
      phase: {
        name: phaseName(elongation),
        illumination: round(disc.illumination, 4),
        age: round(at - lastNew, 3),
        elongation: round(elongation, 4),
      },
      distanceKm: Math.round(disc.distanceKm),
      apparentDiameterArcmin: round(disc.apparentDiameterArcmin, 3),
    },
    phases,
    sun: {
      ...bodyData(times.sun),
      twilight: {
        civil: twilightData(times.sun.twilight.civil),
        nautical: twilightData(times.sun.twilight.nautical),
        astronomical: twilightData(times.sun.twilight.astronomical),
      },
    },
    moonTimes: bodyData(times.moon),
    planets: Object.fromEntries(Object.entries(times.planets).map(([name, t]) => [name, bodyData(t)])),
    stars: Object.fromEntries(stars),
    horizon: { elevation, pressure: round(atmosphere.pressure, 2), temperature: atmosphere.temperature },
  };
}
