/**
 * Planetary hours: the day from sunrise to sunset and the night from sunset to the next sunrise,
 * each split into twelve equal (unequal-length) hours. The first hour of the day is ruled by the
 * day's ruler (Sunday the Sun, Monday the Moon, Tuesday Mars, Wednesday Mercury, Thursday Jupiter,
 * Friday Venus, Saturday Saturn), the next hours in Chaldean order. Sunrise and sunset are the
 * sky calendars' (the Sun's upper limb on the horizon with the standard atmosphere's refraction).
 * Where the Sun does not both rise and set on the date and rise the next (polar day or night),
 * there are no unequal hours: a BirthDataError naming `location.latitude`.
 */
import { inputError } from '../errors.ts';
import { dateWallMs, dayStartMs, nextDate } from '../sky-calendars/calendar-days.ts';
import { STANDARD_ATMOSPHERE } from '../sky-calendars/refraction.ts';
import { dayTimes } from '../sky-calendars/rise-set.ts';
import type { PlaceClock } from '../time/place-clock.ts';
import { CHALDEAN_ORDER, type ClassicalPlanet } from './tables.ts';

const WEEKDAY_RULERS: readonly ClassicalPlanet[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

export interface PlanetaryHour {
  /** 1…12 day hours, then 13…24 night hours. */
  number: number;
  period: 'day' | 'night';
  ruler: ClassicalPlanet;
  start: number;
  end: number;
}

export interface PlanetaryHours {
  date: string;
  dayRuler: ClassicalPlanet;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  /** Lengths of one day hour and one night hour, minutes. */
  dayHourMinutes: number;
  nightHourMinutes: number;
  hours: PlanetaryHour[];
}

/**
 * The planetary hours of a calendar date at a place.
 * @param date `YYYY-MM-DD` in the place's zone
 * @param place latitude and longitude, degrees; elevation, metres
 * @param clock the place's zone and longitude
 * @throws BirthDataError naming `location.latitude` in polar day or night
 */
export function planetaryHours(
  date: string,
  place: { latitude: number; longitude: number; elevation?: number },
  clock: PlaceClock,
): PlanetaryHours {
  const observer = { ...place, elevation: place.elevation ?? 0, atmosphere: STANDARD_ATMOSPHERE };
  const tomorrow = nextDate(date);
  const today = dayTimes(observer, dayStartMs(date, clock), dayStartMs(tomorrow, clock)).sun;
  const next = dayTimes(observer, dayStartMs(tomorrow, clock), dayStartMs(nextDate(tomorrow), clock)).sun;
  const { rise, set } = today;
  if (rise === null || set === null || next.rise === null || set < rise) {
    throw inputError(
      'location.latitude',
      'out_of_range',
      { kind: 'polar', date, purpose: 'planetaryHours' },
      'a place where the Sun rises and sets on the date and rises the next day',
      `the Sun does not rise and set there on ${date} (state ${today.state}): polar day or night has no unequal hours`,
    );
  }
  const nextRise = next.rise;
  const dayRuler = WEEKDAY_RULERS[new Date(dateWallMs(date)).getUTCDay()];
  const first = CHALDEAN_ORDER.indexOf(dayRuler);
  const dayHour = (set - rise) / 12;
  const nightHour = (nextRise - set) / 12;
  const hours = Array.from({ length: 24 }, (_, k): PlanetaryHour => {
    const day = k < 12;
    const edge = (n: number) => (n < 12 ? rise + n * dayHour : set + (n - 12) * nightHour);
    return {
      number: k + 1,
      period: day ? 'day' : 'night',
      ruler: CHALDEAN_ORDER[(first + k) % 7],
      start: edge(k),
      end: k === 23 ? nextRise : edge(k + 1),
    };
  });
  return {
    date,
    dayRuler,
    sunrise: rise,
    sunset: set,
    nextSunrise: nextRise,
    dayHourMinutes: dayHour / 60_000,
    nightHourMinutes: nightHour / 60_000,
    hours,
  };
}
