import test from 'ava';
import { z } from 'zod';
import { setPlatformAdmin } from '../../src/features/organizations/queries.ts';
import { templateResource } from '../../src/features/pdf-templates/presenter.ts';
import { wireSchema } from '../../src/http/response-check.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

const PATH = '/api/pdf-reports/templates';

const create = (key: string, attributes: Record<string, unknown>) =>
  call(service, 'POST', PATH, {
    key,
    body: { data: { type: 'templates', attributes: { reportType: 'natal', ...attributes } } },
  });

async function platformAdminOrganization(): Promise<TestOrganization> {
  const org = await createOrganization(service.services.db, 'Platform');
  await setPlatformAdmin(service.services.db, org.ownerId, true);
  return org;
}

// Serial tests run before the others, so no global template of another test is in these lists.
test.serial('pagination: whole list without page parameters; pages with meta and links.next; edge cases', async (t) => {
  const org = await createOrganization(service.services.db);
  const created: string[] = [];
  for (let i = 0; i < 25; i++)
    created.push((await create(org.ownerKey, { name: `T${String(i).padStart(2, '0')}` })).body.data.id);

  const all = await call(service, 'GET', PATH, { key: org.ownerKey });
  t.is(all.status, 200);
  t.regex(all.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.deepEqual(
    all.body.data.map((d: { id: string }) => d.id),
    created,
  );
  t.false('meta' in all.body);
  t.false('links' in all.body);

  const first = await call(service, 'GET', `${PATH}?page[size]=10`, { key: org.ownerKey });
  t.is(first.status, 200);
  t.deepEqual(first.body.meta, { count: 10, total: 25, page: 0, pageSize: 10 });
  t.is(first.body.links.next, `${PATH}?page[number]=1&page[size]=10`);
  const second = await call(service, 'GET', first.body.links.next, { key: org.ownerKey });
  t.deepEqual(second.body.meta, { count: 10, total: 25, page: 1, pageSize: 10 });
  const last = await call(service, 'GET', second.body.links.next, { key: org.ownerKey });
  t.deepEqual(last.body.meta, { count: 5, total: 25, page: 2, pageSize: 10 });
  t.is(last.body.links.next, null);
  t.deepEqual(
    [...first.body.data, ...second.body.data, ...last.body.data].map((d: { id: string }) => d.id),
    created,
  );

  const beyond = await call(service, 'GET', `${PATH}?page[number]=3`, { key: org.ownerKey });
  t.is(beyond.status, 200);
  t.deepEqual(beyond.body.data, []);
  t.deepEqual(beyond.body.meta, { count: 0, total: 25, page: 3, pageSize: 10 });
  t.is(beyond.body.links.next, null);

  const numberOnly = await call(service, 'GET', `${PATH}?page%5Bnumber%5D=0`, { key: org.ownerKey });
  t.deepEqual(
    numberOnly.body.meta,
    { count: 10, total: 25, page: 0, pageSize: 10 },
    'page[number] alone paginates with the default size',
  );
  const biggest = await call(service, 'GET', `${PATH}?page[size]=100`, { key: org.ownerKey });
  t.deepEqual(biggest.body.meta, { count: 25, total: 25, page: 0, pageSize: 100 });
  const smallest = await call(service, 'GET', `${PATH}?page[size]=1&page[number]=24`, { key: org.ownerKey });
  t.deepEqual(
    smallest.body.data.map((d: { id: string }) => d.id),
    [created[24]],
  );
  t.is(smallest.body.links.next, null);

  for (const [query, parameter] of [
    ['page[size]=0', 'page[size]'],
    ['page[size]=101', 'page[size]'],
    ['page[size]=-1', 'page[size]'],
    ['page[size]=2.5', 'page[size]'],
    ['page[size]=ten', 'page[size]'],
    ['page[number]=-1', 'page[number]'],
    ['page[number]=x', 'page[number]'],
  ]) {
    const reply = await call(service, 'GET', `${PATH}?${query}`, { key: org.ownerKey });
    t.is(reply.status, 400, query);
    t.is(reply.body.errors[0].source.parameter, parameter, query);
    t.is(reply.body.errors[0].source.in, 'query', query);
  }
});

test('create: JSON-text settings are stored as objects; the resource has every field of the spec', async (t) => {
  const org = await createOrganization(service.services.db);
  const editorConfig = {
    sections: ['cover', 'wheel', 'interpretation'],
    title: 'My report',
    brandColour: 'kept as given',
  };
  const pageSettings = { size: 'Letter', margins: '20mm' };
  const reply = await create(org.ownerKey, {
    name: ' Classic ',
    description: 'Three sections',
    editorConfig: JSON.stringify(editorConfig),
    pageSettings: JSON.stringify(pageSettings),
    customCss: 'h1 { color: #224466 }',
    isDefault: true,
  });
  t.is(reply.status, 201, reply.text);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.is(reply.headers.get('location'), `${PATH}/${reply.body.data.id}`);
  const { type, attributes } = reply.body.data;
  t.is(type, 'pdf-template');
  t.deepEqual(Object.keys(attributes).sort(), [
    'createdAt',
    'customCss',
    'description',
    'editorConfig',
    'isActive',
    'isDefault',
    'isGlobal',
    'name',
    'organizationId',
    'pageSettings',
    'reportType',
    'updatedAt',
    'version',
  ]);
  t.is(attributes.organizationId, org.organizationId);
  t.is(attributes.name, 'Classic');
  t.deepEqual(attributes.editorConfig, editorConfig);
  t.deepEqual(attributes.pageSettings, pageSettings);
  t.is(attributes.customCss, 'h1 { color: #224466 }');
  t.true(attributes.isDefault);
  t.true(attributes.isActive);
  t.false(attributes.isGlobal);
  t.is(attributes.version, 1);
  t.false(Number.isNaN(Date.parse(attributes.createdAt)));

  const objects = await create(org.ownerKey, { name: 'Objects', editorConfig, pageSettings });
  t.is(objects.status, 201);
  t.deepEqual(objects.body.data.attributes.editorConfig, editorConfig);
  const defaults = await create(org.ownerKey, { name: 'Bare' });
  t.deepEqual(defaults.body.data.attributes.editorConfig, {});
  t.is(defaults.body.data.attributes.customCss, '');
  t.is(defaults.body.data.attributes.description, '');
  t.false(defaults.body.data.attributes.isDefault);

  const fetched = await call(service, 'GET', `${PATH}/${reply.body.data.id}`, { key: org.ownerKey });
  t.deepEqual(fetched.body.data, reply.body.data);
});

test('bad template input is a 400 naming the member', async (t) => {
  const org = await createOrganization(service.services.db);
  const cases: Array<[Record<string, unknown>, string, RegExp?]> = [
    [{ name: '' }, 'data.attributes.name'],
    [{ name: 'x', reportType: 'horary' }, 'data.attributes.reportType', /natal, transit, synastry/],
    [{ name: 'x', editorConfig: '{not json' }, 'data.attributes.editorConfig', /JSON/],
    [{ name: 'x', editorConfig: '[1, 2]' }, 'data.attributes.editorConfig', /object/],
    [{ name: 'x', editorConfig: 42 }, 'data.attributes.editorConfig'],
    [
      { name: 'x', editorConfig: { sections: ['cover', 'horoscope'] } },
      'data.attributes.editorConfig.sections[1]',
      /cover, wheel/,
    ],
    [{ name: 'x', editorConfig: { sections: ['cover', 'cover'] } }, 'data.attributes.editorConfig.sections', /once/],
    [{ name: 'x', editorConfig: { wheelTheme: 'neon' } }, 'data.attributes.editorConfig.wheelTheme'],
    [{ name: 'x', pageSettings: '{"size":"B5"}' }, 'data.attributes.pageSettings.size', /A4, A5, Letter or Legal/],
    [{ name: 'x', pageSettings: { margins: 500 } }, 'data.attributes.pageSettings.margins'],
    [{ name: 'x', pageSettings: { margins: { top: '3furlongs' } } }, 'data.attributes.pageSettings.margins.top'],
    [{ name: 'x', customCss: 'h1 {\n  color: banana;\n}' }, 'data.attributes.customCss', /line 2: color: "banana"/],
    [{ name: 'x', customCss: '@import "https://evil.example/x.css";' }, 'data.attributes.customCss', /not allowed/],
    [{ name: 'x', customCss: 'body { background-color: url(x.png) }' }, 'data.attributes.customCss', /not allowed/],
    [{ name: 'x', customCss: 'h2 { color: red ' }, 'data.attributes.customCss'],
    [{ name: 'x', customCss: 'body { font-size: 200pt }' }, 'data.attributes.customCss', /6pt to 48pt/],
    [{ name: 'x', isDefault: 'yes' }, 'data.attributes.isDefault'],
  ];
  for (const [attributes, parameter, detail] of cases) {
    const reply = await create(org.ownerKey, attributes);
    t.is(reply.status, 400, `${JSON.stringify(attributes)}: ${reply.text}`);
    t.is(reply.body.errors[0].source.parameter, parameter, JSON.stringify(attributes));
    if (detail) t.regex(reply.body.errors[0].detail, detail);
  }
  const wrongType = await call(service, 'POST', PATH, {
    key: org.ownerKey,
    body: { data: { type: 'widgets', attributes: { name: 'x', reportType: 'natal' } } },
  });
  t.is(wrongType.status, 400);
  t.is(wrongType.body.errors[0].source.parameter, 'data.type');
  const tolerated = await create(org.ownerKey, {
    name: 'unknown CSS is ignored',
    customCss: '.brand p { margin: 0 } body { color: #333; unknown-thing: 4 }',
  });
  t.is(tolerated.status, 201, tolerated.text);
});

test('global templates: only platform admins create, change or delete them; every organization sees them', async (t) => {
  const admin = await platformAdminOrganization();
  const other = await createOrganization(service.services.db);
  const refused = await create(other.ownerKey, { name: 'Not allowed', isGlobal: true, reportType: 'synastry' });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'platform_admin_required');
  t.is(refused.body.errors[0].source.parameter, 'data.attributes.isGlobal');

  const global = await create(admin.ownerKey, { name: 'House style', isGlobal: true, reportType: 'synastry' });
  t.is(global.status, 201, global.text);
  t.is(global.body.data.attributes.organizationId, null);
  t.true(global.body.data.attributes.isGlobal);
  const id = global.body.data.id;

  const seen = await call(service, 'GET', `${PATH}?filter[reportType]=synastry`, { key: other.ownerKey });
  t.true(seen.body.data.some((d: { id: string }) => d.id === id));
  t.is((await call(service, 'GET', `${PATH}/${id}`, { key: other.ownerKey })).status, 200);

  const patch = (key: string, attributes: Record<string, unknown>) =>
    call(service, 'PATCH', `${PATH}/${id}`, { key, body: { data: { type: 'templates', attributes } } });
  const changedByOther = await patch(other.ownerKey, { name: 'Hijacked' });
  t.is(changedByOther.status, 403);
  t.is(changedByOther.body.errors[0].code, 'platform_admin_required');
  t.is((await call(service, 'DELETE', `${PATH}/${id}`, { key: other.ownerKey })).status, 403);
  const scope = await patch(admin.ownerKey, { isGlobal: false });
  t.is(scope.status, 422);
  t.is(scope.body.errors[0].source.parameter, 'data.attributes.isGlobal');

  const renamed = await patch(admin.ownerKey, { name: 'House style 2' });
  t.is(renamed.status, 200);
  t.is(renamed.body.data.attributes.version, 2);
  const removed = await call(service, 'DELETE', `${PATH}/${id}`, { key: admin.ownerKey });
  t.is(removed.status, 200);
  t.is((await call(service, 'GET', `${PATH}/${id}`, { key: other.ownerKey })).status, 404);
});

test('isDefault: one default per organization and report type, also under concurrent writes; the database refuses a second', async (t) => {
  const org = await createOrganization(service.services.db);
  const a = (await create(org.ownerKey, { name: 'A', isDefault: true })).body.data;
  const transit = (await create(org.ownerKey, { name: 'Transit default', reportType: 'transit', isDefault: true })).body
    .data;
  const b = (await create(org.ownerKey, { name: 'B', isDefault: true })).body.data;
  const get = async (id: string) =>
    (await call(service, 'GET', `${PATH}/${id}`, { key: org.ownerKey })).body.data.attributes;
  t.false((await get(a.id)).isDefault, 'the new default replaces the old one');
  t.true((await get(b.id)).isDefault);
  t.true((await get(transit.id)).isDefault, 'another report type keeps its default');

  const again = await call(service, 'PATCH', `${PATH}/${a.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'templates', attributes: { isDefault: true } } },
  });
  t.true(again.body.data.attributes.isDefault);
  t.false((await get(b.id)).isDefault);

  const racers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => create(org.ownerKey, { name: `Racer ${i}`, isDefault: true })),
  );
  t.deepEqual(
    racers.map((r) => r.status),
    Array(8).fill(201),
  );
  const defaults = (
    await call(service, 'GET', `${PATH}?filter[reportType]=natal`, { key: org.ownerKey })
  ).body.data.filter((d: { attributes: { isDefault: boolean } }) => d.attributes.isDefault);
  t.is(defaults.length, 1);

  const other = await createOrganization(service.services.db);
  t.is(
    (await create(other.ownerKey, { name: 'Their default', isDefault: true })).status,
    201,
    'another organization has its own default',
  );

  await t.throwsAsync(
    service.services
      .db('pdf_templates')
      .insert({ organization_id: org.organizationId, name: 'Sneaky', report_type: 'natal', is_default: true }),
    { message: /pdf_templates_one_default/ },
  );
});

test('update bumps version; delete returns the template; other organizations get 404', async (t) => {
  const org = await createOrganization(service.services.db);
  const other = await createOrganization(service.services.db);
  const created = (await create(org.ownerKey, { name: 'Draft', customCss: 'body { color: #111 }' })).body.data;
  const patch = (key: string, attributes: Record<string, unknown>) =>
    call(service, 'PATCH', `${PATH}/${created.id}`, { key, body: { data: { type: 'templates', attributes } } });

  const first = await patch(org.ownerKey, {
    name: 'Final',
    pageSettings: '{"orientation":"landscape"}',
    isActive: false,
  });
  t.is(first.status, 200, first.text);
  t.is(first.body.data.attributes.version, 2);
  t.is(first.body.data.attributes.name, 'Final');
  t.deepEqual(first.body.data.attributes.pageSettings, { orientation: 'landscape' });
  t.false(first.body.data.attributes.isActive);
  t.is(first.body.data.attributes.customCss, 'body { color: #111 }', 'untouched members stay');
  t.true(Date.parse(first.body.data.attributes.updatedAt) >= Date.parse(created.attributes.updatedAt));
  const second = await patch(org.ownerKey, { description: 'v3' });
  t.is(second.body.data.attributes.version, 3);
  const bad = await patch(org.ownerKey, { editorConfig: { pageNumbers: 'sometimes' } });
  t.is(bad.status, 400);
  t.is(bad.body.errors[0].source.parameter, 'data.attributes.editorConfig.pageNumbers');

  for (const [method, body] of [
    ['GET', undefined],
    ['PATCH', { data: { type: 'templates', attributes: { name: 'Mine now' } } }],
    ['DELETE', undefined],
  ] as const) {
    const reply = await call(service, method, `${PATH}/${created.id}`, { key: other.ownerKey, body });
    t.is(reply.status, 404, method);
    t.is(reply.body.errors[0].source.parameter, 'id');
  }
  t.false(
    (await call(service, 'GET', PATH, { key: other.ownerKey })).body.data.some(
      (d: { id: string }) => d.id === created.id,
    ),
  );
  t.is((await call(service, 'GET', `${PATH}/not-a-uuid`, { key: org.ownerKey })).status, 404);

  const removed = await call(service, 'DELETE', `${PATH}/${created.id}`, { key: org.ownerKey });
  t.is(removed.status, 200);
  t.is(removed.body.data.attributes.name, 'Final');
  t.is((await call(service, 'GET', `${PATH}/${created.id}`, { key: org.ownerKey })).status, 404);
});

test('members read templates but cannot write them; a key without the pdf-reports module is refused', async (t) => {
  const org = await createOrganization(service.services.db);
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  const manager = await addMemberWithKey(service.services.db, org.organizationId, 'manager');
  t.is((await call(service, 'GET', PATH, { key: member.key })).status, 200);
  const refused = await create(member.key, { name: 'x' });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].meta.permission, 'content:create');
  const made = await create(manager.key, { name: 'by a manager' });
  t.is(made.status, 201);
  t.is((await call(service, 'DELETE', `${PATH}/${made.body.data.id}`, { key: member.key })).status, 403);
  const narrow = await addMemberWithKey(service.services.db, org.organizationId, 'owner', { modules: ['natal'] });
  const noModule = await call(service, 'GET', PATH, { key: narrow.key });
  t.is(noModule.status, 403);
  t.is(noModule.body.errors[0].code, 'missing_module');
});

test("the resource declares the settings that change the PDF; other members are the editor's free-form data", (t) => {
  const schema = wireSchema(z.object({ data: templateResource }));
  const resource = (editorConfig: unknown, pageSettings: unknown) => ({
    data: {
      type: 'pdf-template',
      id: 'a7c1e0de-0000-4000-8000-000000000001',
      attributes: {
        organizationId: null,
        name: 'Classic',
        description: '',
        reportType: 'natal',
        editorConfig,
        pageSettings,
        customCss: '',
        isDefault: false,
        isActive: true,
        version: 1,
        createdAt: '2026-11-28T00:00:00.000Z',
        updatedAt: '2026-11-28T00:00:00.000Z',
        isGlobal: true,
      },
    },
  });
  const honoured = { sections: ['cover', 'wheel'], title: 'T', pageNumbers: false, wheelTheme: 'print' };
  t.true(
    schema.safeParse(resource({ ...honoured, brandColour: '#224466' }, { size: 'Letter', margins: '20mm' })).success,
  );
  t.true(schema.safeParse(resource({}, { margins: { top: 30, left: '1in' } })).success);
  // A stored member that changes the PDF has the type the template check gave it.
  t.false(schema.safeParse(resource({ pageNumbers: 'sometimes' }, {})).success);
  t.false(schema.safeParse(resource({ sections: ['horoscope'] }, {})).success);
  t.false(schema.safeParse(resource({}, { orientation: 'sideways' })).success);
  t.false(schema.safeParse(resource({}, { margins: { top: 30, middle: 2 } })).success);
});
