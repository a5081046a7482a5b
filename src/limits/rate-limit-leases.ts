/**
 * Per-key rate limits that hold exactly across every web process without a Redis call per
 * request. Redis keeps each key's count for its current window (a fixed window of `windowMs`
 * opened by the first request); a process leases a few tokens at a time with one atomic script
 * that never grants beyond `max`, and spends them locally. Requests waiting for a lease share
 * one call. When a window is spent, the process refuses locally until it ends.
 *
 * Exactness: the total granted per window never exceeds `max`; tokens leased by a process that
 * then receives no more requests for that key go unused until the window ends.
 */
import type { Redis } from 'ioredis';
import { withDeadline } from '../redis/deadline.ts';

const LEASE_SCRIPT = `
local max = tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local grant = math.min(want, max - used)
if grant < 0 then grant = 0 end
if grant > 0 then
  used = redis.call('INCRBY', KEYS[1], grant)
  if used == grant then redis.call('PEXPIRE', KEYS[1], window) end
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  if used > 0 then redis.call('PEXPIRE', KEYS[1], window) end
  ttl = window
end
return {grant, used, ttl}
`;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests this process knows to be left in the window. */
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

interface KeyWindow {
  tokens: number;
  /** When the window (and any tokens held for it) ends, epoch ms. */
  windowEnd: number;
  /** Tokens the whole window has granted so far, as of the last lease. */
  grantedInWindow: number;
  exhausted: boolean;
  leasing: Promise<void> | undefined;
}

/** How many tokens to ask for at once: a twentieth of the limit, between 1 and 100. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(100, Math.ceil(max / 20)));
}

export class RateLimitLeases {
  private readonly windows = new Map<string, KeyWindow>();

  constructor(private readonly redis: Redis) {
    redis.defineCommand('astroLeaseTokens', { numberOfKeys: 1, lua: LEASE_SCRIPT });
  }

  private window(keyId: string): KeyWindow {
    let state = this.windows.get(keyId);
    if (!state) {
      state = { tokens: 0, windowEnd: 0, grantedInWindow: 0, exhausted: false, leasing: undefined };
      this.windows.set(keyId, state);
    }
    return state;
  }

  /**
   * Decides from the tokens held in this process, without I/O: a decision, or null when a lease
   * from Redis is needed first.
   */
  tryAcquire(keyId: string, max: number, now = Date.now()): RateLimitDecision | null {
    const state = this.window(keyId);
    if (now >= state.windowEnd) {
      state.tokens = 0;
      state.exhausted = false;
    }
    if (state.tokens > 0) {
      state.tokens--;
      return { allowed: true, limit: max, remaining: Math.max(0, max - state.grantedInWindow) + state.tokens, resetMs: state.windowEnd - now };
    }
    if (state.exhausted) return { allowed: false, limit: max, remaining: 0, resetMs: state.windowEnd - now };
    return null;
  }

  /** Takes one request's token for `keyId`, leasing from Redis when none is held. Throws if Redis fails. */
  async acquire(keyId: string, max: number, windowMs: number): Promise<RateLimitDecision> {
    const state = this.window(keyId);
    for (let attempt = 0; attempt < 1000; attempt++) {
      const decision = this.tryAcquire(keyId, max);
      if (decision) return decision;
      state.leasing ??= this.lease(keyId, state, max, windowMs).finally(() => {
        state.leasing = undefined;
      });
      await state.leasing;
    }
    throw new Error('rate-limit lease did not settle');
  }

  private async lease(keyId: string, state: KeyWindow, max: number, windowMs: number): Promise<void> {
    const leasing = (this.redis as unknown as {
      astroLeaseTokens(key: string, max: number, want: number, window: number): Promise<[number, number, number]>;
    }).astroLeaseTokens(`ratelimit:${keyId}`, max, leaseSize(max), windowMs);
    const [grant, used, ttl] = await withDeadline(leasing, 'rate-limit lease');
    state.windowEnd = Date.now() + ttl;
    state.grantedInWindow = used;
    state.tokens += grant;
    state.exhausted = grant === 0;
  }

  /** Forgets windows that have ended (called periodically to bound memory). */
  sweep(now = Date.now()): void {
    for (const [keyId, state] of this.windows) {
      if (now >= state.windowEnd && !state.leasing) this.windows.delete(keyId);
    }
  }
}
