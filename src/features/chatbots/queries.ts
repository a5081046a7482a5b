/**
 * Chatbots and chat profiles in the database. Every query is scoped to an organization (and a
 * profile to its chatbot), so another organization's rows are never found.
 */
import type { Knex } from 'knex';
import type { TimeResolution } from '../../astro/time/birth-time.ts';
import type { Database } from '../../db/connect.ts';
import type { Language } from '../../interpretation/index.ts';

type Db = Database | Knex.Transaction;

export interface ChatbotRow {
  id: string;
  organization_id: string;
  name: string;
  persona: string;
  language: Language;
  allowed_domains: string[];
  enabled: boolean;
  /** Days a conversation is kept after its last message. */
  conversation_retention_days: number;
  /** Longest wait for the language model's first or next chunk, ms. */
  chat_timeout_ms: number;
  created_at: Date;
  updated_at: Date;
}

/** The chat settings of a chatbot, with their database defaults. */
type ChatSettings = 'conversation_retention_days' | 'chat_timeout_ms';

export interface ChatProfileRow {
  id: string;
  chatbot_id: string;
  organization_id: string;
  external_user_id: string;
  birth_date: string;
  birth_time: string | null;
  birth_place_lat: number;
  birth_place_lng: number;
  birth_place_name: string | null;
  timezone: string | null;
  metadata: Record<string, unknown>;
  time_resolution: TimeResolution;
  created_at: Date;
  updated_at: Date;
}

export async function listChatbots(db: Db, organizationId: string): Promise<ChatbotRow[]> {
  return db('chatbots')
    .where({ organization_id: organizationId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
}

export async function findChatbot(db: Db, organizationId: string, id: string): Promise<ChatbotRow | undefined> {
  return db('chatbots').where({ id, organization_id: organizationId }).first();
}

export async function insertChatbot(
  db: Db,
  organizationId: string,
  values: Omit<ChatbotRow, 'id' | 'organization_id' | 'created_at' | 'updated_at' | ChatSettings> &
    Partial<Pick<ChatbotRow, ChatSettings>>,
): Promise<ChatbotRow> {
  const [row] = await db('chatbots')
    .insert({ ...values, organization_id: organizationId })
    .returning('*');
  return row;
}

export async function updateChatbot(
  db: Db,
  organizationId: string,
  id: string,
  changes: Partial<ChatbotRow>,
): Promise<ChatbotRow | undefined> {
  const [row] = await db('chatbots')
    .where({ id, organization_id: organizationId })
    .update({ ...changes, updated_at: db.fn.now() })
    .returning('*');
  return row;
}

export async function deleteChatbot(db: Db, organizationId: string, id: string): Promise<ChatbotRow | undefined> {
  const [row] = await db('chatbots').where({ id, organization_id: organizationId }).delete().returning('*');
  return row;
}

export async function countProfiles(db: Db, chatbotIds: string[]): Promise<Map<string, number>> {
  if (chatbotIds.length === 0) return new Map();
  const rows: { chatbot_id: string; n: number }[] = await db('chat_profiles')
    .whereIn('chatbot_id', chatbotIds)
    .groupBy('chatbot_id')
    .select('chatbot_id', db.raw('count(*)::int as n'));
  return new Map(rows.map((r) => [r.chatbot_id, Number(r.n)]));
}

/** A profile's stored columns (without id, chatbot, organization and timestamps). */
export type ProfileValues = Omit<ChatProfileRow, 'id' | 'chatbot_id' | 'organization_id' | 'created_at' | 'updated_at'>;

const json = (values: Partial<ProfileValues>) => ({
  ...values,
  ...(values.metadata !== undefined ? { metadata: JSON.stringify(values.metadata) } : {}),
  ...(values.time_resolution !== undefined ? { time_resolution: JSON.stringify(values.time_resolution) } : {}),
});

/**
 * Creates the profile of (chatbot, external user), or replaces the existing one's data: one
 * statement, so concurrent posts of the same user end in one profile.
 */
export async function upsertProfile(
  db: Db,
  chatbot: ChatbotRow,
  values: ProfileValues,
): Promise<{ row: ChatProfileRow; created: boolean }> {
  const columns = Object.keys(values);
  const [result] = await db('chat_profiles')
    .insert({ ...json(values), chatbot_id: chatbot.id, organization_id: chatbot.organization_id })
    .onConflict(['chatbot_id', 'external_user_id'])
    .merge([...columns.filter((c) => c !== 'external_user_id'), 'updated_at'])
    // xmax is 0 for a row this statement inserted, the locking transaction's id for one it updated.
    .returning(['*', db.raw('(xmax = 0) as created')] as unknown as string[]);
  const { created, ...row } = result as ChatProfileRow & { created: boolean };
  return { row, created };
}

export async function listProfiles(
  db: Db,
  chatbotId: string,
  filter: { externalUserId?: string },
  page: { size: number; number: number },
): Promise<{ rows: ChatProfileRow[]; total: number }> {
  const base = () => {
    const q = db('chat_profiles').where({ chatbot_id: chatbotId });
    if (filter.externalUserId !== undefined) q.where({ external_user_id: filter.externalUserId });
    return q;
  };
  const [rows, [{ total }]] = await Promise.all([
    base()
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .limit(page.size)
      .offset(page.size * page.number)
      .select('*'),
    base().count<{ total: number }[]>('* as total'),
  ]);
  return { rows, total: Number(total) };
}

export async function findProfile(db: Db, chatbotId: string, id: string): Promise<ChatProfileRow | undefined> {
  return db('chat_profiles').where({ id, chatbot_id: chatbotId }).first();
}

export async function updateProfile(
  db: Db,
  chatbotId: string,
  id: string,
  values: Partial<ProfileValues>,
): Promise<ChatProfileRow | undefined> {
  const [row] = await db('chat_profiles')
    .where({ id, chatbot_id: chatbotId })
    .update({ ...json(values), updated_at: db.fn.now() })
    .returning('*');
  return row;
}

export async function deleteProfile(db: Db, chatbotId: string, id: string): Promise<ChatProfileRow | undefined> {
  const [row] = await db('chat_profiles').where({ id, chatbot_id: chatbotId }).delete().returning('*');
  return row;
}

/** True for the unique violation of one profile per chatbot and external user. */
export function isExternalUserTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    /chat_profiles_chatbot_id_external_user_id_unique/.test(`${e.constraint ?? ''} ${e.message ?? ''}`)
  );
}
