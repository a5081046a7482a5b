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
 * A writer of lines whose fields the caller serialized itself (`fieldsJson` is `"a":1,"b":"x"`),
 * in the format pino gives the logger's other lines: level, time, the logger's bindings, the
 * fields, msg. For the one line per request, where pino's generic serialization was the larger
 * part of the cost: what is the same on every line (the level, the bindings, the message, the
 * destination) is looked up and serialized once, here; the logger's level is still read on each
 * line, so a level changed at run time applies at once. The writer returns false (writing
 * nothing) when the level is disabled.
 */
export function serializedLineWriter(logger: Logger, level: 'info' | 'error', msg: string): (fieldsJson: string) => boolean {
  const internals = logger as unknown as Record<symbol, unknown>;
  const { streamSym, chindingsSym, levelValSym } = pino.symbols;
  const stream = internals[streamSym] as { write(line: string): unknown };
  const levelValue = logger.levels.values[level];
  const head = `{"level":${levelValue},"time":`;
  const tail = `,"msg":${JSON.stringify(msg)}}\n`;
  const bindings = internals[chindingsSym] as string;
  return (fieldsJson) => {
    if ((internals[levelValSym] as number) > levelValue) return false;
    stream.write(`${head}${Date.now()}${bindings},${fieldsJson}${tail}`);
    return true;
  };
}
