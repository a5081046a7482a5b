/**
 * Wall-clock readings of an IANA zone and the instants they name, on the service's own time-zone
 * database (zone-offset.ts). A reading is kept as milliseconds "as if UTC": the reading
 * 2026-03-29T02:30 is Date.UTC(2026, 2, 29, 2, 30), so calendar arithmetic on it is plain UTC
 * arithmetic. Texts are read into readings by the date grammar (date-grammar.ts: readDate, wallMs).
 */
import { DateTime } from 'luxon';
import { zoneOffsetSeconds } from './zone-offset.ts';

const DAY_MS = 86_400_000;

/** The instants at which a zone's clocks read `wall`, and the offsets around it. */
export interface WallClockInstants {
  /** In time order: one for a normal reading, two for one a clock change repeated, none for one it skipped. */
  instants: number[];
  /** The zone's offset a day before and a day after the reading, seconds. */
  offsetBefore: number;
  offsetAfter: number;
}

/**
 * Where a zone's clocks read `wall` (ms as if UTC).
 * @param zone IANA zone known to the database
 */
export function wallClockInstants(zone: string, wall: number): WallClockInstants {
  const offsetBefore = zoneOffsetSeconds(zone, wall - DAY_MS);
  const offsetAfter = zoneOffsetSeconds(zone, wall + DAY_MS);
  const middle = zoneOffsetSeconds(zone, wall);
  const instants =
    offsetBefore === offsetAfter && offsetAfter === middle && zoneOffsetSeconds(zone, wall - middle * 1000) === middle
      ? [wall - middle * 1000]
      : [...new Set([offsetBefore, middle, offsetAfter])]
          .map((offset) => wall - offset * 1000)
          .filter((instant) => zoneOffsetSeconds(zone, instant) * 1000 === wall - instant)
          .sort((a, b) => a - b);
  return { instants, offsetBefore, offsetAfter };
}

/**
 * The instant a zone's clocks read `wall`, as a boundary of a span of days or times is read: a
 * reading a clock change skipped moves forward by the gap (a day whose midnight is skipped
 * begins when the clocks jump); a repeated one is its first occurrence.
 * @param zone IANA zone known to the database
 */
export function instantAtWallClock(zone: string, wall: number): number {
  const { instants, offsetBefore } = wallClockInstants(zone, wall);
  return instants.length > 0 ? instants[0] : wall - offsetBefore * 1000;
}

/** The reading of a zone's clocks at `instant`, ms as if UTC. */
export function wallClockAt(zone: string, instant: number): number {
  return instant + zoneOffsetSeconds(zone, instant) * 1000;
}

/**
 * `wall` moved by whole calendar months, the time of day kept and the day of the month clamped
 * to the month's last (31 January + 1 month is the last day of February): luxon's calendar
 * arithmetic on the reading taken as UTC, so no zone data of luxon's is involved.
 */
export function plusCalendarMonths(wall: number, months: number): number {
  return DateTime.fromMillis(wall, { zone: 'utc' }).plus({ months }).toMillis();
}
