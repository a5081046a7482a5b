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
import { instantAtWallClock, utcOffsetSeconds, wallClockMs } from './wall-clock.ts';

/** The forms accepted, for request schemas. */
export const SPAN_DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** What the forms look like, for error messages. */
export const SPAN_DATE_FORMS = 'a date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm[:ss], optionally with Z or ±HH:MM';

/** The instants a span may cover: 1800-01-01 to the end of 2400-12-31, UTC. */
export const SPAN_EARLIEST_MS = Date.UTC(1800, 0, 1);
export const SPAN_LATEST_MS = Date.UTC(2401, 0, 1);

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
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const wall = wallClockMs({
    year,
    month,
    day,
    hour,
    minute,
    second,
    ms: match[7] === undefined ? 0 : Number(match[7].padEnd(3, '0')),
  });
  if (wall === null) return { ok: false, problem: `${text} is not a date that exists` };
  if (match[8] !== undefined) {
    const offset = utcOffsetSeconds(match[8]);
    return offset === null
      ? { ok: false, problem: `${text} has no UTC offset between -18:00 and +18:00` }
      : { ok: true, instant: wall - offset * 1000 };
  }
  const dateOnly = match[4] === undefined;
  return { ok: true, instant: instantAtWallClock(zone, dateOnly && edge === 'end' ? wall + 86_400_000 : wall) };
}

/** An instant of a span as ISO 8601 UTC, milliseconds only when it has some. */
export function spanInstantText(instant: number): string {
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
