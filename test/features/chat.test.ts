/**
 * Chat against a real HTTP server speaking the OpenAI Chat Completions protocol (started here,
 * see test/support/fake-chat-api.ts): streamed and whole answers, the prompt the model gets,
 * stored conversations and token use, upstream errors, time-outs, disconnects, limits and bad
 * input, with the whole service (real PostgreSQL, Redis, calculation pool).
 */
import test from 'ava';
import { CHAT_LIMITS } from '../../src/features/chat/prompt.ts';
import { purgeExpiredConversations } from '../../src/features/chat/queries.ts';
import { purgeAllExpiredConversations } from '../../src/jobs/sweeps/conversation-retention.ts';
import { createKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { echoOf, type FakeChatApi, promptTokensOf, startFakeChatApi } from '../support/fake-chat-api.ts';
import { ManualTimers } from '../support/manual-timers.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let fake: FakeChatApi;
let service: TestService;
/** The chat model's idle time-outs fire when a test fires them. */
const timers = new ManualTimers();
/** The same database without chat configured, and with a model URL nobody answers at. */
let unconfigured: TestService;
let unreachable: TestService;

test.before(async () => {
  fake = await startFakeChatApi();
  service = await startTestService(
    { CHAT_API_URL: fake.url, CHAT_MODEL: 'test-model', CHAT_API_KEY: 'sk-test' },
    undefined,
    { chatTimers: timers.start },
  );
  unconfigured = await startTestService({}, service.database);
  // A port that was free a moment ago: nothing listens there.
  const closed = await startFakeChatApi();
  await closed.close();
  unreachable = await startTestService({ CHAT_API_URL: closed.url, CHAT_MODEL: 'test-model' }, service.database);
});
test.after.always(async () => {
  await unreachable?.stop();
  await unconfigured?.stop();
  await service?.stopAll();
  await fake?.close();
});

const PROFILE = {
  externalUserId: 'user-1',
  birthDate: '1990-06-15',
  birthTime: '14:30',
  birthPlaceLat: 48.8566,
  birthPlaceLng: 2.3522,
  birthPlaceName: 'Paris',
};
const BIRTH = {
  date: '1990-06-15',
  time: '14:30',
  latitude: 48.8566,
  longitude: 2.3522,
  placeName: 'Paris',
  timezone: 'Europe/Paris',
};

async function chatbotOf(org: TestOrganization, attributes: Record<string, unknown> = {}) {
  const reply = await call(service, 'POST', '/api/chatbots', {
    key: org.ownerKey,
    body: {
      data: {
        type: 'chatbots',
        attributes: { name: 'Stella', persona: 'You are Stella, a warm astrologer.', language: 'en', ...attributes },
      },
    },
  });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body.data as { id: string; attributes: Record<string, unknown> };
}

async function profileOf(org: TestOrganization, chatbotId: string) {
  const reply = await call(service, 'POST', `/api/chatbots/${chatbotId}/profiles`, {
    key: org.ownerKey,
    body: { data: { type: 'chat-profile', attributes: PROFILE } },
  });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body.data as { id: string };
}

interface ServerEvent {
  event: string;
  data: any;
}

/** The events of a text/event-stream body. */
function parseEvents(text: string): ServerEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

/** The organization's chat use this month, as GET /api/usage reports it. */
const chatUsage = async (org: TestOrganization) =>
  (await call(service, 'GET', '/api/usage', { key: org.ownerKey })).body.data.attributes.chat;
/** Prompt tokens estimated for an interrupted answer: the characters sent, ÷ 4, rounded up. */
const estimatedPrompt = (message: string) => Math.ceil(promptTokensOf(fake.requestsFor(message)[0].body) / 4);

/** Waits (with a deadline) until the organization's month counts `count` interrupted answers. */
async function interruptedCount(org: TestOrganization, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const usage = await chatUsage(org);
    if (usage.interrupted.exchanges >= count || Date.now() > deadline) return usage;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const answerText = (events: ServerEvent[]) =>
  events
    .filter((e) => e.event === 'message')
    .map((e) => e.data.text)
    .join('');
const parameterOf = (reply: { body: { errors: { source?: { parameter?: string } }[] } }) =>
  reply.body.errors[0].source?.parameter;

test('a profile conversation streams as server-sent events, is stored, continues with its history, and counts its tokens', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org, { language: 'es', persona: 'Eres Stella, una astróloga cálida.' });
  const profile = await profileOf(org, bot.id);

  const first = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'Hola, ¿qué dice mi carta?', profileId: profile.id },
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  t.is(first.status, 200, first.text);
  t.regex(first.headers.get('content-type') ?? '', /^text\/event-stream/);
  t.is(
    first.headers.get('content-encoding'),
    null,
    'an event stream is never compressed (compression would buffer it)',
  );
  t.is(first.headers.get('cache-control'), 'no-cache');
  const events = parseEvents(first.text);
  t.true(events.filter((e) => e.event === 'message').length > 1, 'the answer arrives in several chunks');
  t.is(answerText(events), echoOf('Hola, ¿qué dice mi carta?'), 'reading the whole body gives the whole answer');
  const done = events.at(-1)!;
  t.is(done.event, 'done');

  // The model got the persona, the chart facts in the chatbot's language and the instruction, then the message.
  const [sent] = fake.requestsFor('Hola, ¿qué dice mi carta?');
  t.is(sent.body.model, 'test-model');
  t.is(sent.headers.authorization, 'Bearer sk-test');
  t.true(sent.body.stream);
  t.deepEqual(
    sent.body.messages.map((m) => m.role),
    ['system', 'user'],
  );
  const system = sent.body.messages[0].content;
  t.true(system.startsWith('Eres Stella, una astróloga cálida.'));
  t.true(system.includes('Responde en español.'));
  const context = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context`, {
    key: org.ownerKey,
  });
  for (const point of context.body.data.attributes.natal.points)
    t.true(system.includes(`- ${point.name} en ${point.signName}`), point.id);
  t.true(system.includes('Tránsitos actuales'));
  t.like(done.data, {
    finishReason: 'stop',
    usage: { promptTokens: promptTokensOf(sent.body), completionTokens: echoOf('Hola, ¿qué dice mi carta?').length },
  });
  const conversationId = done.data.conversationId as string;

  const second = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'Y mañana?', conversationId },
  });
  t.is(second.status, 200);
  const secondDone = parseEvents(second.text).at(-1)!;
  t.is(secondDone.data.conversationId, conversationId);
  const [followUp] = fake.requestsFor('Y mañana?');
  t.deepEqual(followUp.body.messages.slice(1), [
    { role: 'user', content: 'Hola, ¿qué dice mi carta?' },
    { role: 'assistant', content: echoOf('Hola, ¿qué dice mi carta?') },
    { role: 'user', content: 'Y mañana?' },
  ]);

  const stored = await call(service, 'GET', `/api/chat/${bot.id}/conversations/${conversationId}`, {
    key: org.ownerKey,
  });
  t.is(stored.status, 200);
  const attributes = stored.body.data.attributes;
  t.like(attributes, {
    chatbotId: bot.id,
    kind: 'profile',
    profileId: profile.id,
    title: 'Hola, ¿qué dice mi carta?',
    messageCount: 4,
  });
  t.deepEqual(
    attributes.messages.map((m: { role: string; text: string }) => [m.role, m.text]),
    [
      ['user', 'Hola, ¿qué dice mi carta?'],
      ['assistant', echoOf('Hola, ¿qué dice mi carta?')],
      ['user', 'Y mañana?'],
      ['assistant', echoOf('Y mañana?')],
    ],
  );
  t.like(attributes.messages[3], {
    promptTokens: promptTokensOf(followUp.body),
    completionTokens: echoOf('Y mañana?').length,
    finishReason: 'stop',
  });
  t.is(attributes.messages[0].promptTokens, null);
  t.is(secondDone.data.messageId, attributes.messages[3].id);

  const list = await call(service, 'GET', `/api/chat/${bot.id}/conversations?profileId=${profile.id}`, {
    key: org.ownerKey,
  });
  t.deepEqual(
    list.body.data.map((c: { id: string }) => c.id),
    [conversationId],
  );
  t.is(list.body.data[0].attributes.messageCount, 4);

  const usage = await call(service, 'GET', '/api/usage', { key: org.ownerKey });
  const prompt = promptTokensOf(sent.body) + promptTokensOf(followUp.body);
  const completion = echoOf('Hola, ¿qué dice mi carta?').length + echoOf('Y mañana?').length;
  t.like(usage.body.data.attributes.chat, {
    exchanges: 2,
    promptTokens: prompt,
    completionTokens: completion,
    totalTokens: prompt + completion,
  });
});

test('a caller that accepts only JSON gets the whole answer in one document from a non-streaming request', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  const profile = await profileOf(org, bot.id);
  const reply = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'whole please', profileId: profile.id },
    headers: { Accept: 'application/json' },
  });
  t.is(reply.status, 200, reply.text);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/json/);
  const [sent] = fake.requestsFor('whole please');
  t.false(sent.body.stream);
  t.like(reply.body.data, {
    type: 'chat-answer',
    attributes: {
      text: echoOf('whole please'),
      finishReason: 'stop',
      usage: { promptTokens: promptTokensOf(sent.body) },
    },
  });
  const stored = await call(
    service,
    'GET',
    `/api/chat/${bot.id}/conversations/${reply.body.data.attributes.conversationId}`,
    { key: org.ownerKey },
  );
  t.is(stored.body.data.attributes.messages[1].id, reply.body.data.id);
});

test('a model that reports no usage: the answer streams and its tokens are null', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  const reply = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'nousage here' },
  });
  const events = parseEvents(reply.text);
  t.is(answerText(events), echoOf('nousage here'));
  t.is(events.at(-1)!.data.usage, null);
  // Without a profile the conversation is the caller's own, with the persona alone.
  const [sent] = fake.requestsFor('nousage here');
  t.true(sent.body.messages[0].content.startsWith('You are Stella, a warm astrologer.'));
  t.false(sent.body.messages[0].content.includes('Natal chart'));
  const stored = await call(service, 'GET', `/api/chat/${bot.id}/conversations/${events.at(-1)!.data.conversationId}`, {
    key: org.ownerKey,
  });
  t.like(stored.body.data.attributes, { kind: 'caller', profileId: null });
});

test('/direct talks about inline birth data and keeps the conversation', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org, { language: 'de' });
  const first = await call(service, 'POST', `/api/chat/${bot.id}/direct`, {
    key: org.ownerKey,
    body: { message: 'Wie steht es?', birthData: BIRTH },
  });
  t.is(first.status, 200, first.text);
  const done = parseEvents(first.text).at(-1)!;
  const [sent] = fake.requestsFor('Wie steht es?');
  const system = sent.body.messages[0].content;
  t.true(system.includes('Geburtshoroskop'));
  t.true(system.includes('1990-06-15 14:30, Paris (Europe/Paris)'));
  t.true(system.includes('Antworte auf Deutsch.'));

  // The same birth as a profile gives the same chart lines.
  const profile = await profileOf(org, bot.id);
  const context = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context`, {
    key: org.ownerKey,
  });
  for (const point of context.body.data.attributes.natal.points)
    t.true(system.includes(`- ${point.name} in ${point.signName}`), point.id);

  const again = await call(service, 'POST', `/api/chat/${bot.id}/direct`, {
    key: org.ownerKey,
    body: { message: 'Und dann?', conversationId: done.data.conversationId, birthData: BIRTH },
  });
  t.is(parseEvents(again.text).at(-1)!.data.conversationId, done.data.conversationId);
  t.is(fake.requestsFor('Und dann?')[0].body.messages.length, 4);

  // A direct conversation continues only at /direct.
  const wrong = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'wrong door', conversationId: done.data.conversationId },
  });
  t.is(wrong.status, 404);
  t.is(parameterOf(wrong), 'conversationId');
  const stored = await call(service, 'GET', `/api/chat/${bot.id}/conversations/${done.data.conversationId}`, {
    key: org.ownerKey,
  });
  t.like(stored.body.data.attributes, { kind: 'direct', profileId: null, messageCount: 4 });
});

test('bad input answers 4xx naming the field, before any call to the model', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  const profile = await profileOf(org, bot.id);
  const other = await chatbotOf(org, { name: 'Other' });
  const otherProfile = await profileOf(org, other.id);
  const tooLong = 'x'.repeat(CHAT_LIMITS.messageChars + 1);
  const cases: [string, unknown, number, string][] = [
    [`/api/chat/${bot.id}`, { message: '' }, 400, 'message'],
    [`/api/chat/${bot.id}`, { message: '   \n ' }, 400, 'message'],
    [`/api/chat/${bot.id}`, { message: tooLong }, 400, 'message'],
    [`/api/chat/${bot.id}`, { profileId: profile.id }, 400, 'message'],
    [`/api/chat/${bot.id}`, { message: 42 }, 400, 'message'],
    [`/api/chat/${bot.id}`, { message: 'bad 1', extra: true }, 400, 'extra'],
    [
      `/api/chat/${bot.id}`,
      { message: 'bad 2', conversationId: '00000000-0000-4000-8000-000000000000' },
      404,
      'conversationId',
    ],
    [`/api/chat/${bot.id}`, { message: 'bad 3', conversationId: 'nope' }, 404, 'conversationId'],
    [`/api/chat/${bot.id}`, { message: 'bad 4', profileId: otherProfile.id }, 404, 'profileId'],
    ['/api/chat/00000000-0000-4000-8000-000000000000', { message: 'bad 5' }, 404, 'chatbotId'],
    ['/api/chat/not-an-id/direct', { message: 'bad 6', birthData: BIRTH }, 404, 'chatbotId'],
    [`/api/chat/${bot.id}/direct`, { message: 'bad 7' }, 400, 'birthData'],
    [
      `/api/chat/${bot.id}/direct`,
      { message: 'bad 8', birthData: { ...BIRTH, date: '1990-02-30' } },
      400,
      'birthData.date',
    ],
    [
      `/api/chat/${bot.id}/direct`,
      { message: 'bad 9', birthData: { ...BIRTH, date: '1700-01-01' } },
      400,
      'birthData.date',
    ],
    [
      `/api/chat/${bot.id}/direct`,
      { message: 'bad 10', birthData: { ...BIRTH, time: '25:00' } },
      400,
      'birthData.time',
    ],
    [
      `/api/chat/${bot.id}/direct`,
      { message: 'bad 11', birthData: { ...BIRTH, latitude: 91 } },
      400,
      'birthData.latitude',
    ],
    [
      `/api/chat/${bot.id}/direct`,
      { message: 'bad 12', birthData: { ...BIRTH, longitude: '2.35' } },
      400,
      'birthData.longitude',
    ],
    [
      `/api/chat/${bot.id}/direct`,
      { message: 'bad 13', birthData: { ...BIRTH, timezone: 'Mars/Olympus' } },
      400,
      'birthData.timezone',
    ],
    [`/api/chat/${bot.id}/direct`, { message: 'bad 14', birthData: { ...BIRTH, place: 'x' } }, 400, 'birthData.place'],
    [`/api/chat/${bot.id}/direct`, { message: tooLong, birthData: BIRTH }, 400, 'message'],
  ];
  for (const [path, body, status, parameter] of cases) {
    const reply = await call(service, 'POST', path, { key: org.ownerKey, body });
    t.is(reply.status, status, `${path} ${JSON.stringify(body).slice(0, 80)}: ${reply.text.slice(0, 200)}`);
    t.is(parameterOf(reply), parameter, JSON.stringify(reply.body.errors[0]));
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') t.is(fake.requestsFor(message).length, 0, 'no call to the model');
  }
  t.is(fake.requestsFor(tooLong).length, 0);
});

test('without CHAT_API_URL and CHAT_MODEL the chat operations answer 503 chat_unavailable naming the settings; the rest works', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  for (const [path, body] of [
    [`/api/chat/${bot.id}`, { message: 'unconfigured 1' }],
    [`/api/chat/${bot.id}/direct`, { message: 'unconfigured 2', birthData: BIRTH }],
  ] as const) {
    const reply = await call(unconfigured, 'POST', path, { key: org.ownerKey, body });
    t.is(reply.status, 503);
    t.is(reply.body.errors[0].code, 'chat_unavailable');
    t.regex(reply.body.errors[0].detail, /CHAT_API_URL.*CHAT_MODEL/);
  }
  t.is((await call(unconfigured, 'GET', `/api/chat/${bot.id}/conversations`, { key: org.ownerKey })).status, 200);
  t.is((await call(unconfigured, 'GET', `/api/chatbots/${bot.id}`, { key: org.ownerKey })).status, 200);
});

test("upstream errors become 502 chat_upstream_error with the provider's status, streamed or not; nothing is stored", async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  for (const [message, status, accept] of [
    ['fail:429 a', 429, undefined],
    ['fail:500 b', 500, undefined],
    ['fail:401 c', 401, 'application/json'],
  ] as const) {
    const reply = await call(service, 'POST', `/api/chat/${bot.id}`, {
      key: org.ownerKey,
      body: { message },
      headers: accept ? { Accept: accept } : {},
    });
    t.is(reply.status, 502, message);
    t.regex(reply.headers.get('content-type') ?? '', /^application\/json/);
    t.like(reply.body.errors[0], { status: '502', code: 'chat_upstream_error', meta: { providerStatus: status } });
    t.is(fake.requestsFor(message).length, 1, 'asked once: no retries');
  }
  const dropped = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'drop 1' },
  });
  t.is(dropped.status, 502);
  t.like(dropped.body.errors[0], { code: 'chat_upstream_error', meta: { providerStatus: null } });
  const down = await call(unreachable, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'anyone there?' },
  });
  t.is(down.status, 502);
  t.like(down.body.errors[0], { code: 'chat_upstream_error', meta: { providerStatus: null } });

  // Failed after the answer started: the stream ends with an error event.
  const broken = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'midfail 1' },
  });
  t.is(broken.status, 200);
  const events = parseEvents(broken.text);
  t.is(answerText(events), echoOf('midfail 1').slice(0, 4));
  t.like(events.at(-1), {
    event: 'error',
    data: { status: '502', code: 'chat_upstream_error', meta: { providerStatus: null } },
  });

  const list = await call(service, 'GET', `/api/chat/${bot.id}/conversations`, { key: org.ownerKey });
  t.is(list.body.meta.total, 0);
  const usage = await chatUsage(org);
  t.is(usage.exchanges, 0);
  // Only the answer that broke off after it started cost tokens; refusals and drops did not.
  t.deepEqual(usage.interrupted, {
    exchanges: 1,
    estimatedPromptTokens: estimatedPrompt('midfail 1'),
    estimatedCompletionTokens: 1,
  });
});

test("a model slower than the chatbot's time-out: 504 before the answer starts, an error event after; the upstream request is closed", async (t) => {
  const org = await createOrganization(service.services.db);
  // No other test's chatbot waits 2,000 ms, so the time-outs fired below are this test's.
  const bot = await chatbotOf(org, { chatTimeoutMs: 2000 });
  t.is(bot.attributes.chatTimeoutMs, 2000);
  // The model has the question and sends nothing: the time-out passes.
  const silentReply = call(service, 'POST', `/api/chat/${bot.id}`, { key: org.ownerKey, body: { message: 'hang 1' } });
  const hung = await fake.arrival('hang 1');
  t.is(timers.fire(2000), 1);
  const silent = await silentReply;
  t.is(silent.status, 504);
  t.like(silent.body.errors[0], { code: 'chat_upstream_timeout', meta: { timeoutMs: 2000 } });
  await hung.closed;
  t.false(hung.answered());

  // The model sends the answer's first chunk, then nothing: the time-out passes after the caller has it.
  const stalled = await fetch(`${service.url}/api/chat/${bot.id}`, {
    method: 'POST',
    headers: { 'X-Api-Key': org.ownerKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'stall 1' }),
  });
  t.is(stalled.status, 200);
  const reader = stalled.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes('\n\n')) received += decoder.decode((await reader.read()).value, { stream: true });
  t.is(timers.fire(2000), 1);
  for (let read = await reader.read(); !read.done; read = await reader.read())
    received += decoder.decode(read.value, { stream: true });
  const events = parseEvents(received);
  t.is(answerText(events), echoOf('stall 1').slice(0, 4));
  t.like(events.at(-1), { event: 'error', data: { status: '504', code: 'chat_upstream_timeout' } });
  await fake.requestsFor('stall 1')[0].closed;
  t.is((await call(service, 'GET', `/api/chat/${bot.id}/conversations`, { key: org.ownerKey })).body.meta.total, 0);
  // Both timed-out answers are counted with their estimated tokens: the model had the prompts.
  const usage = await chatUsage(org);
  t.is(usage.exchanges, 0);
  t.deepEqual(usage.interrupted, {
    exchanges: 2,
    estimatedPromptTokens: estimatedPrompt('hang 1') + estimatedPrompt('stall 1'),
    estimatedCompletionTokens: 1,
  });
});

test('a caller that goes away mid-answer cancels the upstream request', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  const caller = new AbortController();
  const response = await fetch(`${service.url}/api/chat/${bot.id}`, {
    method: 'POST',
    headers: { 'X-Api-Key': org.ownerKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'stall 2' }),
    signal: caller.signal,
  });
  t.is(response.status, 200);
  // The first chunk arrives while the model is still answering: the events are not held back.
  const reader = response.body!.getReader();
  let received = '';
  while (!received.includes('\n\n')) received += new TextDecoder().decode((await reader.read()).value);
  t.is(parseEvents(received)[0].data.text, echoOf('stall 2').slice(0, 4));
  const [upstream] = fake.requestsFor('stall 2');
  t.false(upstream.answered());
  caller.abort();
  await upstream.closed;
  t.false(upstream.answered(), "the model's answer was cut off, not finished");
  t.is((await call(service, 'GET', `/api/chat/${bot.id}/conversations`, { key: org.ownerKey })).body.meta.total, 0);
  const usage = await interruptedCount(org, 1);
  t.is(usage.exchanges, 0);
  t.deepEqual(usage.interrupted, {
    exchanges: 1,
    estimatedPromptTokens: estimatedPrompt('stall 2'),
    estimatedCompletionTokens: 1,
  });
});

test('a caller that goes away before the answer starts cancels the upstream request too', async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  const caller = new AbortController();
  const pending = fetch(`${service.url}/api/chat/${bot.id}`, {
    method: 'POST',
    headers: { 'X-Api-Key': org.ownerKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'hang 2' }),
    signal: caller.signal,
  }).catch((error: Error) => error);
  const upstream = await fake.arrival('hang 2');
  caller.abort();
  t.is(((await pending) as Error).name, 'AbortError');
  await upstream.closed;
  t.false(upstream.answered());
  const usage = await interruptedCount(org, 1);
  t.deepEqual(usage.interrupted, {
    exchanges: 1,
    estimatedPromptTokens: estimatedPrompt('hang 2'),
    estimatedCompletionTokens: 0,
  });
});

test("every chat request counts toward the account's monthly quota", async (t) => {
  const { db } = service.services;
  const org = await createOrganization(db);
  const bot = await chatbotOf(org);
  await db('organizations').where({ id: org.organizationId }).update({ monthly_quota: 3 });
  await service.services.invalidation.organizationChanged(org.organizationId);
  // The chatbot's creation counted; two chats spend the rest, so a third is refused.
  t.is(
    (await call(service, 'POST', `/api/chat/${bot.id}`, { key: org.ownerKey, body: { message: 'quota 1' } })).status,
    200,
  );
  t.is(
    (await call(service, 'POST', `/api/chat/${bot.id}`, { key: org.ownerKey, body: { message: 'quota 2' } })).status,
    200,
  );
  const refused = await call(service, 'POST', `/api/chat/${bot.id}`, {
    key: org.ownerKey,
    body: { message: 'quota 3' },
  });
  t.is(refused.status, 429);
  t.is(refused.body.errors[0].code, 'quota_exceeded');
  t.is(fake.requestsFor('quota 3').length, 0);
});

test("every chat request counts toward the key's rate limit", async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org);
  const { key } = await createKey(service.services.db, org.organizationId, org.ownerId, {
    rateLimit: { enabled: true, max: 2, windowMs: 3_600_000 },
  });
  const statuses = [];
  for (const message of ['limited 1', 'limited 2', 'limited 3'])
    statuses.push((await call(service, 'POST', `/api/chat/${bot.id}`, { key, body: { message } })).status);
  t.deepEqual(statuses, [200, 200, 429]);
  t.is(fake.requestsFor('limited 3').length, 0);
});

test("another organization's chatbots and conversations are not found; a disabled chatbot does not chat", async (t) => {
  const orgA = await createOrganization(service.services.db);
  const orgB = await createOrganization(service.services.db);
  const botA = await chatbotOf(orgA);
  const botB = await chatbotOf(orgB);
  const reply = await call(service, 'POST', `/api/chat/${botA.id}`, { key: orgA.ownerKey, body: { message: 'mine' } });
  const conversationId = parseEvents(reply.text).at(-1)!.data.conversationId;

  const viaOwnBot = await call(service, 'GET', `/api/chat/${botB.id}/conversations/${conversationId}`, {
    key: orgB.ownerKey,
  });
  t.is(viaOwnBot.status, 404);
  t.is(parameterOf(viaOwnBot), 'conversationId');
  const viaTheirBot = await call(service, 'GET', `/api/chat/${botA.id}/conversations/${conversationId}`, {
    key: orgB.ownerKey,
  });
  t.is(viaTheirBot.status, 404);
  t.is(parameterOf(viaTheirBot), 'chatbotId');
  const continued = await call(service, 'POST', `/api/chat/${botB.id}`, {
    key: orgB.ownerKey,
    body: { message: 'theirs', conversationId },
  });
  t.is(continued.status, 404);
  t.is(parameterOf(continued), 'conversationId');
  t.is(
    (await call(service, 'DELETE', `/api/chat/${botB.id}/conversations/${conversationId}`, { key: orgB.ownerKey }))
      .status,
    404,
  );
  t.is(
    (await call(service, 'GET', `/api/chat/${botA.id}/conversations/${conversationId}`, { key: orgA.ownerKey })).status,
    200,
  );

  await call(service, 'PATCH', `/api/chatbots/${botA.id}`, {
    key: orgA.ownerKey,
    body: { data: { type: 'chatbots', attributes: { enabled: false } } },
  });
  const disabled = await call(service, 'POST', `/api/chat/${botA.id}`, {
    key: orgA.ownerKey,
    body: { message: 'asleep' },
  });
  t.is(disabled.status, 409);
  t.is(disabled.body.errors[0].code, 'chatbot_disabled');
  t.is(fake.requestsFor('asleep').length, 0);
});

test("conversations are deleted one by one or per profile, and when older than the chatbot's retention", async (t) => {
  const org = await createOrganization(service.services.db);
  const bot = await chatbotOf(org, { conversationRetentionDays: 2 });
  t.is(bot.attributes.conversationRetentionDays, 2);
  const profile = await profileOf(org, bot.id);
  const start = async (message: string) =>
    parseEvents(
      (
        await call(service, 'POST', `/api/chat/${bot.id}`, {
          key: org.ownerKey,
          body: { message, profileId: profile.id },
        })
      ).text,
    ).at(-1)!.data.conversationId as string;
  const [one, two, three] = [await start('keep 1'), await start('keep 2'), await start('keep 3')];

  const deleted = await call(service, 'DELETE', `/api/chat/${bot.id}/conversations/${one}`, { key: org.ownerKey });
  t.is(deleted.status, 200);
  t.is(deleted.body.data.id, one);
  t.is((await call(service, 'GET', `/api/chat/${bot.id}/conversations/${one}`, { key: org.ownerKey })).status, 404);

  // Retention, with the clock given: kept for 2 days after the last message.
  const db = service.services.db;
  const row = await db('chatbots').where({ id: bot.id }).first();
  const last = (await db('chat_conversations').where({ id: two }).first()).last_message_at as Date;
  await db('chat_conversations')
    .where({ id: three })
    .update({ last_message_at: new Date(last.getTime() + 86_400_000) });
  t.is(await purgeExpiredConversations(db, row, new Date(last.getTime() + 2 * 86_400_000 - 1000)), 0);
  const stored = await call(service, 'GET', `/api/chat/${bot.id}/conversations/${two}`, { key: org.ownerKey });
  t.is(Date.parse(stored.body.data.attributes.expiresAt), last.getTime() + 2 * 86_400_000);
  t.is(
    await purgeExpiredConversations(db, row, new Date(last.getTime() + 2 * 86_400_000 + 1000)),
    1,
    'the older one of the two left',
  );
  t.is((await call(service, 'GET', `/api/chat/${bot.id}/conversations/${two}`, { key: org.ownerKey })).status, 404);

  // On access: a conversation whose last message is past the retention is gone when the chatbot's conversations are read.
  await db('chat_conversations')
    .where({ id: three })
    .update({ last_message_at: new Date(Date.now() - 3 * 86_400_000) });
  const list = await call(service, 'GET', `/api/chat/${bot.id}/conversations`, { key: org.ownerKey });
  t.is(list.body.meta.total, 0);

  const fresh = await start('keep 4');
  const wiped = await call(service, 'DELETE', `/api/chat/${bot.id}/conversations?profileId=${profile.id}`, {
    key: org.ownerKey,
  });
  t.deepEqual(wiped.body, { meta: { deleted: 1 } });
  t.is((await call(service, 'GET', `/api/chat/${bot.id}/conversations/${fresh}`, { key: org.ownerKey })).status, 404);
  const missing = await call(service, 'DELETE', `/api/chat/${bot.id}/conversations`, { key: org.ownerKey });
  t.is(missing.status, 400);
  t.is(parameterOf(missing), 'profileId');
});

// Serial (ava runs serial tests before the others): the sweep with a clock years ahead would
// delete the other tests' conversations too.
test.serial(
  'a periodic sweep deletes expired conversations of every chatbot, also of chatbots nobody uses any more',
  async (t) => {
    const { db, logger } = service.services;
    const org = await createOrganization(db);
    const shortBot = await chatbotOf(org, { conversationRetentionDays: 1 });
    const longBot = await chatbotOf(org, { conversationRetentionDays: 5 });
    const start = async (botId: string, message: string) =>
      parseEvents(
        (await call(service, 'POST', `/api/chat/${botId}`, { key: org.ownerKey, body: { message } })).text,
      ).at(-1)!.data.conversationId as string;
    const [short, long] = [await start(shortBot.id, 'sweep 1'), await start(longBot.id, 'sweep 2')];
    const last = new Date('2030-01-10T00:00:00Z');
    await db('chat_conversations').whereIn('id', [short, long]).update({ last_message_at: last });
    const exists = async (id: string) => (await db('chat_conversations').where({ id }).first()) !== undefined;

    // The clock given: three days after the last message, past the one-day retention only.
    await purgeAllExpiredConversations(db, new Date(last.getTime() + 3 * 86_400_000), logger);
    t.false(await exists(short));
    t.true(await exists(long));

    // A process of the job side (here a web process that generates reports itself) runs the
    // cluster's sweeps: a new cluster sweeps at once (and every CHAT_RETENTION_SWEEP_MS), without
    // anyone reading.
    await db('chat_conversations')
      .where({ id: long })
      .update({ last_message_at: new Date(Date.now() - 6 * 86_400_000) });
    const another = await startTestService(
      { CHAT_RETENTION_SWEEP_MS: '1000', REPORT_WORKER: 'inline' },
      service.database,
    );
    try {
      const deadline = Date.now() + 20_000;
      while ((await exists(long)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      t.false(await exists(long));
    } finally {
      await another.stop();
    }
  },
);

test('the chat operations are in the OpenAPI document', async (t) => {
  const reply = await call(service, 'GET', '/openapi.json');
  const paths = reply.body.paths;
  t.is(paths['/api/chat/{chatbotId}'].post.operationId, 'chat');
  t.truthy(paths['/api/chat/{chatbotId}'].post.responses['200'].content['text/event-stream']);
  for (const status of ['404', '502', '503', '504'])
    t.truthy(paths['/api/chat/{chatbotId}'].post.responses[status], status);
  t.is(paths['/api/chat/{chatbotId}/direct'].post.operationId, 'chatDirect');
  t.truthy(
    paths['/api/chat/{chatbotId}/direct'].post.requestBody.content['application/json'].schema.properties.birthData,
  );
  t.truthy(paths['/api/chat/{chatbotId}/conversations'].get);
  t.truthy(paths['/api/chat/{chatbotId}/conversations'].delete);
  t.truthy(paths['/api/chat/{chatbotId}/conversations/{conversationId}'].get);
  t.truthy(paths['/api/chat/{chatbotId}/conversations/{conversationId}'].delete);
});
