/**
 * Behaviour of progressions and solar arc directions: the angle methods, the exact dates of
 * perfecting aspects (checked by recomputing at those dates), the directed points, and the
 * fields named by bad input.
 */
import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import {
  computeProgressions,
  computeSolarArc,
  NAIBOD_DEGREES_PER_YEAR,
} from '../../../src/astro/progressions/index.ts';

const birth = { dateTime: '1979-06-25T08:47', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };

const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

test('solar-arc angles move the MC by the solar arc; Naibod moves the ARMC by 0.98564733° a year', (t) => {
  const arc = computeProgressions({ birth, targetDate: '2026-03-01' });
  t.is(arc.angles.method, 'solar-arc');
  t.true(Math.abs(arc.angles.midheavenArc - arc.angles.solarArc) < 1e-9);
  t.true(separation(arc.angles.midheaven, arc.natal.angles.midheaven + arc.angles.solarArc) < 1e-9);
  const naibod = computeProgressions({ birth, targetDate: '2026-03-01', angles: 'naibod' });
  t.is(naibod.angles.method, 'naibod');
  t.true(separation(naibod.angles.armc, naibod.natal.angles.armc + NAIBOD_DEGREES_PER_YEAR * naibod.ageYears) < 1e-9);
  t.true(
    Math.abs(naibod.angles.midheavenArc - arc.angles.solarArc) < 2,
    'the two methods stay within a couple of degrees over 47 years',
  );
  t.true(arc.ageYears > 46.6 && arc.ageYears < 46.7);
});

test('each perfection is exact at its date: progressions recomputed then show the aspect with no orb', (t) => {
  const p = computeProgressions({ birth, targetDate: '2026-03-01T12:00' });
  t.true(p.perfections.length > 0);
  let worst = 0;
  for (const e of p.perfections.slice(0, 8)) {
    t.true(Math.abs(Date.parse(e.exact) - Date.parse(p.target.utc)) <= 366 * 864e5);
    const then = computeProgressions({ birth, targetDate: e.exact.slice(0, 16) + 'Z' });
    const a = then.points.find((x) => x.id === e.point)!.longitude;
    const b = (e.to === 'natal' ? then.natal.points : then.points).find((x) => x.id === e.other)!.longitude;
    const angle = { conjunction: 0, opposition: 180, trine: 120, square: 90, sextile: 60 }[e.aspect as string] ?? NaN;
    const orb = Math.abs(separation(a, b) - angle);
    worst = Math.max(worst, orb * 3600);
    // The date is to the minute here (the Moon moves about 0.04″ of progressed motion a minute of life).
    t.true(orb * 3600 < 1, `${e.point} ${e.aspect} ${e.other} at ${e.exact}: ${orb * 3600}″`);
  }
  t.log(`largest orb at a perfection date: ${worst.toFixed(3)}″`);
});

test('solar arc directions move every point by the arc and date their exact aspects', (t) => {
  const d = computeSolarArc({ birth, targetDate: '2026-03-01' });
  for (const p of d.points) {
    const natal = d.natal.points.find((x) => x.id === p.id)!;
    t.true(separation(p.longitude, natal.longitude + d.solarArc) < 1e-9, p.id);
  }
  const progressed = computeProgressions({ birth, targetDate: '2026-03-01' });
  t.true(Math.abs(progressed.angles.solarArc - d.solarArc) < 1e-6);
  for (const e of d.perfections.slice(0, 5)) {
    const then = computeSolarArc({ birth, targetDate: e.exact.slice(0, 16) + 'Z' });
    const a = then.points.find((x) => x.id === e.point)!.longitude;
    const b = then.natal.points.find((x) => x.id === e.other)!.longitude;
    const angle = { conjunction: 0, opposition: 180, trine: 120, square: 90, sextile: 60 }[e.aspect as string] ?? NaN;
    // A minute of life moves the arc by 0.0001″.
    t.true(Math.abs(separation(a, b) - angle) * 3600 < 0.01, `${e.point} ${e.aspect} ${e.other}`);
  }
});

test('a target date before the birth or beyond 2400 names targetDate and the range', (t) => {
  for (const targetDate of ['1970-01-01', '2401-01-01', '1979-06-25T08:00', 'soon']) {
    const error = t.throws(() => computeProgressions({ birth, targetDate }), { instanceOf: BirthDataError });
    t.is(error.field, 'targetDate');
    t.regex(error.expected, /after the birth .* not beyond 2400-12-31/);
  }
  const error = t.throws(() => computeSolarArc({ birth, targetDate: '1900-01-01' }), { instanceOf: BirthDataError });
  t.is(error.field, 'targetDate');
  t.is(
    t.throws(() => computeProgressions({ birth, targetDate: '2020-01-01', angles: 'placidus' as never }), {
      instanceOf: BirthDataError,
    }).field,
    'angles',
  );
  t.is(
    t.throws(() => computeProgressions({ birth: { ...birth, latitude: 91 }, targetDate: '2020-01-01' }), {
      instanceOf: BirthDataError,
    }).field,
    'birthLocation.latitude',
  );
});
