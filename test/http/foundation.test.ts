import test from 'ava';
import fc from 'fast-check';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

test('liveness and readiness report the database and Redis', async (t) => {
  const alive = await call(service, 'GET', '/healthz');
  t.is(alive.status, 200);
  t.deepEqual(alive.body, { status: 'ok' });
  const ready = await call(service, 'GET', '/readyz');
  t.is(ready.status, 200);
  t.like(ready.body, { status: 'ready', database: true, redis: true });
});

test('every response carries a request id, and a sane caller id is kept', async (t) => {
  const generated = await call(service, 'GET', '/healthz');
  t.regex(generated.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  const kept = await call(service, 'GET', '/healthz', { headers: { 'X-Request-Id': 'trace-123' } });
  t.is(kept.headers.get('x-request-id'), 'trace-123');
  const replaced = await call(service, 'GET', '/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
  t.not(replaced.headers.get('x-request-id'), 'bad id with spaces');
});

test('unknown routes are a JSON 404 and wrong methods a 405 with Allow', async (t) => {
  const missing = await call(service, 'GET', '/api/nothing-here', { key: org.ownerKey });
  t.is(missing.status, 404);
  t.is(missing.body.errors[0].code, 'route_not_found');
  t.is(missing.headers.get('content-type'), 'application/json; charset=utf-8');
  const wrong = await call(service, 'PUT', '/api/modules', { key: org.ownerKey, body: {} });
  t.is(wrong.status, 405);
  t.is(wrong.body.errors[0].code, 'method_not_allowed');
  t.regex(wrong.headers.get('allow') ?? '', /GET/);
});

test('the error shape names status, code, message and the offending parameter', async (t) => {
  const reply = await call(service, 'GET', '/api/calc/positions?instant=yesterday', { key: org.ownerKey });
  t.is(reply.status, 400);
  const [error] = reply.body.errors;
  t.is(error.status, '400');
  t.is(error.code, 'invalid_parameter');
  t.is(error.source.parameter, 'instant');
  t.is(error.source.in, 'query');
  t.regex(error.detail, /ISO 8601/);
  t.truthy(reply.body.meta.requestId);
});

test('route → pool → worker → response: planet positions at an instant', async (t) => {
  const reply = await call(service, 'GET', '/api/calc/positions?instant=2000-01-01T12:00:00Z', { key: org.ownerKey });
  t.is(reply.status, 200);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const positions = reply.body.data.attributes.positions as Array<{
    point: string;
    longitude: number;
    speed: number;
    sign: string;
  }>;
  t.is(positions.length, 10);
  const sun = positions.find((p) => p.point === 'sun')!;
  // The Sun at the J2000 epoch stands at 280.37° (apparent, of date), in Capricorn, moving ~1.019°/day.
  t.true(Math.abs(sun.longitude - 280.37) < 0.01, `sun at ${sun.longitude}`);
  t.is(sun.sign, 'capricorn');
  t.true(Math.abs(sun.speed - 1.019) < 0.002);
});

test('bodies that are not JSON are refused with 400 or 415, never 500', async (t) => {
  const invalid = await call(service, 'POST', '/api/api-keys', { key: org.ownerKey, rawBody: '{"data": {' });
  t.is(invalid.status, 400);
  t.is(invalid.body.errors[0].code, 'invalid_json');
  const text = await call(service, 'POST', '/api/api-keys', {
    key: org.ownerKey,
    rawBody: 'name=x',
    headers: { 'Content-Type': 'text/plain' },
  });
  t.is(text.status, 415);
  t.is(text.body.errors[0].source.parameter, 'Content-Type');
  const empty = await call(service, 'POST', '/api/api-keys', { key: org.ownerKey });
  t.is(empty.status, 400);
  t.is(empty.body.errors[0].source.parameter, 'body');
});

test('huge and deeply nested bodies are refused without a 500', async (t) => {
  const huge = await call(service, 'POST', '/api/api-keys', {
    key: org.ownerKey,
    rawBody: JSON.stringify({ data: { type: 'api-keys', attributes: { name: 'x'.repeat(2_000_000) } } }),
  });
  t.is(huge.status, 413);
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  const nested = await call(service, 'POST', '/api/api-keys', { key: org.ownerKey, rawBody: deep });
  t.true(nested.status === 400 || nested.status === 413, `status ${nested.status}`);
  const longName = await call(service, 'POST', '/api/api-keys', {
    key: org.ownerKey,
    body: { data: { type: 'api-keys', attributes: { name: 'x'.repeat(5000) } } },
  });
  t.is(longName.status, 400);
  t.is(longName.body.errors[0].source.parameter, 'data.attributes.name');
});

test('no JSON body of any shape produces a 500 on the write endpoints', async (t) => {
  const endpoints: Array<[string, string]> = [
    ['POST', '/api/api-keys'],
    ['POST', '/api/org/users'],
    ['PATCH', '/api/org/users/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/org/api-version'],
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue({ maxDepth: 6 }), async ([method, path], value) => {
      const reply = await call(service, method, path, { key: org.ownerKey, body: value });
      return reply.status >= 400 && reply.status < 500 && Array.isArray(reply.body.errors);
    }),
    { numRuns: 150 },
  );
  // Near-misses of the right shape, with wrong types inside.
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        name: fc.anything(),
        permissions: fc.anything(),
        expiresIn: fc.anything(),
        allowedDomains: fc.anything(),
      }),
      async (attributes) => {
        const reply = await call(service, 'POST', '/api/api-keys', {
          key: org.ownerKey,
          body: { data: { type: 'api-keys', attributes } },
        });
        return reply.status < 500;
      },
    ),
    { numRuns: 100 },
  );
  t.pass();
});

test('the OpenAPI document lists every route with its parameters, bodies and errors', async (t) => {
  const reply = await call(service, 'GET', '/openapi.json');
  t.is(reply.status, 200);
  const doc = reply.body;
  t.is(doc.openapi, '3.1.0');
  const { routes } = (await import('../../src/app.ts')).createApp(service.services).api;
  for (const route of routes) {
    const operation = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    t.truthy(operation, `${route.method} ${route.path} is documented`);
    if (route.access.kind !== 'public') t.truthy(operation.responses['401'], `${route.path} documents 401`);
    if (route.body) t.truthy(operation.requestBody, `${route.path} documents its body`);
    if (route.params) t.true(operation.parameters.some((p: { in: string }) => p.in === 'path'));
  }
  const patchMember = doc.paths['/api/org/users/{memberId}'].patch;
  t.deepEqual(Object.keys(patchMember.responses).sort(), ['200', '400', '401', '403', '404', '413', '415', '429']);
});

test('CORS allows X-Api-Version in requests and exposes it on responses', async (t) => {
  const preflight = await call(service, 'OPTIONS', '/api/modules', {
    headers: {
      Origin: 'https://app.example.com',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'x-api-key,x-api-version',
    },
  });
  t.true(preflight.status === 204 || preflight.status === 200);
  t.regex(preflight.headers.get('access-control-allow-headers') ?? '', /X-Api-Version/);
  const actual = await call(service, 'GET', '/healthz', { headers: { Origin: 'https://app.example.com' } });
  t.regex(actual.headers.get('access-control-expose-headers') ?? '', /X-Api-Version/);
});
