import { readFileSync } from 'node:fs';
import test from 'ava';
import { apparentBodyPosition } from '../../../src/astro/ephemeris/apparent.ts';
import { ASTEROIDS, type Asteroid } from '../../../src/astro/ephemeris/asteroids.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';

/** [jdUt, longitude, latitude (degrees), longitude speed (degrees/day)] from the Swiss Ephemeris. */
type Row = [number, number, number, number];

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/reference/${name}`, import.meta.url), 'utf8')) as T;
}

/** Ceres, Pallas, Juno, Vesta at 12 instants 1893–2384 (wave2-sample.json). */
const sample = fixture<{
  asteroids: ({ birth: { jdUt: number } } & Record<string, { lon: number; lat: number; speed: number }>)[];
}>('wave2-asteroids.json').asteroids;
/** Each asteroid every 5 years 1800–2400 and at every third opposition (se-asteroid-grid.json). */
const grid = fixture<Record<Asteroid, { grid: Row[]; oppositions: Row[] }>>('se-asteroid-grid.json');

const ARCSEC = 5;
const SPEED = 0.0005;

function rowsOf(name: Asteroid): { set: string; row: Row }[] {
  return [
    ...sample.map((r) => ({ set: 'sample', row: [r.birth.jdUt, r[name].lon, r[name].lat, r[name].speed] as Row })),
    ...grid[name].grid.map((row) => ({ set: 'grid', row })),
    ...grid[name].oppositions.map((row) => ({ set: 'opposition', row })),
  ];
}

for (const name of ASTEROIDS) {
  test(`${name}: within ${ARCSEC}″ and ${SPEED}°/day of the Swiss Ephemeris 1800–2400, oppositions included`, (t) => {
    const rows = rowsOf(name);
    let lon = 0,
      lat = 0,
      speed = 0,
      where = '';
    for (const { set, row } of rows) {
      const [jdUt, refLon, refLat, refSpeed] = row;
      const p = apparentBodyPosition(name, terrestrialFromUniversal(jdUt));
      const error = Math.abs(((p.longitude - refLon + 540) % 360) - 180) * 3600;
      if (error > lon) {
        lon = error;
        where = `${set} JD ${jdUt}`;
      }
      lat = Math.max(lat, Math.abs(p.latitude - refLat) * 3600);
      speed = Math.max(speed, Math.abs(p.longitudeSpeed - refSpeed));
    }
    t.log(
      `${name}: largest error lon ${lon.toFixed(2)}″ (${where}), lat ${lat.toFixed(2)}″, speed ${speed.toExponential(2)}°/day, ${rows.length} instants`,
    );
    t.true(lon <= ARCSEC, `${lon}″`);
    t.true(lat <= ARCSEC, `${lat}″`);
    t.true(speed <= SPEED, `${speed}°/day`);
  });
}
