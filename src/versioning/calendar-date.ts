/** Compatibility dates: real calendar dates written YYYY-MM-DD. */

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The error message for a value that is not such a date; it quotes the value. */
export function calendarDateProblem(value: string): string {
  return `Invalid API version "${value}": expected a date in YYYY-MM-DD form, such as 2026-09-03`;
}
