/**
 * The Swiss Ephemeris reference the sky-calendar tests compare against: a trimmed copy in
 * test/fixtures/sky-calendars/reference.json (Moon ingresses and stations of the transit sample,
 * rise/set and eclipses of the wave-2 sample).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SkyReference {
  moonIngresses: {
    window: { start: string; end: string };
    ingresses: { utc: string; jdUt: number; sign: string; direction: string; speed: number }[];
  }[];
  stations: {
    window: { start: string; end: string };
    stations: { utc: string; jdUt: number; body: string; type: string; lon: number }[];
  }[];
  riseSet: {
    place: { lat: number; lon: number };
    afterUtc: string;
    sunRise: string;
    sunSet: string;
    moonRise: string;
    moonSet: string;
  }[];
  solarEclipses: { maxUtc: string; type: string }[];
  lunarEclipses: { maxUtc: string; type: string }[];
}

export const skyReference = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../fixtures/sky-calendars/reference.json', import.meta.url)), 'utf8'),
) as SkyReference;

/** Julian day (UT) of an ISO instant. */
export const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
