/**
 * Sun and Moon times: rise and set against the Swiss Ephemeris (within 10 s, its refraction
 * convention), polar day and night reported as states, twilights as morning and evening periods
 * ordered around rise and set.
 */
import test from 'ava';
import { moonSunDay } from '../../../src/astro/sky-calendars/moon-sun.ts';
import { STANDARD_ATMOSPHERE } from '../../../src/astro/sky-calendars/refraction.ts';
import { dayTimes } from '../../../src/astro/sky-calendars/rise-set.ts';
import { skyReference } from './sky-reference.ts';

test('rise and set of the Sun and the Moon are within 10 s of the Swiss Ephemeris (1013.25 hPa, 10 °C)', (t) => {
  let worst = 0;
  for (const r of skyReference.riseSet) {
    const after = Date.parse(r.afterUtc);
    // The first event after afterUtc: looked for over two days from it.
    const observer = { latitude: r.place.lat, longitude: r.place.lon, elevation: 0, atmosphere: STANDARD_ATMOSPHERE };
    const first = dayTimes(observer, after, after + 86_400_000);
    const second = dayTimes(observer, after + 86_400_000, after + 2 * 86_400_000);
    const pick = (a: number | null, b: number | null) => a ?? b;
    const found = {
      sunRise: pick(first.sun.rise, second.sun.rise),
      sunSet: pick(first.sun.set, second.sun.set),
      moonRise: pick(first.moon.rise, second.moon.rise),
      moonSet: pick(first.moon.set, second.moon.set),
    };
    for (const key of ['sunRise', 'sunSet', 'moonRise', 'moonSet'] as const) {
      const error = Math.abs(found[key]! - Date.parse(r[key])) / 1000;
      worst = Math.max(worst, error);
      t.true(error < 10, `${key} at ${r.place.lat},${r.place.lon} after ${r.afterUtc}: ${error} s`);
    }
  }
  t.log(`${skyReference.riseSet.length * 4} reference events; largest error ${worst.toFixed(1)} s`);
});

test('polar day and polar night are states, not errors', (t) => {
  const tromso = { latitude: 69.65, longitude: 18.96, timezone: 'Europe/Oslo' };
  const summer = moonSunDay({ ...tromso, instantMs: Date.parse('2026-06-21T10:00:00Z') });
  t.is(summer.sun.state, 'always-up');
  t.is(summer.sun.rise, null);
  t.is(summer.sun.set, null);
  t.is(summer.sun.twilight.civil.state, 'always-above');
  t.truthy(summer.sun.transit);
  const winter = moonSunDay({ ...tromso, instantMs: Date.parse('2026-12-21T10:00:00Z') });
  t.is(winter.sun.state, 'always-down');
  t.is(winter.sun.rise, null);
  t.is(winter.sun.twilight.civil.state, 'crosses');
  t.truthy(winter.sun.twilight.civil.morning?.begin);
  const paris = moonSunDay({
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
    instantMs: Date.parse('2026-06-21T10:00:00Z'),
  });
  t.is(paris.sun.state, 'rises-and-sets');
  // Astronomical twilight never ends around the solstice at 48.9° N: the Sun stays above −18°.
  t.is(paris.sun.twilight.astronomical.state, 'always-above');
  const { civil, nautical } = paris.sun.twilight;
  const order = [
    nautical.morning!.begin,
    civil.morning!.begin,
    paris.sun.rise,
    paris.sun.transit,
    paris.sun.set,
    civil.evening!.end,
    nautical.evening!.end,
  ];
  // The bands join: nautical ends where civil begins, civil at sunrise and sunset.
  t.is(nautical.morning!.end, civil.morning!.begin);
  t.is(civil.morning!.end, paris.sun.rise);
  t.is(civil.evening!.begin, paris.sun.set);
  t.is(nautical.evening!.begin, civil.evening!.end);
  for (let k = 1; k < order.length; k++)
    t.true(Date.parse(order[k - 1]!) < Date.parse(order[k]!), `${order[k - 1]} before ${order[k]}`);
});

test('moon-sun: the day is the local calendar day, quarters bracket the instant', (t) => {
  const at = Date.parse('2026-03-03T23:30:00Z');
  const day = moonSunDay({ latitude: 35.68, longitude: 139.69, timezone: 'Asia/Tokyo', instantMs: at });
  t.is(day.date, '2026-03-04');
  for (const pair of Object.values(day.phases)) {
    t.true(Date.parse(pair.current) <= at && at < Date.parse(pair.next));
    t.true(Date.parse(pair.next) - Date.parse(pair.current) < 30 * 86_400_000);
  }
  for (const x of [day.sun.rise, day.sun.set, day.moonTimes.rise, day.moonTimes.set]) {
    if (x === null) continue;
    const local = new Date(Date.parse(x) + 9 * 3_600_000).toISOString().slice(0, 10);
    t.is(local, '2026-03-04');
  }
  t.true(day.moon.phase.illumination > 0.9);
});

test('twilights are morning and evening periods whose end follows their begin, also where the night stays light', (t) => {
  const places = [
    { latitude: 59.33, longitude: 18.07, timezone: 'Europe/Stockholm' },
    { latitude: 64.15, longitude: -21.94, timezone: 'Atlantic/Reykjavik' },
    { latitude: 51.51, longitude: -0.13, timezone: 'Europe/London' },
    { latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' },
  ];
  let periods = 0;
  for (const place of places) {
    for (const date of ['2024-06-15T12:00:00Z', '2024-08-01T12:00:00Z', '2024-12-15T12:00:00Z']) {
      const day = moonSunDay({ ...place, instantMs: Date.parse(date) });
      for (const [name, twilight] of Object.entries(day.sun.twilight)) {
        for (const period of [twilight.morning, twilight.evening]) {
          if (period === null) continue;
          periods++;
          t.true(period.begin !== null || period.end !== null);
          if (period.begin !== null && period.end !== null)
            t.true(period.begin < period.end, `${place.timezone} ${date} ${name}: ${period.begin} – ${period.end}`);
        }
      }
    }
  }
  t.true(periods > 40);
});

test('refraction follows pressure and temperature; elevation lowers the default pressure', (t) => {
  const place = {
    latitude: 40,
    longitude: -105,
    timezone: 'America/Denver',
    instantMs: Date.parse('2024-03-20T18:00:00Z'),
  };
  const standard = moonSunDay(place);
  const thin = moonSunDay({ ...place, atmosphere: { pressure: 800, temperature: 10 } });
  const high = moonSunDay({ ...place, elevation: 1600 });
  t.deepEqual(standard.horizon, { elevation: 0, pressure: 1013.25, temperature: 10 });
  t.true(high.horizon.pressure < 850 && high.horizon.pressure > 820);
  // Less air, less refraction: the Sun is seen to rise later and set earlier (7.9′ less refraction: about 40 s at 40° N in March).
  const later = (Date.parse(thin.sun.rise!) - Date.parse(standard.sun.rise!)) / 1000;
  const earlier = (Date.parse(standard.sun.set!) - Date.parse(thin.sun.set!)) / 1000;
  t.log(`800 hPa: sunrise ${later} s later, sunset ${earlier} s earlier`);
  t.true(later > 25 && later < 60);
  t.true(earlier > 25 && earlier < 60);
});

test('the planets rise, culminate and set when asked for', (t) => {
  const day = moonSunDay({
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
    instantMs: Date.parse('2026-06-21T10:00:00Z'),
    planets: ['venus', 'jupiter'],
  });
  t.deepEqual(Object.keys(day.planets), ['venus', 'jupiter']);
  for (const times of Object.values(day.planets)) {
    t.is(times!.state, 'rises-and-sets');
    t.truthy(times!.transit);
  }
});
