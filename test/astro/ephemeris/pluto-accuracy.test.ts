import { readFileSync } from 'node:fs';
import test from 'ava';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { referenceBirths } from '../reference-data.ts';

/** Pluto 2100–2399 from the Swiss Ephemeris (test/fixtures/reference/wave2-pluto.json). */
const wave2 = JSON.parse(readFileSync(new URL('../../fixtures/reference/wave2-pluto.json', import.meta.url), 'utf8'))
  .pluto as { utc: string; jdUt: number; lon: number; lat: number; speed: number }[];
/** And 1900–2100 from the natal sample. */
const reference = [...wave2, ...referenceBirths().map((b) => ({ utc: b.utc, jdUt: b.jdUt, ...b.bodies.pluto }))];

const ARCSEC = 10;
const SPEED = 0.001;

test(`Pluto 1900–2399: longitude and latitude within ${ARCSEC}″, speed within ${SPEED}°/day`, (t) => {
  let worst = 0,
    where = '',
    lat = 0,
    speed = 0;
  for (const r of reference) {
    const p = apparentEclipticPosition('pluto', terrestrialFromUniversal(r.jdUt));
    const error = Math.abs(((p.longitude - r.lon + 540) % 360) - 180) * 3600;
    if (error > worst) {
      worst = error;
      where = r.utc;
    }
    lat = Math.max(lat, Math.abs(p.latitude - r.lat) * 3600);
    speed = Math.max(speed, Math.abs(p.longitudeSpeed - r.speed));
  }
  t.log(
    `largest error lon ${worst.toFixed(2)}″ (${where}), lat ${lat.toFixed(2)}″, speed ${speed.toExponential(2)}°/day, ${reference.length} instants`,
  );
  t.true(worst <= ARCSEC, `${worst}″`);
  t.true(lat <= ARCSEC, `${lat}″`);
  t.true(speed <= SPEED, `${speed}°/day`);
});
