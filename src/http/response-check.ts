/**
 * The response check, switched on under tests (RESPONSE_CHECK=on): before a route's answer leaves
 * its chain, its JSON body is held to the schema the route declares for that status (an error
 * status without a declaration of its own to the error body). A body that does not match becomes a
 * loud 500 `response_schema_mismatch` with zod's issues, and a log line, so that the test receiving
 * it fails. The body is checked as it will be sent (objects through JSON, ready bytes parsed).
 *
 * The schema is the declaration's output JSON Schema taken back into zod: an object the route
 * declares with z.object is closed there as in /openapi.json, so an undeclared member fails as
 * surely as a wrong type; members declared free-form (records of unknown, passthrough) stay open.
 *
 * Declarations describe the newest shape. A body the pool shaped for an older compatibility date
 * (ready bytes walked back by a dated change) is not checked; object bodies are checked before the
 * api-version step walks them back, so they are always the newest shape.
 */
import type { Context, Middleware } from 'koa';
import { type ZodType, z } from 'zod';
import type { VersionTarget } from '../calc/responses/ready-to-send.ts';
import type { Logger } from '../logger.ts';
import type { VersionRegistry } from '../versioning/registry.ts';
import { anyErrorBodySchema } from './error-body.ts';
import type { ResponseDefinition } from './response-definition.ts';

export const RESPONSE_SCHEMA_MISMATCH = 'response_schema_mismatch';

/** The schema a response body is checked against: closed objects, as the document shows them. */
export function wireSchema(schema: ZodType): ZodType {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
  return z.fromJSONSchema(json as Parameters<typeof z.fromJSONSchema>[0]);
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** The body as the caller will read it, or undefined when it is not JSON (files, streams, empty). */
function sentJson(ctx: Context): { value: unknown } | undefined {
  const { body } = ctx;
  if (body === undefined || body === null) return undefined;
  if (Buffer.isBuffer(body) || body instanceof Uint8Array || typeof body === 'string') {
    if (!isJsonType(ctx.response.type)) return undefined;
    const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
    return { value: JSON.parse(text) };
  }
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return { value: JSON.parse(JSON.stringify(body)) };
}

/** Whether the body is the newest shape (the only one the declarations describe). */
function isNewestShape(ctx: Context, registry: VersionRegistry): boolean {
  const target = ctx.state.versionTarget as VersionTarget | undefined;
  const isObject = typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body) && !(ctx.body instanceof Uint8Array);
  if (isObject || !target) return true;
  return !registry.shapesBefore(target.method, target.path, target.applied);
}

/** What the check reads of a route declaration. */
export interface CheckedRoute {
  operationId: string;
  responses: readonly ResponseDefinition[];
}

/**
 * @param route the declaration whose answers are checked
 * @returns the middleware that runs first in the route's chain and checks what the rest answers
 */
export function checkResponse(route: CheckedRoute, registry: VersionRegistry, logger: Logger): Middleware {
  const schemas = new Map<string, ZodType | undefined>();
  /** The schema of a status in the media type sent; undefined where nothing is declared to check. */
  const schemaFor = (status: number, mediaType: string): ZodType | undefined | 'undeclared' => {
    const key = `${status} ${mediaType}`;
    if (!schemas.has(key)) {
      const declared = route.responses.find((response) => response.status === status);
      const alternative = declared?.alternatives?.find((a) => a.mediaType === mediaType);
      if (alternative) schemas.set(key, wireSchema(alternative.schema));
      else if (declared)
        schemas.set(key, declared.schema && !declared.binary ? wireSchema(declared.schema) : undefined);
      else if (status >= 400) schemas.set(key, anyErrorBodySchema);
      else return 'undeclared';
    }
    return schemas.get(key);
  };
  const check: Middleware = async (ctx, next) => {
    await next();
    const body = sentJson(ctx);
    if (!body || !isNewestShape(ctx, registry)) return;
    const schema = schemaFor(ctx.status, ctx.response.type);
    if (schema === undefined) return;
    const issues =
      schema === 'undeclared'
        ? [{ code: 'custom', path: [], message: `status ${ctx.status} is not among the declared responses` }]
        : (schema.safeParse(body.value).error?.issues ?? []);
    if (issues.length === 0) return;
    const detail = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    logger.error(
      { operationId: route.operationId, status: ctx.status, issues },
      'response does not match its declared schema',
    );
    ctx.status = 500;
    ctx.type = 'application/json';
    ctx.body = {
      errors: [
        {
          status: '500',
          code: RESPONSE_SCHEMA_MISMATCH,
          title: 'Response does not match its declared schema',
          detail: `${route.operationId}: ${detail}`,
          meta: { issues: JSON.parse(JSON.stringify(issues)) },
        },
      ],
      meta: { requestId: ctx.state.requestId as string },
    };
  };
  return Object.defineProperty(check, 'name', { value: 'checkResponse' });
}

/**
 * Error bodies rendered by the error handler (thrown errors never reach a route's check): placed
 * just outside handleErrors, where such a body is still the object it rendered.
 */
export function checkErrorBodies(logger: Logger): Middleware {
  return async function checkErrorBodies(ctx, next) {
    await next();
    const { body } = ctx;
    if (ctx.status < 400 || body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
    if (typeof (body as { pipe?: unknown }).pipe === 'function') return;
    const issues = anyErrorBodySchema.safeParse(JSON.parse(JSON.stringify(body))).error?.issues;
    if (!issues) return;
    logger.error({ path: ctx.path, status: ctx.status, issues }, 'error body does not match the error schema');
    ctx.status = 500;
    ctx.body = {
      errors: [
        {
          status: '500',
          code: RESPONSE_SCHEMA_MISMATCH,
          title: 'Error body does not match the error schema',
          detail: issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; '),
        },
      ],
    };
  };
}
