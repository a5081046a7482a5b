/**
 * Tells every web process that an organization's keys, members, modules or pin changed, so that
 * their principal caches drop it. Uses Redis pub/sub; when Redis is down the message is lost and
 * other processes catch up within the cache's TTL.
 */
import type { Redis } from 'ioredis';

export class InvalidationBus {
  private subscriber: Redis | undefined;
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis | undefined,
    prefix: string,
    private readonly onInvalidate: (organizationId: string) => void,
  ) {
    this.channel = `${prefix}principal-invalidated`;
  }

  /** Starts listening with a dedicated connection (a subscribed connection cannot send commands). */
  async listen(): Promise<void> {
    if (!this.publisher) return;
    const subscriber = this.publisher.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', () => {});
    subscriber.on('message', (_channel: string, organizationId: string) => this.onInvalidate(organizationId));
    this.subscriber = subscriber;
    // Not awaited: while Redis is down the subscription waits in the offline queue and is made
    // when Redis comes back; start-up must not wait for it.
    void subscriber.subscribe(this.channel).catch(() => undefined);
  }

  /** Invalidates here at once and publishes to the other processes. */
  async organizationChanged(organizationId: string): Promise<void> {
    this.onInvalidate(organizationId);
    await this.publisher?.publish(this.channel, organizationId).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
  }
}
