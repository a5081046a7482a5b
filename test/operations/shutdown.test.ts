import net from 'node:net';
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { createOrganization } from '../support/factories.ts';
import { spawnServer, urlWithSchema } from '../support/server-process.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

/** Opens a request and sends its head and the first bytes of its body; `finish()` sends the rest. */
function startSlowRequest(url: string, key: string, body: string): { reply: Promise<string>; finish(): void } {
  const { hostname, port } = new URL(url);
  let socket: net.Socket;
  const reply = new Promise<string>((resolve, reject) => {
    socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/api-keys HTTP/1.1\r\nHost: ${hostname}\r\nX-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return { reply, finish: () => socket.write(body.slice(10)) };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('SIGTERM: stops accepting, finishes the in-flight request, exits 0', async (t) => {
  t.timeout(90_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  if (database.kind !== 'postgres') return t.pass('a second process needs the PostgreSQL server');
  const org = await createOrganization(database.db);
  const server = await spawnServer({
    DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!), SERVER_SECRET: TEST_SERVER_SECRET,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
  });
  t.teardown(() => server.stop('SIGKILL'));

  const body = JSON.stringify({ data: { type: 'api-keys', attributes: { name: 'made during shutdown' } } });
  const request = startSlowRequest(server.url, org.ownerKey, body);
  await new Promise((r) => setTimeout(r, 300)); // the request is in flight, its body half sent
  const exit = server.stop('SIGTERM');
  await until(() => server.output().includes('shutting down'), 20_000);
  await new Promise((r) => setTimeout(r, 100));
  // Draining: the listening socket is closed, new connections are refused.
  const refused = await fetch(`${server.url}/healthz`).then(() => false, () => true);
  t.true(refused, 'new connections are refused while draining');
  request.finish();
  const raw = await request.reply;
  t.regex(raw, /^HTTP\/1\.1 201/);
  t.regex(raw, /made during shutdown/);
  t.is(await exit, 0);
  t.regex(server.output(), /shutting down/);
  t.regex(server.output(), /"msg":"stopped"/);
  const stored = await database.db('api_keys').where({ name: 'made during shutdown' }).first();
  t.truthy(stored);
});
