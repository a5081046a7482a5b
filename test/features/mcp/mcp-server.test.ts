/**
 * The MCP server at /mcp against the running service, through the SDK's own client over the
 * Streamable HTTP transport: tools per key and module, a tool call that answers what the HTTP
 * operation answers, errors with the HTTP error's code and field, rate limits and usage counted
 * as for HTTP calls, the reference resources and the prompts.
 */

import { readFile } from 'node:fs/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import test from 'ava';
import { LANGUAGES } from '../../../src/interpretation/index.ts';
import { createKey, createOrganization } from '../../support/factories.ts';
import { call, startTestService, type TestService } from '../../support/test-service.ts';

let service: TestService;
/** Requests that compute (or seed the content library on first use) may take long on a loaded machine. */
const SLOW = { timeout: 300_000 };

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

const BIRTH = {
  dateTime: '1990-06-15T14:30',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
  houseSystem: 'placidus',
};

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${service.url}/mcp`), { requestInit: { headers } }));
  return client;
}

/** The text of a resource read. */
const resourceText = async (client: Client, uri: string) => {
  const [first] = (await client.readResource({ uri }, SLOW)).contents;
  return 'text' in first ? first.text : '';
};

const textOf = (result: Record<string, unknown>) =>
  (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');

test('an owner key lists the calculations as tools, and no operation that changes something', async (t) => {
  const org = await createOrganization(service.services.db);
  const client = await connect({ 'X-Api-Key': org.ownerKey });
  t.teardown(() => client.close());
  const names = (await client.listTools()).tools.map((tool) => tool.name);
  for (const name of [
    'postNatalChart',
    'calculateTransits',
    'calculateSynastryChart',
    'calculateCompositeChart',
    'calculateSolarReturn',
    'calculateProgressions',
    'moonCalendarDay',
    'retrogradePeriods',
    'getDailyHoroscope',
    'postChineseHoroscope',
    'postNumerologyProfile',
    'searchPlaces',
    'getPositions',
  ])
    t.true(names.includes(name), `${name} among ${names.join(', ')}`);
  // GET natal is the same operation as POST natal: one tool.
  t.false(names.includes('getNatalChart'));
  for (const name of ['createContent', 'deleteContent', 'restoreContent', 'createApiKey', 'createPdfReport', 'chat'])
    t.false(names.includes(name), name);
  const natal = (await client.listTools()).tools.find((tool) => tool.name === 'postNatalChart')!;
  t.is(natal.inputSchema.type, 'object');
  t.truthy((natal.inputSchema.properties as Record<string, unknown>).dateTime);
  t.is(natal.outputSchema?.type, 'object');
});

test('a key limited to the natal module sees only its tools; another tool is unknown to it', async (t) => {
  const org = await createOrganization(service.services.db);
  const key = await createKey(service.services.db, org.organizationId, org.ownerId, { modules: ['natal'] });
  const client = await connect({ 'X-Api-Key': key.key });
  t.teardown(() => client.close());
  const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
  t.deepEqual(names, ['getPositions', 'harmonics', 'midpoints', 'postNatalChart']);
  const refused = await t.throwsAsync(() =>
    client.callTool({ name: 'calculateTransits', arguments: {} }, undefined, SLOW),
  );
  t.regex(refused.message, /Unknown tool: calculateTransits/);
  // Over HTTP the same key is refused the module.
  const http = await call(service, 'POST', '/api/calc/transit', { key: key.key, body: {} });
  t.is(http.status, 403);
  t.is(http.body.errors[0].code, 'missing_module');
});

test('calling natal answers what POST /api/calc/natal answers (at the newest date), with a text part', async (t) => {
  const org = await createOrganization(service.services.db);
  const client = await connect({ Authorization: `Bearer ${org.ownerKey}` });
  t.teardown(() => client.close());
  const result = await client.callTool({ name: 'postNatalChart', arguments: BIRTH }, undefined, SLOW);
  t.falsy(result.isError, textOf(result));
  const http = await call(service, 'POST', '/api/calc/natal', {
    key: org.ownerKey,
    body: BIRTH,
    headers: { 'X-Api-Version': service.services.versions.latest },
  });
  t.is(http.status, 200);
  t.deepEqual(result.structuredContent, http.body);
  // The text part is the chart as compact Markdown, the same as format=markdown answers.
  const markdown = await call(service, 'POST', '/api/calc/natal?format=markdown', { key: org.ownerKey, body: BIRTH });
  t.is(textOf(result), markdown.text);
});

test('an invalid input is a tool error with the code and field of the HTTP 400', async (t) => {
  const org = await createOrganization(service.services.db);
  const client = await connect({ 'X-Api-Key': org.ownerKey });
  t.teardown(() => client.close());
  const input = { ...BIRTH, latitude: 123 };
  const result = await client.callTool({ name: 'postNatalChart', arguments: input }, undefined, SLOW);
  const http = await call(service, 'POST', '/api/calc/natal', { key: org.ownerKey, body: input });
  t.is(http.status, 400);
  const error = http.body.errors[0];
  t.is(error.source.parameter, 'latitude');
  t.true(result.isError);
  t.true(textOf(result).startsWith(`HTTP 400 ${error.code} (latitude): ${error.detail}`), textOf(result));
  // An unknown member is refused as over HTTP.
  const unknown = await client.callTool(
    { name: 'postNatalChart', arguments: { ...BIRTH, lattitude: 1 } },
    undefined,
    SLOW,
  );
  t.true(unknown.isError);
  t.regex(textOf(unknown), /^HTTP 400 \w+ \(lattitude\)/);
});

const limitedKey = async () => {
  const org = await createOrganization(service.services.db);
  const key = await createKey(service.services.db, org.organizationId, org.ownerId, {
    rateLimit: { enabled: true, max: 2, windowMs: 600_000 },
  });
  return { org, key: key.key };
};

test('tool calls count against the rate limit and the usage as HTTP calls do; listing tools does not', async (t) => {
  const viaMcp = await limitedKey();
  const client = await connect({ 'X-Api-Key': viaMcp.key });
  t.teardown(() => client.close());
  await client.listTools();
  await client.listTools();
  const args = { instant: '2020-01-01T00:00:00Z' };
  const results = [];
  for (let i = 0; i < 3; i++)
    results.push(await client.callTool({ name: 'getPositions', arguments: args }, undefined, SLOW));
  t.deepEqual(
    results.map((r) => !!r.isError),
    [false, false, true],
  );
  t.regex(textOf(results[2]), /^HTTP 429 rate_limited/);
  // The same three calls over HTTP, by a key of another organization with the same limit.
  const viaHttp = await limitedKey();
  const statuses = [];
  for (let i = 0; i < 3; i++)
    statuses.push(
      (await call(service, 'GET', '/api/calc/positions?instant=2020-01-01T00:00:00Z', { key: viaHttp.key })).status,
    );
  t.deepEqual(statuses, [200, 200, 429]);
  const used = async (org: { ownerKey: string }) =>
    (await call(service, 'GET', '/api/usage', { key: org.ownerKey })).body.data.attributes.used;
  const [mcpUsed, httpUsed] = [await used(viaMcp.org), await used(viaHttp.org)];
  t.is(mcpUsed, httpUsed);
  t.true(mcpUsed >= 3, String(mcpUsed));
});

test('without a key /mcp answers 401 as every operation does', async (t) => {
  const reply = await call(service, 'POST', '/mcp', {
    body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    headers: { Accept: 'application/json, text/event-stream' },
  });
  t.is(reply.status, 401);
  t.is(reply.body.errors[0].code, 'missing_api_key');
  t.is((await call(service, 'GET', '/mcp', { headers: { Accept: 'text/event-stream' } })).status, 405);
});

test('resources: the reference data, the time-zone list and the content items the key may read', async (t) => {
  const org = await createOrganization(service.services.db);
  const client = await connect({ 'X-Api-Key': org.ownerKey });
  t.teardown(() => client.close());
  const { resources } = await client.listResources(undefined, SLOW);
  const uris = resources.map((r) => r.uri);
  for (const name of ['signs', 'points', 'aspects', 'house-systems', 'ayanamsas', 'timezones'])
    t.true(uris.includes(`astro://reference/${name}`), name);
  const signs = JSON.parse(await resourceText(client, 'astro://reference/signs'));
  t.is(signs.length, 12);
  // A name in every language the service writes.
  t.deepEqual(Object.keys(signs[0].names).sort(), [...LANGUAGES].sort());
  t.like(signs[0].names, {
    en: 'Aries',
    de: 'Widder',
    es: 'Aries',
    fr: 'Bélier',
    it: 'Ariete',
    tr: 'Koç',
  });
  const zones = JSON.parse(await resourceText(client, 'astro://reference/timezones'));
  const http = await call(service, 'GET', '/api/timezones');
  t.deepEqual(zones, http.body);
  const item = resources.find((r) => r.uri.startsWith('astro://content/'));
  t.truthy(item, 'the content library has readable items');
  t.true((await resourceText(client, item!.uri)).startsWith(`# ${item!.title}`));
  // A key without the content module lists no content item.
  const narrow = await createKey(service.services.db, org.organizationId, org.ownerId, { modules: ['natal'] });
  const narrowClient = await connect({ 'X-Api-Key': narrow.key });
  t.teardown(() => narrowClient.close());
  const narrowUris = (await narrowClient.listResources(undefined, SLOW)).resources.map((r) => r.uri);
  t.false(narrowUris.some((uri) => uri.startsWith('astro://content/')));
});

test('prompts: read my chart, what a transit means, compare two charts', async (t) => {
  const org = await createOrganization(service.services.db);
  const client = await connect({ 'X-Api-Key': org.ownerKey });
  t.teardown(() => client.close());
  const names = (await client.listPrompts()).prompts.map((p) => p.name);
  t.deepEqual(names, ['read-my-chart', 'transit-meaning', 'compare-charts']);
  const prompt = await client.getPrompt({
    name: 'read-my-chart',
    arguments: { birthDateTime: '1990-06-15T14:30', birthPlace: '51.5074,-0.1278', language: 'de' },
  });
  const text = (prompt.messages[0].content as { text: string }).text;
  t.regex(text, /postNatalChart/);
  t.regex(text, /1990-06-15T14:30/);
  t.regex(text, /language de/);
});

test('docs/mcp.md and the README list exactly the tools an owner key sees', async (t) => {
  const org = await createOrganization(service.services.db);
  const client = await connect({ 'X-Api-Key': org.ownerKey });
  t.teardown(() => client.close());
  const page = await readFile(new URL('../../../docs/mcp.md', import.meta.url), 'utf8');
  const documented = [...page.matchAll(/^\| `(\w+)`\s*\|/gm)].map((match) => match[1]).sort();
  const listed = (await client.listTools()).tools.map((tool) => tool.name).sort();
  t.deepEqual(documented, listed);
  // /docs links to the guide, which the service serves.
  const guide = await call(service, 'GET', '/docs/mcp');
  t.is(guide.text, page);
  t.regex((await call(service, 'GET', '/openapi.json')).body.info.description, /\(\/docs\/mcp\)/);
  const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
  const paragraph = readme.slice(
    readme.indexOf('The tools an owner key sees'),
    readme.indexOf('Desktop clients connect'),
  );
  t.deepEqual([...paragraph.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort(), listed);
  const invalid = await client.callTool(
    { name: 'postNatalChart', arguments: { ...BIRTH, latitude: 99 } },
    undefined,
    SLOW,
  );
  t.true(page.includes(textOf(invalid).split('\n')[0]), textOf(invalid).split('\n')[0]);
});
