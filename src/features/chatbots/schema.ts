/** Request schemas of the chatbot and chat profile endpoints (spec: Chat profile, endpoint 6). */
import { z } from 'zod';
import { isDomainPattern } from '../../auth/allowed-domains.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { queryBoolean, queryInteger, queryString } from '../../http/query-params.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import { timezoneSchema } from '../calc/birth-data.ts';
import { calendarDate, instant } from '../calc/date-schemas.ts';

export const chatbotLanguage = z
  .enum(LANGUAGES, { message: inputMessage((t) => t.oneOf({ values: LANGUAGES })) })
  .describe('Language the chatbot answers in (names and the context text block)');

const name = z
  .string()
  .trim()
  .min(1, { message: inputMessage((t) => t.nonEmpty({ what: 'name' })) })
  .max(100, { message: inputMessage((t) => t.atMostCharacters({ max: 100 })) });
const persona = z
  .string()
  .max(20_000, { message: inputMessage((t) => t.atMostCharacters({ max: 20_000 })) })
  .describe('The persona or system prompt given to the language model');
const allowedDomains = z
  .array(
    z
      .string()
      .max(253)
      .refine(isDomainPattern, { message: inputMessage((t) => t.domainPattern()) }),
  )
  .max(50, { message: inputMessage((t) => t.atMostDomainPatterns({ max: 50 })) })
  .describe(
    "Browser origins allowed to use the chatbot's profiles, context and chat (empty: any); checked on the Origin header, else Referer. " +
      'With domains set, Origin: null and a header whose host cannot be read are refused (403 domain_not_allowed); a request with neither header is a server call.',
  );

const conversationRetentionDays = z
  .number({ message: inputMessage((t) => t.wholeNumber({ min: 1, max: 3650, unit: 'days' })) })
  .int({ message: inputMessage((t) => t.wholeNumber({ min: 1, max: 3650, unit: 'days' })) })
  .min(1, { message: inputMessage((t) => t.wholeNumber({ min: 1, max: 3650, unit: 'days' })) })
  .max(3650, { message: inputMessage((t) => t.wholeNumber({ min: 1, max: 3650, unit: 'days' })) })
  .describe('Days a chat conversation is kept after its last message (default 30)');
const chatTimeoutMs = z
  .number({ message: inputMessage((t) => t.wholeNumber({ min: 100, max: 600_000, unit: 'milliseconds' })) })
  .int({ message: inputMessage((t) => t.wholeNumber({ min: 100, max: 600_000, unit: 'milliseconds' })) })
  .min(100, { message: inputMessage((t) => t.wholeNumber({ min: 100, max: 600_000, unit: 'milliseconds' })) })
  .max(600_000, { message: inputMessage((t) => t.wholeNumber({ min: 100, max: 600_000, unit: 'milliseconds' })) })
  .describe(
    "Longest wait for the language model's first or next chunk of an answer, ms (default 60000); then 504 chat_upstream_timeout",
  );

export const chatbotParams = z.strictObject({ id: z.string().min(1) });
export const profileParams = z.strictObject({ id: z.string().min(1), profileId: z.string().min(1) });

export const createChatbotBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('chatbots'),
    attributes: z.strictObject({
      name,
      persona: persona.default(''),
      language: chatbotLanguage.default('en'),
      allowedDomains: allowedDomains.default([]),
      enabled: z.boolean().default(true),
      conversationRetentionDays: conversationRetentionDays.optional(),
      chatTimeoutMs: chatTimeoutMs.optional(),
    }),
  }),
});

export const updateChatbotBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('chatbots'),
    attributes: z
      .strictObject({
        name: name.optional(),
        persona: persona.optional(),
        language: chatbotLanguage.optional(),
        allowedDomains: allowedDomains.optional(),
        enabled: z.boolean().optional(),
        conversationRetentionDays: conversationRetentionDays.optional(),
        chatTimeoutMs: chatTimeoutMs.optional(),
      })
      .refine((a) => Object.values(a).some((v) => v !== undefined), {
        message: inputMessage((t) =>
          t.atLeastOneOf({
            values: [
              'name',
              'persona',
              'language',
              'allowedDomains',
              'enabled',
              'conversationRetentionDays',
              'chatTimeoutMs',
            ],
          }),
        ),
      }),
  }),
});

export const birthDateSchema = calendarDate()
  .describe('Birth date YYYY-MM-DD, local to the birth place (1800 to 2400)')
  .meta({ examples: ['1990-06-15'] });
export const birthTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
    message: inputMessage((t) => t.timeOfDay()),
  })
  .describe(
    'Local birth time HH:mm[:ss]; null or absent when unknown (the chart is then cast for noon, without houses or angles)',
  )
  .meta({ examples: ['14:30'] });
const coordinate = (min: number, max: number, what: 'latitude' | 'longitude') => {
  const message = inputMessage((t) => t[what]({ min, max }));
  return z.number({ message }).min(min, { message }).max(max, { message });
};
const metadata = z
  .record(z.string(), z.unknown())
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= 16_384, {
    message: inputMessage((t) => t.jsonObjectBytes({ max: 16_384 })),
  })
  .describe('Free-form JSON object');

const profileFields = {
  externalUserId: z
    .string()
    .trim()
    .min(1, { message: inputMessage((t) => t.externalUserIdRequired()) })
    .max(200, { message: inputMessage((t) => t.atMostCharacters({ max: 200 })) })
    .describe("The end user's id in your system; unique per chatbot"),
  birthDate: birthDateSchema,
  birthTime: birthTimeSchema.nullable().optional(),
  birthPlaceLat: coordinate(-90, 90, 'latitude').describe('Birth place latitude, degrees north'),
  birthPlaceLng: coordinate(-180, 180, 'longitude').describe('Birth place longitude, degrees east'),
  birthPlaceName: z
    .string()
    .max(200, { message: inputMessage((t) => t.atMostCharacters({ max: 200 })) })
    .nullable()
    .optional(),
  timezone: timezoneSchema.nullable().optional(),
  metadata: metadata.optional(),
};

export const createProfileBody = z.strictObject({
  data: z.strictObject({ type: z.literal('chat-profile'), attributes: z.strictObject(profileFields) }),
});

export const updateProfileBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('chat-profile'),
    attributes: z
      .strictObject({
        externalUserId: profileFields.externalUserId.optional(),
        birthDate: profileFields.birthDate.optional(),
        birthTime: profileFields.birthTime,
        birthPlaceLat: profileFields.birthPlaceLat.optional(),
        birthPlaceLng: profileFields.birthPlaceLng.optional(),
        birthPlaceName: profileFields.birthPlaceName,
        timezone: profileFields.timezone,
        metadata: profileFields.metadata,
      })
      .refine((a) => Object.values(a).some((v) => v !== undefined), {
        message: inputMessage((t) => t.atLeastOneAttribute()),
      }),
  }),
});

export const listProfilesQuery = z.strictObject({
  'filter[externalUserId]': queryString().pipe(z.string().min(1).max(200)).optional(),
  'page[size]': queryInteger(1, 100).optional().describe('Profiles per page, 1 to 100; default 10'),
  'page[number]': queryInteger(0, 1_000_000).optional().describe('Zero-based page number; default 0'),
});

export const contextQuery = z.strictObject({
  at: queryString().pipe(instant()).optional().describe('The instant of "now" (default: the current time)'),
  days: queryInteger(1, 30).optional().describe('Days of the transit outlook after now, 1 to 30; default 7'),
  timezone: queryString()
    .pipe(timezoneSchema)
    .optional()
    .describe("Zone for the dates in the text block; default the profile's birth zone"),
  includeText: queryBoolean()
    .optional()
    .describe('Include the interpretation text (title and Markdown body) of each transit; titles are always included'),
});
