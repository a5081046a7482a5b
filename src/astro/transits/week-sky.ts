/**
 * The sky events of one ISO-8601 week (Monday 00:00 UTC to the next Monday), one UTC day or one
 * calendar month, instants as ISO strings: what the `weekly-sky`, `daily-sky` and `monthly-sky`
 * pool tasks return for the horoscopes.
 */

import { norm360 } from '../angles.ts';
import { apparentEclipticPosition } from '../ephemeris/positions.ts';
import { type EclipseEvent, eclipseEvents } from '../sky-calendars/eclipse-events.ts';
import { searchEclipses } from '../sky-calendars/eclipses.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { type Sign, signOf } from '../vocabulary.ts';
import { isoInstant } from './iso-instant.ts';
import { type SkyEvent, skyEvents } from './sky-events.ts';

/** A sky event with its instant as ISO 8601 (UTC, whole seconds). */
export type WeekSkyEvent = SkyEvent extends infer E
  ? E extends SkyEvent
    ? Omit<E, 'instant'> & { instant: string }
    : never
  : never;

export interface WeekSky {
  /** Monday 00:00 UTC, ISO 8601. */
  start: string;
  /** The next Monday 00:00 UTC (exclusive). */
  end: string;
  events: WeekSkyEvent[];
  /** The week's solar and lunar eclipses (greatest eclipse as ISO 8601), for the horoscope to name. */
  eclipses: (Omit<EclipseEvent, 'exact'> & { exact: string })[];
}

const DAY_MS = 86_400_000;

/**
 * Monday 00:00 UTC of ISO week `week` of ISO year `year`, Unix milliseconds.
 * @param year ISO week-numbering year
 * @param week 1…53
 */
export function isoWeekStartMs(year: number, week: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = ((new Date(jan4).getUTCDay() + 6) % 7) + 1;
  return jan4 - (weekday - 1) * DAY_MS + (week - 1) * 7 * DAY_MS;
}

/**
 * The events of an ISO week.
 * @param input ISO year (1800–2399) and week (1…53; the caller checks that the year has it)
 */
export function weekSky(input: { year: number; week: number }): WeekSky {
  const startMs = isoWeekStartMs(input.year, input.week);
  return periodSky(startMs, startMs + 7 * DAY_MS);
}

/** The events of [startMs, endMs) (Unix milliseconds). */
function periodSky(startMs: number, endMs: number): WeekSky {
  const events = skyEvents(julianDayFromUnixMs(startMs), julianDayFromUnixMs(endMs));
  return {
    start: isoInstant(julianDayFromUnixMs(startMs)),
    end: isoInstant(julianDayFromUnixMs(endMs)),
    events: events.map((e) => ({ ...e, instant: isoInstant(e.instant) }) as WeekSkyEvent),
    eclipses: eclipseEvents(julianDayFromUnixMs(startMs), julianDayFromUnixMs(endMs)).map((e) => ({
      ...e,
      exact: isoInstant(e.exact),
    })),
  };
}

/** Where the Sun and Moon stand at an instant: their signs and the Moon's elongation from the Sun. */
export interface LuminariesAt {
  /** ISO 8601 instant. */
  instant: string;
  sunSign: Sign;
  moonSign: Sign;
  /** The Moon's longitude minus the Sun's, degrees [0, 360): 0 new, 90 first quarter, 180 full. */
  moonElongation: number;
}

/** The luminaries at Unix milliseconds `ms`. */
function luminariesAt(ms: number): LuminariesAt {
  const jdTT = terrestrialFromUniversal(julianDayFromUnixMs(ms));
  const sun = apparentEclipticPosition('sun', jdTT).longitude;
  const moon = apparentEclipticPosition('moon', jdTT).longitude;
  return {
    instant: isoInstant(julianDayFromUnixMs(ms)),
    sunSign: signOf(sun),
    moonSign: signOf(moon),
    moonElongation: norm360(moon - sun),
  };
}

/** An eclipse of the period: its kind and type, greatest instant and the sign it falls in. */
export interface PeriodEclipse {
  kind: 'solar' | 'lunar';
  /** total, annular, hybrid or partial (solar); total, partial or penumbral (lunar). */
  type: string;
  /** Greatest eclipse, ISO 8601. */
  instant: string;
  /** The Sun's sign (solar) or the Moon's (lunar) at greatest eclipse. */
  sign: Sign;
}

/** A period's events and the luminaries at its middle. */
export interface PeriodSky extends Omit<WeekSky, 'eclipses'> {
  /** The Sun and Moon at the middle of the period (noon UTC of a day, the 15th of a month at 00:00 UTC). */
  middle: LuminariesAt;
  /** The eclipses whose greatest instant falls in the period. */
  eclipses: PeriodEclipse[];
}

function eclipsesOf(startMs: number, endMs: number): PeriodEclipse[] {
  return searchEclipses({ startMs, endMs }).map((e) => ({
    kind: e.kind,
    type: e.type,
    instant: e.maximum,
    sign: e.position.sign,
  }));
}

/**
 * The events of one UTC day and the luminaries at its noon.
 * @param input a Gregorian date, year 1800–2400
 */
export function daySky(input: { year: number; month: number; day: number }): PeriodSky {
  const startMs = Date.UTC(input.year, input.month - 1, input.day);
  return {
    ...periodSky(startMs, startMs + DAY_MS),
    middle: luminariesAt(startMs + DAY_MS / 2),
    eclipses: eclipsesOf(startMs, startMs + DAY_MS),
  };
}

/**
 * The events of one calendar month (UTC) and the luminaries on its 15th.
 * @param input year 1800–2400, month 1–12
 */
export function monthSky(input: { year: number; month: number }): PeriodSky {
  const startMs = Date.UTC(input.year, input.month - 1, 1);
  const endMs = Date.UTC(input.year, input.month, 1);
  return {
    ...periodSky(startMs, endMs),
    middle: luminariesAt(Date.UTC(input.year, input.month - 1, 15)),
    eclipses: eclipsesOf(startMs, endMs),
  };
}
