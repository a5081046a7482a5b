import test from 'ava';
import { addMemberWithKey, createKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let orgA: TestOrganization;
let orgB: TestOrganization;

test.before(async () => {
  service = await startTestService();
  orgA = await createOrganization(service.services.db, 'A');
  orgB = await createOrganization(service.services.db, 'B');
});
test.after.always(async () => service?.stopAll());

const modules = (key?: string, headers: Record<string, string> = {}) =>
  call(service, 'GET', '/api/modules', { key, headers });

test('a missing key is 401 naming the X-Api-Key header', async (t) => {
  const reply = await modules();
  t.is(reply.status, 401);
  t.is(reply.body.errors[0].code, 'missing_api_key');
  t.is(reply.body.errors[0].source.parameter, 'X-Api-Key');
});

test('an unknown key is 401', async (t) => {
  const reply = await modules('astro_thisKeyDoesNotExist0000000000000000000000');
  t.is(reply.status, 401);
  t.is(reply.body.errors[0].code, 'invalid_api_key');
});

test('a disabled key is 401 and works again when enabled', async (t) => {
  const { db } = service.services;
  const key = await createKey(db, orgA.organizationId, orgA.ownerId);
  t.is((await modules(key.key)).status, 200);
  await call(service, 'PATCH', `/api/api-keys/${key.id}`, {
    key: orgA.ownerKey,
    body: { data: { type: 'api-keys', attributes: { enabled: false } } },
  });
  const disabled = await modules(key.key);
  t.is(disabled.status, 401);
  t.is(disabled.body.errors[0].code, 'api_key_disabled');
  await call(service, 'PATCH', `/api/api-keys/${key.id}`, {
    key: orgA.ownerKey,
    body: { data: { type: 'api-keys', attributes: { enabled: true } } },
  });
  t.is((await modules(key.key)).status, 200);
});

test('an expired key is 401 and says when it expired', async (t) => {
  const key = await createKey(service.services.db, orgA.organizationId, orgA.ownerId, {
    expiresAt: new Date(Date.now() - 1000),
  });
  const reply = await modules(key.key);
  t.is(reply.status, 401);
  t.is(reply.body.errors[0].code, 'api_key_expired');
  t.regex(reply.body.errors[0].detail, /expired at \d{4}-/);
});

test('a revoked key is 401 at once', async (t) => {
  const key = await createKey(service.services.db, orgA.organizationId, orgA.ownerId);
  t.is((await modules(key.key)).status, 200);
  const revoked = await call(service, 'DELETE', `/api/api-keys/${key.id}`, { key: orgA.ownerKey });
  t.is(revoked.status, 200);
  t.is((await modules(key.key)).status, 401);
});

test('a key whose owner left the organization stops working', async (t) => {
  const member = await addMemberWithKey(service.services.db, orgA.organizationId, 'member');
  t.is((await modules(member.key)).status, 200);
  const removed = await call(service, 'DELETE', `/api/org/users/${member.memberId}`, { key: orgA.ownerKey });
  t.is(removed.status, 200);
  t.is((await modules(member.key)).status, 401);
});

test('allowed domains: exact, wildcard subdomains and * against Origin, else Referer', async (t) => {
  const { db } = service.services;
  const exact = await createKey(db, orgA.organizationId, orgA.ownerId, { allowedDomains: ['app.example.com'] });
  const wildcard = await createKey(db, orgA.organizationId, orgA.ownerId, { allowedDomains: ['*.example.org'] });
  const any = await createKey(db, orgA.organizationId, orgA.ownerId, { allowedDomains: ['*'] });

  t.is((await modules(exact.key, { Origin: 'https://app.example.com' })).status, 200);
  const other = await modules(exact.key, { Origin: 'https://evil.example.net' });
  t.is(other.status, 403);
  t.is(other.body.errors[0].code, 'domain_not_allowed');
  t.is(other.body.errors[0].source.parameter, 'Origin');
  t.is((await modules(exact.key, { Origin: 'https://sub.app.example.com' })).status, 403);

  t.is((await modules(wildcard.key, { Origin: 'https://shop.example.org' })).status, 200);
  t.is((await modules(wildcard.key, { Origin: 'https://a.b.example.org:8443' })).status, 200);
  t.is(
    (await modules(wildcard.key, { Origin: 'https://example.org' })).status,
    403,
    '*.domain does not match the bare domain',
  );
  t.is((await modules(wildcard.key, { Origin: 'https://notexample.org' })).status, 403);

  t.is((await modules(any.key, { Origin: 'https://anything.test' })).status, 200);

  // Referer is used when there is no Origin.
  t.is((await modules(exact.key, { Referer: 'https://app.example.com/page?x=1' })).status, 200);
  const badReferer = await modules(exact.key, { Referer: 'https://elsewhere.com/' });
  t.is(badReferer.status, 403);
  t.is(badReferer.body.errors[0].source.parameter, 'Referer');

  // Without browser headers (server to server) the restriction cannot apply.
  t.is((await modules(exact.key)).status, 200);
});

test('allowed domains: Origin null and an unreadable Origin or Referer are refused; neither header is a server call', async (t) => {
  const { db } = service.services;
  const restricted = await createKey(db, orgA.organizationId, orgA.ownerId, { allowedDomains: ['app.example.com'] });
  const any = await createKey(db, orgA.organizationId, orgA.ownerId, { allowedDomains: ['*'] });
  const open = await createKey(db, orgA.organizationId, orgA.ownerId);
  // A sandboxed frame without referrer sends exactly this.
  const sandboxed = await modules(restricted.key, { Origin: 'null' });
  t.is(sandboxed.status, 403);
  t.is(sandboxed.body.errors[0].code, 'domain_not_allowed');
  t.is(sandboxed.body.errors[0].source.parameter, 'Origin');
  // Origin null decides even with a matching Referer beside it (the Referer is not the origin).
  t.is((await modules(restricted.key, { Origin: 'null', Referer: 'https://app.example.com/' })).status, 403);
  t.is((await modules(any.key, { Origin: 'null' })).status, 403, '* matches domains, not an opaque origin');
  t.is((await modules(restricted.key, { Origin: 'not a url' })).status, 403);
  t.is((await modules(restricted.key, { Referer: 'garbage' })).status, 403);
  t.is((await modules(restricted.key, { Origin: 'file://' })).status, 403, 'an origin without a host');
  // The other way: a matching origin passes, no header is a server call, and an unrestricted key ignores them.
  t.is((await modules(restricted.key, { Origin: 'https://app.example.com' })).status, 200);
  t.is((await modules(restricted.key)).status, 200);
  t.is((await modules(open.key, { Origin: 'null' })).status, 200);
});

test('a key of organization A never reads or changes anything of organization B', async (t) => {
  const { db } = service.services;
  const memberOfB = await addMemberWithKey(db, orgB.organizationId, 'member');
  const keyOfB = await createKey(db, orgB.organizationId, orgB.ownerId);

  const members = await call(service, 'GET', '/api/org/users', { key: orgA.ownerKey });
  t.false(JSON.stringify(members.body).includes(memberOfB.email));
  t.is((await call(service, 'GET', `/api/org/users/${memberOfB.memberId}`, { key: orgA.ownerKey })).status, 404);
  t.is(
    (
      await call(service, 'PATCH', `/api/org/users/${memberOfB.memberId}`, {
        key: orgA.ownerKey,
        body: { role: 'manager' },
      })
    ).status,
    404,
  );
  t.is((await call(service, 'DELETE', `/api/org/users/${memberOfB.memberId}`, { key: orgA.ownerKey })).status, 404);
  t.is((await call(service, 'GET', `/api/api-keys/${keyOfB.id}`, { key: orgA.ownerKey })).status, 404);
  t.is(
    (
      await call(service, 'PATCH', `/api/api-keys/${keyOfB.id}`, {
        key: orgA.ownerKey,
        body: { data: { type: 'api-keys', attributes: { enabled: false } } },
      })
    ).status,
    404,
  );
  t.is((await call(service, 'DELETE', `/api/api-keys/${keyOfB.id}`, { key: orgA.ownerKey })).status, 404);
  const created = await call(service, 'POST', '/api/api-keys', {
    key: orgA.ownerKey,
    body: { data: { type: 'api-keys', attributes: { name: 'x', organizationId: orgB.organizationId } } },
  });
  t.is(created.status, 403);
  t.is(created.body.errors[0].source.parameter, 'data.attributes.organizationId');
  // B's member, key and pin are untouched.
  t.is((await modules(keyOfB.key)).status, 200);
  const stillThere = await call(service, 'GET', `/api/org/users/${memberOfB.memberId}`, { key: orgB.ownerKey });
  t.is(stillThere.body.data.attributes.role, 'member');
  await call(service, 'PATCH', '/api/org/api-version', {
    key: orgA.ownerKey,
    body: { data: { type: 'organizations', attributes: { apiVersion: '2026-02-01' } } },
  });
  const pinB = await call(service, 'GET', '/api/org/api-version', { key: orgB.ownerKey });
  t.is(pinB.body.data.attributes.apiVersion, null);
  t.is(pinB.body.data.id, orgB.organizationId);
});
