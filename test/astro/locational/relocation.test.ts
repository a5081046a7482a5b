/**
 * The relocated chart on 20 random births and places: the points are the natal ones, the local
 * sidereal time moves by the difference of longitude, and the houses are those the natal engine
 * gives for the new place at the birth's UTC instant.
 */
import test from 'ava';
import { diff180 } from '../../../src/astro/angles.ts';
import { relocatedChart } from '../../../src/astro/locational/relocation.ts';
import { computeNatalChart } from '../../../src/astro/natal-chart.ts';
import { seededRandom } from '../../support/openapi-fuzz.ts';

const random = seededRandom(4546);

test('a relocated chart keeps the points, turns the sidereal time by the longitude and casts the houses there', (t) => {
  for (let k = 0; k < 20; k++) {
    const birth = {
      dateTime: new Date(Date.UTC(1900, 0, 1) + random() * 200 * 365.25 * 86_400_000).toISOString().slice(0, 16),
      latitude: -60 + 120 * random(),
      longitude: -180 + 360 * random(),
    };
    const relocatedTo = { latitude: -60 + 120 * random(), longitude: -180 + 360 * random() };
    const { natal, relocated } = relocatedChart({ birth, relocatedTo });
    t.is(relocated.timeResolution.utc, natal.timeResolution.utc);
    t.deepEqual(
      relocated.points.filter((p) => p.id === 'sun' || p.id === 'pluto').map((p) => p.longitude),
      natal.points.filter((p) => p.id === 'sun' || p.id === 'pluto').map((p) => p.longitude),
    );
    t.true(
      Math.abs(diff180(relocated.angles.armc - natal.angles.armc, relocatedTo.longitude - birth.longitude)) < 1e-9,
    );
    const direct = computeNatalChart({ dateTime: `${natal.timeResolution.utc.slice(0, 19)}Z`, ...relocatedTo });
    t.deepEqual(relocated.houses.cusps, direct.houses.cusps);
  }
});
