/**
 * Timers as a part a service is given, where a test fires them itself instead of waiting (the
 * chat model's idle time-outs).
 */

/** Starts a timer that calls `fire` after `ms` milliseconds; the answer cancels it. */
export type StartTimer = (fire: () => void, ms: number) => () => void;

/** Node's timers. */
export const nodeTimers: StartTimer = (fire, ms) => {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
};
