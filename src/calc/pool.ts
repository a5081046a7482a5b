/**
 * The calculation pool: one Piscina pool of worker threads per web process, so that CPU-heavy
 * work never blocks the event loop. Tasks wait for a thread in arrival order (pool-turns.ts).
 * A full queue answers 503 with Retry-After at once; a task that waits and runs too long is
 * aborted and answers 504; an input error found by a task becomes a 400 naming the field.
 */
import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { CalculationInputRejected, type InputLocation, PoolOverloaded, PoolTimeout } from './pool-errors.ts';
import { PoolTurns } from './pool-turns.ts';
import type { TaskInput, TaskName, TaskOutput } from './tasks/index.ts';
import { callerProblem, type TaskOutcome } from './tasks/task-outcome.ts';

/** Piscina's refusals when every thread is busy and the queue is full (or there is none). */
const QUEUE_FULL_MESSAGES = new Set(['Task queue is at limit', 'No task queue available and all Workers are busy']);

export interface PoolOptions {
  threads: number;
  maxQueue: number;
  taskTimeoutMs: number;
  /** Let each thread precompute, while idle, what requests would otherwise build (see src/astro/transits/warm-up.ts). */
  warmUp?: boolean;
  /** Each thread's young generation, MB (see {@link calculationThreadOptions}); V8's default (48) when absent. */
  youngGenerationMb?: number;
  /** The threads' entry module; default workers/calc.ts (tests give one that adds tasks of their own). */
  workerFile?: URL;
}

/**
 * How a calculation thread is set up, for the pool and for benchmarks that measure one thread
 * as the pool runs it.
 * - Its young generation (V8's nursery: two semi-spaces and a large-object space of the same
 *   size). A one-year transit chart makes 1–3 MB of short-lived objects, and a scavenge that
 *   falls inside a chart copies the chart built so far. A larger nursery than V8's default lets
 *   most charts finish between scavenges (the `transit` benchmark compares sizes with
 *   BENCH_YOUNG_GENERATION_MB; docs/configuration.md, POOL_YOUNG_GENERATION_MB). The space is committed as it
 *   fills.
 * - Piscina's atomics off: its default ('sync') parks an idle thread in Atomics.wait, which
 *   also stops the thread's event loop, so the warm-up steps and the font preload it schedules
 *   with setImmediate would never run. Tasks arrive as port messages instead (the `natal-http`
 *   benchmark shows no change).
 */
export function calculationThreadOptions(youngGenerationMb?: number): {
  atomics: 'disabled';
  resourceLimits: { maxYoungGenerationSizeMb?: number };
} {
  return {
    atomics: 'disabled',
    resourceLimits: youngGenerationMb ? { maxYoungGenerationSizeMb: youngGenerationMb } : {},
  };
}

export class CalculationPool {
  private readonly piscina: Piscina;
  /**
   * Tasks wait for a free thread here, in arrival order, rather than in Piscina's queue (see
   * pool-turns.ts); it also counts the tasks accepted and not yet finished, against which the
   * limit threads + maxQueue is enforced.
   */
  private readonly turns: PoolTurns;

  constructor(private readonly options: PoolOptions) {
    this.turns = new PoolTurns(options.threads);
    this.piscina = new Piscina({
      filename: (options.workerFile ?? new URL('../../workers/calc.ts', import.meta.url)).href,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 60_000,
      workerData: { warmUp: options.warmUp ?? false },
      ...calculationThreadOptions(options.youngGenerationMb),
    });
  }

  /**
   * Runs a task. `location` says where the task's input came from, so that input errors name the
   * parameter as the caller sent it (`parameterPrefix` is prepended, e.g. `person1`): a failed
   * outcome is thrown as CalculationInputRejected, which the web side answers with a 400.
   */
  async run<N extends TaskName>(
    task: N,
    input: TaskInput<N>,
    location: InputLocation = 'body',
    parameterPrefix = '',
  ): Promise<TaskOutput<N>> {
    const outcome = await this.outcome(task, input);
    if (outcome.ok) return outcome.value;
    throw new CalculationInputRejected(callerProblem(outcome.problem, parameterPrefix), location);
  }

  /**
   * Runs a task and gives its outcome as data: the value, or the input problem it found (for
   * callers that are not HTTP requests, such as report generation). A full queue and the time
   * limit still throw (PoolOverloaded, PoolTimeout: see pool-errors.ts).
   */
  async outcome<N extends TaskName>(task: N, input: TaskInput<N>): Promise<TaskOutcome<TaskOutput<N>>> {
    if (this.turns.inFlight >= this.options.threads + this.options.maxQueue)
      throw new PoolOverloaded(this.retryAfterSeconds());
    // The time limit counts from here: waiting for a thread is part of it. The timer is cleared
    // when the task ends: AbortSignal.timeout's would stay pending for the whole limit, one per
    // request answered in that time, each later fired for nothing.
    const deadline = new AbortController();
    const { signal } = deadline;
    const timer = setTimeout(
      () => deadline.abort(new DOMException('The calculation took too long', 'TimeoutError')),
      this.options.taskTimeoutMs,
    );
    try {
      const turn = this.turns.take(signal);
      if (turn) await turn;
      try {
        return await this.piscina.run({ task, input }, { signal });
      } finally {
        this.turns.release();
      }
    } catch (error) {
      if (error instanceof Error && QUEUE_FULL_MESSAGES.has(error.message))
        throw new PoolOverloaded(this.retryAfterSeconds());
      if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
        throw new PoolTimeout(this.options.taskTimeoutMs);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Settles once every thread has started and answered a task (a start takes 0.3–3 s, longer on
   * a loaded machine), with no time limit. For callers that must not count a thread's start-up
   * in what they do next (tests, benchmarks); call it while the pool is idle.
   */
  async ready(): Promise<void> {
    await Promise.all(
      Array.from({ length: this.options.threads }, () => this.piscina.run({ task: 'worker-status', input: {} })),
    );
  }

  /** A Retry-After estimate: the time the queue ahead needs, at least one second. */
  private retryAfterSeconds(): number {
    const meanMs = this.piscina.histogram.runTime.mean || 50;
    return Math.max(1, Math.ceil((this.turns.inFlight * meanMs) / Math.max(1, this.options.threads) / 1000));
  }

  get stats() {
    return { threads: this.piscina.threads.length, inFlight: this.turns.inFlight, completed: this.piscina.completed };
  }

  /** The V8 heap limits each running thread was started with. */
  threadResourceLimits(): ResourceLimits[] {
    return this.piscina.threads.map((thread) => thread.resourceLimits ?? {});
  }

  /** Waits for the tasks accepted so far (waiting ones too), then stops the threads. */
  async close(): Promise<void> {
    await this.turns.drained();
    await this.piscina.close();
  }
}
