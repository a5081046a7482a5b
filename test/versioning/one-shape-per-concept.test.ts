/**
 * The 2026-11-28 change (one shape per concept): at the newest date every reshaped operation
 * answers the new shape; at 2026-11-27 and at the baseline it answers exactly the bodies the code
 * answered before the change (recorded in fixtures/shapes-before-2026-11-28.json).
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { oneShapePerConcept } from '../../src/versioning/changes/2026-11-28-one-shape-per-concept.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';
import { SHAPE_CASES, warm } from './shape-cases.ts';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/shapes-before-2026-11-28.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;
const NEWEST = '2026-11-28';
warm();

type Json = Record<string, any>;
const attributesOf = (name: string, date = NEWEST) => (SHAPE_CASES[name].run(date) as Json).data.attributes as Json;
const POINT_MEMBERS = ['id', 'longitude', 'latitude', 'speed', 'sign', 'degreeInSign', 'house', 'retrograde'];

/** Operations in the cases as controls: the change leaves them as they were. */
const UNCHANGED = new Set(['score', 'compatibility']);

test('2026-11-28 is the newest date and every reshaped operation is one of its endpoints', (t) => {
  t.is(versionRegistry.latest, NEWEST);
  for (const [name, { method, path }] of Object.entries(SHAPE_CASES)) {
    if (UNCHANGED.has(name)) continue;
    t.true(
      oneShapePerConcept.endpoints.some((e) => e.method === method && e.path === path),
      `${method} ${path}`,
    );
  }
});

/**
 * The JSON text of a body with every number rounded to 5 decimals: the recorded bodies come from
 * the engine before the constants and angles were gathered into one module (ec218fa), which moved
 * a few values in their sixth decimal (an eclipse longitude 334.852113 -> 334.85211); members,
 * their order, strings and instants must still be the same to the byte.
 */
function shapeText(body: unknown): string {
  return JSON.stringify(body, (_key, value) => (typeof value === 'number' ? Math.round(value * 1e5) / 1e5 : value));
}

for (const name of Object.keys(SHAPE_CASES)) {
  test(`${name}: the day before the change and the baseline answer the recorded bodies (numbers to 1e-5)`, (t) => {
    const before = recorded['2026-11-27'][name];
    t.is(shapeText(SHAPE_CASES[name].run('2026-11-27')), shapeText(before));
    const baseline = recorded['2026-01-01'][name] ?? before;
    t.is(shapeText(SHAPE_CASES[name].run('2026-01-01')), shapeText(baseline));
    if (UNCHANGED.has(name)) t.is(JSON.stringify(SHAPE_CASES[name].run(NEWEST)), JSON.stringify(before));
    else t.notDeepEqual(SHAPE_CASES[name].run(NEWEST), before);
  });
}

/** Every container of points in the newest bodies, by case. */
const CONTAINERS: Record<string, (a: Json) => Json[]> = {
  natal: (a) => [a.points],
  natalSidereal: (a) => [a.points],
  transit: (a) => [a.natal.points],
  solarReturn: (a) => [a.points],
  lunarReturn: (a) => [a.points, ...a.nextReturns.map((r: Json) => r.points)],
  progressions: (a) => [a.points, a.natalPoints],
  solarArc: (a) => [a.points, a.natalPoints],
  synastry: (a) => [a.chart1.points, a.chart2.points],
  composite: (a) => [a.points, a.chart1.points, a.chart2.points],
  davison: (a) => [a.points, a.chart1.points, a.chart2.points],
};

for (const [name, containers] of Object.entries(CONTAINERS)) {
  test(`${name}: at the newest date points are keyed by id, each with the members of a chart point`, (t) => {
    for (const points of containers(attributesOf(name))) {
      t.false(Array.isArray(points));
      t.is(typeof points.sun.longitude, 'number');
      for (const [id, point] of Object.entries(points)) {
        t.is(point.id, id);
        for (const member of POINT_MEMBERS) t.true(member in point, `${name} ${id} has ${member}`);
      }
    }
  });
}

test('sidereal points keep their nakshatra in the keyed shape', (t) => {
  t.is(typeof attributesOf('natalSidereal').points.moon.nakshatra, 'object');
});

test('transit: the members sit under data.attributes at the newest date', (t) => {
  const body = SHAPE_CASES.transit.run(NEWEST) as Json;
  t.deepEqual(Object.keys(body.data), ['type', 'attributes']);
  t.deepEqual(Object.keys(body.data.attributes).slice(0, 4), ['range', 'natal', 'crossings', 'aspects']);
});

test('progressions and solar arc: natalDate is the ISO instant, its resolution beside it', (t) => {
  for (const name of ['progressions', 'solarArc']) {
    const a = attributesOf(name);
    t.regex(a.natalDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    t.is(a.natalDateResolution.timeResolution.utc, a.natalDate);
    t.is(typeof a.natalDateResolution.location.latitude, 'number');
  }
});

test('retrograde stations and eclipse positions say degreeInSign at the newest date', (t) => {
  for (const name of ['retrograde', 'eclipses']) {
    const json = JSON.stringify(SHAPE_CASES[name].run(NEWEST));
    t.true(json.includes('"degreeInSign"'), name);
    t.false(json.includes('"degreesInSign"'), name);
  }
});
