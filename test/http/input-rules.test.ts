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

const BIRTH = 'dateTime=1990-06-15T14:30&latitude=48.85&longitude=2.35&timezone=Europe/Paris';

/** The one error of a 400 reply: its parameter, where, and its detail. */
function onlyError(t: import('ava').ExecutionContext, reply: { status: number; body: any }) {
  t.is(reply.status, 400, JSON.stringify(reply.body));
  const [error] = reply.body.errors;
  return { parameter: error.source?.parameter, in: error.source?.in, detail: error.detail as string, code: error.code };
}

test('an unknown body member is refused, naming the closest known member', async (t) => {
  const reply = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { dateTime: '1990-06-15T14:30', latitude: 48.85, longitude: 2.35, hosueSystem: 'whole-sign' },
  });
  const error = onlyError(t, reply);
  t.like(error, { parameter: 'hosueSystem', in: 'body', code: 'invalid_parameter' });
  t.regex(error.detail, /unknown field\(s\) hosueSystem \(did you mean houseSystem\?\)/);
});

test('an unknown nested body member is refused with its full name', async (t) => {
  const reply = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { dateTime: '1990-06-15T14:30', location: { latitude: 48.85, longitude: 2.35, timezon: 'Europe/Paris' } },
  });
  const error = onlyError(t, reply);
  t.is(error.parameter, 'location.timezon');
  t.regex(error.detail, /did you mean timezone\?/);
});

test('short names for coordinates and zone are refused, naming the member they stand for', async (t) => {
  const cases: [string, string][] = [
    ['lat', 'latitude'],
    ['lng', 'longitude'],
    ['lon', 'longitude'],
    ['tz', 'timezone'],
  ];
  for (const [alias, member] of cases) {
    const location: Record<string, unknown> = { latitude: 48.85, longitude: 2.35, timezone: 'Europe/Paris' };
    location[alias] = location[member];
    delete location[member];
    const reply = await call(service, 'POST', '/api/calc/natal', {
      key: org.ownerKey,
      body: { dateTime: '1990-06-15T14:30', location },
    });
    const error = onlyError(t, reply);
    t.is(error.parameter, `location.${alias}`);
    t.regex(error.detail, new RegExp(`did you mean ${member}\\?`), alias);
  }
});

test('an unknown time zone is refused, naming the closest known zone', async (t) => {
  const reply = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: { dateTime: '1990-06-15T14:30', location: { latitude: 48.85, longitude: 2.35, timezone: 'Europe/Pariss' } },
  });
  const error = onlyError(t, reply);
  t.is(error.in, 'body');
  t.regex(error.detail, /did you mean Europe\/Paris\?/);
  const far = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: {
      dateTime: '1990-06-15T14:30',
      location: { latitude: 48.85, longitude: 2.35, timezone: 'Mars/Olympus_Mons' },
    },
  });
  t.notRegex(onlyError(t, far).detail, /did you mean/);
});

test('an unknown query parameter is refused, naming the closest known one; api_version is known everywhere', async (t) => {
  const reply = await call(service, 'GET', `/api/calc/natal?${BIRTH}&hosueSystem=whole-sign`, { key: org.ownerKey });
  const error = onlyError(t, reply);
  t.like(error, { parameter: 'hosueSystem', in: 'query' });
  t.regex(error.detail, /unknown field\(s\) hosueSystem \(did you mean houseSystem\?\)/);
  const fine = await call(service, 'GET', `/api/calc/natal?${BIRTH}&houseSystem=whole-sign&api_version=2026-01-01`, {
    key: org.ownerKey,
  });
  t.is(fine.status, 200);
});

for (const written of ['0x10', '0b101', '0o17']) {
  test(`a query number written ${written} (JavaScript-only syntax) is refused`, async (t) => {
    const reply = await call(
      service,
      'GET',
      `/api/calc/natal?dateTime=1990-06-15T14:30&latitude=${written}&longitude=2.35`,
      { key: org.ownerKey },
    );
    const error = onlyError(t, reply);
    t.like(error, { parameter: 'latitude', in: 'query' });
    t.regex(error.detail, /decimal/);
  });
}

test('decimal query numbers, with a sign, a fraction or an exponent, are accepted', async (t) => {
  const reply = await call(
    service,
    'GET',
    '/api/calc/natal?dateTime=1990-06-15T14:30&latitude=4.885e1&longitude=+2.35',
    { key: org.ownerKey },
  );
  t.is(reply.status, 200);
  t.is(reply.body.data.attributes.location.latitude, 48.85);
});

test('a NUL character in a body string is a 400 naming the field, not a database error', async (t) => {
  const reply = await call(service, 'POST', '/api/api-keys', {
    key: org.ownerKey,
    body: { data: { type: 'api-keys', attributes: { name: 'a\u0000b' } } },
  });
  const error = onlyError(t, reply);
  t.like(error, { parameter: 'data.attributes.name', in: 'body' });
  t.regex(error.detail, /NUL/);
});

test('a lone surrogate in a body string is a 400 naming the field', async (t) => {
  const rawBody = '{"data":{"type":"api-keys","attributes":{"name":"bad \\ud800 text"}}}';
  const reply = await call(service, 'POST', '/api/api-keys', {
    key: org.ownerKey,
    rawBody,
    headers: { 'Content-Type': 'application/json' },
  });
  const error = onlyError(t, reply);
  t.like(error, { parameter: 'data.attributes.name', in: 'body' });
  t.regex(error.detail, /surrogate/);
});

test('a NUL character in a query value or a path parameter is a 400 naming it', async (t) => {
  const query = onlyError(
    t,
    await call(service, 'GET', `/api/calc/natal?${BIRTH}&placeName=Par%00is`, { key: org.ownerKey }),
  );
  t.like(query, { parameter: 'placeName', in: 'query' });
  const path = onlyError(t, await call(service, 'GET', '/api/api-keys/ab%00cd', { key: org.ownerKey }));
  t.like(path, { parameter: 'id', in: 'path' });
  t.regex(path.detail, /NUL/);
});

test('POST /api/chart/signed-urls refuses members it does not know', async (t) => {
  const reply = await call(service, 'POST', '/api/chart/signed-urls', {
    key: org.ownerKey,
    body: {
      dateTime: '1990-06-15T14:30',
      latitude: 48.85,
      longitude: 2.35,
      timezone: 'Europe/Paris',
      format: 'svg',
      expiresInn: 600,
    },
  });
  const error = onlyError(t, reply);
  t.like(error, { parameter: 'expiresInn', in: 'body' });
  t.regex(error.detail, /did you mean expiresIn\?/);
});
