/**
 * The Moon calendar: for each calendar day of a place's time zone, the Moon's sign with the
 * instants it entered and leaves it, its phase (name, illuminated fraction, age), and whether
 * and when it is void of course. Pure: dates and a zone in, plain data out (instants as ISO 8601
 * UTC strings, whole seconds).
 *
 * A day of a range is described at its local noon; the day asked for by an instant, at that
 * instant. `voidOfCourse.isVoid` says whether the Moon is void at that moment, `start`/`end`
 * give the period it is in or, when it is not void, the next one to begin; `periods` lists every
 * period that overlaps the calendar day.
 */

import { norm360 } from '../angles.ts';
import { dateProblemError, inputError } from '../errors.ts';
import { readDate } from '../time/date-grammar.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { ASPECTS, type AspectId, type Sign } from '../vocabulary.ts';
import {
  dateWallMs,
  dayStartMs,
  dayStartsMs,
  daysBetween,
  instantOfWallTime,
  localDateOf,
  nextDate,
} from './calendar-days.ts';
import { moonDisc, type PhaseName, phaseName } from './moon-phase.ts';
import { type MoonSky, moonSky, type VoidPeriod } from './moon-sky.ts';

/** Most days a range may hold. */
export const MAX_CALENDAR_DAYS = 31;
/** First and last dates the calendar covers (the ephemeris's span). */
export const CALENDAR_RANGE = { first: '1800-01-02', last: '2400-12-30' } as const;

const HOUR_MS = 3_600_000;
const MAJOR_ASPECTS: AspectId[] = ASPECTS.filter((a) => a.major).map((a) => a.id);

export interface VoidPeriodData {
  /** When the period begins (the Moon's last exact aspect in the sign, or its entry), ISO 8601. */
  start: string;
  /** When it ends: the Moon's entry into the next sign, ISO 8601. */
  end: string;
  /** The sign the Moon is void in. */
  sign: Sign;
  /** The aspect that began it: body, aspect and instant; null when the Moon made none in the sign. */
  lastAspect: { body: string; aspect: AspectId; exact: string } | null;
}

export interface MoonCalendarDay {
  /** The calendar date in the place's zone, YYYY-MM-DD. */
  date: string;
  /** The instant described, ISO 8601 (a range's days: local noon). */
  at: string;
  moon: {
    sign: Sign;
    /** When the Moon entered the sign and when it leaves it, ISO 8601. */
    signEntry: string;
    signExit: string;
    /** Apparent tropical longitude, degrees [0, 360). */
    longitude: number;
    phase: {
      name: PhaseName;
      /** Illuminated fraction of the disc, 0–1. */
      illumination: number;
      /** Days since the last new moon. */
      age: number;
      /** The Moon's longitude minus the Sun's, degrees [0, 360). */
      elongation: number;
    };
  };
  voidOfCourse: {
    isVoid: boolean;
    /** The period the Moon is in, else the next one (ISO 8601); see {@link VoidPeriodData}. */
    start: string;
    end: string;
    lastAspect: VoidPeriodData['lastAspect'];
    /** Every period overlapping the calendar day, in time order. */
    periods: VoidPeriodData[];
  };
}

export interface MoonCalendarRangeInput {
  /** First date, YYYY-MM-DD. */
  startDate: string;
  /** Last date (included), YYYY-MM-DD; at most {@link MAX_CALENDAR_DAYS} days in all. */
  endDate: string;
  /** IANA zone whose calendar days are meant (checked by the caller). */
  timezone: string;
  /** The place's longitude, degrees east: its local mean time before the zone's first standard offset. */
  longitude?: number;
  /** Aspects that end a void-of-course period (default the five major). */
  aspects?: AspectId[];
}

export interface MoonCalendarDayInput {
  /** The instant, Unix milliseconds. */
  instantMs: number;
  /** IANA zone of the place (checked by the caller). */
  timezone: string;
  /** The place's longitude, degrees east: its local mean time before the zone's first standard offset. */
  longitude?: number;
  aspects?: AspectId[];
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function checkAspects(aspects: readonly string[] | undefined): AspectId[] {
  if (aspects === undefined) return MAJOR_ASPECTS;
  const known = ASPECTS.map((a) => a.id as string);
  if (!Array.isArray(aspects) || aspects.length === 0 || aspects.some((a) => !known.includes(a))) {
    throw inputError(
      'aspects',
      'unknown_value',
      { kind: 'among', values: known, item: 'aspect', nonEmpty: true },
      `a non-empty list of aspects among ${known.join(', ')}`,
    );
  }
  return [...new Set(aspects)] as AspectId[];
}

function checkDate(field: string, date: string): void {
  const read = readDate(date, 'date');
  if (!read.ok) throw dateProblemError(field, read.problem);
  if (date < CALENDAR_RANGE.first || date > CALENDAR_RANGE.last) {
    throw inputError(
      field,
      'out_of_range',
      { kind: 'range', value: 'date', min: CALENDAR_RANGE.first, max: CALENDAR_RANGE.last },
      `a date from ${CALENDAR_RANGE.first} to ${CALENDAR_RANGE.last}`,
    );
  }
}

/**
 * One entry per calendar day of a range.
 * @throws BirthDataError naming `startDate`, `endDate` (before startDate, or more than
 * {@link MAX_CALENDAR_DAYS} days) or `aspects`
 */
export function moonCalendarRange(input: MoonCalendarRangeInput): MoonCalendarDay[] {
  checkDate('startDate', input.startDate);
  checkDate('endDate', input.endDate);
  const days = daysBetween(input.startDate, input.endDate) + 1;
  if (days < 1)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'startDate', orSame: true },
      'a date on or after startDate',
    );
  if (days > MAX_CALENDAR_DAYS)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_CALENDAR_DAYS, unit: 'days', from: 'startDate', bound: 'bothIncluded' },
      `a date at most ${MAX_CALENDAR_DAYS} days from startDate (both included)`,
    );
  const aspects = checkAspects(input.aspects);
  const clock = { zone: input.timezone, longitude: input.longitude };
  const starts = dayStartsMs(input.startDate, days, clock);
  const dates: string[] = [];
  for (let date = input.startDate, k = 0; k < days; k++, date = nextDate(date)) dates.push(date);
  const sky = moonSky(julianDayFromUnixMs(starts[0]), julianDayFromUnixMs(starts[days]), aspects);
  const out: MoonCalendarDay[] = [];
  for (let k = 0; k < days; k++) {
    // A day of 24 hours has no clock change: its noon is 12 hours in.
    const noon =
      starts[k + 1] - starts[k] === 24 * HOUR_MS
        ? starts[k] + 12 * HOUR_MS
        : instantOfWallTime(dateWallMs(dates[k]) + 12 * HOUR_MS, clock);
    out.push(
      describe(
        sky,
        dates[k],
        julianDayFromUnixMs(noon),
        julianDayFromUnixMs(starts[k]),
        julianDayFromUnixMs(starts[k + 1]),
      ),
    );
  }
  return out;
}

/**
 * The Moon at one instant, with the void-of-course periods of its calendar day.
 * @throws BirthDataError naming `dateTime` (outside 1800–2400) or `aspects`
 */
export function moonCalendarDay(input: MoonCalendarDayInput): MoonCalendarDay {
  const aspects = checkAspects(input.aspects);
  const clock = { zone: input.timezone, longitude: input.longitude };
  const date = localDateOf(input.instantMs, clock);
  if (!(date >= CALENDAR_RANGE.first && date <= CALENDAR_RANGE.last)) {
    throw inputError(
      'dateTime',
      'out_of_range',
      { kind: 'range', value: 'instant', min: CALENDAR_RANGE.first, max: CALENDAR_RANGE.last },
      `an instant from ${CALENDAR_RANGE.first} to ${CALENDAR_RANGE.last}`,
    );
  }
  const dayStart = dayStartMs(date, clock);
  const dayEnd = dayStartMs(nextDate(date), clock);
  const sky = moonSky(julianDayFromUnixMs(dayStart), julianDayFromUnixMs(dayEnd), aspects);
  return describe(
    sky,
    date,
    julianDayFromUnixMs(input.instantMs),
    julianDayFromUnixMs(dayStart),
    julianDayFromUnixMs(dayEnd),
  );
}

function voidData(period: VoidPeriod): VoidPeriodData {
  return {
    start: isoInstant(period.start),
    end: isoInstant(period.end),
    sign: period.sign,
    lastAspect: period.lastAspect
      ? { body: period.lastAspect.body, aspect: period.lastAspect.aspect, exact: isoInstant(period.lastAspect.exact) }
      : null,
  };
}

/** The entry of one day: the Moon at `at`, the void periods overlapping [dayStart, dayEnd). */
function describe(sky: MoonSky, date: string, at: number, dayStart: number, dayEnd: number): MoonCalendarDay {
  const stay = sky.stays.find((s) => s.entry <= at && at < s.exit)!;
  const longitude = norm360(sky.moon.longitude(at));
  const elongation = norm360(sky.moon.longitude(at) - sky.sun.longitude(at));
  let lastNew = -Infinity;
  for (const p of sky.phases) if (p.phase === 'new' && p.exact <= at) lastNew = p.exact;
  const disc = moonDisc(at);
  const current = sky.voids.find((v) => v.end > at)!;
  const isVoid = current.start <= at;
  return {
    date,
    at: isoInstant(at),
    moon: {
      sign: stay.sign,
      signEntry: isoInstant(stay.entry),
      signExit: isoInstant(stay.exit),
      longitude: round(longitude, 6),
      phase: {
        name: phaseName(elongation),
        illumination: round(disc.illumination, 4),
        age: round(at - lastNew, 3),
        elongation: round(elongation, 4),
      },
    },
    voidOfCourse: {
      isVoid,
      start: isoInstant(current.start),
      end: isoInstant(current.end),
      lastAspect: voidData(current).lastAspect,
      periods: sky.voids.filter((v) => v.start < dayEnd && v.end > dayStart).map(voidData),
    },
  };
}
