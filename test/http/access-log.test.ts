import http from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import Koa from 'koa';
import { pino } from 'pino';
import { requestEdge } from '../../src/http/request-edge.ts';
import { VersionRegistry } from '../../src/versioning/registry.ts';
import { serializedLineWriter } from '../../src/logger.ts';

function capturingLogger(level = 'info') {
  const lines: string[] = [];
  const logger = pino({ name: 'astro-api', level, base: { pid: 4242 } }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const withoutTime = (line: string) => {
  const { time, ...rest } = JSON.parse(line);
  return { time, rest, keys: Object.keys(JSON.parse(line)) };
};

test('a pre-serialized line has exactly the shape pino gives the same fields', (t) => {
  const { logger, lines } = capturingLogger();
  const fields = { requestId: 'r-1', method: 'GET', path: '/api/me', status: 200, ms: 0.42, keyId: 'k "quoted"' };
  logger.info(fields, 'request');
  t.true(serializedLineWriter(logger, 'info', 'request')(JSON.stringify(fields).slice(1, -1)));
  t.is(lines.length, 2);
  const [byPino, byHand] = lines.map(withoutTime);
  t.deepEqual(byHand.rest, byPino.rest);
  t.deepEqual(byHand.keys, byPino.keys);
  t.true(Number.isInteger(byHand.time) && Math.abs(byHand.time - Date.now()) < 5000);
  t.true(lines[1].endsWith('}\n'));
});

test('a disabled level writes nothing', (t) => {
  const { logger, lines } = capturingLogger('warn');
  t.false(serializedLineWriter(logger, 'info', 'request')('"a":1'));
  t.deepEqual(lines, []);
});

test('a writer follows the logger level as it changes at run time', (t) => {
  const { logger, lines } = capturingLogger('info');
  const write = serializedLineWriter(logger, 'info', 'request');
  t.true(write('"a":1'));
  logger.level = 'warn';
  t.false(write('"a":2'));
  logger.level = 'debug';
  t.true(write('"a":3'));
  t.deepEqual(lines.map((line) => JSON.parse(line).a), [1, 3]);
});

test('an error-level writer writes level 50 and its own message', (t) => {
  const { logger, lines } = capturingLogger('error');
  t.false(serializedLineWriter(logger, 'info', 'request')('"a":1'));
  t.true(serializedLineWriter(logger, 'error', 'request "failed"')('"a":2'));
  t.is(lines.length, 1);
  t.like(JSON.parse(lines[0]), { level: 50, a: 2, msg: 'request "failed"', name: 'astro-api', pid: 4242 });
});

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
  app.use(requestEdge({ logger, versions: new VersionRegistry([]) }));
  app.use((ctx) => {
    if (ctx.path === '/boom') throw new Error('boom');
    ctx.state.principal = { organizationId: 'org-1', keyId: 'key-1' };
    ctx.body = { ok: true };
  });
  const server = await serve(app);
  try {
    // A raw request: fetch would percent-encode the quote and turn the backslash into a slash.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: new URL(server.url).port, path: '/api/a"b\\c', method: 'POST', headers: { 'X-Request-Id': 'req-42' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
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
  t.like(first, { level: 30, pid: 4242, name: 'astro-api', requestId: 'req-42', method: 'POST', path: '/api/a"b\\c', status: 200, organizationId: 'org-1', keyId: 'key-1', msg: 'request' });
  t.true(typeof first.ms === 'number' && first.ms >= 0);
  t.like(second, { level: 50, method: 'GET', path: '/boom', status: 500, msg: 'request failed' });
  t.regex(second.requestId, /^[0-9a-f-]{36}$/);
  t.is(unhandled[0].requestId, second.requestId);
  t.false('organizationId' in second);
});
