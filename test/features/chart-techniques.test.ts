/**
 * Midpoints and harmonic charts on the real service (PostgreSQL, Redis, the calculation pool):
 * each answers in its documented shape (the test service checks every response against its
 * schema), bad input is a 400 naming the field, the module `natal` is required, and the routes
 * are in the OpenAPI document.
 */
import test from 'ava';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const post = (path: string, body: unknown, key = org.ownerKey) => call(service, 'POST', path, { key, body });
const birth = {
  birthDateTime: '1990-06-15T14:30',
  birthLocation: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
};

test('midpoints on the 90° dial: 78 midpoints of 13 points, each tree closest first', async (t) => {
  const reply = await post('/api/calc/midpoints', birth);
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'midpoints');
  t.is(a.dial, 90);
  t.is(a.orb, 1.5);
  t.is(a.midpoints.length, 78);
  t.is(a.tree.length, 13);
  for (const branch of a.tree) {
    const orbs = branch.midpoints.map((m: { orb: number }) => m.orb);
    t.deepEqual(
      orbs,
      [...orbs].sort((x, y) => x - y),
      branch.point,
    );
    t.true(orbs.every((o: number) => o <= 1.5));
  }
});

test('a harmonic chart: the 5th of the same birth, its points at 5 × their longitudes', async (t) => {
  const natal = await post('/api/calc/midpoints', { ...birth, points: ['sun', 'moon'], dial: 360 });
  const sun = natal.body.data.attributes.tree.find((b: { point: string }) => b.point === 'sun').longitude;
  const reply = await post('/api/calc/harmonics', { ...birth, harmonic: 5, points: ['sun', 'moon'] });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'harmonic-charts');
  t.is(a.harmonic, 5);
  t.true(Math.abs(a.points[0].longitude - ((sun * 5) % 360)) < 1e-9);
});

test('bad input answers 400 naming the field; unknown members are refused', async (t) => {
  const cases: [string, unknown, string][] = [
    ['/api/calc/midpoints', { ...birth, dial: 30 }, 'dial'],
    ['/api/calc/midpoints', { ...birth, orb: 9 }, 'orb'],
    ['/api/calc/midpoints', { ...birth, points: ['sun', 'eris'] }, 'points[1]'],
    ['/api/calc/midpoints', { ...birth, tree: true }, 'tree'],
    ['/api/calc/harmonics', { ...birth, harmonic: 0 }, 'harmonic'],
    ['/api/calc/harmonics', { ...birth, harmonic: 2.5 }, 'harmonic'],
    ['/api/calc/harmonics', birth, 'harmonic'],
    ['/api/calc/harmonics', { ...birth, harmonic: 5, aspects: { types: ['septile'] } }, 'aspects.types[0]'],
  ];
  for (const [path, body, field] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, `${path}: ${reply.text.slice(0, 300)}`);
  }
});

test('module natal is required; the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['transits'] });
  for (const path of ['/api/calc/midpoints', '/api/calc/harmonics']) {
    const refused = await post(path, { ...birth, harmonic: 5 }, member.key);
    t.is(refused.status, 403, path);
    t.is(refused.body.errors[0].code, 'missing_module', path);
  }
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/calc/midpoints']?.post);
  t.truthy(doc.body.paths['/api/calc/harmonics']?.post);
});
