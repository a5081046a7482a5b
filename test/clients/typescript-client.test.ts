/**
 * The TypeScript client (clients/typescript): its types are generated from the running service's
 * OpenAPI document with openapi-typescript (what `npm run client:generate` writes; never
 * committed, so they cannot go stale), the client and its example must typecheck against them
 * (a route change that breaks the client's code fails here; type-tests/ holds compile-time checks: a
 * natal point's longitude is a number, a misspelled body member fails), and the example, run as its own
 * process with openapi-fetch, gets a natal chart, lists keys and draws a synastry wheel with
 * aspects.maxLines=1 (nested query options sent by dotted names) from the running service.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import test from 'ava';
import { clientTypesOf, SCHEMA_FILE } from '../../clients/typescript/generate-types.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { REPO_ROOT } from '../support/server-process.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const run = promisify(execFile);
let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

test('the client types generated from /openapi.json typecheck with the client and its example, which gets a natal chart, lists keys and limits the aspect lines of a wheel', async (t) => {
  t.timeout(600_000);
  const document = (await call(service, 'GET', '/openapi.json')).body;
  const types = await clientTypesOf(document);
  t.regex(types, /"\/api\/calc\/natal": \{/);
  t.regex(types, /"\/api\/webhooks": \{/);
  await writeFile(SCHEMA_FILE, types);

  const tsc = await run(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', 'clients/typescript/tsconfig.json'],
    { cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error) => error);
  t.is(tsc.code ?? 0, 0, `tsc: ${tsc.stdout}${tsc.stderr}`);

  const example = fileURLToPath(new URL('../../clients/typescript/examples/first-chart.ts', import.meta.url));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', example], {
    cwd: REPO_ROOT,
    env: { ...process.env, ASTRO_URL: service.url, KEY: org.ownerKey },
  });
  const printed = JSON.parse(stdout.trim());
  t.true(printed.points.includes('sun'), stdout);
  t.deepEqual(printed.location, { latitude: 51.5074, longitude: -0.1278, placeName: null });
  t.deepEqual(printed.keys, ['Bootstrap key']);
  t.is(printed.wheelAspectLines, 1, 'aspects.maxLines reaches the service through the client');
});
