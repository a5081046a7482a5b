import http from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import Koa from 'koa';
import { pino } from 'pino';
import { accessLog } from '../../src/http/access-log.ts';
import { apiVersion } from '../../src/http/api-version.ts';
import { handleErrors } from '../../src/http/error-handler.ts';
import { requestId } from '../../src/http/request-id.ts';
import { VersionRegistry } from '../../src/versioning/registry.ts';

function capturingLogger(level = 'info') {
  const lines: string[] = [];
  const logger = pino(
    { name: 'astro-api', level, base: { pid: 4242 } },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}

async function serve(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('one line per request: request id, method, path (escaped), status, duration, caller; 5xx at error level', async (t) => {
  const { logger, lines } = capturingLogger();
  const app = new Koa();
  app.silent = true;
  for (const middleware of [requestId(), accessLog(logger), handleErrors(logger), apiVersion(new VersionRegistry([]))])
    app.use(middleware);
  app.use((ctx) => {
    if (ctx.path === '/boom') throw new Error('boom');
    ctx.state.principal = { organizationId: 'org-1', keyId: 'key-1' };
    ctx.body = { ok: true };
  });
  const server = await serve(app);
  try {
    // A raw request: fetch would percent-encode the quote and turn the backslash into a slash.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: new URL(server.url).port,
          path: '/api/a"b\\c',
          method: 'POST',
          headers: { 'X-Request-Id': 'req-42' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    t.is(status, 200);
    const failed = await fetch(`${server.url}/boom`);
    t.is(failed.status, 500);
  } finally {
    await server.close();
  }
  const parsed = lines.map((line) => JSON.parse(line));
  // The failure's own error line (with the stack) comes before its access line.
  const unhandled = parsed.filter((line) => line.msg === 'unhandled error');
  t.is(unhandled.length, 1);
  const [first, second, ...more] = parsed.filter((line) => line.msg !== 'unhandled error');
  t.is(more.length, 0);
  t.like(first, {
    level: 30,
    pid: 4242,
    name: 'astro-api',
    requestId: 'req-42',
    method: 'POST',
    path: '/api/a"b\\c',
    status: 200,
    organizationId: 'org-1',
    keyId: 'key-1',
    msg: 'request',
  });
  t.true(typeof first.ms === 'number' && first.ms >= 0);
  t.like(second, { level: 50, method: 'GET', path: '/boom', status: 500, msg: 'request failed' });
  t.regex(second.requestId, /^[0-9a-f-]{36}$/);
  t.is(unhandled[0].requestId, second.requestId);
  t.false('organizationId' in second);
});
