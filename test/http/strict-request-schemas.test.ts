/**
 * Every request schema (path parameters, query, body) of every declared route is closed at every
 * object level, as its JSON Schema shows (`additionalProperties: false`), so that zod itself
 * refuses members a route does not know. The only open objects are those declared free-form
 * (their description says "Free-form"): user data the service stores without reading.
 */
import test from 'ava';
import { z } from 'zod';
import { createApp } from '../../src/app.ts';
import type { AnyRouteDefinition } from '../../src/http/api-router.ts';
import { startTestService, type TestService } from '../support/test-service.ts';

type JsonSchema = { [key: string]: unknown };

let service: TestService;
let routes: AnyRouteDefinition[];

test.before(async () => {
  service = await startTestService();
  routes = createApp(service.services).api.routes;
});
test.after.always(async () => service?.stopAll());

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The places under `schema` (its own path first) where an object leaves its members open. */
function openObjects(schema: unknown, at: string, freeForm = false): string[] {
  if (!isSchema(schema)) return [];
  const declaredFree = freeForm || /free-form/i.test(String(schema.description ?? ''));
  const found: string[] = [];
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  if (isObject && !declaredFree) {
    const extra = schema.additionalProperties;
    // A record (no named members, a schema for the values) is a map keyed by data, not a typo trap.
    const isRecord = schema.properties === undefined && isSchema(extra) && Object.keys(extra).length > 0;
    if (extra !== false && !isRecord) found.push(at || '(root)');
  }
  for (const [name, member] of Object.entries(isSchema(schema.properties) ? schema.properties : {}))
    found.push(...openObjects(member, at ? `${at}.${name}` : name, declaredFree));
  if (isSchema(schema.additionalProperties))
    found.push(...openObjects(schema.additionalProperties, `${at}{*}`, declaredFree));
  if (isSchema(schema.items)) found.push(...openObjects(schema.items, `${at}[]`, declaredFree));
  for (const list of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const options = schema[list];
    if (Array.isArray(options))
      options.forEach((option, i) => found.push(...openObjects(option, `${at}<${list} ${i}>`, declaredFree)));
  }
  for (const [name, definition] of Object.entries(isSchema(schema.$defs) ? schema.$defs : {}))
    found.push(...openObjects(definition, `$defs.${name}`, declaredFree));
  return found;
}

test('every object of every request schema refuses unknown members', (t) => {
  const open: string[] = [];
  let schemas = 0;
  for (const route of routes) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = route[part];
      if (!schema) continue;
      schemas++;
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      for (const place of openObjects(json, '')) open.push(`${route.method} ${route.path} ${part}: ${place}`);
    }
  }
  t.true(schemas > 100, `${schemas} request schemas`);
  t.deepEqual(open, []);
});

test('the check finds an open object, also nested, and accepts free-form and keyed maps', (t) => {
  const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  t.deepEqual(openObjects(json(z.strictObject({ a: z.object({ b: z.string() }) })), ''), ['a']);
  t.deepEqual(openObjects(json(z.object({ a: z.string() })), ''), ['(root)']);
  t.deepEqual(openObjects(json(z.strictObject({ list: z.array(z.looseObject({})) })), ''), ['list[]']);
  t.deepEqual(
    openObjects(
      json(
        z.strictObject({
          metadata: z.record(z.string(), z.unknown()).describe('Free-form: stored as sent'),
          labels: z.record(z.string(), z.string()),
        }),
      ),
      '',
    ),
    [],
  );
});
