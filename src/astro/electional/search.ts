/**
 * The electional search as the pool task takes it: a place, whole local days (at most a year)
 * and a list of conditions (conditions.ts) that must all hold; answered as the windows where
 * they do, with edges to the second. Errors name the request's fields. Pure.
 */
import { DEG } from '../angles.ts';
import { frameOfDate } from '../ephemeris/frames.ts';
import { BirthDataError, inputError } from '../errors.ts';
import { resolveHouseSystem } from '../natal-chart.ts';
import { dateWallMs, dayStartMs, nextDate } from '../sky-calendars/calendar-days.ts';
import { dateSpan } from '../sky-calendars/sky-requests.ts';
import { timezoneAt } from '../time/birth-time.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import { unknownZoneError } from '../time/unknown-zone.ts';
import { isKnownZoneName } from '../time/zone-offset.ts';
import { byCost, type Condition, holdsWithin, type SearchContext } from './conditions.ts';
import type { Interval } from './intervals.ts';

/** The longest span searched, days. */
export const MAX_ELECTIONAL_DAYS = 366;

export interface ElectionalRequest {
  location: { latitude: number; longitude: number; timezone?: string };
  startDate: string;
  endDate: string;
  conditions: Condition[];
  houseSystem?: string;
}

const JD_UNIX = 2440587.5;
const iso = (jdUT: number) =>
  new Date(Math.round((jdUT - JD_UNIX) * 86_400) * 1000).toISOString().replace('.000Z', 'Z');

/** The windows of a span where every condition holds. */
export function electionalSearch(request: ElectionalRequest) {
  const { latitude, longitude, timezone } = request.location;
  if (timezone !== undefined && !isKnownZoneName(timezone)) throw unknownZoneError('location.timezone', timezone);
  const zone = timezone ?? timezoneAt(latitude, longitude);
  const clock = { zone, longitude };
  const { startMs, endMs } = dateSpan(request.startDate, request.endDate, clock);
  if (endMs - startMs > MAX_ELECTIONAL_DAYS * 86_400_000)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_ELECTIONAL_DAYS, unit: 'days', from: 'startDate', bound: 'atMost' },
      `a date at most ${MAX_ELECTIONAL_DAYS} days after startDate`,
    );
  const house = (() => {
    try {
      return resolveHouseSystem(request.houseSystem);
    } catch (error) {
      if (error instanceof BirthDataError) throw error.renamed('houseSystem');
      throw error;
    }
  })();
  const startUT = startMs / 86_400_000 + JD_UNIX;
  const endUT = endMs / 86_400_000 + JD_UNIX;
  const days: SearchContext['days'] = [];
  // The day before the span too: its planetary night runs into the first date's small hours.
  const dayBefore = new Date(dateWallMs(request.startDate) - 86_400_000).toISOString().slice(0, 10);
  for (let date = dayBefore; date <= request.endDate; date = nextDate(date)) {
    days.push({ date, startUT: dayStartMs(date, clock) / 86_400_000 + JD_UNIX });
  }
  const ctx: SearchContext = {
    startUT,
    endUT,
    latitude,
    longitude,
    clock,
    houseSystem: house.code,
    obliquity: frameOfDate(terrestrialFromUniversal((startUT + endUT) / 2)).trueObliquity * DEG,
    days,
  };
  let windows: Interval[] = [[startUT, endUT]];
  for (const condition of [...request.conditions].sort(byCost)) {
    if (windows.length === 0) break;
    windows = holdsWithin(condition, windows, ctx);
  }
  const found = windows
    .map(([a, b]) => ({ start: iso(a), end: iso(b), minutes: Math.round((b - a) * 14_400) / 10 }))
    .filter((w) => w.end > w.start);
  return {
    location: { latitude, longitude, timezone: zone },
    startDate: request.startDate,
    endDate: request.endDate,
    houseSystem: house.name,
    conditions: request.conditions,
    windows: found,
    totalHours: Math.round(found.reduce((sum, w) => sum + w.minutes, 0) / 6) / 10,
  };
}
