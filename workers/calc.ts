/**
 * Piscina worker entry: runs one named calculation task on plain data and returns its outcome.
 *
 * At start the worker also warms itself up between tasks (see src/astro/transits/warm-up.ts:
 * Chiron's and Pluto's integrations, zone formatters, the transit ephemeris of the current
 * years; under a second of work in steps of a few milliseconds, the longest about 0.1 s, so a
 * task waits at most one step). The pool turns it on or off (config WORKER_WARM_UP).
 */
import { Piscina } from 'piscina';
import { type TaskName, tasks } from '../src/calc/tasks/index.ts';
import { runTask, type TaskOutcome } from '../src/calc/tasks/task-outcome.ts';
import { startWarmUp } from '../src/calc/tasks/worker-warm-up.ts';
import { preloadLabelFonts } from '../src/chart/index.ts';

// Parse the label font while the thread is idle, not during its first chart, which would wait for
// the whole parse.
setImmediate(() => preloadLabelFonts());

export default function calculate({ task, input }: { task: TaskName; input: unknown }): TaskOutcome<unknown> {
  const fn = tasks[task] as (input: unknown) => unknown;
  if (!fn) throw new Error(`Unknown calculation task ${String(task)}`);
  return movingBytes(runTask(fn, input));
}

/**
 * An outcome whose value carries `bytes` (a ready-to-send response, a PNG) hands their memory to
 * the web thread instead of having it copied: the bytes' buffer is transferred. Only a buffer the
 * bytes fill alone is moved (a view into a shared pool, such as a small Buffer's, is copied).
 */
function movingBytes(outcome: TaskOutcome<unknown>): TaskOutcome<unknown> {
  const bytes = outcome.ok ? (outcome.value as { bytes?: unknown } | null)?.bytes : undefined;
  if (
    !(bytes instanceof Uint8Array) ||
    bytes.byteOffset !== 0 ||
    bytes.byteLength !== bytes.buffer.byteLength ||
    !(bytes.buffer instanceof ArrayBuffer)
  )
    return outcome;
  const movable = { [Piscina.transferableSymbol]: [bytes.buffer], [Piscina.valueSymbol]: outcome };
  return Piscina.move(movable as never) as unknown as TaskOutcome<unknown>;
}

if ((Piscina.workerData as { warmUp?: boolean } | undefined)?.warmUp) startWarmUp();
