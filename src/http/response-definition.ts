/**
 * What a route declares it answers: a status, its media type and body schema. Shared by the route
 * declarations (api-router.ts), the OpenAPI document and the response check under tests.
 */
import type { ZodType } from 'zod';

export interface ResponseDefinition {
  status: number;
  description: string;
  mediaType?: string;
  schema?: ZodType;
  /** Binary media types, e.g. image/png, documented without a schema. */
  binary?: boolean;
  /** The same status in other media types the caller may ask for by Accept (e.g. JSON beside an event stream). */
  alternatives?: Array<{ mediaType: string; schema: ZodType }>;
}
