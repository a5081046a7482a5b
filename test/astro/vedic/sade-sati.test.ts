/**
 * Sade Sati against the chart engine: at every ingress the service names (each phase's start and
 * end inside the span), sidereal Saturn from the full engine (not the fitted track the search
 * runs on) is on the sign boundary within the equivalent of one minute of its motion (the issue's
 * tolerance); the phases follow the signs from the Moon; the largest error is printed.
 */
import test from 'ava';
import { mulberry32 } from '../../../benchmarks/support/mulberry32.ts';
import { castBirthChart } from '../../../src/astro/returns/chart-cast.ts';
import { sadeSati } from '../../../src/astro/vedic/sade-sati.ts';
import { SIGNS } from '../../../src/astro/vocabulary.ts';

const next = mulberry32(1990);
const births = Array.from({ length: 4 }, () => ({
  dateTime: new Date(Date.UTC(1920, 0, 1) + next() * (Date.UTC(2010, 0, 1) - Date.UTC(1920, 0, 1)))
    .toISOString()
    .slice(0, 16)
    .concat('Z'),
  latitude: (next() * 2 - 1) * 50,
  longitude: (next() * 2 - 1) * 180,
}));

/** Sidereal Saturn (Lahiri) at an instant from the chart engine: longitude and speed. */
function saturnAt(iso: string) {
  const chart = castBirthChart(
    { dateTime: iso, latitude: 0, longitude: 0 },
    { zodiac: 'sidereal', ayanamsa: 'lahiri', houseSystem: 'whole-sign', points: ['saturn'], aspects: { types: [] } },
  );
  const saturn = chart.points.find((p) => p.id === 'saturn')!;
  return { longitude: saturn.longitude, speed: saturn.speed };
}

test('every Sade Sati ingress is on a sign boundary within a minute of Saturn’s motion', (t) => {
  let worstSeconds = 0;
  let checked = 0;
  for (const birth of births) {
    const answer = sadeSati({ birth, ayanamsa: 'lahiri', node: 'mean' });
    const moon = SIGNS.indexOf(answer.moonSign);
    const instants = new Set<string>();
    for (const period of answer.periods) {
      t.is(period.start, period.phases[0].start);
      t.is(period.end, period.phases.at(-1)!.end);
      period.phases.forEach((phase, i) => {
        const h = (SIGNS.indexOf(phase.sign as (typeof SIGNS)[number]) - moon + 12) % 12;
        t.is(phase.phase, h === 11 ? 'rising' : h === 0 ? 'peak' : 'setting');
        if (i > 0) t.is(phase.start, period.phases[i - 1].end);
        instants.add(phase.start).add(phase.end);
      });
    }
    for (const d of answer.dhaiyas) instants.add(d.start).add(d.end);
    instants.delete(answer.from);
    instants.delete(answer.to);
    for (const instant of instants) {
      const { longitude, speed } = saturnAt(instant);
      const off = Math.abs(((longitude + 15) % 30) - 15);
      const seconds = (off / Math.abs(speed)) * 86_400;
      worstSeconds = Math.max(worstSeconds, seconds);
      t.true(
        seconds < 60,
        `${birth.dateTime}: ${instant} is ${seconds.toFixed(1)} s of Saturn's motion off a boundary`,
      );
      checked++;
    }
    t.true(answer.periods.length >= 3, `${answer.periods.length} Sade Satis in 100 years`);
  }
  t.log(`${checked} ingresses; largest ${worstSeconds.toFixed(2)} s of Saturn's motion`);
  t.true(checked > 50);
});

test('a span is refused when it ends before it starts or is too long', (t) => {
  const birth = births[0];
  t.throws(() => sadeSati({ birth, ayanamsa: 'lahiri', node: 'mean', from: '2000-01-01', to: '1999-01-01' }), {
    message: /to/,
  });
  t.throws(() => sadeSati({ birth, ayanamsa: 'lahiri', node: 'mean', from: '2000-01-01', to: '2200-01-01' }), {
    message: /150 years/,
  });
});
