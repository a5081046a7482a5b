import { readFileSync } from 'node:fs';
import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { MAX_PHASE_LIST_YEARS, moonPhaseList } from '../../../src/astro/sky-calendars/moon-phase-list.ts';
import { SIGNS } from '../../../src/astro/vocabulary.ts';

/** Every lunar phase of 1805, 1901, 2025, 2150 and 2395 from the Swiss Ephemeris (246 instants). */
const reference = JSON.parse(
  readFileSync(new URL('../../fixtures/reference/se-moon-phases.json', import.meta.url), 'utf8'),
).phases as [string, string][];

/** Seconds (instants are given to the second; the elongation moves 0.5″ a second). */
const SECONDS = 2;

test(`every phase of five years 1805–2395, none missed or extra, within ${SECONDS} s of the Swiss Ephemeris`, (t) => {
  let worst = 0,
    where = '';
  for (const year of ['1805', '1901', '2025', '2150', '2395']) {
    const expected = reference.filter(([utc]) => utc.startsWith(year));
    const found = moonPhaseList({
      startMs: Date.parse(`${year}-01-01T00:00:00Z`),
      endMs: Date.parse(`${Number(year) + 1}-01-01T00:00:00Z`),
    });
    t.deepEqual(
      found.map((p) => p.phase),
      expected.map(([, phase]) => phase),
      year,
    );
    found.forEach((p, i) => {
      const error = Math.abs(Date.parse(p.exact) - Date.parse(expected[i][0])) / 1000;
      if (error > worst) [worst, where] = [error, `${expected[i][1]} ${expected[i][0]}`];
    });
  }
  t.log(`largest error ${worst.toFixed(1)} s (${where}), ${reference.length} phases`);
  t.true(worst <= SECONDS, `${worst} s`);
});

test('each phase carries the Moon longitude and sign, in time order', (t) => {
  const list = moonPhaseList({
    startMs: Date.parse('2026-01-01T00:00:00Z'),
    endMs: Date.parse('2026-02-01T00:00:00Z'),
  });
  t.true(list.length >= 4);
  for (let i = 1; i < list.length; i++) t.true(list[i].exact > list[i - 1].exact);
  for (const p of list) t.is(p.sign, SIGNS[Math.floor(p.longitude / 30)]);
});

test(`a span over ${MAX_PHASE_LIST_YEARS} years, reversed or outside 1800–2400 is refused naming the field`, (t) => {
  const refused = (startDate: string, endDate: string) =>
    t.throws(() => moonPhaseList({ startMs: Date.parse(startDate), endMs: Date.parse(endDate) }), {
      instanceOf: BirthDataError,
    });
  t.is(refused('2020-01-01T00:00:00Z', '2030-01-02T00:00:00Z')?.field, 'endDate');
  t.is(refused('2020-01-02T00:00:00Z', '2020-01-01T00:00:00Z')?.field, 'endDate');
  t.is(refused('1799-01-01T00:00:00Z', '1800-06-01T00:00:00Z')?.field, 'startDate');
  t.is(refused('2400-06-01T00:00:00Z', '2401-01-01T00:00:00Z')?.field, 'endDate');
  // Ten years are accepted, and no quarter is skipped: consecutive phases are 6–9 days apart.
  const decade = moonPhaseList({
    startMs: Date.parse('2020-01-01T00:00:00Z'),
    endMs: Date.parse('2030-01-01T00:00:00Z'),
  }).map((p) => Date.parse(p.exact) / 86_400_000);
  const gaps = decade.slice(1).map((d, i) => d - decade[i]);
  t.true(Math.min(...gaps) > 6 && Math.max(...gaps) < 9, `${Math.min(...gaps)}–${Math.max(...gaps)} days`);
});
