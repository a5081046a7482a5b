/**
 * Lots, profections, firdaria, zodiacal releasing and planetary hours against the rules of their
 * published sources: the lots as Paulus gives them in Brennan, Hellenistic Astrology (2017) (Spirit
 * the mirror of Fortune about the Ascendant, the formulas reversed by night); zodiacal releasing as
 * Brennan teaches it from Valens IV.4 (minor years of the signs, 211 in all; after all twelve
 * signs a level looses the bond to the sign opposite its first — shown here on a Capricorn period,
 * whose level 2 runs Capricorn … Sagittarius over 211 months and then jumps to Cancer); firdaria
 * as Bonatti gives Abu Ma'shar's (75 years; sub-periods in Chaldean order); planetary hours whose
 * edges are the sky calendars' sunrise and sunset (within 1 s); and a published worked example of
 * zodiacal releasing (named in its test).
 */
import test from 'ava';
import { BirthDataError } from '../../../src/astro/errors.ts';
import { dayStartMs, nextDate } from '../../../src/astro/sky-calendars/calendar-days.ts';
import { STANDARD_ATMOSPHERE } from '../../../src/astro/sky-calendars/refraction.ts';
import { dayTimes } from '../../../src/astro/sky-calendars/rise-set.ts';
import { firdaria, firdariaSequence } from '../../../src/astro/traditional/firdaria.ts';
import { computeLots } from '../../../src/astro/traditional/lots.ts';
import { planetaryHours } from '../../../src/astro/traditional/planetary-hours.ts';
import { profectionsAt } from '../../../src/astro/traditional/profections.ts';
import { zodiacalReleasingRequest } from '../../../src/astro/traditional/requests.ts';
import { releaseLevel, SIGN_YEARS } from '../../../src/astro/traditional/zodiacal-releasing.ts';

const at = { ascendant: 100, sun: 10, moon: 70, mercury: 20, venus: 350, mars: 200, jupiter: 130, saturn: 300 };
const DAY = 86_400_000;

test('lots: Fortune and Spirit mirror each other about the Ascendant, and swap by night', (t) => {
  const day = Object.fromEntries(computeLots(at, true).map((l) => [l.name, l.longitude]));
  const night = Object.fromEntries(computeLots(at, false).map((l) => [l.name, l.longitude]));
  t.is(day.fortune, 160); // 100 + 70 − 10
  t.is(day.spirit, 40); // 100 + 10 − 70
  t.is(night.fortune, 40);
  t.is(night.spirit, 160);
  t.is(day.eros, (100 + 350 - 40 + 360) % 360); // Asc + Venus − Spirit
  t.is(night.eros, (100 + 160 - 350 + 360) % 360); // Asc + Spirit − Venus, Spirit by night 160
  t.is(day.necessity, (100 + 160 - 20) % 360); // Asc + Fortune − Mercury
  t.is(day.courage, (100 + 160 - 200 + 360) % 360);
  t.is(day.victory, (100 + 130 - 40) % 360);
  t.is(day.nemesis, (100 + 160 - 300 + 360) % 360);
  t.is(day.basis, 220); // Asc + the shorter arc (120°) between Fortune and Spirit
  t.is(night.basis, 220);
});

test('profections: the Ascendant sign at birth, one sign a year, the 13th year back at the 1st', (t) => {
  const birth = Date.UTC(1990, 5, 15, 13, 30);
  const first = profectionsAt(birth, birth, 191);
  t.deepEqual([first.age, first.year.sign, first.year.house, first.year.lord], [0, 'libra', 1, 'venus']);
  const thirteenth = profectionsAt(birth, Date.UTC(2002, 5, 15, 13, 30), 191);
  t.deepEqual([thirteenth.age, thirteenth.year.sign, thirteenth.year.house], [12, 'libra', 1]);
  const dayBefore = profectionsAt(birth, Date.UTC(2026, 5, 14), 191);
  t.deepEqual([dayBefore.age, dayBefore.year.sign, dayBefore.year.lord], [35, 'virgo', 'mercury']);
  t.is(dayBefore.monthNumber, 12);
  t.is(dayBefore.month.sign, 'leo');
});

test('firdaria: 75 years, the diurnal and nocturnal orders, sub-periods in Chaldean order', (t) => {
  t.deepEqual(firdariaSequence(false, 'end').slice(0, 5), ['moon', 'saturn', 'jupiter', 'mars', 'sun']);
  t.deepEqual(firdariaSequence(false, 'after-mars').slice(3, 7), ['mars', 'north-node', 'south-node', 'sun']);
  const birth = Date.UTC(2000, 0, 1);
  const periods = firdaria(birth, true, 'end', 1);
  t.is((periods.at(-1)!.end - birth) / (365.25 * DAY), 75);
  t.deepEqual(
    periods[0].subPeriods.map((s) => s.lord),
    ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'],
  );
  t.is(periods[0].subPeriods.at(-1)!.end, periods[1].start);
  t.deepEqual(periods[7].subPeriods, []);
});

test("zodiacal releasing: signs' years add to 211; a Capricorn level-1 period looses the bond to Cancer", (t) => {
  t.is(
    SIGN_YEARS.reduce((a, b) => a + b, 0),
    211,
  );
  const year = 360 * DAY;
  const start = Date.UTC(2000, 0, 1);
  const [capricorn] = releaseLevel(1, 9, start, start + 27 * year, year, 3);
  t.deepEqual([capricorn.sign, capricorn.angleFromFortune, capricorn.peak], ['capricorn', 7, true]);
  const level2 = releaseLevel(2, 9, capricorn.start, capricorn.end, year / 12, 3);
  t.deepEqual(
    level2.slice(0, 13).map((p) => p.sign),
    [
      'capricorn',
      'aquarius',
      'pisces',
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
      'cancer',
    ],
  );
  t.is(level2[12].start - start, 211 * 30 * DAY);
  t.true(level2[12].loosingOfBond);
  t.false(level2[11].loosingOfBond);
  t.is(level2.at(-1)!.end, capricorn.end); // the last period cut at its parent's end
  const level3 = releaseLevel(3, 9, level2[0].start, level2[0].end, year / 144, 3);
  t.is(level3[0].end - level3[0].start, 27 * 2.5 * DAY);
});

test('planetary hours: Sunday 21 June 2026 in London from the sky calendars’ sunrise; polar day refused', (t) => {
  const clock = { zone: 'Europe/London', longitude: -0.1278 };
  const place = { latitude: 51.5074, longitude: -0.1278 };
  const hours = planetaryHours('2026-06-21', place, clock);
  const sun = dayTimes(
    { ...place, elevation: 0, atmosphere: STANDARD_ATMOSPHERE },
    dayStartMs('2026-06-21', clock),
    dayStartMs(nextDate('2026-06-21'), clock),
  ).sun;
  t.is(hours.dayRuler, 'sun');
  t.true(Math.abs(hours.hours[0].start - (sun.rise ?? 0)) < 1000);
  t.true(Math.abs(hours.hours[12].start - (sun.set ?? 0)) < 1000);
  t.deepEqual(
    hours.hours.slice(0, 8).map((h) => h.ruler),
    ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'sun'],
  );
  // the 25th hour would be the next day's first: Monday's Moon
  t.is(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'][24 % 7], 'moon');
  for (let k = 1; k < 24; k++) t.is(hours.hours[k].start, hours.hours[k - 1].end);
  const error = t.throws(() =>
    planetaryHours('2026-06-21', { latitude: 78.2, longitude: 15.6 }, { zone: 'Arctic/Longyearbyen', longitude: 15.6 }),
  );
  t.true(error instanceof BirthDataError);
  t.is((error as BirthDataError).field, 'location.latitude');
});

test('zodiacal releasing from Spirit matches a published worked example to the day (a night birth)', (t) => {
  // Winds of the Planets, "Zodiacal Releasing – part 3" (2016), example 1, "Person A" (Emperor
  // Akihito; birth 23 December 1933, 06:39 JST, Tokyo, as commonly published): Fortune in Libra,
  // Spirit in Pisces, 360-day years. Its dates are calendar days; a period's last day is the day
  // before the next one starts.
  const birth = { dateTime: '1933-12-23T06:39', latitude: 35.6852, longitude: 139.7528, timezone: 'Asia/Tokyo' };
  const answer = zodiacalReleasingRequest({ birth, lot: 'spirit', startDate: '2016-01-01', endDate: '2017-12-31' });
  t.false(answer.birth.dayChart); // the Sun 2.4° below the horizon
  t.deepEqual([answer.lot.sign, answer.fortuneSign], ['pisces', 'libra']);
  const day = (iso: string) => iso.slice(0, 10);
  const leo = answer.level1.find((p) => p.sign === 'leo' && p.start > '2000');
  t.deepEqual(
    [leo?.start, leo?.end].map((x) => day(x ?? '')),
    ['2012-10-28', '2031-07-21'],
  );
  const libra = answer.level2.find((p) => p.sign === 'libra');
  t.deepEqual([day(libra?.start ?? ''), libra?.peak], ['2016-01-11', true]);
  const scorpio = answer.level2.find((p) => p.sign === 'scorpio');
  t.deepEqual(
    [scorpio?.start, scorpio?.end].map((x) => day(x ?? '')),
    ['2016-09-07', '2017-12-01'],
  );
  const aquarius = answer.level3.find((p) => p.sign === 'aquarius' && p.start < '2016-07-01');
  t.deepEqual(
    [aquarius?.start, aquarius?.end].map((x) => day(x ?? '')),
    ['2016-06-14', '2016-08-28'],
  );
});
