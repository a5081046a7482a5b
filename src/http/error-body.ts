/**
 * The bodies every error answers with, declared once: the JSON:API error list the error handler
 * renders, and the spec's plain `{ "error": "..." }` of a malformed compatibility date. The
 * OpenAPI document shows them and the response check holds error answers to them.
 */
import { z } from 'zod';

export const errorObjectSchema = z.strictObject({
  status: z.string().describe('HTTP status code'),
  code: z.string().describe('Stable machine-readable code, e.g. invalid_parameter, missing_permission'),
  title: z.string(),
  detail: z.string().describe('What went wrong and what is expected'),
  source: z
    .strictObject({
      parameter: z.string().describe('The offending field, e.g. person1.latitude or page[size]'),
      in: z.enum(['body', 'query', 'path', 'header']).optional(),
    })
    .optional(),
  meta: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Free-form details that differ by code (e.g. the allowed values, a limit and when it resets)'),
});

export const errorsBodySchema = z.strictObject({
  errors: z.array(errorObjectSchema),
  meta: z.strictObject({ requestId: z.string() }).optional(),
});

export const versionErrorBodySchema = z.strictObject({
  error: z.string().describe('Quotes the malformed value and says a YYYY-MM-DD date is expected'),
});

/** Any error body the service answers with. */
export const anyErrorBodySchema = z.union([errorsBodySchema, versionErrorBodySchema]);
