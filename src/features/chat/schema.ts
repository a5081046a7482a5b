/** Request schemas of the chat endpoints (spec: Chat). Unknown members are refused. */
import { z } from 'zod';
import { inputMessage } from '../../http/error-text/index.ts';
import { queryInteger, queryString } from '../../http/query-params.ts';
import { timezoneSchema } from '../calc/birth-data.ts';
import { birthDateSchema, birthTimeSchema } from '../chatbots/schema.ts';
import { CHAT_LIMITS } from './prompt.ts';

const id = (what: 'conversation' | 'chatProfile') =>
  z
    .string()
    .min(1, { message: inputMessage((t) => t.idOf({ what })) })
    .max(100, { message: inputMessage((t) => t.idOf({ what })) });

const message = z
  .string({ message: inputMessage((t) => t.userMessage()) })
  .refine((value) => value.trim().length > 0, { message: inputMessage((t) => t.nonEmpty({ what: 'message' })) })
  .refine((value) => value.length <= CHAT_LIMITS.messageChars, {
    message: inputMessage((t) => t.atMostCharacters({ max: CHAT_LIMITS.messageChars })),
  })
  .describe(`The user's message, 1 to ${CHAT_LIMITS.messageChars} characters`);

const coordinate = (min: number, max: number, what: 'latitude' | 'longitude') => {
  const message = inputMessage((t) => t[what]({ min, max }));
  return z.number({ message }).min(min, { message }).max(max, { message });
};

export const chatParams = z.strictObject({ chatbotId: z.string().min(1) });
export const conversationParams = z.strictObject({ chatbotId: z.string().min(1), conversationId: z.string().min(1) });

export const chatBody = z.strictObject({
  message,
  conversationId: id('conversation')
    .optional()
    .describe('Continue this conversation (omit to start one; its id comes in the final event)'),
  profileId: id('chatProfile')
    .optional()
    .describe(
      "The chat profile whose chart the chatbot talks about; implied by conversationId. Without either, the conversation is the caller's own and has no chart",
    ),
});

/** Inline birth data of /direct (spec: `{date, time, latitude, longitude, placeName, timezone}`). */
export const directBirthData = z
  .strictObject({
    date: birthDateSchema,
    time: birthTimeSchema.nullable().optional(),
    latitude: coordinate(-90, 90, 'latitude'),
    longitude: coordinate(-180, 180, 'longitude'),
    placeName: z
      .string()
      .max(200, { message: inputMessage((t) => t.atMostCharacters({ max: 200 })) })
      .nullable()
      .optional(),
    timezone: timezoneSchema.nullable().optional(),
  })
  .describe(
    'The birth the chatbot talks about: date YYYY-MM-DD and time HH:mm[:ss] local to the place (time null or absent when unknown), coordinates, optional place name and IANA zone (found from the coordinates when absent)',
  );

export const directChatBody = z.strictObject({
  message,
  conversationId: id('conversation').optional().describe('Continue this direct conversation (omit to start one)'),
  birthData: directBirthData,
});

export const listConversationsQuery = z.strictObject({
  profileId: queryString()
    .pipe(z.string().min(1).max(100))
    .optional()
    .describe("Only this chat profile's conversations"),
  'page[size]': queryInteger(1, 100).optional().describe('Conversations per page, 1 to 100; default 20'),
  'page[number]': queryInteger(0, 1_000_000).optional().describe('Zero-based page number; default 0'),
});

export const deleteConversationsQuery = z.strictObject({
  profileId: queryString()
    .pipe(z.string().min(1).max(100))
    .describe('The chat profile whose conversations are deleted'),
});
