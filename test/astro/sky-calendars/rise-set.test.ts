/**
 * Sun and Moon times: rise and set against the Swiss Ephemeris (within 30 s), polar day and
 * night reported as states, twilights ordered around rise and set.
 */
import test from 'ava';
import { moonSunDay } from '../../../src/astro/sky-calendars/moon-sun.ts';
import { dayTimes } from '../../../src/astro/sky-calendars/rise-set.ts';
import { skyReference } from './sky-reference.ts';

test('rise and set of the Sun and the Moon are within 30 s of the Swiss Ephemeris', (t) => {
  let worst = 0;
  for (const r of skyReference.riseSet) {
    const after = Date.parse(r.afterUtc);
    // The first event after afterUtc: looked for over two days from it.
    const first = dayTimes(r.place.lat, r.place.lon, after, after + 86_400_000);
    const second = dayTimes(r.place.lat, r.place.lon, after + 86_400_000, after + 2 * 86_400_000);
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
      t.true(error < 30, `${key} at ${r.place.lat},${r.place.lon} after ${r.afterUtc}: ${error} s`);
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
  t.truthy(winter.sun.twilight.civil.begin);
  const paris = moonSunDay({
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
    instantMs: Date.parse('2026-06-21T10:00:00Z'),
  });
  t.is(paris.sun.state, 'rises-and-sets');
  // Astronomical twilight never ends around the solstice at 48.9° N: the Sun stays above −18°.
  t.is(paris.sun.twilight.astronomical.state, 'always-above');
  const order = [
    paris.sun.twilight.nautical.begin,
    paris.sun.twilight.civil.begin,
    paris.sun.rise,
    paris.sun.transit,
    paris.sun.set,
    paris.sun.twilight.civil.end,
    paris.sun.twilight.nautical.end,
  ];
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
