/** French calendar words from Intl with locale 'fr-FR': weekdays, days and months as French writes them. */

/** A calendar day (month 1..12), as the horoscope calendar gives it. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
const WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const FULL = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "mardi" (lower-case, as French writes weekdays). */
export function frWeekday(d: CalendarDay): string {
  return WEEKDAY.format(utc(d.year, d.month, d.day));
}
/** French writes the first day of a month as an ordinal: "1er juin" (Intl gives "1 juin"). */
const firstOfMonth = (text: string) => text.replace(/(^|\s)1(?=\s)/u, '$11er');

/** "mardi 17 février", "lundi 1er juin". */
export function frDayMonth(d: CalendarDay): string {
  return firstOfMonth(DAY_MONTH.format(utc(d.year, d.month, d.day)));
}
/** "mardi 17 février 2026", "lundi 1er juin 2026". */
export function frFullDate(d: CalendarDay): string {
  return firstOfMonth(FULL.format(utc(d.year, d.month, d.day)));
}
/** "février 2026". */
export function frMonthYear(year: number, month: number): string {
  return MONTH_YEAR.format(utc(year, month, 1));
}
