/**
 * Piscina worker entry: runs one named calculation task on plain data and returns its outcome.
 */
import { tasks, type TaskName } from '../src/tasks/index.ts';
import { runTask, type TaskOutcome } from '../src/tasks/task-outcome.ts';
import { preloadLabelFonts } from '../src/chart/index.ts';

// Parse the label font while the thread is idle, not during its first chart (150–700 ms).
setImmediate(() => preloadLabelFonts());

export default function calculate({ task, input }: { task: TaskName; input: unknown }): TaskOutcome<unknown> {
  const fn = tasks[task] as (input: unknown) => unknown;
  if (!fn) throw new Error(`Unknown calculation task ${String(task)}`);
  return runTask(fn, input);
}
