/**
 * Per-key rate limits that hold exactly across every web process without a Redis call per
 * request. Redis keeps each key's count for its current window (a fixed window of `windowMs`
 * opened by the first request); a process leases tokens with one atomic script that never grants
 * beyond `max`, and spends them locally. Requests waiting for a lease share one call. When a
 * window is full, the process refuses locally and asks again after RECHECK_FULL_MS.
 *
 * Lease size follows the key's traffic in this process: about a tenth of a second of it, at
 * least a twentieth of the limit (at most 100 tokens) and never more than a twentieth of the
 * limit. A busy key therefore costs a few Redis calls per second however fast it is called. Far
 * from the limit (at least NEAR_IN_LEASES leases left), when a quarter of a lease is left, the
 * next is asked for in the background, so requests do not wait for Redis while the key is busy.
 * Near the limit a lease holds only what the requests waiting for it need and none is asked for
 * ahead, so near the end of a window few tokens sit unused in one process while another refuses.
 * When a lease finds the window full while requests wait, the other processes are asked for the
 * tokens they hold (token-recall.ts) before any is refused. Tokens a process holds also go back to
 * Redis once the key has been idle there for RETURN_AFTER_IDLE_MS.
 *
 * Exactness: the total granted per window never exceeds `max`; tokens left from an ended window
 * are dropped when a lease opens a new one. A burst of up to `max` spread over several processes
 * is let through whole, and one of `max + k` refuses k: a request is refused early only when a
 * process holding tokens does not answer the recall within RECALL_WAIT_MS (it is stalled), and
 * only until it hands them back or the refusing process asks again (RECHECK_FULL_MS).
 *
 * Time is the process's clock (`now`, injectable): a lease passes it to Redis, the window's end
 * is stored as the key's absolute expiry, and a window whose end has passed by that clock is over
 * even if Redis has not expired the key yet. Processes' clocks agree to NTP's few milliseconds.
 */
import type { Redis } from 'ioredis';
import { RedisStalledError, StallWatch } from '../redis/deadline.ts';
import { TokenRecall } from './token-recall.ts';

/**
 * KEYS: the window's count. ARGV: max, lease size, window (ms), now (epoch ms), requests waiting,
 * near (in leases). Returns the grant, the window's count after it and the window's end (epoch ms).
 */
const LEASE_SCRIPT = `
local max = tonumber(ARGV[1])
local want = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local need = tonumber(ARGV[5])
local ends = redis.call('PEXPIRETIME', KEYS[1])
if ends > 0 and ends <= now then redis.call('DEL', KEYS[1]) end
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local left = max - used
local grant = want
if left < tonumber(ARGV[6]) * want then grant = math.min(need, want) end
if grant > left then grant = left end
if grant < 0 then grant = 0 end
if grant > 0 then used = redis.call('INCRBY', KEYS[1], grant) end
ends = redis.call('PEXPIRETIME', KEYS[1])
if ends < 0 then
  ends = now + window
  if used > 0 then redis.call('PEXPIREAT', KEYS[1], ends) end
end
return {grant, used, ends}
`;

/** Hands tokens back to the window they were leased from (KEYS: the count; ARGV: tokens, the window's end). */
const RETURN_SCRIPT = `
if redis.call('PEXPIRETIME', KEYS[1]) == tonumber(ARGV[2]) then
  if redis.call('DECRBY', KEYS[1], ARGV[1]) < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') end
end
return 1
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
  /** Requests of this process waiting for a lease of the key. */
  waiting: number;
  /** The last lease left at least NEAR_IN_LEASES leases in the window: the next may be asked for ahead. */
  far: boolean;
  lastUse: number;
  /** Tokens the last lease granted, and when it was asked for (epoch ms): the key's recent pace. */
  lastGrant: number;
  lastLeaseAt: number;
  /** When the window (and any tokens held for it) ends, epoch ms. */
  windowEnd: number;
  /** Tokens the whole window has granted so far, as of the last lease. */
  grantedInWindow: number;
  /** When a lease last found the window full (0: it did not), and when it last recalled tokens from other processes. */
  fullAt: number;
  recalledAt: number;
  leasing: Promise<void> | undefined;
}

/** The smallest lease: a twentieth of the limit, between 1 and 100. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(100, Math.ceil(max / 20)));
}

/** How much traffic a lease should cover. */
const LEASE_COVERS_MS = 100;
/** "Near the limit": fewer than this many leases left in the window; leases then hold only what is waiting. */
export const NEAR_IN_LEASES = 10;
/** After a lease found the window full, this process refuses locally this long before asking again. */
export const RECHECK_FULL_MS = 1000;
/** Tokens held for a key go back to Redis after the key was idle this long in this process. */
export const RETURN_AFTER_IDLE_MS = 1000;

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

  private readonly recall: TokenRecall | undefined;

  /**
   * `now`: the clock, epoch ms (tests inject one to end windows without waiting); `watch`: the
   * connection's stalls, shared with the other counters on it; `recall`: when a lease finds a
   * window full, ask the other processes for the tokens they hold (token-recall.ts; start() and
   * close() open and close its subscription).
   */
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly watch = new StallWatch(),
    options: { recall?: boolean } = {},
  ) {
    redis.defineCommand('astroLeaseTokens', { numberOfKeys: 1, lua: LEASE_SCRIPT });
    redis.defineCommand('astroReturnTokens', { numberOfKeys: 1, lua: RETURN_SCRIPT });
    this.recall = options.recall ? new TokenRecall(redis, watch, (keyId, end) => this.handBack(keyId, end)) : undefined;
  }

  /** Starts listening for recalls; resolves once listening (the meter does not wait for it). */
  async start(): Promise<void> {
    await this.recall?.start();
  }

  close(): void {
    this.recall?.close();
  }

  private window(keyId: string): KeyWindow {
    let state = this.windows.get(keyId);
    if (!state) {
      state = {
        tokens: 0,
        waiting: 0,
        far: false,
        lastUse: 0,
        lastGrant: 0,
        lastLeaseAt: 0,
        windowEnd: 0,
        grantedInWindow: 0,
        fullAt: 0,
        recalledAt: 0,
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
      state.fullAt = 0;
    }
    if (state.tokens > 0) {
      state.tokens--;
      state.lastUse = now;
      if (state.far && state.tokens <= state.lastGrant >> 2 && state.tokens > 0 && !state.leasing)
        this.prefetch(keyId, state, max, windowMs);
      return {
        allowed: true,
        limit: max,
        remaining: Math.max(0, max - state.grantedInWindow) + state.tokens,
        resetMs: state.windowEnd - now,
      };
    }
    // The window was full a moment ago: refused until it ends, asking again now and then.
    if (state.fullAt > 0 && now - state.fullAt < RECHECK_FULL_MS)
      return { allowed: false, limit: max, remaining: 0, resetMs: state.windowEnd - now };
    return null;
  }

  /** Takes one request's token for `keyId`, leasing from Redis when none is held. Throws if Redis fails. */
  async acquire(keyId: string, max: number, windowMs: number): Promise<RateLimitDecision> {
    const state = this.window(keyId);
    state.waiting++;
    try {
      for (let attempt = 0; attempt < 1000; attempt++) {
        const decision = this.tryAcquire(keyId, max, windowMs);
        if (decision) return decision;
        await this.startLease(keyId, state, max, windowMs);
      }
    } finally {
      state.waiting--;
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
          need: number,
          near: number,
        ): Promise<[number, number, number]>;
      }
    ).astroLeaseTokens(`ratelimit:${keyId}`, max, want, windowMs, now, state.waiting, NEAR_IN_LEASES);
    const [grant, used, ends] = await this.watch.deadline(leasing, 'rate-limit lease');
    // Another window than the one the tokens held were leased from: they are void.
    if (ends !== state.windowEnd) state.tokens = 0;
    state.windowEnd = ends;
    state.grantedInWindow = used;
    state.tokens += grant;
    state.far = max - used >= NEAR_IN_LEASES * want;
    state.lastGrant = grant;
    state.lastLeaseAt = now;
    const full = grant === 0 && used >= max;
    state.fullAt = 0;
    // Full, with requests waiting: other processes may hold tokens they do not use. Asked at most
    // once a RECHECK_FULL_MS; what comes back is leased by the waiting requests' next call.
    if (full && state.waiting > 0 && this.recall && now - state.recalledAt >= RECHECK_FULL_MS) {
      state.recalledAt = now;
      if ((await this.recall.ask(keyId, ends)) > 0) return;
    }
    if (full) state.fullAt = now;
  }

  /** Hands back this process's tokens of a key's window (another process recalled them); resolves to how many. */
  private async handBack(keyId: string, windowEnd: number): Promise<number> {
    const state = this.windows.get(keyId);
    if (!state || state.tokens === 0 || state.windowEnd !== windowEnd) return 0;
    const tokens = state.tokens;
    state.tokens = 0;
    await this.watch.deadline(this.returnTokens(keyId, tokens, windowEnd), 'rate-limit return');
    return tokens;
  }

  private returnTokens(keyId: string, tokens: number, windowEnd: number): Promise<number> {
    return (
      this.redis as unknown as {
        astroReturnTokens(key: string, tokens: number, windowEnd: number): Promise<number>;
      }
    ).astroReturnTokens(`ratelimit:${keyId}`, tokens, windowEnd);
  }

  /** Resolves once no lease is in flight for the key (whatever its outcome). */
  async settled(keyId: string): Promise<void> {
    await this.windows.get(keyId)?.leasing?.catch(() => {});
  }

  /**
   * Hands back the tokens of keys idle here for RETURN_AFTER_IDLE_MS (`all`: every key's, at
   * shutdown), so that another process can use them, and forgets windows that have ended; called
   * with each sync of the meter. Resolves once Redis has answered the hand-backs.
   */
  async sweep(now = this.now(), all = false): Promise<void> {
    const returns: Promise<unknown>[] = [];
    for (const [keyId, state] of this.windows) {
      if (state.leasing || state.waiting > 0) continue;
      if (now >= state.windowEnd) {
        this.windows.delete(keyId);
      } else if (state.tokens > 0 && (all || now - state.lastUse >= RETURN_AFTER_IDLE_MS) && !this.watch.stalled) {
        const returned = this.returnTokens(keyId, state.tokens, state.windowEnd);
        // Not known to have arrived if it fails: the tokens are then unused until the window ends.
        returns.push(this.watch.deadline(returned, 'rate-limit return').catch(() => {}));
        state.tokens = 0;
      }
    }
    await Promise.all(returns);
  }
}
