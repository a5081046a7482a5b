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
  alternatives?: Array<{ mediaType: string; schema: ZodType; derived?: DerivedFormat }>;
}

/**
 * A media type made from the JSON answer (e.g. Markdown for a language model), asked for by Accept
 * or by the query parameter `format=<format>` (see derived-format.ts).
 */
export interface DerivedFormat {
  /** The `format` value that asks for it, e.g. `markdown`. */
  format: string;
  /** Renders the JSON answer's text (newest shape); `title` is the operation's summary. */
  from(json: string, title: string): Promise<string>;
}
