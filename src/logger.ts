/** The process logger: pino JSON lines on stdout. */
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Lines are written asynchronously (a busy process batches them instead of one write per line);
 * `flushLogs` writes what is buffered, for shutdown.
 */
export function createLogger(level: string, name = 'astro-api'): Logger {
  return pino({ name, level, base: { pid: process.pid } }, pino.destination({ dest: 1, sync: false, minLength: 0 }));
}

export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // the destination is already closed
  }
}
