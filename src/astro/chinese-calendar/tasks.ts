/**
 * The pool tasks of the Chinese horoscope: plain data in, plain data out. Input errors are
 * thrown with the API's field name (`birthDate`, `timezone`, `latitude`, …) so that they cross
 * the thread boundary as data.
 */
import { BirthDataError } from '../errors.ts';
import { type LocalTimeRule, resolveBirthTime } from '../time/birth-time.ts';
import { readDate } from '../time/date-grammar.ts';
import { type ChineseYear, chineseYear, chineseYearOf } from './chinese-year.ts';
import { type FourPillars, fourPillars } from './four-pillars.ts';
import type { LunarDate } from './lunar-date.ts';
import { type AnimalRelation, animalRelation, type ElementRelation, elementRelation } from './relations.ts';

/** The birth as the request gives it, the date already checked. */
export interface ChineseHoroscopeTaskInput {
  date: { year: number; month: number; day: number };
  /** The request's `birthDate` when it carries a time (`YYYY-MM-DDTHH:mm[:ss]`, maybe with an offset). */
  dateTime?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
  localTimeRule?: LocalTimeRule;
}

export interface ChineseHoroscopeResult {
  chineseYear: ChineseYear;
  lunarDate: LunarDate;
  /** The four pillars, when the birth time and place (or an offset) are given; else null. */
  fourPillars: FourPillars | null;
  /** The birth instant used for the pillars (UTC), or null. */
  birthInstant: string | null;
}

/** Renames the time module's `dateTime` to the request's `birthDate`. */
function asRequestError(error: unknown): never {
  if (error instanceof BirthDataError && error.field === 'dateTime') {
    throw error.renamed('birthDate');
  }
  throw error;
}

function pillarsOf(input: ChineseHoroscopeTaskInput): { pillars: FourPillars; instant: string } | null {
  if (!input.dateTime) return null;
  const read = readDate(input.dateTime, 'date-time');
  const hasOffset = read.ok && read.parts.offsetSeconds !== null;
  const hasPlace = input.latitude !== undefined && input.longitude !== undefined;
  if (!hasOffset && !hasPlace && !input.timezone) return null;
  let resolution;
  try {
    resolution = resolveBirthTime({
      dateTime: input.dateTime,
      latitude: input.latitude ?? 0,
      longitude: input.longitude ?? 0,
      timezone: input.timezone,
      localTimeRule: input.localTimeRule,
    });
  } catch (error) {
    asRequestError(error);
  }
  const effective = readDate(resolution.effectiveLocalDateTime, 'date-time');
  if (!effective.ok) throw new Error(`resolveBirthTime wrote an unreadable ${resolution.effectiveLocalDateTime}`);
  const { year, month, day, hour, minute } = effective.parts;
  const local = { year, month, day, hour, minute };
  return { pillars: fourPillars({ jdUT: resolution.julianDayUT, local }), instant: resolution.utc };
}

/** The birth's Chinese year, lunar date and (with time and place) four pillars. */
export function chineseHoroscopeTask(input: ChineseHoroscopeTaskInput): ChineseHoroscopeResult {
  const { lunarDate, ...year } = chineseYearOf(input.date);
  const pillars = pillarsOf(input);
  return {
    chineseYear: year,
    lunarDate,
    fourPillars: pillars?.pillars ?? null,
    birthInstant: pillars?.instant ?? null,
  };
}

export interface ChineseForecastTaskInput {
  date: { year: number; month: number; day: number };
  /** Gregorian year whose Chinese year is forecast (the year beginning at its lunar new year). */
  forecastYear: number;
}

export interface ChineseForecastResult {
  native: ChineseYear;
  year: ChineseYear;
  relation: AnimalRelation;
  elementRelation: ElementRelation;
}

/** The native's Chinese year, the forecast year, and how the two relate. */
export function chineseForecastTask(input: ChineseForecastTaskInput): ChineseForecastResult {
  const { lunarDate: _lunar, ...native } = chineseYearOf(input.date);
  const year = chineseYear(input.forecastYear);
  return {
    native,
    year,
    relation: animalRelation(native.stemBranch.animal, year.stemBranch.animal),
    elementRelation: elementRelation(native.stemBranch.element, year.stemBranch.element),
  };
}
