/**
 * GET /api/geocoding/search (spec endpoint 9): cities, towns and places by name, with the
 * coordinates and IANA time zone the calculation endpoints take. Answered from the embedded
 * GeoNames gazetteer (places with population ≥ 500); no outside service is called.
 */
import { z } from 'zod';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../geocoding/index.ts';
import { type ApiRouter, PLAIN_JSON as JSON_TYPE } from '../../http/api-router.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { errors } from '../../http/errors.ts';
import { queryInteger, queryString } from '../../http/query-params.ts';
import type { Services } from '../../services.ts';

/** Place-search providers; the embedded gazetteer is the only one. */
export const PROVIDERS = ['embedded'] as const;

const query = z.strictObject({
  q: queryString()
    .pipe(
      z
        .string()
        .trim()
        .min(2, { message: inputMessage((t) => t.characters({ min: 2, max: 100 })) })
        .max(100, { message: inputMessage((t) => t.characters({ min: 2, max: 100 })) }),
    )
    .describe(
      'The place name as typed: prefixes, accents, other scripts, one typo from 5 letters, and qualifiers ("Paris, US", "Springfield IL") work',
    ),
  limit: queryInteger(1, 50).optional().describe('Most places to return, 1 to 50 (default 10)'),
  lang: queryString()
    .refine(isSupportedLanguage, {
      message: inputMessage((t) => t.languageTag({ count: SUPPORTED_LANGUAGES.length })),
    })
    .optional()
    .describe('Language of country names (BCP 47, e.g. de); default en'),
  api: queryString()
    .optional()
    .describe(`Provider: ${PROVIDERS.join(', ')} (default embedded)`),
});

const place = z.object({
  id: z.string().describe('GeoNames id'),
  name: z.string(),
  displayName: z.string().describe('"City, State, Country"'),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  countryCode: z.string().describe('ISO 3166-1 alpha-2'),
  state: z.string(),
  timezone: z.string().describe('IANA time zone'),
  city: z.string(),
});

export function registerGeocodingRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'GET',
    path: '/api/geocoding/search',
    operationId: 'searchPlaces',
    summary: 'Search places by name',
    description:
      'Case- and accent-insensitive, prefix matching while typing, alternate names in other scripts and languages, one typo tolerated from 5 letters, ' +
      'and qualifiers after a comma or at the end (country, state, US/CA/AU state codes). Ranked by match quality and population. ' +
      'Place data © GeoNames, CC BY 4.0.',
    tag: 'Places',
    access: { kind: 'api-key', permission: 'calc:use', module: 'geocoding' },
    query,
    responses: [
      {
        status: 200,
        description: 'Places, best first',
        mediaType: JSON_TYPE,
        schema: z.object({ data: z.array(place) }),
      },
    ],
    async handler(ctx, { query: { q, limit, lang, api: provider } }) {
      if (provider !== undefined && !(PROVIDERS as readonly string[]).includes(provider)) {
        throw errors.invalidParameter('api', 'query', (t) =>
          t.unknownCode({ kind: 'provider', value: provider, values: PROVIDERS }),
        );
      }
      const gazetteer = await services.places.get();
      ctx.body = { data: gazetteer.search(q, { limit: limit ?? 10, lang }) };
    },
  });
}
