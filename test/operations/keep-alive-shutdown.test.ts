import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import test from 'ava';
import { spawnServer, urlWithSchema } from '../support/server-process.ts';
import { createTestDatabase, TEST_DATABASE, TEST_DATABASE_URL, TEST_SERVER_SECRET } from '../support/test-database.ts';
import { TEST_REDIS_URL } from '../support/test-service.ts';

// The server runs as a child process on the test database: the in-memory PGlite cannot be shared.
const onServer = TEST_DATABASE === 'postgres' ? test : test.skip;

interface LoadResult {
  ok: number;
  closedAfter: number;
  errors: string[];
}

/**
 * One keep-alive connection's worth of load: requests back to back on a keep-alive agent until
 * a connection is refused (the server stopped listening). Counts answers, answers that closed
 * their connection, and every error by code.
 */
async function keepAliveLoad(url: string, agent: http.Agent, onAnswer: () => void): Promise<LoadResult> {
  const result: LoadResult = { ok: 0, closedAfter: 0, errors: [] };
  for (;;) {
    const outcome = await new Promise<'ok' | 'refused' | string>((resolve) => {
      const request = http.get(`${url}/healthz`, { agent }, (response) => {
        if (response.headers.connection === 'close') result.closedAfter++;
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? 'ok' : `status ${response.statusCode}`));
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? error.message)),
      );
    });
    if (outcome === 'refused') return result;
    if (outcome === 'ok') {
      result.ok++;
      onAnswer();
    } else result.errors.push(outcome);
  }
}

onServer(
  'SIGTERM under sustained keep-alive load: answers close their connections, idle ones are closed, no request is cut, exit well before the grace',
  async (t) => {
    t.timeout(120_000);
    const database = await createTestDatabase();
    t.teardown(() => database.drop());
    if (database.kind !== 'postgres') return t.pass('a second process needs the PostgreSQL server');
    const server = await spawnServer({
      DATABASE_URL: urlWithSchema(TEST_DATABASE_URL, database.schema!),
      SERVER_SECRET: TEST_SERVER_SECRET,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
      // Far longer than the test's own time-out: had the server waited for it, the test fails.
      SHUTDOWN_GRACE_MS: '600000',
    });
    t.teardown(() => server.stop('SIGKILL'));

    // An idle keep-alive connection: one answered request, then silence.
    const { hostname, port } = new URL(server.url);
    const idle = net.connect(Number(port), hostname);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    await new Promise<void>((resolve) => {
      idle.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      idle.once('data', () => resolve());
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    t.teardown(() => agent.destroy());
    // Under load: wait until the requests have been flowing for a while (100 answers on each
    // connection), counted rather than timed.
    let flowing: () => void;
    const loadFlowing = new Promise<void>((resolve) => (flowing = resolve));
    const answers = [0, 0, 0, 0];
    const loads = answers.map((_, i) =>
      keepAliveLoad(server.url, agent, () => {
        if (++answers[i] === 100 && answers.every((n) => n >= 100)) flowing();
      }),
    );
    await loadFlowing;
    const exit = server.stop('SIGTERM');
    const results = await Promise.all(loads);
    await idleClosed;
    t.is(await exit, 0);

    const answered = results.reduce((n, r) => n + r.ok, 0);
    const closing = results.reduce((n, r) => n + r.closedAfter, 0);
    t.log(`${answered} answers, ${closing} with Connection: close`);
    t.deepEqual(
      results.flatMap((r) => r.errors),
      [],
      'no request was reset or cut',
    );
    t.true(answered > 0);
    t.true(closing >= 1, 'answers during the drain close their connections');
    t.regex(server.output(), /"msg":"stopped"/);
    t.notRegex(server.output(), /shutdown grace elapsed/, 'the grace never had to cut connections');
  },
);
