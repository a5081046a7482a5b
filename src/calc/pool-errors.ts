/**
 * Why the calculation pool did not give a result, as data: the pool runs in web processes and in
 * the report worker, so it knows nothing of HTTP. The web side turns these into its answers in
 * one place (http/errors.ts, calculationError); the report worker retries or fails the report.
 */
import { describeProblem, type InputProblem } from './tasks/task-outcome.ts';

/** Where a task's input came from in the caller's request, so that a problem names it there. */
export type InputLocation = 'body' | 'query' | 'path' | 'header';

/** Every thread is busy and the queue is full: the caller may retry after `retryAfterSeconds`. */
export class PoolOverloaded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`The calculation queue is full; retry in ${retryAfterSeconds} s`);
    this.name = 'PoolOverloaded';
  }
}

/** The task waited and ran longer than the pool's limit, `timeoutMs`, and was aborted. */
export class PoolTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The calculation did not finish within ${timeoutMs} ms`);
    this.name = 'PoolTimeout';
  }
}

/** The task found its input unusable; `problem` names the field as the caller sent it. */
export class CalculationInputRejected extends Error {
  constructor(
    readonly problem: InputProblem,
    readonly location: InputLocation,
  ) {
    super(describeProblem(problem));
    this.name = 'CalculationInputRejected';
  }
}
