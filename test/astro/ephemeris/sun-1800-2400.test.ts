/**
 * The Sun over the whole range 1800–2400 against the Swiss Ephemeris (se-sun-1800-2400.json):
 * its apparent longitude at 752 instants, and 40 solar returns whose instants follow from it.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { apparentBodyPosition } from '../../../src/astro/ephemeris/apparent.ts';
import { computeSolarReturn } from '../../../src/astro/returns/index.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';

interface SolarReturnRecord {
  birth: { utc: string; lat: number; lon: number };
  returnYear: number;
  returnUtc: string;
  jdUt: number;
}
const reference = JSON.parse(
  readFileSync(new URL('../../fixtures/reference/se-sun-1800-2400.json', import.meta.url), 'utf8'),
) as { sun: [number, number, number][]; solarReturns: SolarReturnRecord[] };

const ARCSEC = 0.05;
const SECONDS = 1;

test(`the Sun within ${ARCSEC}″ of the Swiss Ephemeris 1800–2400`, (t) => {
  let lon = 0,
    lat = 0,
    where = 0;
  for (const [jdUt, refLon, refLat] of reference.sun) {
    const p = apparentBodyPosition('sun', terrestrialFromUniversal(jdUt));
    const error = Math.abs(((p.longitude - refLon + 540) % 360) - 180) * 3600;
    if (error > lon) [lon, where] = [error, jdUt];
    lat = Math.max(lat, Math.abs(p.latitude - refLat) * 3600);
  }
  t.log(`largest error lon ${lon.toFixed(4)}″ (JD ${where}), lat ${lat.toFixed(4)}″, ${reference.sun.length} instants`);
  t.true(lon <= ARCSEC, `${lon}″`);
  t.true(lat <= ARCSEC, `${lat}″`);
});

test(`solar returns 1800–2400 within ${SECONDS} s of the Swiss Ephemeris's instants`, (t) => {
  let worst = 0,
    where = '';
  for (const r of reference.solarReturns) {
    const birth = { dateTime: r.birth.utc, latitude: r.birth.lat, longitude: r.birth.lon };
    const ours = computeSolarReturn({ birth, returnYear: r.returnYear }).return;
    const error = Math.abs(ours.julianDayUT - r.jdUt) * 86400;
    if (error > worst) [worst, where] = [error, `${r.birth.utc} → ${r.returnUtc}`];
  }
  t.log(`largest error ${worst.toFixed(2)} s (${where}), ${reference.solarReturns.length} returns`);
  t.true(worst <= SECONDS, `${worst} s`);
});
