/**
 * The electional search on the real service (PostgreSQL, Redis, the calculation pool): windows in
 * the documented shape (the test service checks the response against its schema), an unknown
 * condition type refused naming it and listing the known ones, the module `traditional` required.
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

const post = (body: unknown, key = org.ownerKey) => call(service, 'POST', '/api/calc/electional', { key, body });
const request = {
  location: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  conditions: [
    { type: 'moon-not-void' },
    { type: 'moon-phase', phase: 'waxing' },
    { type: 'not-retrograde', body: 'mercury' },
  ],
};

test('three conditions over March 2026 in London: ordered windows inside the month', async (t) => {
  const reply = await post(request);
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const a = reply.body.data.attributes;
  t.is(reply.body.data.type, 'electional-windows');
  t.true(a.windows.length > 0);
  let last = '2026-03-01T00:00:00Z';
  for (const w of a.windows) {
    t.true(w.start >= last && w.end > w.start, `${w.start}–${w.end}`);
    last = w.end;
  }
  t.true(last <= '2026-03-31T23:00:00Z');
  t.is(a.houseSystem, 'placidus');
});

test('an unknown condition type is a 400 naming conditions[i].type and listing the known ones', async (t) => {
  const reply = await post({ ...request, conditions: [{ type: 'moon-not-void' }, { type: 'moon-out-of-bounds' }] });
  t.is(reply.status, 400, reply.text.slice(0, 400));
  const error = reply.body.errors[0];
  t.regex(error.source.parameter, /^conditions\[1\]/);
  t.regex(error.detail, /moon-not-void.*planetary-hour/);
});

test('bad members are refused naming the field', async (t) => {
  const cases: [unknown, string][] = [
    [
      { ...request, conditions: [{ type: 'aspect', body1: 'moon', body2: 'venus', aspect: 'trine', orb: 40 }] },
      'conditions[0].orb',
    ],
    [{ ...request, conditions: [{ type: 'moon-not-void', extra: 1 }] }, 'conditions[0].extra'],
    [{ ...request, conditions: [] }, 'conditions'],
    [{ ...request, endDate: '2027-03-31' }, 'endDate'],
    [{ ...request, houseSystem: 'nope' }, 'houseSystem'],
  ];
  for (const [body, field] of cases) {
    const reply = await post(body);
    t.is(reply.status, 400, `${JSON.stringify(body).slice(0, 200)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, reply.text.slice(0, 300));
  }
});

test('module traditional is required; the route is in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post(request, member.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths['/api/calc/electional']?.post);
});
