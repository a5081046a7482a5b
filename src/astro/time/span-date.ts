/**
 * A start or end of a span of dates as callers write it (the span of a transit request, the
 * period of a transit report), read in an IANA zone on the service's own time-zone database, as
 * birth times are (so a span before 1970 in a zone that the runtime's ICU data merges with
 * another, or in a zone whose rules changed after that data, is read as the zone's clocks were):
 * - `YYYY-MM-DD`: the local midnight starting that day; as an end, the midnight ending it (the
 *   whole end date is included);
 * - `YYYY-MM-DD[T ]HH:mm[:ss[.sss]]`: that local wall-clock time (a reading a clock change
 *   skipped moves forward by the gap, a repeated one is its first occurrence: see
 *   wall-clock.ts);
 * - either form of date-time ending in `Z` or `±HH:MM`: that instant.
 */
import { instantAtWallClock } from './wall-clock.ts';

/** The forms accepted, for request schemas. */
export const SPAN_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** What the forms look like, for error messages. */
export const SPAN_DATE_FORMS = 'a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss], optionally with Z or ±HH:MM';

/** The instant a span date names, or what is wrong with it. */
export type SpanDate = { ok: true; instant: number } | { ok: false; problem: string };

/**
 * @param text the date as written
 * @param zone IANA zone known to the database, reading dates without an offset
 * @param edge `end` makes a bare date include its whole day
 */
export function readSpanDate(text: string, zone: string, edge: 'start' | 'end'): SpanDate {
  const match = SPAN_DATE_PATTERN.exec(text);
  if (!match) return { ok: false, problem: `expected ${SPAN_DATE_FORMS}` };
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part)));
  const ms = match[7] === undefined ? 0 : Number(match[7].padEnd(3, '0'));
  const offset = match[8];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, ms);
  const exists = wall.getUTCFullYear() === year && wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
  if (!exists) return { ok: false, problem: `${text} is not a date that exists` };
  if (offset !== undefined) {
    const offsetMinutes = offset === 'Z' ? 0 : (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
    if (Math.abs(offsetMinutes) > 18 * 60 || Number(offset.slice(4, 6)) > 59) return { ok: false, problem: `${text} has no UTC offset between -18:00 and +18:00` };
    return { ok: true, instant: wall.getTime() - offsetMinutes * 60_000 };
  }
  const dateOnly = match[4] === undefined;
  const reading = dateOnly && edge === 'end' ? wall.getTime() + 86_400_000 : wall.getTime();
  return { ok: true, instant: instantAtWallClock(zone, reading) };
}
