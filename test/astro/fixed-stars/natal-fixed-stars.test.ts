import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { FIXED_STARS } from '../../../src/astro/fixed-stars/catalogue.ts';
import { computeNatalChart } from '../../../src/astro/natal-chart.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

test('fixedStars lists every catalogue star of date and the conjunctions within the orb', (t) => {
  const chart = computeNatalChart({ ...birth, fixedStars: { orb: 2 } });
  const fs = chart.fixedStars!;
  t.is(fs.orb, 2);
  t.is(fs.stars.length, FIXED_STARS.length);
  // Regulus entered Virgo in 2011 (it moves 50″ a year): in 1990 it is near 29°42′ Leo.
  const regulus = fs.stars.find((s) => s.id === 'regulus')!;
  t.true(regulus.longitude > 149.6 && regulus.longitude < 149.8, `${regulus.longitude}`);
  for (const c of fs.conjunctions) {
    const star = fs.stars.find((s) => s.id === c.star)!;
    const point = chart.points.find((p) => p.id === c.point)!;
    t.true(Math.abs(c.separation) <= 2);
    t.true(Math.abs(((point.longitude - star.longitude - c.separation + 540) % 360) - 180) < 1e-9);
  }
  // Every pair within the orb is listed.
  let expected = 0;
  for (const s of fs.stars)
    for (const p of chart.points) if (Math.abs(((p.longitude - s.longitude + 540) % 360) - 180) <= 2) expected++;
  t.is(fs.conjunctions.length, expected);
  t.is(computeNatalChart(birth).fixedStars, undefined, 'no stars unless asked');
});

test('in a sidereal chart the stars are sidereal too, so conjunctions do not change', (t) => {
  const tropical = computeNatalChart({ ...birth, fixedStars: {} });
  const sidereal = computeNatalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'true-chitra', fixedStars: {} });
  t.is(tropical.fixedStars!.orb, 1);
  const spica = sidereal.fixedStars!.stars.find((s) => s.id === 'spica')!;
  t.true(Math.abs(spica.longitude - 180) < 1e-6, 'true-chitra keeps Spica at 180°');
  t.deepEqual(
    sidereal.fixedStars!.conjunctions.map((c) => [c.star, c.point]),
    tropical.fixedStars!.conjunctions.map((c) => [c.star, c.point]),
  );
});

test('an orb out of range is refused naming fixedStars.orb', (t) => {
  for (const orb of [0, -1, 11, Number.NaN]) {
    const e = t.throws(() => computeNatalChart({ ...birth, fixedStars: { orb } }), { instanceOf: BirthDataError });
    t.is(e.field, 'fixedStars.orb');
  }
});
