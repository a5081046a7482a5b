/**
 * Writes test/fixtures/reference/se-house-systems.json: house cusps, Ascendant and MC from the
 * Swiss Ephemeris 2.10.03 (`swe_houses_armc_ex2`) for the house systems added after the first
 * eleven, on 160 seeded random cases (ARMC, latitude, obliquity, the Sun's declination for the
 * Sunshine houses), a quarter of them inside the polar circles.
 *
 * The Swiss Ephemeris is not a dependency of the service; this script loads it from where it was
 * built: `npm install --no-save sweph@2.10.3-b-1` in a scratch folder (its install script
 * compiles the library with node-gyp), then
 * `SWEPH=/scratch/node_modules/sweph npx tsx scripts/reference/swisseph-houses.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mulberry32 } from '../../benchmarks/support/mulberry32.ts';

interface Sweph {
  version(): string;
  houses_armc_ex2(
    armc: number,
    latitude: number,
    obliquity: number,
    system: string,
    sunDeclination?: number,
  ): { flag: number; data: { houses: number[]; points: number[] } };
}

export const ADDED_SYSTEMS = ['V', 'H', 'F', 'U', 'S', 'I', 'D', 'N', 'L', 'Q'] as const;

const swe = createRequire(import.meta.url)(process.env.SWEPH ?? 'sweph') as Sweph;

const next = mulberry32(20261128); // the same cases on every run
const round = (x: number) => Math.round(x * 1e9) / 1e9;
const cases = [];
for (let k = 0; k < 160; k++) {
  const polar = k % 4 === 3;
  const obliquity = round(23.2 + next() * 0.5);
  const band = polar ? 90 - obliquity + next() * (obliquity - 0.5) : next() * (90 - obliquity - 0.5);
  const latitude = round((next() < 0.5 ? -1 : 1) * band);
  const armc = round(next() * 360);
  const sunDeclination = round((next() * 2 - 1) * obliquity);
  const systems: Record<string, { cusps: number[]; ascendant: number; midheaven: number; flag: number }> = {};
  for (const code of ADDED_SYSTEMS) {
    const { flag, data } = swe.houses_armc_ex2(armc, latitude, obliquity, code, sunDeclination);
    const at = (x: number) => Math.round(x * 1e8) / 1e8;
    systems[code] = {
      flag,
      cusps: data.houses.slice(0, 12).map(at),
      ascendant: at(data.points[0]),
      midheaven: at(data.points[1]),
    };
  }
  cases.push({ armc, latitude, obliquity, sunDeclination, systems });
}
writeFileSync(
  new URL('../../test/fixtures/reference/se-house-systems.json', import.meta.url),
  `${JSON.stringify({ source: `Swiss Ephemeris ${swe.version()} swe_houses_armc_ex2`, cases })}\n`,
);
console.log(`wrote ${cases.length} cases × ${ADDED_SYSTEMS.length} systems`);
