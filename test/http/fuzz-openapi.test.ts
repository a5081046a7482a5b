/**
 * A fuzz test driven by the service's own /openapi.json: every operation gets malformed requests
 * made from its declared schemas and examples (test/support/openapi-fuzz.ts says which), at least
 * 5,000 in all, sent eight at a time to a real service (worker pool, Redis, PostgreSQL, a fake
 * chat API, RESPONSE_CHECK on). Not one may answer 5xx, and not one may hang: each request is
 * bounded by an abort signal, and one that runs into it is a failure printed with the request.
 * The answers are counted by status and printed.
 *
 * Deterministic: the cases come from a seeded PRNG (FUZZ_SEED replays another run), and are sent
 * in a seeded order. Reproduce a failure with the printed method, URL, headers and mutation.
 */
import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { type FakeChatApi, startFakeChatApi } from '../support/fake-chat-api.ts';
import {
  type Base,
  type BaseOptions,
  baseRequest,
  casesFor,
  examplesByName,
  type FuzzCase,
  type Operation,
  operationsOf,
  repairBase,
  requestOf,
  seededRandom,
} from '../support/openapi-fuzz.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const CONCURRENCY = 8;
/** Past the pool's own time limit (30 s, answered 504), so that a slow calculation shows as 504, not as a hang. */
const REQUEST_LIMIT_MS = 60_000;
const MINIMUM_CASES = 5_000;
/** More cases per operation for a longer exploration (FUZZ_SCALE=10 takes every case the generator has, nearly). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);

let service: TestService;
let org: TestOrganization;
let chat: FakeChatApi;

test.before(async () => {
  chat = await startFakeChatApi();
  service = await startTestService({
    // Queued reports stay queued: the fuzz is about the web side, and a report worker in this
    // process would take the calculation threads from the requests.
    REPORT_WORKER: 'off',
    CHAT_API_URL: chat.url,
    CHAT_MODEL: 'test-model',
    // The examples' webhook URL (example.com) is pointed at the fake's loopback address: no DNS.
    WEBHOOK_ALLOW_HTTP: 'on',
    WEBHOOK_ALLOW_PRIVATE: 'on',
  });
  org = await createOrganization(service.services.db);
});
test.after.always(async () => {
  await service?.stopAll();
  await chat?.close();
});

/**
 * Resources for the path ids to name, made with each collection's own POST example (parents
 * first): the mutations then reach the validation behind a found resource, not only the 404.
 * @returns the id made for each collection path
 */
async function makeResources(operations: Operation[], log: (line: string) => void): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  const creators = operations
    .filter((op) => op.method === 'POST' && op.body?.example !== undefined)
    .filter((op) => operations.some((other) => other.template.startsWith(`${op.template}/{`)))
    .sort((a, b) => a.template.split('/').length - b.template.split('/').length);
  for (const op of creators) {
    const url = op.template.replace(/\{([^}]+)\}/g, (_m, name: string) => idFor(made, op.template, name) ?? 'none');
    const reply = await call(service, 'POST', url, { key: org.ownerKey, body: op.body?.example });
    const id = reply.body?.data?.id ?? reply.body?.data?.memberId;
    if (reply.status < 300 && typeof id === 'string') made.set(op.template, id);
    log(`made for ${op.template}: ${reply.status} ${id ?? reply.text.slice(0, 200)}`);
  }
  return made;
}

/**
 * The id of a made resource for a path parameter: the collection the parameter follows
 * (`/api/chatbots/{id}` → `/api/chatbots`), else one whose name the parameter's starts with
 * (`chatbotId` → `/api/chatbots`).
 */
function idFor(made: Map<string, string>, template: string, name: string): string | undefined {
  const at = template.indexOf(`/{${name}}`);
  const direct = at > 0 ? made.get(template.slice(0, at)) : undefined;
  if (direct) return direct;
  const stem = name.replace(/Id$/, '').toLowerCase();
  for (const [collection, id] of made)
    if (stem.length > 2 && (collection.split('/').pop() ?? '').toLowerCase().startsWith(stem)) return id;
  return undefined;
}

/** The example with every https://example.com URL in it replaced by `local`. */
function withLocalUrls(value: unknown, local: string): unknown {
  if (typeof value === 'string') return value.startsWith('https://example.com') ? local : value;
  if (Array.isArray(value)) return value.map((item) => withLocalUrls(item, local));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withLocalUrls(v, local)]));
  return value;
}

interface Outcome {
  fuzz: FuzzCase;
  /** The HTTP status, or `hang` (the abort signal fired) or `network error`. */
  status: number | 'hang' | 'network error';
  /** The answer's body, or what went wrong. */
  text: string;
}

async function send(fuzz: FuzzCase): Promise<Outcome> {
  const signal = AbortSignal.timeout(REQUEST_LIMIT_MS);
  try {
    const response = await fetch(`${service.url}${fuzz.url}`, {
      method: fuzz.method,
      headers: fuzz.headers,
      body: fuzz.body,
      signal,
      redirect: 'manual',
    });
    // Read to the end under the same signal: a body that never ends is a hang too.
    const text = await response.text();
    return { fuzz, status: response.status, text };
  } catch (error) {
    if (signal.aborted) return { fuzz, status: 'hang', text: `no answer within ${REQUEST_LIMIT_MS} ms` };
    const cause = (error as Error & { cause?: unknown }).cause;
    return { fuzz, status: 'network error', text: String(cause ?? error) };
  }
}

const describe = (o: Outcome) => {
  const { fuzz } = o;
  const url = fuzz.url.length > 300 ? `${fuzz.url.slice(0, 300)}…(${fuzz.url.length} characters)` : fuzz.url;
  const headers = Object.fromEntries(
    Object.entries(fuzz.headers)
      .filter(([name]) => name !== 'X-Api-Key' || fuzz.mutation.startsWith('key'))
      .map(([name, value]) => [name, value.length > 80 ? `${value.slice(0, 80)}…` : value]),
  );
  return `${o.status} ${fuzz.operation} [${fuzz.mutation}]\n  ${fuzz.method} ${url} ${JSON.stringify(headers)} body ${fuzz.body?.length ?? 0} bytes\n  → ${o.text.slice(0, 300)}`;
};

test(`every operation of /openapi.json, at least ${MINIMUM_CASES} malformed requests: no 5xx, no hang`, async (t) => {
  t.timeout(15 * 60_000);
  const document = (await call(service, 'GET', '/openapi.json')).body;
  const operations = operationsOf(document);
  for (const op of operations) if (op.body) op.body.example = withLocalUrls(op.body.example, `${chat.url}/hooks`);
  const made = await makeResources(operations, (line) => t.log(line));

  const options: BaseOptions = {
    key: org.ownerKey,
    idFor: (template, name) => idFor(made, template, name),
    examples: examplesByName(document),
  };
  // Each operation's documented request, set right where the service's answer names a
  // parameter (a location given as alternatives, a date one operation needs): the mutations
  // then change one thing of a request that gets through.
  const bases = new Map<Operation, Base>();
  let passing = 0;
  for (const operation of operations) {
    let base = baseRequest(operation, options);
    // A deletion is not tried: it would take the resource from every other operation's cases.
    for (let round = 0; round < 4 && operation.method !== 'DELETE'; round++) {
      const answer = await send(requestOf(operation, base, 'as documented'));
      if (typeof answer.status === 'number' && answer.status < 400) {
        passing++;
        break;
      }
      const parsed = (() => {
        try {
          return JSON.parse(answer.text);
        } catch {
          return undefined;
        }
      })();
      const repaired =
        typeof answer.status === 'number'
          ? repairBase(operation, base, { status: answer.status, body: parsed }, options)
          : undefined;
      if (!repaired) {
        t.log(
          `documented request of ${operation.method} ${operation.template}: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
        break;
      }
      base = repaired;
    }
    bases.set(operation, base);
  }
  t.log(`${passing} of ${operations.length} documented requests (deletions not tried) answered below 400`);

  const random = seededRandom(SEED);
  const shuffled = (items: FuzzCase[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  };
  const casesOf = (operation: Operation) =>
    casesFor(operation, bases.get(operation) ?? baseRequest(operation, options), {
      random,
      perOperation: { light: 72 * SCALE, heavy: 56 * SCALE },
    });
  // One seeded order: pool-heavy cases spread out. Deletions go last, so that the resources the
  // other operations' cases name are there for them.
  const cases = [
    ...shuffled(operations.filter((op) => op.method !== 'DELETE').flatMap(casesOf)),
    ...shuffled(operations.filter((op) => op.method === 'DELETE').flatMap(casesOf)),
  ];
  const covered = new Set(cases.map((c) => c.operation));
  t.is(covered.size, operations.length, 'every operation has cases');
  t.true(cases.length >= MINIMUM_CASES, `${cases.length} cases`);

  const started = Date.now();
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) outcomes.push(await send(cases[next++]));
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  const byStatus = new Map<string, number>();
  for (const o of outcomes) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
  const counts = [...byStatus].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status} × ${n}`);
  t.log(`seed ${SEED}: ${outcomes.length} requests over ${operations.length} operations in ${seconds} s`);
  t.log(`by status: ${counts.join(', ')}`);

  if (process.env.FUZZ_DUMP)
    (await import('node:fs')).writeFileSync(
      process.env.FUZZ_DUMP,
      JSON.stringify(
        outcomes.map((o) => ({ ...o.fuzz, body: o.fuzz.body?.length, status: o.status, text: o.text.slice(0, 300) })),
      ),
    );
  // A mutation may set a chatbot's chatTimeoutMs to its least, 100 ms; on a loaded machine the stand-in
  // language model then answers later than that, and the chat's declared 504 chat_upstream_timeout is right.
  const upstreamTimeout = (o: Outcome) => o.status === 504 && o.text.includes('"code":"chat_upstream_timeout"');
  const failures = outcomes.filter((o) => typeof o.status !== 'number' || (o.status >= 500 && !upstreamTimeout(o)));
  for (const failure of failures.slice(0, 40)) t.log(describe(failure));
  if (failures.length > 40) t.log(`… and ${failures.length - 40} more`);
  t.is(outcomes.length, cases.length);
  t.is(failures.filter((o) => typeof o.status === 'number').length, 0, '5xx answers');
  t.is(failures.filter((o) => o.status === 'hang').length, 0, 'requests without an answer');
  t.is(failures.filter((o) => o.status === 'network error').length, 0, 'connections cut');
});
