/**
 * The widening rule of API keys, tried as an attacker holding one restricted key would: every
 * bounded field (permissions, modules, allowed domains, rate limit, expiry) both ways, on the key
 * itself, on another key of the same user, and at creation; a refused change changes nothing.
 */
import test from 'ava';
import { addMemberWithKey, createKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService({ USAGE_FLUSH_INTERVAL_MS: '3600000' });
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const HOUR = 3600_000;

/** An owner whose key is restricted in every bounded field, and an unrestricted key of the same owner. */
async function restrictedOwner() {
  const { db } = service.services;
  const owner = await addMemberWithKey(db, org.organizationId, 'owner', {
    permissions: ['org:read', 'calc:read', 'chart:read'],
    modules: ['natal', 'charts'],
    allowedDomains: ['*.example.com'],
    rateLimit: { enabled: true, windowMs: 60_000, max: 100 },
    expiresAt: new Date(Date.now() + HOUR),
  });
  const unrestricted = await createKey(db, org.organizationId, owner.userId, { rateLimit: { enabled: false } });
  return { ...owner, unrestrictedKey: unrestricted.key, unrestrictedId: unrestricted.id };
}

const patch = (key: string, id: string, attributes: Record<string, unknown>) =>
  call(service, 'PATCH', `/api/api-keys/${id}`, { key, body: { data: { type: 'api-keys', attributes } } });
const create = (key: string, attributes: Record<string, unknown>) =>
  call(service, 'POST', '/api/api-keys', { key, body: { data: { type: 'api-keys', attributes } } });
const row = (id: string) => service.services.db('api_keys').where({ id }).first();

/** Each widening of the key's own settings, the code it is refused with, and the field named. */
const WIDENINGS: Array<[Record<string, unknown>, string, string]> = [
  [
    { permissions: ['org:read', 'calc:read', 'chart:read', 'content:read'] },
    'permission_not_grantable',
    'data.attributes.permissions[3]',
  ],
  [{ permissions: ['org:read', 'org:users:update'] }, 'permission_not_grantable', 'data.attributes.permissions[1]'],
  [{ modules: ['natal', 'charts', 'transits'] }, 'module_not_grantable', 'data.attributes.modules[2]'],
  [{ allowedDomains: [] }, 'domain_not_grantable', 'data.attributes.allowedDomains'],
  [{ allowedDomains: ['*'] }, 'domain_not_grantable', 'data.attributes.allowedDomains'],
  [{ allowedDomains: ['attacker.net'] }, 'domain_not_grantable', 'data.attributes.allowedDomains'],
  [{ allowedDomains: ['example.com'] }, 'domain_not_grantable', 'data.attributes.allowedDomains'],
  [{ allowedDomains: ['app.example.com', '*.com'] }, 'domain_not_grantable', 'data.attributes.allowedDomains'],
  [{ rateLimitEnabled: false }, 'rate_limit_not_grantable', 'data.attributes.rateLimitEnabled'],
  [{ rateLimitMax: 101 }, 'rate_limit_not_grantable', 'data.attributes.rateLimitMax'],
  [{ rateLimitTimeWindow: 30_000 }, 'rate_limit_not_grantable', 'data.attributes.rateLimitTimeWindow'],
  [{ expiresIn: null }, 'expiry_not_grantable', 'data.attributes.expiresIn'],
  [{ expiresIn: 86_400 }, 'expiry_not_grantable', 'data.attributes.expiresIn'],
];

/** Each narrowing of the key's own settings, and how the listed key shows it. */
const NARROWINGS: Array<[Record<string, unknown>, (data: Record<string, any>) => boolean]> = [
  [{ permissions: ['org:read', 'calc:read'] }, (d) => d.permissions.join() === 'org:read,calc:read'],
  [{ modules: ['natal'] }, (d) => d.modules.join() === 'natal'],
  [
    { allowedDomains: ['app.example.com', '*.shop.example.com'] },
    (d) => d.allowedDomains.join() === 'app.example.com,*.shop.example.com',
  ],
  [{ rateLimitMax: 50 }, (d) => d.rateLimitMax === 50],
  [{ rateLimitTimeWindow: 120_000 }, (d) => d.rateLimitTimeWindow === 120_000],
  [{ expiresIn: 600 }, (d) => Date.parse(d.expiresAt) <= Date.now() + 600_000],
];

test('a key cannot widen itself in any field, and a refused update changes nothing', async (t) => {
  const owner = await restrictedOwner();
  const before = await row(owner.keyId);
  for (const [attributes, code, parameter] of WIDENINGS) {
    // The name beside the widening must not be applied either: the update is all or nothing.
    const reply = await patch(owner.key, owner.keyId, { name: 'renamed', ...attributes });
    t.is(reply.status, 403, JSON.stringify(attributes));
    t.is(reply.body.errors[0].code, code, JSON.stringify(attributes));
    t.is(reply.body.errors[0].source.parameter, parameter, JSON.stringify(attributes));
  }
  t.deepEqual(await row(owner.keyId), before, 'nothing of the refused updates was applied');
  // The key still works as before, and still only from its domains.
  t.is(
    (await call(service, 'GET', '/api/api-keys', { key: owner.key, headers: { Origin: 'https://attacker.net' } }))
      .status,
    403,
  );
});

test('a key can narrow itself in every field', async (t) => {
  const owner = await restrictedOwner();
  for (const [attributes, shows] of NARROWINGS) {
    const reply = await patch(owner.key, owner.keyId, attributes);
    t.is(reply.status, 200, `${JSON.stringify(attributes)}: ${reply.text}`);
    t.true(shows(reply.body.data), JSON.stringify(attributes));
  }
  // Narrowed in place: the narrowed bounds are now its own (the wider value it had is refused).
  t.is((await patch(owner.key, owner.keyId, { rateLimitMax: 100 })).body.errors?.[0].code, 'rate_limit_not_grantable');
  t.is(
    (await patch(owner.key, owner.keyId, { modules: ['natal', 'charts'] })).body.errors?.[0].code,
    'module_not_grantable',
  );
});

test('a key can always disable and revoke itself', async (t) => {
  const first = await restrictedOwner();
  const disabled = await patch(first.key, first.keyId, { enabled: false });
  t.is(disabled.status, 200);
  t.is((await call(service, 'GET', '/api/api-keys', { key: first.key })).body.errors[0].code, 'api_key_disabled');
  const second = await restrictedOwner();
  t.is((await call(service, 'DELETE', `/api/api-keys/${second.keyId}`, { key: second.key })).status, 200);
  t.is((await call(service, 'GET', '/api/api-keys', { key: second.key })).status, 401);
});

test('a restricted key cannot disable, change or revoke a wider key of its owner', async (t) => {
  const owner = await restrictedOwner();
  const before = await row(owner.unrestrictedId);
  for (const attributes of [{ enabled: false }, { name: 'mine now' }, { rateLimitMax: 10 }]) {
    const reply = await patch(owner.key, owner.unrestrictedId, attributes);
    t.is(reply.status, 403, JSON.stringify(attributes));
    t.is(reply.body.errors[0].code, 'key_not_manageable');
    t.is(reply.body.errors[0].source.parameter, 'id');
  }
  const revoke = await call(service, 'DELETE', `/api/api-keys/${owner.unrestrictedId}`, { key: owner.key });
  t.is(revoke.status, 403);
  t.is(revoke.body.errors[0].code, 'key_not_manageable');
  t.deepEqual(await row(owner.unrestrictedId), before);
  t.is(
    (await call(service, 'GET', '/api/modules', { key: owner.unrestrictedKey })).status,
    200,
    'the wider key still works',
  );
  // The other way: the wider key manages the restricted one, including widening it up to its own bounds.
  const widened = await patch(owner.unrestrictedKey, owner.keyId, {
    allowedDomains: [],
    rateLimitEnabled: false,
    expiresIn: null,
    modules: null,
  });
  t.is(widened.status, 200, widened.text);
  t.deepEqual(widened.body.data.allowedDomains, []);
  t.false(widened.body.data.rateLimitEnabled);
  t.is(widened.body.data.expiresAt, null);
});

test('a restricted key manages a narrower key of its owner only within its own bounds', async (t) => {
  const owner = await restrictedOwner();
  const created = await create(owner.key, { name: 'Narrow', permissions: ['calc:read'], modules: ['natal'] });
  t.is(created.status, 201, created.text);
  const id = created.body.data.id;
  // Not given: domains, expiry and rate limit follow the creating key.
  t.deepEqual(created.body.data.allowedDomains, ['*.example.com']);
  t.true(Date.parse(created.body.data.expiresAt) <= Date.now() + HOUR);
  t.true(created.body.data.rateLimitEnabled);
  t.true(created.body.data.rateLimitMax <= 100);
  for (const [attributes, code] of WIDENINGS) {
    const reply = await patch(owner.key, id, attributes);
    t.is(reply.status, 403, JSON.stringify(attributes));
    t.is(reply.body.errors[0].code, code, JSON.stringify(attributes));
  }
  // Up to the caller's own bounds is allowed.
  const upToCaller = await patch(owner.key, id, {
    permissions: ['calc:read', 'chart:read'],
    modules: ['natal', 'charts'],
  });
  t.is(upToCaller.status, 200, upToCaller.text);
  for (const [attributes, shows] of NARROWINGS) {
    const reply = await patch(owner.key, id, attributes);
    t.is(reply.status, 200, `${JSON.stringify(attributes)}: ${reply.text}`);
    t.true(shows(reply.body.data), JSON.stringify(attributes));
  }
  t.is((await call(service, 'DELETE', `/api/api-keys/${id}`, { key: owner.key })).status, 200);
});

test('a restricted key cannot create a key beyond its own bounds in any field', async (t) => {
  const owner = await restrictedOwner();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ permissions: ['calc:read', 'content:read'] }, 'permission_not_grantable'],
    [{ modules: ['transits'] }, 'module_not_grantable'],
    [{ allowedDomains: [] }, 'domain_not_grantable'],
    [{ allowedDomains: ['*'] }, 'domain_not_grantable'],
    [{ rateLimitEnabled: false }, 'rate_limit_not_grantable'],
    [{ rateLimitMax: 1000 }, 'rate_limit_not_grantable'],
    [{ rateLimitMax: 100, rateLimitTimeWindow: 1000 }, 'rate_limit_not_grantable'],
    [{ expiresIn: null }, 'expiry_not_grantable'],
    [{ expiresIn: 7200 }, 'expiry_not_grantable'],
  ];
  const keysBefore = await service.services
    .db('api_keys')
    .where({ user_id: owner.userId })
    .count<{ count: number }[]>('* as count');
  for (const [attributes, code] of cases) {
    const reply = await create(owner.key, { name: 'x', permissions: ['calc:read'], modules: ['natal'], ...attributes });
    t.is(reply.status, 403, JSON.stringify(attributes));
    t.is(reply.body.errors[0].code, code, JSON.stringify(attributes));
  }
  const keysAfter = await service.services
    .db('api_keys')
    .where({ user_id: owner.userId })
    .count<{ count: number }[]>('* as count');
  t.is(Number(keysAfter[0].count), Number(keysBefore[0].count), 'no refused key was created');
  const within = await create(owner.key, {
    name: 'within',
    permissions: ['calc:read'],
    modules: ['natal'],
    allowedDomains: ['app.example.com'],
    rateLimitMax: 10,
    rateLimitTimeWindow: 60_000,
    expiresIn: 600,
  });
  t.is(within.status, 201, within.text);
});

test("an unrestricted key may give any setting its owner's role allows", async (t) => {
  const created = await create(org.ownerKey, { name: 'wide', allowedDomains: [], expiresIn: null, rateLimitMax: 1000 });
  t.is(created.status, 201, created.text);
  const id = created.body.data.id;
  for (const attributes of [
    { allowedDomains: ['*'] },
    { allowedDomains: [] },
    { expiresIn: 86_400 },
    { expiresIn: null },
    { rateLimitMax: 10, rateLimitTimeWindow: 1000 },
    { modules: null, permissions: null },
  ]) {
    t.is((await patch(org.ownerKey, id, attributes)).status, 200, JSON.stringify(attributes));
  }
});

test("keys of other users are not found, whatever the caller's role", async (t) => {
  const other = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  for (const reply of [
    await patch(org.ownerKey, other.keyId, { enabled: false }),
    await call(service, 'DELETE', `/api/api-keys/${other.keyId}`, { key: org.ownerKey }),
    await call(service, 'GET', `/api/api-keys/${other.keyId}`, { key: org.ownerKey }),
  ]) {
    t.is(reply.status, 404);
  }
  t.is((await call(service, 'GET', '/api/modules', { key: other.key })).status, 200);
});
