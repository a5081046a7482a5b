/**
 * The retention sweep of chat conversations. Using a chatbot's conversations already drops its
 * expired ones (features/chat/), but a chatbot nobody uses any more would keep them past their
 * retention; this sweep deletes every chatbot's expired conversations, once per cluster every
 * CHAT_RETENTION_SWEEP_MS (run by the maintenance queue). It is one idempotent DELETE.
 */
import type { Database } from '../../db/connect.ts';
import type { Logger } from '../../logger.ts';

/**
 * Deletes every chatbot's conversations whose last message is older than that chatbot's
 * retention period, in one statement.
 * @param now the current instant
 * @returns how many were deleted
 */
export async function purgeAllExpiredConversations(db: Database, now: Date, logger: Logger): Promise<number> {
  const expired = db('chat_conversations as c')
    .join('chatbots as b', 'b.id', 'c.chatbot_id')
    .whereRaw("c.last_message_at < ?::timestamptz - b.conversation_retention_days * interval '1 day'", [
      now.toISOString(),
    ])
    .select('c.id');
  const rows = await db('chat_conversations').whereIn('id', expired).delete().returning('id');
  if (rows.length > 0) logger.info({ deleted: rows.length }, 'chat: expired conversations deleted');
  return rows.length;
}
