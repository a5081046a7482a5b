/**
 * Authentication by API key: the X-Api-Key header's hash finds the key's principal; unknown,
 * revoked, disabled or expired keys, and keys whose owner left the organization, get 401. A key
 * with allowed domains is refused (403) when a browser's Origin (else Referer) names another host.
 */
import type { Context } from 'koa';
import { domainAllowed, hostOf } from '../auth/allowed-domains.ts';
import { hashApiKey } from '../auth/api-key-secret.ts';
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
  if (principal.allowedDomains.length > 0) {
    const origin = ctx.get('Origin');
    const referer = ctx.get('Referer');
    const header = origin && origin !== 'null' ? 'Origin' : referer ? 'Referer' : undefined;
    if (header) {
      const value = header === 'Origin' ? origin : referer;
      const host = hostOf(value);
      if (!host || !domainAllowed(host, principal.allowedDomains)) throw errors.domainNotAllowed(host ?? value, header);
    }
  }
  return principal;
}

/** Authenticates the request by its X-Api-Key header and sets ctx.state.principal. */
export async function authenticateApiKey(ctx: Context, principals: PrincipalCache): Promise<Principal> {
  const key = ctx.get('X-Api-Key');
  if (!key) throw errors.missingApiKey();
  if (key.length > 200) throw errors.invalidApiKey();
  const principal = admitPrincipal(await principals.get(hashApiKey(key)), ctx);
  ctx.state.principal = principal;
  return principal;
}
