/**
 * Astrocartography lines against the service's own position engine, computed independently of
 * the line code (the direct series, the sidereal time, and the hour angle and altitude worked out
 * here by rotating vectors): on 40 random births with random points every vertex of an MC line
 * has the point at hour angle 0 (IC 180°), every vertex of an ASC curve has it at true altitude 0
 * rising (DSC setting), within 0.01°; the curves' segments stay within 0.1° of the curve; a
 * worked example (Meeus, Astronomical Algorithms, example 28.b) places the Sun's MC line.
 */
import test from 'ava';
import { diff180, norm360 } from '../../../src/astro/angles.ts';
import { horizonCurvePoint } from '../../../src/astro/locational/acg-lines.ts';
import { distanceToSegment, type PlanePoint } from '../../../src/astro/locational/adaptive-curve.ts';
import { astrocartography } from '../../../src/astro/locational/astrocartography.ts';
import { partsOf } from '../../../src/astro/locational/geojson.ts';
import { LOCATIONAL_POINTS, type LocationalPoint } from '../../../src/astro/locational/locational-sky.ts';
import { seededRandom } from '../../support/openapi-fuzz.ts';
import { skyAt } from './independent-sky.ts';

const random = seededRandom(45);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const BIRTHS = Array.from({ length: 40 }, () => ({
  dateTime: `${iso(Date.UTC(1850, 0, 1) + random() * (Date.UTC(2150, 0, 1) - Date.UTC(1850, 0, 1)))}Z`,
  latitude: -60 + 120 * random(),
  longitude: -180 + 360 * random(),
  points: [pick(LOCATIONAL_POINTS), pick(LOCATIONAL_POINTS)].filter((p, i, all) => all.indexOf(p) === i),
  zodiacal: random() < 0.25,
}));

test('every vertex of an MC or IC line has the point on the meridian, of an ASC or DSC curve on the horizon rising or setting, within 0.01°', (t) => {
  let worstMeridian = 0;
  let worstHorizon = 0;
  let vertices = 0;
  for (const birth of BIRTHS) {
    const acg = astrocartography({
      birth,
      points: birth.points,
      coordinates: birth.zodiacal ? 'zodiacal' : 'in-mundo',
    });
    for (const { geometry, properties } of acg.lines.features) {
      for (const part of partsOf(geometry)) {
        for (const [lon, lat] of part) {
          // The poles have no hour angle; a curve's ends at its turning latitudes are on the meridian too.
          if (Math.abs(lat) > 89.999) continue;
          const sky = skyAt(properties.point, birth.dateTime, lat, lon, birth.zodiacal);
          vertices++;
          if (properties.angle === 'midheaven' || properties.angle === 'imum-coeli') {
            const off = Math.abs(diff180(sky.hourAngle, properties.angle === 'midheaven' ? 0 : 180));
            worstMeridian = Math.max(worstMeridian, off);
            t.true(off < 0.01, `${properties.point} ${properties.angle} at ${lat},${lon} (${birth.dateTime}): ${off}°`);
          } else {
            worstHorizon = Math.max(worstHorizon, Math.abs(sky.altitude));
            t.true(
              Math.abs(sky.altitude) < 0.01,
              `${properties.point} ${properties.angle} at ${lat},${lon}: altitude ${sky.altitude}°`,
            );
            // Rising: east of the meridian (hour angle −180…0); setting: west (0…180); the ends are on the meridian.
            const side = properties.angle === 'ascendant' ? -sky.hourAngle : sky.hourAngle;
            t.true(
              side > -0.01 || side < -179.99,
              `${properties.point} ${properties.angle} at ${lat},${lon}: hour angle ${sky.hourAngle}°`,
            );
          }
        }
      }
    }
  }
  t.log(
    `${BIRTHS.length} births, ${vertices} vertices; largest errors: hour angle ${worstMeridian.toExponential(2)}°, altitude ${worstHorizon.toExponential(2)}°`,
  );
});

/** The distance of a plane point from a line (its parts), across the antimeridian. */
function distanceToLine(p: PlanePoint, parts: readonly PlanePoint[][]): number {
  let best = Infinity;
  for (const shift of [-360, 0, 360]) {
    const q: PlanePoint = [p[0] + shift, p[1]];
    for (const part of parts) {
      for (let i = 1; i < part.length; i++) best = Math.min(best, distanceToSegment(q, part[i - 1], part[i]));
    }
  }
  return best;
}

test('the ASC and DSC curves stay within 0.1° of the true curve between their vertices, inside [−180°, 180°]', (t) => {
  let worst = 0;
  for (const birth of BIRTHS.slice(0, 10)) {
    const acg = astrocartography({ birth, points: birth.points });
    for (const place of acg.points) {
      for (const angle of ['ascendant', 'descendant'] as const) {
        const feature = acg.lines.features.find(
          (f) => f.properties.point === place.id && f.properties.angle === angle,
        )!;
        const parts = partsOf(feature.geometry);
        t.true(parts.flat().every(([lon]) => lon >= -180 && lon <= 180));
        for (let i = 1; i < parts.length; i++) t.is(Math.abs(parts[i][0][0]), 180);
        for (let h = 0; h <= 180; h += 0.02) {
          const [lon, lat] = horizonCurvePoint(place, acg.siderealTime, angle, h);
          const d = distanceToLine([norm360(lon + 180) - 180, lat], parts);
          worst = Math.max(worst, d);
          t.true(d <= 0.1, `${place.id} ${angle} at H₀ ${h.toFixed(2)}°: ${d}°`);
        }
      }
    }
  }
  t.log(`largest distance of the curve from its segments: ${worst.toFixed(4)}°`);
});

test("worked example (Meeus, example 28.b): on 1992-10-13 at 0h the equation of time is 13m42.6s, so the Sun's MC line is at 176.5725° E", (t) => {
  const acg = astrocartography({
    birth: { dateTime: '1992-10-13T00:00:00Z', latitude: 0, longitude: 0 },
    points: ['sun'],
  });
  const mc = acg.lines.features.find((f) => f.properties.angle === 'midheaven')!;
  const [longitude] = partsOf(mc.geometry)[0][0];
  // Greenwich hour angle of the Sun at 0h UT: −180° + E (15° an hour); the MC line is where the hour angle is 0.
  const expected = 180 - (13 * 60 + 42.6) * (15 / 3600);
  t.true(Math.abs(longitude - expected) < 0.01, `${longitude} vs ${expected}`);
  const ic = acg.lines.features.find((f) => f.properties.angle === 'imum-coeli')!;
  t.true(Math.abs(diff180(partsOf(ic.geometry)[0][0][0], expected - 180)) < 0.01);
});

test('at each paran both points stand on their angles', (t) => {
  const birth = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
  const acg = astrocartography({ birth, points: ['sun', 'moon', 'venus', 'mars', 'jupiter'], parans: true });
  const instant = `${acg.time.utc.slice(0, 19)}Z`;
  t.true(acg.parans!.length > 20);
  for (const paran of acg.parans!) {
    paran.points.forEach((point, i) => {
      const sky = skyAt(point, instant, paran.latitude, paran.longitude);
      const angle = paran.angles[i];
      if (angle === 'midheaven' || angle === 'imum-coeli') {
        t.true(Math.abs(diff180(sky.hourAngle, angle === 'midheaven' ? 0 : 180)) < 0.01, `${point} ${angle}`);
      } else t.true(Math.abs(sky.altitude) < 0.01, `${point} ${angle} at ${paran.latitude}: ${sky.altitude}`);
    });
  }
});
