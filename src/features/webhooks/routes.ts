/**
 * Webhook endpoints of the current organization: create (the signing secret is shown once), list,
 * get, update, delete, rotate the secret, and the delivery log. Reading needs `org:read`;
 * creating, changing, rotating and deleting need `org:update` (owners and managers), as for the
 * organization's other resources. Endpoints of other organizations are never found (404).
 * A URL must be https (unless WEBHOOK_ALLOW_HTTP) and resolve to public addresses only (unless
 * WEBHOOK_ALLOW_PRIVATE); the delivering worker checks the addresses again on every attempt.
 */
import { z } from 'zod';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404, foundOr404 } from '../../http/find-or-404.ts';
import { DEFAULT_PAGE_SIZE, pageEnvelope, pageRequestOf, pageResponse } from '../../http/page-params.ts';
import { checkWebhookUrl, WebhookUrlRefused } from '../../jobs/webhooks/address-guard.ts';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from '../../jobs/webhooks/events.ts';
import { newWebhookSecret } from '../../jobs/webhooks/signature.ts';
import {
  currentSecret,
  deleteEndpoint,
  type EndpointRow,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  rotateEndpointSecret,
  updateEndpoint,
} from '../../jobs/webhooks/store.ts';
import type { Services } from '../../services.ts';
import {
  deliveryResource,
  presentDelivery,
  presentWebhook,
  WEBHOOKS_PATH,
  webhookResource,
  webhookWithSecretResource,
} from './presenter.ts';
import { createWebhookBody, deliveriesQuery, rotateSecretBody, updateWebhookBody, webhookParams } from './schema.ts';

const SIGNING =
  'Each delivery is a POST of JSON `{ id, type, createdAt, data }` with the headers Webhook-Id (the event id, the same on every attempt), ' +
  'Webhook-Event, Webhook-Delivery, Webhook-Attempt and `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>` ' +
  '(during a rotation a second v1= signed with the previous secret). A 2xx answer within WEBHOOK_TIMEOUT_MS (10 s) is a success; anything else is retried ' +
  'with exponential backoff (WEBHOOK_RETRY_DELAY_MS, doubling, WEBHOOK_ATTEMPTS attempts). Events: ' +
  WEBHOOK_EVENTS.map((e) => `${e} (${WEBHOOK_EVENT_DESCRIPTIONS[e]})`).join('; ');

export function registerWebhookRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const read = { kind: 'api-key' as const, permission: 'org:read' as const };
  const write = { kind: 'api-key' as const, permission: 'org:update' as const };
  const policy = { allowPrivate: services.config.webhooks.allowPrivate, allowHttp: services.config.webhooks.allowHttp };

  const endpointOr404 = (organizationId: string, rawId: string): Promise<EndpointRow> =>
    findOr404(rawId, 'Webhook', 'id', (id) => findEndpoint(db, organizationId, id));

  async function checkedUrl(raw: string): Promise<string> {
    try {
      return (await checkWebhookUrl(raw, policy)).toString();
    } catch (error) {
      if (error instanceof WebhookUrlRefused)
        throw errors.invalidParameter('data.attributes.url', 'body', (t) => t.webhookUrl(error.problem));
      throw error;
    }
  }

  api.route({
    method: 'POST',
    path: WEBHOOKS_PATH,
    operationId: 'createWebhook',
    summary: 'Register a webhook endpoint',
    description: `Registers a URL to be told about events instead of polling. The answer holds the signing secret: it is shown only this once. ${SIGNING}`,
    tag: 'Webhooks',
    access: write,
    body: createWebhookBody,
    examples: {
      request: {
        data: {
          type: 'webhooks',
          attributes: {
            url: 'https://example.com/hooks/astro',
            events: ['pdf-report.completed', 'pdf-report.failed'],
            description: 'CRM',
          },
        },
      },
    },
    responses: [
      {
        status: 201,
        description: 'The endpoint, with its secret (shown only now)',
        mediaType: JSON_API,
        schema: z.object({ data: webhookWithSecretResource }),
      },
    ],
    async handler(ctx, { body: { data }, principal }) {
      const a = data.attributes;
      const url = await checkedUrl(a.url);
      const secret = newWebhookSecret();
      const row = await insertEndpoint(
        db,
        {
          organizationId: principal.organizationId,
          url,
          description: a.description ?? null,
          events: a.events,
          secret,
          enabled: a.enabled ?? true,
        },
        services.serverSecret,
      );
      ctx.status = 201;
      ctx.set('Location', `${WEBHOOKS_PATH}/${row.id}`);
      ctx.body = { data: presentWebhook(row, secret) };
    },
  });

  api.route({
    method: 'GET',
    path: WEBHOOKS_PATH,
    operationId: 'listWebhooks',
    summary: 'List webhook endpoints',
    description: "The organization's endpoints, oldest first (without their secrets).",
    tag: 'Webhooks',
    access: read,
    responses: [
      {
        status: 200,
        description: 'Endpoints',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(webhookResource) }),
      },
    ],
    async handler(ctx, { principal }) {
      ctx.body = { data: (await listEndpoints(db, principal.organizationId)).map((row) => presentWebhook(row)) };
    },
  });

  api.route({
    method: 'GET',
    path: `${WEBHOOKS_PATH}/:id`,
    operationId: 'getWebhook',
    summary: 'Get a webhook endpoint',
    tag: 'Webhooks',
    access: read,
    params: webhookParams,
    responses: [
      { status: 200, description: 'The endpoint', mediaType: JSON_API, schema: z.object({ data: webhookResource }) },
    ],
    async handler(ctx, { params, principal }) {
      ctx.body = { data: presentWebhook(await endpointOr404(principal.organizationId, params.id)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: `${WEBHOOKS_PATH}/:id`,
    operationId: 'updateWebhook',
    summary: 'Change a webhook endpoint',
    description:
      "Changes the given attributes. Deliveries already recorded keep going to the endpoint's URL as it is when they are attempted.",
    tag: 'Webhooks',
    access: write,
    params: webhookParams,
    body: updateWebhookBody,
    responses: [
      {
        status: 200,
        description: 'The changed endpoint',
        mediaType: JSON_API,
        schema: z.object({ data: webhookResource }),
      },
    ],
    async handler(ctx, { params, body: { data }, principal }) {
      const current = await endpointOr404(principal.organizationId, params.id);
      if (data.id !== undefined && data.id !== current.id)
        throw errors.invalidParameter('data.id', 'body', (t) => t.idInPath());
      const a = data.attributes;
      const url = a.url === undefined ? undefined : await checkedUrl(a.url);
      const changes = { url, events: a.events, description: a.description, enabled: a.enabled };
      const updated = foundOr404(await updateEndpoint(db, current.id, changes), 'Webhook', 'id');
      ctx.body = { data: presentWebhook(updated) };
    },
  });

  api.route({
    method: 'DELETE',
    path: `${WEBHOOKS_PATH}/:id`,
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook endpoint',
    description:
      'Deletes the endpoint and its delivery log; pending deliveries are dropped. Returns the deleted endpoint.',
    tag: 'Webhooks',
    access: write,
    params: webhookParams,
    responses: [
      {
        status: 200,
        description: 'The deleted endpoint',
        mediaType: JSON_API,
        schema: z.object({ data: webhookResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const current = await endpointOr404(principal.organizationId, params.id);
      const removed = foundOr404(await deleteEndpoint(db, current.id), 'Webhook', 'id');
      ctx.body = { data: presentWebhook(removed) };
    },
  });

  api.route({
    method: 'POST',
    path: `${WEBHOOKS_PATH}/:id/secret-rotations`,
    operationId: 'rotateWebhookSecret',
    summary: "Rotate a webhook endpoint's secret",
    description:
      'Replaces the signing secret and shows the new one once. With previousSecretExpiresIn the current secret keeps signing beside the new one for that many seconds ' +
      '(a second v1= in Webhook-Signature), so that the receiver can switch without missing a delivery. The body is optional.',
    tag: 'Webhooks',
    access: write,
    params: webhookParams,
    body: rotateSecretBody,
    bodyRequired: false,
    responses: [
      {
        status: 200,
        description: 'The endpoint, with its new secret (shown only now)',
        mediaType: JSON_API,
        schema: z.object({ data: webhookWithSecretResource }),
      },
    ],
    async handler(ctx, { params, body, principal }) {
      const current = await endpointOr404(principal.organizationId, params.id);
      const a = body.data?.attributes ?? {};
      const secret = a.secret ?? newWebhookSecret();
      if (secret === currentSecret(current, services.serverSecret))
        throw errors.invalidParameter('data.attributes.secret', 'body', (t) => t.differentSecret());
      const keepSeconds = a.previousSecretExpiresIn ?? 0;
      const keepUntil = keepSeconds > 0 ? new Date(Date.now() + keepSeconds * 1000) : null;
      const updated = foundOr404(
        await rotateEndpointSecret(db, current, secret, keepUntil, services.serverSecret),
        'Webhook',
        'id',
      );
      ctx.body = { data: presentWebhook(updated, secret) };
    },
  });

  api.route({
    method: 'GET',
    path: `${WEBHOOKS_PATH}/:id/deliveries`,
    operationId: 'listWebhookDeliveries',
    summary: "List a webhook endpoint's deliveries",
    description:
      'The delivery log, newest first: each event sent to the endpoint with its status, payload and every attempt (time, HTTP status or error, duration). ' +
      `Paginated with page[size] (default ${DEFAULT_PAGE_SIZE}) and page[number]; meta and links are always present.`,
    tag: 'Webhooks',
    access: read,
    params: webhookParams,
    query: deliveriesQuery,
    responses: [
      {
        status: 200,
        description: 'Deliveries',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(deliveryResource), ...pageResponse }),
      },
    ],
    async handler(ctx, { params, query, principal }) {
      const endpoint = await endpointOr404(principal.organizationId, params.id);
      const page = pageRequestOf(query) ?? { size: DEFAULT_PAGE_SIZE, number: 0 };
      const { rows, total } = await listDeliveries(db, endpoint.id, {
        limit: page.size,
        offset: page.number * page.size,
      });
      const data = rows.map(presentDelivery);
      ctx.body = {
        data,
        ...pageEnvelope(
          `${WEBHOOKS_PATH}/${endpoint.id}/deliveries`,
          page,
          data.length,
          total,
          services.config.publicBaseUrl ?? '',
        ),
      };
    },
  });
}
