import test from 'ava';
import { PERMISSIONS_OF_ROLE, ROLES, type Role, type RolePermission } from '../../src/auth/roles.ts';
import { addMemberWithKey, createOrganization, type TestMember, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;
const keys = {} as Record<Role, TestMember>;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
  for (const role of ROLES) keys[role] = await addMemberWithKey(service.services.db, org.organizationId, role);
});
test.after.always(async () => service?.stopAll());

/**
 * One request per permission that this endpoints check. Each is harmless when allowed
 * (reads, or writes that are undone or validated away) so that it can be repeated per role.
 */
const PROBES: Array<{ permission: RolePermission; method: string; path: string; body?: unknown }> = [
  { permission: 'org:read', method: 'GET', path: '/api/org/api-version' },
  { permission: 'org:read', method: 'GET', path: '/api/api-keys' },
  {
    permission: 'org:update',
    method: 'PATCH',
    path: '/api/org/api-version',
    body: { data: { type: 'organizations', attributes: { apiVersion: null } } },
  },
  { permission: 'org:users:read', method: 'GET', path: '/api/org/users' },
  // A create that reaches validation (role) only after the permission check: 400 means allowed.
  {
    permission: 'org:users:create',
    method: 'POST',
    path: '/api/org/users',
    body: { data: { type: 'members', attributes: { email: 'x@example.com', role: 'wizard' } } },
  },
  {
    permission: 'org:users:update',
    method: 'PATCH',
    path: '/api/org/users/00000000-0000-4000-8000-000000000000',
    body: { role: 'member' },
  },
  { permission: 'org:users:delete', method: 'DELETE', path: '/api/org/users/00000000-0000-4000-8000-000000000000' },
  { permission: 'modules:read', method: 'GET', path: '/api/modules' },
  { permission: 'calc:use', method: 'GET', path: '/api/calc/positions?instant=2020-01-01T00:00:00Z' },
];

for (const role of ROLES) {
  for (const probe of PROBES) {
    const granted = PERMISSIONS_OF_ROLE[role].has(probe.permission);
    test(`${role} ${granted ? 'may' : 'may not'} ${probe.permission} (${probe.method} ${probe.path.split('?')[0]})`, async (t) => {
      const reply = await call(service, probe.method, probe.path, { key: keys[role].key, body: probe.body });
      if (granted) {
        t.not(reply.status, 403, JSON.stringify(reply.body));
        t.true(reply.status < 500);
      } else {
        t.is(reply.status, 403);
        t.is(reply.body.errors[0].code, 'missing_permission');
        t.true(reply.body.errors[0].detail.includes(probe.permission), reply.body.errors[0].detail);
      }
    });
  }
}

test("a key's permission list narrows its owner's role and the 403 names the key permission", async (t) => {
  const { db } = service.services;
  const calcOnly = await addMemberWithKey(db, org.organizationId, 'owner', { permissions: ['calc:read'] });
  t.is(
    (await call(service, 'GET', '/api/calc/positions?instant=2020-01-01T00:00:00Z', { key: calcOnly.key })).status,
    200,
  );
  const denied = await call(service, 'GET', '/api/modules', { key: calcOnly.key });
  t.is(denied.status, 403);
  t.regex(denied.body.errors[0].detail, /API key lacks the permission modules:read/);
  const noCalc = await addMemberWithKey(db, org.organizationId, 'owner', { permissions: ['modules:read'] });
  const calcDenied = await call(service, 'GET', '/api/calc/positions', { key: noCalc.key });
  t.is(calcDenied.status, 403);
  t.is(calcDenied.body.errors[0].meta.permission, 'calc:read');
});

test("a key permission its owner's role lacks grants nothing", async (t) => {
  // A member's key that (wrongly, directly in the database) lists org:users:read is still refused.
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member', {
    permissions: ['org:users:read'],
  });
  const reply = await call(service, 'GET', '/api/org/users', { key: member.key });
  t.is(reply.status, 403);
  t.regex(reply.body.errors[0].detail, /role/);
});

test("modules: the key's list and the organization's purchases both narrow", async (t) => {
  const { db } = service.services;
  const natalOnly = await addMemberWithKey(db, org.organizationId, 'owner', { modules: ['natal'] });
  t.is((await call(service, 'GET', '/api/calc/positions', { key: natalOnly.key })).status, 200);
  const chartsOnly = await addMemberWithKey(db, org.organizationId, 'owner', { modules: ['charts'] });
  const refused = await call(service, 'GET', '/api/calc/positions', { key: chartsOnly.key });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'missing_module');
  t.regex(refused.body.errors[0].detail, /key is not allowed to use the module natal/);

  const other = await createOrganization(db, 'No natal');
  await db('organization_modules').where({ organization_id: other.organizationId, module: 'natal' }).delete();
  await service.services.invalidation.organizationChanged(other.organizationId);
  const notBought = await call(service, 'GET', '/api/calc/positions', { key: other.ownerKey });
  t.is(notBought.status, 403);
  t.regex(notBought.body.errors[0].detail, /organization has not purchased the module natal/);
  // Management endpoints need no module.
  t.is((await call(service, 'GET', '/api/org/api-version', { key: other.ownerKey })).status, 200);
});
