import http from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import Koa from 'koa';
import { pino } from 'pino';
import { z } from 'zod';
import type { AnyRouteDefinition } from '../../src/http/api-router.ts';
import { handleErrors } from '../../src/http/error-handler.ts';
import { errors } from '../../src/http/errors.ts';
import { requestId } from '../../src/http/request-id.ts';
import { checkErrorBodies, checkResponse } from '../../src/http/response-check.ts';
import { VersionRegistry } from '../../src/versioning/registry.ts';
import type { VersionChange } from '../../src/versioning/version-change.ts';

const pointSchema = z.object({ data: z.object({ id: z.string(), longitude: z.number() }) });

const route = {
  method: 'GET',
  path: '/point',
  operationId: 'getPoint',
  summary: 'A point',
  tag: 'test',
  access: { kind: 'public' },
  responses: [{ status: 200, description: 'The point', mediaType: 'application/json', schema: pointSchema }],
  handler() {},
} as unknown as AnyRouteDefinition;

const pointRenamed: VersionChange = {
  date: '2026-06-01',
  name: 'point-renamed',
  description: 'test change',
  endpoints: [{ method: 'GET', path: '/point' }],
  toPrevious: (body) => body,
};

/** A checked route answering whatever `answer` sets, with a log that the test reads. */
async function serve(answer: (ctx: Koa.Context) => void) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = new Koa();
  app.silent = true;
  app.use(requestId());
  app.use(checkErrorBodies(logger));
  app.use(handleErrors(logger));
  app.use(checkResponse(route, new VersionRegistry([pointRenamed]), logger));
  app.use(async (ctx) => answer(ctx));
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/point`;
  const response = await fetch(url);
  const body = (await response.json()) as { errors: Array<{ code: string; detail: string }> };
  await new Promise((resolve) => server.close(resolve));
  return { status: response.status, body, lines };
}

test('a body that matches its declaration passes unchanged', async (t) => {
  const reply = await serve((ctx) => {
    ctx.body = { data: { id: 'sun', longitude: 12.5 } };
  });
  t.is(reply.status, 200);
  t.deepEqual(reply.body, { data: { id: 'sun', longitude: 12.5 } });
});

test('an undeclared member fails loudly: 500 response_schema_mismatch naming it, and a log line', async (t) => {
  const reply = await serve((ctx) => {
    ctx.body = { data: { id: 'sun', longitude: 12.5, degreesInSign: 12.5 } };
  });
  t.is(reply.status, 500);
  t.is(reply.body.errors[0].code, 'response_schema_mismatch');
  t.regex(reply.body.errors[0].detail, /getPoint: data: Unrecognized key: "degreesInSign"/);
  t.true(reply.lines.some((line) => line.includes('response does not match its declared schema')));
});

test('a wrong type fails, also in ready bytes made elsewhere (parsed as sent)', async (t) => {
  const reply = await serve((ctx) => {
    ctx.type = 'application/json';
    ctx.body = Buffer.from(JSON.stringify({ data: { id: 'sun', longitude: '12.5' } }));
  });
  t.is(reply.status, 500);
  t.regex(reply.body.errors[0].detail, /data\.longitude: .*expected number/i);
});

test('ready bytes shaped for an older date are not held to the newest declaration; the newest are', async (t) => {
  const older = await serve((ctx) => {
    ctx.state.versionTarget = { method: 'GET', path: '/point', applied: '2026-01-01' };
    ctx.type = 'application/json';
    ctx.body = Buffer.from(JSON.stringify({ data: { id: 'sun', lon: 12.5 } }));
  });
  t.is(older.status, 200);
  const newest = await serve((ctx) => {
    ctx.state.versionTarget = { method: 'GET', path: '/point', applied: '2026-06-01' };
    ctx.type = 'application/json';
    ctx.body = Buffer.from(JSON.stringify({ data: { id: 'sun', lon: 12.5 } }));
  });
  t.is(newest.status, 500);
});

test('a success status the route does not declare fails', async (t) => {
  const reply = await serve((ctx) => {
    ctx.status = 201;
    ctx.body = { data: { id: 'sun', longitude: 1 } };
  });
  t.is(reply.status, 500);
  t.regex(reply.body.errors[0].detail, /status 201 is not among the declared responses/);
});

test('error bodies: a thrown error renders to the error schema; a hand-made one with a stray member fails', async (t) => {
  const thrown = await serve(() => {
    throw errors.notFound('point', 'id');
  });
  t.is(thrown.status, 404);
  const handMade = await serve((ctx) => {
    ctx.status = 409;
    ctx.body = { errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail: 'x', hint: 'stray' }] };
  });
  t.is(handMade.status, 500);
  t.is(handMade.body.errors[0].code, 'response_schema_mismatch');
});
