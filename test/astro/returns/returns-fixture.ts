/**
 * The returns and progressions of the Swiss Ephemeris reference sample, copied into
 * test/fixtures/wave2-returns-progressions.json (from ../shared/reference/wave2-sample.json).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ReferenceBirth {
  utc: string;
  jdUt: number;
  lat: number;
  lon: number;
}
export interface ReferenceSolarReturn {
  birth: ReferenceBirth;
  natalSun: number;
  returnYear: number;
  returnUtc: string;
  jdUt: number;
  asc: number;
  mc: number;
  moon: number;
}
export interface ReferenceLunarReturn {
  birth: ReferenceBirth;
  natalMoon: number;
  returnDate: string;
  returnUtc: string;
  jdUt: number;
  asc: number;
  mc: number;
}
export interface ReferenceProgression {
  birth: ReferenceBirth;
  targetUtc: string;
  progressedUtc: string;
  progressedJdUt: number;
  positions: Record<string, number>;
}

export interface ReturnsReference {
  solarReturns: ReferenceSolarReturn[];
  lunarReturns: ReferenceLunarReturn[];
  progressions: ReferenceProgression[];
}

export function returnsReference(): ReturnsReference {
  return JSON.parse(
    readFileSync(path.join(here, '..', '..', 'fixtures', 'wave2-returns-progressions.json'), 'utf8'),
  ) as ReturnsReference;
}

/** |a − b| on the circle, arcseconds. */
export function arcsecondsApart(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return Math.abs(d) * 3600;
}

/** Birth data of a reference birth (its UTC instant: the birth zone is UTC, as the reference's calendar). */
export function birthOf(birth: ReferenceBirth) {
  return { dateTime: birth.utc, latitude: birth.lat, longitude: birth.lon };
}
