/**
 * Timers that fire only when a test says so (the chat model's idle time-outs, repeated work), so
 * that a test of a time-out neither waits for it nor depends on how fast a busy machine reaches
 * the model.
 */
import type { StartTimer } from '../../src/timers.ts';

interface PendingTimer {
  ms: number;
  fire: () => void;
}

export class ManualTimers {
  private readonly pending = new Set<PendingTimer>();

  /** The timers to give the service. */
  readonly start: StartTimer = (fire, ms) => {
    const timer = { ms, fire };
    this.pending.add(timer);
    return () => this.pending.delete(timer);
  };

  /** How many timers of `ms` milliseconds are pending. */
  count(ms: number): number {
    return [...this.pending].filter((timer) => timer.ms === ms).length;
  }

  /** Fires the pending timers of `ms` milliseconds; returns how many fired. */
  fire(ms: number): number {
    const due = [...this.pending].filter((timer) => timer.ms === ms);
    for (const timer of due) {
      this.pending.delete(timer);
      timer.fire();
    }
    return due.length;
  }
}
