/**
 * The inline birth data of POST /api/chat/{chatbotId}/direct, resolved like the natal endpoint's
 * (local date and time, noon when the time is unknown, in the given zone or the one found from
 * the coordinates) and shaped as a chat profile for the context builder. Problems become 400s
 * naming `birthData.<field>`.
 */
import { resolveBirthTime } from '../../astro/time/birth-time.ts';
import { callerInput, ValidationError } from '../../http/errors.ts';
import { UNKNOWN_TIME_NOON } from '../chatbots/birth-profile.ts';
import type { ChatbotRow, ChatProfileRow } from '../chatbots/queries.ts';

export interface DirectBirthData {
  date: string;
  time?: string | null;
  latitude: number;
  longitude: number;
  placeName?: string | null;
  timezone?: string | null;
}

const FIELD: Record<string, string> = {
  dateTime: 'date',
  timezone: 'timezone',
  latitude: 'latitude',
  longitude: 'longitude',
};

/**
 * A profile-shaped record of the birth (not stored) for building the chat context.
 * @param id the conversation's id, standing in for a profile id
 * @throws ValidationError naming `birthData.<field>` for a date outside 1800–2400 or an unknown zone
 */
export function directProfile(chatbot: ChatbotRow, id: string, birth: DirectBirthData): ChatProfileRow {
  const time = birth.time ?? null;
  const input = {
    dateTime: `${birth.date}T${time ?? UNKNOWN_TIME_NOON}`,
    timezone: birth.timezone ?? null,
    latitude: birth.latitude,
    longitude: birth.longitude,
  };
  const resolution = callerInput(() => resolveBirthTime(input), 'body', 'birthData', FIELD);
  const now = new Date();
  return {
    id,
    chatbot_id: chatbot.id,
    organization_id: chatbot.organization_id,
    external_user_id: 'direct',
    birth_date: birth.date,
    birth_time: time,
    birth_place_lat: birth.latitude,
    birth_place_lng: birth.longitude,
    birth_place_name: birth.placeName ?? null,
    timezone: birth.timezone ?? null,
    metadata: {},
    time_resolution: resolution,
    created_at: now,
    updated_at: now,
  };
}
