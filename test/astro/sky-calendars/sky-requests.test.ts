/**
 * Sky requests read local times at their own place, as birth times are read: before a zone's
 * first standard offset, the local mean time of the place's longitude (4 minutes of time per
 * degree), and the calendar day of that clock.
 */
import test from 'ava';
import {
  eclipseRequest,
  moonCalendarDayRequest,
  moonSunRequest,
} from '../../../src/astro/sky-calendars/sky-requests.ts';
import { resolveBirthTime } from '../../../src/astro/time/birth-time.ts';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const ANCHORAGE = { latitude: 61.2181, longitude: -149.9003 };

test('New York 1850: noon is local mean time, 4 h 56 min 01 s behind Greenwich, as for a birth', (t) => {
  const day = moonSunRequest({ dateTime: '1850-06-01T12:00', location: NEW_YORK });
  // 74.006° × 240 s/° = 17 761 s.
  t.is(day.at, '1850-06-01T16:56:01Z');
  const birth = resolveBirthTime({ dateTime: '1850-06-01T12:00', ...NEW_YORK });
  t.is(Date.parse(day.at), Date.parse(birth.utc));
  t.is(day.date, '1850-06-01');
  t.is(day.timezone, 'America/New_York');
  const calendar = moonCalendarDayRequest({ dateTime: '1850-06-01T12:00', location: NEW_YORK });
  t.is(calendar.date, '1850-06-01');
});

test("Anchorage 1802: the place's own mean time (−9:59:36) reads the date, not the zone's Russian-era +14:00", (t) => {
  const day = moonSunRequest({ dateTime: '1802-03-01T12:00', location: ANCHORAGE });
  const birth = resolveBirthTime({ dateTime: '1802-03-01T12:00', ...ANCHORAGE });
  t.true(birth.localMeanTime);
  t.is(birth.utcOffset, '-09:59:36');
  t.is(day.at, '1802-03-01T21:59:36Z');
  t.is(day.date, '1802-03-01');
  // The day's events fall within that local day: [1802-03-01T09:59:36Z, 1802-03-02T09:59:36Z).
  for (const time of [day.sun.rise, day.sun.set, day.sun.transit]) {
    t.truthy(time);
    t.true(time! >= '1802-03-01T09:59:36Z' && time! < '1802-03-02T09:59:36Z', time!);
  }
});

test("a zone alone (no coordinates) keeps the zone's own offsets, and eclipse dates follow the place's clock", (t) => {
  const calendar = moonCalendarDayRequest({ dateTime: '1850-06-01T12:00', location: { timezone: 'America/New_York' } });
  // tzdb's New York mean time is −4:56:02.
  t.is(calendar.date, '1850-06-01');
  const eclipses = eclipseRequest({ startDate: '1850-01-01', endDate: '1850-12-31', location: NEW_YORK });
  t.true(eclipses.eclipses.length > 0);
  t.true(eclipses.eclipses.every((e) => e.maximum >= '1850-01-01T04:56:01Z' && e.maximum < '1851-01-01T04:56:01Z'));
});
