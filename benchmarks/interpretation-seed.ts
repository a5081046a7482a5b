/**
 * How long composing every seeded interpretation text takes (it runs at seed time), and how
 * many items there are, per kind and language; also the cost of one direct lookup by URN.
 * Run: node --import tsx benchmarks/interpretation-seed.ts
 */
import { LANGUAGES } from '../src/interpretation/languages.ts';
import { interpretationText, seedInterpretations } from '../src/interpretation/texts.ts';

const runs: number[] = [];
let count = 0;
let chars = 0;
const perKind = new Map<string, number>();
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  count = 0;
  chars = 0;
  for (const item of seedInterpretations()) {
    count++;
    chars += item.title.length + item.body.length;
    if (run === 0)
      perKind.set(
        `${item.metadata.kind} ${item.language}`,
        (perKind.get(`${item.metadata.kind} ${item.language}`) ?? 0) + 1,
      );
  }
  runs.push(performance.now() - t0);
}
runs.sort((a, b) => a - b);
console.log(`interpretation items: ${count} items`);
for (const [key, n] of perKind) console.log(`interpretation items ${key}: ${n} items`);
console.log(`interpretation languages: ${LANGUAGES.length} languages`);
console.log(`interpretation text size: ${(chars / 1e6).toFixed(2)} Mchars`);
console.log(`interpretation seed all (first run, cold): ${runs.at(-1)!.toFixed(0)} ms`);
console.log(`interpretation seed all (median of 5): ${runs[2].toFixed(0)} ms`);
console.log(`interpretation per item (median): ${((runs[2] / count) * 1000).toFixed(1)} µs`);

const urns = [
  'urn:astro:transit:mars:square:sun',
  'urn:astro:transit:true-node:trine:midheaven',
  'urn:astro:planet-sign:venus:libra',
];
const n = 20000;
const t0 = performance.now();
for (let i = 0; i < n; i++) interpretationText(urns[i % urns.length], LANGUAGES[i % LANGUAGES.length]);
console.log(`interpretation lookup by urn: ${(((performance.now() - t0) / n) * 1000).toFixed(1)} µs`);

// One weekly horoscope with a typical week of events (2 Moon phases, 11 Moon ingresses, aspects, a station).
const { composeWeeklyHoroscope } = await import('../src/interpretation/horoscope/compose.ts');
const { SIGNS } = await import('../src/astro/vocabulary.ts');
type Event = import('../src/interpretation/horoscope/events.ts').HoroscopeEvent;
const weekEvents: Event[] = [];
for (let i = 0; i < 14; i++) {
  const instant = new Date(Date.UTC(2026, 5, 1 + (i % 7), (i * 5) % 24)).toISOString();
  const sign = SIGNS[i % 12];
  const house = (((i * 7) % 12) + 1) as Event['house'];
  if (i % 5 === 0) weekEvents.push({ kind: 'moon-phase', phase: i % 2 ? 'full' : 'new', sign, instant, house });
  else if (i % 5 === 1)
    weekEvents.push({ kind: 'aspect', point: 'venus', aspect: 'square', other: 'saturn', instant, house });
  else if (i === 7)
    weekEvents.push({ kind: 'station', point: 'mercury', direction: 'retrograde', sign, instant, house });
  else weekEvents.push({ kind: 'moon-ingress', sign, instant, house });
}
const m = 2000;
const h0 = performance.now();
for (let i = 0; i < m; i++) {
  composeWeeklyHoroscope({ sign: SIGNS[i % 12], year: 2026, week: 23, language: LANGUAGES[i % 3], events: weekEvents });
}
console.log(
  `weekly horoscope compose (${weekEvents.length} events): ${(((performance.now() - h0) / m) * 1000).toFixed(0)} µs`,
);
