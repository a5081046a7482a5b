import { readFileSync } from 'node:fs';
import test from 'ava';
import { FIXED_STARS } from '../../../src/astro/fixed-stars/catalogue.ts';
import { STANDARD_ATMOSPHERE } from '../../../src/astro/sky-calendars/refraction.ts';
import { starTimes } from '../../../src/astro/sky-calendars/rise-set.ts';

/** 96 rises and sets of 15 bright stars, random places (|lat| ≤ 66) and days 1800–2400 (se-star-rise-set.json). */
const events = JSON.parse(
  readFileSync(new URL('../../fixtures/reference/se-star-rise-set.json', import.meta.url), 'utf8'),
).events as [string, number, number, number, number | null, number | null][];

const SECONDS = 10;
function starById(id: string) {
  const star = FIXED_STARS.find((s) => s.id === id);
  if (!star) throw new Error(`no star ${id} in the catalogue`);
  return star;
}
const msOf = (jd: number) => Math.round((jd - 2440587.5) * 86_400_000);

test(`bright stars rise and set within ${SECONDS} s of the Swiss Ephemeris (1013.25 hPa, 10 °C)`, (t) => {
  let worst = 0,
    where = '',
    compared = 0;
  for (const [id, jdUt, latitude, longitude, rise, set] of events) {
    const star = starById(id);
    const start = msOf(jdUt);
    const observer = { latitude, longitude, elevation: 0, atmosphere: STANDARD_ATMOSPHERE };
    // The reference's first event after the start; ours is searched in the day it falls in.
    for (const [kind, expected] of [
      ['rise', rise],
      ['set', set],
    ] as const) {
      if (expected === null) continue;
      const day = start + Math.floor((msOf(expected) - start) / 86_400_000) * 86_400_000;
      const ours = starTimes(star, observer, day, day + 86_400_000)[kind];
      t.not(ours, null, `${id} ${kind} ${jdUt} ${latitude} ${longitude}`);
      const error = Math.abs((ours ?? 0) - msOf(expected)) / 1000;
      compared++;
      if (error > worst) [worst, where] = [error, `${id} ${kind} at ${latitude}, ${longitude}, JD ${expected}`];
    }
  }
  t.log(`largest error ${worst.toFixed(2)} s (${where}), ${compared} events`);
  t.true(worst <= SECONDS, `${worst} s`);
});

test('a circumpolar star is always up, one that never rises always down, with null rise and set', (t) => {
  const day = Date.UTC(2026, 0, 1);
  const north = { latitude: 69.65, longitude: 18.96, elevation: 0, atmosphere: STANDARD_ATMOSPHERE };
  const vega = starTimes(starById('vega'), north, day, day + 86_400_000);
  t.is(vega.state, 'always-up');
  t.deepEqual([vega.rise, vega.set], [null, null]);
  const canopus = starTimes(starById('canopus'), north, day, day + 86_400_000);
  t.is(canopus.state, 'always-down');
});
