/**
 * Annual and monthly profections from the Ascendant (Valens, Anthology IV.11; Brennan,
 * Hellenistic Astrology, the chapter on annual profections): the year beginning at the n-th
 * birthday is ruled by the sign n signs on from the Ascendant's (whole signs), and its domicile
 * lord is the lord of the year. Each profection year is split into twelve months, the k-th
 * beginning k calendar months after the birthday, each one sign further on.
 * Birthdays are the birth instant's UTC date and time in later years (29 February: 1 March).
 */
import { DOMICILE, signIndexOf, signName } from './tables.ts';

/** The instant `months` calendar months after `ms`, in UTC (a day past the month's end rolls on). */
export function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  return Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth() + months,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

export interface ProfectedPeriod {
  start: number;
  end: number;
  sign: ReturnType<typeof signName>;
  /** Whole-sign house from the Ascendant, 1…12. */
  house: number;
  lord: (typeof DOMICILE)[number];
}

export interface Profections {
  /** Completed years of age at the date. */
  age: number;
  year: ProfectedPeriod;
  /** The month of the profection year the date falls in (1…12). */
  monthNumber: number;
  month: ProfectedPeriod;
  months: ProfectedPeriod[];
}

/**
 * The profections in force at an instant.
 * @param birthMs birth instant, Unix ms
 * @param atMs the date asked about, Unix ms (not before birth)
 * @param ascendant the natal Ascendant, degrees
 */
export function profectionsAt(birthMs: number, atMs: number, ascendant: number): Profections {
  let age = new Date(atMs).getUTCFullYear() - new Date(birthMs).getUTCFullYear();
  while (age > 0 && addMonthsUtc(birthMs, 12 * age) > atMs) age--;
  while (addMonthsUtc(birthMs, 12 * (age + 1)) <= atMs) age++;
  const ascSign = signIndexOf(ascendant);
  const period = (offset: number, start: number, end: number): ProfectedPeriod => {
    const index = (ascSign + offset) % 12;
    return { start, end, sign: signName(index), house: (offset % 12) + 1, lord: DOMICILE[index] };
  };
  const yearStart = addMonthsUtc(birthMs, 12 * age);
  const months = Array.from({ length: 12 }, (_, k) =>
    period(age + k, addMonthsUtc(birthMs, 12 * age + k), addMonthsUtc(birthMs, 12 * age + k + 1)),
  );
  const monthIndex = months.findIndex((m) => atMs < m.end);
  return {
    age,
    year: period(age, yearStart, addMonthsUtc(birthMs, 12 * (age + 1))),
    monthNumber: monthIndex + 1,
    month: months[monthIndex],
    months,
  };
}
