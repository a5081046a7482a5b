/**
 * New organizations start on the newest shapes: an organization the service creates (the
 * operator's bootstrap, which the admin CLI, BOOTSTRAP_ORG and the embedded default's development
 * organization all use) is pinned to the newest compatibility date when it is created, so its
 * first call without a version header gets the shapes /docs shows. An organization without a pin
 * still gets the baseline, the header still wins over the pin, and the pin can be changed or
 * cleared. (The CLI and the first start are also run as processes in test/operations.)
 */
import test from 'ava';
import { bootstrapOrganization } from '../../src/admin/bootstrap.ts';
import { BASELINE_API_VERSION, versionRegistry } from '../../src/versioning/registry.ts';
import { createOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

const NATAL = '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=48.8566&longitude=2.3522&timezone=Europe/Paris';
const LATEST = versionRegistry.latest;

const natal = (key: string, headers: Record<string, string> = {}) => call(service, 'GET', NATAL, { key, headers });
const pin = (key: string, apiVersion: string | null) =>
  call(service, 'PATCH', '/api/org/api-version', {
    key,
    body: { data: { type: 'organizations', attributes: { apiVersion } } },
  });

test('a new organization is pinned to the newest date: its first call without a header gets the newest shapes', async (t) => {
  const created = await bootstrapOrganization(service.services.db, {
    organizationName: 'Fresh',
    email: 'fresh-owner@example.com',
  });
  const version = await call(service, 'GET', '/api/org/api-version', { key: created.apiKey });
  t.is(version.body.data.attributes.apiVersion, LATEST);
  t.is(version.body.data.attributes.effectiveApiVersion, LATEST);

  const first = await natal(created.apiKey);
  t.is(first.status, 200);
  t.is(first.headers.get('x-api-version'), LATEST);
  t.false(Array.isArray(first.body.data.attributes.points), 'points keyed by id, as /docs shows them');
  t.is(typeof first.body.data.attributes.points.sun.longitude, 'number');

  const member = await call(service, 'POST', '/api/org/users', {
    key: created.apiKey,
    body: { data: { type: 'members', attributes: { email: 'first-member@example.com' } } },
  });
  t.is(member.body.data.type, 'members');

  const older = await natal(created.apiKey, { 'X-Api-Version': BASELINE_API_VERSION });
  t.is(older.headers.get('x-api-version'), BASELINE_API_VERSION, 'the header still wins over the pin');
  t.true(Array.isArray(older.body.data.attributes.points));
});

test('an existing organization without a pin still gets the baseline', async (t) => {
  const existing = await createOrganization(service.services.db, 'Existing', { apiVersion: null });
  const version = await call(service, 'GET', '/api/org/api-version', { key: existing.ownerKey });
  t.is(version.body.data.attributes.apiVersion, null);
  const reply = await natal(existing.ownerKey);
  t.is(reply.headers.get('x-api-version'), BASELINE_API_VERSION);
  t.true(Array.isArray(reply.body.data.attributes.points));
});

test("a new organization's pin can be changed and cleared", async (t) => {
  const created = await bootstrapOrganization(service.services.db, {
    organizationName: 'Fresh, then older',
    email: 'older-owner@example.com',
  });
  t.is((await pin(created.apiKey, '2026-09-03')).body.data.attributes.apiVersion, '2026-09-03');
  t.is((await natal(created.apiKey)).headers.get('x-api-version'), '2026-09-03');

  const cleared = await pin(created.apiKey, null);
  t.is(cleared.status, 200);
  t.is(cleared.body.data.attributes.apiVersion, null);
  t.is(cleared.body.data.attributes.effectiveApiVersion, BASELINE_API_VERSION);
  const reply = await natal(created.apiKey);
  t.is(reply.headers.get('x-api-version'), BASELINE_API_VERSION);
  t.true(Array.isArray(reply.body.data.attributes.points));
});
