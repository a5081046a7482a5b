/**
 * The panchang of a date at a place: the sunrise-based day (from sunrise on the date to the next
 * sunrise) with its vara, and the tithis, nakshatras, yogas and karanas that run in it with
 * their start and end instants; Rahu kaal, Gulika kaal, Yamaganda, Abhijit muhurta, the day's and
 * the night's choghadiyas and the 24 horas. Tables and rules: panchang-tables.ts.
 *
 * Positions: the Sun's and the Moon's apparent longitudes from the transit ephemeris (the fits
 * the transit searches use: within 0.02″ of the series for the Moon), sidereal by the ayanamsa
 * of the sunrise carried on at its precession rate (its nutation's change over the day, under
 * 0.3″, moves a Moon instant by under a second). Each start and end is the root of the
 * element's angle at its boundary, by Newton's method on the fitted longitude and speed, to
 * 0.1 ms. Sunrise and sunset are the sky calendars' (rise-set.ts: the Sun's upper limb on the
 * horizon with the standard atmosphere's refraction).
 *
 * Instants are Unix milliseconds. Where the Sun does not rise, set and rise again (polar day or
 * night) the day is not defined: a BirthDataError naming `location.latitude`.
 */
import { inputError } from '../errors.ts';
import { type Ayanamsa, ayanamsaOfDate, ayanamsaRate } from '../sidereal/ayanamsa.ts';
import { NAKSHATRAS } from '../sidereal/nakshatra.ts';
import { dateWallMs, dayStartMs, nextDate } from '../sky-calendars/calendar-days.ts';
import { STANDARD_ATMOSPHERE } from '../sky-calendars/refraction.ts';
import { sunRisesAndSets } from '../sky-calendars/rise-set.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import { julianDayFromUnixMs, unixMsFromJulianDay } from '../time/julian-day.ts';
import type { PlaceClock } from '../time/place-clock.ts';
import { CHALDEAN_ORDER, type ClassicalPlanet } from '../traditional/tables.ts';
import { sharedTransitEphemeris } from '../transits/transit-ephemeris.ts';
import {
  CHOGHADIYA_NATURE,
  CHOGHADIYA_OF,
  DAY_PART_PERIODS,
  karanaName,
  tithiName,
  VARAS,
  YOGA_NAMES,
} from './panchang-tables.ts';

const LORDS = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'] as const;

export interface Span {
  start: number;
  end: number;
}

export interface PanchangElement extends Span {
  /** 1…30 (tithi), 1…27 (nakshatra, yoga), 1…60 (karana of the month). */
  number: number;
  name: string;
}

export interface Panchang {
  date: string;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  vara: { name: string; lord: ClassicalPlanet };
  ayanamsa: number;
  /** Sidereal longitudes at sunrise, degrees. */
  sunLongitude: number;
  moonLongitude: number;
  tithi: (PanchangElement & { paksha: 'shukla' | 'krishna' })[];
  nakshatra: (PanchangElement & { lord: string })[];
  yoga: PanchangElement[];
  karana: PanchangElement[];
  rahuKaal: Span;
  gulikaKaal: Span;
  yamaganda: Span;
  abhijitMuhurta: Span;
  choghadiya: {
    day: ChoghadiyaPart[];
    night: ChoghadiyaPart[];
  };
  hora: { number: number; period: 'day' | 'night'; lord: ClassicalPlanet; start: number; end: number }[];
}

export interface ChoghadiyaPart extends Span {
  number: number;
  name: string;
  lord: ClassicalPlanet;
  nature: 'good' | 'neutral' | 'bad';
}

const mod = (x: number, m: number) => ((x % m) + m) % m;

/** The sunrise on a date, the sunset after it and the next sunrise. */
export function sunriseDay(date: string, place: { latitude: number; longitude: number }, clock: PlaceClock) {
  const observer = { ...place, elevation: 0, atmosphere: STANDARD_ATMOSPHERE };
  const tomorrow = nextDate(date);
  const start = dayStartMs(date, clock);
  const tomorrowStart = dayStartMs(tomorrow, clock);
  const { rises, sets } = sunRisesAndSets(observer, start, dayStartMs(nextDate(tomorrow), clock));
  const sunrise = rises[0];
  const sunset = sets.find((s) => s > sunrise);
  const nextSunrise = rises[1];
  if (sunrise === undefined || sunrise >= tomorrowStart || sunset === undefined || !(nextSunrise > sunset)) {
    throw inputError(
      'location.latitude',
      'out_of_range',
      { kind: 'polar', date, purpose: 'sunriseDay' },
      'a place where the Sun rises and sets on the date and rises the next day',
      `the Sun does not rise, set and rise again there from ${date} (polar day or night): no sunrise-based day`,
    );
  }
  return { sunrise, sunset, nextSunrise };
}

/** `n` equal parts of a span. */
const parts = (from: number, to: number, n: number): Span[] =>
  Array.from({ length: n }, (_, k) => ({
    start: from + ((to - from) * k) / n,
    end: k === n - 1 ? to : from + ((to - from) * (k + 1)) / n,
  }));

/**
 * The panchang of a date at a place.
 * @param date `YYYY-MM-DD` in the place's zone (its sunrise starts the day)
 * @param place latitude and longitude, degrees
 * @param clock the place's zone and longitude
 * @param ayanamsa the sidereal zodiac of the nakshatras and yogas
 * @throws BirthDataError naming `location.latitude` in polar day or night
 */
export function panchang(
  date: string,
  place: { latitude: number; longitude: number },
  clock: PlaceClock,
  ayanamsa: Ayanamsa,
): Panchang {
  const { sunrise, sunset, nextSunrise } = sunriseDay(date, place, clock);
  const weekday = new Date(dateWallMs(date)).getUTCDay();
  const vara = VARAS[weekday];

  // Positions: tracks from 1.5 days before the sunrise to 1.5 after the next (an element lasts under 27 hours).
  const rise = julianDayFromUnixMs(sunrise);
  const next = julianDayFromUnixMs(nextSunrise);
  const [sunTrack, moonTrack] = sharedTransitEphemeris().tracks(['sun', 'moon'], rise - 1.5, next + 1.5);
  const riseTT = terrestrialFromUniversal(rise);
  const aya0 = ayanamsaOfDate(ayanamsa, riseTT);
  const ayaRate = ayanamsaRate(riseTT);
  const s = new Float64Array(2);
  const m = new Float64Array(2);
  /** An element's angle (unwrapped) and its rate at an instant: weights of the Moon, the Sun and the ayanamsa. */
  const angle = (jd: number, wMoon: number, wSun: number, wAya: number, out: Float64Array) => {
    sunTrack.evaluate(jd, s);
    moonTrack.evaluate(jd, m);
    out[0] = wMoon * m[0] + wSun * s[0] - wAya * (aya0 + ayaRate * (jd - rise));
    out[1] = wMoon * m[1] + wSun * s[1] - wAya * ayaRate;
  };
  const v = new Float64Array(2);

  /** The elements (each `step` degrees of the angle, `count` in a round) from the one running at sunrise to the one running at the next. */
  const elements = (step: number, count: number, wMoon: number, wSun: number, wAya: number) => {
    angle(rise, wMoon, wSun, wAya, v);
    const v0 = v[0];
    const n0 = mod(v0, 360);
    const index = Math.min(count - 1, Math.floor(n0 / step));
    const lower = v0 - (n0 - index * step);
    const root = (target: number) => {
      let t = rise + (target - v0) / v[1];
      for (let k = 0; k < 12; k++) {
        angle(t, wMoon, wSun, wAya, v);
        const dt = (target - v[0]) / v[1];
        t += dt;
        if (Math.abs(dt) < 1e-9) break;
      }
      return unixMsFromJulianDay(t);
    };
    const out: { number: number; start: number; end: number }[] = [];
    let start = root(lower);
    for (let j = 0; start < nextSunrise; j++) {
      const end = root(lower + (j + 1) * step);
      out.push({ number: ((index + j) % count) + 1, start, end });
      start = end;
    }
    angle(rise, wMoon, wSun, wAya, v);
    return { list: out, atSunrise: mod(v[0], 360) };
  };

  const tithi = elements(12, 30, 1, -1, 0);
  const nakshatra = elements(40 / 3, 27, 1, 0, 1);
  const yoga = elements(40 / 3, 27, 1, 1, 2);
  const karana = elements(6, 60, 1, -1, 0);
  // Sidereal longitudes at sunrise: from the nakshatra's angle (the Moon's) and the yoga's (the sum).
  const moonLongitude = nakshatra.atSunrise;
  const sunLongitude = mod(yoga.atSunrise - moonLongitude, 360);

  const eighths = parts(sunrise, sunset, 8);
  const dayPart = (table: readonly number[]) => eighths[table[weekday] - 1];
  const muhurtas = parts(sunrise, sunset, 15);

  const lordIndex = CHALDEAN_ORDER.indexOf(vara.lord);
  const choghadiya = (from: number, to: number, first: number, stepBy: number): ChoghadiyaPart[] =>
    parts(from, to, 8).map((p, k) => {
      const lord = CHALDEAN_ORDER[mod(first + stepBy * (k % 7), 7)];
      const name = CHOGHADIYA_OF[lord];
      return { number: k + 1, name, lord, nature: CHOGHADIYA_NATURE[name], ...p };
    });
  const dayHours = parts(sunrise, sunset, 12);
  const nightHours = parts(sunset, nextSunrise, 12);

  return {
    date,
    sunrise,
    sunset,
    nextSunrise,
    vara: { name: vara.name, lord: vara.lord },
    ayanamsa: aya0,
    sunLongitude,
    moonLongitude,
    tithi: tithi.list.map((x) => ({
      ...x,
      name: tithiName(x.number),
      paksha: x.number <= 15 ? ('shukla' as const) : ('krishna' as const),
    })),
    nakshatra: nakshatra.list.map((x) => ({ ...x, name: NAKSHATRAS[x.number - 1], lord: LORDS[(x.number - 1) % 9] })),
    yoga: yoga.list.map((x) => ({ ...x, name: YOGA_NAMES[x.number - 1] })),
    karana: karana.list.map((x) => ({ ...x, name: karanaName(x.number) })),
    rahuKaal: dayPart(DAY_PART_PERIODS.rahuKaal),
    gulikaKaal: dayPart(DAY_PART_PERIODS.gulikaKaal),
    yamaganda: dayPart(DAY_PART_PERIODS.yamaganda),
    abhijitMuhurta: muhurtas[7],
    choghadiya: {
      day: choghadiya(sunrise, sunset, lordIndex, 1),
      night: choghadiya(sunset, nextSunrise, lordIndex - 2, -2),
    },
    hora: [...dayHours, ...nightHours].map((p, k) => ({
      number: k + 1,
      period: k < 12 ? ('day' as const) : ('night' as const),
      lord: CHALDEAN_ORDER[(lordIndex + k) % 7],
      ...p,
    })),
  };
}

/**
 * The panchang of every day of a month at a place.
 * @param month `YYYY-MM`
 * @throws BirthDataError naming `location.latitude` where a day has no sunrise-based day
 */
export function panchangOfMonth(
  month: string,
  place: { latitude: number; longitude: number },
  clock: PlaceClock,
  ayanamsa: Ayanamsa,
): Panchang[] {
  const [year, m] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length }, (_, d) =>
    panchang(`${month}-${String(d + 1).padStart(2, '0')}`, place, clock, ayanamsa),
  );
}
