/**
 * The messages sent to the language model for one turn: a system message (the chatbot's persona
 * and chart context, from the chat context's text block, plus how to answer), the conversation so
 * far, and the new message. Long conversations are cut from the front: the oldest turns are
 * dropped (whole user + answer pairs, not summarised) until the history fits CHAT_LIMITS.
 * Pure: plain data in and out.
 */
import type { Language } from '../../interpretation/index.ts';
import type { ChatModelMessage } from './chat-model.ts';

export interface ChatLimits {
  messageChars: number;
  historyMessages: number;
  historyChars: number;
}

export const CHAT_LIMITS: Readonly<ChatLimits> = {
  /** Longest message a caller may send, characters. */
  messageChars: 4000,
  /** Most earlier messages (user and assistant) sent with a new one. */
  historyMessages: 40,
  /** Most characters of earlier messages sent with a new one. */
  historyChars: 24_000,
};

const INSTRUCTIONS: Record<Language, string> = {
  en: "Answer in English. Base what you say about the user's chart and transits on the facts above; do not invent positions or dates.",
  es: 'Responde en español. Basa lo que digas sobre la carta y los tránsitos del usuario en los datos de arriba; no inventes posiciones ni fechas.',
  de: 'Antworte auf Deutsch. Stütze Aussagen über Horoskop und Transite des Nutzers auf die Angaben oben; erfinde keine Positionen oder Daten.',
  fr: 'Réponds en français. Fonde ce que tu dis sur le thème et les transits de l’utilisateur sur les données ci-dessus\u00a0; n’invente ni positions ni dates.',
  it: "Rispondi in italiano. Basa ciò che dici sul tema natale e sui transiti dell'utente sui dati qui sopra; non inventare posizioni né date.",
  ja: '日本語で答えてください。ユーザーの出生図とトランジットについては、上に示したデータだけをもとに話し、位置や日付を作り出さないでください。',
  ru: 'Отвечай по-русски. Опирайся в ответах на натальную карту и транзиты пользователя из данных выше; не придумывай положений и дат.',
  pt: 'Responda em português do Brasil. Baseie o que disser sobre o mapa natal e os trânsitos do usuário nos dados acima; não invente posições nem datas.',
  hi: 'हिंदी में उत्तर दें। उपयोगकर्ता की कुंडली और गोचर के बारे में जो भी कहें, वह ऊपर दिए तथ्यों पर आधारित हो; कोई स्थिति या तिथि अपनी ओर से न गढ़ें।',
  nl: 'Antwoord in het Nederlands. Baseer wat je zegt over de geboortehoroscoop en de transits van de gebruiker op de gegevens hierboven; verzin geen posities of datums.',
  tr: 'Türkçe cevap ver. Kullanıcının haritası ve transitleri hakkında söylediklerini yukarıdaki verilere dayandır; konum ya da tarih uydurma.',
  pl: 'Odpowiadaj po polsku. To, co mówisz o horoskopie i tranzytach użytkownika, opieraj na powyższych danych; nie wymyślaj pozycji ani dat.',
};

/** A message of the conversation so far. */
export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The system message.
 * @param context the chat context's text block (it starts with the persona), or for a conversation
 *   without a chart the persona alone
 */
export function systemPrompt(context: string, language: Language): string {
  return `${context.trim()}\n\n${INSTRUCTIONS[language]}`.trim();
}

/**
 * The most recent part of the history that fits the limits, starting with a user message (so
 * that the model never sees an answer without its question).
 */
export function recentHistory(history: readonly HistoryMessage[], limits: ChatLimits = CHAT_LIMITS): HistoryMessage[] {
  let chars = 0;
  let start = history.length;
  while (
    start > 0 &&
    history.length - start < limits.historyMessages &&
    chars + history[start - 1].content.length <= limits.historyChars
  ) {
    start -= 1;
    chars += history[start].content.length;
  }
  while (start < history.length && history[start].role !== 'user') start += 1;
  return history.slice(start);
}

/** System message, the history that fits, then the new message. */
export function promptMessages(
  system: string,
  history: readonly HistoryMessage[],
  message: string,
  limits: ChatLimits = CHAT_LIMITS,
): ChatModelMessage[] {
  return [{ role: 'system', content: system }, ...recentHistory(history, limits), { role: 'user', content: message }];
}
