/**
 * The process's log destination: each line is encoded at once into a reusable buffer outside
 * the JavaScript heap, and filled buffers are written to a file descriptor in the background,
 * one write at a time, each write taking every buffer filled since the last one.
 *
 * Why, measured in the HTTP benchmark (one access line per request):
 * - Before, a line batcher joined about fifty lines into a string for pino's SonicBoom, which
 *   kept what waited to be written as strings, with one 16 KB write in flight at a time. Under
 *   load about 450 KB of strings waited; they outlived two scavenges, so every scavenge copied
 *   and then promoted them: the heap grew by about 10 MB a second, and scavenges took three times
 *   as long as bare Koa's.
 * - Joining lines later costs more than encoding each at once: by then a line's pieces lie
 *   scattered through the young generation among other requests' objects. In the web process's
 *   profile the join took about 1 µs a line, encoding at once about 0.4 µs.
 *
 * A buffer is handed to the writer when the next line does not fit, and on `flush` (the logger
 * flushes every 250 ms, so a quiet process's lines are not held back). A descriptor that is busy
 * (EAGAIN: a full non-blocking pipe) is retried a little later; a partial write is continued;
 * nothing is dropped unless the descriptor fails for good (closed pipe, full disk), which is
 * reported once.
 */
import fs from 'node:fs';

/** How long to wait before retrying a write the descriptor refused as busy. */
const BUSY_RETRY_MS = 10;
/** Written buffers kept for reuse; more are made while a backlog needs them. */
const SPARE_BUFFERS = 8;

export class LogWriter {
  private current: Buffer;
  private used = 0;
  /** Filled buffers (views of their contents), oldest first, not yet handed to a write. */
  private queue: Buffer[] = [];
  /** What the write under way carries; a partial write leaves the rest here. */
  private inFlight: Buffer[] = [];
  private writing = false;
  private readonly spares: Buffer[] = [];
  /** Buffers queued and buffers written (or given up) so far: a flush waits for its count. */
  private queued = 0;
  private finished = 0;
  private readonly waiters: { upTo: number; callback: (error?: Error) => void }[] = [];
  private failed: Error | undefined;

  /**
   * @param fd the descriptor written to (1 for stdout)
   * @param bufferBytes bytes per reusable buffer; a longer line gets a buffer of its own
   * @param reportFailure where the one report of a failed descriptor goes (stderr)
   */
  constructor(
    private readonly fd: number,
    private readonly bufferBytes = 64 * 1024,
    private readonly reportFailure: (message: string) => void = (message) => fs.writeSync(2, message),
  ) {
    this.current = Buffer.allocUnsafeSlow(bufferBytes);
  }

  /** Takes one line (pino's destination interface); it is encoded now, written soon. */
  write(line: string): boolean {
    const room = this.bufferBytes - this.used;
    // A UTF-16 code unit takes at most 3 bytes of UTF-8: with that much room, the line fits.
    if (line.length * 3 > room) {
      const bytes = Buffer.byteLength(line);
      if (bytes > room) {
        this.seal();
        if (bytes > this.bufferBytes) {
          this.enqueue(Buffer.from(line));
          return true;
        }
      }
    }
    this.used += this.current.write(line, this.used);
    return true;
  }

  /**
   * Hands what is gathered to the background write; `callback` runs once everything taken so far
   * is written (with the error if writing failed), however much is taken meanwhile.
   */
  flush(callback?: (error?: Error) => void): void {
    this.seal();
    if (!callback) return;
    if (this.finished === this.queued) process.nextTick(callback, this.failed);
    else this.waiters.push({ upTo: this.queued, callback });
  }

  /**
   * Writes what is gathered and queued before returning (for exit). A write already under way in
   * the background is left to finish: it was started first, and writing its buffers again could
   * repeat lines.
   */
  flushSync(): void {
    // The current buffer stays current: its lines are written below, before any new line comes.
    const gathered = this.takeGathered();
    if (gathered) {
      this.queue.push(gathered);
      this.queued++;
    }
    const pending = this.queue;
    this.queue = [];
    for (const chunk of pending) {
      this.writeAllSync(chunk);
      this.finished++;
    }
  }

  /** The lines gathered in the current buffer (a view of them), taken: the buffer counts as empty. */
  private takeGathered(): Buffer | undefined {
    if (this.used === 0) return undefined;
    const gathered = this.current.subarray(0, this.used);
    this.used = 0;
    return gathered;
  }

  /** Queues the current buffer's lines and starts on a fresh buffer. */
  private seal(): void {
    const gathered = this.takeGathered();
    if (!gathered) return;
    this.current = this.spares.pop() ?? Buffer.allocUnsafeSlow(this.bufferBytes);
    this.enqueue(gathered);
  }

  private enqueue(chunk: Buffer): void {
    this.queue.push(chunk);
    this.queued++;
    if (!this.writing) this.startWrite();
  }

  private startWrite(): void {
    this.writing = true;
    this.inFlight = this.queue;
    this.queue = [];
    this.writeInFlight();
  }

  private writeInFlight(): void {
    const done = (error: NodeJS.ErrnoException | null, written: number) => this.afterWrite(error, written);
    if (this.inFlight.length === 1) fs.write(this.fd, this.inFlight[0], 0, this.inFlight[0].length, null, done);
    else fs.writev(this.fd, this.inFlight, null, done);
  }

  private afterWrite(error: NodeJS.ErrnoException | null, written: number): void {
    if (error) {
      if (error.code === 'EAGAIN' || error.code === 'EBUSY') {
        setTimeout(() => this.writeInFlight(), BUSY_RETRY_MS);
        return;
      }
      this.fail(error);
      written = Infinity; // what was in flight cannot be written: let it go
    }
    while (this.inFlight.length > 0 && written >= this.inFlight[0].length) {
      written -= this.inFlight[0].length;
      this.recycle(this.inFlight.shift()!);
      this.finished++;
    }
    while (this.waiters.length > 0 && this.waiters[0].upTo <= this.finished) this.waiters.shift()!.callback(this.failed);
    if (this.inFlight.length > 0) {
      this.inFlight[0] = this.inFlight[0].subarray(written);
      this.writeInFlight();
    } else if (this.queue.length > 0) {
      this.startWrite();
    } else {
      this.writing = false;
    }
  }

  /** Keeps a written reusable buffer (its chunk is a view from its start) for lines to come. */
  private recycle(chunk: Buffer): void {
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === this.bufferBytes && this.spares.length < SPARE_BUFFERS) {
      this.spares.push(Buffer.from(chunk.buffer));
    }
  }

  private writeAllSync(chunk: Buffer): void {
    let rest = chunk;
    while (rest.length > 0 && !this.failed) {
      try {
        rest = rest.subarray(fs.writeSync(this.fd, rest));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EAGAIN' && code !== 'EBUSY') return this.fail(error as Error);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, BUSY_RETRY_MS);
      }
    }
  }

  private fail(error: Error): void {
    if (this.failed) return;
    this.failed = error;
    try {
      this.reportFailure(`log output (fd ${this.fd}) failed, log lines are lost: ${error.message}\n`);
    } catch {
      // stderr is gone too: nothing more can be said
    }
  }
}
