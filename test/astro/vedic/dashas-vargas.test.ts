/**
 * Dashas and divisional charts against their published rules: the Vimshottari order and years
 * (Brihat Parashara Hora Shastra, ch. 46: Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18,
 * Jupiter 16, Saturn 19, Mercury 17), the balance at birth from the Moon's nakshatra; the Yogini
 * order (Mangala 1 … Sankata 8, the first from the nakshatra number + 3 divided by 8); and
 * Parashara's varga rules (BPHS ch. 6) at points worked by hand from them.
 */
import test from 'ava';
import { dashaTree, runningAt } from '../../../src/astro/vedic/dashas.ts';
import { dashaRequest, divisionalChartsRequest } from '../../../src/astro/vedic/requests.ts';
import { vargaPlace } from '../../../src/astro/vedic/vargas.ts';
import { SIGNS } from '../../../src/astro/vocabulary.ts';

const YEAR = 365.25 * 86_400_000;
const at = (sign: string, degree: number) => SIGNS.indexOf(sign as (typeof SIGNS)[number]) * 30 + degree;
const signOf = (n: Parameters<typeof vargaPlace>[0], longitude: number) => SIGNS[vargaPlace(n, longitude).sign];

test('Vimshottari: the Moon at 15° Taurus (Rohini, a third crossed and more) leaves 6.25 years of its Moon dasha', (t) => {
  // Rohini runs 10°–23°20′ Taurus; 15° is 5° of its 13°20′ crossed: 0.375 of the Moon's 10 years.
  const { periods, balanceMs } = dashaTree({
    system: 'vimshottari',
    nakshatraNumber: 4,
    fractionCrossed: 5 / (40 / 3),
    birthMs: 0,
    yearDays: 365.25,
    spanMs: 120 * YEAR,
  });
  t.is(periods[0].lord, 'moon');
  t.true(Math.abs(balanceMs / YEAR - 6.25) < 1e-12);
  t.deepEqual(
    periods.slice(0, 9).map((p) => p.lord),
    ['moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu', 'venus', 'sun'],
  );
  t.true(Math.abs((periods[8].end - periods[0].start) / YEAR - 120) < 1e-9, 'the nine add up to 120 years');
  // The Moon's antardashas: Moon, Mars, Rahu … in proportion (Moon–Moon 10 × 10 / 120 years = 10 months).
  const antar = periods[0].periods ?? [];
  t.is(antar[0].lord, 'moon');
  t.true(Math.abs((antar[0].end - antar[0].start) / YEAR - 10 / 12) < 1e-9);
  t.is(antar.at(-1)?.end, periods[0].end);
});

test('Yogini: Ardra (6) starts with Mangala, Ashwini (1) with Bhramari, Hasta (13) with Sankata; 36 years a round', (t) => {
  const first = (n: number) =>
    dashaTree({ system: 'yogini', nakshatraNumber: n, fractionCrossed: 0, birthMs: 0, yearDays: 365.25, spanMs: YEAR })
      .periods[0].yogini;
  t.is(first(6), 'mangala');
  t.is(first(1), 'bhramari');
  t.is(first(13), 'sankata');
  const { periods } = dashaTree({
    system: 'yogini',
    nakshatraNumber: 6,
    fractionCrossed: 0,
    birthMs: 0,
    yearDays: 365.25,
    spanMs: 36 * YEAR - 1,
  });
  t.is(periods.length, 8);
  t.true(Math.abs(periods[7].end / YEAR - 36) < 1e-9);
});

test('the running periods nest: each level inside the one above, five levels deep', (t) => {
  const { periods } = dashaTree({
    system: 'vimshottari',
    nakshatraNumber: 10,
    fractionCrossed: 0.3,
    birthMs: 0,
    yearDays: 365.25,
    spanMs: 80 * YEAR,
  });
  const chain = runningAt('vimshottari', periods, 37.3 * YEAR, 5);
  t.deepEqual(
    chain.map((p) => p.level),
    ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana'],
  );
  for (let k = 1; k < chain.length; k++) {
    t.true(chain[k].start >= chain[k - 1].start && chain[k].end <= chain[k - 1].end + 1e-6);
    t.true(chain[k].start <= 37.3 * YEAR && 37.3 * YEAR < chain[k].end);
  }
});

test('vargas by Parashara’s rules (BPHS ch. 6) at points worked by hand', (t) => {
  t.is(signOf(9, at('aries', 1)), 'aries', 'navamsha: a movable sign starts from itself');
  t.is(signOf(9, at('taurus', 1)), 'capricorn', 'a fixed sign from its 9th');
  t.is(signOf(9, at('gemini', 1)), 'libra', 'a dual sign from its 5th');
  t.is(signOf(9, at('pisces', 29.9)), 'pisces', 'the last navamsha of the zodiac');
  t.is(signOf(2, at('aries', 20)), 'cancer', 'hora: an odd sign’s second half is the Moon’s');
  t.is(signOf(2, at('taurus', 20)), 'leo', 'an even sign’s second half is the Sun’s');
  t.is(signOf(3, at('aries', 15)), 'leo', 'drekkana: the second is the 5th sign');
  t.is(signOf(3, at('aries', 25)), 'sagittarius', 'the third is the 9th sign');
  t.is(signOf(4, at('cancer', 20)), 'capricorn', 'chaturthamsha: the third quarter is the 7th sign');
  t.is(signOf(7, at('taurus', 1)), 'scorpio', 'saptamsha: an even sign from its 7th');
  t.is(signOf(10, at('taurus', 1)), 'capricorn', 'dashamsha: an even sign from its 9th');
  t.is(signOf(12, at('leo', 29)), 'cancer', 'dwadashamsha: the twelfth is the 12th sign');
  t.is(signOf(16, at('leo', 1)), 'leo', 'shodashamsha: a fixed sign from Leo');
  t.is(signOf(20, at('leo', 1)), 'sagittarius', 'vimshamsha: a fixed sign from Sagittarius');
  t.is(signOf(24, at('taurus', 1)), 'cancer', 'chaturvimshamsha: an even sign from Cancer');
  t.is(signOf(27, at('gemini', 0.5)), 'libra', 'bhamsha: an air sign from Libra');
  t.is(signOf(30, at('aries', 3)), 'aries', 'trimshamsha: odd sign, 0–5° Mars');
  t.is(signOf(30, at('aries', 12)), 'sagittarius', 'odd sign, 10–18° Jupiter');
  t.is(signOf(30, at('taurus', 6)), 'virgo', 'even sign, 5–12° Mercury');
  t.is(signOf(30, at('taurus', 28)), 'scorpio', 'even sign, 25–30° Mars');
  t.is(signOf(40, at('taurus', 0.1)), 'libra', 'khavedamsha: an even sign from Libra');
  t.is(signOf(45, at('virgo', 0.1)), 'sagittarius', 'akshavedamsha: a dual sign from Sagittarius');
  t.is(signOf(60, at('aries', 29.9)), 'pisces', 'shashtiamsha: the 60th part is the 12th sign (60 mod 12)');
  // The degree within the varga spreads the part over 30°.
  t.true(Math.abs(vargaPlace(9, at('aries', 1)).degreeInSign - 9) < 1e-9);
});

const birth = { dateTime: '1990-06-15T14:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

test('a birth’s dasha answer: the first period is the lord of the Moon’s nakshatra, running periods at a date', (t) => {
  const answer = dashaRequest({
    birth,
    ayanamsa: 'lahiri',
    node: 'mean',
    system: 'vimshottari',
    levels: 3,
    yearDays: 365.25,
    date: '2026-06-01',
    years: 120,
  });
  const lords = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
  t.is(answer.mahadashas[0].lord, lords[(answer.moon.nakshatraNumber - 1) % 9]);
  t.is(answer.running.length, 3);
  t.is(answer.deeper.length, 1);
  t.true(answer.balanceAtBirth.years > 0);
});

test('divisional charts: every varga, vargottama where the navamsha sign is the rashi sign', (t) => {
  const answer = divisionalChartsRequest({ birth, ayanamsa: 'lahiri', node: 'true' });
  t.is(answer.charts.length, 16);
  const d1 = answer.charts[0].points;
  const d9 = answer.charts.find((c) => c.varga === 'D9')?.points ?? [];
  for (const p of d9) {
    const rashi = d1.find((q) => q.id === p.id)?.sign;
    t.is(p.vargottama, p.sign === rashi, p.id);
  }
  t.true(d1.every((p) => p.vargottama));
});
