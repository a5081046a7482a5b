import test from 'ava';
import { ROLES, type Role } from '../../src/auth/roles.ts';
import { contentLibraryTextSource } from '../../src/content/report-text-source.ts';
import { contentTextCache } from '../../src/content/text-cache.ts';
import { interpretationTexts } from '../../src/features/calc/interpretation-texts.ts';
import { contentSeed } from '../../src/features/content/seed.ts';
import { interpretationText } from '../../src/interpretation/index.ts';
import { seededTexts } from '../../src/reports/natal-texts.ts';
import { addMemberWithKey, createOrganization, type TestMember, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;

test.before(async () => {
  service = await startTestService();
  const outcome = await contentSeed(service.services);
  if (outcome.status === 'failed') throw new Error(`seed failed: ${outcome.error}`);
});
test.after.always(async () => service?.stopAll());

const fresh = (): Promise<TestOrganization> => createOrganization(service.services.db);

const newItem = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'content',
    attributes: {
      urn: `urn:acme:welcome:${Math.random().toString(36).slice(2)}`,
      language: 'en',
      title: 'Welcome',
      body: '# Hello\n\nText.',
      ...attributes,
    },
  },
});

async function globalItem(key: string, urn: string, language = 'en') {
  const reply = await call(
    service,
    'GET',
    `/api/content?filter[urn]=${encodeURIComponent(urn)}&filter[language]=${language}&filter[owner]=global`,
    { key },
  );
  const found = reply.body.data.find((item: { attributes: { urn: string } }) => item.attributes.urn === urn);
  if (!found) throw new Error(`no global item ${urn} ${language}`);
  return found;
}

const parameterOf = (reply: { body: { errors: { source?: { parameter?: string } }[] } }) =>
  reply.body.errors[0].source?.parameter;

test('the seeded global items are listed with the spec attributes, language, deleted_at and links.self', async (t) => {
  const org = await fresh();
  const reply = await call(
    service,
    'GET',
    '/api/content?filter[urn]=urn:astro:planet-sign:venus:&filter[language]=es',
    { key: org.ownerKey },
  );
  t.is(reply.status, 200);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.is(reply.body.meta.total, 12);
  t.is(reply.body.meta.count, 10);
  const first = reply.body.data[0];
  t.is(first.type, 'content');
  t.deepEqual(Object.keys(first.attributes).sort(), [
    'base_content_id',
    'body',
    'created_at',
    'custom_copy_id',
    'deleted_at',
    'language',
    'metadata',
    'owner_id',
    'owner_type',
    'title',
    'updated_at',
    'urn',
  ]);
  t.is(first.links.self, `${service.url}/api/content/${first.id}`);
  for (const item of reply.body.data) {
    t.true(item.attributes.urn.startsWith('urn:astro:planet-sign:venus:'));
    t.is(item.attributes.language, 'es');
    t.is(item.attributes.owner_type, 'global');
    t.is(item.attributes.owner_id, null);
    t.is(item.attributes.deleted_at, null);
    const builtIn = interpretationText(item.attributes.urn, 'es')!;
    t.is(item.attributes.title, builtIn.title);
    t.is(item.attributes.body, builtIn.body);
    t.is(item.attributes.metadata.kind, 'planet-sign');
  }
  const self = await call(service, 'GET', new URL(first.links.self).pathname, { key: org.ownerKey });
  t.deepEqual(self.body.data, first);
});

test('pagination: default size 10, zero-based pages that do not overlap, links.next until the last page', async (t) => {
  const org = await fresh();
  const filter = 'filter[urn]=urn:astro:planet-house:&filter[language]=de';
  const whole = await call(service, 'GET', `/api/content?${filter}&page[size]=100&page[number]=0`, {
    key: org.ownerKey,
  });
  t.is(whole.body.meta.total, 14 * 12);
  t.is(whole.body.meta.count, 100);
  t.is(whole.body.meta.pageSize, 100);
  const last = await call(service, 'GET', `/api/content?${filter}&page[size]=100&page[number]=1`, {
    key: org.ownerKey,
  });
  t.is(last.body.meta.count, 68);
  t.is(last.body.meta.page, 1);
  t.is(last.body.links.next, undefined);
  const beyond = await call(service, 'GET', `/api/content?${filter}&page[size]=100&page[number]=7`, {
    key: org.ownerKey,
  });
  t.is(beyond.status, 200);
  t.deepEqual(beyond.body.data, []);
  t.is(beyond.body.meta.count, 0);
  t.is(beyond.body.meta.total, 168);

  // Walking links.next with the default size visits every item once, in the order of the big page.
  const seen: string[] = [];
  let url: string | undefined = `/api/content?${filter}`;
  let pages = 0;
  while (url) {
    const page: { status: number; body: any } = await call(service, 'GET', url.replace(service.url, ''), {
      key: org.ownerKey,
    });
    t.is(page.status, 200);
    t.is(page.body.meta.pageSize, 10);
    t.is(page.body.meta.page, pages);
    seen.push(...page.body.data.map((item: { id: string }) => item.id));
    url = page.body.links.next;
    pages++;
  }
  t.is(pages, 17);
  t.deepEqual(
    seen,
    [...whole.body.data, ...last.body.data].map((item: { id: string }) => item.id),
  );

  const exact = await call(
    service,
    'GET',
    '/api/content?filter[urn]=urn:astro:planet-sign:sun:&filter[language]=en&page[size]=12',
    { key: org.ownerKey },
  );
  t.is(exact.body.meta.count, 12);
  t.is(exact.body.links.next, undefined, 'no next page when the last page is exactly full');
});

test('bad list parameters answer 400 naming the parameter', async (t) => {
  const org = await fresh();
  const cases: [string, string][] = [
    ['page[size]=0', 'page[size]'],
    ['page[size]=101', 'page[size]'],
    ['page[size]=ten', 'page[size]'],
    ['page[number]=-1', 'page[number]'],
    ['page[number]=1.5', 'page[number]'],
    ['filter[language]=english', 'filter[language]'],
    ['filter[owner]=everyone', 'filter[owner]'],
    ['filter[deleted]=maybe', 'filter[deleted]'],
    ['filter[urn]=', 'filter[urn]'],
  ];
  for (const [query, parameter] of cases) {
    const reply = await call(service, 'GET', `/api/content?${query}`, { key: org.ownerKey });
    t.is(reply.status, 400, query);
    t.is(parameterOf(reply), parameter, query);
  }
});

test('a URN prefix filter takes % and _ literally', async (t) => {
  const org = await fresh();
  const wildcard = await call(service, 'GET', '/api/content?filter[urn]=urn:astro:%25', { key: org.ownerKey });
  t.is(wildcard.body.meta.total, 0);
  const underscore = await call(service, 'GET', '/api/content?filter[urn]=urn_astro', { key: org.ownerKey });
  t.is(underscore.body.meta.total, 0);
  await call(service, 'POST', '/api/content', { key: org.ownerKey, body: newItem({ urn: 'urn:acme:100%_sure' }) });
  const literal = await call(service, 'GET', '/api/content?filter[urn]=urn:acme:100%25_', { key: org.ownerKey });
  t.is(literal.body.meta.total, 1);
});

test('create, get, update, delete (soft, returns the item), restore', async (t) => {
  const org = await fresh();
  const created = await call(service, 'POST', '/api/content', {
    key: org.ownerKey,
    body: newItem({ metadata: { audience: 'all' } }),
  });
  t.is(created.status, 201);
  t.regex(created.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const item = created.body.data;
  t.is(created.headers.get('location'), `/api/content/${item.id}`);
  t.is(item.attributes.owner_type, 'organization');
  t.is(item.attributes.owner_id, org.organizationId);
  t.is(item.attributes.base_content_id, null);
  t.deepEqual(item.attributes.metadata, { audience: 'all' });
  t.false('custom_copy_id' in item.attributes);
  t.is(item.links.self, `${service.url}/api/content/${item.id}`);

  const got = await call(service, 'GET', `/api/content/${item.id}`, { key: org.ownerKey });
  t.deepEqual(got.body.data, item);

  const updated = await call(service, 'PATCH', `/api/content/${item.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', id: item.id, attributes: { title: 'Welcome back', metadata: { tone: 'warm' } } } },
  });
  t.is(updated.status, 200);
  t.is(updated.body.data.attributes.title, 'Welcome back');
  t.is(updated.body.data.attributes.body, item.attributes.body);
  t.deepEqual(updated.body.data.attributes.metadata, { tone: 'warm' }, 'metadata is replaced whole');
  t.true(Date.parse(updated.body.data.attributes.updated_at) >= Date.parse(item.attributes.updated_at));

  const own = await call(service, 'GET', '/api/content?filter[owner]=organization', { key: org.ownerKey });
  t.deepEqual(
    own.body.data.map((i: { id: string }) => i.id),
    [item.id],
  );

  const deleted = await call(service, 'DELETE', `/api/content/${item.id}`, { key: org.ownerKey });
  t.is(deleted.status, 200);
  t.regex(deleted.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.is(deleted.body.data.id, item.id);
  t.is(deleted.body.data.attributes.title, 'Welcome back');
  t.truthy(deleted.body.data.attributes.deleted_at);
  t.is(deleted.body.data.links.self, item.links.self);

  t.is(
    (await call(service, 'GET', '/api/content?filter[owner]=organization', { key: org.ownerKey })).body.meta.total,
    0,
  );
  const trash = await call(service, 'GET', '/api/content?filter[deleted]=true', { key: org.ownerKey });
  t.deepEqual(
    trash.body.data.map((i: { id: string }) => i.id),
    [item.id],
  );
  const stillReadable = await call(service, 'GET', `/api/content/${item.id}`, { key: org.ownerKey });
  t.is(stillReadable.status, 200);
  t.truthy(stillReadable.body.data.attributes.deleted_at);
  t.is((await call(service, 'DELETE', `/api/content/${item.id}`, { key: org.ownerKey })).status, 404);
  t.is(
    (
      await call(service, 'PATCH', `/api/content/${item.id}`, {
        key: org.ownerKey,
        body: { data: { type: 'content', attributes: { title: 'x' } } },
      })
    ).status,
    404,
  );

  const restored = await call(service, 'POST', `/api/content/${item.id}/restore`, { key: org.ownerKey });
  t.is(restored.status, 200);
  t.is(restored.body.data.attributes.deleted_at, null);
  t.is(restored.body.data.attributes.title, 'Welcome back');
  const again = await call(service, 'POST', `/api/content/${item.id}/restore`, { key: org.ownerKey });
  t.is(again.status, 409);
  t.is(again.body.errors[0].code, 'not_deleted');
});

test('one live item per URN and language: 409 names the field and the existing item; restore into a taken URN is 409', async (t) => {
  const org = await fresh();
  const urn = 'urn:acme:greeting';
  const first = await call(service, 'POST', '/api/content', { key: org.ownerKey, body: newItem({ urn }) });
  const duplicate = await call(service, 'POST', '/api/content', { key: org.ownerKey, body: newItem({ urn }) });
  t.is(duplicate.status, 409);
  t.is(parameterOf(duplicate), 'data.attributes.urn');
  t.is(duplicate.body.errors[0].meta.id, first.body.data.id);
  t.is(
    (await call(service, 'POST', '/api/content', { key: org.ownerKey, body: newItem({ urn, language: 'de' }) })).status,
    201,
  );
  const other = await fresh();
  t.is(
    (await call(service, 'POST', '/api/content', { key: other.ownerKey, body: newItem({ urn }) })).status,
    201,
    'another organization may use the URN',
  );

  await call(service, 'DELETE', `/api/content/${first.body.data.id}`, { key: org.ownerKey });
  const second = await call(service, 'POST', '/api/content', { key: org.ownerKey, body: newItem({ urn }) });
  t.is(second.status, 201, 'a deleted item frees its URN');
  const restore = await call(service, 'POST', `/api/content/${first.body.data.id}/restore`, { key: org.ownerKey });
  t.is(restore.status, 409);
  t.is(restore.body.errors[0].code, 'urn_taken');
  t.is(restore.body.errors[0].meta.id, second.body.data.id);

  const moved = await call(service, 'PATCH', `/api/content/${second.body.data.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { language: 'de' } } },
  });
  t.is(moved.status, 409);
  t.is(parameterOf(moved), 'data.attributes.language');
});

test('bad content input answers 400 naming the field', async (t) => {
  const org = await fresh();
  const post = (body: unknown) => call(service, 'POST', '/api/content', { key: org.ownerKey, body });
  const base = newItem().data.attributes;
  const cases: [unknown, string][] = [
    [{ data: { type: 'content', attributes: { ...base, urn: undefined } } }, 'data.attributes.urn'],
    [{ data: { type: 'content', attributes: { ...base, urn: 'not a urn' } } }, 'data.attributes.urn'],
    [{ data: { type: 'content', attributes: { ...base, language: 'English' } } }, 'data.attributes.language'],
    [{ data: { type: 'content', attributes: { ...base, language: undefined } } }, 'data.attributes.language'],
    [{ data: { type: 'content', attributes: { ...base, title: '   ' } } }, 'data.attributes.title'],
    [{ data: { type: 'content', attributes: { ...base, body: 42 } } }, 'data.attributes.body'],
    [{ data: { type: 'content', attributes: { ...base, metadata: [1, 2] } } }, 'data.attributes.metadata'],
    [
      { data: { type: 'content', attributes: { ...base, metadata: { big: 'x'.repeat(40_000) } } } },
      'data.attributes.metadata',
    ],
    [{ data: { type: 'content', attributes: { ...base, owner_type: 'global' } } }, 'data.attributes.owner_type'],
    [{ data: { type: 'templates', attributes: base } }, 'data.type'],
    [{}, 'data'],
  ];
  for (const [body, parameter] of cases) {
    const reply = await post(body);
    t.is(reply.status, 400, parameter);
    t.is(parameterOf(reply), parameter);
  }
  const item = (await post(newItem())).body.data;
  const patch = (body: unknown) => call(service, 'PATCH', `/api/content/${item.id}`, { key: org.ownerKey, body });
  const empty = await patch({ data: { type: 'content', attributes: {} } });
  t.is(empty.status, 400);
  t.is(parameterOf(empty), 'data.attributes');
  const otherId = await patch({
    data: { type: 'content', id: '00000000-0000-4000-8000-000000000000', attributes: { title: 'x' } },
  });
  t.is(otherId.status, 400);
  t.is(parameterOf(otherId), 'data.id');
  for (const id of ['x', '123', '00000000-0000-4000-8000-000000000000']) {
    const reply = await call(service, 'GET', `/api/content/${id}`, { key: org.ownerKey });
    t.is(reply.status, 404, id);
    t.is(parameterOf(reply), 'id');
  }
});

test('global items cannot be updated, deleted or restored by an organization (403)', async (t) => {
  const org = await fresh();
  const global = await globalItem(org.ownerKey, 'urn:astro:planet-sign:mars:aries');
  for (const [method, path, body] of [
    ['PATCH', `/api/content/${global.id}`, { data: { type: 'content', attributes: { title: 'Mine now' } } }],
    ['DELETE', `/api/content/${global.id}`, undefined],
    ['POST', `/api/content/${global.id}/restore`, undefined],
  ] as const) {
    const reply = await call(service, method, path, { key: org.ownerKey, body });
    t.is(reply.status, 403, `${method} ${path}`);
    t.is(reply.body.errors[0].code, 'global_content_read_only');
  }
  const after = await call(service, 'GET', `/api/content/${global.id}`, { key: org.ownerKey });
  t.deepEqual(after.body.data, global);
});

test('a custom copy replaces the global text for its organization only, in interpretationTexts too', async (t) => {
  const org = await fresh();
  const other = await fresh();
  const urn = 'urn:astro:transit:mars:square:sun';
  const global = await globalItem(org.ownerKey, urn);
  t.is(global.attributes.custom_copy_id, null);
  const before = await interpretationTexts(service.services, org.organizationId, [urn], 'en');
  t.deepEqual(before.get(urn), { title: global.attributes.title, body: global.attributes.body });

  const copied = await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey });
  t.is(copied.status, 201);
  const copy = copied.body.data;
  t.is(copy.attributes.base_content_id, global.id);
  t.is(copy.attributes.owner_type, 'organization');
  t.is(copy.attributes.owner_id, org.organizationId);
  for (const field of ['urn', 'language', 'title', 'body', 'metadata'] as const)
    t.deepEqual(copy.attributes[field], global.attributes[field], field);
  t.is(
    (await call(service, 'GET', `/api/content/${global.id}`, { key: org.ownerKey })).body.data.attributes
      .custom_copy_id,
    copy.id,
  );
  t.is(
    (await call(service, 'GET', `/api/content/${global.id}`, { key: other.ownerKey })).body.data.attributes
      .custom_copy_id,
    null,
  );

  const second = await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey });
  t.is(second.status, 409);
  t.is(second.body.errors[0].meta.id, copy.id);

  const body = 'Our own reading: **Mars squares your Sun**.';
  const edited = await call(service, 'PATCH', `/api/content/${copy.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { title: 'Mars tests your will', body } } },
  });
  t.is(edited.status, 200);
  const mine = await interpretationTexts(
    service.services,
    org.organizationId,
    [urn, 'urn:astro:transit:mars:trine:sun'],
    'en',
  );
  t.deepEqual(mine.get(urn), { title: 'Mars tests your will', body });
  t.is(
    mine.get('urn:astro:transit:mars:trine:sun')?.title,
    interpretationText('urn:astro:transit:mars:trine:sun', 'en')!.title,
  );
  const theirs = await interpretationTexts(service.services, other.organizationId, [urn], 'en');
  t.deepEqual(theirs.get(urn), { title: global.attributes.title, body: global.attributes.body });
  const spanish = await interpretationTexts(service.services, org.organizationId, [urn], 'es');
  t.is(spanish.get(urn)?.title, interpretationText(urn, 'es')!.title, 'the copy is of the English text only');

  const changeUrn = await call(service, 'PATCH', `/api/content/${copy.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { urn: 'urn:astro:transit:mars:trine:sun' } } },
  });
  t.is(changeUrn.status, 400);
  t.is(parameterOf(changeUrn), 'data.attributes.urn');
  const copyOfCopy = await call(service, 'POST', `/api/content/${copy.id}/custom-copy`, { key: org.ownerKey });
  t.is(copyOfCopy.status, 400);
  t.is(parameterOf(copyOfCopy), 'id');

  t.is((await call(service, 'DELETE', `/api/content/${copy.id}`, { key: org.ownerKey })).status, 200);
  const afterDelete = await interpretationTexts(service.services, org.organizationId, [urn], 'en');
  t.deepEqual(
    afterDelete.get(urn),
    { title: global.attributes.title, body: global.attributes.body },
    'a deleted copy no longer replaces the text',
  );
  t.is((await call(service, 'POST', `/api/content/${copy.id}/restore`, { key: org.ownerKey })).status, 200);
  t.is((await interpretationTexts(service.services, org.organizationId, [urn], 'en')).get(urn)?.body, body);
});

test("the natal endpoint's texts show the organization's custom copy, other organizations the global text", async (t) => {
  const org = await fresh();
  const other = await fresh();
  const urn = 'urn:astro:planet-sign:sun:gemini';
  const global = await globalItem(org.ownerKey, urn, 'es');
  const copy = (await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey })).body.data;
  await call(service, 'PATCH', `/api/content/${copy.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { title: 'Nuestro Sol en Géminis', body: 'Texto propio.' } } },
  });
  const natal = (key: string) =>
    call(
      service,
      'GET',
      '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=48.8566&longitude=2.3522&language=es&includeText=true&points=sun',
      { key },
    );
  const mine = await natal(org.ownerKey);
  t.is(mine.status, 200, JSON.stringify(mine.body));
  const signText = (reply: typeof mine) =>
    reply.body.data.attributes.points[0].texts.find((x: { urn: string }) => x.urn === urn);
  t.like(signText(mine), { title: 'Nuestro Sol en Géminis', body: 'Texto propio.' });
  t.like(signText(await natal(other.ownerKey)), { title: global.attributes.title, body: global.attributes.body });
});

test("the transit endpoint's texts show the organization's custom copy", async (t) => {
  const org = await fresh();
  const body = {
    birthDate: '1990-06-15T14:30',
    birthLocation: { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
    transitDateStart: '2026-03-01',
    transitDateEnd: '2026-03-15',
    points: ['sun'],
    includeText: true,
  };
  const transit = () =>
    call(service, 'POST', '/api/calc/transit', { key: org.ownerKey, body, headers: { 'X-Api-Version': '2026-09-03' } });
  const before = await transit();
  t.is(before.status, 200, before.text.slice(0, 300));
  const group = before.body.data.aspects.find((g: { text?: { urn: string } | null }) => g.text);
  t.truthy(group);
  const global = await globalItem(org.ownerKey, group.text.urn);
  const copy = (await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey })).body.data;
  await call(service, 'PATCH', `/api/content/${copy.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { title: 'House style title' } } },
  });
  const after = await transit();
  const same = after.body.data.aspects.find((g: { text?: { urn: string } | null }) => g.text?.urn === group.text.urn);
  t.is(same.text.title, 'House style title');
  t.is(same.text.body, global.attributes.body);
});

test("the PDF reports' content-library text source: print order kept, custom copies for their organization only", async (t) => {
  const org = await fresh();
  const other = await fresh();
  const urns = [
    'urn:astro:planet-sign:moon:leo',
    'urn:acme:none',
    'urn:astro:planet-house:moon:4',
    'urn:astro:planet-sign:sun:leo',
  ];
  const source = contentLibraryTextSource(service.services.db);
  t.deepEqual(
    await source(org.organizationId, urns, 'de'),
    seededTexts(urns, 'de'),
    'without copies: the seeded texts',
  );
  const global = await globalItem(org.ownerKey, urns[2], 'de');
  const copy = (await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey })).body.data;
  await call(service, 'PATCH', `/api/content/${copy.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { title: 'Unser Mond im 4. Haus' } } },
  });
  const mine = await source(org.organizationId, urns, 'de');
  t.deepEqual(
    mine.map((x) => x.urn),
    [urns[0], urns[2], urns[3]],
  );
  t.is(mine[1].title, 'Unser Mond im 4. Haus');
  t.deepEqual(await source(other.organizationId, urns, 'de'), seededTexts(urns, 'de'));
});

test('an organization item with a seeded URN replaces it too, also when asked for by another point id of the same text', async (t) => {
  const org = await fresh();
  await call(service, 'POST', '/api/content', {
    key: org.ownerKey,
    body: newItem({
      urn: 'urn:astro:transit:jupiter:trine:north-node',
      language: 'de',
      title: 'Eigener Text',
      body: 'Eigener Körper',
    }),
  });
  const texts = await interpretationTexts(
    service.services,
    org.organizationId,
    ['urn:astro:transit:jupiter:trine:true-node', 'urn:astro:transit:jupiter:trine:mean-node'],
    'de',
  );
  t.is(texts.get('urn:astro:transit:jupiter:trine:true-node')?.title, 'Eigener Text');
  t.is(texts.get('urn:astro:transit:jupiter:trine:mean-node')?.body, 'Eigener Körper');
});

test.serial(
  'interpretationTexts: one query for all URNs, none when cached, unknown URNs absent, built-in text when the library lacks it',
  async (t) => {
    const org = await fresh();
    const { db } = service.services;
    const urns = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'].map(
      (p) => `urn:astro:transit:${p}:opposition:moon`,
    );
    let queries = 0;
    // Other tests run meanwhile: count only this organization's queries.
    const count = (query: { bindings?: unknown[] }) => {
      if (query.bindings?.includes(org.organizationId)) queries++;
    };
    db.on('query', count);
    try {
      const first = await interpretationTexts(
        service.services,
        org.organizationId,
        [...urns, 'urn:acme:nothing', 'urn:astro:transit:sun:opposition:moon'],
        'en',
      );
      t.is(queries, 1);
      t.is(first.size, urns.length);
      t.false(first.has('urn:acme:nothing'));
      await interpretationTexts(service.services, org.organizationId, urns, 'en');
      t.is(queries, 1, 'answered from the cache');
    } finally {
      db.off('query', count);
    }
    // The library's global item is what counts (changed here behind the service's back) ...
    const urn = 'urn:astro:planet-house:saturn:10';
    const builtIn = interpretationText(urn, 'es')!;
    const row = () => db('content_items').where({ urn, language: 'es', owner_type: 'global' });
    try {
      await row().update({ title: 'Título de la biblioteca' });
      contentTextCache(service.services.db).clear();
      t.deepEqual((await interpretationTexts(service.services, org.organizationId, [urn], 'es')).get(urn), {
        title: 'Título de la biblioteca',
        body: builtIn.body,
      });
      // ... and a text missing from the library falls back to the built-in one.
      await row().update({ deleted_at: db.fn.now() });
      contentTextCache(service.services.db).clear();
      t.deepEqual((await interpretationTexts(service.services, org.organizationId, [urn], 'es')).get(urn), builtIn);
    } finally {
      await row().update({ title: builtIn.title, deleted_at: null });
      contentTextCache(service.services.db).clear();
    }
  },
);

test("another organization's items are never found, listed or changed (404, no data)", async (t) => {
  const owner = await fresh();
  const intruder = await fresh();
  const secret = (
    await call(service, 'POST', '/api/content', {
      key: owner.ownerKey,
      body: newItem({ urn: 'urn:acme:secret', title: 'Secret title', body: 'Secret body' }),
    })
  ).body.data;
  const global = await globalItem(owner.ownerKey, 'urn:astro:planet-sign:moon:cancer');
  const copy = (await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: owner.ownerKey })).body
    .data;
  await call(service, 'PATCH', `/api/content/${copy.id}`, {
    key: owner.ownerKey,
    body: { data: { type: 'content', attributes: { body: 'Secret copy' } } },
  });
  const deleted = (
    await call(service, 'POST', '/api/content', { key: owner.ownerKey, body: newItem({ urn: 'urn:acme:trash' }) })
  ).body.data;
  await call(service, 'DELETE', `/api/content/${deleted.id}`, { key: owner.ownerKey });

  for (const target of [secret, copy, deleted]) {
    for (const [method, path, body] of [
      ['GET', `/api/content/${target.id}`, undefined],
      ['PATCH', `/api/content/${target.id}`, { data: { type: 'content', attributes: { title: 'Hijacked' } } }],
      ['DELETE', `/api/content/${target.id}`, undefined],
      ['POST', `/api/content/${target.id}/restore`, undefined],
      ['POST', `/api/content/${target.id}/custom-copy`, undefined],
    ] as const) {
      const reply = await call(service, method, path, { key: intruder.ownerKey, body });
      t.is(reply.status, 404, `${method} ${path}`);
      t.false(reply.text.includes('Secret'), `${method} ${path}`);
    }
  }
  for (const query of [
    'filter[owner]=organization',
    'filter[urn]=urn:acme:',
    'filter[deleted]=true',
    'filter[urn]=urn:astro:planet-sign:moon:cancer',
  ]) {
    const list = await call(service, 'GET', `/api/content?${query}&page[size]=100`, { key: intruder.ownerKey });
    t.false(list.text.includes('Secret'), query);
    t.false(list.text.includes(owner.organizationId), query);
  }
  const mine = await call(service, 'GET', `/api/content/${secret.id}`, { key: owner.ownerKey });
  t.is(mine.body.data.attributes.title, 'Secret title', 'nothing was changed');
  t.is(
    (await interpretationTexts(service.services, intruder.organizationId, [global.attributes.urn], 'en')).get(
      global.attributes.urn,
    )?.body,
    global.attributes.body,
  );
});

test('custom copies made at the same time: exactly one is created', async (t) => {
  const org = await fresh();
  const global = await globalItem(org.ownerKey, 'urn:astro:synastry:venus:trine:mars', 'de');
  const replies = await Promise.all(
    Array.from({ length: 6 }, () =>
      call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey }),
    ),
  );
  t.deepEqual(replies.map((r) => r.status).sort(), [201, 409, 409, 409, 409, 409]);
  const copies = await call(service, 'GET', '/api/content?filter[owner]=organization', { key: org.ownerKey });
  t.is(copies.body.meta.total, 1);
});

/** The spec's permission matrix for the content permissions (yes = granted). */
const SPEC_MATRIX: Record<string, Record<Role, boolean>> = {
  'content:read': { owner: true, manager: true, member: true },
  'content:create': { owner: true, manager: true, member: false },
  'content:update': { owner: true, manager: true, member: false },
  'content:delete': { owner: true, manager: true, member: false },
  'content:custom-copy': { owner: true, manager: true, member: true },
  'content:restore': { owner: true, manager: true, member: false },
};

for (const role of ROLES) {
  test(`${role}: each content action is allowed or refused as the role matrix says`, async (t) => {
    const org = await fresh();
    const actor: TestMember = await addMemberWithKey(service.services.db, org.organizationId, role);
    const owned = async (deleted = false) => {
      const item = (await call(service, 'POST', '/api/content', { key: org.ownerKey, body: newItem() })).body.data;
      if (deleted) await call(service, 'DELETE', `/api/content/${item.id}`, { key: org.ownerKey });
      return item;
    };
    const global = await globalItem(org.ownerKey, 'urn:astro:planet-house:venus:7');
    const actions: [string, () => Promise<{ status: number; body: any }>, number][] = [
      ['content:read', () => call(service, 'GET', '/api/content', { key: actor.key }), 200],
      ['content:read', async () => call(service, 'GET', `/api/content/${(await owned()).id}`, { key: actor.key }), 200],
      ['content:create', () => call(service, 'POST', '/api/content', { key: actor.key, body: newItem() }), 201],
      [
        'content:update',
        async () =>
          call(service, 'PATCH', `/api/content/${(await owned()).id}`, {
            key: actor.key,
            body: { data: { type: 'content', attributes: { title: 'x' } } },
          }),
        200,
      ],
      [
        'content:delete',
        async () => call(service, 'DELETE', `/api/content/${(await owned()).id}`, { key: actor.key }),
        200,
      ],
      [
        'content:restore',
        async () => call(service, 'POST', `/api/content/${(await owned(true)).id}/restore`, { key: actor.key }),
        200,
      ],
      [
        'content:custom-copy',
        () => call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: actor.key }),
        201,
      ],
    ];
    for (const [permission, act, success] of actions) {
      const reply = await act();
      if (SPEC_MATRIX[permission][role]) {
        t.is(reply.status, success, `${permission}: ${JSON.stringify(reply.body?.errors)}`);
      } else {
        t.is(reply.status, 403, permission);
        t.is(reply.body.errors[0].code, 'missing_permission');
        t.is(reply.body.errors[0].meta.permission, permission);
      }
    }
  });
}

test('a key limited to content:read reads but cannot write; the content module is required', async (t) => {
  const org = await fresh();
  const { db } = service.services;
  const reader = await addMemberWithKey(db, org.organizationId, 'owner', { permissions: ['content:read'] });
  t.is((await call(service, 'GET', '/api/content', { key: reader.key })).status, 200);
  const refused = await call(service, 'POST', '/api/content', { key: reader.key, body: newItem() });
  t.is(refused.status, 403);
  t.regex(refused.body.errors[0].detail, /API key lacks the permission content:create/);
  const other = await addMemberWithKey(db, org.organizationId, 'owner', { modules: ['natal'] });
  const noModule = await call(service, 'GET', '/api/content', { key: other.key });
  t.is(noModule.status, 403);
  t.is(noModule.body.errors[0].code, 'missing_module');
});
