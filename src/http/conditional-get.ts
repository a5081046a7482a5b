/**
 * Conditional GET: whether the client's copy is current. Koa's `ctx.fresh` is not used: the
 * `fresh` package answers "not fresh" whenever the request says `Cache-Control: no-cache`, which
 * fetch() adds to every request that sets If-None-Match itself, so such clients never got a 304.
 */

/** Whether an If-None-Match header (a list of ETags, weak or strong, or `*`) matches. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
