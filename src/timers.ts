/**
 * Timers as a part a service is given, where a test fires them itself instead of waiting (the
 * chat model's idle time-outs, the per-process pollers), and the one overlap rule of work a
 * process repeats on its own (`Repeat`). Sweeps that must run once per cluster are not repeated
 * here but by BullMQ job schedulers (jobs/sweeps/).
 */

/** Starts a timer that calls `fire` after `ms` milliseconds; the answer cancels it. */
export type StartTimer = (fire: () => void, ms: number) => () => void;

/** Node's timers. */
export const nodeTimers: StartTimer = (fire, ms) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};

/** Node's timers, unreferenced: background work alone does not keep a process alive. */
export const backgroundTimers: StartTimer = (fire, ms) => {
  const timer = setTimeout(fire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export interface RepeatOptions {
  /** The timers (tests pass ones they fire themselves); unreferenced Node timers by default. */
  timers?: StartTimer;
  /**
   * Where the error of a run the timer started goes; a run asked for with `now()` rejects to its
   * caller instead. Runs are expected to report their own failures, so the default drops it.
   */
  onError?: (error: unknown) => void;
}

const ignore = () => {};

/**
 * Work a process repeats every `everyMs` milliseconds, under one rule: a run never starts while
 * the previous one runs. The next timed run is due `everyMs` after a run ends (a slow run delays
 * the next instead of piling up behind it); `now()` asks for a run at once, which waits for the
 * run under way, if any, and is shared by every caller asking meanwhile (it starts after each of
 * their calls, so it sees what they wrote before calling). `stop()` ends the timed runs and waits
 * for the one under way.
 */
export class Repeat<T> {
  private readonly timers: StartTimer;
  private readonly onError: (error: unknown) => void;
  private running: Promise<T> | undefined;
  private next: Promise<T> | undefined;
  private cancel: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly run: () => T | Promise<T>,
    private readonly everyMs: number,
    options: RepeatOptions = {},
  ) {
    this.timers = options.timers ?? backgroundTimers;
    this.onError = options.onError ?? ignore;
  }

  /** Starts the timed runs: the first one `everyMs` from now. */
  start(): void {
    this.stopped = false;
    this.arm();
  }

  /** Runs now, or right after the run under way; resolves with that run's result. */
  now(): Promise<T> {
    if (!this.running) return this.begin();
    this.next ??= this.running.then(ignore, ignore).then(() => {
      this.next = undefined;
      return this.begin();
    });
    return this.next;
  }

  /** No more timed runs; resolves once the run under way (and one asked for meanwhile) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    this.cancel = undefined;
    await (this.next ?? this.running)?.then(ignore, ignore);
  }

  private begin(): Promise<T> {
    const current = (async () => this.run())();
    this.running = current;
    current
      .finally(() => {
        if (this.running === current) this.running = undefined;
      })
      .catch(ignore);
    return current;
  }

  private arm(): void {
    if (this.stopped || this.cancel) return;
    this.cancel = this.timers(() => {
      this.cancel = undefined;
      void this.now()
        .catch(this.onError)
        .finally(() => this.arm());
    }, this.everyMs);
  }
}
