import test from 'ava';
import { ROLES, type Role } from '../../src/auth/roles.ts';
import { addMemberWithKey, createKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

async function freshOrganization(): Promise<TestOrganization> {
  return createOrganization(service.services.db);
}

test('adding a member by a new email invites a user; the response has memberId, userId, role', async (t) => {
  const org = await freshOrganization();
  const reply = await call(service, 'POST', '/api/org/users', {
    key: org.ownerKey,
    body: {
      data: { type: 'members', attributes: { email: 'New.Person@Example.com', name: 'New Person', role: 'manager' } },
    },
  });
  t.is(reply.status, 201);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.is(reply.body.data.role, 'manager');
  t.true(reply.body.data.invited);
  t.truthy(reply.body.data.memberId);
  const list = await call(service, 'GET', '/api/org/users', { key: org.ownerKey });
  const added = list.body.data.find((m: { id: string }) => m.id === reply.body.data.memberId);
  t.is(added.attributes.email, 'new.person@example.com');
  t.is(added.attributes.status, 'invited');
  t.is(added.attributes.userId, reply.body.data.userId);
  const again = await call(service, 'POST', '/api/org/users', {
    key: org.ownerKey,
    body: { data: { type: 'members', attributes: { email: 'new.person@example.com', role: 'member' } } },
  });
  t.is(again.status, 409);
  t.is(again.body.errors[0].source.parameter, 'data.attributes.email');
});

test("an existing user added to a second organization is one account, with an id of each organization's own", async (t) => {
  const first = await freshOrganization();
  const second = await freshOrganization();
  const a = await call(service, 'POST', '/api/org/users', {
    key: first.ownerKey,
    body: { data: { type: 'members', attributes: { email: 'shared@example.com', role: 'member' } } },
  });
  const b = await call(service, 'POST', '/api/org/users', {
    key: second.ownerKey,
    body: { data: { type: 'members', attributes: { email: 'shared@example.com', role: 'member' } } },
  });
  // One account (the database has one user), but the ids cannot be matched across organizations (issue #23).
  t.is(
    Number(
      (
        await service.services
          .db('users')
          .where({ email: 'shared@example.com' })
          .count<{ count: number }[]>('* as count')
      )[0].count,
    ),
    1,
  );
  t.not(a.body.data.userId, b.body.data.userId);
  t.not(a.body.data.memberId, b.body.data.memberId);
  // Stable within an organization: the list shows the id the add answered.
  const listed = (await call(service, 'GET', '/api/org/users', { key: first.ownerKey })).body.data.find(
    (m: { id: string }) => m.id === a.body.data.memberId,
  );
  t.is(listed.attributes.userId, a.body.data.userId);
});

test('adding a member reveals nothing about accounts outside the organization (two organizations)', async (t) => {
  const other = await freshOrganization();
  const mine = await freshOrganization();
  // Another organization knows "Dana Secret", who also has a key there (an active account).
  const known = `known-${Date.now()}@example.com`;
  const there = await call(service, 'POST', '/api/org/users', {
    key: other.ownerKey,
    body: { data: { type: 'members', attributes: { email: known, name: 'Dana Secret', role: 'manager' } } },
  });
  t.is(there.status, 201);
  const danaThere = (await service.services.db('users').where({ email: known }).first()).id;
  await createKey(service.services.db, other.organizationId, danaThere);
  const unknown = `unknown-${Date.now()}@example.com`;

  const add = (email: string) =>
    call(service, 'POST', '/api/org/users', {
      key: mine.ownerKey,
      body: { data: { type: 'members', attributes: { email, role: 'member' } } },
    });
  const existing = await add(known);
  const fresh = await add(unknown);
  // The same answer, field for field, apart from the new ids.
  const shape = (reply: Awaited<ReturnType<typeof add>>) => ({
    status: reply.status,
    contentType: reply.headers.get('content-type'),
    body: { ...reply.body, data: { ...reply.body.data, memberId: 'id', userId: 'id' } },
    location: reply.headers.get('location')?.replace(reply.body.data.memberId, 'id'),
  });
  t.deepEqual(shape(existing), shape(fresh));
  t.is(existing.status, 201);
  t.true(existing.body.data.invited);
  // The id is not the account's id, nor the id the other organization sees.
  const otherList = (await call(service, 'GET', '/api/org/users', { key: other.ownerKey })).body.data;
  const danaInOther = otherList.find((m: { attributes: { email: string } }) => m.attributes.email === known);
  t.not(existing.body.data.userId, danaThere);
  t.not(existing.body.data.userId, danaInOther.attributes.userId);
  t.is(danaInOther.attributes.name, 'Dana Secret');
  t.is(danaInOther.attributes.status, 'active');

  // This organization's list: no name it did not give, its own status, the same fields for both.
  const myList = (await call(service, 'GET', '/api/org/users', { key: mine.ownerKey })).body.data;
  const mineExisting = myList.find((m: { id: string }) => m.id === existing.body.data.memberId);
  const mineFresh = myList.find((m: { id: string }) => m.id === fresh.body.data.memberId);
  t.is(mineExisting.attributes.name, null);
  t.is(mineExisting.attributes.status, 'invited');
  t.deepEqual(Object.keys(mineExisting.attributes).sort(), Object.keys(mineFresh.attributes).sort());
  t.is(mineFresh.attributes.status, 'invited');
  t.is(mineExisting.attributes.userId, existing.body.data.userId);

  // A name given here is this organization's, and the other organization's stays its own.
  const named = await call(service, 'POST', '/api/org/users', {
    key: (await freshOrganization()).ownerKey,
    body: { data: { type: 'members', attributes: { email: known, name: 'D.', role: 'member' } } },
  });
  t.is(named.status, 201);
  const again = (await call(service, 'GET', '/api/org/users', { key: other.ownerKey })).body.data.find(
    (m: { attributes: { email: string } }) => m.attributes.email === known,
  );
  t.is(again.attributes.name, 'Dana Secret');

  // /api/me and /api/usage speak of the owner with the id this organization's member list shows.
  const me = await call(service, 'GET', '/api/me', { key: mine.ownerKey });
  const ownerInList = myList.find((m: { attributes: { role: string } }) => m.attributes.role === 'owner');
  t.is(me.body.data.attributes.userId, ownerInList.attributes.userId);
  t.not(me.body.data.attributes.userId, mine.ownerId);
});

test('bad member input names the field', async (t) => {
  const org = await freshOrganization();
  const email = await call(service, 'POST', '/api/org/users', {
    key: org.ownerKey,
    body: { data: { type: 'members', attributes: { email: 'not-an-email', role: 'member' } } },
  });
  t.is(email.status, 400);
  t.is(email.body.errors[0].source.parameter, 'data.attributes.email');
  const role = await call(service, 'POST', '/api/org/users', {
    key: org.ownerKey,
    body: { data: { type: 'members', attributes: { email: 'a@example.com', role: 'admin' } } },
  });
  t.is(role.status, 400);
  t.is(role.body.errors[0].source.parameter, 'data.attributes.role');
  t.regex(role.body.errors[0].detail, /owner.*manager.*member/);
  const type = await call(service, 'POST', '/api/org/users', {
    key: org.ownerKey,
    body: { data: { type: 'users', attributes: { email: 'a@example.com' } } },
  });
  t.is(type.body.errors[0].source.parameter, 'data.type');
  const patchRole = await call(
    service,
    'PATCH',
    `/api/org/users/${(await addMemberWithKey(service.services.db, org.organizationId, 'member')).memberId}`,
    { key: org.ownerKey, body: { role: 'king' } },
  );
  t.is(patchRole.status, 400);
  t.is(patchRole.body.errors[0].source.parameter, 'role');
});

test('PATCH accepts { role } and the JSON:API envelope and answers { memberId, role }', async (t) => {
  const org = await freshOrganization();
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  const plain = await call(service, 'PATCH', `/api/org/users/${member.memberId}`, {
    key: org.ownerKey,
    body: { role: 'manager' },
  });
  t.is(plain.status, 200);
  t.deepEqual(plain.body, { data: { memberId: member.memberId, role: 'manager' } });
  const envelope = await call(service, 'PATCH', `/api/org/users/${member.memberId}`, {
    key: org.ownerKey,
    body: { data: { type: 'members', attributes: { role: 'member' } } },
  });
  t.deepEqual(envelope.body.data, { memberId: member.memberId, role: 'member' });
});

test('unknown and malformed member ids are 404', async (t) => {
  const org = await freshOrganization();
  for (const id of ['00000000-0000-4000-8000-000000000000', 'x', '123']) {
    const reply = await call(service, 'PATCH', `/api/org/users/${id}`, { key: org.ownerKey, body: { role: 'member' } });
    t.is(reply.status, 404, id);
    t.is(reply.body.errors[0].source.parameter, 'memberId');
  }
});

/**
 * Every role change, by every role, on a target of every role, in an organization that has a
 * second owner (so that the last-owner rule does not interfere).
 */
function expectedChange(actor: Role, from: Role, to: Role): 'allowed' | string {
  if (actor === 'member') return 'missing_permission';
  if (actor === 'manager' && from === 'owner') return 'owner_protected';
  if (actor === 'manager' && to === 'owner') return 'role_not_assignable';
  return 'allowed';
}

for (const actor of ROLES) {
  for (const from of ROLES) {
    for (const to of ROLES) {
      const expected = expectedChange(actor, from, to);
      test(`${actor} changing a ${from} to ${to}: ${expected}`, async (t) => {
        const org = await freshOrganization();
        const { db } = service.services;
        await addMemberWithKey(db, org.organizationId, 'owner'); // a second owner
        const actorMember = await addMemberWithKey(db, org.organizationId, actor);
        const target = await addMemberWithKey(db, org.organizationId, from);
        const reply = await call(service, 'PATCH', `/api/org/users/${target.memberId}`, {
          key: actorMember.key,
          body: { role: to },
        });
        const after = await call(service, 'GET', `/api/org/users/${target.memberId}`, { key: org.ownerKey });
        if (expected === 'allowed') {
          t.is(reply.status, 200);
          t.is(after.body.data.attributes.role, to);
        } else {
          t.is(reply.status, 403);
          t.is(reply.body.errors[0].code, expected);
          t.is(after.body.data.attributes.role, from);
        }
      });
    }
  }
}

test('adding: a manager cannot add an owner; an owner can; a member cannot add anyone', async (t) => {
  const org = await freshOrganization();
  const { db } = service.services;
  const manager = await addMemberWithKey(db, org.organizationId, 'manager');
  const member = await addMemberWithKey(db, org.organizationId, 'member');
  const body = (role: Role, email: string) => ({ data: { type: 'members', attributes: { email, role } } });
  const byManager = await call(service, 'POST', '/api/org/users', {
    key: manager.key,
    body: body('owner', 'o1@example.com'),
  });
  t.is(byManager.status, 403);
  t.is(byManager.body.errors[0].code, 'role_not_assignable');
  t.is(
    (await call(service, 'POST', '/api/org/users', { key: manager.key, body: body('manager', 'm1@example.com') }))
      .status,
    201,
  );
  t.is(
    (await call(service, 'POST', '/api/org/users', { key: org.ownerKey, body: body('owner', 'o2@example.com') }))
      .status,
    201,
  );
  t.is(
    (await call(service, 'POST', '/api/org/users', { key: member.key, body: body('member', 'x1@example.com') })).status,
    403,
  );
});

test('the last owner can be neither demoted nor removed; with two owners one can go', async (t) => {
  const org = await freshOrganization();
  const { db } = service.services;
  const owners = await call(service, 'GET', '/api/org/users', { key: org.ownerKey });
  const soleOwner = owners.body.data[0].id;
  const demote = await call(service, 'PATCH', `/api/org/users/${soleOwner}`, {
    key: org.ownerKey,
    body: { role: 'manager' },
  });
  t.is(demote.status, 403);
  t.is(demote.body.errors[0].code, 'last_owner');
  const remove = await call(service, 'DELETE', `/api/org/users/${soleOwner}`, { key: org.ownerKey });
  t.is(remove.status, 403);
  t.is(remove.body.errors[0].code, 'last_owner');

  const second = await addMemberWithKey(db, org.organizationId, 'owner');
  t.is(
    (await call(service, 'PATCH', `/api/org/users/${soleOwner}`, { key: second.key, body: { role: 'manager' } }))
      .status,
    200,
  );
  // Now `second` is the last owner and cannot demote themself.
  const self = await call(service, 'PATCH', `/api/org/users/${second.memberId}`, {
    key: second.key,
    body: { role: 'member' },
  });
  t.is(self.body.errors[0].code, 'last_owner');
});

test('concurrent demotions of two owners leave one owner', async (t) => {
  const org = await freshOrganization();
  const { db } = service.services;
  const second = await addMemberWithKey(db, org.organizationId, 'owner');
  const first = (await call(service, 'GET', '/api/org/users', { key: org.ownerKey })).body.data.find(
    (m: { attributes: { userId: string } }) =>
      m.attributes.userId === service.services.serverSecret.memberUserId(org.organizationId, org.ownerId),
  ).id;
  const replies = await Promise.all([
    call(service, 'PATCH', `/api/org/users/${first}`, { key: second.key, body: { role: 'member' } }),
    call(service, 'PATCH', `/api/org/users/${second.memberId}`, { key: org.ownerKey, body: { role: 'member' } }),
  ]);
  t.deepEqual(replies.map((r) => r.status).sort(), [200, 403]);
  const [{ count }] = await db('memberships')
    .where({ organization_id: org.organizationId, role: 'owner' })
    .count('* as count');
  t.is(Number(count), 1);
});

test('a demoted manager loses management rights at once', async (t) => {
  const org = await freshOrganization();
  const manager = await addMemberWithKey(service.services.db, org.organizationId, 'manager');
  t.is((await call(service, 'GET', '/api/org/users', { key: manager.key })).status, 200);
  await call(service, 'PATCH', `/api/org/users/${manager.memberId}`, { key: org.ownerKey, body: { role: 'member' } });
  t.is((await call(service, 'GET', '/api/org/users', { key: manager.key })).status, 403);
});

/** An organization as the service creates one now: pinned to the newest date (admin/bootstrap.ts). */
const newOrganization = () =>
  createOrganization(service.services.db, 'New org', { apiVersion: service.services.versions.latest });

test('at the newest date every member answer is the member resource; its data.id is what the member routes take', async (t) => {
  const org = await newOrganization();
  const added = await call(service, 'POST', '/api/org/users', {
    key: org.ownerKey,
    body: { data: { type: 'members', attributes: { email: 'ada@example.com', name: 'Ada', role: 'member' } } },
  });
  t.is(added.status, 201);
  t.is(added.headers.get('x-api-version'), service.services.versions.latest);
  const { data } = added.body;
  t.is(data.type, 'members');
  t.deepEqual(Object.keys(data), ['type', 'id', 'attributes']);
  t.deepEqual(Object.keys(data.attributes), ['userId', 'email', 'name', 'role', 'status', 'createdAt', 'updatedAt']);
  t.like(data.attributes, { email: 'ada@example.com', name: 'Ada', role: 'member', status: 'invited' });
  t.is(added.headers.get('location'), `/api/org/users/${data.id}`);

  const got = await call(service, 'GET', `/api/org/users/${data.id}`, { key: org.ownerKey });
  t.deepEqual(got.body.data, data, 'GET answers the resource POST answered');
  const listed = (await call(service, 'GET', '/api/org/users', { key: org.ownerKey })).body.data;
  t.deepEqual(
    listed.find((m: { id: string }) => m.id === data.id),
    data,
  );

  const changed = await call(service, 'PATCH', `/api/org/users/${data.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'members', attributes: { role: 'manager' } } },
  });
  t.is(changed.status, 200);
  t.is(changed.body.data.id, data.id);
  t.is(changed.body.data.type, 'members');
  t.is(changed.body.data.attributes.role, 'manager');
  t.is(changed.body.data.attributes.userId, data.attributes.userId);

  const removed = await call(service, 'DELETE', `/api/org/users/${data.id}`, { key: org.ownerKey });
  t.is(removed.status, 200);
  t.is(removed.body.data.id, data.id);
  t.is((await call(service, 'GET', `/api/org/users/${data.id}`, { key: org.ownerKey })).status, 404);
});

test("one id for a member everywhere: /api/me's memberId is the owner's data.id in the member list and works in its routes", async (t) => {
  const org = await newOrganization();
  const me = (await call(service, 'GET', '/api/me', { key: org.ownerKey })).body.data.attributes;
  t.is(me.memberId, org.ownerMemberId, 'the id the bootstrap made');
  const owner = (await call(service, 'GET', '/api/org/users', { key: org.ownerKey })).body.data.find(
    (m: { attributes: { role: string } }) => m.attributes.role === 'owner',
  );
  t.is(owner.id, me.memberId);
  t.is(owner.attributes.userId, me.userId);
  const got = await call(service, 'GET', `/api/org/users/${me.memberId}`, { key: org.ownerKey });
  t.is(got.status, 200);
  t.is(got.body.data.attributes.userId, me.userId);

  // A member's own key speaks of the same member.
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  const memberMe = (await call(service, 'GET', '/api/me', { key: member.key })).body.data.attributes;
  t.is(memberMe.memberId, member.memberId);
  const seen = (await call(service, 'GET', `/api/org/users/${member.memberId}`, { key: org.ownerKey })).body.data;
  t.is(seen.attributes.userId, memberMe.userId);
  t.is(seen.attributes.status, 'active');
});
