import { randomBytes } from 'node:crypto';
import net from 'node:net';
import test from 'ava';
import { createOrganization } from '../support/factories.ts';
import { spawnServer, urlWithSchema } from '../support/server-process.ts';
import { createTestDatabase, TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

// The server runs as a child process on the test database: the in-memory PGlite cannot be shared.
const onServer = TEST_DATABASE === 'postgres' ? test : test.skip;

/**
 * Opens a request with `Expect: 100-continue` and resolves `inFlight` once the server has parsed
 * its head and is waiting for the body (its interim 100 Continue arrived), having sent the first
 * bytes of the body; `finish()` sends the rest. `reply` is the final response.
 */
function startSlowRequest(
  url: string,
  key: string,
  body: string,
): { inFlight: Promise<void>; reply: Promise<string>; finish(): void } {
  const { hostname, port } = new URL(url);
  let socket: net.Socket;
  let continued: () => void;
  const inFlight = new Promise<void>((resolve) => (continued = resolve));
  const reply = new Promise<string>((resolve, reject) => {
    socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/api-keys HTTP/1.1\r\nHost: ${hostname}\r\nX-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      const interim = /^HTTP\/1\.1 100 Continue\r\n\r\n/.exec(text);
      if (interim) {
        text = text.slice(interim[0].length);
        socket.write(body.slice(0, 10), () => continued());
      }
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return { inFlight, reply, finish: () => socket.write(body.slice(10)) };
}

/** Resolves once a connection to `url` is refused (the server stopped listening); rejects after `timeoutMs`. */
async function refusedWithin(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await fetch(`${url}/healthz`).then(
      () => false,
      () => true,
    );
    if (refused) return true;
  }
  return false;
}

onServer('SIGTERM: stops accepting, finishes the in-flight request, exits 0', async (t) => {
  t.timeout(90_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  if (database.kind !== 'postgres') return t.pass('a second process needs the PostgreSQL server');
  const org = await createOrganization(database.db);
  const server = await spawnServer({
    DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
    SERVER_SECRET: TEST_SERVER_SECRET,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
  });
  t.teardown(() => server.stop('SIGKILL'));

  const body = JSON.stringify({ data: { type: 'api-keys', attributes: { name: 'made during shutdown' } } });
  const request = startSlowRequest(server.url, org.ownerKey, body);
  await request.inFlight; // the server is reading the request, its body half sent
  const exit = server.stop('SIGTERM');
  await server.waitForOutput(/shutting down/, 20_000);
  // Draining: the listening socket is closed, new connections are refused (a connection accepted
  // in the instant before the close is still answered, so this asks until one is refused).
  const refused = await refusedWithin(server.url, 20_000);
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
