/**
 * The process logger: pino JSON lines on stdout, written through pino's own asynchronous
 * destination (sonic-boom). Lines are gathered up to 4 KB before a write (a busy process makes
 * one write per dozens of lines instead of one per line) and written at least every 250 ms, so a
 * quiet process's lines are not held back; pino writes what is left when the process exits.
 */
import { type Logger, pino } from 'pino';
import { Repeat } from './timers.ts';

export type { Logger };

/** Gathered lines are written at least this often, ms. */
const FLUSH_INTERVAL_MS = 250;

export function createLogger(level: string, name = 'astro-api'): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger = pino({ name, level, base: { pid: process.pid } }, destination);
  // The destination's own flush, without a callback: pino's logger.flush() passes one, which
  // waits as a 'drain' listener, and in a busy process (always writing) such listeners pile up.
  new Repeat(() => {
    try {
      destination.flush();
    } catch {
      // the destination is already closed
    }
  }, FLUSH_INTERVAL_MS).start();
  return logger;
}

/** Starts writing what the destination holds (before a planned exit, or lines that must be seen at once). */
export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // the destination is already closed, or a write is under way (it takes the gathered lines along)
  }
}
