/**
 * The process logger: pino JSON lines on stdout, written through pino's own asynchronous
 * destination (sonic-boom), so that a busy event loop does not wait on the terminal or the log
 * collector's pipe for every line. pino flushes what is still buffered when the process exits.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'astro-api'): Logger {
  return pino({ name, level, base: { pid: process.pid } }, pino.destination({ dest: 1, sync: false }));
}

/** Starts writing what the destination holds (before a planned exit, or lines that must be seen at once). */
export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // the destination is already closed
  }
}
