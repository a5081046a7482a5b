/**
 * The examples /openapi.json shows are real: recorded from calls (npm run examples:record), each
 * valid against the schema beside it, none holding a sampler's filler, and none missing; error
 * examples too, for the statuses a recording can bring about on every operation.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import test from 'ava';
import { z } from 'zod';
import { RECORDED_EXAMPLES_FILE } from '../../src/features/docs/routes.ts';
import { anyErrorBodySchema } from '../../src/http/error-body.ts';
import type { RecordedExamples } from '../../src/http/openapi.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

type Media = { schema?: Record<string, unknown>; example?: unknown };
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

let service: TestService;
let operations: Array<{ label: string; operation: Operation; path: string }>;

test.before(async () => {
  service = await startTestService();
  const doc = (await call(service, 'GET', '/openapi.json')).body;
  operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      label: `${method.toUpperCase()} ${path}`,
      operation,
      path,
    })),
  );
});

test.after.always(async () => {
  await service?.stopAll();
});

/** Where a value holds what openapi-sampler makes up: "string", property1, ±(2^53 − 1). */
function fillerIn(value: unknown, at = ''): string[] {
  if (value === 'string') return [`${at}: "string"`];
  if (value === Number.MAX_SAFE_INTEGER || value === Number.MIN_SAFE_INTEGER) return [`${at}: ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => fillerIn(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(/^property\d+$/.test(key) ? [`${at}.${key}`] : []),
      ...fillerIn(item, `${at}.${key}`),
    ]);
  }
  return [];
}

const isJson = (type: string) => /json$/.test(type);

/** Each example beside the schema it must fit, with where it is shown. */
function examplesOf(entry: (typeof operations)[number]) {
  const shown: Array<{ where: string; example: unknown; schema?: Record<string, unknown>; error?: boolean }> = [];
  for (const [type, media] of Object.entries(entry.operation.requestBody?.content ?? {})) {
    shown.push({ where: `${entry.label} request ${type}`, example: media.example, schema: media.schema });
  }
  for (const [status, response] of Object.entries(entry.operation.responses)) {
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (!isJson(type) || !media.schema || (media.schema as { format?: string }).format === 'binary') continue;
      // The document's own example would be the document.
      if (entry.path === '/openapi.json') continue;
      shown.push({
        where: `${entry.label} ${status} ${type}`,
        example: media.example,
        schema: media.schema,
        // Error bodies refer to the shared error schemas (components), held to their zod declaration here.
        error: JSON.stringify(media.schema).includes('#/components/schemas/'),
      });
    }
  }
  return shown;
}

test('every JSON request and response of every operation shows an example', (t) => {
  const missing = operations.flatMap((entry) =>
    examplesOf(entry)
      .filter((e) => e.example === undefined)
      .map((e) => e.where),
  );
  t.deepEqual(missing, []);
});

test('every example fits the schema shown beside it (responses closed: no undeclared member)', (t) => {
  const misfits: string[] = [];
  for (const entry of operations) {
    for (const { where, example, schema, error } of examplesOf(entry)) {
      if (example === undefined || !schema) continue;
      const fits = error ? anyErrorBodySchema : z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
      const issues = fits.safeParse(example).error?.issues ?? [];
      for (const issue of issues.slice(0, 3)) misfits.push(`${where} ${issue.path.join('.')}: ${issue.message}`);
    }
  }
  t.deepEqual(misfits, []);
});

test('no example holds sampler filler ("string", property1, ±9007199254740991)', (t) => {
  const filler = operations.flatMap((entry) =>
    examplesOf(entry).flatMap((e) => fillerIn(e.example).map((f) => `${e.where} ${f}`)),
  );
  t.deepEqual(filler, []);
});

test('every operation answering JSON has an example recorded from a real call', (t) => {
  const recorded = JSON.parse(readFileSync(RECORDED_EXAMPLES_FILE, 'utf8')) as RecordedExamples;
  const unrecorded = operations
    .filter((entry) => entry.path !== '/openapi.json')
    .filter((entry) =>
      Object.entries(entry.operation.responses).some(
        ([status, r]) => Number(status) < 300 && Object.keys(r.content ?? {}).some(isJson),
      ),
    )
    .filter((entry) => recorded[entry.operation.operationId] === undefined)
    .map((entry) => `${entry.label} (${entry.operation.operationId})`);
  t.deepEqual(unrecorded, []);
});

/** Error statuses the recording brings about on every operation that declares them (scripts/record-examples.ts). */
const RECORDED_ERRORS = [400, 401, 403, 413, 415, 429];

test("error examples are real answers: every operation's 400, 401, 403, 413, 415 and 429 recorded from a call", (t) => {
  const recorded = JSON.parse(readFileSync(RECORDED_EXAMPLES_FILE, 'utf8')) as RecordedExamples;
  const handWritten: string[] = [];
  const differing: string[] = [];
  let real = 0;
  for (const entry of operations) {
    for (const [status, response] of Object.entries(entry.operation.responses)) {
      if (Number(status) < 400) continue;
      const answered = recorded[entry.operation.operationId]?.errors?.find((e) => e.status === Number(status));
      const shown = response.content?.['application/json']?.example;
      if (answered) {
        real++;
        if (!isDeepStrictEqual(shown, answered.response)) differing.push(`${entry.label} ${status}`);
      } else if (RECORDED_ERRORS.includes(Number(status))) handWritten.push(`${entry.label} ${status}`);
    }
  }
  t.log(`${real} error examples recorded from calls`);
  t.deepEqual(handWritten, []);
  t.deepEqual(differing, []);
});

test('each recorded 400 names the misspelled member and the member it meant', (t) => {
  const recorded = JSON.parse(readFileSync(RECORDED_EXAMPLES_FILE, 'utf8')) as RecordedExamples;
  for (const [operationId, example] of Object.entries(recorded)) {
    const invalid = example.errors?.find((e) => e.status === 400);
    if (!invalid) continue;
    const [error] = (invalid.response as { errors: { detail: string; source?: { parameter: string } }[] }).errors;
    t.truthy(error.source?.parameter, operationId);
    t.regex(error.detail, /unknown field\(s\) (\S+) \(did you mean \S+\?\)/, operationId);
    t.true(error.detail.startsWith(`${error.source?.parameter}:`), operationId);
  }
});
