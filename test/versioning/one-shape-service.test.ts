/**
 * The 2026-11-28 change (one shape per concept) on the chatbot context, the synastry widget and the
 * positions: before that date (by header, by pin, or the baseline) they answer exactly what the
 * code answered before the change (fixtures/service-shapes-before-2026-11-28.json, recorded by
 * record-service-shapes.ts); at that date their points are chart points keyed by id, each answer
 * held to its declared schema by the response check.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { oneShapePerConcept } from '../../src/versioning/changes/2026-11-28-one-shape-per-concept.ts';
import { versionRegistry } from '../../src/versioning/registry.ts';
import { startTestService, type TestService } from '../support/test-service.ts';
import { runServiceCases, SERVICE_CASES, type ServiceAnswer } from './service-shape-cases.ts';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/service-shapes-before-2026-11-28.json', import.meta.url), 'utf8'),
) as Record<string, ServiceAnswer>;
const NEWEST = '2026-11-28';

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

/**
 * The JSON text of a body with every number rounded to 5 decimals (as the other shape tests
 * compare: the engine may move a value in its sixth decimal); members, their order, strings and
 * instants must be the same to the byte.
 */
function shapeText(body: unknown): string {
  return JSON.stringify(body, (_key, value) => (typeof value === 'number' ? Math.round(value * 1e5) / 1e5 : value));
}

test('each case is an endpoint of the change', (t) => {
  for (const { method, path } of Object.values(SERVICE_CASES))
    t.true(
      oneShapePerConcept.endpoints.some((e) => e.method === method && e.path === path),
      `${method} ${path}`,
    );
});

const OLDER: Array<[string, Parameters<typeof runServiceCases>[1]]> = [
  ['the day before, by header', { headers: { 'X-Api-Version': '2026-11-27' } }],
  ['the baseline of an unpinned organization', { pin: null }],
  ['a pin of 2026-09-03', { pin: '2026-09-03' }],
];

for (const [name, options] of OLDER) {
  test(`${name}: every case answers the recorded body (numbers to 1e-5)`, async (t) => {
    const answers = await runServiceCases(service, options);
    t.deepEqual(Object.keys(answers), Object.keys(recorded));
    for (const [operation, answer] of Object.entries(answers)) {
      t.is(answer.status, recorded[operation].status, operation);
      t.is(shapeText(answer.body), shapeText(recorded[operation].body), operation);
    }
  });
}

type Json = Record<string, any>;
const POINT_MEMBERS = ['id', 'longitude', 'latitude', 'speed', 'sign', 'degreeInSign', 'house', 'retrograde'];

/** Every container of points in a case's newest attributes. */
const CONTAINERS: Record<keyof typeof SERVICE_CASES, (a: Json) => Json[]> = {
  context: (a) => [a.natal.points],
  contextWithoutTime: (a) => [a.natal.points],
  synastryWidget: (a) => [a.person1.chart.points, a.person2.chart.points, a.composite.points, a.davison.chart.points],
  positions: (a) => [a.points],
};

test('at the newest date, by pin: points are keyed by id, each with the members of a chart point', async (t) => {
  t.is(versionRegistry.latest, NEWEST);
  const answers = await runServiceCases(service, { pin: NEWEST });
  for (const [name, containers] of Object.entries(CONTAINERS)) {
    const answer = answers[name as keyof typeof SERVICE_CASES];
    t.is(answer.status, 200, `${name}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    t.not(shapeText(answer.body), shapeText(recorded[name].body), name);
    for (const points of containers((answer.body as Json).data.attributes)) {
      t.false(Array.isArray(points), name);
      t.is(typeof points.sun.longitude, 'number', name);
      for (const [id, point] of Object.entries(points as Json)) {
        t.is(point.id, id);
        for (const member of POINT_MEMBERS) t.true(member in point, `${name} ${id} has ${member}`);
      }
    }
  }
});

test('at the newest date the context names each point under readable, and has no houses without a birth time', async (t) => {
  const answers = await runServiceCases(service, { headers: { 'X-Api-Version': NEWEST } });
  const known = (answers.context.body as Json).data.attributes;
  t.deepEqual(known.natal.points.sun.readable, {
    name: 'Sun',
    glyph: '☉',
    sign: { name: 'Gemini', glyph: '♊' },
    house: known.natal.points.sun.readable.house,
  });
  t.is(typeof known.natal.points.sun.readable.house, 'string');
  t.is(known.natal.points.sun.house, 9);
  const unknown = (answers.contextWithoutTime.body as Json).data.attributes;
  t.false('ascendant' in unknown.natal.points);
  for (const point of Object.values(unknown.natal.points as Json)) {
    t.is(point.house, null);
    t.is(point.readable.house, null);
  }
  // The text a language model reads is the same at every date.
  t.is(known.text, (recorded.context.body as Json).data.attributes.text);
  t.is(unknown.text, (recorded.contextWithoutTime.body as Json).data.attributes.text);
});

test('at the newest date the positions carry degreeInSign and a null house; the widget echoes the input it read', async (t) => {
  const answers = await runServiceCases(service, { headers: { 'X-Api-Version': NEWEST } });
  const { points } = (answers.positions.body as Json).data.attributes;
  t.is(Object.keys(points).length, 10);
  for (const point of Object.values(points as Json)) {
    t.is(point.house, null);
    t.true(point.degreeInSign >= 0 && point.degreeInSign < 30);
    t.true(Math.abs(point.longitude - 30 * Math.floor(point.longitude / 30) - point.degreeInSign) < 1e-9);
  }
  const widget = (answers.synastryWidget.body as Json).data.attributes;
  t.deepEqual(widget.person2.input, {
    dateTime: '1988-11-03T07:10',
    latitude: 40.4168,
    longitude: -3.7038,
    timezone: 'Europe/Madrid',
    localTimeRule: 'later',
  });
});
