/**
 * Request schemas of the webhook endpoints. The URL's form is checked here (length, https unless
 * allowed is checked by the handler with the configuration, together with its addresses); an
 * unknown event is refused naming `data.attributes.events.<i>` and listing the known ones.
 */
import { z } from 'zod';
import { inputMessage } from '../../http/error-text/index.ts';
import { pageQuery } from '../../http/page-params.ts';
import { WEBHOOK_EVENTS } from '../../jobs/webhooks/events.ts';
import { SECRET_PATTERN } from '../../jobs/webhooks/signature.ts';

/** Longest wait before a rotated-out secret stops signing, seconds (7 days). */
export const MAX_PREVIOUS_SECRET_SECONDS = 7 * 24 * 3600;

const url = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .describe(
    'Where deliveries are POSTed: an https:// URL (http:// only where WEBHOOK_ALLOW_HTTP is on) that resolves to public addresses',
  );
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { message: inputMessage((t) => t.oneOf({ values: WEBHOOK_EVENTS })) }))
  .min(1, { message: inputMessage((t) => t.atLeastOneEvent()) })
  .max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, { message: inputMessage((t) => t.eachOnce({ item: 'event' })) })
  .describe(`Events delivered to the endpoint: ${WEBHOOK_EVENTS.join(', ')}`);
const description = z.string().trim().max(500).nullable().describe('A note for people (at most 500 characters)');
const enabled = z.boolean().describe('A disabled endpoint gets no deliveries (default true)');

export const createWebhookBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('webhooks'),
    attributes: z.strictObject({ url, events, description: description.optional(), enabled: enabled.optional() }),
  }),
});

export const updateWebhookBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('webhooks'),
    id: z.string().optional().describe('The endpoint id; must match the path when given'),
    attributes: z.strictObject({
      url: url.optional(),
      events: events.optional(),
      description: description.optional(),
      enabled: enabled.optional(),
    }),
  }),
});

export const rotateSecretBody = z.strictObject({
  data: z
    .strictObject({
      type: z.literal('webhook-secret-rotations'),
      attributes: z
        .strictObject({
          previousSecretExpiresIn: z
            .number({
              message: inputMessage((t) =>
                t.wholeNumber({ min: 0, max: MAX_PREVIOUS_SECRET_SECONDS, unit: 'seconds' }),
              ),
            })
            .int({
              message: inputMessage((t) =>
                t.wholeNumber({ min: 0, max: MAX_PREVIOUS_SECRET_SECONDS, unit: 'seconds' }),
              ),
            })
            .min(0, {
              message: inputMessage((t) =>
                t.wholeNumber({ min: 0, max: MAX_PREVIOUS_SECRET_SECONDS, unit: 'seconds' }),
              ),
            })
            .max(MAX_PREVIOUS_SECRET_SECONDS, {
              message: inputMessage((t) =>
                t.wholeNumber({ min: 0, max: MAX_PREVIOUS_SECRET_SECONDS, unit: 'seconds' }),
              ),
            })
            .optional()
            .describe(
              'Seconds the current secret keeps signing beside the new one (default 0: it stops at once; at most 7 days)',
            ),
          secret: z
            .string()
            .regex(SECRET_PATTERN, { message: inputMessage((t) => t.webhookSecret()) })
            .optional()
            .describe('The new secret, when you choose it yourself (default: a random one)')
            .meta({ examples: ['whsec_8mY3Jq5xVb2Kp9LrT4nWc7Hd1Fg6Zs0Ae3Qu5Ro8Ik'] }),
        })
        .optional(),
    })
    .optional(),
});

export const webhookParams = z.strictObject({ id: z.string().min(1) });

export const deliveriesQuery = z.strictObject(pageQuery);
