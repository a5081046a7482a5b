/**
 * Each key's `requestCount` and `lastRequest`, kept current without a database write per
 * request: a process counts locally and adds its counts to Redis every second; the usage
 * flusher moves Redis counts into the database every few seconds. A key's current figures are
 * database + Redis + this process's unsynced counts.
 */
import type { Redis } from 'ioredis';
import { StallWatch } from '../redis/deadline.ts';
import { APPLIED_TTL_SECONDS, APPLY_ONCE_LUA, BatchNumbers } from './sync-batches.ts';

/**
 * Sets a key's counts aside for a flush: the live hash is renamed to the flushing one, stamped
 * with the flush's id, Redis's clock in microseconds: a key's flushes follow one another (the
 * next is set aside only once the last was written), so their ids grow, also across Redis
 * restarts, and a row skips any flush not newer than its last one. A flushing hash left by an earlier flush (its process died, or its
 * database write failed) is taken again as it is, with its own id, before any newer counts.
 * KEYS: live hash, flushing hash, set of keys with a flushing hash, set of keys with live counts.
 * ARGV: the key id. Returns {count, last, flush id, 'more' when newer counts wait}, or nil when
 * there is nothing.
 */
const TAKE_SCRIPT = `
if redis.call('EXISTS', KEYS[2]) == 1 then
  local aside = redis.call('HMGET', KEYS[2], 'count', 'last', 'flush')
  if redis.call('EXISTS', KEYS[1]) == 1 then
    redis.call('SADD', KEYS[4], ARGV[1])
    aside[4] = 'more'
  end
  return aside
end
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local now = redis.call('TIME')
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('HSET', KEYS[2], 'flush', now[1] .. string.format('%06d', tonumber(now[2])))
redis.call('SADD', KEYS[3], ARGV[1])
return redis.call('HMGET', KEYS[2], 'count', 'last', 'flush')
`;

/** Drops a flushing hash once its counts are in the database (KEYS: flushing hash, flushing set; ARGV: flush id, key id). */
const FINISH_SCRIPT = `
if redis.call('HGET', KEYS[1], 'flush') == ARGV[1] then redis.call('DEL', KEYS[1]) end
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SREM', KEYS[2], ARGV[2]) end
return 1
`;

/**
 * Adds one batch of a process's counts, once (see sync-batches.ts). KEYS: the process's applied
 * number, the set of keys with live counts, then each key's live hash. ARGV: the batch number,
 * its TTL, then per key its id, count and latest request (epoch ms).
 */
const ADD_SCRIPT = `${APPLY_ONCE_LUA}
if not fresh then return 0 end
for i = 3, #KEYS do
  local a = 3 * (i - 3) + 3
  redis.call('HINCRBY', KEYS[i], 'count', ARGV[a + 1])
  if tonumber(ARGV[a + 2]) > tonumber(redis.call('HGET', KEYS[i], 'last') or '0') then redis.call('HSET', KEYS[i], 'last', ARGV[a + 2]) end
  redis.call('SADD', KEYS[2], ARGV[a])
end
return 1
`;

export const DIRTY_USAGE_SET = 'usage:dirty';
const FLUSHING_USAGE_SET = 'usage:flushing';
const usageKey = (keyId: string) => `usage:${keyId}`;
const flushingKey = (keyId: string) => `usage:flushing:${keyId}`;

export interface PendingUsage {
  count: number;
  /** Epoch ms of the latest request. */
  last: number;
}

/** Counts set aside for the database, under the flush's id. */
export interface FlushingUsage extends PendingUsage {
  keyId: string;
  /** Redis's clock in microseconds when the counts were set aside. */
  flushId: number;
  /** Newer counts of the key wait behind these (taken again from an unfinished flush). */
  more: boolean;
}

/** A key's database row as far as usage goes: the id of the last flush written to it. */
export interface FlushedUsage {
  id: string;
  /** A bigint column: pg hands it over as a string. */
  usage_flush_id: string | number | null;
}

/** Counts sent to Redis under one batch number. */
interface UsageBatch {
  seq: number;
  counts: Map<string, PendingUsage>;
  /** Redis holds it (applied now, or by an earlier send of the same batch). */
  applied: boolean;
}

/** The scripts as commands of a pipeline (ioredis adds them with defineCommand). */
type UsagePipeline = {
  astroAddUsage(numberOfKeys: number, ...args: (string | number)[]): UsagePipeline;
  astroTakeUsage(live: string, flushing: string, flushingSet: string, dirtySet: string, keyId: string): UsagePipeline;
  astroFinishUsage(flushing: string, flushingSet: string, flushId: string, keyId: string): UsagePipeline;
  exec(): Promise<Array<[Error | null, unknown]> | null>;
};

export class UsageCounter {
  private local = new Map<string, PendingUsage>();
  /** Batches whose pipeline failed: sent again, under their own numbers, ahead of newer counts. */
  private retry: UsageBatch[] = [];
  /** The pipeline in flight (at most one) and its batches; `settled` resolves to its failure, if any. */
  private sending: { batches: UsageBatch[]; settled: Promise<Error | undefined> } | undefined;
  private readonly numbers = new BatchNumbers('usage');

  /** `watch`: the connection's stalls, shared with the other counters on it. */
  constructor(
    private readonly redis: Redis,
    private readonly watch = new StallWatch(),
  ) {
    redis.defineCommand('astroTakeUsage', { numberOfKeys: 4, lua: TAKE_SCRIPT });
    redis.defineCommand('astroFinishUsage', { numberOfKeys: 2, lua: FINISH_SCRIPT });
    redis.defineCommand('astroAddUsage', { lua: ADD_SCRIPT });
  }

  /** Counts one request of a key (no I/O). */
  count(keyId: string, now = Date.now()): void {
    const entry = this.local.get(keyId);
    if (entry) {
      entry.count++;
      entry.last = now;
    } else {
      this.local.set(keyId, { count: 1, last: now });
    }
  }

  /**
   * Adds this process's counts to Redis, all counted before the call, each exactly once. While
   * an earlier sync's pipeline is still unanswered (Redis stalls), nothing more is sent: this
   * rejects after the deadline and the counts wait here. A batch whose pipeline failed is sent
   * again with the next sync.
   */
  async sync(): Promise<void> {
    while (this.sending) await this.watch.deadline(this.sending.settled, 'usage sync');
    const batches = this.retry.splice(0);
    if (this.local.size > 0) {
      batches.push({ seq: this.numbers.next(), counts: this.local, applied: false });
      this.local = new Map();
    }
    if (batches.length === 0) return;
    const pipeline = this.redis.pipeline() as unknown as UsagePipeline;
    for (const { seq, counts } of batches) {
      const keys = [this.numbers.appliedKey, DIRTY_USAGE_SET, ...[...counts.keys()].map(usageKey)];
      const args = [...counts].flatMap(([keyId, { count, last }]) => [keyId, count, last]);
      pipeline.astroAddUsage(keys.length, ...keys, seq, APPLIED_TTL_SECONDS, ...args);
    }
    const sending = {
      batches,
      // Settles when Redis answers or the connection gives the commands up, never by a timer.
      settled: pipeline.exec().then(
        (replies) => this.settle(batches, (i) => replies?.[i]?.[0] ?? (replies?.[i] ? null : new Error('no reply'))),
        (error: Error) => this.settle(batches, () => error),
      ),
    };
    this.sending = sending;
    void sending.settled.finally(() => {
      if (this.sending === sending) this.sending = undefined;
    });
    const failure = await this.watch.deadline(sending.settled, 'usage sync');
    if (failure) throw failure;
  }

  private settle(batches: UsageBatch[], errorOf: (index: number) => Error | null): Error | undefined {
    let failure: Error | undefined;
    batches.forEach((batch, i) => {
      const error = errorOf(i);
      if (error) {
        failure ??= error;
        this.retry.push(batch);
      } else batch.applied = true;
    });
    return failure;
  }

  /**
   * Usage not yet in the database rows given, per key id: live counts in Redis, counts set aside
   * by a flush whose id is not the row's last written one, and this process's counts not in Redis.
   */
  async pending(rows: FlushedUsage[]): Promise<Map<string, PendingUsage>> {
    const result = new Map<string, PendingUsage>();
    if (rows.length === 0) return result;
    // Taken together with sending the read: a batch in flight now is ahead of the read on the one
    // connection (the read shows it once applied), one sent later is behind it (its counts are here).
    const snapshot = new Map(rows.map(({ id }) => [id, this.local.get(id) && { ...this.local.get(id)! }]));
    const waiting = [...this.retry];
    const inFlight = this.sending?.batches ?? [];
    const pipeline = this.redis.pipeline();
    for (const { id } of rows) {
      pipeline.hmget(usageKey(id), 'count', 'last');
      pipeline.hmget(flushingKey(id), 'count', 'last', 'flush');
    }
    const replies = (await this.watch.deadline(pipeline.exec(), 'usage read').catch(() => null)) ?? [];
    const owed = [...waiting, ...inFlight.filter((batch) => !batch.applied)];
    const fields = (reply: [Error | null, unknown] | undefined) =>
      (reply && !reply[0] && (reply[1] as (string | null)[] | null)) || [];
    rows.forEach(({ id, usage_flush_id: written }, i) => {
      const [liveCount, liveLast] = fields(replies[2 * i]);
      const [asideCount, asideLast, flushId] = fields(replies[2 * i + 1]);
      const aside =
        flushId && Number(flushId) > Number(written ?? 0)
          ? { count: Number(asideCount ?? 0), last: Number(asideLast ?? 0) }
          : { count: 0, last: 0 };
      const here = [snapshot.get(id), ...owed.map((batch) => batch.counts.get(id))];
      const hereCount = here.reduce((sum, usage) => sum + (usage?.count ?? 0), 0);
      const hereLast = Math.max(0, ...here.map((usage) => usage?.last ?? 0));
      const total = Number(liveCount ?? 0) + aside.count + hereCount;
      if (total > 0) result.set(id, { count: total, last: Math.max(Number(liveLast ?? 0), aside.last, hereLast) });
    });
    return result;
  }

  /**
   * Sets aside the Redis counts of up to `batch` keys for the database flush, and takes again
   * those an earlier flush set aside and did not finish. Finish each with `finish` once written.
   */
  async take(batch = 500): Promise<FlushingUsage[]> {
    const dirty = (await this.redis.spop(DIRTY_USAGE_SET, batch)) as string[];
    const unfinished = (await this.redis.srandmember(FLUSHING_USAGE_SET, batch)) as string[];
    const keyIds = [...new Set([...unfinished, ...dirty])];
    if (keyIds.length === 0) return [];
    // One round trip for the batch: each script call is atomic on its own key.
    const pipeline = this.redis.pipeline() as unknown as UsagePipeline;
    for (const keyId of keyIds)
      pipeline.astroTakeUsage(usageKey(keyId), flushingKey(keyId), FLUSHING_USAGE_SET, DIRTY_USAGE_SET, keyId);
    const replies = (await pipeline.exec()) ?? [];
    const taken: FlushingUsage[] = [];
    keyIds.forEach((keyId, i) => {
      const [error, reply] = replies[i] ?? [new Error('no reply'), null];
      if (error) throw error;
      if (!reply) return;
      const [count, last, flushId, more] = reply as [string | null, string | null, string | null, string?];
      taken.push({
        keyId,
        count: Number(count ?? 0),
        last: Number(last ?? 0),
        flushId: Number(flushId),
        more: more === 'more',
      });
    });
    return taken;
  }

  /** Drops counts set aside once the database holds them. */
  async finish(entries: FlushingUsage[]): Promise<void> {
    if (entries.length === 0) return;
    const pipeline = this.redis.pipeline() as unknown as UsagePipeline;
    for (const { keyId, flushId } of entries)
      pipeline.astroFinishUsage(flushingKey(keyId), FLUSHING_USAGE_SET, String(flushId), keyId);
    const replies = (await pipeline.exec()) ?? [];
    const failed = replies.find(([error]) => error);
    if (failed) throw failed[0];
  }
}

/**
 * Database rows of keys with the usage not yet in them, consistent though a flush may run at the
 * same time: the rows are read again when a flush was written to one of them between reading the
 * rows and reading Redis (else its counts would be in neither, or in both).
 */
export async function withPendingUsage<Row extends FlushedUsage>(
  usage: UsageCounter,
  readRows: () => Promise<Row[]>,
  writtenFlushes: (ids: string[]) => Promise<Map<string, string | number | null>>,
): Promise<{ rows: Row[]; pending: Map<string, PendingUsage> }> {
  for (let attempt = 1; ; attempt++) {
    const rows = await readRows();
    const pending = await usage.pending(rows).catch(() => new Map<string, PendingUsage>());
    if (rows.length === 0 || attempt === 5) return { rows, pending };
    const now = await writtenFlushes(rows.map((row) => row.id));
    if (rows.every((row) => Number(now.get(row.id) ?? 0) === Number(row.usage_flush_id ?? 0))) return { rows, pending };
  }
}
