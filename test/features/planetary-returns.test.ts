/**
 * POST /api/calc/planetary-return on the real service (PostgreSQL, Redis, the calculation pool):
 * the documented shape (validated against the response schema), a retrograde loop's three passes
 * each with its chart in the solar and lunar returns' shape, 400s naming the field, unknown
 * members refused, the module `returns` required, the route in OpenAPI.
 */
import test from 'ava';
import { planetaryReturnResponseSchema } from '../../src/features/returns/response-schema.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const PATH = '/api/calc/planetary-return';
const post = (body: unknown, key = org.ownerKey) => call(service, 'POST', PATH, { key, body });
const birth = {
  birthDateTime: '1990-06-15T14:30',
  birthLocation: { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
};

test("Jupiter's returns in 2020–2039: a loop of three passes, each with its chart", async (t) => {
  const reply = await post({ ...birth, body: 'jupiter', startDate: '2020-01-01', endDate: '2039-12-31' });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const parsed = planetaryReturnResponseSchema.safeParse(reply.body);
  t.true(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3)));
  const a = reply.body.data.attributes;
  t.is(a.body, 'jupiter');
  const loop = a.returns.find((r: { passCount: number }) => r.passCount === 3);
  t.truthy(loop);
  t.deepEqual(
    loop.passes.map((p: { direction: string }) => p.direction),
    ['direct', 'retrograde', 'direct'],
  );
  for (const r of a.returns)
    for (const p of r.passes) {
      t.true(Math.abs(p.points.jupiter.longitude - a.natalLongitude) < 1e-4, p.returnDate);
      t.truthy(p.houses);
    }
});

test('the mean and the true node return retrograde; sidereal returns use sidereal longitudes', async (t) => {
  for (const body of ['mean-node', 'true-node']) {
    const reply = await post({ ...birth, body, startDate: '2000-01-01', endDate: '2030-12-31' });
    t.is(reply.status, 200, reply.text.slice(0, 400));
    t.is(reply.body.data.attributes.returns[0].passes[0].direction, 'retrograde');
  }
  const sidereal = await post({
    ...birth,
    body: 'saturn',
    startDate: '2015-01-01',
    endDate: '2025-12-31',
    zodiac: 'sidereal',
    ayanamsa: 'lahiri',
  });
  t.is(sidereal.status, 200, sidereal.text.slice(0, 400));
  t.is(sidereal.body.data.attributes.provenance.zodiac, 'sidereal');
});

test('bad input answers 400 naming the field; unknown members are refused; module returns required', async (t) => {
  const cases: [unknown, string][] = [
    [{ ...birth, body: 'pluto', startDate: '2020-01-01', endDate: '2030-01-01' }, 'body'],
    [{ ...birth, body: 'saturn', startDate: '2030-01-01', endDate: '2020-01-01' }, 'endDate'],
    [{ ...birth, body: 'mercury', startDate: '2000-01-01', endDate: '2080-01-01' }, 'endDate'],
    [{ ...birth, body: 'saturn', startDate: '1980-01-01', endDate: '2000-01-01' }, 'startDate'],
    [{ ...birth, body: 'saturn', startDate: '2020-01-01', endDate: '2030-01-01', includeText: true }, 'includeText'],
  ];
  for (const [body, field] of cases) {
    const reply = await post(body);
    t.is(reply.status, 400, `${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, reply.text.slice(0, 300));
  }
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post({ ...birth, body: 'saturn', startDate: '2020-01-01', endDate: '2030-01-01' }, member.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths[PATH]?.post);
});
