/** Request schemas of the content library endpoints (spec: Content item, endpoint 5). */
import { z } from 'zod';
import { inputMessage } from '../../http/error-text/index.ts';
import { queryBoolean, queryInteger, queryString } from '../../http/query-params.ts';

/** `urn:<namespace>:<specific part>` (RFC 8141 shape), at most 300 characters. */
export const urnSchema = z
  .string()
  .max(300, { message: inputMessage((t) => t.atMostCharacters({ max: 300 })) })
  .regex(/^urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:\S+$/, {
    message: inputMessage((t) => t.urn()),
  })
  .describe('URN of the text, e.g. urn:astro:planet-sign:venus:libra')
  .meta({ examples: ['urn:astro:planet-sign:venus:libra'] });

/** An ISO 639 language code, optionally with a region (en, es, de, pt-BR). */
export const languageSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, {
    message: inputMessage((t) => t.languageCode()),
  })
  .describe('Language of the text (ISO 639 code); the seeded texts are in en, es, de and it')
  .meta({ examples: ['en'] });

const METADATA_MAX_BYTES = 32_768;
export const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= METADATA_MAX_BYTES, {
    message: inputMessage((t) => t.jsonObjectBytes({ max: METADATA_MAX_BYTES })),
  })
  .describe('Free-form JSON object');

const title = z
  .string()
  .trim()
  .min(1, { message: inputMessage((t) => t.nonEmpty({ what: 'title' })) })
  .max(300, { message: inputMessage((t) => t.atMostCharacters({ max: 300 })) });
const body = z
  .string()
  .max(100_000, { message: inputMessage((t) => t.atMostCharacters({ max: 100_000 })) })
  .describe('Markdown');

export const contentParams = z.strictObject({ id: z.string().min(1) });

export const createContentBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('content'),
    attributes: z.strictObject({
      urn: urnSchema,
      language: languageSchema,
      title,
      body,
      metadata: metadataSchema.optional(),
      owner_type: z
        .literal('organization', {
          message: inputMessage((t) => t.organizationItemsOnly()),
        })
        .optional()
        .describe('Always organization'),
    }),
  }),
});

export const updateContentBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('content'),
    id: z.string().optional().describe('When given, must be the id in the path'),
    attributes: z
      .strictObject({
        urn: urnSchema.optional(),
        language: languageSchema.optional(),
        title: title.optional(),
        body: body.optional(),
        metadata: metadataSchema.optional().describe('Free-form JSON object; replaces the stored one'),
      })
      .refine((a) => Object.values(a).some((v) => v !== undefined), {
        message: inputMessage((t) => t.atLeastOneOf({ values: ['urn', 'language', 'title', 'body', 'metadata'] })),
      }),
  }),
});

export const OWNER_FILTERS = ['global', 'organization'] as const;

export const listContentQuery = z.strictObject({
  'filter[urn]': queryString()
    .pipe(
      z
        .string()
        .min(1, { message: inputMessage((t) => t.nonEmpty({ what: 'urnPrefix' })) })
        .max(300, { message: inputMessage((t) => t.atMostCharacters({ max: 300 })) }),
    )
    .optional()
    .describe('URN prefix, e.g. urn:astro:transit:mars:'),
  'filter[language]': queryString().pipe(languageSchema).optional(),
  'filter[owner]': queryString()
    .pipe(z.enum(OWNER_FILTERS, { message: inputMessage((t) => t.either({ values: OWNER_FILTERS })) }))
    .optional()
    .describe('global or organization'),
  'filter[deleted]': queryBoolean()
    .optional()
    .describe("true lists the organization's deleted items (the trash) instead of live ones"),
  'page[size]': queryInteger(1, 100).optional().describe('Items per page, 1 to 100; default 10'),
  'page[number]': queryInteger(0, 1_000_000).optional().describe('Zero-based page number; default 0'),
});
