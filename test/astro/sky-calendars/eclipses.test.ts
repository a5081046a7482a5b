/**
 * Eclipses: greatest eclipse within 60 s of the Swiss Ephemeris with the same type, Saros series
 * and magnitudes of well-known eclipses as NASA's catalogue gives them, local circumstances.
 */

import * as Astronomy from 'astronomy-engine';
import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { type LunarEclipse, type SolarEclipse, searchEclipses } from '../../../src/astro/sky-calendars/eclipses.ts';
import { weekSky } from '../../../src/astro/transits/week-sky.ts';
import { skyReference } from './sky-reference.ts';

const list = searchEclipses({ startMs: Date.parse('2000-01-01T00:00:00Z'), endMs: Date.parse('2010-01-01T00:00:00Z') });

test('greatest eclipse within 60 s of the Swiss Ephemeris, with the same type, none missed or extra', (t) => {
  let worst = 0;
  for (const [kind, reference] of [
    ['solar', skyReference.solarEclipses],
    ['lunar', skyReference.lunarEclipses],
  ] as const) {
    const found = list.filter((e) => e.kind === kind);
    t.is(found.length, reference.length, `${kind} eclipses of 2000–2009`);
    for (const r of reference) {
      const match = found.find((e) => Math.abs(Date.parse(e.maximum) - Date.parse(r.maxUtc)) < 86_400_000);
      t.truthy(match, `${kind} eclipse of ${r.maxUtc}`);
      if (!match) continue;
      const error = Math.abs(Date.parse(match.maximum) - Date.parse(r.maxUtc)) / 1000;
      worst = Math.max(worst, error);
      t.true(error < 60, `${r.maxUtc}: ${error} s`);
      t.is(match.type as string, r.type, r.maxUtc);
    }
  }
  t.log(
    `${skyReference.solarEclipses.length + skyReference.lunarEclipses.length} reference eclipses; largest error ${worst.toFixed(0)} s`,
  );
  for (let k = 1; k < list.length; k++) t.true(list[k - 1].maximum < list[k].maximum);
});

test("the same eclipses as astronomy-engine's searches over 2000–2029, greatest eclipse within 30 s, the same kind", (t) => {
  const ours = searchEclipses({
    startMs: Date.parse('2000-01-01T00:00:00Z'),
    endMs: Date.parse('2030-01-01T00:00:00Z'),
  });
  const theirs: { ms: number; kind: string; type: string }[] = [];
  const end = new Date('2030-01-01T00:00:00Z');
  for (
    let e = Astronomy.SearchGlobalSolarEclipse(new Date('2000-01-01T00:00:00Z'));
    e.peak.date < end;
    e = Astronomy.NextGlobalSolarEclipse(e.peak)
  ) {
    theirs.push({ ms: e.peak.date.getTime(), kind: 'solar', type: e.kind });
  }
  for (
    let e = Astronomy.SearchLunarEclipse(new Date('2000-01-01T00:00:00Z'));
    e.peak.date < end;
    e = Astronomy.NextLunarEclipse(e.peak)
  ) {
    theirs.push({ ms: e.peak.date.getTime(), kind: 'lunar', type: e.kind });
  }
  t.is(ours.length, theirs.length);
  let worst = 0;
  for (const e of theirs) {
    const match = ours.find((o) => o.kind === e.kind && Math.abs(Date.parse(o.maximum) - e.ms) < 86_400_000);
    t.truthy(match, `${e.kind} ${new Date(e.ms).toISOString()}`);
    if (!match) continue;
    worst = Math.max(worst, Math.abs(Date.parse(match.maximum) - e.ms) / 1000);
    // astronomy-engine has no hybrid type: it calls a hybrid total or annular.
    t.is(
      match.type === 'hybrid' ? 'total-or-annular' : match.type,
      ['total', 'annular'].includes(e.type) && match.type === 'hybrid' ? 'total-or-annular' : e.type,
    );
  }
  t.log(`${theirs.length} eclipses; largest difference ${worst.toFixed(0)} s`);
  t.true(worst < 30);
});

// NASA Five Millennium Canon (Espenak & Meeus): type, Saros and magnitude.
const KNOWN = [
  { date: '2017-08-21', kind: 'solar', type: 'total', saros: 145, magnitude: 1.0306 },
  { date: '2023-04-20', kind: 'solar', type: 'hybrid', saros: 129, magnitude: 1.0132 },
  { date: '2013-11-03', kind: 'solar', type: 'hybrid', saros: 143, magnitude: 1.0159 },
  { date: '2023-10-14', kind: 'solar', type: 'annular', saros: 134, magnitude: 0.952 },
  { date: '2022-10-25', kind: 'solar', type: 'partial', saros: 124, magnitude: 0.8619 },
  { date: '2022-11-08', kind: 'lunar', type: 'total', saros: 136, magnitude: 1.359 },
  { date: '2023-10-28', kind: 'lunar', type: 'partial', saros: 146, magnitude: 0.122 },
  { date: '2024-03-25', kind: 'lunar', type: 'penumbral', saros: 113, magnitude: -0.132 },
] as const;

test('type, Saros series and magnitude of well-known eclipses (magnitude within 0.01 of NASA)', (t) => {
  const recent = searchEclipses({
    startMs: Date.parse('2013-01-01T00:00:00Z'),
    endMs: Date.parse('2025-01-01T00:00:00Z'),
  });
  let worst = 0;
  for (const k of KNOWN) {
    const e = recent.find((x) => x.kind === k.kind && x.maximum.startsWith(k.date));
    t.truthy(e, `${k.kind} eclipse of ${k.date}`);
    if (!e) continue;
    t.is(e.type, k.type, k.date);
    t.is(e.saros, k.saros, k.date);
    worst = Math.max(worst, Math.abs(e.magnitude - k.magnitude));
    t.true(Math.abs(e.magnitude - k.magnitude) < 0.01, `${k.date}: ${e.magnitude} vs ${k.magnitude}`);
  }
  t.log(`largest magnitude difference ${worst.toFixed(4)}`);
});

test('local circumstances: the 2017 total eclipse seen in Nashville, not in Tokyo (night there); a lunar eclipse above the horizon', (t) => {
  const span = { startMs: Date.parse('2017-08-01T00:00:00Z'), endMs: Date.parse('2017-09-01T00:00:00Z') };
  const nashville = searchEclipses({
    ...span,
    kinds: ['solar'],
    location: { latitude: 36.1627, longitude: -86.7816 },
  })[0] as SolarEclipse;
  t.is(nashville.local!.type, 'total');
  t.true(nashville.local!.visible);
  const order = ['partialBegin', 'totalBegin', 'maximum', 'totalEnd', 'partialEnd'] as const;
  for (let k = 1; k < order.length; k++)
    t.true(nashville.local![order[k - 1]]!.time < nashville.local![order[k]]!.time);
  const tokyo = searchEclipses({
    ...span,
    kinds: ['solar'],
    location: { latitude: 35.68, longitude: 139.69 },
  })[0] as SolarEclipse;
  t.false(tokyo.local!.visible);
  const lunar = searchEclipses({
    startMs: Date.parse('2022-11-01T00:00:00Z'),
    endMs: Date.parse('2022-11-30T00:00:00Z'),
    kinds: ['lunar'],
    location: { latitude: 35.68, longitude: 139.69 },
  })[0] as LunarEclipse;
  t.true(lunar.local!.visible);
  t.true(lunar.local!.altitudes.maximum! > 0);
  t.is(lunar.position.sign, 'taurus');
});

test('bad ranges name the field and the limit', (t) => {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const error = t.throws(() => searchEclipses({ startMs: start, endMs: Date.parse('2076-01-02T00:00:00Z') }), {
    instanceOf: BirthDataError,
  }) as BirthDataError;
  t.is(error.field, 'endDate');
  t.regex(error.expected, /50 years/);
  t.is((t.throws(() => searchEclipses({ startMs: start, endMs: start - 1 })) as BirthDataError).field, 'endDate');
});

test("the weekly sky lists the week's eclipses for the horoscope", (t) => {
  // ISO week 33 of 2026 holds the total solar eclipse of 2026-08-12.
  const week = weekSky({ year: 2026, week: 33 });
  t.is(week.eclipses.length, 1);
  t.like(week.eclipses[0], { kind: 'solar', type: 'total', saros: 126 });
  t.regex(week.eclipses[0].exact, /^2026-08-12T17:4/);
  t.is(weekSky({ year: 2026, week: 34 }).eclipses.length, 0);
});
