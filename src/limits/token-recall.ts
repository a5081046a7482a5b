/**
 * Asks the other web processes to hand back the rate-limit tokens they hold for a key when a
 * lease finds the key's window full. Without it, tokens leased far from the limit by a process
 * that then receives none of the key's requests refuse another process's requests until the
 * window ends (3 of 100 and 22 of 500 burst requests in #39).
 *
 * Redis pub/sub: a recall goes to every process; each hands back what it holds for that window
 * (its hand-back reaches Redis before its answer) and answers with the count, 0 included. The
 * asking process waits for as many answers as PUBLISH says other processes received, at most
 * RECALL_WAIT_MS (a stalled process does not hold a refusal up longer), then leases again.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StallWatch } from '../redis/deadline.ts';

/** The longest a process waits for the others' answers to a recall. */
export const RECALL_WAIT_MS = 1000;

interface Recall {
  id: string;
  from: string;
  keyId: string;
  windowEnd: number;
}

interface Waiting {
  expected: number | undefined;
  answers: number;
  returned: number;
  done(): void;
}

export class TokenRecall {
  private subscriber: Redis | undefined;
  private subscribed = false;
  private readonly waiting = new Map<string, Waiting>();
  private readonly id = randomUUID();
  private readonly recalls: string;
  private readonly answers: string;

  /**
   * `redis`: the command connection (its key prefix names the channels, as deployments may share
   * a Redis); `handBack`: hands back this process's tokens of a key's window, resolving to how many.
   */
  constructor(
    private readonly redis: Redis,
    private readonly watch: StallWatch,
    private readonly handBack: (keyId: string, windowEnd: number) => Promise<number>,
  ) {
    const prefix = redis.options.keyPrefix ?? '';
    this.recalls = `${prefix}ratelimit-recall`;
    this.answers = `${prefix}ratelimit-recalled`;
  }

  /**
   * Listens on a connection of its own (a subscribed connection cannot send commands); resolves
   * once subscribed (callers need not wait: while Redis is down it subscribes when Redis is back).
   */
  start(): Promise<void> {
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', () => {});
    subscriber.on('message', (channel: string, message: string) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return; // not one of ours (another program on the channel): nothing to answer
      }
      if (channel === this.recalls) void this.answer(parsed as Recall);
      else this.received(parsed as { id: string; returned: number });
    });
    this.subscriber = subscriber;
    // While Redis is down the subscription waits in the offline queue.
    return subscriber.subscribe(this.recalls, this.answers).then(
      () => {
        this.subscribed = true;
      },
      () => {},
    );
  }

  /** Asks every other process for its tokens of the key's window; resolves to how many came back. */
  async ask(keyId: string, windowEnd: number): Promise<number> {
    const id = randomUUID();
    let done = () => {};
    const answered = new Promise<void>((resolve) => {
      done = resolve;
    });
    const waiting: Waiting = { expected: undefined, answers: 0, returned: 0, done };
    this.waiting.set(id, waiting);
    const timer = setTimeout(done, RECALL_WAIT_MS);
    try {
      const recall: Recall = { id, from: this.id, keyId, windowEnd };
      const receivers = await this.watch.deadline(this.redis.publish(this.recalls, JSON.stringify(recall)), 'recall');
      // This process's own subscriber receives the recall too, and does not answer it.
      waiting.expected = receivers - (this.subscribed ? 1 : 0);
      if (waiting.answers >= waiting.expected) done();
      await answered;
      return waiting.returned;
    } catch {
      return 0;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(id);
    }
  }

  private async answer(recall: Recall): Promise<void> {
    if (recall.from === this.id) return;
    const returned = await this.handBack(recall.keyId, recall.windowEnd).catch(() => 0);
    await this.redis.publish(this.answers, JSON.stringify({ id: recall.id, returned })).catch(() => {});
  }

  private received({ id, returned }: { id: string; returned: number }): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    waiting.answers++;
    waiting.returned += returned;
    if (waiting.expected !== undefined && waiting.answers >= waiting.expected) waiting.done();
  }

  close(): void {
    this.subscriber?.disconnect();
  }
}
