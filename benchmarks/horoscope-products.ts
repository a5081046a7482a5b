/**
 * The CPU cost of the daily horoscopes and the Chinese calendar, in one thread as a pool thread
 * runs them:
 * - a solstice year of the Chinese calendar computed from the sky (new moons, solar terms, leap
 *   month) for random years 1900–2100, each year once (the thread keeps what it computed);
 * - a Chinese horoscope with four pillars once its years are kept;
 * - a day's sky (the `daily-sky` task) and the twelve signs' daily texts composed from it.
 *
 * Run: node --import tsx benchmarks/horoscope-products.ts [years]
 * Prints `name: value unit` lines.
 */
import { chineseHoroscopeTask, monthsOfSui } from '../src/astro/chinese-calendar/index.ts';
import { daySky } from '../src/astro/transits/week-sky.ts';
import { SIGNS } from '../src/astro/vocabulary.ts';
import { horoscopeEventsFor } from '../src/features/horoscopes/week-events.ts';
import { composeDailyHoroscope, localDay } from '../src/interpretation/index.ts';
import { mulberry32 } from './support/mulberry32.ts';

const years = Number(process.argv[2] ?? 120);
const r = mulberry32(7);
const pick = new Set<number>();
while (pick.size < years) pick.add(1900 + Math.floor(r() * 201));

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let c0 = cpu();
for (const y of pick) monthsOfSui(y);
console.log(
  `chinese calendar, solstice year from the sky: ${((cpu() - c0) / years).toFixed(2)} ms CPU/year (${years} years)`,
);

c0 = cpu();
const horoscopes = 2000;
for (let i = 0; i < horoscopes; i++) {
  const y = [...pick][i % years];
  chineseHoroscopeTask({
    date: { year: y, month: 1 + (i % 12), day: 1 + (i % 28) },
    dateTime: `${y}-${String(1 + (i % 12)).padStart(2, '0')}-10T12:00`,
    latitude: 31.2,
    longitude: 121.5,
    timezone: 'Asia/Shanghai',
  });
}
console.log(
  `chinese horoscope with four pillars (years kept): ${(((cpu() - c0) * 1000) / horoscopes).toFixed(1)} µs CPU/request`,
);

daySky({ year: 2026, month: 1, day: 1 }); // warm-up of the transit ephemeris
const days = 60;
let skyMs = 0;
let composeMs = 0;
for (let i = 0; i < days; i++) {
  const d = new Date(Date.UTC(2026, 0, 2 + i));
  const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  let t = cpu();
  const sky = daySky(date);
  skyMs += cpu() - t;
  t = cpu();
  const day = localDay(d.toISOString());
  for (const sign of SIGNS)
    composeDailyHoroscope(
      { sign, language: 'en', events: horoscopeEventsFor(sign, sky.events), luminaries: sky.middle },
      day,
    );
  composeMs += cpu() - t;
}
console.log(`daily sky (pool task): ${(skyMs / days).toFixed(2)} ms CPU/day`);
console.log(`daily texts of twelve signs: ${(composeMs / days).toFixed(2)} ms CPU/day`);
