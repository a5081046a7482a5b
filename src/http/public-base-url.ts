/** The public base URL of the links a response shows. */
import type { Context } from 'koa';

/**
 * The absolute base of the links a response shows (self links, embed snippets, signed URLs):
 * PUBLIC_BASE_URL when it is set (the address clients reach, e.g. behind a proxy), else the
 * request's own origin. Trailing slashes are dropped so that a path starting with `/` follows.
 * @param ctx the request: its protocol and host (not Koa 3's `ctx.origin`, which is the Origin header)
 * @param config the configuration's `publicBaseUrl` (PUBLIC_BASE_URL, undefined when unset)
 */
export function publicBaseUrl(
  ctx: Pick<Context, 'protocol' | 'host'>,
  config: { publicBaseUrl?: string | undefined },
): string {
  return (config.publicBaseUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
}
