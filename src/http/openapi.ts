/**
 * The OpenAPI 3.1 document, generated from the route declarations and their zod schemas, so that
 * it lists every route with its parameters, bodies, responses and errors and cannot drift.
 */

import { type ZodType, z } from 'zod';
import { STALENESS_BOUND_MS } from '../auth/authorization-changes.ts';
import type { VersionRegistry } from '../versioning/registry.ts';
import type { AnyRouteDefinition } from './api-router.ts';
import { derivedAlternatives, FORMAT_QUERY } from './derived-format.ts';
import { errorsBodySchema, versionErrorBodySchema } from './error-body.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema: requests as they are read (`input`), responses as they are written
 * (`output`: every object closed with additionalProperties false, defaults required), which is the
 * schema the response check holds answers to (http/response-check.ts).
 */
export function jsonSchema(schema: ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/**
 * An operation's example as recorded from a real call (scripts/record-examples.ts writes them to
 * src/features/docs/recorded-examples.json): the status and media type answered, the query and
 * body sent, and the body received.
 */
export interface RecordedExample {
  status: number;
  mediaType: string;
  /** The path called, parameters filled in. */
  path?: string;
  query?: Record<string, string>;
  request?: unknown;
  response?: unknown;
  /** Further calls of the operation that answered other statuses (e.g. 200 beside 201). */
  others?: RecordedExample[];
  /** Calls of the operation that answered an error, one per status (e.g. 400 for an unknown member). */
  errors?: RecordedExample[];
}

export type RecordedExamples = Record<string, RecordedExample>;

/**
 * The example of each error status where no call of the operation was recorded answering it
 * (e.g. 429 or 503, which a recording cannot bring about for every operation): what the API
 * answers, with a typical code.
 */
const ERROR_EXAMPLES: Record<
  number,
  { code: string; title: string; detail: string; source?: { parameter: string; in: string } }
> = {
  400: {
    code: 'invalid_parameter',
    title: 'Invalid parameter',
    detail: 'latitude: expected a number from -90 to 90',
    source: { parameter: 'latitude', in: 'body' },
  },
  401: {
    code: 'missing_api_key',
    title: 'Missing API key',
    detail: 'Send your API key in the X-Api-Key header',
    source: { parameter: 'X-Api-Key', in: 'header' },
  },
  403: {
    code: 'missing_permission',
    title: 'Missing permission',
    detail: 'The API key lacks the permission this operation needs',
  },
  404: { code: 'not_found', title: 'Not found', detail: 'No such resource', source: { parameter: 'id', in: 'path' } },
  409: { code: 'conflict', title: 'Conflict', detail: 'The resource is not in a state that allows this' },
  413: { code: 'payload_too_large', title: 'Payload too large', detail: 'The request body is larger than 1mb' },
  415: {
    code: 'unsupported_media_type',
    title: 'Unsupported media type',
    detail: 'Request bodies must be application/json (got "text/plain")',
    source: { parameter: 'Content-Type', in: 'header' },
  },
  422: {
    code: 'unprocessable',
    title: 'Unprocessable',
    detail: 'The request is well-formed but cannot be carried out',
  },
  429: {
    code: 'rate_limited',
    title: 'Rate limited',
    detail: 'Too many requests: retry after the Retry-After seconds',
  },
  503: {
    code: 'service_unavailable',
    title: 'Service unavailable',
    detail: 'The calculation queue is full: retry after the Retry-After seconds',
  },
  504: { code: 'calculation_timeout', title: 'Calculation timeout', detail: 'The calculation took too long' },
};

const errorExample = (status: number) => ({
  errors: [
    { status: String(status), ...(ERROR_EXAMPLES[status] ?? { code: 'error', title: 'Error', detail: 'Error' }) },
  ],
  meta: { requestId: '3f1c2b6e-8d4a-4c1e-9b7a-2d5e6f708192' },
});

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: each error names the offending parameter (`source.parameter`) and what it expects',
  401: 'Missing, unknown, revoked, disabled or expired API key',
  403: 'The key or its owner lacks a permission or module, or the request comes from a domain the key does not allow',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Request body larger than 1 MB',
  415: 'Request body is not JSON',
  422: 'The request is well-formed but cannot be carried out',
  429: 'Rate limit (`rate_limited`) or monthly quota (`quota_exceeded`) spent; see Retry-After',
  503: 'Calculation queue full or a dependency unavailable; see Retry-After',
  504: 'Calculation took too long',
};

/** The path parameters of a recorded call: the segments of `called` where `pattern` has `:name`. */
function pathParameters(pattern: string, called: string | undefined): Record<string, string> {
  const names = pattern.split('/');
  const values = called?.split('/') ?? [];
  if (names.length !== values.length) return {};
  return Object.fromEntries(
    names.flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[i])]] : [])),
  );
}

/** A recorded query value (text) as the parameter's schema types it. */
function typedExample(value: string, schema: JsonSchema): unknown {
  if ((schema.type === 'number' || schema.type === 'integer') && Number.isFinite(Number(value))) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function parametersOf(
  schema: ZodType | undefined,
  location: 'path' | 'query',
  examples: Record<string, string> = {},
): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  // A query member read through a preprocess (`queryString()`) takes any input, so the input
  // schema never lists it as required: the output schema does, unless a default fills it in.
  const output = jsonSchema(schema, 'output');
  const outputProperties = (output.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set([
    ...((object.required as string[] | undefined) ?? []),
    ...((output.required as string[] | undefined) ?? []).filter(
      (name) => outputProperties[name]?.default === undefined,
    ),
  ]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
      ...(examples[name] !== undefined ? { example: typedExample(examples[name], rest) } : {}),
    };
  });
}

/** The request body's schema with its example: the recorded call's, else the declaration's. */
function requestContent(route: AnyRouteDefinition, recorded: RecordedExample | undefined): JsonSchema {
  const schema = jsonSchema(route.body!);
  const example = recorded?.request !== undefined ? recorded.request : route.examples?.request;
  return { schema, ...(example !== undefined ? { example } : {}) };
}

/** The example of one response content: the recorded call's when it answered that status and type. */
function responseExample(
  route: AnyRouteDefinition,
  recorded: RecordedExample | undefined,
  status: number,
  mediaType: string,
  first: boolean,
): unknown {
  const call = [recorded, ...(recorded?.others ?? [])].find((r) => r?.status === status && r.mediaType === mediaType);
  if (call?.response !== undefined) return call.response;
  return first ? route.examples?.response : undefined;
}

/** `format` of an operation that also answers in a form made from its JSON (derived-format.ts). */
function formatParameters(route: AnyRouteDefinition): JsonSchema[] {
  const derived = derivedAlternatives(route.responses[0]);
  if (!derived.length) return [];
  const forms = derived.map((d) => `${d.derived.format} (${d.mediaType})`).join(', ');
  return [
    {
      name: FORMAT_QUERY,
      in: 'query',
      required: false,
      description: `The answer as JSON (default) or ${forms}; the same as asking by Accept`,
      schema: { type: 'string', enum: ['json', ...derived.map((d) => d.derived.format)] },
    },
  ];
}

function errorStatuses(route: AnyRouteDefinition): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.params || route.query || route.body) statuses.add(400);
  if (route.body) [413, 415].forEach((s) => statuses.add(s));
  // Every authenticated route takes X-Api-Version, whose malformed value is a 400.
  if (route.access.kind !== 'public') [400, 401, 403, 429].forEach((s) => statuses.add(s));
  if (route.params) statuses.add(404);
  if (route.usesPool) [503, 504].forEach((s) => statuses.add(s));
  return [...statuses].sort();
}

export function buildOpenApiDocument(
  routes: AnyRouteDefinition[],
  versions: VersionRegistry,
  serverUrl?: string,
  recordedExamples: RecordedExamples = {},
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const recorded = recordedExamples[route.operationId];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const dateShaped = versions.isDateShaped(route.method, route.path);
    const responses: Record<string, JsonSchema> = {};
    for (const [index, response] of route.responses.entries()) {
      const mediaType = response.mediaType ?? 'application/json';
      const schema = response.schema && !response.binary ? jsonSchema(response.schema, 'output') : undefined;
      const example = schema ? responseExample(route, recorded, response.status, mediaType, index === 0) : undefined;
      responses[String(response.status)] = {
        description: response.description,
        ...(dateShaped
          ? {
              headers: {
                'X-Api-Version': {
                  description: 'The compatibility date applied',
                  schema: { type: 'string', format: 'date' },
                },
              },
            }
          : {}),
        ...(response.schema || response.binary
          ? {
              content: {
                [mediaType]: response.binary
                  ? { schema: { type: 'string', format: 'binary' } }
                  : { schema, ...(example !== undefined ? { example } : {}) },
                ...Object.fromEntries(
                  (response.alternatives ?? []).map((a) => {
                    const example = responseExample(route, recorded, response.status, a.mediaType, false);
                    return [
                      a.mediaType,
                      { schema: jsonSchema(a.schema, 'output'), ...(example !== undefined ? { example } : {}) },
                    ];
                  }),
                ),
              },
            }
          : {}),
      };
    }
    for (const status of errorStatuses(route)) {
      const versioned = status === 400 && route.access.kind !== 'public';
      responses[String(status)] = {
        description: versioned
          ? `${ERROR_DESCRIPTIONS[400]}; or a malformed X-Api-Version / api_version, answered { "error": "..." }`
          : (ERROR_DESCRIPTIONS[status] ?? 'Error'),
        content: {
          'application/json': {
            schema: versioned
              ? { oneOf: [{ $ref: '#/components/schemas/Errors' }, { $ref: '#/components/schemas/VersionError' }] }
              : { $ref: '#/components/schemas/Errors' },
            example: recorded?.errors?.find((e) => e.status === status)?.response ?? errorExample(status),
          },
        },
      };
    }
    const versionParameters =
      route.access.kind === 'public'
        ? []
        : [
            { $ref: '#/components/parameters/ApiVersionHeader' },
            ...(route.access.kind === 'api-key-or-signature'
              ? [{ $ref: '#/components/parameters/ApiVersionQuery' }]
              : []),
          ];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      ...(route.access.kind === 'public' ? { security: [] } : {}),
      ...(route.access.kind !== 'public' && route.access.permission
        ? {
            'x-permission': route.access.permission,
            ...(route.access.module ? { 'x-module': route.access.module } : {}),
          }
        : {}),
      'x-date-shaped': dateShaped,
      parameters: [
        ...parametersOf(route.params, 'path', pathParameters(route.path, recorded?.path)),
        ...parametersOf(route.query, 'query', recorded?.query),
        ...versionParameters,
        ...formatParameters(route),
      ],
      ...(route.body
        ? {
            requestBody: {
              required: route.bodyRequired ?? true,
              content: { 'application/json': requestContent(route, recorded) },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Astrology Calculation API',
      version: versions.latest,
      description:
        'Natal charts, exact transits, synastry, chart images, weekly horoscopes, place search and PDF reports. ' +
        'Authenticate with the X-Api-Key header. Breaking changes are versioned by compatibility date (X-Api-Version). ' +
        `Changes that affect authorization (a key revoked, disabled or changed; a member removed or given another role; a module granted or revoked; a monthly quota; the version pin) are in force on every server process within ${STALENESS_BOUND_MS / 1000} s, also while Redis is down. ` +
        'The monthly quota of an account is kept in the database and never exceeded while the database answers, whatever happens to Redis (each process leases at most a hundredth of the quota, at most 100 requests; while the database cannot be asked, a process admits at most one lease more, then answers 503); ' +
        `a lowered quota can be exceeded by at most processes × one lease of the old quota, within those ${STALENESS_BOUND_MS / 1000} s. ` +
        `Changelog: ${versions
          .changelog()
          .map((c) => `${c.date} ${c.name}: ${c.description}`)
          .join(' ')}`,
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    security: [{ ApiKey: [] }],
    paths,
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
      parameters: {
        ApiVersionHeader: {
          name: 'X-Api-Version',
          in: 'header',
          required: false,
          description:
            'Compatibility date (YYYY-MM-DD). Overrides the organization pin; earlier than the baseline resolves to the baseline, later than the newest change to the newest behaviour. A malformed value → 400 `{ "error": "..." }`.',
          schema: { type: 'string', format: 'date' },
        },
        ApiVersionQuery: {
          name: 'api_version',
          in: 'query',
          required: false,
          description: 'Compatibility date for contexts that cannot send headers; the header wins when both are given.',
          schema: { type: 'string', format: 'date' },
        },
      },
      schemas: {
        Errors: jsonSchema(errorsBodySchema, 'output'),
        VersionError: jsonSchema(versionErrorBodySchema, 'output'),
      },
    },
  };
}
