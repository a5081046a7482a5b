/**
 * The stdio bridge (clients/mcp-bridge) as a desktop MCP client runs it: a child process started
 * by the SDK's stdio client transport, forwarding to the running test service's /mcp with a key.
 */
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import test from 'ava';
import { createKey, createOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const BRIDGE = fileURLToPath(new URL('../../clients/mcp-bridge/bin/astro-mcp-bridge.js', import.meta.url));
let service: TestService;
/** Requests that compute (or seed the content library on first use) may take long on a loaded machine. */
const SLOW = { timeout: 300_000 };

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

async function bridged(key: string): Promise<Client> {
  const client = new Client({ name: 'desktop', version: '1.0.0' });
  const env = { PATH: process.env.PATH ?? '', ASTRO_MCP_URL: `${service.url}/mcp`, ASTRO_API_KEY: key };
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BRIDGE], env, stderr: 'pipe' }));
  return client;
}

test('through the bridge: the key sees its tools, and natal answers what the HTTP operation answers', async (t) => {
  const org = await createOrganization(service.services.db);
  const key = await createKey(service.services.db, org.organizationId, org.ownerId, { modules: ['natal'] });
  const client = await bridged(key.key);
  t.teardown(() => client.close());
  t.deepEqual((await client.listTools()).tools.map((tool) => tool.name).sort(), [
    'getPositions',
    'harmonics',
    'midpoints',
    'postNatalChart',
  ]);
  const birth = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
  const result = await client.callTool({ name: 'postNatalChart', arguments: birth }, undefined, SLOW);
  const http = await call(service, 'POST', '/api/calc/natal', {
    key: key.key,
    body: birth,
    headers: { 'X-Api-Version': service.services.versions.latest },
  });
  t.deepEqual(result.structuredContent, http.body);
});

test('through the bridge with a wrong key: the connection fails with the server 401', async (t) => {
  const client = new Client({ name: 'desktop', version: '1.0.0' });
  const env = { PATH: process.env.PATH ?? '', ASTRO_MCP_URL: `${service.url}/mcp`, ASTRO_API_KEY: 'astro_wrong' };
  const error = await t.throwsAsync(() =>
    client.connect(new StdioClientTransport({ command: process.execPath, args: [BRIDGE], env, stderr: 'pipe' })),
  );
  t.regex(error.message, /401|invalid_api_key|Unauthorized/);
  await client.close();
});
