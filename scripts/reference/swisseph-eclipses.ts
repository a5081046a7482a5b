/**
 * Writes test/fixtures/reference/se-eclipses.json: every solar and lunar eclipse of 2000–2050 and
 * of three 20-year windows drawn at random from 1800–2400, with the Swiss Ephemeris 2.10.03's
 * type (`swe_sol_eclipse_when_glob`, `swe_lun_eclipse_when`, with its DE431-based files) and its
 * global contacts, as Unix milliseconds (null where the eclipse has no such contact).
 *
 * The Swiss Ephemeris is not a dependency of the service; build it and gather its files as
 * scripts/reference/swisseph-ayanamsas.ts says, then
 * `SWEPH=/scratch/node_modules/sweph SE_EPHE=/scratch/ephe npx tsx scripts/reference/swisseph-eclipses.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mulberry32 } from '../../benchmarks/support/mulberry32.ts';

type When = { flag: number; error: string; data: number[] };
interface Sweph {
  version(): string;
  set_ephe_path(path: string): void;
  sol_eclipse_when_glob(jdUT: number, flags: number, type: number, backward: boolean): When;
  lun_eclipse_when(jdUT: number, flags: number, type: number, backward: boolean): When;
}
const SEFLG_SWIEPH = 2;
const ECL = { CENTRAL: 1, TOTAL: 4, ANNULAR: 8, PARTIAL: 16, HYBRID: 32, PENUMBRAL: 64 };

const swe = createRequire(import.meta.url)(process.env.SWEPH ?? 'sweph') as Sweph;
swe.set_ephe_path(process.env.SE_EPHE ?? 'ephe');

const msOf = (jd: number) => (jd > 0 ? Math.round((jd - 2440587.5) * 86_400_000) : null);
const jdOf = (ms: number) => ms / 86_400_000 + 2440587.5;

function solarType(flag: number): string {
  if (flag & ECL.HYBRID) return 'hybrid';
  if (flag & ECL.TOTAL) return 'total';
  if (flag & ECL.ANNULAR) return 'annular';
  return 'partial';
}

function eclipsesIn(startMs: number, endMs: number) {
  const list = [];
  for (let jd = jdOf(startMs); ; ) {
    const r = swe.sol_eclipse_when_glob(jd, SEFLG_SWIEPH, 0, false);
    if (r.flag < 0) throw new Error(r.error);
    const d = r.data;
    if (d[0] >= jdOf(endMs)) break;
    list.push({
      kind: 'solar',
      type: solarType(r.flag),
      central: (r.flag & ECL.CENTRAL) !== 0,
      maximum: msOf(d[0]),
      contacts: {
        partialBegin: msOf(d[2]),
        totalBegin: msOf(d[4]),
        centralBegin: msOf(d[6]),
        centralEnd: msOf(d[7]),
        totalEnd: msOf(d[5]),
        partialEnd: msOf(d[3]),
      },
    });
    jd = d[0] + 1;
  }
  for (let jd = jdOf(startMs); ; ) {
    const r = swe.lun_eclipse_when(jd, SEFLG_SWIEPH, 0, false);
    if (r.flag < 0) throw new Error(r.error);
    const d = r.data;
    if (d[0] >= jdOf(endMs)) break;
    list.push({
      kind: 'lunar',
      type: r.flag & ECL.TOTAL ? 'total' : r.flag & ECL.PARTIAL ? 'partial' : 'penumbral',
      maximum: msOf(d[0]),
      contacts: {
        penumbralBegin: msOf(d[6]),
        partialBegin: msOf(d[2]),
        totalBegin: msOf(d[4]),
        totalEnd: msOf(d[5]),
        partialEnd: msOf(d[3]),
        penumbralEnd: msOf(d[7]),
      },
    });
    jd = d[0] + 1;
  }
  return list.sort((a, b) => (a.maximum ?? 0) - (b.maximum ?? 0));
}

const next = mulberry32(2042);
const windows = [{ startMs: Date.UTC(2000, 0, 1), endMs: Date.UTC(2050, 0, 1) }];
for (const [from, to] of [
  [1800, 2000],
  [2050, 2250],
  [2250, 2380],
]) {
  const year = from + Math.floor(next() * (to - from));
  windows.push({ startMs: Date.UTC(year, 0, 1), endMs: Date.UTC(year + 20, 0, 1) });
}
const result = windows.map((w) => ({ ...w, eclipses: eclipsesIn(w.startMs, w.endMs) }));
writeFileSync(
  new URL('../../test/fixtures/reference/se-eclipses.json', import.meta.url),
  `${JSON.stringify({ source: `Swiss Ephemeris ${swe.version()} swe_sol_eclipse_when_glob, swe_lun_eclipse_when, SEFLG_SWIEPH`, windows: result })}\n`,
);
console.log(result.map((w) => `${new Date(w.startMs).getUTCFullYear()}: ${w.eclipses.length}`).join(', '));
