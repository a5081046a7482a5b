/**
 * A calculation thread's warm-up (see src/astro/transits/warm-up.ts), run one small step per
 * turn of the thread's event loop, so that a task arriving meanwhile waits at most one step.
 * Its progress is what the `worker-status` task reports.
 */
import { warmUpSteps } from '../../astro/transits/warm-up.ts';

let total = 0;
let done = 0;

/** Starts the warm-up of this thread (once; later calls do nothing). */
export function startWarmUp(nowMs = Date.now()): void {
  if (total > 0) return;
  const steps = warmUpSteps(nowMs);
  total = steps.length;
  const next = () => {
    const step = steps[done];
    if (!step) return;
    try {
      step();
    } catch {
      // A warm-up step only saves later work; a failure here is left for the request to meet.
    }
    done++;
    setImmediate(next);
  };
  setImmediate(next);
}

/** Steps of this thread's warm-up done so far and in all (0 of 0 when it has none). */
export function warmUpProgress(): { done: number; total: number } {
  return { done, total };
}
