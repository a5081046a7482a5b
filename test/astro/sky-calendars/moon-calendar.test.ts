/**
 * The Moon calendar: sign entries against the Swiss Ephemeris (within 2 s), void-of-course
 * periods against aspects found independently from the direct ephemeris, phases and
 * illumination against astronomy-engine, calendar days of a zone across a clock change, and
 * bad input.
 */

import * as Astronomy from 'astronomy-engine';
import test from 'ava';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { moonCalendarDay, moonCalendarRange } from '../../../src/astro/sky-calendars/moon-calendar.ts';
import { moonDisc, phaseName } from '../../../src/astro/sky-calendars/moon-phase.ts';
import { moonSky, VOID_OF_COURSE_BODIES } from '../../../src/astro/sky-calendars/moon-sky.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { zoneOffsetSeconds } from '../../../src/astro/time/zone-offset.ts';
import { jdOf, skyReference } from './sky-reference.ts';

test('the Moon enters each sign within 2 s of the Swiss Ephemeris (three years of ingresses)', (t) => {
  let worst = 0;
  let count = 0;
  for (const chart of skyReference.moonIngresses) {
    const sky = moonSky(jdOf(chart.window.start), jdOf(chart.window.end));
    for (const ingress of chart.ingresses) {
      const stay = sky.stays.find((s) => Math.abs(s.entry - ingress.jdUt) < 0.5);
      t.truthy(stay, `an entry near ${ingress.utc}`);
      if (!stay) continue;
      t.is(stay.sign as string, ingress.sign);
      const error = Math.abs(stay.entry - ingress.jdUt) * 86400;
      worst = Math.max(worst, error);
      count++;
    }
    // Consecutive stays: each exit is the next entry.
    for (let k = 1; k < sky.stays.length; k++) t.is(sky.stays[k].entry, sky.stays[k - 1].exit);
  }
  t.log(`${count} reference Moon ingresses; largest error ${worst.toFixed(2)} s`);
  t.true(count > 400);
  t.true(worst < 2, `largest error ${worst} s`);
});

/**
 * The Moon's aspects in [a, b) from the direct ephemeris, by 10-minute samples and bisection.
 * Each sample instant's longitudes are computed once and shared by every body and angle.
 */
function directMoonAspects(a: number, b: number, angles: number[]): number[] {
  const longitude = (body: string, jd: number) =>
    apparentEclipticPosition(body as 'sun', terrestrialFromUniversal(jd)).longitude;
  const separation = (body: string, jd: number) => longitude('moon', jd) - longitude(body, jd);
  const wrap = (x: number) => (((x % 360) + 540) % 360) - 180;
  const out: number[] = [];
  const step = 10 / 1440;
  const instants = [a];
  for (let t1 = a + step; t1 <= b; t1 += step) instants.push(t1);
  const moon = instants.map((jd) => longitude('moon', jd));
  for (const body of VOID_OF_COURSE_BODIES) {
    const separations = instants.map((jd, i) => moon[i] - longitude(body, jd));
    for (const angle of angles) {
      let f0 = wrap(separations[0] - angle);
      for (let i = 1; i < instants.length; i++) {
        const f1 = wrap(separations[i] - angle);
        if (f0 < 0 && f1 >= 0) {
          let lo = instants[i - 1];
          let hi = instants[i];
          for (let k = 0; k < 30; k++) {
            const mid = (lo + hi) / 2;
            if (wrap(separation(body, mid) - angle) < 0) lo = mid;
            else hi = mid;
          }
          out.push((lo + hi) / 2);
        }
        f0 = f1;
      }
    }
  }
  return out.sort((x, y) => x - y);
}

test('void of course starts at the last exact aspect in the sign, as the direct ephemeris finds it (within 2 s)', (t) => {
  const start = jdOf('2026-03-01T00:00:00Z');
  const end = start + 20;
  const sky = moonSky(start, end);
  const aspects = directMoonAspects(start - 3, end + 3, [0, 60, -60, 90, -90, 120, -120, 180]);
  let worst = 0;
  let checked = 0;
  for (const period of sky.voids) {
    const stay = sky.stays.find((s) => s.exit === period.end)!;
    if (stay.entry < start - 3 || stay.exit > end + 3) continue;
    const inSign = aspects.filter((x) => x >= stay.entry && x < stay.exit);
    const expected = inSign.length > 0 ? inSign[inSign.length - 1] : stay.entry;
    const error = Math.abs(period.start - expected) * 86400;
    worst = Math.max(worst, error);
    checked++;
    t.true(error < 2, `void of course from ${period.start} expected ${expected}`);
  }
  t.log(`${checked} void-of-course periods; largest error ${worst.toFixed(2)} s`);
  t.true(checked >= 6);
});

test('aspects picks what ends a void-of-course period: fewer aspects leave longer periods', (t) => {
  const major = moonCalendarRange({ startDate: '2026-05-01', endDate: '2026-05-31', timezone: 'UTC' });
  const conjunctions = moonCalendarRange({
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    timezone: 'UTC',
    aspects: ['conjunction'],
  });
  const length = (days: typeof major) =>
    new Set(days.flatMap((d) => d.voidOfCourse.periods.map((p) => `${p.start}|${p.end}`)));
  const hours = (set: Set<string>) =>
    [...set].reduce((sum, key) => sum + (Date.parse(key.split('|')[1]) - Date.parse(key.split('|')[0])) / 3.6e6, 0);
  t.true(hours(length(conjunctions)) > hours(length(major)));
  for (const day of conjunctions)
    for (const p of day.voidOfCourse.periods) if (p.lastAspect) t.is(p.lastAspect.aspect, 'conjunction');
});

test('phase, illumination and age agree with astronomy-engine', (t) => {
  let worstIllumination = 0;
  let worstAge = 0;
  const days = moonCalendarRange({ startDate: '2031-07-01', endDate: '2031-07-31', timezone: 'Asia/Tokyo' });
  for (const day of days) {
    const date = new Date(day.at);
    worstIllumination = Math.max(
      worstIllumination,
      Math.abs(day.moon.phase.illumination - Astronomy.Illumination(Astronomy.Body.Moon, date).phase_fraction),
    );
    const lastNew = Astronomy.SearchMoonPhase(0, date, -30)!.date.getTime();
    worstAge = Math.max(worstAge, Math.abs(day.moon.phase.age - (date.getTime() - lastNew) / 86_400_000) * 86400);
    t.is(day.moon.phase.name, phaseName(Astronomy.MoonPhase(date)));
  }
  t.log(`largest illumination difference ${worstIllumination.toExponential(2)}, age ${worstAge.toFixed(1)} s`);
  t.true(worstIllumination < 1e-3);
  t.true(worstAge < 60);
  t.is(phaseName(0), 'new');
  t.is(phaseName(22.4), 'new');
  t.is(phaseName(22.6), 'waxing-crescent');
  t.is(phaseName(180), 'full');
  t.is(phaseName(337.6), 'new');
  const disc = moonDisc(jdOf('2026-01-01T00:00:00Z'));
  t.true(disc.distanceKm > 356_000 && disc.distanceKm < 407_000);
  t.true(disc.apparentDiameterArcmin > 29 && disc.apparentDiameterArcmin < 34);
});

test('a range has one entry per calendar day of the zone, described at local noon, across a clock change', (t) => {
  const days = moonCalendarRange({ startDate: '2026-03-20', endDate: '2026-04-05', timezone: 'Europe/Paris' });
  t.is(days.length, 17);
  days.forEach((day, k) => {
    t.is(day.date, new Date(Date.UTC(2026, 2, 20 + k)).toISOString().slice(0, 10));
    const at = Date.parse(day.at);
    const local = new Date(at + zoneOffsetSeconds('Europe/Paris', at) * 1000);
    t.is(local.toISOString().slice(0, 19), `${day.date}T12:00:00`);
    t.true(Date.parse(day.moon.signEntry) <= at && at < Date.parse(day.moon.signExit));
    const v = day.voidOfCourse;
    t.is(v.isVoid, Date.parse(v.start) <= at && at < Date.parse(v.end));
  });
});

test('the day at an instant: void of course at that instant, periods of its local day', (t) => {
  const range = moonCalendarRange({ startDate: '2026-08-01', endDate: '2026-08-31', timezone: 'America/New_York' });
  const period = range
    .flatMap((d) => d.voidOfCourse.periods)
    .find((p) => Date.parse(p.end) - Date.parse(p.start) > 3_600_000)!;
  const inside = Date.parse(period.start) + 1_800_000;
  const day = moonCalendarDay({ instantMs: inside, timezone: 'America/New_York' });
  t.true(day.voidOfCourse.isVoid);
  t.is(day.voidOfCourse.start, period.start);
  t.is(day.voidOfCourse.end, period.end);
  const before = moonCalendarDay({ instantMs: Date.parse(period.start) - 60_000, timezone: 'America/New_York' });
  t.false(before.voidOfCourse.isVoid);
  t.is(before.voidOfCourse.start, period.start);
});

test('bad ranges name the field and the limit', (t) => {
  const fieldOf = (f: () => unknown) => {
    const error = t.throws(f, { instanceOf: BirthDataError }) as BirthDataError;
    return `${error.field}: ${error.expected}`;
  };
  t.regex(
    fieldOf(() => moonCalendarRange({ startDate: '2026-01-01', endDate: '2026-02-01', timezone: 'UTC' })),
    /^endDate: .*31 days/,
  );
  t.regex(
    fieldOf(() => moonCalendarRange({ startDate: '2026-01-10', endDate: '2026-01-09', timezone: 'UTC' })),
    /^endDate: .*on or after startDate/,
  );
  t.regex(
    fieldOf(() => moonCalendarRange({ startDate: '2026-02-30', endDate: '2026-03-01', timezone: 'UTC' })),
    /^startDate:/,
  );
  t.regex(
    fieldOf(() => moonCalendarRange({ startDate: '1700-01-01', endDate: '1700-01-02', timezone: 'UTC' })),
    /^startDate: .*1800/,
  );
  t.regex(
    fieldOf(() =>
      moonCalendarRange({
        startDate: '2026-01-01',
        endDate: '2026-01-02',
        timezone: 'UTC',
        aspects: ['bogus' as 'trine'],
      }),
    ),
    /^aspects:/,
  );
});
