/**
 * Writes test/fixtures/reference/se-rise-set.json: the first rise and set after 150 seeded random
 * instants 1800–2400 at random places with |latitude| ≤ 66°, of the Sun, the Moon, Venus, Mars
 * and Jupiter, from the Swiss Ephemeris 2.10.03's `swe_rise_trans` (its DE431-based files; upper
 * limb, refraction at 1013.25 hPa and 10 °C, no dip), as Unix milliseconds.
 *
 * The Swiss Ephemeris is not a dependency of the service; build it and gather its files as
 * scripts/reference/swisseph-ayanamsas.ts says, then
 * `SWEPH=/scratch/node_modules/sweph SE_EPHE=/scratch/ephe npx tsx scripts/reference/swisseph-rise-set.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mulberry32 } from '../../benchmarks/support/mulberry32.ts';

interface Sweph {
  version(): string;
  set_ephe_path(path: string): void;
  rise_trans(
    jdUT: number,
    body: number,
    star: string | null,
    flags: number,
    event: number,
    place: [number, number, number],
    pressure: number,
    temperature: number,
  ): { flag: number; error: string; data: number };
}
const SEFLG_SWIEPH = 2;
const SE_CALC_RISE = 1;
const SE_CALC_SET = 2;
const BODIES = { sun: 0, moon: 1, venus: 3, mars: 4, jupiter: 5 } as const;

const swe = createRequire(import.meta.url)(process.env.SWEPH ?? 'sweph') as Sweph;
swe.set_ephe_path(process.env.SE_EPHE ?? 'ephe');

const next = mulberry32(6601);
const FROM = Date.UTC(1800, 0, 1);
const TO = Date.UTC(2400, 0, 1);
const cases = [];
for (let k = 0; k < 150; k++) {
  const afterMs = Math.round(FROM + next() * (TO - FROM - 3 * 86_400_000));
  const latitude = Math.round((next() * 2 - 1) * 66 * 1e4) / 1e4;
  const longitude = Math.round((next() * 2 - 1) * 180 * 1e4) / 1e4;
  const events: Record<string, { rise: number | null; set: number | null }> = {};
  for (const [name, body] of Object.entries(BODIES)) {
    const at = (event: number) => {
      const r = swe.rise_trans(
        afterMs / 86_400_000 + 2440587.5,
        body,
        null,
        SEFLG_SWIEPH,
        event,
        [longitude, latitude, 0],
        1013.25,
        10,
      );
      if (r.flag === -1) throw new Error(r.error);
      return r.flag === -2 ? null : Math.round((r.data - 2440587.5) * 86_400_000);
    };
    events[name] = { rise: at(SE_CALC_RISE), set: at(SE_CALC_SET) };
  }
  cases.push({ afterMs, latitude, longitude, events });
}
writeFileSync(
  new URL('../../test/fixtures/reference/se-rise-set.json', import.meta.url),
  `${JSON.stringify({ source: `Swiss Ephemeris ${swe.version()} swe_rise_trans, SEFLG_SWIEPH, 1013.25 hPa, 10 °C`, cases })}\n`,
);
console.log(`wrote ${cases.length} cases`);
