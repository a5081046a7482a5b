/**
 * Vedic engine time in one thread: a kundli's parts (the sidereal chart, D1 and D9, the
 * Vimshottari dasha to three levels at a date) for random births 1950–2020, the median and the
 * CPU per run after a warm-up. The ashtakavarga and the panchang are not built yet (issue 43).
 *
 * Run: node --import tsx benchmarks/vedic.ts
 */
import { dashaRequest, divisionalChartsRequest } from '../src/astro/vedic/requests.ts';
import { mulberry32 } from './support/mulberry32.ts';

const next = mulberry32(43);
const births = Array.from({ length: 200 }, () => {
  const ms = Date.UTC(1950, 0, 1) + next() * (Date.UTC(2020, 0, 1) - Date.UTC(1950, 0, 1));
  return {
    dateTime: new Date(ms).toISOString().slice(0, 16).concat('Z'),
    latitude: (next() * 2 - 1) * 60,
    longitude: (next() * 2 - 1) * 180,
  };
});

const kundli = (i: number) => {
  const birth = births[i % births.length];
  const request = { birth, ayanamsa: 'lahiri' as const, node: 'mean' as const };
  divisionalChartsRequest({ ...request, vargas: [1, 9] });
  dashaRequest({
    ...request,
    system: 'vimshottari',
    levels: 3,
    yearDays: 365.25,
    date: '2026-06-01T00:00Z',
    years: 120,
  });
};

for (let i = 0; i < 200; i++) kundli(i);
const times: number[] = [];
const cpu = process.cpuUsage();
for (let i = 0; i < 1000; i++) {
  const t = performance.now();
  kundli(i);
  times.push(performance.now() - t);
}
const used = process.cpuUsage(cpu);
times.sort((a, b) => a - b);
console.log(
  `kundli parts (sidereal chart, D1 + D9, Vimshottari to three levels): median ${times[500].toFixed(3)} ms, p90 ${times[900].toFixed(3)} ms, CPU ${((used.user + used.system) / 1000 / 1000).toFixed(3)} ms/run (target with the ashtakavarga < 2 ms)`,
);
