/**
 * Writes log text to a file descriptor in the background: each piece of text handed over (a
 * batch of lines from the line batcher) is encoded at once into a reusable buffer outside the
 * JavaScript heap, and the buffers are written one write at a time, each write taking every
 * buffer filled since the last one.
 *
 * Why not pino's own destination (SonicBoom), as before: it keeps what waits to be written as
 * strings on the heap, with one 16 KB write in flight at a time. Under load the strings waiting
 * (about 450 KB at 30,000 requests a second) outlived two scavenges, so every scavenge copied
 * them and then promoted them: the web process's heap grew by about 10 MB a second, and its
 * scavenges took three times as long as bare Koa's. Bytes in a buffer cost the garbage collector
 * nothing. SonicBoom also encoded each batch twice (once to write it, once more to find what a
 * write left over).
 *
 * A destination that is busy (EAGAIN: a full non-blocking pipe) is retried a little later; a
 * partial write is continued; nothing is dropped unless the descriptor fails for good (closed
 * pipe, full disk), which is reported once on stderr.
 */
import fs from 'node:fs';

/** How long to wait before retrying a write the descriptor refused as busy. */
const BUSY_RETRY_MS = 10;
/** Buffers kept for reuse once written; more are made while a backlog needs them. */
const SPARE_BUFFERS = 16;

export class LogWriter {
  /** Filled buffers (trimmed to their contents), oldest first, not yet handed to a write. */
  private queue: Buffer[] = [];
  /** What the write under way carries; a partial write leaves the rest here. */
  private inFlight: Buffer[] = [];
  private writing = false;
  private readonly spares: Buffer[] = [];
  /** Buffers handed over and buffers written (or given up) so far: a flush waits for its count. */
  private enqueued = 0;
  private finished = 0;
  private readonly waiters: { upTo: number; callback: (error?: Error) => void }[] = [];
  private failed: Error | undefined;

  /**
   * @param fd the descriptor written to (1 for stdout)
   * @param bufferBytes bytes per reusable buffer: text of up to a third as many characters is
   *   encoded into one (a character takes at most 3 bytes); longer text gets a buffer of its own
   * @param reportFailure where the one report of a failed descriptor goes (stderr)
   */
  constructor(
    private readonly fd: number,
    private readonly bufferBytes = 128 * 1024,
    private readonly reportFailure: (message: string) => void = (message) => fs.writeSync(2, message),
  ) {}

  /** Takes text to append (pino's destination interface); it is encoded now, written soon. */
  write(text: string): boolean {
    if (text.length === 0) return true;
    let chunk: Buffer;
    if (text.length * 3 <= this.bufferBytes) {
      const buffer = this.spares.pop() ?? Buffer.allocUnsafeSlow(this.bufferBytes);
      chunk = buffer.subarray(0, buffer.write(text, 0));
    } else {
      chunk = Buffer.from(text);
    }
    this.queue.push(chunk);
    this.enqueued++;
    if (!this.writing) this.startWrite();
    return true;
  }

  /**
   * Calls back once everything handed over so far is written (with the error if writing
   * failed), however much is handed over meanwhile.
   */
  flush(callback?: (error?: Error) => void): void {
    if (!callback) return;
    if (this.finished === this.enqueued) process.nextTick(callback, this.failed);
    else this.waiters.push({ upTo: this.enqueued, callback });
  }

  /**
   * Writes what is queued before returning (for exit). A write already under way in the
   * background is left to finish: it was started first, and writing its buffers again could
   * repeat lines.
   */
  flushSync(): void {
    const pending = this.queue;
    this.queue = [];
    for (const chunk of pending) {
      this.writeAllSync(chunk);
      this.finished++;
    }
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

  /** Keeps a written reusable buffer (its chunk is a view from its start) for text to come. */
  private recycle(chunk: Buffer): void {
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === this.bufferBytes && this.spares.length < SPARE_BUFFERS) {
      this.spares.push(Buffer.from(chunk.buffer));
    }
  }

  private writeAllSync(chunk: Buffer): void {
    let rest = chunk;
    while (rest.length > 0) {
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
