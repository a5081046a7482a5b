import { readFileSync } from 'node:fs';
import test from 'ava';
import { apparentBodyPosition } from '../../../src/astro/ephemeris/apparent.ts';
import { ASTEROIDS } from '../../../src/astro/ephemeris/asteroids.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';

/** Ceres, Pallas, Juno, Vesta at 12 instants 1893–2384 from the Swiss Ephemeris (seas_18). */
const reference = JSON.parse(
  readFileSync(new URL('../../fixtures/reference/wave2-asteroids.json', import.meta.url), 'utf8'),
).asteroids as ({ birth: { utc: string; jdUt: number } } & Record<
  string,
  { lon: number; lat: number; speed: number }
>)[];

const ARCSEC = 10;
const SPEED = 0.001;

for (const name of ASTEROIDS) {
  test(`${name}: longitude and latitude within ${ARCSEC}″, speed within ${SPEED}°/day`, (t) => {
    let lon = 0,
      lat = 0,
      speed = 0,
      where = '';
    for (const r of reference) {
      const p = apparentBodyPosition(name, terrestrialFromUniversal(r.birth.jdUt));
      const ref = r[name];
      const error = Math.abs(((p.longitude - ref.lon + 540) % 360) - 180) * 3600;
      if (error > lon) {
        lon = error;
        where = r.birth.utc;
      }
      lat = Math.max(lat, Math.abs(p.latitude - ref.lat) * 3600);
      speed = Math.max(speed, Math.abs(p.longitudeSpeed - ref.speed));
    }
    t.log(
      `${name}: largest error lon ${lon.toFixed(2)}″ (${where}), lat ${lat.toFixed(2)}″, speed ${speed.toExponential(2)}°/day, ${reference.length} instants`,
    );
    t.true(lon <= ARCSEC, `${lon}″`);
    t.true(lat <= ARCSEC, `${lat}″`);
    t.true(speed <= SPEED, `${speed}°/day`);
  });
}
