/**
 * A chat answer as a Server-Sent Events body (text/event-stream): one `data:` line per chunk of
 * the answer (`{"text": "…"}`), then either `event: done` with the conversation id, the answer's
 * message id, finish reason and token usage, or `event: error` with the error's status, code and
 * detail. Each event's data is one line of JSON, so text with line breaks stays one event.
 */
import { PassThrough } from 'node:stream';

export class ChatEventStream {
  /** The response body. */
  readonly body = new PassThrough();

  private write(lines: string): void {
    if (!this.body.writableEnded) this.body.write(`${lines}\n\n`);
  }

  /** A chunk of the answer's text. */
  chunk(text: string): void {
    this.write(`data: ${JSON.stringify({ text })}`);
  }

  /** The closing event of a complete answer; ends the body. */
  done(data: Record<string, unknown>): void {
    this.write(`event: done\ndata: ${JSON.stringify(data)}`);
    this.body.end();
  }

  /** The closing event of an answer that broke off; ends the body. */
  error(data: { status: string; code: string; detail: string; meta?: Record<string, unknown> }): void {
    this.write(`event: error\ndata: ${JSON.stringify(data)}`);
    this.body.end();
  }
}
