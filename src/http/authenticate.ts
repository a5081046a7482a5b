/**
 * Authentication by API key: the X-Api-Key header's hash finds the key's principal; unknown,
 * revoked, disabled or expired keys, and keys whose owner left the organization, get 401. A key
 * with allowed domains is refused (403) when a browser's Origin (else Referer) names another host,
 * is `null` or cannot be read (see auth/allowed-domains.ts).
 */
import type { Context, Middleware } from 'koa';
import { domainRefusal } from '../auth/allowed-domains.ts';
import type { Principal } from '../auth/principal.ts';
import type { PrincipalCache } from '../auth/principal-cache.ts';
import { errors } from './errors.ts';

/** Checks the key's own state and domain restrictions; throws the matching ApiError. */
export function admitPrincipal(principal: Principal | undefined, ctx: Context): Principal {
  if (!principal || principal.revoked || principal.role === null) throw errors.invalidApiKey();
  if (!principal.enabled) throw errors.disabledApiKey();
  if (principal.expiresAt !== null && principal.expiresAt <= Date.now()) {
    throw errors.expiredApiKey(new Date(principal.expiresAt).toISOString());
  }
  const refused = domainRefusal(principal.allowedDomains, { origin: ctx.get('Origin'), referer: ctx.get('Referer') });
  if (refused) throw errors.domainNotAllowed(refused.host, refused.header);
  return principal;
}

/**
 * Authenticates the request by its X-Api-Key header (or the key given) and sets ctx.state.principal.
 * Answers synchronously when the key is cached, else with a promise.
 */
export function authenticateApiKey(
  ctx: Context,
  principals: PrincipalCache,
  key: string | string[] | undefined = ctx.request.headers['x-api-key'],
): Principal | Promise<Principal> {
  if (!key || Array.isArray(key)) throw errors.missingApiKey();
  if (key.length > 200) throw errors.invalidApiKey();
  const hash = principals.hashOf(key);
  const cached = principals.cached(hash);
  if (cached !== null) return (ctx.state.principal = admitPrincipal(cached, ctx));
  return principals.get(hash).then((principal) => (ctx.state.principal = admitPrincipal(principal, ctx)));
}

/**
 * The route chain's first step for a route that needs a caller: an API key, or where the route
 * takes one (embeds) a signed URL checked by its verifier when no key is sent.
 */
export function authenticate(
  principals: PrincipalCache,
  verifySignature?: (ctx: Context) => Promise<Principal | undefined>,
): Middleware {
  return async function authenticate(ctx, next) {
    const signed = verifySignature && !ctx.get('X-Api-Key') ? await verifySignature(ctx) : undefined;
    if (signed) {
      ctx.state.principal = signed;
      ctx.state.signedUrl = true;
    } else await authenticateApiKey(ctx, principals);
    return next();
  };
}
