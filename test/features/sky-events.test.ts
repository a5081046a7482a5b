/**
 * The sky-event feed on the real service (PostgreSQL, Redis, the calculation pool): its
 * documented shape (validated against the response schema), filters, pages that join up to the
 * whole list, 400s naming the field, the module `sky-events` required, the route in OpenAPI.
 */
import test from 'ava';
import { skyEventsResponseSchema } from '../../src/features/sky-events/response-schema.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const PATH = '/api/calc/sky-events';
const post = (body: unknown, query = '', key = org.ownerKey) => call(service, 'POST', `${PATH}${query}`, { key, body });
const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };

test('a year of every kind, in time order, in the documented shape', async (t) => {
  const reply = await post(YEAR);
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const parsed = skyEventsResponseSchema.safeParse(reply.body);
  t.true(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3)));
  const { events } = reply.body.data.attributes;
  t.deepEqual([...new Set(events.map((e: { kind: string }) => e.kind))].sort(), [
    'aspect',
    'eclipse',
    'ingress',
    'lunation',
    'station',
  ]);
  for (let i = 1; i < events.length; i++) t.true(events[i - 1].julianDayUT <= events[i].julianDayUT);
  t.is(reply.body.meta, undefined);
});

test('filters by kind, body and aspect', async (t) => {
  const reply = await post({ ...YEAR, kinds: ['station'], bodies: ['mercury'] });
  t.is(reply.status, 200, reply.text.slice(0, 400));
  const events = reply.body.data.attributes.events;
  // Mercury turns three times each way in 2026.
  t.is(events.length, 6);
  t.true(events.every((e: { kind: string; body: string }) => e.kind === 'station' && e.body === 'mercury'));
  const squares = await post({
    ...YEAR,
    kinds: ['aspect'],
    bodies: ['mars', 'jupiter', 'saturn'],
    aspects: ['square'],
  });
  t.is(squares.status, 200, squares.text.slice(0, 400));
  for (const e of squares.body.data.attributes.events) {
    t.is(e.aspect, 'square');
    t.true(['mars', 'jupiter', 'saturn'].includes(e.body) && ['mars', 'jupiter', 'saturn'].includes(e.other));
  }
});

test('pages join up to the whole list; links.next names the next page', async (t) => {
  const body = { ...YEAR, kinds: ['ingress'], bodies: ['sun', 'mercury', 'venus', 'mars'] };
  const whole = (await post(body)).body.data.attributes.events;
  const collected: unknown[] = [];
  let query = '?page[size]=7';
  for (let n = 0; query && n < 20; n++) {
    const reply = await post(body, query);
    t.is(reply.status, 200, reply.text.slice(0, 300));
    t.is(reply.body.meta.total, whole.length);
    collected.push(...reply.body.data.attributes.events);
    const next: string | null = reply.body.links.next;
    query = next ? next.slice(next.indexOf('?')) : '';
  }
  t.deepEqual(collected, whole);
});

test('bad input answers 400 naming the field; unknown members are refused', async (t) => {
  const cases: [unknown, string][] = [
    [{ startDate: '2026-01-01', endDate: '2036-01-01' }, 'endDate'],
    [{ startDate: '2026-01-01', endDate: '2025-12-31' }, 'endDate'],
    [{ startDate: '1799-01-01', endDate: '1800-06-01' }, 'startDate'],
    [{ ...YEAR, kinds: ['comet'] }, 'kinds[0]'],
    [{ ...YEAR, bodies: ['mars', 'mars'] }, 'bodies'],
    [{ ...YEAR, timezone: 'Mars/Olympus' }, 'timezone'],
    [{ ...YEAR, colour: 'red' }, 'colour'],
  ];
  for (const [body, field] of cases) {
    const reply = await post(body);
    t.is(reply.status, 400, `${JSON.stringify(body)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, reply.text.slice(0, 300));
  }
  const page = await post(YEAR, '?page[size]=0');
  t.is(page.status, 400, page.text.slice(0, 300));
});

test('module sky-events is required; the route is in the OpenAPI document', async (t) => {
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', { modules: ['natal'] });
  const refused = await post(YEAR, '', member.key);
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  const doc = await call(service, 'GET', '/openapi.json');
  t.truthy(doc.body.paths[PATH]?.post);
});
