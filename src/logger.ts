/** The process logger: pino JSON lines on stdout. */
import { pino, type Logger } from 'pino';
import { LogWriter } from './logging/log-writer.ts';

export type { Logger };

/** Buffered log bytes are written at least this often, so a quiet process's lines are not held back. */
const FLUSH_INTERVAL_MS = 250;
/**
 * Lines are gathered in 64 KB buffers and written in the background (a busy process makes one
 * write per two hundred lines instead of one per line: a write per line was most of a line's
 * cost), and at least every 250 ms; `flushLogs` writes what is gathered, for shutdown and for
 * lines that must be seen at once. Whatever is still gathered when the process exits is written
 * synchronously. See logging/log-writer.ts.
 */
export function createLogger(level: string, name = 'astro-api'): Logger {
  const writer = new LogWriter(1);
  const logger = pino({ name, level, base: { pid: process.pid } }, writer);
  setInterval(() => flushLogs(logger), FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => writer.flushSync());
  return logger;
}

export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // the destination is already closed, or a write is under way (it takes the buffer along)
  }
}

/**
 * Writes a line whose fields the caller serialized itself (`fieldsJson` is `"a":1,"b":"x"`), in
 * the format pino gives the logger's other lines: level, time, the logger's bindings, the
 * fields, msg. For the one line per request, where pino's generic serialization was the larger
 * part of the cost. Returns false (writing nothing) when the level is disabled.
 */
export function writeSerializedLine(logger: Logger, level: 'info' | 'error', fieldsJson: string, msg: string): boolean {
  if (!logger.isLevelEnabled(level)) return false;
  const stream = (logger as unknown as Record<symbol, { write(line: string): unknown }>)[pino.symbols.streamSym];
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
  stream.write(`{"level":${logger.levels.values[level]},"time":${Date.now()}${bindings},${fieldsJson},"msg":${JSON.stringify(msg)}}\n`);
  return true;
}
