/**
 * Routes are declared, not just registered: each declaration names its method and path, who may
 * call it (the permission and module it needs), the zod schemas of its path parameters, query and
 * body, its response, and its handler. The router turns a declaration into one visible chain —
 * authenticate → meter → authorize → validate → handler — and the same declarations produce the
 * OpenAPI document.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { z, ZodType } from 'zod';
import type { ModuleId } from '../auth/modules.ts';
import type { Principal } from '../auth/principal.ts';
import type { RolePermission } from '../auth/roles.ts';
import type { Services } from '../services.ts';
import { authenticateApiKey } from './authenticate.ts';
import { requireModule, requirePermission } from './authorize.ts';
import { errors } from './errors.ts';
import { meterRequest } from './meter.ts';
import { parseOrThrow } from './validate.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const JSON_API = 'application/vnd.api+json';
export const JSON = 'application/json';

/** Who may call a route. */
export type Access =
  | { kind: 'public' }
  | { kind: 'api-key'; permission?: RolePermission; module?: ModuleId }
  /** An API key, or instead a signed URL (checked by the given verifier) for embeds. */
  | { kind: 'api-key-or-signature'; permission?: RolePermission; module?: ModuleId; verifySignature: (ctx: Context) => Promise<Principal | undefined> };

export interface ResponseDefinition {
  status: number;
  description: string;
  mediaType?: string;
  schema?: ZodType;
  /** Binary media types, e.g. image/png, documented without a schema. */
  binary?: boolean;
}

type Out<S> = S extends ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B, A extends Access> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  principal: A extends { kind: 'public' } ? undefined : Principal;
}

export interface RouteDefinition<P extends ZodType | undefined, Q extends ZodType | undefined, B extends ZodType | undefined, A extends Access> {
  method: HttpMethod;
  /** Koa path pattern, e.g. `/api/org/users/:memberId`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Whether a request body is required (default: true when `body` is given). */
  bodyRequired?: boolean;
  responses: ResponseDefinition[];
  /** Error statuses this route answers besides the ones its access and inputs imply. */
  errors?: number[];
  /** True for routes that run in the calculation pool (they may answer 503). */
  usesPool?: boolean;
  handler(ctx: Context, input: RouteInput<P, Q, B, A>): Promise<void> | void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteDefinition = RouteDefinition<any, any, any, Access>;

/** application/json and the structured +json types (application/vnd.api+json). */
function isJsonMediaType(mediaType: string): boolean {
  return mediaType === JSON || mediaType.endsWith('+json');
}

/** Runs a request's route: nothing to wait for, or a promise of the route done. */
export type RouteRunner = (ctx: Context) => Promise<void> | void;

const nothingMore = () => Promise.resolve();

/** The route's permission and module, checked on the admitted principal. */
function authorize(principal: Principal, access: Exclude<Access, { kind: 'public' }>): Principal {
  if (access.permission) requirePermission(principal, access.permission);
  if (access.module) requireModule(principal, access.module);
  return principal;
}

export class ApiRouter {
  readonly router = new Router();
  readonly routes: AnyRouteDefinition[] = [];
  /** Routes without path parameters, by method and path: dispatched by map lookups. */
  private readonly staticRoutes = new Map<string, Map<string, RouteRunner>>();

  constructor(private readonly services: Services) {}

  route<P extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, B extends ZodType | undefined = undefined, A extends Access = Access>(
    definition: RouteDefinition<P, Q, B, A>,
  ): void {
    this.routes.push(definition as AnyRouteDefinition);
    const { services } = this;
    const success = definition.responses[0];
    // A route answering JSON names its media type before the handler runs: Koa's body setter keeps
    // a JSON type it finds instead of looking up its own, and the header is composed once, not per
    // request. Errors set their own type; a body-less answer (204, 304) drops it.
    const jsonContentType = success?.mediaType && isJsonMediaType(success.mediaType) ? `${success.mediaType}; charset=utf-8` : undefined;
    const serve = (ctx: Context, principal: Principal | undefined): Promise<void> | void => {
      const params = definition.params ? parseOrThrow(definition.params, ctx.params, 'path') : undefined;
      const query = definition.query ? parseOrThrow(definition.query, ctx.query, 'query') : undefined;
      let body: unknown;
      if (definition.body) {
        const raw = ctx.request.body;
        const required = definition.bodyRequired ?? true;
        const empty = raw === undefined || !ctx.request.rawBody;
        if (empty && required) throw errors.invalidParameter('body', 'body', 'a JSON body is required');
        body = parseOrThrow(definition.body, empty ? {} : raw, 'body');
      }
      if (jsonContentType) ctx.res.setHeader('content-type', jsonContentType);
      return definition.handler(ctx, { params, query, body, principal } as RouteInput<P, Q, B, A>);
    };
    // Synchronous until a step must wait (an uncached key, a lease from Redis, an async handler):
    // a request that waits for nothing costs no promise.
    const handle = (ctx: Context): Promise<void> | void => {
      const access = definition.access as Access;
      if (access.kind === 'public') return serve(ctx, undefined);
      const admitted = this.admit(ctx, access);
      return admitted instanceof Promise ? admitted.then((principal) => serve(ctx, principal)) : serve(ctx, admitted);
    };
    Object.defineProperty(handle, 'name', { value: definition.operationId });
    this.router.register(definition.path, [definition.method], handle, { name: definition.operationId });
    if (!definition.path.includes(':')) {
      const byPath = this.staticRoutes.get(definition.method) ?? new Map<string, RouteRunner>();
      this.staticRoutes.set(definition.method, byPath.set(definition.path, handle));
    }
  }

  /**
   * Who calls, counted and checked: authentication (an API key, or a signed URL where the route
   * takes one) → meter (rate limit and quota) → authorization. The principal comes back
   * synchronously when its key is cached and the meter needs no Redis call, else as a promise.
   */
  private admit(ctx: Context, access: Exclude<Access, { kind: 'public' }>): Principal | Promise<Principal> {
    if (access.kind === 'api-key-or-signature' && !ctx.get('X-Api-Key')) {
      return access.verifySignature(ctx).then((signed) => {
        if (!signed) return this.admitKey(ctx, access);
        ctx.state.principal = signed;
        return this.meterAndAuthorize(ctx, access, signed);
      });
    }
    return this.admitKey(ctx, access);
  }

  private admitKey(ctx: Context, access: Exclude<Access, { kind: 'public' }>): Principal | Promise<Principal> {
    const authenticated = authenticateApiKey(ctx, this.services.principals);
    if (authenticated instanceof Promise) return authenticated.then((principal) => this.meterAndAuthorize(ctx, access, principal));
    return this.meterAndAuthorize(ctx, access, authenticated);
  }

  private meterAndAuthorize(ctx: Context, access: Exclude<Access, { kind: 'public' }>, principal: Principal): Principal | Promise<Principal> {
    const { meter, config, logger } = this.services;
    const metered = meterRequest(ctx, principal, meter, config.monthlyQuota, logger);
    if (metered) return metered.then(() => authorize(principal, access));
    return authorize(principal, access);
  }

  /**
   * The request's route, run: paths without parameters (most calls: /api/calc/natal, /api/me, …)
   * are found by map lookups, and their run is synchronous as far as its steps allow; the others,
   * and wrong methods (405), go through @koa/router, which holds every route.
   */
  dispatcher(): RouteRunner {
    const routes = this.router.routes();
    const allowedMethods = this.router.allowedMethods();
    const routed = (ctx: Context) => routes(ctx as never, () => allowedMethods(ctx as never, nothingMore));
    const staticRoutes = this.staticRoutes;
    return function route(ctx) {
      // ctx.request, not Koa's ctx.method and ctx.path: ctx's delegating getters share one
      // megamorphic keyed load for every name they delegate.
      const { method, path } = ctx.request;
      const handle = staticRoutes.get(method === 'HEAD' ? 'GET' : method)?.get(path);
      if (!handle) return routed(ctx);
      ctx._matchedRoute = path;
      ctx.params = {};
      return handle(ctx);
    };
  }
}
