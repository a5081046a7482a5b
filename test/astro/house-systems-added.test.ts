/**
 * The house systems added to the first eleven (Vehlow, horizontal, Carter's poli-equatorial,
 * Krusinski-Pisa-Goelzer, Sripati, Sunshine, equal from the MC, equal from 0° Aries, Pullen's
 * sinusoidal delta and ratio) against the Swiss Ephemeris 2.10.03: 160 seeded random cases, a
 * quarter inside the polar circles (test/fixtures/reference/se-house-systems.json, written by
 * scripts/reference/swisseph-houses.ts with `swe_houses_armc_ex2`).
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { computeHouses, type HouseSystemCode } from '../../src/astro/houses/house-systems.ts';
import { declinationOfEclipticPlace } from '../../src/astro/houses/sun-declination.ts';
import { computeNatalChart } from '../../src/astro/natal-chart.ts';
import { computeProgressions } from '../../src/astro/progressions/secondary-progressions.ts';
import { compositeChart } from '../../src/astro/synastry/composite.ts';
import { HOUSE_SYSTEMS } from '../../src/astro/vocabulary.ts';

interface ReferenceCase {
  armc: number;
  latitude: number;
  obliquity: number;
  sunDeclination: number;
  systems: Record<string, { cusps: number[]; ascendant: number; midheaven: number }>;
}
const reference = JSON.parse(
  readFileSync(new URL('../fixtures/reference/se-house-systems.json', import.meta.url), 'utf8'),
) as { cases: ReferenceCase[] };

/** Arcseconds between two longitudes. */
const apart = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
/** The fixture keeps 1e-8°, 0.036 milliarcseconds. */
const TOLERANCE_ARCSEC = 0.001;

const codes = Object.keys(reference.cases[0].systems) as HouseSystemCode[];

test('every added system is offered by name and letter', (t) => {
  const letters = new Set<string>(Object.values(HOUSE_SYSTEMS));
  for (const code of codes) t.true(letters.has(code), code);
  t.true(Object.keys(HOUSE_SYSTEMS).length >= 21);
});

for (const code of codes) {
  test(`${code}: cusps, Ascendant and MC within ${TOLERANCE_ARCSEC}″ of the Swiss Ephemeris`, (t) => {
    let worst = 0;
    let polar = 0;
    for (const c of reference.cases) {
      const expected = c.systems[code];
      const houses = computeHouses(c.armc, c.latitude, c.obliquity, code, c.sunDeclination);
      if (Math.abs(c.latitude) >= 90 - c.obliquity) polar++;
      const errors = [
        apart(houses.ascendant, expected.ascendant),
        apart(houses.midheaven, expected.midheaven),
        ...houses.cusps.map((cusp, i) => apart(cusp, expected.cusps[i])),
      ];
      for (const e of errors) t.false(Number.isNaN(e));
      worst = Math.max(worst, ...errors);
    }
    t.log(`${code}: largest error ${worst.toExponential(2)}″ over ${reference.cases.length} cases (${polar} polar)`);
    t.true(polar >= 30);
    t.true(worst <= TOLERANCE_ARCSEC, `${worst}″`);
  });
}

test('a natal chart in Sunshine houses uses the Sun of the birth moment', (t) => {
  const chart = computeNatalChart({
    dateTime: '1990-06-15T14:30',
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
    houseSystem: 'sunshine',
    points: ['sun'],
  });
  const sun = chart.points[0];
  const declination = declinationOfEclipticPlace(sun.longitude, sun.latitude, chart.provenance.obliquity);
  const direct = computeHouses(chart.angles.armc, 48.8566, chart.provenance.obliquity, 'I', declination);
  t.is(chart.houses.systemUsed, 'sunshine');
  for (let i = 0; i < 12; i++) t.true(apart(chart.houses.cusps[i].longitude, direct.cusps[i]) < 1e-6, `cusp ${i + 1}`);
  // Not the symmetric houses: the 2nd and 8th cusps are not opposite in June at 49° N.
  t.true(apart(chart.houses.cusps[1].longitude, chart.houses.cusps[7].longitude + 180) > 60);
});

test('progressions and composites cast Sunshine houses from their own Sun', (t) => {
  const birth = { dateTime: '1990-06-15T14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
  const progressed = computeProgressions({ birth, targetDate: '2026-11-28', houseSystem: 'sunshine' });
  t.is(progressed.houses.systemUsed, 'sunshine');
  t.true(progressed.houses.cusps.every((c) => Number.isFinite(c.longitude)));
  const chart1 = computeNatalChart({ ...birth, houseSystem: 'sunshine' });
  const chart2 = computeNatalChart({ ...birth, dateTime: '1988-12-03T07:10', houseSystem: 'sunshine' });
  const composite = compositeChart(chart1, chart2);
  t.is(composite.houses.cusps.length, 12);
  t.true(composite.houses.cusps.every((c) => Number.isFinite(typeof c === 'number' ? c : c.longitude)));
});
