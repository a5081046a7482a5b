/**
 * Redis connections. The command connection fails fast while Redis is down (no offline queue),
 * so that rate limiting can fail open instead of hanging requests; BullMQ gets connections of
 * its own with the settings it requires.
 */
import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/** A connection for the web process's own commands (rate limits, usage, invalidation). */
export function connectCommandRedis(url: string, keyPrefix: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(1000, 50 * attempt),
    ...options,
  });
}

/** Options for BullMQ queues and workers (they need `maxRetriesPerRequest: null`). */
export function bullmqConnection(url: string): RedisOptions & { url?: string } {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/** True when a Redis at `url` answers PING within `timeoutMs`. */
export async function redisAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Waits until the connection is ready, at most `timeoutMs`; true when it is. */
export async function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}
