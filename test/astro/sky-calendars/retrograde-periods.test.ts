/**
 * Retrograde periods: stations against the Swiss Ephemeris within the transit engine's accuracy
 * (20″ of drift), shadows at the longitudes the definition names, a period running at the start
 * included and flagged, and bad ranges.
 */
import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { RETROGRADE_POINTS, retrogradePeriods } from '../../../src/astro/sky-calendars/retrograde-periods.ts';
import { sharedTransitEphemeris } from '../../../src/astro/transits/transit-ephemeris.ts';
import { jdOf, skyReference } from './sky-reference.ts';

const TOLERANCE_DEG = 20 / 3600;

test('stations are within 20″ of drift of the Swiss Ephemeris stations', (t) => {
  const ephemeris = sharedTransitEphemeris();
  let worstRatio = 0;
  let worstSeconds = 0;
  let count = 0;
  for (const chart of skyReference.stations) {
    const startMs = Date.parse(chart.window.start);
    const periods = retrogradePeriods({
      startMs: startMs - 200 * 86_400_000,
      endMs: Date.parse(chart.window.end) + 200 * 86_400_000,
    });
    for (const s of chart.stations) {
      const list = periods[s.body as keyof typeof periods] ?? [];
      const found = list
        .map((p) => (s.type === 'retrograde' ? p.retrogradeStation : p.directStation))
        .map((x) => jdOf(x.date));
      const nearest = found.reduce((best, x) => (Math.abs(x - s.jdUt) < Math.abs(best - s.jdUt) ? x : best), Infinity);
      const track = ephemeris.track(s.body as 'mars', s.jdUt - 2, s.jdUt + 2);
      const acceleration = Math.abs(track.speed(s.jdUt + 0.5) - track.speed(s.jdUt - 0.5));
      const tolerance = Math.sqrt((2 * TOLERANCE_DEG) / acceleration);
      const error = Math.abs(nearest - s.jdUt);
      worstRatio = Math.max(worstRatio, error / tolerance);
      worstSeconds = Math.max(worstSeconds, error * 86400);
      count++;
      t.true(error < tolerance, `${s.body} ${s.type} ${s.utc}: ${(error * 86400).toFixed(0)} s`);
    }
  }
  t.log(
    `${count} reference stations; largest error ${worstSeconds.toFixed(0)} s (${(worstRatio * 100).toFixed(1)} % of the 20″ drift time)`,
  );
});

test('shadows start and end where the planet stands at the other station, and bracket the period', (t) => {
  const ephemeris = sharedTransitEphemeris();
  const result = retrogradePeriods({
    startMs: Date.parse('2026-01-01T00:00:00Z'),
    endMs: Date.parse('2028-01-01T00:00:00Z'),
  });
  t.deepEqual(Object.keys(result), [...RETROGRADE_POINTS]);
  let checked = 0;
  for (const [point, periods] of Object.entries(result)) {
    for (const p of periods!) {
      const pre = jdOf(p.preRetrogradeShadow.startDate!);
      const post = jdOf(p.postRetrogradeShadow.endDate!);
      const track = ephemeris.track(point as 'mars', pre - 1, post + 1);
      const wrap = (x: number) => (((x % 360) + 540) % 360) - 180;
      t.true(
        Math.abs(wrap(track.longitude(pre) - p.directStation.longitude)) < 1e-4,
        `${point} pre-shadow at the direct station's longitude`,
      );
      t.true(
        Math.abs(wrap(track.longitude(post) - p.retrogradeStation.longitude)) < 1e-4,
        `${point} post-shadow at the retrograde station's longitude`,
      );
      t.true(pre < jdOf(p.retrogradeStation.date) && jdOf(p.directStation.date) < post);
      t.is(p.preRetrogradeShadow.endDate, p.retrogradeStation.date);
      t.is(p.postRetrogradeShadow.startDate, p.directStation.date);
      t.true(p.signsTraversed.includes(p.retrogradeStation.sign) && p.signsTraversed.includes(p.directStation.sign));
      t.true(p.retrogradeStation.degreeInSign >= 0 && p.retrogradeStation.degreeInSign < 30);
      checked++;
    }
  }
  t.true(checked > 20);
  // Mercury turns retrograde three or four times a year.
  t.true(result.mercury!.length >= 6 && result.mercury!.length <= 8);
});

test('a period running at the start is included and flagged', (t) => {
  const first = retrogradePeriods({
    startMs: Date.parse('2026-01-01T00:00:00Z'),
    endMs: Date.parse('2026-12-31T00:00:00Z'),
    points: ['mercury'],
  }).mercury!;
  const period = first[1];
  const middle = (Date.parse(period.retrogradeStation.date) + Date.parse(period.directStation.date)) / 2;
  const later = retrogradePeriods({ startMs: middle, endMs: middle + 30 * 86_400_000, points: ['mercury'] }).mercury!;
  t.is(later[0].retrogradeStation.date, period.retrogradeStation.date);
  t.true(later[0].inProgressAtStart);
  t.false(
    first.some(
      (p) => p.inProgressAtStart && Date.parse(p.retrogradeStation.date) >= Date.parse('2026-01-01T00:00:00Z'),
    ),
  );
});

test('bad ranges and points name the field and the limit', (t) => {
  const fieldOf = (f: () => unknown) => {
    const error = t.throws(f, { instanceOf: BirthDataError }) as BirthDataError;
    return `${error.field}: ${error.expected}`;
  };
  const start = Date.parse('2026-01-01T00:00:00Z');
  t.regex(
    fieldOf(() => retrogradePeriods({ startMs: start, endMs: Date.parse('2036-01-02T00:00:00Z') })),
    /^endDate: .*10 years/,
  );
  t.regex(
    fieldOf(() => retrogradePeriods({ startMs: start, endMs: start - 1 })),
    /^endDate: .*after startDate/,
  );
  t.regex(
    fieldOf(() => retrogradePeriods({ startMs: start, endMs: start + 1e9, points: ['sun'] })),
    /^points:/,
  );
});
