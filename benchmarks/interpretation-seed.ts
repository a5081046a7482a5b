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
    if (run === 0) perKind.set(`${item.metadata.kind} ${item.language}`, (perKind.get(`${item.metadata.kind} ${item.language}`) ?? 0) + 1);
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

const urns = ['urn:astro:transit:mars:square:sun', 'urn:astro:transit:true-node:trine:midheaven', 'urn:astro:planet-sign:venus:libra'];
const n = 20000;
const t0 = performance.now();
for (let i = 0; i < n; i++) interpretationText(urns[i % urns.length], LANGUAGES[i % LANGUAGES.length]);
console.log(`interpretation lookup by urn: ${(((performance.now() - t0) / n) * 1000).toFixed(1)} µs`);
