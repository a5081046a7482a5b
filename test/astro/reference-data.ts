/**
 * Loads the Swiss Ephemeris reference data kept with the tests (test/fixtures/reference, see its
 * README.md).
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REFERENCE_DIR = path.resolve(here, '..', 'fixtures', 'reference');

export interface ReferencePosition {
  lon: number;
  lat: number;
  speed: number;
}
export interface ReferenceHouses {
  ok: boolean;
  fallback?: string;
  cusps: number[];
  asc: number;
  mc: number;
  armc: number;
  vertex: number;
}
export interface ReferenceBirth {
  id: number;
  set: string;
  utc: string;
  jdUt: number;
  lat: number;
  lon: number;
  deltaTSeconds: number;
  eclNut: { trueObliquity: number; meanObliquity: number; nutationLon: number; nutationObl: number };
  bodies: Record<string, ReferencePosition>;
  houses: Record<string, ReferenceHouses>;
}

/** The births of natal-sample.json. */
export function referenceBirths(): ReferenceBirth[] {
  const data = JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'natal-sample.json'), 'utf8'));
  return data.births as ReferenceBirth[];
}

/** |a − b| on the circle, arcseconds. */
export function arcsecondsApart(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return Math.abs(d) * 3600;
}
