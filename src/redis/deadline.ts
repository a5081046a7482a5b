/**
 * Deadlines for Redis calls that a stalled event loop cannot trip falsely. A plain timer (such as
 * ioredis's commandTimeout) fires in the timers phase, before the poll phase reads the sockets:
 * after the loop was blocked for longer than the timeout (a burst of CPU work, the embedded
 * database answering in this thread), a reply that has long arrived is declared timed out. For a
 * rate-limit lease that loses tokens Redis did grant. Here the timer only schedules the verdict
 * for the check phase (setImmediate), which runs after the poll phase has delivered any reply
 * that is waiting.
 */

export class DeadlineError extends Error {
  constructor(what: string, ms: number, from = 'Redis') {
    super(`${what}: no reply from ${from} within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/** The deadline of the request meter's calls (the command connection's commandTimeout alike). */
export const REDIS_DEADLINE_MS = 1000;

export function withDeadline<T>(call: Promise<T>, what: string, ms = REDIS_DEADLINE_MS, from = 'Redis'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const timer = setTimeout(() => setImmediate(() => settle(() => reject(new DeadlineError(what, ms, from)))), ms);
    call.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

/**
 * Tells when a connection stalls: a call that missed its deadline and is still unanswered means
 * every later call on that connection waits behind it (Redis answers in order). While one is, new
 * calls that can do without Redis (leases: the meter fails open) are not sent to wait out a
 * deadline of their own; the first reply, or the connection giving the call up, ends the stall.
 */
export class StallWatch {
  private readonly late = new Set<Promise<unknown>>();

  /** `from`: what the calls go to, named in deadline errors (the meter's database calls have a watch too). */
  constructor(
    private readonly from = 'Redis',
    private readonly defaultMs = REDIS_DEADLINE_MS,
  ) {}

  /** A call of this connection is past its deadline and still unanswered. */
  get stalled(): boolean {
    return this.late.size > 0;
  }

  /** withDeadline, remembering the call while it is late. */
  deadline<T>(call: Promise<T>, what: string, ms = this.defaultMs): Promise<T> {
    return withDeadline(call, what, ms, this.from).catch((error: unknown) => {
      if (error instanceof DeadlineError && !this.late.has(call)) {
        this.late.add(call);
        const settled = () => void this.late.delete(call);
        call.then(settled, settled);
      }
      throw error;
    });
  }
}

/** A call not sent because an earlier one on the same connection is still unanswered. */
export class RedisStalledError extends Error {
  constructor(what: string) {
    super(`${what}: not sent, Redis has not answered an earlier call past its deadline`);
    this.name = 'RedisStalledError';
  }
}
