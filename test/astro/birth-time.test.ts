import test from 'ava';
import { resolveBirthTime } from '../../src/astro/time/birth-time.ts';
import { BirthDataError, type BirthDataErrorCode } from '../../src/astro/errors.ts';

const paris = { latitude: 48.8566, longitude: 2.3522 };

test('before standard time a zone keeps its local mean time, to the second (Paris 1880)', (t) => {
  const r = resolveBirthTime({ dateTime: '1880-06-01T12:00', timezone: 'Europe/Paris', ...paris });
  t.is(r.utcOffset, '+00:09:21');
  t.is(r.utc, '1880-06-01T11:50:39.000Z');
});

test('New York 1850 is on local mean time −4:56:02', (t) => {
  const r = resolveBirthTime({ dateTime: '1850-06-01T12:00', timezone: 'America/New_York', latitude: 40.71, longitude: -74.0 });
  t.is(r.utcOffsetSeconds, -(4 * 3600 + 56 * 60 + 2));
  t.is(r.utc, '1850-06-01T16:56:02.000Z');
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
