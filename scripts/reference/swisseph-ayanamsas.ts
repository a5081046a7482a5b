/**
 * Writes test/fixtures/reference/se-ayanamsas.json: the ayanamsa of date (nutation included, as
 * `swe_get_ayanamsa_ex` gives it with the Swiss Ephemeris files) of every ayanamsa the service
 * offers, at 60 seeded random instants (TT) over 1800–2400, from the Swiss Ephemeris 2.10.03.
 *
 * The Swiss Ephemeris is not a dependency of the service; build it as
 * scripts/reference/swisseph-houses.ts says, put its files sepl_18.se1, semo_18.se1 and
 * sefstars.txt (from the Swiss Ephemeris repository's ephe/ folder) in a folder, then
 * `SWEPH=/scratch/node_modules/sweph SE_EPHE=/scratch/ephe npx tsx scripts/reference/swisseph-ayanamsas.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mulberry32 } from '../../benchmarks/support/mulberry32.ts';
import { AYANAMSA_SE_NUMBERS } from '../../src/astro/sidereal/ayanamsa.ts';

interface Sweph {
  version(): string;
  set_ephe_path(path: string): void;
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  get_ayanamsa_ex(jdTT: number, flags: number): { flag: number; error: string; data: number };
  get_ayanamsa_name(mode: number): string;
}
const SEFLG_SWIEPH = 2;

const swe = createRequire(import.meta.url)(process.env.SWEPH ?? 'sweph') as Sweph;
swe.set_ephe_path(process.env.SE_EPHE ?? 'ephe');

const next = mulberry32(1128); // the same instants on every run
const JD_1800 = 2378496.5;
const JD_2400 = 2597641.5;
const jdTT = Array.from({ length: 60 }, () => Math.round((JD_1800 + next() * (JD_2400 - JD_1800)) * 1e6) / 1e6);

const ayanamsas: Record<string, { seNumber: number; seName: string; degrees: number[] }> = {};
for (const [name, seNumber] of Object.entries(AYANAMSA_SE_NUMBERS)) {
  swe.set_sid_mode(seNumber, 0, 0);
  const degrees = jdTT.map((jd) => {
    const r = swe.get_ayanamsa_ex(jd, SEFLG_SWIEPH);
    if (r.flag < 0) throw new Error(`${name}: ${r.error}`);
    if (r.error) throw new Error(`${name}: ${r.error}`); // e.g. a missing sefstars.txt
    return Math.round(r.data * 1e10) / 1e10;
  });
  ayanamsas[name] = { seNumber, seName: swe.get_ayanamsa_name(seNumber), degrees };
}
writeFileSync(
  new URL('../../test/fixtures/reference/se-ayanamsas.json', import.meta.url),
  `${JSON.stringify({ source: `Swiss Ephemeris ${swe.version()} swe_get_ayanamsa_ex, SEFLG_SWIEPH`, jdTT, ayanamsas })}\n`,
);
console.log(`wrote ${Object.keys(ayanamsas).length} ayanamsas at ${jdTT.length} instants`);
