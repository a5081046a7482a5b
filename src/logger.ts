/** The process logger: pino JSON lines on stdout. */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'astro-api'): Logger {
  return pino({ name, level, base: { pid: process.pid } });
}
