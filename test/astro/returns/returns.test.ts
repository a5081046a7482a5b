/**
 * Behaviour of the return engine: the calendar of the birth zone, lunar returns in a row,
 * relocated returns, and the fields named by bad input.
 */
import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { computeLunarReturns, computeSolarReturn } from '../../../src/astro/returns/index.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

test('a solar return falls in the requested year, with the Sun at its natal longitude; relocation changes only the houses', (t) => {
  const home = computeSolarReturn({ birth, returnYear: 2026 });
  t.is(home.returnYear, 2026);
  t.is(home.return.instant.slice(0, 4), '2026');
  const sun = home.return.chart.points.find((p) => p.id === 'sun')!;
  t.true(separation(sun.longitude, home.natalSunLongitude) * 3600 < 0.05);
  t.false(home.return.location.relocated);
  const away = computeSolarReturn({
    birth,
    returnYear: 2026,
    returnLocation: { latitude: 40.7128, longitude: -74.006 },
  });
  t.is(away.return.instant, home.return.instant);
  t.true(away.return.location.relocated);
  t.not(away.return.chart.angles.ascendant, home.return.chart.angles.ascendant);
  t.true(home.return.aspectsToNatal.some((a) => a.point === 'sun' && a.natal === 'sun' && a.aspect === 'conjunction'));
});

test('the default year is that of asOf in the birth zone', (t) => {
  // 2026-12-31T23:30Z is already 2027 in Paris.
  t.is(computeSolarReturn({ birth, asOf: '2026-12-31T23:30:00Z' }).returnYear, 2027);
});

test('thirteen lunar returns in a row, each a tropical month apart, the first at or after local midnight', (t) => {
  const result = computeLunarReturns({ birth, returnDate: '2026-03-10', count: 13 });
  t.is(result.returns.length, 13);
  const start = Date.parse('2026-03-09T23:00:00Z'); // 00:00 in Paris
  t.true(Date.parse(result.returns[0].instant) >= start);
  t.true(Date.parse(result.returns[0].instant) - start < 27.6 * 864e5);
  for (let i = 1; i < 13; i++) {
    const days = result.returns[i].julianDayUT - result.returns[i - 1].julianDayUT;
    t.true(days > 27 && days < 27.7, `gap ${days}`);
    const moon = result.returns[i].chart.points.find((p) => p.id === 'moon')!;
    t.true(separation(moon.longitude, result.natalMoonLongitude) * 3600 < 0.05);
  }
});

test('bad input names the field and the range', (t) => {
  const field = (fn: () => unknown) => t.throws(fn, { instanceOf: BirthDataError });
  for (const returnYear of [1989, 2401, 2026.5]) {
    const e = field(() => computeSolarReturn({ birth, returnYear }));
    t.is(e.field, 'returnYear');
    t.is(e.expected, 'a calendar year from 1990 (the birth year) to 2400');
  }
  for (const returnDate of ['1990-06-14', '2400-06-01', '2026-02-30', 'next week']) {
    const e = field(() => computeLunarReturns({ birth, returnDate }));
    t.is(e.field, 'returnDate');
    t.regex(e.expected, /from 1990-06-15 \(the birth date\) to 2399-12-31/);
  }
  t.is(field(() => computeLunarReturns({ birth, returnDate: '2026-01-01', count: 14 })).field, 'count');
  t.is(
    field(() => computeSolarReturn({ birth, returnYear: 2026, returnLocation: { latitude: 95, longitude: 0 } })).field,
    'returnLocation.latitude',
  );
  t.is(
    field(() => computeSolarReturn({ birth: { ...birth, dateTime: '1990-13-01T00:00' }, returnYear: 2026 })).field,
    'birthDateTime',
  );
  t.is(field(() => computeSolarReturn({ birth, returnYear: 2026, houseSystem: 'nope' })).field, 'houseSystem');
});
