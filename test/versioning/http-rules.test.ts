import http from 'node:http';
import Router from '@koa/router';
import test from 'ava';
import Koa from 'koa';
import { apiVersion } from '../../src/http/api-version.ts';
import { handleErrors } from '../../src/http/error-handler.ts';
import { requestId } from '../../src/http/request-id.ts';
import { createLogger } from '../../src/logger.ts';
import { VersionRegistry } from '../../src/versioning/registry.ts';
import type { VersionChange } from '../../src/versioning/version-change.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const pin = (key: string, apiVersion: string | null) =>
  call(service, 'PATCH', '/api/org/api-version', {
    key,
    body: { data: { type: 'organizations', attributes: { apiVersion } } },
  });

for (const bad of ['2026-02-30', '2026-1-05', '20260105', 'latest', '']) {
  test(`malformed X-Api-Version "${bad}" → 400 { error } quoting it`, async (t) => {
    const reply = await call(service, 'GET', '/api/modules', { key: org.ownerKey, headers: { 'X-Api-Version': bad } });
    t.is(reply.status, 400);
    t.deepEqual(Object.keys(reply.body), ['error']);
    t.true(reply.body.error.includes(`"${bad}"`));
    t.regex(reply.body.error, /YYYY-MM-DD/);
  });
  test(`malformed api_version query "${bad}" → the same 400`, async (t) => {
    const reply = await call(service, 'GET', `/api/modules?api_version=${encodeURIComponent(bad)}`, {
      key: org.ownerKey,
    });
    t.is(reply.status, 400);
    t.deepEqual(Object.keys(reply.body), ['error']);
    t.true(reply.body.error.includes(`"${bad}"`));
  });
}

test('well-formed dates outside the supported range are not errors', async (t) => {
  for (const date of ['1999-01-01', '2099-12-31']) {
    const reply = await call(service, 'GET', '/api/modules', { key: org.ownerKey, headers: { 'X-Api-Version': date } });
    t.is(reply.status, 200, date);
  }
});

test('GET /api/modules: same body on every date, no version headers unless one was sent', async (t) => {
  const plain = await call(service, 'GET', '/api/modules', { key: org.ownerKey });
  t.is(plain.headers.get('x-api-version'), null);
  t.false((plain.headers.get('vary') ?? '').includes('X-Api-Version'));
  const old = await call(service, 'GET', '/api/modules', {
    key: org.ownerKey,
    headers: { 'X-Api-Version': '2026-01-01' },
  });
  const latest = await call(service, 'GET', '/api/modules', {
    key: org.ownerKey,
    headers: { 'X-Api-Version': '2026-09-03' },
  });
  t.deepEqual(old.body, plain.body);
  t.deepEqual(latest.body, plain.body);
  t.is(old.headers.get('x-api-version'), '2026-01-01', 'an explicit header is echoed');
  t.is(latest.headers.get('x-api-version'), '2026-09-03');
  const query = await call(service, 'GET', '/api/modules?api_version=2026-09-03', { key: org.ownerKey });
  t.is(query.headers.get('x-api-version'), null, 'only an explicit header is echoed on date-independent endpoints');
});

test('GET /api/org/api-version reports pin, effective, baseline and latest; PATCH pins and null clears', async (t) => {
  const fresh = await createOrganization(service.services.db);
  const initial = await call(service, 'GET', '/api/org/api-version', { key: fresh.ownerKey });
  t.is(initial.status, 200);
  t.regex(initial.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.deepEqual(initial.body, {
    data: {
      type: 'organizations',
      id: fresh.organizationId,
      attributes: {
        apiVersion: null,
        effectiveApiVersion: '2026-01-01',
        baselineApiVersion: '2026-01-01',
        latestApiVersion: '2026-11-28',
      },
    },
  });
  const pinned = await pin(fresh.ownerKey, '2026-09-03');
  t.is(pinned.status, 200);
  t.is(pinned.body.data.attributes.apiVersion, '2026-09-03');
  t.is(pinned.body.data.attributes.effectiveApiVersion, '2026-09-03');
  t.is(
    (await call(service, 'GET', '/api/org/api-version', { key: fresh.ownerKey })).body.data.attributes.apiVersion,
    '2026-09-03',
  );
  const early = await pin(fresh.ownerKey, '2025-06-01');
  t.is(early.body.data.attributes.apiVersion, '2025-06-01');
  t.is(early.body.data.attributes.effectiveApiVersion, '2026-01-01');
  const late = await pin(fresh.ownerKey, '2030-01-01');
  t.is(late.body.data.attributes.effectiveApiVersion, '2026-11-28');
  const cleared = await pin(fresh.ownerKey, null);
  t.is(cleared.body.data.attributes.apiVersion, null);
  t.is(cleared.body.data.attributes.effectiveApiVersion, '2026-01-01');
});

test('PATCH /api/org/api-version refuses malformed dates naming the field', async (t) => {
  for (const value of ['2026-02-30', 'latest', 20260105]) {
    const reply = await pin(org.ownerKey, value as string);
    t.is(reply.status, 400);
    t.is(reply.body.errors[0].source.parameter, 'data.attributes.apiVersion');
  }
  const missing = await call(service, 'PATCH', '/api/org/api-version', {
    key: org.ownerKey,
    body: { data: { type: 'organizations', attributes: {} } },
  });
  t.is(missing.status, 400);
});

/**
 * The middleware's rules on a date-shaped route, with a registry whose one change marks bodies,
 * so that which date was applied is visible in the body as well as the header.
 */
async function versionedApp(pinOf: () => string | null) {
  const change: VersionChange = {
    date: '2026-09-03',
    name: 'marked',
    description: 'marks older bodies',
    endpoints: [{ method: 'GET', path: '/shaped' }],
    toPrevious: (body) => ({ ...(body as object), shape: 'old' }),
  };
  const registry = new VersionRegistry([change]);
  const router = new Router();
  router.get('/shaped', (ctx) => {
    ctx.state.principal = { organizationApiVersion: pinOf() };
    ctx.body = { shape: 'new' };
  });
  router.get('/plain', (ctx) => {
    ctx.body = { ok: true };
  });
  const app = new Koa();
  for (const middleware of [requestId(), handleErrors(createLogger('silent')), apiVersion(registry)])
    app.use(middleware);
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('date-shaped responses: header beats query beats pin beats baseline, with Vary', async (t) => {
  let pinned: string | null = null;
  const app = await versionedApp(() => pinned);
  try {
    const get = (path: string, headers: Record<string, string> = {}) => call(app, 'GET', path, { headers });
    let reply = await get('/shaped');
    t.is(reply.body.shape, 'old', 'no date, no pin: the baseline');
    t.is(reply.headers.get('x-api-version'), '2026-01-01');
    t.regex(reply.headers.get('vary') ?? '', /X-Api-Version/);
    pinned = '2026-09-03';
    reply = await get('/shaped');
    t.is(reply.body.shape, 'new', 'the pin applies');
    t.is(reply.headers.get('x-api-version'), '2026-09-03');
    reply = await get('/shaped?api_version=2026-02-01');
    t.is(reply.body.shape, 'old', 'the query overrides the pin');
    t.is(reply.headers.get('x-api-version'), '2026-02-01');
    reply = await get('/shaped?api_version=2026-02-01', { 'X-Api-Version': '2026-12-01' });
    t.is(reply.body.shape, 'new', 'the header wins over the query');
    t.is(reply.headers.get('x-api-version'), '2026-09-03', 'later dates resolve to the newest change');
    reply = await get('/shaped', { 'X-Api-Version': '2024-01-01' });
    t.is(reply.body.shape, 'old');
    t.is(reply.headers.get('x-api-version'), '2026-01-01', 'earlier dates resolve to the baseline');
    pinned = null;
    reply = await get('/shaped');
    t.is(reply.body.shape, 'old', 'cleared pin: baseline again');
    reply = await get('/plain');
    t.is(reply.headers.get('x-api-version'), null);
    reply = await get('/plain', { 'X-Api-Version': '2026-05-05' });
    t.is(reply.headers.get('x-api-version'), '2026-05-05');
  } finally {
    await app.close();
  }
});
