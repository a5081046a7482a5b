/**
 * The BullMQ worker that delivers webhook events: it runs in the report worker process
 * (workers/reports.ts) and, with the embedded database, inline in the web process.
 *
 * One attempt: load the delivery and its endpoint, sign the stored body with the endpoint's
 * current secrets, POST it with the address guard (address-guard.ts) in the connection's own DNS
 * lookup, no redirects followed, within WEBHOOK_TIMEOUT_MS. A 2xx answer succeeds; anything else
 * is logged in the delivery's attempts and retried with backoff until the attempts are spent. A
 * refused address, or an endpoint disabled or deleted meanwhile, ends the delivery at once.
 */
import http from 'node:http';
import https from 'node:https';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { ServerSecret } from '../../auth/server-secret.ts';
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';
import { bullConnection, bullPrefix } from '../reports/report-queue.ts';
import { checkLiteralHost, guardedLookup, type UrlPolicy, WebhookUrlRefused } from './address-guard.ts';
import { type RetryPolicy, retryDelayOf, WEBHOOK_QUEUE_NAME, type WebhookDeliveryJob } from './delivery-queue.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import {
  abandonDelivery,
  type DeliveryAttempt,
  findDelivery,
  findEndpointById,
  recordAttempt,
  signingSecrets,
} from './store.ts';

export interface WebhookWorkerOptions {
  db: Database;
  redisUrl: string;
  redisPrefix: string;
  policy: UrlPolicy;
  retry: RetryPolicy;
  /** How long one attempt may take, ms. */
  timeoutMs: number;
  logger: Logger;
  /** Deliveries sent at once. */
  concurrency?: number;
  /** Opens the endpoints' sealed secrets to sign deliveries. */
  serverSecret: ServerSecret;
}

export interface RunningWebhookWorker {
  worker: Worker<WebhookDeliveryJob>;
  close(): Promise<void>;
}

const USER_AGENT = 'astro-api-webhooks/1';

interface SendResult {
  statusCode: number | null;
  error: string | null;
  refused: boolean;
}

/** One POST of `body` to `url`; never throws. */
function send(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: UrlPolicy,
  timeoutMs: number,
): Promise<SendResult> {
  try {
    checkLiteralHost(url, policy);
  } catch (error) {
    return Promise.resolve({ statusCode: null, error: (error as Error).message, refused: true });
  }
  return new Promise((resolve) => {
    const transport = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = transport.request(url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(policy) as never,
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: `no answer within ${timeoutMs} ms`, refused: false });
    }, timeoutMs);
    request.on('response', (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      response.on('end', () =>
        finish({ statusCode: status, error: ok ? null : `the endpoint answered ${status}`, refused: false }),
      );
      response.on('error', () =>
        finish({ statusCode: status, error: ok ? null : `the endpoint answered ${status}`, refused: false }),
      );
    });
    request.on('error', (error) => {
      const refused = error instanceof WebhookUrlRefused || error.name === 'WebhookUrlRefused';
      finish({ statusCode: null, error: refused ? error.message : `no answer: ${error.message}`, refused });
    });
    request.end(body);
  });
}

export function startWebhookWorker(options: WebhookWorkerOptions): RunningWebhookWorker {
  const { db, policy, retry, timeoutMs } = options;
  const log = options.logger.child({ component: 'webhook-worker' });

  const processJob = async (job: Job<WebhookDeliveryJob>) => {
    const { deliveryId } = job.data;
    const delivery = await findDelivery(db, deliveryId);
    if (!delivery || delivery.status !== 'pending') return 'already-finished';
    const endpoint = await findEndpointById(db, delivery.endpoint_id);
    if (!endpoint || !endpoint.enabled) {
      await abandonDelivery(db, deliveryId, endpoint ? 'the endpoint was disabled' : 'the endpoint was deleted');
      return 'abandoned';
    }
    const attempt = delivery.attempts + 1;
    const at = new Date();
    const timestamp = Math.floor(at.getTime() / 1000);
    const started = performance.now();
    const result = await send(
      new URL(endpoint.url),
      delivery.payload,
      {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        'Webhook-Id': delivery.event_id,
        'Webhook-Event': delivery.event_type,
        'Webhook-Delivery': delivery.id,
        'Webhook-Attempt': String(attempt),
        [SIGNATURE_HEADER]: signatureHeader(
          signingSecrets(endpoint, options.serverSecret),
          timestamp,
          delivery.payload,
        ),
      },
      policy,
      timeoutMs,
    );
    const record: DeliveryAttempt = {
      attempt,
      at: at.toISOString(),
      statusCode: result.statusCode,
      error: result.error,
      durationMs: Math.round(performance.now() - started),
    };
    if (result.error === null) {
      await recordAttempt(db, deliveryId, record, 'succeeded', null);
      log.info({ deliveryId, event: delivery.event_type, attempt }, 'webhook delivered');
      return 'delivered';
    }
    const final =
      result.refused || attempt >= retry.attempts || job.attemptsMade + 1 >= (job.opts.attempts ?? retry.attempts);
    const failure = result.refused ? new UnrecoverableError(result.error) : new Error(result.error);
    const nextAttemptAt = final ? null : new Date(Date.now() + (await retryDelayOf(job, failure)));
    await recordAttempt(db, deliveryId, record, final ? 'failed' : 'pending', nextAttemptAt);
    log.warn({ deliveryId, event: delivery.event_type, attempt, final, error: result.error }, 'webhook attempt failed');
    throw failure;
  };

  let closingDown = false;
  const retryStrategy = (n: number) => (closingDown ? null : Math.min(2000, 100 * n));
  const worker = new Worker<WebhookDeliveryJob>(WEBHOOK_QUEUE_NAME, processJob, {
    connection: bullConnection(options.redisUrl, { retryStrategy }),
    prefix: bullPrefix(options.redisPrefix),
    concurrency: options.concurrency ?? 8,
  });
  worker.on('error', (error) => log.error({ err: error }, 'webhook worker error'));

  let closing: Promise<void> | undefined;
  return {
    worker,
    close: () =>
      (closing ??= (async () => {
        closingDown = true;
        await worker.close();
      })()),
  };
}
