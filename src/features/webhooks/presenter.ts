/** Webhook endpoints and their deliveries as the API shows them. The secret is shown only on creation and rotation. */
import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../../jobs/webhooks/events.ts';
import type { DeliveryRow, EndpointRow } from '../../jobs/webhooks/store.ts';

export const WEBHOOKS_PATH = '/api/webhooks';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function presentWebhook(row: EndpointRow, secret?: string) {
  return {
    type: 'webhooks' as const,
    id: row.id,
    attributes: {
      url: row.url,
      events: row.events,
      description: row.description,
      enabled: row.enabled,
      ...(secret ? { secret } : {}),
      previousSecretExpiresAt:
        row.previous_secret && row.previous_secret_expires_at && new Date(row.previous_secret_expires_at) > new Date()
          ? iso(row.previous_secret_expires_at)
          : null,
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    },
    links: { self: `${WEBHOOKS_PATH}/${row.id}`, deliveries: `${WEBHOOKS_PATH}/${row.id}/deliveries` },
  };
}

export function presentDelivery(row: DeliveryRow) {
  return {
    type: 'webhook-deliveries' as const,
    id: row.id,
    attributes: {
      eventId: row.event_id,
      eventType: row.event_type,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.last_status_code,
      lastError: row.last_error,
      nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
      createdAt: iso(row.created_at)!,
      finishedAt: iso(row.finished_at),
      payload: JSON.parse(row.payload) as unknown,
      attemptLog: row.attempt_log,
    },
  };
}

const attributes = {
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  previousSecretExpiresAt: z
    .string()
    .nullable()
    .describe('Until when the rotated-out secret still signs deliveries (a second v1= in Webhook-Signature), or null'),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const links = z.object({ self: z.string(), deliveries: z.string() });

export const webhookResource = z.object({
  type: z.literal('webhooks'),
  id: z.string(),
  attributes: z.object(attributes),
  links,
});

export const webhookWithSecretResource = z.object({
  type: z.literal('webhooks'),
  id: z.string(),
  attributes: z.object({
    ...attributes,
    secret: z.string().describe('The signing secret (whsec_…): shown only now; keep it to verify Webhook-Signature'),
  }),
  links,
});

/** The body a delivery carries: the finished report as the API shows it. */
const eventPayload = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.string(),
  data: z.object({
    report: z.object({
      type: z.literal('pdf-report'),
      id: z.string(),
      attributes: z.object({
        status: z.string(),
        reportType: z.string(),
        name: z.string(),
        language: z.string(),
        failureReason: z.string().nullable(),
        pageCount: z.number().int().nullable(),
        fileSize: z.number().int().nullable().describe('Bytes'),
        createdAt: z.string().nullable(),
        finishedAt: z.string().nullable(),
      }),
      links: z.object({ self: z.string(), file: z.string().nullable() }),
    }),
  }),
});

export const deliveryResource = z.object({
  type: z.literal('webhook-deliveries'),
  id: z.string(),
  attributes: z.object({
    eventId: z.string().describe("The event's id (also the Webhook-Id header); the same on every attempt"),
    eventType: z.enum(WEBHOOK_EVENTS),
    status: z
      .enum(['pending', 'succeeded', 'failed'])
      .describe(
        'pending (waiting for its next attempt), succeeded (a 2xx answer), failed (attempts spent, address refused, or endpoint disabled)',
      ),
    attempts: z.number().int(),
    lastStatusCode: z
      .number()
      .int()
      .nullable()
      .describe("The endpoint's last HTTP status, null when it did not answer"),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    payload: eventPayload.describe('The JSON body delivered: { id, type, createdAt, data }'),
    attemptLog: z.array(
      z.object({
        attempt: z.number().int(),
        at: z.string(),
        statusCode: z.number().int().nullable(),
        error: z.string().nullable(),
        durationMs: z.number().int(),
      }),
    ),
  }),
});
