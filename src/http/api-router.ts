/**
 * Routes are declared, not just registered: each declaration names its method and path, who may
 * call it (the permission and module it needs), the zod schemas of its path parameters, query and
 * body, its response, and its handler. The router turns a declaration into a plain @koa/router
 * chain of named middleware — authenticate → meter → authorize → validate → handler (see
 * `route()`) — and the same declarations produce the OpenAPI document.
 */
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { ZodType, z } from 'zod';
import type { ModuleId } from '../auth/modules.ts';
import type { Principal } from '../auth/principal.ts';
import type { RolePermission } from '../auth/roles.ts';
import type { Services } from '../services.ts';
import { authenticate } from './authenticate.ts';
import { authorize } from './authorize.ts';
import { derivedAlternatives, derivedFormat, FORMAT_QUERY } from './derived-format.ts';
import { meter } from './meter.ts';
import { checkResponse } from './response-check.ts';
import type { ResponseDefinition } from './response-definition.ts';
import { type ValidatedInput, validate } from './validate.ts';

export type { ResponseDefinition };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const JSON_API = 'application/vnd.api+json';
export const PLAIN_JSON = 'application/json';

/** Who may call a route. */
export type Access =
  | { kind: 'public' }
  | { kind: 'api-key'; permission?: RolePermission; module?: ModuleId }
  /** An API key, or instead a signed URL (checked by the given verifier) for embeds. */
  | {
      kind: 'api-key-or-signature';
      permission?: RolePermission;
      module?: ModuleId;
      verifySignature: (ctx: Context) => Promise<Principal | undefined>;
      /** The query parameters a signed URL carries besides the route's own (taken only when signed). */
      signatureParameters: readonly string[];
    };

type Out<S> = S extends ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B, A extends Access> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  principal: A extends { kind: 'public' } ? undefined : Principal;
}

export interface RouteDefinition<
  P extends ZodType | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
  A extends Access,
> {
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
  /**
   * Examples shown in the OpenAPI document (and so in /docs): the request body and the first
   * response's body. Where a declaration gives none, one is generated from the schema.
   */
  examples?: { request?: unknown; response?: unknown };
  handler(ctx: Context, input: RouteInput<P, Q, B, A>): Promise<void> | void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteDefinition = RouteDefinition<any, any, any, Access>;

/** application/json and the structured +json types (application/vnd.api+json). */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === PLAIN_JSON || mediaType.endsWith('+json');
}

/**
 * The chain's last step: the declared handler, given the validated input and the caller. A
 * route answering JSON names its media type first (Koa would otherwise call any object
 * application/json); errors set their own type, and a body-less answer (204, 304) drops it.
 */
function handle(definition: AnyRouteDefinition): Middleware {
  const success = definition.responses[0];
  const contentType = success?.mediaType && isJsonMediaType(success.mediaType) ? success.mediaType : undefined;
  const handler: Middleware = async (ctx) => {
    if (contentType) ctx.type = contentType;
    const input = ctx.state.input as ValidatedInput;
    await definition.handler(ctx, { ...input, principal: ctx.state.principal });
  };
  return Object.defineProperty(handler, 'name', { value: definition.operationId });
}

export class ApiRouter {
  readonly router = new Router();
  readonly routes: AnyRouteDefinition[] = [];

  constructor(private readonly services: Services) {}

  /**
   * Registers a declared route as the chain authenticate → meter → authorize → validate →
   * handler (a public route starts at validate), after the derived-format step where the route
   * answers in a format made from its JSON (derived-format.ts).
   */
  route<
    P extends ZodType | undefined = undefined,
    Q extends ZodType | undefined = undefined,
    B extends ZodType | undefined = undefined,
    A extends Access = Access,
  >(definition: RouteDefinition<P, Q, B, A>): void {
    const route = definition as AnyRouteDefinition;
    this.routes.push(route);
    const access: Access = route.access;
    const caller: Middleware[] =
      access.kind === 'public'
        ? []
        : [
            authenticate(
              this.services.principals,
              access.kind === 'api-key-or-signature' ? access.verifySignature : undefined,
            ),
            meter(this.services),
            authorize(access),
          ];
    const check = this.services.config.responseCheck
      ? [checkResponse(route, this.services.versions, this.services.logger)]
      : [];
    const success = route.responses[0];
    const derived = derivedAlternatives(success).length
      ? [derivedFormat(success, route.summary, () => this.services.versions.latest)]
      : [];
    this.router.register(
      route.path,
      [route.method],
      [
        ...derived,
        ...check,
        ...caller,
        validate(
          route,
          access.kind === 'api-key-or-signature' ? access.signatureParameters : [],
          derived.length ? [FORMAT_QUERY] : [],
        ),
        handle(route),
      ],
      {
        name: route.operationId,
      },
    );
  }
}
