/**
 * A log destination in front of another: lines are gathered in memory and handed on in
 * batches, so the destination sees one write per batch instead of one per line. A batch is
 * handed on when it reaches `batchChars` characters, and on flush.
 */

/** What the batcher hands batches to (the log writer). */
export interface LineDestination {
  write(text: string): unknown;
  flush?(callback?: (error?: Error) => void): void;
  flushSync?(): void;
}

export class LineBatcher {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly destination: LineDestination,
    private readonly batchChars = 16_384,
  ) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.handOn();
    return true;
  }

  /** Hands the gathered lines on and asks the destination to write what it holds. */
  flush(callback?: (error?: Error) => void): void {
    this.handOn();
    if (this.destination.flush) this.destination.flush(callback);
    else callback?.();
  }

  /** Hands the gathered lines on and has the destination write them before returning (for exit). */
  flushSync(): void {
    this.handOn();
    try {
      this.destination.flushSync?.();
    } catch {
      // the destination is closed or not open yet: nothing more can be written
    }
  }

  private handOn(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.destination.write(text);
  }
}
