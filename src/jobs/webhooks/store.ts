/**
 * Webhook endpoints and deliveries in the database, used by the HTTP routes and by the workers
 * that announce events and deliver them.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { type ServerSecret, webhookSecretContext } from '../../auth/server-secret.ts';
import type { Database } from '../../db/connect.ts';
import type { AnnouncedEvent, WebhookEvent } from './events.ts';
import { eventBody } from './events.ts';

type Db = Database | Knex.Transaction;

export interface EndpointRow {
  id: string;
  organization_id: string;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  /** Sealed with the server secret (auth/server-secret.ts); open with openSecrets. */
  secret: string;
  /** Sealed, like `secret`. */
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One attempt of a delivery as the log keeps it. */
export interface DeliveryAttempt {
  attempt: number;
  at: string;
  /** The receiver's HTTP status, or null when no answer came. */
  statusCode: number | null;
  /** Why the attempt failed (no answer, a refused address, a non-2xx status), or null. */
  error: string | null;
  durationMs: number;
}

export interface DeliveryRow {
  id: string;
  organization_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEvent;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  attempt_log: DeliveryAttempt[];
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const endpoint = (row: EndpointRow): EndpointRow => ({ ...row, events: parsed(row.events) });
const delivery = (row: DeliveryRow): DeliveryRow => ({ ...row, attempt_log: parsed(row.attempt_log) });

/** Creates an endpoint; `secret` (plain) is stored sealed with the server secret. */
export async function insertEndpoint(
  db: Db,
  values: {
    organizationId: string;
    url: string;
    description: string | null;
    events: WebhookEvent[];
    secret: string;
    enabled: boolean;
  },
  serverSecret: ServerSecret,
): Promise<EndpointRow> {
  // The id is made here so that the sealed secret can be bound to its row.
  const id = randomUUID();
  const [row] = await db('webhook_endpoints')
    .insert({
      id,
      organization_id: values.organizationId,
      url: values.url,
      description: values.description,
      events: JSON.stringify(values.events),
      secret: serverSecret.seal(values.secret, webhookSecretContext(id)),
      enabled: values.enabled,
    })
    .returning('*');
  return endpoint(row);
}

export async function listEndpoints(db: Db, organizationId: string): Promise<EndpointRow[]> {
  const rows: EndpointRow[] = await db('webhook_endpoints')
    .where({ organization_id: organizationId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map(endpoint);
}

/** The endpoint with this id in this organization, or undefined. */
export async function findEndpoint(db: Db, organizationId: string, id: string): Promise<EndpointRow | undefined> {
  const row: EndpointRow | undefined = await db('webhook_endpoints')
    .where({ organization_id: organizationId, id })
    .first();
  return row && endpoint(row);
}

export async function findEndpointById(db: Db, id: string): Promise<EndpointRow | undefined> {
  const row: EndpointRow | undefined = await db('webhook_endpoints').where({ id }).first();
  return row && endpoint(row);
}

export async function updateEndpoint(
  db: Db,
  id: string,
  changes: Partial<{ url: string; description: string | null; events: WebhookEvent[]; enabled: boolean }>,
): Promise<EndpointRow | undefined> {
  const values: Record<string, unknown> = { updated_at: db.fn.now() };
  if (changes.url !== undefined) values.url = changes.url;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.events !== undefined) values.events = JSON.stringify(changes.events);
  if (changes.enabled !== undefined) values.enabled = changes.enabled;
  const [row] = await db('webhook_endpoints').where({ id }).update(values).returning('*');
  return row && endpoint(row);
}

/**
 * Replaces an endpoint's secret with `secret` (plain; stored sealed). With `keepCurrentUntil` the
 * current secret goes on signing beside it until then, else it is dropped.
 */
export async function rotateEndpointSecret(
  db: Db,
  current: EndpointRow,
  secret: string,
  keepCurrentUntil: Date | null,
  serverSecret: ServerSecret,
): Promise<EndpointRow | undefined> {
  const [row] = await db('webhook_endpoints')
    .where({ id: current.id })
    .update({
      secret: serverSecret.seal(secret, webhookSecretContext(current.id)),
      // Still sealed for this row: it moves from one column to the other unopened.
      previous_secret: keepCurrentUntil ? current.secret : null,
      previous_secret_expires_at: keepCurrentUntil,
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row && endpoint(row);
}

/** The endpoint's current secret, opened. */
export function currentSecret(row: EndpointRow, serverSecret: ServerSecret): string {
  return serverSecret.unseal(row.secret, webhookSecretContext(row.id));
}

export async function deleteEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db('webhook_endpoints').where({ id }).delete().returning('*');
  return row && endpoint(row);
}

/** The secrets a delivery is signed with now, opened: the current one, and the previous one until it expires. */
export function signingSecrets(row: EndpointRow, serverSecret: ServerSecret, now = new Date()): string[] {
  const previousValid =
    row.previous_secret && row.previous_secret_expires_at && new Date(row.previous_secret_expires_at) > now;
  const sealed = previousValid ? [row.secret, row.previous_secret!] : [row.secret];
  return sealed.map((value) => serverSecret.unseal(value, webhookSecretContext(row.id)));
}

/**
 * Records an event for every enabled endpoint of its organization subscribed to its type, once
 * per (endpoint, event). Returns the ids of the event's deliveries still pending (new ones, and
 * ones recorded before whose job may be lost), for the queue.
 */
export async function recordEvent(db: Db, event: AnnouncedEvent): Promise<string[]> {
  const endpoints: { id: string }[] = await db('webhook_endpoints')
    .where({ organization_id: event.organizationId, enabled: true })
    .whereRaw('events @> ?::jsonb', [JSON.stringify([event.type])])
    .select('id');
  if (endpoints.length === 0) return [];
  const payload = eventBody(event);
  await db('webhook_deliveries')
    .insert(
      endpoints.map((e) => ({
        organization_id: event.organizationId,
        endpoint_id: e.id,
        event_id: event.id,
        event_type: event.type,
        payload,
      })),
    )
    .onConflict(['endpoint_id', 'event_id'])
    .ignore();
  const pending: { id: string }[] = await db('webhook_deliveries')
    .where({ event_id: event.id, status: 'pending' })
    .whereIn(
      'endpoint_id',
      endpoints.map((e) => e.id),
    )
    .select('id');
  return pending.map((d) => d.id);
}

/** The ids of an event's deliveries still pending. */
export async function pendingDeliveryIds(db: Db, eventId: string): Promise<string[]> {
  const rows: { id: string }[] = await db('webhook_deliveries')
    .where({ event_id: eventId, status: 'pending' })
    .select('id');
  return rows.map((d) => d.id);
}

/** What the sweep needs of a pending delivery. */
export interface PendingDelivery {
  id: string;
  attempts: number;
  next_attempt_at: Date | null;
  created_at: Date;
}

/**
 * Pending deliveries recorded before `before`, oldest first, after the (created_at, id) position
 * `after` (keyset paging for the sweep).
 */
export async function pendingDeliveries(
  db: Db,
  before: Date,
  limit: number,
  after?: { created_at: Date; id: string },
): Promise<PendingDelivery[]> {
  const query = db('webhook_deliveries').where({ status: 'pending' }).where('created_at', '<', before);
  if (after) query.whereRaw('(created_at, id) > (?::timestamptz, ?::uuid)', [after.created_at, after.id]);
  return query
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(limit)
    .select('id', 'attempts', 'next_attempt_at', 'created_at');
}

export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const row: DeliveryRow | undefined = await db('webhook_deliveries').where({ id }).first();
  return row && delivery(row);
}

/** Deliveries of an endpoint, newest first. */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const [rows, [{ count }]] = await Promise.all([
    db('webhook_deliveries')
      .where({ endpoint_id: endpointId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset),
    db('webhook_deliveries').where({ endpoint_id: endpointId }).count<{ count: string }[]>('* as count'),
  ]);
  return { rows: (rows as DeliveryRow[]).map(delivery), total: Number(count) };
}

/**
 * Appends an attempt to a pending delivery and sets its outcome: `succeeded`, `failed` (no more
 * attempts) or still `pending` with the time of the next attempt.
 */
export async function recordAttempt(
  db: Db,
  id: string,
  attempt: DeliveryAttempt,
  outcome: DeliveryStatus,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db('webhook_deliveries')
    .where({ id, status: 'pending' })
    .update({
      attempts: attempt.attempt,
      attempt_log: db.raw('attempt_log || ?::jsonb', [JSON.stringify([attempt])]),
      last_status_code: attempt.statusCode,
      last_error: attempt.error,
      status: outcome,
      next_attempt_at: nextAttemptAt,
      finished_at: outcome === 'pending' ? null : db.fn.now(),
      updated_at: db.fn.now(),
    });
}

/** Ends a pending delivery without an attempt (its endpoint was disabled or deleted). */
export async function abandonDelivery(db: Db, id: string, reason: string): Promise<void> {
  await db('webhook_deliveries').where({ id, status: 'pending' }).update({
    status: 'failed',
    last_error: reason,
    next_attempt_at: null,
    finished_at: db.fn.now(),
    updated_at: db.fn.now(),
  });
}
