import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import test from 'ava';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const run = promisify(execFile);
let service: TestService;

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

test('GET / answers links as JSON, and sends a browser to /docs', async (t) => {
  const json = await call(service, 'GET', '/', { headers: { Accept: 'application/json' } });
  t.is(json.status, 200);
  t.is(json.body.links.docs, '/docs');
  t.is(json.body.links.openapi, '/openapi.json');
  t.is(json.body.links.changelog, '/changelog.json');
  t.is(json.body.links.health, '/healthz');
  const browser = await fetch(`${service.url}/`, {
    headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    redirect: 'manual',
  });
  t.is(browser.status, 302);
  t.is(browser.headers.get('location'), '/docs');
});

test('GET /docs is an HTML page whose renderer is served by the service itself (no CDN)', async (t) => {
  const page = await call(service, 'GET', '/docs');
  t.is(page.status, 200);
  t.regex(page.headers.get('content-type') ?? '', /^text\/html/);
  t.regex(page.text, /<script src="\/docs\/scalar\.js"><\/script>/);
  t.regex(page.text, /"url":"\/openapi\.json"/);
  t.notRegex(page.text, /https?:\/\//, 'the page loads nothing from another host');
  const script = await fetch(`${service.url}/docs/scalar.js`);
  t.is(script.status, 200);
  t.regex(script.headers.get('content-type') ?? '', /javascript/);
  t.regex(await script.text(), /createApiReference/);
});

test('the OpenAPI document has servers, tags with descriptions, and every operation a tag and description', async (t) => {
  const doc = (await call(service, 'GET', '/openapi.json')).body;
  t.true(Array.isArray(doc.servers) && doc.servers.length > 0);
  const declared = new Set(
    (doc.tags as Array<{ name: string; description: string }>).map((tag) => {
      t.truthy(tag.description, tag.name);
      return tag.name;
    }),
  );
  for (const [path, operations] of Object.entries(
    doc.paths as Record<string, Record<string, { tags: string[]; description?: string; summary: string }>>,
  )) {
    for (const [method, operation] of Object.entries(operations)) {
      t.true(declared.has(operation.tags[0]), `${method} ${path} has a declared tag`);
      t.truthy(operation.description, `${method} ${path} is described`);
    }
  }
});

test('every operation has a request example (when it takes a JSON body) and a response example for each JSON response; declared examples win', async (t) => {
  const doc = (await call(service, 'GET', '/openapi.json')).body;
  type Media = Record<string, { schema?: unknown; example?: unknown }>;
  type Operation = { requestBody?: { content: Media }; responses: Record<string, { content?: Media }> };
  let operations = 0;
  for (const [path, byMethod] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      operations += 1;
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        t.not(media.example, undefined, `${method} ${path} request ${type}`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          // Images, pages and event streams are shown by their schema alone.
          if ((media.schema as { format?: string })?.format === 'binary' || !media.schema || !/json$/.test(type))
            continue;
          // The document's own example would be the document.
          if (path === '/openapi.json') continue;
          t.not(media.example, undefined, `${method} ${path} ${status} ${type}`);
        }
      }
    }
  }
  t.true(operations > 50);
  const natal = doc.paths['/api/calc/natal'].post;
  t.like(natal.requestBody.content['application/json'].example, {
    dateTime: '1990-06-15T14:30',
    timezone: 'Europe/London',
  });
  t.is(
    doc.paths['/api/webhooks'].post.requestBody.content['application/json'].example.data.attributes.url,
    'https://example.com/hooks/astro',
  );
  t.deepEqual(Object.keys(doc.paths['/api/webhooks'].post.responses['400'].content['application/json'].example), [
    'errors',
    'meta',
  ]);
});

test('the OpenAPI document lints with 0 errors and 0 warnings (@redocly/cli lint, redocly.yaml)', async (t) => {
  const doc = (await call(service, 'GET', '/openapi.json')).text;
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, doc);
    const cli = join(process.cwd(), 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    // Every problem counted (the default stops at 100), under the repository's rule set.
    const config = join(process.cwd(), 'redocly.yaml');
    const result = await run(
      process.execPath,
      [cli, 'lint', file, '--format=json', '--max-problems=100000', `--config=${config}`],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error) => error);
    const report = JSON.parse(result.stdout);
    const errors = report.problems.filter((p: { severity: string }) => p.severity === 'error');
    const warnings = report.problems.filter((p: { severity: string }) => p.severity === 'warn');
    t.log(`${errors.length} errors, ${warnings.length} warnings`);
    for (const e of [...errors, ...warnings].slice(0, 10))
      t.log(e.severity, e.ruleId, e.message, JSON.stringify(e.location?.[0]?.pointer));
    t.is(errors.length, 0);
    // Examples that do not fit their schema, unsafe markdown, …: fixed where they are declared.
    t.is(warnings.length, 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
