/**
 * Per-key rate limits that hold exactly across every web process without a Redis call per
 * request. Redis keeps each key's count for its current window (a fixed window of `windowMs`
 * opened by the first request); a process leases tokens with one atomic script that never grants
 * beyond `max`, and spends them locally. Requests waiting for a lease share one call. When a
 * window is spent, the process refuses locally until it ends.
 *
 * Lease size follows the key's traffic in this process: about a tenth of a second of it, at
 * least a twentieth of the limit (at most 100 tokens) and never more than a twentieth of the
 * limit. A busy key therefore costs a few Redis calls per second however fast it is called. When
 * a quarter of a lease is left, the next one is asked for in the background, so requests do not
 * wait for Redis while the key is busy.
 *
 * Exactness: the total granted per window never exceeds `max`; tokens left from an ended window
 * are dropped when a lease opens a new one; tokens leased by a process that then receives no more
 * requests for that key go unused until the window ends (at most a tenth of a second of its
 * traffic, or a twentieth of the limit).
 *
 * Time is the process's clock (`now`, injectable): a lease passes it to Redis, the window's end
 * is stored as the key's absolute expiry, and a window whose end has passed by that clock is over
 * even if Redis has not expired the key yet. Processes' clocks agree to NTP's few milliseconds.
 */
import type { Redis } from 'ioredis';
import { RedisStalledError, StallWatch } from '../redis/deadline.ts';

const LEASE_SCRIPT = `
local max = tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local ends = redis.call('PEXPIRETIME', KEYS[1])
if ends > 0 and ends <= now then redis.call('DEL', KEYS[1]) end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local grant = math.min(want, max - used)
if grant < 0 then grant = 0 end
if grant > 0 then
  used = redis.call('INCRBY', KEYS[1], grant)
  if used == grant then redis.call('PEXPIREAT', KEYS[1], now + window) end
end
ends = redis.call('PEXPIRETIME', KEYS[1])
if ends < 0 then
  if used > 0 then redis.call('PEXPIREAT', KEYS[1], now + window) end
  ends = now + window
end
return {grant, used, ends - now}
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
  /** Tokens the last lease granted, and when it was asked for (epoch ms): the key's recent pace. */
  lastGrant: number;
  lastLeaseAt: number;
  /** When the window (and any tokens held for it) ends, epoch ms. */
  windowEnd: number;
  /** Tokens the whole window has granted so far, as of the last lease. */
  grantedInWindow: number;
  exhausted: boolean;
  leasing: Promise<void> | undefined;
}

/** The smallest lease: a twentieth of the limit, between 1 and 100. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(100, Math.ceil(max / 20)));
}

/** How much traffic a lease should cover. */
const LEASE_COVERS_MS = 100;

/**
 * How many tokens to ask for: about LEASE_COVERS_MS of the key's pace in this process (the last
 * lease's tokens over the time since it was asked for), at least `leaseSize(max)`, at most a
 * twentieth of the limit.
 */
export function leaseWant(max: number, lastGrant: number, msSinceLastLease: number): number {
  const least = leaseSize(max);
  if (lastGrant <= 0 || msSinceLastLease <= 0) return least;
  const paced = Math.ceil((lastGrant * LEASE_COVERS_MS) / msSinceLastLease);
  return Math.max(least, Math.min(paced, Math.ceil(max / 20)));
}

export class RateLimitLeases {
  private readonly windows = new Map<string, KeyWindow>();

  /**
   * `now`: the clock, epoch ms (tests inject one to end windows without waiting); `watch`: the
   * connection's stalls, shared with the other counters on it.
   */
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly watch = new StallWatch(),
  ) {
    redis.defineCommand('astroLeaseTokens', { numberOfKeys: 1, lua: LEASE_SCRIPT });
  }

  private window(keyId: string): KeyWindow {
    let state = this.windows.get(keyId);
    if (!state) {
      state = {
        tokens: 0,
        lastGrant: 0,
        lastLeaseAt: 0,
        windowEnd: 0,
        grantedInWindow: 0,
        exhausted: false,
        leasing: undefined,
      };
      this.windows.set(keyId, state);
    }
    return state;
  }

  /**
   * Decides from the tokens held in this process, without I/O: a decision, or null when a lease
   * from Redis is needed first.
   */
  tryAcquire(keyId: string, max: number, windowMs: number, now = this.now()): RateLimitDecision | null {
    const state = this.window(keyId);
    if (now >= state.windowEnd) {
      state.tokens = 0;
      state.exhausted = false;
    }
    if (state.tokens > 0) {
      state.tokens--;
      if (state.tokens <= state.lastGrant >> 2 && state.tokens > 0 && !state.leasing)
        this.prefetch(keyId, state, max, windowMs);
      return {
        allowed: true,
        limit: max,
        remaining: Math.max(0, max - state.grantedInWindow) + state.tokens,
        resetMs: state.windowEnd - now,
      };
    }
    if (state.exhausted) return { allowed: false, limit: max, remaining: 0, resetMs: state.windowEnd - now };
    return null;
  }

  /** Takes one request's token for `keyId`, leasing from Redis when none is held. Throws if Redis fails. */
  async acquire(keyId: string, max: number, windowMs: number): Promise<RateLimitDecision> {
    const state = this.window(keyId);
    for (let attempt = 0; attempt < 1000; attempt++) {
      const decision = this.tryAcquire(keyId, max, windowMs);
      if (decision) return decision;
      await this.startLease(keyId, state, max, windowMs);
    }
    throw new Error('rate-limit lease did not settle');
  }

  private startLease(keyId: string, state: KeyWindow, max: number, windowMs: number): Promise<void> {
    state.leasing ??= this.lease(keyId, state, max, windowMs).finally(() => {
      state.leasing = undefined;
    });
    return state.leasing;
  }

  /** Asks for the next lease before this one runs out; a failure is left to the next request that finds no token. */
  private prefetch(keyId: string, state: KeyWindow, max: number, windowMs: number): void {
    this.startLease(keyId, state, max, windowMs).catch(() => {});
  }

  private async lease(keyId: string, state: KeyWindow, max: number, windowMs: number): Promise<void> {
    // A stalled connection would hold the lease past its deadline: fail at once (the meter fails open).
    if (this.watch.stalled) throw new RedisStalledError('rate-limit lease');
    const now = this.now();
    const want = leaseWant(max, state.lastGrant, now - state.lastLeaseAt);
    const leasing = (
      this.redis as unknown as {
        astroLeaseTokens(
          key: string,
          max: number,
          want: number,
          window: number,
          now: number,
        ): Promise<[number, number, number]>;
      }
    ).astroLeaseTokens(`ratelimit:${keyId}`, max, want, windowMs, now);
    const [grant, used, ttl] = await this.watch.deadline(leasing, 'rate-limit lease');
    // A grant equal to the window's whole count opened a new window: tokens left from the old one are void.
    if (grant > 0 && used === grant) state.tokens = 0;
    state.windowEnd = this.now() + ttl;
    state.grantedInWindow = used;
    state.tokens += grant;
    state.exhausted = grant === 0;
    state.lastGrant = grant;
    state.lastLeaseAt = now;
  }

  /** Resolves once no lease is in flight for the key (whatever its outcome). */
  async settled(keyId: string): Promise<void> {
    await this.windows.get(keyId)?.leasing?.catch(() => {});
  }

  /** Forgets windows that have ended (called periodically to bound memory). */
  sweep(now = this.now()): void {
    for (const [keyId, state] of this.windows) {
      if (now >= state.windowEnd && !state.leasing) this.windows.delete(keyId);
    }
  }
}
