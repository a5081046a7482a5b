/**
 * Answers made from the JSON answer in another media type (a route's `alternatives` with
 * `derived`, e.g. text/markdown): the caller asks by Accept, or by the query parameter `format`
 * (`json` or a derived format) where it cannot set headers. The handler runs as for JSON, at the
 * newest compatibility date (the renderer reads the newest shape); this step then has its JSON
 * answer rendered (by the route's renderer, e.g. in the calculation pool). Errors stay JSON.
 */
import type { Context, Middleware } from 'koa';
import { errors } from './errors.ts';
import type { DerivedFormat, ResponseDefinition } from './response-definition.ts';

export const FORMAT_QUERY = 'format';

interface Derived {
  mediaType: string;
  derived: DerivedFormat;
}

/** The derived media types of a route's success answer. */
export function derivedAlternatives(success: ResponseDefinition | undefined): Derived[] {
  return (success?.alternatives ?? []).flatMap((a) =>
    a.derived ? [{ mediaType: a.mediaType, derived: a.derived }] : [],
  );
}

/** The derived answer the caller asked for, or undefined for JSON. */
function chosen(ctx: Context, jsonType: string, derived: Derived[]): Derived | undefined {
  const format = ctx.query[FORMAT_QUERY];
  if (format !== undefined) {
    const value = Array.isArray(format) ? format[format.length - 1] : format;
    if (value === 'json') return undefined;
    const found = derived.find((d) => d.derived.format === value);
    if (!found)
      throw errors.invalidParameter(FORMAT_QUERY, 'query', (t) =>
        t.either({ values: ['json', ...derived.map((d) => d.derived.format)] }),
      );
    return found;
  }
  const preferred = ctx.accepts(jsonType, ...derived.map((d) => d.mediaType));
  return derived.find((d) => d.mediaType === preferred);
}

/** The JSON answer's text, however the handler set it. */
function jsonText(body: unknown): string {
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * The route chain's step (first, outside the response check) for a route with derived answers.
 * @param newest the newest compatibility date, at which a derived answer's JSON is made
 */
export function derivedFormat(success: ResponseDefinition, title: string, newest: () => string): Middleware {
  const derived = derivedAlternatives(success);
  const jsonType = success.mediaType ?? 'application/json';
  return async function derivedFormat(ctx, next) {
    ctx.vary('Accept');
    const answer = chosen(ctx, jsonType, derived);
    if (!answer) return next();
    ctx.state.requestedApiVersion = newest();
    await next();
    if (ctx.status !== 200) return;
    const text = await answer.derived.from(jsonText(ctx.body), title);
    ctx.body = text;
    ctx.type = answer.mediaType;
  };
}
