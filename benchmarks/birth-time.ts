/**
 * Birth-time resolution, the first step of every natal chart: a local date-time in a named zone
 * (random zones of the runtime's list, random dates 1800–2400) to UT, in one thread, after a
 * warm-up over the same inputs; and the zone lookup from coordinates (random places on land and
 * sea, after a first pass over them).
 *
 * Run: node --import tsx benchmarks/birth-time.ts [count]
 * Prints: `birth time resolution: N µs/birth` and `zone from coordinates: N µs/lookup`.
 */

import { type BirthTimeInput, resolveBirthTime, timezoneAt } from '../src/astro/time/birth-time.ts';
import { mulberry32 } from './support/mulberry32.ts';

const count = Number(process.argv[2] ?? 200000);
const zones = Intl.supportedValuesOf('timeZone');
const r = mulberry32(7);
const pad = (x: number) => String(x).padStart(2, '0');
const inputs: BirthTimeInput[] = [];
for (let i = 0; i < count; i++) {
  const d = new Date(Date.UTC(1800, 0, 1) + r() * (Date.UTC(2400, 0, 1) - Date.UTC(1800, 0, 1)));
  inputs.push({
    dateTime: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    timezone: zones[Math.floor(r() * zones.length)],
    latitude: r() * 120 - 60,
    longitude: r() * 360 - 180,
  });
}
let checksum = 0;
for (const input of inputs) checksum += resolveBirthTime(input).utcOffsetSeconds;
const start = process.hrtime.bigint();
for (const input of inputs) checksum += resolveBirthTime(input).utcOffsetSeconds;
const us = Number(process.hrtime.bigint() - start) / 1000 / count;
console.log(`birth time resolution: ${us.toFixed(2)} µs/birth`);

const places = inputs.slice(0, 2000);
for (const p of places) checksum += timezoneAt(p.latitude, p.longitude).length;
const lookupStart = process.hrtime.bigint();
for (const p of places) checksum += timezoneAt(p.latitude, p.longitude).length;
const lookupUs = Number(process.hrtime.bigint() - lookupStart) / 1000 / places.length;
console.log(`zone from coordinates: ${lookupUs.toFixed(2)} µs/lookup`);
console.log(`births: ${count}, places: ${places.length} (checksum ${checksum})`);
