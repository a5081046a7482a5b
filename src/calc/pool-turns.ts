/**
 * First come, first served for the calculation pool's threads: a task is handed to Piscina only
 * when one of the threads is free, and the others wait here, in the order they came.
 *
 * Why not Piscina's own queue: ours are abortable tasks (each carries its time-out signal), and
 * Piscina 5 keeps those in a queue whose order does not hold under load. By default, each time a
 * task finishes it dispatches the oldest waiting task, tries the next one too, finds no free
 * thread and puts that one at the back: with one thread and 32 clients, some natal requests
 * waited far longer than later ones that passed them. Its `stricterFIFO` option puts it back at
 * the front instead, but also puts every newly arrived task at the front: last come, first served.
 */

interface Waiter {
  admit(): void;
}

export class PoolTurns {
  private busy = 0;
  private readonly waiting: Waiter[] = [];
  /** Who waits for the line to empty (close). */
  private readonly drainWaiters: (() => void)[] = [];

  /** @param slots how many tasks may be with the pool at once (its threads) */
  constructor(private readonly slots: number) {}

  /** Tasks with a thread or waiting for one. */
  get inFlight(): number {
    return this.busy + this.waiting.length;
  }

  /**
   * Takes a turn: nothing to wait for (undefined) when a thread is free and nobody waits, else a
   * promise settled when the turn comes, or rejected with the signal's reason if it aborts
   * first (the task then leaves the line). A taken turn must be given back with `release`.
   */
  take(signal: AbortSignal): Promise<void> | undefined {
    if (this.busy < this.slots && this.waiting.length === 0) {
      this.busy++;
      return undefined;
    }
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        this.notifyIfEmpty();
        reject(signal.reason);
      };
      const waiter: Waiter = {
        admit: () => {
          signal.removeEventListener('abort', leave);
          this.busy++;
          resolve();
        },
      };
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Gives a turn back: the longest-waiting task gets it. */
  release(): void {
    this.busy--;
    this.waiting.shift()?.admit();
    this.notifyIfEmpty();
  }

  /** Settles once nobody waits (at once if nobody does). */
  drained(): Promise<void> {
    if (this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.drainWaiters.push(resolve));
  }

  private notifyIfEmpty(): void {
    if (this.waiting.length > 0) return;
    for (const resolve of this.drainWaiters.splice(0)) resolve();
  }
}
