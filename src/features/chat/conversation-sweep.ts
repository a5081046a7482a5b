/**
 * The periodic sweep of expired conversations. Reading a chatbot's conversations already drops
 * its expired ones, but a chatbot nobody uses any more would keep them past their retention;
 * every web process therefore also sweeps all chatbots at start and then every
 * CHAT_RETENTION_SWEEP_MS. The sweep is one idempotent DELETE, so several processes sweeping
 * at once only repeat each other's work.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/connect.ts';
import { purgeAllExpiredConversations } from './queries.ts';

export interface ConversationSweep {
  /** Sweeps now; resolves with how many conversations were deleted. */
  sweep(): Promise<number>;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function startConversationSweep(options: {
  db: Database;
  logger: Logger;
  intervalMs: number;
  now?: () => Date;
}): ConversationSweep {
  const { db, logger, intervalMs } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<number> = Promise.resolve(0);
  const sweep = () =>
    (running = running.then(async () => {
      try {
        const deleted = await purgeAllExpiredConversations(db, now());
        if (deleted > 0) logger.info({ deleted }, 'chat: expired conversations deleted');
        return deleted;
      } catch (error) {
        logger.warn(
          { err: error },
          'chat: the sweep of expired conversations failed; it runs again at the next interval',
        );
        return 0;
      }
    }));
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
