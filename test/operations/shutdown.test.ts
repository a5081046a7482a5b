import net from 'node:net';
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { createTestDatabase, TEST_DATABASE_URL } from '../support/test-database.ts';
import { createOrganization } from '../support/factories.ts';
import { spawnServer, urlWithSchema } from '../support/server-process.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

/** Sends a request whose body arrives in two parts, `delayMs` apart; resolves with the raw reply. */
function slowRequest(url: string, key: string, body: string, delayMs: number, onFirstPart: () => void): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/api-keys HTTP/1.1\r\nHost: ${hostname}\r\nX-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
      onFirstPart();
      setTimeout(() => socket.write(body.slice(10)), delayMs);
    });
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

test('SIGTERM: stops accepting, finishes the in-flight request, exits 0', async (t) => {
  t.timeout(90_000);
  const database = await createTestDatabase();
  t.teardown(() => database.drop());
  if (database.kind !== 'postgres') return t.pass('a second process needs the PostgreSQL server');
  const org = await createOrganization(database.db);
  const server = await spawnServer({
    DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
  });
  t.teardown(() => server.stop('SIGKILL'));

  let exit: Promise<number | null> | undefined;
  const body = JSON.stringify({ data: { type: 'api-keys', attributes: { name: 'made during shutdown' } } });
  const reply = slowRequest(server.url, org.ownerKey, body, 1500, () => {
    setTimeout(() => (exit = server.stop('SIGTERM')), 300);
  });
  await new Promise((r) => setTimeout(r, 800));
  // After SIGTERM the listening socket is closed: new connections are refused.
  const refused = await fetch(`${server.url}/healthz`).then(() => false, () => true);
  t.true(refused, 'new connections are refused while draining');
  const raw = await reply;
  t.regex(raw, /^HTTP\/1\.1 201/);
  t.regex(raw, /made during shutdown/);
  t.is(await exit, 0);
  t.regex(server.output(), /shutting down/);
  t.regex(server.output(), /"msg":"stopped"/);
  const stored = await database.db('api_keys').where({ name: 'made during shutdown' }).first();
  t.truthy(stored);
});
