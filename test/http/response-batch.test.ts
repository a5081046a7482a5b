import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import Koa from 'koa';
import { pino } from 'pino';
import { requestEdge } from '../../src/http/request-edge.ts';
import { endOfTurn } from '../../src/http/response-batch.ts';
import { VersionRegistry } from '../../src/versioning/registry.ts';

test('every call in one turn gets the same promise; it settles at the turn end, before immediates queued after it', async (t) => {
  const order: string[] = [];
  const first = endOfTurn();
  t.is(endOfTurn(), first);
  void first.then(() => order.push('turn end'));
  setImmediate(() => order.push('later immediate'));
  await Promise.resolve();
  await Promise.resolve();
  t.deepEqual(order, [], 'microtasks do not settle it');
  await new Promise((resolve) => setTimeout(resolve, 5));
  t.deepEqual(order, ['turn end', 'later immediate']);
  const next = endOfTurn();
  t.not(next, first, 'a later turn has its own promise');
  await next;
});

test('responses to requests read in one turn are written after all of them are handled, not one by one', async (t) => {
  const COUNT = 5;
  const order: string[] = [];
  const app = new Koa();
  app.silent = true;
  app.use(requestEdge({ logger: pino({ level: 'silent' }), versions: new VersionRegistry([]) }));
  app.use((ctx) => {
    const n = ctx.path.slice(1);
    order.push(`handled ${n}`);
    const end = ctx.res.end.bind(ctx.res) as (...args: unknown[]) => http.ServerResponse;
    ctx.res.end = ((...args: unknown[]) => {
      order.push(`written ${n}`);
      return end(...args);
    }) as typeof ctx.res.end;
    ctx.body = { n };
  });
  const server = http.createServer(app.callback());
  let accepted = 0;
  const allAccepted = new Promise<void>((resolve) => server.on('connection', () => ++accepted === COUNT && resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sockets = await Promise.all(
    Array.from({ length: COUNT }, () => new Promise<net.Socket>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    })),
  );
  await allAccepted;
  try {
    const answers = sockets.map((socket) => new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (text.includes('}')) resolve(text);
      });
    }));
    // All requests reach the server's sockets before it runs again: it reads them in one turn.
    sockets.forEach((socket, n) => socket.write(`GET /${n} HTTP/1.1\r\nHost: x\r\n\r\n`));
    const texts = await Promise.all(answers);
    texts.forEach((text, n) => t.true(text.startsWith('HTTP/1.1 200') && text.endsWith(`{"n":"${n}"}`), text));
    const handled = Array.from({ length: COUNT }, (_, n) => `handled ${n}`);
    const written = Array.from({ length: COUNT }, (_, n) => `written ${n}`);
    t.deepEqual(order, [...handled, ...written]);
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  }
});
