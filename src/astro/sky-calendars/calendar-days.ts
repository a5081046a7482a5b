/**
 * Calendar days of a place's clock as instants: the local midnight that starts a date, and the
 * local date of an instant. Days are those of the zone's wall clock (before its first standard
 * offset, the place's local mean time: place-clock.ts), so a day with a clock change is 23 or 25
 * hours long; a midnight skipped by a change starts its day when the clock resumes.
 */
import { readDate, wallMs } from '../time/date-grammar.ts';
import { type PlaceClock, placeOffsetSeconds } from '../time/place-clock.ts';

const DAY_MS = 86_400_000;

/**
 * Milliseconds since 1970 of a wall-clock reading taken as UTC (what the reading would be in UTC).
 * @param date `YYYY-MM-DD`
 * @returns milliseconds, or NaN for text that is not such a date
 */
export function dateWallMs(date: string): number {
  const read = readDate(date, 'date');
  return read.ok ? wallMs(read.parts) : NaN;
}

/**
 * The instant a local wall-clock time happens at a place: the earlier one when a clock change
 * repeats it, the end of the gap when a change skips it.
 * @param wallMs the wall-clock reading as if it were UTC, milliseconds
 * @param clock the place's zone (known to the database) and longitude
 * @returns Unix milliseconds
 */
export function instantOfWallTime(wallMs: number, clock: PlaceClock): number {
  const before = placeOffsetSeconds(clock, wallMs - DAY_MS);
  const after = placeOffsetSeconds(clock, wallMs + DAY_MS);
  const fits = [before, after]
    .map((offset) => wallMs - offset * 1000)
    .filter((t) => placeOffsetSeconds(clock, t) * 1000 === wallMs - t)
    .sort((a, b) => a - b);
  // Skipped: the gap ends at the instant the old offset would have shown this reading.
  return fits.length > 0 ? fits[0] : wallMs - before * 1000;
}

/**
 * The local midnight that starts a calendar date at a place.
 * @param date `YYYY-MM-DD` (a real date)
 * @param clock the place's zone (known to the database) and longitude
 * @returns Unix milliseconds
 */
export function dayStartMs(date: string, clock: PlaceClock): number {
  return instantOfWallTime(dateWallMs(date), clock);
}

/** Days between samples of the zone's offset in {@link dayStartsMs} (no zone changes its offset twice within 8 days). */
const SAMPLE_DAYS = 8;

/**
 * The local midnights starting `count` consecutive dates and the one after them: the same as
 * {@link dayStartMs} for each, with the zone's offset read every few days and each midnight
 * resolved on its own only where the offset changed (Intl's formatting costs microseconds).
 * @param firstDate `YYYY-MM-DD`
 * @param count number of dates, ≥ 1
 * @param clock the place's zone (known to the database) and longitude
 * @returns count + 1 Unix milliseconds
 */
export function dayStartsMs(firstDate: string, count: number, clock: PlaceClock): number[] {
  const wall0 = dateWallMs(firstDate);
  const out: number[] = new Array(count + 1);
  const offsetAt = (k: number) => (wall0 + k * DAY_MS - out[k]) / 1000;
  for (let k = 0; k <= count; k += SAMPLE_DAYS) out[k] = instantOfWallTime(wall0 + k * DAY_MS, clock);
  out[count] = instantOfWallTime(wall0 + count * DAY_MS, clock);
  for (let a = 0; a < count; a += SAMPLE_DAYS) {
    const b = Math.min(a + SAMPLE_DAYS, count);
    const same = offsetAt(a) === offsetAt(b);
    for (let k = a + 1; k < b; k++)
      out[k] = same ? out[a] + (k - a) * DAY_MS : instantOfWallTime(wall0 + k * DAY_MS, clock);
  }
  return out;
}

/**
 * The calendar date at a place at an instant.
 * @param ms Unix milliseconds
 * @param clock the place's zone (known to the database) and longitude
 * @returns `YYYY-MM-DD`
 */
export function localDateOf(ms: number, clock: PlaceClock): string {
  return new Date(ms + placeOffsetSeconds(clock, ms) * 1000).toISOString().slice(0, 10);
}

/**
 * The date after `date`.
 * @param date `YYYY-MM-DD`
 * @returns `YYYY-MM-DD`
 */
export function nextDate(date: string): string {
  return new Date(dateWallMs(date) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole days from one date to another (`to` − `from`).
 * @param from `YYYY-MM-DD`
 * @param to `YYYY-MM-DD`
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateWallMs(to) - dateWallMs(from)) / DAY_MS);
}
