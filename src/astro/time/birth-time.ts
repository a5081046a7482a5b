/**
 * Resolution of a birth time to UT: a local date-time with an IANA zone (historical offsets
 * from the service's IANA time-zone database with backzone, see tzdb/tzdb.ts; before a zone's
 * first standard offset, the local mean time of the given longitude), or with an explicit UTC
 * offset (seconds allowed), or in UTC; the zone is looked up from the coordinates (current
 * borders, geo-tz) when none is given.
 * A local time skipped by a clock change (spring forward) or repeated (fall back) is resolved by
 * a selectable rule and reported.
 *
 * Rules (as in ECMAScript Temporal's `disambiguation`):
 * - `earlier`: a repeated time takes its first occurrence (the offset before the change); a
 *   skipped time moves back by the length of the gap (e.g. 02:30 in a one-hour gap → 01:30 on
 *   the old offset).
 * - `later`: a repeated time takes its second occurrence; a skipped time moves forward by the
 *   gap (02:30 → 03:30 on the new offset).
 * - `reject`: throw a BirthDataError naming `dateTime`.
 *
 * Supported dates: 1800-01-01 … 2400-12-31 (local calendar date).
 */

import { type BirthDataError, dateProblemError, inputError } from '../errors.ts';
import { readDate, wallMs } from './date-grammar.ts';
import { deltaTSeconds } from './delta-t.ts';
import { julianDayFromUnixMs } from './julian-day.ts';
import { localMeanTimeOffset } from './place-clock.ts';
import { unknownZoneError } from './unknown-zone.ts';
import { wallClockInstants } from './wall-clock.ts';
import { zoneAtPlace } from './zone-at-place.ts';
import { localMeanTimeEndMs, zoneNameAsSpelled, zoneOffsetSeconds } from './zone-offset.ts';

/** How to resolve a local time that the clock skipped or repeated. */
export type LocalTimeRule = 'earlier' | 'later' | 'reject';
export const LOCAL_TIME_RULES: readonly LocalTimeRule[] = ['earlier', 'later', 'reject'];

/** First and last supported local dates. */
export const SUPPORTED_RANGE = { start: '1800-01-01', end: '2400-12-31' } as const;

/** What the caller gives. */
export interface BirthTimeInput {
  /** Local date-time `YYYY-MM-DDTHH:mm[:ss[.sss]]`, optionally with `Z` or an offset (the grammar of date-grammar.ts). */
  dateTime: string;
  /** IANA zone, e.g. `Europe/Paris`; when absent and `dateTime` has no offset, found from the place. */
  timezone?: string | null;
  /** Geographic latitude, degrees north (for the zone lookup). */
  latitude: number;
  /** Geographic longitude, degrees east (for the zone lookup). */
  longitude: number;
  /** Rule for skipped or repeated local times; default `earlier`. */
  localTimeRule?: LocalTimeRule;
}

/** How the local time related to the zone's clock changes. */
export type LocalTimeStatus = 'normal' | 'skipped' | 'repeated';

/** The resolved instant, echoed in responses. */
export interface TimeResolution {
  /** The local civil date-time as given (seconds always shown): `YYYY-MM-DDTHH:mm:ss[.sss]`. */
  localDateTime: string;
  /**
   * The wall-clock reading at the resolved instant (differs from `localDateTime` only for a
   * skipped time, which the rule moved), `YYYY-MM-DDTHH:mm:ss[.sss]`.
   */
  effectiveLocalDateTime: string;
  /** The IANA zone used, or null when the input carried an explicit offset or Z. */
  timezone: string | null;
  /** Where the zone or offset came from. */
  timezoneSource: 'given' | 'coordinates' | 'offset';
  /** UTC offset in effect, `±HH:MM` or `±HH:MM:SS` (local mean time has seconds). */
  utcOffset: string;
  /** UTC offset in seconds east of Greenwich. */
  utcOffsetSeconds: number;
  /**
   * True when the time fell before the zone's first standard offset, so the offset is the local
   * mean time of the given longitude (4 minutes of time per degree, to the second) rather than
   * that of the zone's reference city.
   */
  localMeanTime: boolean;
  /** Whether the local time was normal, skipped or repeated by a clock change. */
  localTimeStatus: LocalTimeStatus;
  /** The rule applied (only when the time was skipped or repeated). */
  ruleApplied: LocalTimeRule | null;
  /** The instant in UTC (taken as UT1), ISO 8601 with milliseconds. */
  utc: string;
  /** Julian day (UT), days. */
  julianDayUT: number;
  /** ΔT = TT − UT, seconds. */
  deltaTSeconds: number;
  /** Julian day (TT), days. */
  julianDayTT: number;
}

/** A reading's fields, month 1–12. */
interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

function parse(dateTime: string): { local: LocalParts; wall: number; offsetSeconds: number | null } {
  const read = readDate(dateTime, 'date-time');
  if (!read.ok) {
    const { problem } = read;
    throw dateProblemError('dateTime', problem, problem.code === 'impossible_date' ? EXISTING : problem.expected);
  }
  const { year, month, day, hour, minute, second, ms, offsetSeconds } = read.parts;
  const local: LocalParts = { year, month, day, hour, minute, second, ms };
  if (local.year < 1800 || local.year > 2400) {
    throw inputError(
      'dateTime',
      'out_of_range',
      { kind: 'range', value: 'date', min: SUPPORTED_RANGE.start, max: SUPPORTED_RANGE.end },
      `a date from ${SUPPORTED_RANGE.start} to ${SUPPORTED_RANGE.end}`,
    );
  }
  return { local, wall: wallMs(local), offsetSeconds };
}

const EXISTING = 'an existing calendar date and time of day';

function pad(n: number, w = 2): string {
  return String(n).padStart(w, '0');
}

function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(Math.round(seconds));
  const h = Math.floor(a / 3600),
    m = Math.floor((a % 3600) / 60),
    s = a % 60;
  return `${sign}${pad(h)}:${pad(m)}${s ? ':' + pad(s) : ''}`;
}

function formatLocal(p: LocalParts): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${p.ms ? '.' + pad(p.ms, 3) : ''}`;
}

/** Offset of a zone at an instant, seconds (local mean time to the second). */
function offsetAt(zone: string, ms: number): number {
  return zoneOffsetSeconds(zone, ms);
}

/** The error for a zone name the database does not have, naming the value. */
function unknownZone(value: unknown): BirthDataError {
  return unknownZoneError('timezone', value);
}

/**
 * The IANA zone at a place (geo-tz: current borders from timezone-boundary-builder; zones at
 * sea are `Etc/GMT±n`).
 * @param latitude degrees in [−90, 90]
 * @param longitude degrees in [−180, 180]
 * @returns IANA zone name
 */
export function timezoneAt(latitude: number, longitude: number): string {
  return zoneAtPlace(latitude, longitude);
}

/**
 * Read a wall-clock time in a zone: the instant, the offset, and whether a clock change
 * skipped or repeated it (resolved by the rule).
 * @param zone IANA zone known to the database
 * @param wall the wall-clock reading as if it were UTC, ms
 * @param rule rule for skipped or repeated times
 */
function zoneReading(
  zone: string,
  wall: number,
  rule: LocalTimeRule,
): { instant: number; offset: number; status: LocalTimeStatus; applied: LocalTimeRule | null } {
  let instant: number;
  let status: LocalTimeStatus = 'normal';
  let applied: LocalTimeRule | null = null;
  const { instants: candidates, offsetBefore: before, offsetAfter: after } = wallClockInstants(zone, wall);
  if (candidates.length === 1) {
    instant = candidates[0];
  } else if (candidates.length > 1) {
    status = 'repeated';
    if (rule === 'reject') {
      throw inputError(
        'dateTime',
        'repeated_local_time',
        { kind: 'localTime', zone, clock: 'repeated' },
        `a local time that occurs once in ${zone} (this one is repeated by a clock change; choose localTimeRule earlier or later)`,
      );
    }
    applied = rule;
    instant = rule === 'earlier' ? candidates[0] : candidates[candidates.length - 1];
  } else {
    status = 'skipped';
    if (rule === 'reject') {
      throw inputError(
        'dateTime',
        'skipped_local_time',
        { kind: 'localTime', zone, clock: 'skipped' },
        `a local time that exists in ${zone} (this one is skipped by a clock change; choose localTimeRule earlier or later)`,
      );
    }
    applied = rule;
    // The gap lies between the offset before and after; 'earlier' reads the wall time with the
    // offset after the change (an earlier instant), 'later' with the offset before.
    instant = rule === 'earlier' ? wall - after * 1000 : wall - before * 1000;
  }
  const offset = candidates.length === 1 ? Math.round((wall - instant) / 1000) : offsetAt(zone, instant);
  return { instant, offset, status, applied };
}

/**
 * Resolve a birth time to UT, TT and Julian days.
 * @param input local date-time, zone or offset, place, rule for clock changes
 * @returns the resolution (echoed in responses)
 * @throws BirthDataError for a malformed or impossible date-time, a date outside 1800–2400, an
 * unknown zone, coordinates out of range, or a skipped/repeated time under the `reject` rule
 */
export function resolveBirthTime(input: BirthTimeInput): TimeResolution {
  const { latitude, longitude } = input;
  if (typeof latitude !== 'number' || !Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw inputError(
      'latitude',
      'out_of_range',
      { kind: 'range', value: 'degrees', min: -90, max: 90 },
      'a number of degrees from -90 to 90',
    );
  }
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw inputError(
      'longitude',
      'out_of_range',
      { kind: 'range', value: 'degrees', min: -180, max: 180 },
      'a number of degrees from -180 to 180',
    );
  }
  const rule = input.localTimeRule ?? 'earlier';
  if (!LOCAL_TIME_RULES.includes(rule)) {
    throw inputError(
      'localTimeRule',
      'unknown_value',
      { kind: 'among', values: LOCAL_TIME_RULES },
      `one of ${LOCAL_TIME_RULES.join(', ')}`,
    );
  }
  const { local, wall, offsetSeconds } = parse(input.dateTime);
  let timezone: string | null = null;
  let source: TimeResolution['timezoneSource'];
  let offset: number;
  let status: LocalTimeStatus = 'normal';
  let applied: LocalTimeRule | null = null;
  let instant: number;
  let localMeanTime = false;
  let given: string | null = null;
  if (input.timezone !== undefined && input.timezone !== null && input.timezone !== '') {
    given = typeof input.timezone === 'string' ? zoneNameAsSpelled(input.timezone) : null;
    if (given === null) throw unknownZone(input.timezone);
  }
  if (offsetSeconds !== null) {
    source = 'offset';
    offset = offsetSeconds;
    instant = wall - offset * 1000;
    timezone = given;
  } else {
    source = given ? 'given' : 'coordinates';
    const zone = given ?? timezoneAt(latitude, longitude);
    if (zoneNameAsSpelled(zone) === null) throw unknownZone(zone);
    timezone = zone;
    const lmtEnd = localMeanTimeEndMs(zone);
    if (lmtEnd !== null && wall - offsetAt(zone, wall) * 1000 < lmtEnd) {
      // Before the zone's first standard offset: the place's own local mean time.
      localMeanTime = true;
      offset = localMeanTimeOffset(longitude);
      instant = wall - offset * 1000;
    } else {
      ({ instant, offset, status, applied } = zoneReading(zone, wall, rule));
    }
  }
  const jdUT = julianDayFromUnixMs(instant);
  const dt = deltaTSeconds(jdUT);
  const effective = new Date(instant + offset * 1000);
  return {
    localDateTime: formatLocal(local),
    effectiveLocalDateTime: formatLocal({
      year: effective.getUTCFullYear(),
      month: effective.getUTCMonth() + 1,
      day: effective.getUTCDate(),
      hour: effective.getUTCHours(),
      minute: effective.getUTCMinutes(),
      second: effective.getUTCSeconds(),
      ms: effective.getUTCMilliseconds(),
    }),
    timezone,
    timezoneSource: source,
    utcOffset: formatOffset(offset),
    utcOffsetSeconds: offset,
    localMeanTime,
    localTimeStatus: status,
    ruleApplied: applied,
    utc: new Date(instant).toISOString(),
    julianDayUT: jdUT,
    deltaTSeconds: dt,
    julianDayTT: jdUT + dt / 86400,
  };
}
