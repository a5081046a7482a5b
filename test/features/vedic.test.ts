/**
 * The Vedic operations on the real service (PostgreSQL, Redis, the calculation pool): each answers
 * in its documented shape (the test service checks every response against its schema), bad input
 * is a 400 naming the field, the module `vedic` is required, and the routes are in OpenAPI.
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
  birthLocation: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
};

test('Vimshottari dasha: mahadashas with antardashas, the periods running at a date to three levels', async (t) => {
  const reply = await post('/api/calc/vedic/dasha', { ...birth, date: '2026-06-01' });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'vedic-dasha');
  t.is(a.ayanamsa.name, 'lahiri');
  t.is(a.running.length, 3);
  t.is(a.mahadashas[0].antardashas.length, 9);
  t.true(a.mahadashas[0].start < a.utc && a.utc < a.mahadashas[0].end);
  const yogini = await post('/api/calc/vedic/dasha', { ...birth, system: 'yogini', levels: 2, node: 'true' });
  t.is(yogini.status, 200, yogini.text.slice(0, 400));
  t.truthy(yogini.body.data.attributes.mahadashas[0].yogini);
});

test('divisional charts: the sixteen vargas, or those asked for', async (t) => {
  const all = await post('/api/calc/vedic/divisional-charts', birth);
  t.is(all.status, 200, all.text.slice(0, 400));
  t.is(all.body.data.attributes.charts.length, 16);
  const two = await post('/api/calc/vedic/divisional-charts', { ...birth, vargas: ['D9', 'D60'], ayanamsa: 'raman' });
  t.is(two.status, 200, two.text.slice(0, 400));
  t.deepEqual(
    two.body.data.attributes.charts.map((c: { varga: string }) => c.varga),
    ['D9', 'D60'],
  );
  t.is(two.body.data.attributes.ayanamsa.name, 'raman');
});

const delhiDay = { date: '2026-06-01', location: { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } };

test('panchang: the sunrise-based day with its elements, kaals, choghadiyas and horas', async (t) => {
  const reply = await post('/api/calc/vedic/panchang', delhiDay);
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'vedic-panchang');
  t.is(a.vara.name, 'somavara', '1 June 2026 is a Monday');
  t.true(a.tithi[0].start <= a.sunrise && a.sunrise < a.tithi[0].end);
  t.true(a.tithi.at(-1).end > a.nextSunrise);
  t.is(a.choghadiya.day.length, 8);
  t.is(a.hora.length, 24);
  const raman = await post('/api/calc/vedic/panchang', { ...delhiDay, ayanamsa: 'raman' });
  t.is(raman.status, 200, raman.text.slice(0, 400));
  t.is(raman.body.data.attributes.ayanamsa.name, 'raman');
});

test('bad input answers 400 naming the field; unknown members are refused', async (t) => {
  const cases: [string, unknown, string][] = [
    ['/api/calc/vedic/dasha', { ...birth, levels: 6 }, 'levels'],
    ['/api/calc/vedic/dasha', { ...birth, yearDays: 300 }, 'yearDays'],
    ['/api/calc/vedic/dasha', { ...birth, date: '1980-01-01' }, 'date'],
    ['/api/calc/vedic/dasha', { ...birth, system: 'ashtottari' }, 'system'],
    ['/api/calc/vedic/divisional-charts', { ...birth, vargas: ['D5'] }, 'vargas[0]'],
    ['/api/calc/vedic/divisional-charts', { ...birth, ayanamsa: 'nope' }, 'ayanamsa'],
    ['/api/calc/vedic/divisional-charts', { ...birth, chart: 'north' }, 'chart'],
    ['/api/calc/vedic/panchang', { ...delhiDay, date: '2026-02-30' }, 'date'],
    ['/api/calc/vedic/panchang', { ...delhiDay, location: { latitude: 95, longitude: 0 } }, 'location.latitude'],
    [
      '/api/calc/vedic/panchang',
      { ...delhiDay, location: { latitude: 78.2, longitude: 15.6 }, date: '2026-06-21' },
      'location.latitude',
    ],
    [
      '/api/calc/vedic/panchang',
      { ...delhiDay, location: { ...delhiDay.location, timezone: 'Mars/Base' } },
      'location.timezone',
    ],
    ['/api/calc/vedic/panchang', { ...delhiDay, node: 'true' }, 'node'],
  ];
  for (const [path, body, field] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, `${path}: ${reply.text.slice(0, 300)}`);
  }
});

test('module vedic is required; the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  for (const path of ['/api/calc/vedic/dasha', '/api/calc/vedic/divisional-charts', '/api/calc/vedic/panchang']) {
    const refused = await post(path, path.endsWith('panchang') ? delhiDay : birth, member.key);
    t.is(refused.status, 403, path);
    t.is(refused.body.errors[0].code, 'missing_module', path);
  }
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/calc/vedic/dasha']?.post);
  t.truthy(doc.body.paths['/api/calc/vedic/divisional-charts']?.post);
  t.truthy(doc.body.paths['/api/calc/vedic/panchang']?.post);
});
