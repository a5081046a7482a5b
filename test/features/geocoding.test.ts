import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const search = (query: string) => call(service, 'GET', `/api/geocoding/search?${query}`, { key: org.ownerKey });

test('a search returns places with every field of the spec, as application/json', async (t) => {
  const reply = await search('q=zurich&limit=3');
  t.is(reply.status, 200);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/json/);
  t.true(reply.body.data.length >= 1 && reply.body.data.length <= 3);
  const zurich = reply.body.data[0];
  t.deepEqual(Object.keys(zurich).sort(), [
    'city',
    'country',
    'countryCode',
    'displayName',
    'id',
    'latitude',
    'longitude',
    'name',
    'state',
    'timezone',
  ]);
  t.is(zurich.name, 'Zürich');
  t.is(zurich.countryCode, 'CH');
  t.is(zurich.timezone, 'Europe/Zurich');
  t.true(Math.abs(zurich.latitude - 47.37) < 0.05 && Math.abs(zurich.longitude - 8.54) < 0.05);
  t.regex(zurich.displayName, /^Zürich, .*Switzerland$/);
});

test('limit defaults to 10 and lang localises country names', async (t) => {
  const many = await search('q=San');
  t.is(many.body.data.length, 10);
  const german = await search('q=Berlin&lang=de&limit=1');
  t.is(german.body.data[0].country, 'Deutschland');
  t.is(german.body.data[0].countryCode, 'DE');
});

test('qualifiers and other scripts work through the route', async (t) => {
  const paris = await search(`q=${encodeURIComponent('Paris, US')}&limit=1`);
  t.is(paris.body.data[0].countryCode, 'US');
  const moscow = await search(`q=${encodeURIComponent('Москва')}&limit=1`);
  t.is(moscow.body.data[0].countryCode, 'RU');
});

test('bad parameters are 400 naming the parameter', async (t) => {
  const cases: Array<[string, string]> = [
    ['', 'q'],
    ['q=a', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=Paris&limit=0', 'limit'],
    ['q=Paris&limit=51', 'limit'],
    ['q=Paris&limit=ten', 'limit'],
    ['q=Paris&lang=klingon', 'lang'],
    ['q=Paris&api=google', 'api'],
  ];
  for (const [query, parameter] of cases) {
    const reply = await search(query);
    t.is(reply.status, 400, query);
    t.is(reply.body.errors[0].source.parameter, parameter, query);
  }
  const provider = await search('q=Paris&api=google');
  t.regex(provider.body.errors[0].detail, /expected one of embedded/);
  t.is((await search('q=Paris&api=embedded')).status, 200);
});

test('place search needs the geocoding module', async (t) => {
  const { db } = service.services;
  const other = await createOrganization(db);
  await db('organization_modules').where({ organization_id: other.organizationId, module: 'geocoding' }).delete();
  await service.services.invalidation.organizationChanged(other.organizationId);
  const reply = await call(service, 'GET', '/api/geocoding/search?q=Paris', { key: other.ownerKey });
  t.is(reply.status, 403);
  t.is(reply.body.errors[0].code, 'missing_module');
});
