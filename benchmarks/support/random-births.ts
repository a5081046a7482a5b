/** Deterministic random births for HTTP benchmarks: 1900–2100, |latitude| ≤ 60°, zone from the place. */
import { timezoneAt } from '../../src/astro/time/birth-time.ts';

export interface RandomBirth {
  dateTime: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

/** `n` births from a seed (mulberry32), local date-times to the minute. */
export function randomBirths(n: number, seed: number): RandomBirth[] {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pad = (x: number) => String(x).padStart(2, '0');
  return Array.from({ length: n }, () => {
    const d = new Date(Date.UTC(1900, 0, 1) + r() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1)));
    const latitude = Math.round((r() * 120 - 60) * 1e4) / 1e4;
    const longitude = Math.round((r() * 360 - 180) * 1e4) / 1e4;
    return {
      dateTime: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
      latitude,
      longitude,
      timezone: timezoneAt(latitude, longitude),
    };
  });
}
