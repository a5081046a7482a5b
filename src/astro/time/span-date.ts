/**
 * A start or end of a span of dates as callers write it (the span of a transit request, the
 * period of a transit report), read in an IANA zone on the service's own time-zone database, as
 * birth times are (so a span before 1970 in a zone that the runtime's ICU data merges with
 * another, or in a zone whose rules changed after that data, is read as the zone's clocks were):
 * - `YYYY-MM-DD`: the local midnight starting that day; as an end, the midnight ending it (the
 *   whole end date is included);
 * - `YYYY-MM-DD[T ]HH:mm[:ss[.fff]]`: that local wall-clock time (a reading a clock change
 *   skipped moves forward by the gap, a repeated one is its first occurrence: see
 *   wall-clock.ts);
 * - a date-time ending in `Z` or an offset: that instant.
 * The texts are those of the date grammar (date-grammar.ts), which also finds what is wrong.
 */
import { instantMs, readDate, wallMs } from './date-grammar.ts';
import { instantAtWallClock } from './wall-clock.ts';

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
  const read = readDate(text, 'date-or-date-time');
  if (!read.ok) return { ok: false, problem: read.problem.detail };
  const instant = instantMs(read.parts);
  if (instant !== null) return { ok: true, instant };
  const wall = wallMs(read.parts);
  return {
    ok: true,
    instant: instantAtWallClock(zone, !read.parts.hasTime && edge === 'end' ? wall + 86_400_000 : wall),
  };
}

/** An instant of a span as ISO 8601 UTC, milliseconds only when it has some. */
export function spanInstantText(instant: number): string {
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}
