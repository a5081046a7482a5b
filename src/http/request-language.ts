/**
 * The language of a request's texts when the request names none: an operation whose query or
 * body takes a top-level `language` member (an enum of the languages it writes) reads it, in this
 * order, from
 * 1. the `language` member itself, when sent;
 * 2. the `Accept-Language` header: the language ranges in order of their q-values, the first the
 *    operation writes, a region matching its language (`de-CH` is `de`; `*` is the first offered,
 *    `en`);
 * 3. English (`en`).
 * The answer says which with `Content-Language`, and `Vary: Accept-Language` on every such
 * operation keeps shared caches apart. Members named `language` inside a resource (a chatbot's,
 * a content item's, a PDF report's under `data.attributes`) are settings of that resource: they
 * are never taken from the header. See docs/conventions.md.
 */
import type { Context } from 'koa';
import type { ZodType } from 'zod';

/** The language every operation falls back to. */
export const FALLBACK_LANGUAGE = 'en';

interface Def {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  shape?: Record<string, ZodType>;
  entries?: Record<string, string>;
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The values of an enum under wrappers (optional, default, a preprocessing pipe), or undefined. */
function enumValues(schema: ZodType | undefined): string[] | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.innerType) return enumValues(def.innerType);
  if (def.type === 'pipe') return enumValues(def.out) ?? enumValues(def.in);
  return undefined;
}

/** The shape of an object schema (under optional and the like), or undefined. */
function shapeOf(schema: ZodType | undefined): Record<string, ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return (schema as unknown as { shape: Record<string, ZodType> }).shape;
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === 'pipe') return shapeOf(def.in);
  return undefined;
}

/** The languages an input schema's top-level `language` member offers, or undefined when it has none. */
export function offeredLanguages(schema: ZodType | undefined): readonly string[] | undefined {
  return enumValues(shapeOf(schema)?.language);
}

/** The language the Accept-Language header prefers among those offered, or undefined (no header, no match). */
export function acceptedLanguage(ctx: Context, offered: readonly string[]): string | undefined {
  if (!ctx.get('Accept-Language')) return undefined;
  const best = ctx.acceptsLanguages([...offered]);
  return typeof best === 'string' ? best : undefined;
}

/**
 * Fills an input's absent `language` from the header and marks the answer: `Vary` always,
 * `Content-Language` with the language the texts are written in. A `language` the request sent
 * is kept in `ctx.state.language`: an error answer is written in it too (error-handler.ts; without
 * one, the error handler reads Accept-Language itself, over the languages errors are written in).
 * @returns the input to validate (a copy when a language was added)
 */
export function withRequestLanguage(ctx: Context, input: unknown, offered: readonly string[] | undefined): unknown {
  if (!offered || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  ctx.vary('Accept-Language');
  const sent = (input as { language?: unknown }).language;
  if (sent !== undefined) {
    if (typeof sent === 'string' && offered.includes(sent.trim().toLowerCase())) {
      ctx.set('Content-Language', sent.trim().toLowerCase());
      ctx.state.language = sent.trim().toLowerCase();
    }
    return input;
  }
  const accepted = acceptedLanguage(ctx, offered);
  ctx.set('Content-Language', accepted ?? FALLBACK_LANGUAGE);
  return accepted ? { ...input, language: accepted } : input;
}
