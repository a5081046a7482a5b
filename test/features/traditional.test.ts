/**
 * The traditional techniques on the real service (PostgreSQL, Redis, the calculation pool):
 * each operation answers in its documented shape, bad input is a 400 naming the field, the
 * module `traditional` is required, and the routes are in the OpenAPI document.
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
const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const birth = { birthDateTime: '1990-06-15T14:30', birthLocation: LONDON };
const PATHS = ['lots', 'dignities', 'profections', 'firdaria', 'zodiacal-releasing', 'planetary-hours'].map(
  (name) => `/api/calc/traditional/${name}`,
);

test('each technique answers its resource for a day birth in London', async (t) => {
  const lots = await post('/api/calc/traditional/lots', birth);
  t.is(lots.status, 200, lots.text.slice(0, 400));
  t.is(lots.body.data.type, 'traditional-lots');
  const a = lots.body.data.attributes;
  t.is(a.sect.chart, 'diurnal');
  t.deepEqual(
    a.lots.map((l: { name: string }) => l.name),
    ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis', 'basis'],
  );
  const dignities = await post('/api/calc/traditional/dignities', birth);
  t.is(dignities.status, 200, dignities.text.slice(0, 400));
  t.is(dignities.body.data.attributes.planets.length, 7);
  const profections = await post('/api/calc/traditional/profections', { ...birth, date: '2026-06-01' });
  t.is(profections.status, 200, profections.text.slice(0, 400));
  t.is(profections.body.data.attributes.age, 35);
  const firdaria = await post('/api/calc/traditional/firdaria', { ...birth, date: '2026-06-01', nodes: 'after-mars' });
  t.is(firdaria.status, 200, firdaria.text.slice(0, 400));
  t.is(firdaria.body.data.attributes.periods[0].lord, 'sun');
  const releasing = await post('/api/calc/traditional/zodiacal-releasing', {
    ...birth,
    lot: 'fortune',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  t.is(releasing.status, 200, releasing.text.slice(0, 400));
  t.is(releasing.body.data.attributes.lot.name, 'fortune');
  t.true(releasing.body.data.attributes.level3.length > 0);
  const hours = await post('/api/calc/traditional/planetary-hours', { date: '2026-06-21', location: LONDON });
  t.is(hours.status, 200, hours.text.slice(0, 400));
  t.is(hours.body.data.attributes.dayRuler, 'sun');
  t.is(hours.body.data.attributes.hours.length, 24);
});

test('bad input answers 400 naming the field; unknown members are refused', async (t) => {
  const cases: [string, unknown, string][] = [
    [
      '/api/calc/traditional/lots',
      { ...birth, birthLocation: { latitude: 95, longitude: 0 } },
      'birthLocation.latitude',
    ],
    ['/api/calc/traditional/lots', { ...birth, colour: 'red' }, 'colour'],
    ['/api/calc/traditional/profections', { ...birth, date: '1980-01-01' }, 'date'],
    ['/api/calc/traditional/profections', { ...birth, date: '2026-02-30' }, 'date'],
    ['/api/calc/traditional/firdaria', { ...birth, nodes: 'middle' }, 'nodes'],
    [
      '/api/calc/traditional/zodiacal-releasing',
      { ...birth, startDate: '2026-01-01', endDate: '2040-01-01' },
      'endDate',
    ],
    [
      '/api/calc/traditional/zodiacal-releasing',
      { ...birth, startDate: '2026-01-01', endDate: '2027-01-01', yearDays: 365 },
      'yearDays',
    ],
    [
      '/api/calc/traditional/planetary-hours',
      { date: '2026-06-21', location: { latitude: 78.2, longitude: 15.6 } },
      'location.latitude',
    ],
  ];
  for (const [path, body, field] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    const error = reply.body.errors?.[0];
    t.is(error?.source?.parameter, field, `${path}: ${reply.text.slice(0, 300)}`);
  }
});

test('module traditional is required; the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  for (const path of PATHS) {
    const refused = await post(path, {}, member.key);
    t.is(refused.status, 403, path);
    t.is(refused.body.errors[0].code, 'missing_module', path);
  }
  const doc = await call(service, 'GET', '/openapi.json');
  for (const path of PATHS) t.truthy(doc.body.paths[path]?.post, path);
});
