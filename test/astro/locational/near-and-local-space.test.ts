/**
 * The lines near a place and local space, on 20 random births and places: a near line's
 * distance is that of its nearest point, and no vertex of the line is nearer (to 1 m); the
 * lines come nearest first. Local space altitudes agree with the independent reference within
 * 0.01°, and each line runs from the birth place to its antipode.
 */
import test from 'ava';
import { astrocartography } from '../../../src/astro/locational/astrocartography.ts';
import { partsOf } from '../../../src/astro/locational/geojson.ts';
import { linesNear, localSpaceOf } from '../../../src/astro/locational/locational-requests.ts';
import { centralAngle, kilometresOf } from '../../../src/astro/locational/sphere.ts';
import { seededRandom } from '../../support/openapi-fuzz.ts';
import { skyAt } from './independent-sky.ts';

const random = seededRandom(4545);
const CASES = Array.from({ length: 20 }, () => ({
  birth: {
    dateTime: `${new Date(Date.UTC(1900, 0, 1) + random() * 200 * 365.25 * 86_400_000).toISOString().slice(0, 19)}Z`,
    latitude: -60 + 120 * random(),
    longitude: -180 + 360 * random(),
  },
  place: { latitude: -70 + 140 * random(), longitude: -180 + 360 * random() },
}));

test('each line near a place: its distance is that of its nearest point, no vertex of the line is nearer', (t) => {
  let found = 0;
  for (const { birth, place } of CASES) {
    const near = linesNear({ birth, place, radiusKm: 20_000 });
    const acg = astrocartography({ birth });
    t.is(near.lines.length, acg.lines.features.length);
    for (const line of near.lines) {
      found++;
      const km = kilometresOf(
        centralAngle(place.latitude, place.longitude, line.nearest.latitude, line.nearest.longitude),
      );
      t.true(Math.abs(km - line.distanceKm) < 1e-6);
      const feature = acg.lines.features.find(
        (f) => f.properties.point === line.point && f.properties.angle === line.angle,
      )!;
      const vertices = partsOf(feature.geometry).flat();
      const nearestVertex = Math.min(
        ...vertices.map(([lon, lat]) => centralAngle(place.latitude, place.longitude, lat, lon)),
      );
      t.true(
        line.distanceKm <= kilometresOf(nearestVertex) + 1e-3,
        `${line.point} ${line.angle}: ${line.distanceKm} vs ${kilometresOf(nearestVertex)}`,
      );
    }
    t.deepEqual(
      near.lines.map((l) => l.distanceKm),
      [...near.lines.map((l) => l.distanceKm)].sort((a, b) => a - b),
    );
  }
  t.true(found > 0);
});

test('local space: azimuth and altitude as the reference gives them; each line starts at the birth place in its azimuth', (t) => {
  for (const { birth } of CASES) {
    const space = localSpaceOf({ birth });
    for (const p of space.points) {
      const sky = skyAt(p.id, birth.dateTime, birth.latitude, birth.longitude);
      t.true(Math.abs(sky.altitude - p.altitude) < 0.01, `${p.id}: ${p.altitude} vs ${sky.altitude}`);
    }
    for (const f of space.lines.features) {
      const [lon, lat] = partsOf(f.geometry)[0][0];
      t.true(centralAngle(lat, lon, birth.latitude, birth.longitude) < 1e-5);
      const last = partsOf(f.geometry).at(-1)!.at(-1)!;
      // The line ends at the antipode.
      t.true(Math.abs(centralAngle(last[1], last[0], birth.latitude, birth.longitude) - 180) < 1e-4);
    }
  }
});
