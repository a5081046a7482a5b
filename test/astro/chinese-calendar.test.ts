/**
 * The Chinese calendar computed from the sky, against published tables and reference data:
 * - the new year of every year in test/fixtures/chinese-calendar/new-years.json (typed from the
 *   published tables it names; 106 years between 1900 and 2024, including 1985, after the leap
 *   month of 1984, and the leap months of 2004 and 2023 right after the new year);
 * - the leap 11th month of 2033 and the 2034 new year on the third new moon after the solstice;
 * - solar terms: the Sun entering each sign (a major term) within 60 s of the Swiss Ephemeris,
 *   and the Sun reaching any longitude within 60 s (test/fixtures/chinese-calendar/sun-reference.json);
 * - the sexagenary cycle, the four pillars and the relations of animals and elements.
 */

import { readFileSync } from 'node:fs';
import test from 'ava';
import {
  animalRelation,
  chinaDay,
  chineseHoroscopeTask,
  chineseNewYear,
  chineseNewYearDay,
  dayNumber,
  dayStemBranch,
  elementRelation,
  fourPillars,
  isoDateOfDay,
  lunarDate,
  monthsOfSui,
  newMoonAfter,
  solarTermsOfYear,
  stemBranch,
  sunReaches,
  yearStemBranch,
} from '../../src/astro/chinese-calendar/index.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/chinese-calendar/${name}`, import.meta.url), 'utf8'));
const newYears = fixture('new-years.json') as {
  newYears: [string, string][];
  exceptions: { published: string; source: string }[];
  leapMonths: ({ suiOf: number; leapMonth: number } | { year: number; hasLeapMonth: boolean })[];
};
const sun = fixture('sun-reference.json') as {
  signIngresses: { utc: string; lon: number }[];
  positions: { utc: string; lon: number }[];
};

const jdOf = (utc: string) => Date.parse(utc) / 86_400_000 + 2440587.5;

test('the new year of every published year (at least 30) falls on the published date', (t) => {
  t.true(newYears.newYears.length >= 30);
  const wrong: string[] = [];
  for (const [date, source] of newYears.newYears) {
    const year = Number(date.slice(0, 4));
    const computed = chineseNewYear(year);
    if (computed !== date) wrong.push(`${year}: ${computed}, published ${date} (${source})`);
  }
  t.log(`${newYears.newYears.length} years compared, ${wrong.length} differ`);
  t.deepEqual(wrong, []);
});

test('1916: the published date is the Beijing-meridian one, a day before UTC+8, because the new moon came just after midnight UTC+8', (t) => {
  for (const e of newYears.exceptions) {
    const year = Number(e.published.slice(0, 4));
    const published = dayNumber(year, Number(e.published.slice(5, 7)), Number(e.published.slice(8, 10)));
    t.is(chineseNewYearDay(year), published + 1);
    const newMoon = newMoonAfter(published - 0.5 - 8 / 24);
    const minutesAfterMidnightUtc8 = ((newMoon + 0.5 + 8 / 24) % 1) * 1440;
    t.true(
      minutesAfterMidnightUtc8 < 14.3,
      `${minutesAfterMidnightUtc8} min: Beijing mean time is 14 min 20 s behind UTC+8`,
    );
    t.is(chinaDay(newMoon), published + 1);
  }
});

test('leap months: 2033 has a leap 11th month, so the 2034 new year is the third new moon after the solstice; 1984 has a leap month, 1985 none', (t) => {
  for (const row of newYears.leapMonths) {
    if ('suiOf' in row) {
      const months = monthsOfSui(row.suiOf);
      t.is(months.length, 13);
      const leap = months.find((m) => m.leap)!;
      t.is(leap.number, row.leapMonth);
      t.is(
        months.findIndex((m) => m.number === 1 && !m.leap),
        3,
        'new year on the third new moon after the 11th month begins',
      );
    } else {
      const days = chineseNewYearDay(row.year + 1) - chineseNewYearDay(row.year);
      t.is(Math.round(days / 29.530588853), row.hasLeapMonth ? 13 : 12, String(row.year));
    }
  }
  // The leap months right after the new year, and a date inside them.
  t.deepEqual(lunarDate({ year: 2023, month: 3, day: 22 }), { year: 2023, month: 2, isLeapMonth: true, day: 1 });
  t.deepEqual(lunarDate({ year: 2004, month: 3, day: 21 }), { year: 2004, month: 2, isLeapMonth: true, day: 1 });
  t.deepEqual(lunarDate({ year: 2034, month: 2, day: 18 }), { year: 2033, month: 12, isLeapMonth: false, day: 30 });
  t.deepEqual(lunarDate({ year: 2034, month: 2, day: 19 }), { year: 2034, month: 1, isLeapMonth: false, day: 1 });
});

test('every year 1800–2400 has 12 or 13 months, one leap month at most, months of 29 or 30 days, the new year from 21 January to 20 February', (t) => {
  for (let year = 1800; year <= 2400; year += 7) {
    const months = monthsOfSui(year);
    t.true(months.length === 12 || months.length === 13);
    t.is(months.filter((m) => m.leap).length, months.length - 12);
    for (const m of months) t.true(m.length === 29 || m.length === 30);
    const ny = chineseNewYear(year).slice(5);
    t.true(ny >= '01-21' && ny <= '02-20', `${year}: ${ny}`);
  }
});

test('solar terms: the Sun entering each sign within 60 s of the Swiss Ephemeris', (t) => {
  let worst = 0;
  for (const ref of sun.signIngresses) {
    const jd = sunReaches(ref.lon % 360, jdOf(ref.utc) - 3);
    worst = Math.max(worst, Math.abs(jd - jdOf(ref.utc)) * 86400);
  }
  t.log(`${sun.signIngresses.length} crossings, largest error ${worst.toFixed(2)} s`);
  t.true(worst < 60);
});

test('the Sun reaching any longitude within 60 s of the Swiss Ephemeris (1900–2100), and the 24 terms of a year in order', (t) => {
  let worst = 0;
  for (const ref of sun.positions) {
    const jd = sunReaches(ref.lon, jdOf(ref.utc) - 3);
    worst = Math.max(worst, Math.abs(jd - jdOf(ref.utc)) * 86400);
  }
  t.log(`${sun.positions.length} instants, largest error ${worst.toFixed(2)} s`);
  t.true(worst < 60);
  const terms = solarTermsOfYear(2026);
  t.is(terms.length, 24);
  t.is(terms[0].name, 'xiaohan');
  t.is(terms[2].name, 'lichun');
  t.true(terms.every((term, i) => i === 0 || term.jdUT > terms[i - 1].jdUT));
  t.true(terms.every((term) => term.instant.startsWith('2026-')));
});

test('sexagenary cycle: years, days and pairs', (t) => {
  t.like(yearStemBranch(1984), { characters: '甲子', animal: 'rat', element: 'wood', yinYang: 'yang' });
  t.like(yearStemBranch(1990), { characters: '庚午', animal: 'horse', element: 'metal' });
  t.like(yearStemBranch(2026), { characters: '丙午', animal: 'horse', element: 'fire' });
  t.like(dayStemBranch(dayNumber(1949, 10, 1)), { characters: '甲子' });
  t.like(dayStemBranch(dayNumber(2000, 1, 1)), { characters: '戊午' });
  for (let i = 0; i < 60; i++) t.is(stemBranch(i % 10, i % 12).cycleIndex, i);
  t.is(isoDateOfDay(dayNumber(2026, 2, 17)), '2026-02-17');
});

test('four pillars: year from lìchūn, month from the solar terms, day and hour from the local time', (t) => {
  // 2026-02-03 20:02 UT is lìchūn (2026-02-04 04:02 in Beijing).
  const before = fourPillars({
    jdUT: jdOf('2026-02-03T19:00:00Z'),
    local: { year: 2026, month: 2, day: 4, hour: 3, minute: 0 },
  });
  const after = fourPillars({
    jdUT: jdOf('2026-02-03T21:00:00Z'),
    local: { year: 2026, month: 2, day: 4, hour: 5, minute: 0 },
  });
  t.is(before.year.characters, '乙巳', 'the snake year until lìchūn');
  t.is(before.month.characters, '己丑', 'the ox month of a yǐ year');
  t.is(after.year.characters, '丙午', 'the horse year from lìchūn');
  t.is(after.month.characters, '庚寅', 'a bǐng year begins with gēngyín');
  t.is(after.day.characters, before.day.characters);
  t.is(before.hour.branch, 'yin', '03:00–04:59 is the tiger hour');
  t.is(after.hour.branch, 'mao');
  const late = fourPillars({
    jdUT: jdOf('2026-02-04T15:30:00Z'),
    local: { year: 2026, month: 2, day: 4, hour: 23, minute: 30 },
  });
  t.is(late.hour.branch, 'zi', '23:00 starts the rat hour');
});

test('January and February births before the new year belong to the previous animal; pillars need a time and a place', (t) => {
  const jan = chineseHoroscopeTask({ date: { year: 1990, month: 1, day: 26 } });
  t.like(jan.chineseYear.stemBranch, { animal: 'snake', element: 'earth' });
  t.is(jan.chineseYear.end, '1990-01-26');
  t.is(jan.fourPillars, null);
  const ny = chineseHoroscopeTask({ date: { year: 1990, month: 1, day: 27 } });
  t.like(ny.chineseYear.stemBranch, { animal: 'horse', element: 'metal' });
  t.deepEqual(ny.lunarDate, { year: 1990, month: 1, isLeapMonth: false, day: 1 });
  const timed = chineseHoroscopeTask({
    date: { year: 1990, month: 1, day: 27 },
    dateTime: '1990-01-27T10:00',
    latitude: 39.9,
    longitude: 116.4,
    timezone: 'Asia/Shanghai',
  });
  t.truthy(timed.fourPillars);
  t.is(timed.birthInstant, '1990-01-27T02:00:00.000Z');
  t.is(timed.fourPillars!.year.animal, 'snake', 'before lìchūn the pillar year is still the snake');
});

test('relations: animals and elements', (t) => {
  t.is(animalRelation('rat', 'rat'), 'same-sign');
  t.is(animalRelation('rat', 'ox'), 'six-harmony');
  t.is(animalRelation('horse', 'goat'), 'six-harmony');
  t.is(animalRelation('rat', 'dragon'), 'three-harmony');
  t.is(animalRelation('tiger', 'dog'), 'three-harmony');
  t.is(animalRelation('rat', 'horse'), 'clash');
  t.is(animalRelation('rooster', 'dog'), 'harm');
  t.is(animalRelation('rat', 'tiger'), 'neutral');
  t.is(elementRelation('fire', 'wood'), 'supports');
  t.is(elementRelation('wood', 'fire'), 'drains');
  t.is(elementRelation('wood', 'metal'), 'controls');
  t.is(elementRelation('metal', 'wood'), 'yields');
  t.is(elementRelation('water', 'water'), 'same');
});
