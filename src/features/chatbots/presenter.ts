/** Chatbots and chat profiles as the API shows them (JSON:API resources with links.self). */
import type { ChatbotRow, ChatProfileRow } from './queries.ts';

const iso = (value: Date) => new Date(value).toISOString();

export const chatbotPath = (id: string) => `/api/chatbots/${id}`;
export const profilePath = (chatbotId: string, id: string) => `/api/chatbots/${chatbotId}/profiles/${id}`;

export function presentChatbot(row: ChatbotRow, baseUrl: string, profileCount?: number) {
  return {
    type: 'chatbots' as const,
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      name: row.name,
      persona: row.persona,
      language: row.language,
      allowedDomains: row.allowed_domains ?? [],
      enabled: row.enabled,
      conversationRetentionDays: row.conversation_retention_days,
      chatTimeoutMs: row.chat_timeout_ms,
      ...(profileCount !== undefined ? { profileCount } : {}),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    },
    links: { self: `${baseUrl}${chatbotPath(row.id)}`, profiles: `${baseUrl}${chatbotPath(row.id)}/profiles` },
  };
}

/**
 * The spec's Chat profile attributes, plus the chatbot, whether the birth time is known, the
 * resolution of the birth instant, and timestamps. `timezone` is the zone given, else the one
 * found from the coordinates (`timeResolution.timezoneSource` says which).
 */
export function presentProfile(row: ChatProfileRow, baseUrl: string) {
  const self = `${baseUrl}${profilePath(row.chatbot_id, row.id)}`;
  return {
    type: 'chat-profile' as const,
    id: row.id,
    attributes: {
      chatbotId: row.chatbot_id,
      externalUserId: row.external_user_id,
      birthDate: row.birth_date,
      birthTime: row.birth_time,
      birthTimeKnown: row.birth_time !== null,
      birthPlaceLat: Number(row.birth_place_lat),
      birthPlaceLng: Number(row.birth_place_lng),
      birthPlaceName: row.birth_place_name,
      timezone: row.timezone ?? row.time_resolution.timezone,
      metadata: row.metadata ?? {},
      timeResolution: row.time_resolution,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    },
    links: { self, context: `${self}/context` },
  };
}
