import test from 'ava';
import { revokeModules } from '../../src/features/modules/queries.ts';
import { addMemberWithKey, createOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

const createBody = (attributes: Record<string, unknown>) => ({
  data: { type: 'widgets', attributes: { type: 'synastry', name: 'Love match', ...attributes } },
});

test('creating a widget fills default settings, names its module and gives a one-tag embed snippet', async (t) => {
  const org = await createOrganization(service.services.db);
  const reply = await call(service, 'POST', '/api/widgets', { key: org.ownerKey, body: createBody({}) });
  t.is(reply.status, 201);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const widget = reply.body.data;
  t.is(widget.type, 'widgets');
  t.is(reply.headers.get('location'), `${service.url}/api/widgets/${widget.id}`);
  t.like(widget.attributes, {
    organizationId: org.organizationId,
    type: 'synastry',
    name: 'Love match',
    requiredModule: 'synastry',
    enabled: true,
  });
  t.deepEqual(widget.attributes.settings, {
    theme: 'light',
    language: 'en',
    houseSystem: 'placidus',
    sections: ['chart', 'score', 'aspects', 'overlays', 'composite', 'davison'],
  });
  t.is(
    widget.attributes.embedSnippet,
    `<script src="${service.url}/widget/synastry.js" data-widget-id="${widget.id}" data-api-key="YOUR_BROWSER_KEY" async></script>`,
  );
});

test('settings are validated, house system letters are accepted, and the stored settings read back', async (t) => {
  const org = await createOrganization(service.services.db);
  const created = await call(service, 'POST', '/api/widgets', {
    key: org.ownerKey,
    body: createBody({ settings: { theme: 'dark', language: 'de', houseSystem: 'W', sections: ['score', 'chart'] } }),
  });
  t.is(created.status, 201);
  t.deepEqual(created.body.data.attributes.settings, {
    theme: 'dark',
    language: 'de',
    houseSystem: 'whole-sign',
    sections: ['chart', 'score'],
  });
  const bad: Array<[Record<string, unknown>, string]> = [
    [{ settings: { theme: 'neon' } }, 'data.attributes.settings.theme'],
    [{ settings: { language: 'xx' } }, 'data.attributes.settings.language'],
    [{ settings: { houseSystem: 'zodiacal' } }, 'data.attributes.settings.houseSystem'],
    [{ settings: { sections: ['score', 'score'] } }, 'data.attributes.settings.sections'],
    [{ settings: { sections: ['horoscope'] } }, 'data.attributes.settings.sections[0]'],
    [{ settings: { sections: [] } }, 'data.attributes.settings.sections'],
    [{ name: '' }, 'data.attributes.name'],
    [{ type: 'horoscope' }, 'data.attributes.type'],
  ];
  for (const [attributes, parameter] of bad) {
    const reply = await call(service, 'POST', '/api/widgets', { key: org.ownerKey, body: createBody(attributes) });
    t.is(reply.status, 400, JSON.stringify(attributes));
    t.is(reply.body.errors[0].source.parameter, parameter, JSON.stringify(attributes));
  }
});

test('list, get, update and delete; a PATCH keeps the settings it does not name', async (t) => {
  const org = await createOrganization(service.services.db);
  const a = (
    await call(service, 'POST', '/api/widgets', {
      key: org.ownerKey,
      body: createBody({ name: 'A', settings: { language: 'es' } }),
    })
  ).body.data;
  const b = (await call(service, 'POST', '/api/widgets', { key: org.ownerKey, body: createBody({ name: 'B' }) })).body
    .data;
  const list = await call(service, 'GET', '/api/widgets', { key: org.ownerKey });
  t.is(list.status, 200);
  t.deepEqual(
    list.body.data.map((w: { id: string }) => w.id),
    [a.id, b.id],
  );
  t.is(list.body.meta.count, 2);

  const patched = await call(service, 'PATCH', `/api/widgets/${a.id}`, {
    key: org.ownerKey,
    body: {
      data: { type: 'widgets', id: a.id, attributes: { name: 'A2', enabled: false, settings: { theme: 'print' } } },
    },
  });
  t.is(patched.status, 200);
  t.like(patched.body.data.attributes, { name: 'A2', enabled: false, type: 'synastry' });
  t.deepEqual(patched.body.data.attributes.settings, { ...a.attributes.settings, theme: 'print' });
  const got = await call(service, 'GET', `/api/widgets/${a.id}`, { key: org.ownerKey });
  t.deepEqual(got.body.data.attributes.settings, patched.body.data.attributes.settings);
  t.false(got.body.data.attributes.enabled, 'a disabled widget is still managed');

  const mismatch = await call(service, 'PATCH', `/api/widgets/${a.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'widgets', id: b.id, attributes: { name: 'x' } } },
  });
  t.is(mismatch.status, 400);
  t.is(mismatch.body.errors[0].source.parameter, 'data.id');

  const deleted = await call(service, 'DELETE', `/api/widgets/${b.id}`, { key: org.ownerKey });
  t.is(deleted.status, 200);
  t.is(deleted.body.data.id, b.id);
  t.is((await call(service, 'GET', `/api/widgets/${b.id}`, { key: org.ownerKey })).status, 404);
  t.is((await call(service, 'DELETE', `/api/widgets/${b.id}`, { key: org.ownerKey })).status, 404);
});

test("another organization's widget, an unknown id and a malformed id are 404 on every operation", async (t) => {
  const owner = await createOrganization(service.services.db);
  const other = await createOrganization(service.services.db);
  const widget = (await call(service, 'POST', '/api/widgets', { key: owner.ownerKey, body: createBody({}) })).body.data;
  const patch = { data: { type: 'widgets', attributes: { name: 'stolen' } } };
  for (const [key, id] of [
    [other.ownerKey, widget.id],
    [owner.ownerKey, '00000000-0000-4000-8000-000000000000'],
    [owner.ownerKey, 'nope'],
  ]) {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', patch],
      ['DELETE', undefined],
    ] as const) {
      const reply = await call(service, method, `/api/widgets/${id}`, { key, body });
      t.is(reply.status, 404, `${method} ${id}`);
      t.is(reply.body.errors[0].source.parameter, 'widgetId');
    }
  }
  t.is((await call(service, 'GET', '/api/widgets', { key: other.ownerKey })).body.data.length, 0);
  t.is(
    (await call(service, 'GET', `/api/widgets/${widget.id}`, { key: owner.ownerKey })).body.data.attributes.name,
    'Love match',
  );
});

test('members read widgets; writing needs org:update (owners and managers)', async (t) => {
  const org = await createOrganization(service.services.db);
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  const manager = await addMemberWithKey(service.services.db, org.organizationId, 'manager');
  const byManager = await call(service, 'POST', '/api/widgets', { key: manager.key, body: createBody({}) });
  t.is(byManager.status, 201);
  const id = byManager.body.data.id;
  t.is((await call(service, 'GET', '/api/widgets', { key: member.key })).status, 200);
  t.is((await call(service, 'GET', `/api/widgets/${id}`, { key: member.key })).status, 200);
  for (const [method, path, body] of [
    ['POST', '/api/widgets', createBody({})],
    ['PATCH', `/api/widgets/${id}`, { data: { type: 'widgets', attributes: { enabled: false } } }],
    ['DELETE', `/api/widgets/${id}`, undefined],
  ] as const) {
    const reply = await call(service, method, path, { key: member.key, body });
    t.is(reply.status, 403, `${method} ${path}`);
    t.is(reply.body.errors[0].code, 'missing_permission');
    t.is(reply.body.errors[0].meta.permission, 'org:update');
  }
});

test('an organization without the synastry module cannot create a synastry widget', async (t) => {
  const org = await createOrganization(service.services.db);
  await revokeModules(service.services.db, org.organizationId, ['synastry']);
  const reply = await call(service, 'POST', '/api/widgets', { key: org.ownerKey, body: createBody({}) });
  t.is(reply.status, 403);
  t.is(reply.body.errors[0].code, 'missing_module');
  t.is(reply.body.errors[0].meta.module, 'synastry');
});
