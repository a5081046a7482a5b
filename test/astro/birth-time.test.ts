import test from 'ava';
import { BirthDataError, type BirthDataErrorCode } from '../../src/astro/errors.ts';
import { resolveBirthTime } from '../../src/astro/time/birth-time.ts';

const paris = { latitude: 48.8566, longitude: 2.3522 };

test("before a zone's first standard offset, the local mean time of the given longitude, to the second, and said so (Paris 1880)", (t) => {
  const r = resolveBirthTime({ dateTime: '1880-06-01T12:00', timezone: 'Europe/Paris', ...paris });
  // 2.3522° × 240 s/° = 564.5 s, not the +00:09:21 of the zone's reference point.
  t.is(r.utcOffset, '+00:09:25');
  t.is(r.utc, '1880-06-01T11:50:35.000Z');
  t.true(r.localMeanTime);
  t.false(
    resolveBirthTime({ dateTime: '1900-06-01T12:00', timezone: 'Europe/Paris', ...paris }).localMeanTime,
    'Paris Mean Time from 1891 is a standard offset',
  );
});

test('New York 1850 is on the local mean time of the place (−74.0° → −4:56:00)', (t) => {
  const r = resolveBirthTime({
    dateTime: '1850-06-01T12:00',
    timezone: 'America/New_York',
    latitude: 40.71,
    longitude: -74.0,
  });
  t.is(r.utcOffsetSeconds, -(4 * 3600 + 56 * 60));
  t.is(r.utc, '1850-06-01T16:56:00.000Z');
  t.true(r.localMeanTime);
});

test("Amsterdam 1935 keeps its own history (backzone): +01:19:32, not Brussels' +01:00", (t) => {
  const r = resolveBirthTime({
    dateTime: '1935-07-01T12:00',
    timezone: 'Europe/Amsterdam',
    latitude: 52.3676,
    longitude: 4.9041,
  });
  t.is(r.utcOffset, '+01:19:32');
  t.is(r.utc, '1935-07-01T10:40:28.000Z');
  t.false(r.localMeanTime);
  const found = resolveBirthTime({ dateTime: '1935-07-01T12:00', latitude: 52.3676, longitude: 4.9041 });
  t.is(found.timezone, 'Europe/Amsterdam');
  t.is(found.utcOffset, '+01:19:32');
});

test("Stockholm 1945, Copenhagen 1946 and Oslo 1960 follow their own clocks, not Berlin's", (t) => {
  const at = (dateTime: string, timezone: string) =>
    resolveBirthTime({ dateTime, timezone, latitude: 59, longitude: 15 }).utcOffset;
  t.is(at('1945-07-01T12:00', 'Europe/Stockholm'), '+01:00', 'Sweden had no summer time in 1945 (Berlin: +03:00)');
  t.is(at('1946-07-01T12:00', 'Europe/Copenhagen'), '+02:00');
  t.is(
    at('1946-10-01T12:00', 'Europe/Copenhagen'),
    '+01:00',
    'Danish summer time ended 1 September 1946 (Berlin: 7 October)',
  );
  t.is(at('1960-07-01T12:00', 'Europe/Oslo'), '+02:00', 'Norway kept summer time 1959–1965 (Berlin: +01:00)');
});

test('an explicit offset may carry seconds', (t) => {
  const r = resolveBirthTime({ dateTime: '1935-07-01T12:00+01:19:32', ...paris });
  t.is(r.utcOffsetSeconds, 4772);
  t.is(r.utcOffset, '+01:19:32');
  t.is(r.utc, '1935-07-01T10:40:28.000Z');
});

test('zone names are matched exactly, or else without regard to case, and echoed as the database spells them', (t) => {
  t.is(resolveBirthTime({ dateTime: '2000-06-01T12:00', timezone: 'europe/paris', ...paris }).timezone, 'Europe/Paris');
  t.is(resolveBirthTime({ dateTime: '2000-06-01T12:00', timezone: 'Asia/Calcutta', ...paris }).utcOffset, '+05:30');
});

test('an unknown zone is refused naming the value and pointing to the list of zones', (t) => {
  const error = t.throws(
    () => resolveBirthTime({ dateTime: '2000-06-01T12:00', timezone: 'Mars/Olympus_Mons', ...paris }),
    { instanceOf: BirthDataError },
  );
  t.is(error.field, 'timezone');
  t.is(error.code, 'unknown_timezone');
  t.regex(error.message, /"Mars\/Olympus_Mons"/);
  t.regex(error.message, /GET \/api\/timezones/);
});

test('Julian day, ΔT and TT are echoed consistently', (t) => {
  const r = resolveBirthTime({ dateTime: '2000-01-01T12:00Z', ...paris });
  t.is(r.julianDayUT, 2451545.0);
  t.true(r.deltaTSeconds > 63 && r.deltaTSeconds < 64.5);
  t.is(r.julianDayTT, r.julianDayUT + r.deltaTSeconds / 86400);
  t.is(r.timezoneSource, 'offset');
  t.is(r.timezone, null);
});

test('an explicit offset wins and is echoed', (t) => {
  const r = resolveBirthTime({ dateTime: '1990-06-15T14:30+05:30', ...paris });
  t.is(r.utc, '1990-06-15T09:00:00.000Z');
  t.is(r.utcOffset, '+05:30');
});

test('without a zone, the zone is found from the coordinates', (t) => {
  const r = resolveBirthTime({ dateTime: '1990-06-15T14:30', ...paris });
  t.is(r.timezone, 'Europe/Paris');
  t.is(r.timezoneSource, 'coordinates');
  t.is(r.utc, '1990-06-15T12:30:00.000Z');
});

test('a skipped local time (spring forward) follows the rule and says so', (t) => {
  const base = { dateTime: '2021-03-28T02:30', timezone: 'Europe/Paris', ...paris };
  const earlier = resolveBirthTime({ ...base, localTimeRule: 'earlier' });
  t.is(earlier.localTimeStatus, 'skipped');
  t.is(earlier.ruleApplied, 'earlier');
  t.is(earlier.utc, '2021-03-28T00:30:00.000Z');
  t.is(earlier.effectiveLocalDateTime, '2021-03-28T01:30:00');
  const later = resolveBirthTime({ ...base, localTimeRule: 'later' });
  t.is(later.utc, '2021-03-28T01:30:00.000Z');
  t.is(later.effectiveLocalDateTime, '2021-03-28T03:30:00');
  const e = t.throws(() => resolveBirthTime({ ...base, localTimeRule: 'reject' }), { instanceOf: BirthDataError });
  t.is(e?.field, 'dateTime');
  t.is(e?.code, 'skipped_local_time');
});

test('a repeated local time (fall back) follows the rule and says so', (t) => {
  const base = { dateTime: '2021-10-31T02:30', timezone: 'Europe/Paris', ...paris };
  const earlier = resolveBirthTime(base);
  t.is(earlier.localTimeStatus, 'repeated');
  t.is(earlier.ruleApplied, 'earlier');
  t.is(earlier.utcOffset, '+02:00');
  const later = resolveBirthTime({ ...base, localTimeRule: 'later' });
  t.is(later.utcOffset, '+01:00');
  t.is(later.utc, '2021-10-31T01:30:00.000Z');
  const e = t.throws(() => resolveBirthTime({ ...base, localTimeRule: 'reject' }), { instanceOf: BirthDataError });
  t.is(e?.code, 'repeated_local_time');
});

test('an ordinary time is reported as normal with no rule applied', (t) => {
  const r = resolveBirthTime({ dateTime: '2021-07-01T10:00', timezone: 'Europe/Paris', ...paris });
  t.is(r.localTimeStatus, 'normal');
  t.is(r.ruleApplied, null);
});

const bad: [string, Record<string, unknown>, string, BirthDataErrorCode][] = [
  ['impossible date', { dateTime: '1990-02-30T10:00' }, 'dateTime', 'impossible_date'],
  ['hour 24', { dateTime: '1990-02-10T24:00' }, 'dateTime', 'impossible_date'],
  ['not a date', { dateTime: 'yesterday' }, 'dateTime', 'invalid_format'],
  ['before 1800', { dateTime: '1799-12-31T23:59' }, 'dateTime', 'out_of_range'],
  ['after 2400', { dateTime: '2401-01-01T00:00' }, 'dateTime', 'out_of_range'],
  ['unknown zone', { dateTime: '1990-01-01T10:00', timezone: 'Mars/Olympus_Mons' }, 'timezone', 'unknown_timezone'],
  ['latitude out of range', { dateTime: '1990-01-01T10:00', latitude: 91 }, 'latitude', 'out_of_range'],
  ['longitude out of range', { dateTime: '1990-01-01T10:00', longitude: -180.5 }, 'longitude', 'out_of_range'],
  ['latitude not a number', { dateTime: '1990-01-01T10:00', latitude: Number.NaN }, 'latitude', 'out_of_range'],
  ['unknown rule', { dateTime: '1990-01-01T10:00', localTimeRule: 'nearest' }, 'localTimeRule', 'unknown_value'],
];
for (const [name, patch, field, code] of bad) {
  test(`bad input: ${name} → BirthDataError on ${field}`, (t) => {
    const e = t.throws(() => resolveBirthTime({ ...paris, timezone: 'Europe/Paris', ...patch } as never), {
      instanceOf: BirthDataError,
    });
    t.is(e?.field, field);
    t.is(e?.code, code);
    t.truthy(e?.expected);
  });
}

test('the range ends are accepted', (t) => {
  t.notThrows(() => resolveBirthTime({ dateTime: '1800-01-01T00:00', timezone: 'UTC', ...paris }));
  t.notThrows(() => resolveBirthTime({ dateTime: '2400-12-31T23:59', timezone: 'UTC', ...paris }));
});
