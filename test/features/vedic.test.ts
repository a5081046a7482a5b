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

const delhiMonth = { startDate: '2026-12-01', endDate: '2026-12-31', location: delhiDay.location };

test("panchang range: a month's days in one call, each the one-day panchang, the days joined sunrise to sunrise", async (t) => {
  const reply = await post('/api/calc/vedic/panchang/range', delhiMonth);
  t.is(reply.status, 200, reply.text.slice(0, 400));
  t.is(reply.body.data.type, 'vedic-panchang-range');
  const { days, ayanamsa, location } = reply.body.data.attributes;
  t.is(ayanamsa, 'lahiri');
  t.is(location.timezone, 'Asia/Kolkata');
  t.is(days.length, 31);
  t.is(days[0].date, '2026-12-01');
  t.is(days[30].date, '2026-12-31');
  for (let k = 1; k < days.length; k++) t.is(days[k].sunrise, days[k - 1].nextSunrise, days[k].date);
  t.false('hora' in days[0] || 'choghadiya' in days[0], 'choghadiyas and horas only when asked for');
  // A day of the range is the one-day answer for that date.
  const one = await post('/api/calc/vedic/panchang', { date: '2026-12-17', location: delhiDay.location });
  const {
    date,
    location: _l,
    zodiac: _z,
    ayanamsa: aya,
    choghadiya: _c,
    hora: _h,
    ...elements
  } = one.body.data.attributes;
  const day = days.find((d: { date: string }) => d.date === date);
  t.deepEqual(
    { ...day, ayanamsaDegrees: undefined, date: undefined },
    { ...elements, ayanamsaDegrees: undefined, date: undefined },
  );
  t.is(day.ayanamsaDegrees, aya.degrees);
  const withParts = await post('/api/calc/vedic/panchang/range', {
    ...delhiMonth,
    endDate: '2026-12-02',
    include: ['hora', 'choghadiya'],
  });
  t.is(withParts.status, 200, withParts.text.slice(0, 400));
  t.is(withParts.body.data.attributes.days.length, 2);
  t.is(withParts.body.data.attributes.days[0].hora.length, 24);
  t.is(withParts.body.data.attributes.days[0].choghadiya.night.length, 8);
  const first = await post('/api/calc/vedic/panchang', { date: '2026-12-01', location: delhiDay.location });
  t.deepEqual(withParts.body.data.attributes.days[0].hora, first.body.data.attributes.hora);
  t.deepEqual(withParts.body.data.attributes.days[0].choghadiya, first.body.data.attributes.choghadiya);
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
    ['/api/calc/vedic/panchang/range', { ...delhiMonth, endDate: '2026-11-30' }, 'endDate'],
    ['/api/calc/vedic/panchang/range', { ...delhiMonth, endDate: '2027-02-01' }, 'endDate'],
    ['/api/calc/vedic/panchang/range', { ...delhiMonth, include: ['hora', 'hora'] }, 'include'],
    ['/api/calc/vedic/panchang/range', { ...delhiMonth, include: ['muhurta'] }, 'include[0]'],
    ['/api/calc/vedic/panchang/range', { ...delhiMonth, date: '2026-12-01' }, 'date'],
  ];
  for (const [path, body, field] of cases) {
    const reply = await post(path, body);
    t.is(reply.status, 400, `${path} ${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, `${path}: ${reply.text.slice(0, 300)}`);
  }
});

test('module vedic is required; the routes are in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const bodies: Record<string, unknown> = {
    '/api/calc/vedic/dasha': birth,
    '/api/calc/vedic/divisional-charts': birth,
    '/api/calc/vedic/panchang': delhiDay,
    '/api/calc/vedic/panchang/range': delhiMonth,
  };
  for (const [path, body] of Object.entries(bodies)) {
    const refused = await post(path, body, member.key);
    t.is(refused.status, 403, path);
    t.is(refused.body.errors[0].code, 'missing_module', path);
  }
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/calc/vedic/dasha']?.post);
  t.truthy(doc.body.paths['/api/calc/vedic/divisional-charts']?.post);
  t.truthy(doc.body.paths['/api/calc/vedic/panchang']?.post);
  t.truthy(doc.body.paths['/api/calc/vedic/panchang/range']?.post);
});
