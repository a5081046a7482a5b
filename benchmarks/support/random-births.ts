/** Deterministic random births for HTTP benchmarks: 1900–2100, |latitude| ≤ 60°, zone from the place. */
import { timezoneAt } from '../../src/astro/time/birth-time.ts';
import { mulberry32 } from './mulberry32.ts';

export interface RandomBirth {
  dateTime: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

/** Where and when the births fall: UTC milliseconds [from, to) and |latitude| ≤ maxLatitude. */
export interface BirthRange {
  from: number;
  to: number;
  maxLatitude: number;
}

const DEFAULT_RANGE: BirthRange = { from: Date.UTC(1900, 0, 1), to: Date.UTC(2100, 0, 1), maxLatitude: 60 };

/** `n` births from a seed (mulberry32), local date-times to the minute. */
export function randomBirths(n: number, seed: number, range: BirthRange = DEFAULT_RANGE): RandomBirth[] {
  const r = mulberry32(seed);
  const pad = (x: number) => String(x).padStart(2, '0');
  const { from, to, maxLatitude } = range;
  return Array.from({ length: n }, () => {
    const d = new Date(from + r() * (to - from));
    const latitude = Math.round((r() * 2 * maxLatitude - maxLatitude) * 1e4) / 1e4;
    const longitude = Math.round((r() * 360 - 180) * 1e4) / 1e4;
    return {
      dateTime: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
      latitude,
      longitude,
      timezone: timezoneAt(latitude, longitude),
    };
  });
}
