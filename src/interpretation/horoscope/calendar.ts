/** Calendar arithmetic of a weekly horoscope: ISO weeks and the local day of an instant. */

/** A calendar day: year, month 1..12, day 1..31, ISO weekday 1 (Monday) .. 7 (Sunday). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** A sortable key of a day, "2026-06-01". */
export function dayKey(d: CalendarDay): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

function fromUtcDate(date: Date): CalendarDay {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: ((date.getUTCDay() + 6) % 7) + 1,
  };
}

/** The seven days (Monday..Sunday) of ISO-8601 week `week` of ISO year `year`. */
export function isoWeekDays(year: number, week: number): CalendarDay[] {
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = ((new Date(jan4).getUTCDay() + 6) % 7) + 1;
  const monday = jan4 - (jan4Weekday - 1) * 86_400_000 + (week - 1) * 7 * 86_400_000;
  return Array.from({ length: 7 }, (_, i) => fromUtcDate(new Date(monday + i * 86_400_000)));
}

/** Number of ISO weeks in ISO year `year` (52 or 53). */
export function isoWeeksInYear(year: number): number {
  const dec28 = isoWeekOf(new Date(Date.UTC(year, 11, 28)));
  return dec28.week;
}

/** ISO year and week of a UTC date. */
export function isoWeekOf(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = ((d.getUTCDay() + 6) % 7) + 1;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of the same week decides the year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The local calendar day of an ISO instant in IANA zone `timeZone` (default UTC).
 * Throws a RangeError for an unparseable instant or unknown zone.
 */
export function localDay(instant: string, timeZone = 'UTC'): CalendarDay {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant "${instant}"`);
  if (timeZone === 'UTC') return fromUtcDate(new Date(ms));
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return fromUtcDate(new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))));
}
