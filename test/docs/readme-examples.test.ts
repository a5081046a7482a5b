/**
 * The documentation's curl examples run as written against a started service: each is cut from
 * the sh blocks of README.md and of every docs/*.md page (listed from the folder, so a new page is
 * covered without naming it here), pointed at the test service's port, and run by bash with KEY
 * set to a real owner key. Examples that need other variables (ids made by earlier steps) are only
 * checked to parse.
 */

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { curlExamples } from '../support/readme-examples.ts';
import { startTestService, type TestService } from '../support/test-service.ts';

const run = promisify(execFile);
let service: TestService;
let org: TestOrganization;
/** A curl command and the page it is written in (README.md or docs/<page>.md). */
interface Example {
  page: string;
  command: string;
}
let examples: Example[];

/** README.md and docs/*.md, relative to the repository. */
async function documentationPages(): Promise<string[]> {
  const docs = (await readdir(join(process.cwd(), 'docs'))).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

test.before(async () => {
  examples = [];
  for (const page of await documentationPages()) {
    const markdown = await readFile(join(process.cwd(), page), 'utf8');
    for (const command of curlExamples(markdown)) examples.push({ page, command });
  }
  service = await startTestService({ CHAT_API_URL: '' });
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

/** Variables an example uses besides KEY (ids from earlier steps). */
function otherVariables(command: string): string[] {
  return [...command.matchAll(/\$([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]).filter((name) => name !== 'KEY');
}

test('README and docs/ have curl examples, and none leaves a bracket or brace for curl to glob', (t) => {
  t.true(examples.length > 20, `${examples.length} examples found`);
  const pages = new Set(examples.map((example) => example.page));
  t.true(pages.has('README.md') && pages.has('docs/natal.md'), `pages with examples: ${[...pages].join(', ')}`);
  for (const { page, command } of examples) {
    const url = command.match(/['"]?((?:https?:\/\/)?localhost:3000\/[^\s'"]*)/)?.[1] ?? '';
    if (/[[\]{}]/.test(url))
      t.regex(command, /\s-[a-zA-Z]*g[a-zA-Z]*\s|--globoff/, `needs -g: ${page}: ${command.split('\n')[0]}`);
  }
});

test('every README and docs/ curl example that needs only $KEY reaches its route and is answered without a server error', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'readme-'));
  const base = service.url.replace(/^http:\/\//, '');
  let ran = 0;
  try {
    for (const { page, command: example } of examples) {
      if (otherVariables(example).length > 0) continue;
      const command = example.replaceAll('http://localhost:3000', `http://${base}`).replaceAll('localhost:3000', base);
      // The status goes to stderr, after whatever the example writes.
      const script = `curl() { command curl -w '%{stderr}HTTP %{http_code}\\n' "$@"; }\n${command}`;
      const result = await run('bash', ['-c', script], {
        cwd: dir,
        env: { ...process.env, KEY: org.ownerKey },
        maxBuffer: 32 * 1024 * 1024,
      }).catch((error) => error);
      const status = Number(/HTTP (\d{3})/.exec(result.stderr ?? '')?.[1]);
      const first = `${page}: ${example.split('\n')[0]}`;
      t.is(result.code ?? 0, 0, `curl exits 0: ${first}`);
      // A server error's body says why (e.g. response_schema_mismatch with zod's issues).
      const answer = status >= 500 ? `\n${String(result.stdout ?? '').slice(0, 2000)}` : '';
      t.true(status >= 200 && status < 500 && ![401, 404, 405].includes(status), `HTTP ${status}: ${first}${answer}`);
      ran += 1;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  t.log(`${ran} examples run of ${examples.length}`);
  t.true(ran > 10);
});
