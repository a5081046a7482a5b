import test from 'ava';
import { BirthDataError } from '../../src/astro/errors.ts';
import {
  eclipseRequest,
  moonCalendarDayRequest,
  moonCalendarRangeRequest,
  moonPhasesRequest,
  moonSunRequest,
  retrogradeRequest,
} from '../../src/astro/sky-calendars/sky-requests.ts';
import type { ReadyResponse } from '../../src/calc/responses/ready-to-send.ts';
import {
  eclipsesResponse,
  moonCalendarDayResponse,
  moonCalendarRangeResponse,
  moonPhasesResponse,
  moonSunResponse,
  retrogradeResponse,
} from '../../src/calc/responses/sky-calendars.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';

// The newest date: the task answers what the presenter built (walk-backs are tested in test/versioning).
const version = (path: string) => ({ method: 'POST', path, applied: versionRegistry.latest });
const body = (ready: ReadyResponse) => {
  if ('slots' in ready) throw new Error('no text slots expected');
  return JSON.parse(Buffer.from(ready.bytes).toString('utf8'));
};
const paris = { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

test('each sky calendar comes from its task as a document of the calculation, with what the request asked for', (t) => {
  const day = { dateTime: '2026-03-20T12:00', location: paris };
  t.deepEqual(body(moonCalendarDayResponse({ request: day, version: version('/api/calc/moon-calendar/day') })), {
    data: { type: 'moon-calendar-days', attributes: JSON.parse(JSON.stringify(moonCalendarDayRequest(day))) },
  });

  const range = { startDate: '2026-01-01', endDate: '2026-01-03', location: { timezone: 'Asia/Tokyo' } };
  const computedRange = moonCalendarRangeRequest(range);
  t.deepEqual(body(moonCalendarRangeResponse({ request: range, version: version('/api/calc/moon-calendar/range') })), {
    data: {
      type: 'moon-calendars',
      attributes: JSON.parse(
        JSON.stringify({
          startDate: '2026-01-01',
          endDate: '2026-01-03',
          timezone: 'Asia/Tokyo',
          days: computedRange.days,
        }),
      ),
    },
  });

  const moonSun = body(moonSunResponse({ request: day, version: version('/api/calc/moon-sun') }));
  t.is(moonSun.data.type, 'moon-sun');
  t.deepEqual(moonSun.data.attributes.location, { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' });
  t.deepEqual(moonSun.data.attributes.phases, JSON.parse(JSON.stringify(moonSunRequest(day).phases)));

  const years = { startDate: '2026-01-01', endDate: '2026-12-31' };
  const retrograde = body(retrogradeResponse({ request: years, version: version('/api/calc/retrograde') }));
  t.is(retrograde.data.type, 'retrograde-periods');
  t.deepEqual(retrograde.data.attributes.dateRange, {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    timezone: 'UTC',
  });
  t.deepEqual(
    retrograde.data.attributes.periodsByPoint,
    JSON.parse(JSON.stringify(retrogradeRequest(years).periodsByPoint)),
  );

  const phases = body(moonPhasesResponse({ request: years, version: version('/api/calc/moon-phases') }));
  t.is(phases.data.type, 'moon-phases');
  t.deepEqual(phases.data.attributes.phases, JSON.parse(JSON.stringify(moonPhasesRequest(years).phases)));

  const eclipses = body(eclipsesResponse({ request: years, version: version('/api/calc/eclipses') }));
  t.is(eclipses.data.type, 'eclipses');
  t.deepEqual(eclipses.data.attributes.eclipses, JSON.parse(JSON.stringify(eclipseRequest(years).eclipses)));
  t.true(eclipses.data.attributes.eclipses.length >= 4, 'four eclipses in 2026');
});

test('a sky calendar task refuses bad input as data naming the field', (t) => {
  const error = t.throws(() =>
    moonCalendarRangeResponse({
      request: { startDate: '2026-02-01', endDate: '2026-01-01', location: paris },
      version: version('/api/calc/moon-calendar/range'),
    }),
  );
  t.true(error instanceof BirthDataError);
  t.is((error as BirthDataError).field, 'endDate');
});
