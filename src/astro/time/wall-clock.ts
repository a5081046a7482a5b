/**
 * Wall-clock readings of an IANA zone and the instants they name, on the service's own time-zone
 * database (zone-offset.ts). A reading is kept as milliseconds "as if UTC": the reading
 * 2026-03-29T02:30 is Date.UTC(2026, 2, 29, 2, 30), so calendar arithmetic on it is plain UTC
 * arithmetic.
 */
import { DateTime } from 'luxon';
import { zoneOffsetSeconds } from './zone-offset.ts';

const DAY_MS = 86_400_000;

/** The fields of a wall-clock reading (month 1–12). */
export interface WallClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** The reading as milliseconds as if UTC, or null when the calendar has no such date or time of day. */
export function wallClockMs(parts: WallClockParts): number | null {
  const { year, month, day, hour, minute, second, ms } = parts;
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month - 1) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, ms);
  return wall.getTime();
}

/**
 * A `Z` or `±HH:MM`, `±HHMM`, `±HH:MM:SS` suffix as seconds east of Greenwich, or null when its
 * hours exceed 18 or its minutes or seconds 59.
 */
export function utcOffsetSeconds(suffix: string): number | null {
  if (suffix === 'Z') return 0;
  const digits = suffix.slice(1).replace(/:/g, '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  const seconds = digits.length > 4 ? Number(digits.slice(4, 6)) : 0;
  if (hours > 18 || minutes > 59 || seconds > 59) return null;
  return (suffix[0] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds);
}

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

/** Days in a month (0 = January) of a year. */
function daysInMonth(year: number, month: number): number {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month + 1, 0);
  return lastDay.getUTCDate();
}
