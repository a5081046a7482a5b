/** The prompt of a chat turn: system message, the history that fits the limits, the new message; and the chat settings of the configuration. */
import test from 'ava';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import {
  CHAT_LIMITS,
  type HistoryMessage,
  promptMessages,
  recentHistory,
  systemPrompt,
} from '../../../src/features/chat/prompt.ts';

const turns = (n: number, chars = 10): HistoryMessage[] =>
  Array.from({ length: n }, (_, i) => [
    { role: 'user' as const, content: `q${i}`.padEnd(chars, '.') },
    { role: 'assistant' as const, content: `a${i}`.padEnd(chars, '.') },
  ]).flat();

test('a short history is sent whole, after the system message and before the new message', (t) => {
  const history = turns(3);
  const messages = promptMessages('persona', history, 'now');
  t.deepEqual(messages[0], { role: 'system', content: 'persona' });
  t.deepEqual(messages.slice(1, -1), history);
  t.deepEqual(messages.at(-1), { role: 'user', content: 'now' });
});

test('a long history loses its oldest turns (dropped, not summarised) and starts with a question', (t) => {
  const byCount = recentHistory(turns(CHAT_LIMITS.historyMessages));
  t.is(byCount.length, CHAT_LIMITS.historyMessages);
  const longer = turns(CHAT_LIMITS.historyMessages / 2 + 5);
  const kept = recentHistory(longer);
  t.true(kept.length <= CHAT_LIMITS.historyMessages);
  t.deepEqual(kept, longer.slice(longer.length - kept.length), 'the most recent messages, in order');
  t.is(kept[0].role, 'user');

  const limits = { ...CHAT_LIMITS, historyChars: 35 };
  const byChars = recentHistory(turns(5, 10), limits);
  t.true(byChars.reduce((n, m) => n + m.content.length, 0) <= 35);
  t.is(byChars[0].role, 'user');
  t.deepEqual(byChars, turns(5, 10).slice(-byChars.length));
  t.deepEqual(recentHistory(turns(2, 100), limits), [], 'a single message over the budget is not sent');
});

test("the system message ends with how to answer, in the chatbot's language", (t) => {
  t.regex(systemPrompt('Persona\n\nchart', 'en'), /^Persona\n\nchart\n\nAnswer in English\./);
  t.regex(systemPrompt('x', 'es'), /Responde en español\./);
  t.regex(systemPrompt('x', 'de'), /Antworte auf Deutsch\./);
});

test('chat configuration: both CHAT_API_URL and CHAT_MODEL or neither; the URL must be http(s)', (t) => {
  t.is(loadConfig({}).chat, undefined);
  t.deepEqual(loadConfig({ CHAT_API_URL: 'http://127.0.0.1:11434/v1', CHAT_MODEL: 'llama3.2' }).chat, {
    apiUrl: 'http://127.0.0.1:11434/v1',
    apiKey: undefined,
    model: 'llama3.2',
  });
  t.is(
    loadConfig({ CHAT_API_URL: 'https://api.example.com/v1', CHAT_MODEL: 'm', CHAT_API_KEY: 'sk-1' }).chat?.apiKey,
    'sk-1',
  );
  const noModel = t.throws(() => loadConfig({ CHAT_API_URL: 'http://127.0.0.1:11434/v1' }), {
    instanceOf: ConfigError,
  });
  t.regex(noModel!.message, /CHAT_MODEL/);
  const noUrl = t.throws(() => loadConfig({ CHAT_MODEL: 'm' }), { instanceOf: ConfigError });
  t.regex(noUrl!.message, /CHAT_API_URL/);
  const badUrl = t.throws(() => loadConfig({ CHAT_API_URL: 'ftp://example.com', CHAT_MODEL: 'm' }), {
    instanceOf: ConfigError,
  });
  t.regex(badUrl!.message, /CHAT_API_URL must be a URL/);
});
