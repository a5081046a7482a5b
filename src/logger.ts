/** The process logger: pino JSON lines on stdout. */
import { pino, type Logger } from 'pino';

export type { Logger };

/** Buffered log bytes are written at least this often, so a quiet process's lines are not held back. */
const FLUSH_INTERVAL_MS = 250;

/**
 * Lines are written asynchronously and batched in writes of about 4 KB (a busy process makes
 * one write per dozen lines instead of one per line), and at least every 250 ms; `flushLogs`
 * writes what is buffered, for shutdown and for lines that must be seen at once.
 */
export function createLogger(level: string, name = 'astro-api'): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger = pino({ name, level, base: { pid: process.pid } }, destination);
  setInterval(() => flushLogs(logger), FLUSH_INTERVAL_MS).unref();
  return logger;
}

export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // the destination is already closed, or a write is under way (it takes the buffer along)
  }
}
