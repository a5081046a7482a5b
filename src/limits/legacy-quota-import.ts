/**
 * Upgrade from the releases that kept monthly quota counts only in Redis (before #39): a process
 * starting moves the counts it finds there (`quota:<organization>:<user>:<month>`) into
 * quota_months, each once: the key is read and deleted in one step (GETDEL) and its count added
 * to the row, so processes starting together, or a count found on a later start, add each count
 * once. Without it an upgrade mid-month would start every account's month from zero. The leased
 * counts (`…:granted`) and the usage hashes (`usage:*`, flushed to the database when the older
 * processes stopped) are left to expire.
 */
import type { Redis } from 'ioredis';
import type { Database } from '../db/connect.ts';

const LEGACY_KEY = /^quota:([0-9a-f-]{36}):([0-9a-f-]{36}):(\d{4}-\d{2})$/;

/** Moves the legacy counts into quota_months; resolves to how many account months were moved. */
export async function importLegacyQuotaCounts(redis: Redis, db: Database): Promise<number> {
  const prefix = redis.options.keyPrefix ?? '';
  let moved = 0;
  // SCAN matches whole key names: the connection's prefix is not added to the pattern, and is
  // added again to the keys the commands below name.
  for await (const keys of redis.scanStream({ match: `${prefix}quota:*`, count: 500 }) as AsyncIterable<string[]>) {
    for (const fullKey of keys) {
      const key = fullKey.slice(prefix.length);
      const match = LEGACY_KEY.exec(key);
      if (!match) continue;
      const value = await redis.getdel(key);
      const count = Number(value);
      if (value === null || !Number.isSafeInteger(count) || count <= 0) continue;
      const [, organizationId, userId, month] = match;
      try {
        await db.raw(
          `INSERT INTO quota_months AS q (organization_id, user_id, month, admitted, granted) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (organization_id, user_id, month) DO UPDATE
             SET admitted = q.admitted + EXCLUDED.admitted, granted = q.granted + EXCLUDED.granted`,
          [organizationId, userId, month, count, count],
        );
      } catch (error) {
        // Put back for the next start rather than lose it.
        await redis.incrby(key, count).catch(() => undefined);
        throw error;
      }
      moved++;
    }
  }
  return moved;
}
