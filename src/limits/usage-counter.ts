/**
 * Each key's `requestCount` and `lastRequest`, kept current without a database write per
 * request: a process counts locally and adds its counts to Redis every second; the usage
 * flusher moves Redis counts into the database every few seconds. A key's current figures are
 * database + Redis + this process's unsynced counts.
 */
import type { Redis } from 'ioredis';
import { withDeadline } from '../redis/deadline.ts';

const TAKE_SCRIPT = `
local count = redis.call('HGET', KEYS[1], 'count')
local last = redis.call('HGET', KEYS[1], 'last')
redis.call('DEL', KEYS[1])
return {count or '0', last or '0'}
`;

export const DIRTY_USAGE_SET = 'usage:dirty';
const usageKey = (keyId: string) => `usage:${keyId}`;

export interface PendingUsage {
  count: number;
  /** Epoch ms of the latest request. */
  last: number;
}

export class UsageCounter {
  private local = new Map<string, PendingUsage>();
  /** The sync under way, if any: `pending()` waits for it so that no count is read twice or missed. */
  private syncing: Promise<void> | undefined;

  constructor(private readonly redis: Redis) {
    redis.defineCommand('astroTakeUsage', { numberOfKeys: 1, lua: TAKE_SCRIPT });
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

  /** Adds this process's counts to Redis. On failure they are kept for the next attempt. */
  sync(): Promise<void> {
    this.syncing ??= this.send().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async send(): Promise<void> {
    if (this.local.size === 0) return;
    const batch = this.local;
    this.local = new Map();
    const pipeline = this.redis.pipeline();
    for (const [keyId, { count, last }] of batch) {
      pipeline.hincrby(usageKey(keyId), 'count', count);
      pipeline.hset(usageKey(keyId), 'last', last);
      pipeline.sadd(DIRTY_USAGE_SET, keyId);
    }
    try {
      const replies = (await withDeadline(pipeline.exec(), 'usage sync')) ?? [];
      if (replies.some(([error]) => error)) throw new Error('usage sync failed');
    } catch (error) {
      for (const [keyId, usage] of batch) {
        const entry = this.local.get(keyId);
        if (entry) {
          entry.count += usage.count;
          entry.last = Math.max(entry.last, usage.last);
        } else this.local.set(keyId, usage);
      }
      throw error;
    }
  }

  /** Usage not yet in the database, per key id: in Redis plus this process's unsynced counts. */
  async pending(keyIds: string[]): Promise<Map<string, PendingUsage>> {
    const result = new Map<string, PendingUsage>();
    if (keyIds.length === 0) return result;
    // Counts are either still here or already sent; a sync half-way would be seen twice or not at all.
    if (this.syncing) await this.syncing.catch(() => undefined);
    const snapshot = new Map(keyIds.map((id) => [id, this.local.get(id) && { ...this.local.get(id)! }]));
    const pipeline = this.redis.pipeline();
    for (const id of keyIds) pipeline.hmget(usageKey(id), 'count', 'last');
    const replies = (await withDeadline(pipeline.exec(), 'usage read').catch(() => null)) ?? [];
    keyIds.forEach((id, i) => {
      const [error, value] = replies[i] ?? [null, null];
      const [count, last] = (!error && (value as (string | null)[] | null)) || [null, null];
      const local = snapshot.get(id);
      const total = Number(count ?? 0) + (local?.count ?? 0);
      if (total > 0) result.set(id, { count: total, last: Math.max(Number(last ?? 0), local?.last ?? 0) });
    });
    return result;
  }

  /** Takes (reads and clears) the Redis counts of up to `batch` keys, for the database flush. */
  async take(batch = 500): Promise<Array<{ keyId: string } & PendingUsage>> {
    const ids = (await this.redis.spop(DIRTY_USAGE_SET, batch)) as string[];
    const taken: Array<{ keyId: string } & PendingUsage> = [];
    for (const keyId of ids) {
      const [count, last] = (await (this.redis as unknown as { astroTakeUsage(key: string): Promise<string[]> }).astroTakeUsage(usageKey(keyId))) as [
        string,
        string,
      ];
      if (Number(count) > 0) taken.push({ keyId, count: Number(count), last: Number(last) });
    }
    return taken;
  }

  /** Puts counts back into Redis when they could not be written to the database. */
  async restore(entries: Array<{ keyId: string } & PendingUsage>): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const { keyId, count, last } of entries) {
      pipeline.hincrby(usageKey(keyId), 'count', count);
      pipeline.hset(usageKey(keyId), 'last', last);
      pipeline.sadd(DIRTY_USAGE_SET, keyId);
    }
    await pipeline.exec();
  }
}
