import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Body, Ecliptic, GeoVector, MakeTime } from 'astronomy-engine';
import test from 'ava';
import { ASPECTS } from '../../src/astro/vocabulary.ts';
import { ROLES, type Role } from '../../src/auth/roles.ts';
import { aspectName, pointName } from '../../src/interpretation/index.ts';
import { addMemberWithKey, createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;

test.before(async () => {
  service = await startTestService();
});
test.after.always(async () => service?.stopAll());

const fresh = (): Promise<TestOrganization> => createOrganization(service.services.db);
const parameterOf = (reply: { body: { errors: { source?: { parameter?: string } }[] } }) =>
  reply.body.errors[0].source?.parameter;

const chatbotBody = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'chatbots',
    attributes: { name: 'Stella', persona: 'You are Stella, a warm astrologer.', language: 'en', ...attributes },
  },
});
const profileBody = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'chat-profile',
    attributes: {
      externalUserId: 'user-1',
      birthDate: '1990-06-15',
      birthTime: '14:30',
      birthPlaceLat: 48.8566,
      birthPlaceLng: 2.3522,
      birthPlaceName: 'Paris',
      ...attributes,
    },
  },
});

async function chatbotOf(org: TestOrganization, attributes: Record<string, unknown> = {}) {
  const reply = await call(service, 'POST', '/api/chatbots', { key: org.ownerKey, body: chatbotBody(attributes) });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

async function profileOf(org: TestOrganization, chatbotId: string, attributes: Record<string, unknown> = {}) {
  const reply = await call(service, 'POST', `/api/chatbots/${chatbotId}/profiles`, {
    key: org.ownerKey,
    body: profileBody(attributes),
  });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

test('chatbot create, list, get, update, delete (its profiles go with it)', async (t) => {
  const org = await fresh();
  const created = await call(service, 'POST', '/api/chatbots', {
    key: org.ownerKey,
    body: chatbotBody({ allowedDomains: ['HTTPS://Shop.Example.com/', '*.example.org'] }),
  });
  t.is(created.status, 201);
  t.regex(created.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const bot = created.body.data;
  t.is(created.headers.get('location'), `/api/chatbots/${bot.id}`);
  t.is(bot.type, 'chatbots');
  t.like(bot.attributes, {
    organizationId: org.organizationId,
    name: 'Stella',
    language: 'en',
    enabled: true,
    profileCount: 0,
  });
  t.deepEqual(bot.attributes.allowedDomains, ['shop.example.com', '*.example.org']);
  t.is(bot.links.self, `${service.url}/api/chatbots/${bot.id}`);

  await profileOf(org, bot.id);
  const list = await call(service, 'GET', '/api/chatbots', { key: org.ownerKey });
  t.deepEqual(
    list.body.data.map((b: { id: string }) => b.id),
    [bot.id],
  );
  t.is(list.body.data[0].attributes.profileCount, 1);

  const updated = await call(service, 'PATCH', `/api/chatbots/${bot.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'chatbots', attributes: { name: 'Luna', language: 'es', enabled: false } } },
  });
  t.is(updated.status, 200);
  t.like(updated.body.data.attributes, {
    name: 'Luna',
    language: 'es',
    enabled: false,
    persona: bot.attributes.persona,
  });
  t.deepEqual(
    (await call(service, 'GET', `/api/chatbots/${bot.id}`, { key: org.ownerKey })).body.data.attributes.name,
    'Luna',
  );

  const deleted = await call(service, 'DELETE', `/api/chatbots/${bot.id}`, { key: org.ownerKey });
  t.is(deleted.status, 200);
  t.is(deleted.body.data.id, bot.id);
  t.is((await call(service, 'GET', `/api/chatbots/${bot.id}`, { key: org.ownerKey })).status, 404);
  const [{ n }] = await service.services.db('chat_profiles').where({ chatbot_id: bot.id }).count('* as n');
  t.is(Number(n), 0);
});

test('bad chatbot input answers 400 naming the field', async (t) => {
  const org = await fresh();
  const cases: [unknown, string][] = [
    [chatbotBody({ name: '  ' }), 'data.attributes.name'],
    [chatbotBody({ language: 'xx' }), 'data.attributes.language'],
    [chatbotBody({ allowedDomains: ['example.com', 'not a domain'] }), 'data.attributes.allowedDomains[1]'],
    [chatbotBody({ enabled: 'yes' }), 'data.attributes.enabled'],
    [{ data: { type: 'bots', attributes: { name: 'x' } } }, 'data.type'],
  ];
  for (const [body, parameter] of cases) {
    const reply = await call(service, 'POST', '/api/chatbots', { key: org.ownerKey, body });
    t.is(reply.status, 400, parameter);
    t.is(parameterOf(reply), parameter);
  }
  const bot = await chatbotOf(org);
  const empty = await call(service, 'PATCH', `/api/chatbots/${bot.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'chatbots', attributes: {} } },
  });
  t.is(empty.status, 400);
  t.is(parameterOf(empty), 'data.attributes');
  for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
    const reply = await call(service, 'GET', `/api/chatbots/${id}`, { key: org.ownerKey });
    t.is(reply.status, 404);
    t.is(parameterOf(reply), 'id');
  }
});

test('a profile resolves the birth instant like the natal endpoint and stores it; posting the same externalUserId replaces it', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org);
  const created = await call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
    key: org.ownerKey,
    body: profileBody({ metadata: { plan: 'gold' } }),
  });
  t.is(created.status, 201);
  t.regex(created.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const profile = created.body.data;
  t.is(profile.type, 'chat-profile');
  t.like(profile.attributes, {
    chatbotId: bot.id,
    externalUserId: 'user-1',
    birthDate: '1990-06-15',
    birthTime: '14:30',
    birthTimeKnown: true,
    birthPlaceLat: 48.8566,
    birthPlaceLng: 2.3522,
    birthPlaceName: 'Paris',
    timezone: 'Europe/Paris',
  });
  t.deepEqual(profile.attributes.metadata, { plan: 'gold' });
  // Paris kept summer time (UTC+2) in June 1990.
  t.like(profile.attributes.timeResolution, {
    utc: '1990-06-15T12:30:00.000Z',
    utcOffset: '+02:00',
    timezone: 'Europe/Paris',
    timezoneSource: 'coordinates',
    localTimeStatus: 'normal',
  });
  t.is(profile.links.context, `${service.url}/api/chatbots/${bot.id}/profiles/${profile.id}/context`);

  const again = await call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
    key: org.ownerKey,
    body: profileBody({
      birthDate: '1985-12-01',
      birthTime: '08:05',
      birthPlaceLat: 40.7128,
      birthPlaceLng: -74.006,
      birthPlaceName: 'New York',
      timezone: 'America/New_York',
    }),
  });
  t.is(again.status, 200);
  t.is(again.body.data.id, profile.id);
  t.like(again.body.data.attributes, {
    birthDate: '1985-12-01',
    birthPlaceName: 'New York',
    timezone: 'America/New_York',
  });
  t.deepEqual(again.body.data.attributes.metadata, {}, 'a post replaces the whole profile');
  t.like(again.body.data.attributes.timeResolution, { utc: '1985-12-01T13:05:00.000Z', timezoneSource: 'given' });
  const list = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles`, { key: org.ownerKey });
  t.is(list.body.meta.total, 1);
  const stored = await service.services.db('chat_profiles').where({ id: profile.id }).first();
  t.is(stored.time_resolution.utc, '1985-12-01T13:05:00.000Z');
});

test('posting one new externalUserId many times at once leaves one profile (one 201, the rest 200)', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org);
  const replies = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
        key: org.ownerKey,
        body: profileBody({ externalUserId: 'racer', birthPlaceName: `Paris ${i}` }),
      }),
    ),
  );
  t.deepEqual(replies.map((r) => r.status).sort(), [200, 200, 200, 200, 200, 200, 200, 201]);
  t.is(new Set(replies.map((r) => r.body.data.id)).size, 1);
  const list = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles?filter[externalUserId]=racer`, {
    key: org.ownerKey,
  });
  t.is(list.body.meta.total, 1);
});

test('bad profile input answers 400 naming the attribute; unknown chatbots and profiles 404', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org);
  const post = (body: unknown, chatbotId = bot.id) =>
    call(service, 'POST', `/api/chatbots/${chatbotId}/profiles`, { key: org.ownerKey, body });
  const cases: [unknown, string][] = [
    [profileBody({ externalUserId: undefined }), 'data.attributes.externalUserId'],
    [profileBody({ externalUserId: '' }), 'data.attributes.externalUserId'],
    [profileBody({ birthDate: '1990-02-30' }), 'data.attributes.birthDate'],
    [profileBody({ birthDate: '15.06.1990' }), 'data.attributes.birthDate'],
    [profileBody({ birthDate: '1700-01-01' }), 'data.attributes.birthDate'],
    [profileBody({ birthTime: '25:00' }), 'data.attributes.birthTime'],
    [profileBody({ birthPlaceLat: 91 }), 'data.attributes.birthPlaceLat'],
    [profileBody({ birthPlaceLng: '2.35' }), 'data.attributes.birthPlaceLng'],
    [profileBody({ birthPlaceLat: undefined }), 'data.attributes.birthPlaceLat'],
    [profileBody({ timezone: 'Mars/Olympus_Mons' }), 'data.attributes.timezone'],
    [profileBody({ metadata: 'vip' }), 'data.attributes.metadata'],
    [{ data: { type: 'chat-profiles', attributes: profileBody().data.attributes } }, 'data.type'],
  ];
  for (const [body, parameter] of cases) {
    const reply = await post(body);
    t.is(reply.status, 400, parameter);
    t.is(parameterOf(reply), parameter);
  }
  for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
    const reply = await post(profileBody(), id);
    t.is(reply.status, 404);
    t.is(parameterOf(reply), 'id');
  }
  const missing = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/00000000-0000-4000-8000-000000000000`, {
    key: org.ownerKey,
  });
  t.is(missing.status, 404);
  t.is(parameterOf(missing), 'profileId');
});

test('profile get, update (birth data resolved again), delete; a taken externalUserId is 409', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org);
  const profile = await profileOf(org, bot.id);
  await profileOf(org, bot.id, { externalUserId: 'user-2' });
  const path = `/api/chatbots/${bot.id}/profiles/${profile.id}`;
  t.deepEqual((await call(service, 'GET', path, { key: org.ownerKey })).body.data, profile);

  const moved = await call(service, 'PATCH', path, {
    key: org.ownerKey,
    body: {
      data: {
        type: 'chat-profile',
        attributes: { birthPlaceLat: 40.7128, birthPlaceLng: -74.006, birthPlaceName: 'New York' },
      },
    },
  });
  t.is(moved.status, 200);
  // The zone is looked up again from the new coordinates: New York kept EDT (UTC−4) in June 1990.
  t.like(moved.body.data.attributes.timeResolution, { timezone: 'America/New_York', utc: '1990-06-15T18:30:00.000Z' });
  t.is(moved.body.data.attributes.birthDate, '1990-06-15');
  const unknownTime = await call(service, 'PATCH', path, {
    key: org.ownerKey,
    body: { data: { type: 'chat-profile', attributes: { birthTime: null } } },
  });
  t.false(unknownTime.body.data.attributes.birthTimeKnown);
  t.is(unknownTime.body.data.attributes.timeResolution.localDateTime, '1990-06-15T12:00:00');

  const taken = await call(service, 'PATCH', path, {
    key: org.ownerKey,
    body: { data: { type: 'chat-profile', attributes: { externalUserId: 'user-2' } } },
  });
  t.is(taken.status, 409);
  t.is(parameterOf(taken), 'data.attributes.externalUserId');
  const badTime = await call(service, 'PATCH', path, {
    key: org.ownerKey,
    body: { data: { type: 'chat-profile', attributes: { timezone: 'Nowhere/Town' } } },
  });
  t.is(badTime.status, 400);
  t.is(parameterOf(badTime), 'data.attributes.timezone');

  const deleted = await call(service, 'DELETE', path, { key: org.ownerKey });
  t.is(deleted.status, 200);
  t.is(deleted.body.data.id, profile.id);
  t.is((await call(service, 'GET', path, { key: org.ownerKey })).status, 404);
});

test('profiles list paginates with links.next', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org);
  for (let i = 0; i < 12; i++) await profileOf(org, bot.id, { externalUserId: `u${i}` });
  const first = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles`, { key: org.ownerKey });
  t.like(first.body.meta, { count: 10, total: 12, page: 0, pageSize: 10 });
  const second = await call(
    service,
    'GET',
    new URL(first.body.links.next).pathname + new URL(first.body.links.next).search,
    { key: org.ownerKey },
  );
  t.like(second.body.meta, { count: 2, page: 1 });
  t.is(second.body.links.next, undefined);
  t.deepEqual(
    new Set(
      [...first.body.data, ...second.body.data].map(
        (p: { attributes: { externalUserId: string } }) => p.attributes.externalUserId,
      ),
    ).size,
    12,
  );
  const bad = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles?page[size]=500`, { key: org.ownerKey });
  t.is(bad.status, 400);
  t.is(parameterOf(bad), 'page[size]');
});

const AT = '2026-11-22T12:00:00Z';
const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

test("context: persona, natal summary and transits in the chatbot's language, checked against an independent ephemeris", async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org, { language: 'de', persona: 'Du bist Stella, eine freundliche Astrologin.' });
  const profile = await profileOf(org, bot.id);
  const reply = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context?at=${AT}&days=10`, {
    key: org.ownerKey,
  });
  t.is(reply.status, 200, JSON.stringify(reply.body));
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  t.is(reply.body.data.type, 'chat-context');
  const context = reply.body.data.attributes;
  t.is(context.chatbot.persona, 'Du bist Stella, eine freundliche Astrologin.');
  t.is(context.profile.externalUserId, 'user-1');

  // Natal: the Sun of 15 June 1990 stands in Gemini, about 24°; houses and angles with a known time.
  const sun = context.natal.points.find((p: { id: string }) => p.id === 'sun');
  t.is(sun.sign, 'gemini');
  t.is(sun.signName, 'Zwillinge');
  t.true(Math.abs(sun.degreeInSign - 24.2) < 0.5, String(sun.degreeInSign));
  t.true(context.natal.birthTimeKnown);
  t.truthy(context.natal.points.find((p: { id: string }) => p.id === 'ascendant'));
  t.true(context.natal.points.every((p: { house: number | null }) => Number.isInteger(p.house)));
  t.is(
    context.natal.balance.elements.reduce((n: number, e: { count: number }) => n + e.count, 0),
    10,
  );
  for (const aspect of context.natal.aspects)
    t.true(['conjunction', 'opposition', 'trine', 'square', 'sextile'].includes(aspect.aspect));

  // Transits: active ones are within orb now, by astronomy-engine's positions (a separate ephemeris).
  // (astronomy-engine directly: src/astro/sky-positions.ts is the service's own ephemeris since it moved there.)
  const skyLongitude = (point: string) =>
    Ecliptic(
      GeoVector(Body[(point[0].toUpperCase() + point.slice(1)) as keyof typeof Body], MakeTime(new Date(AT)), true),
    ).elon;
  const natalLongitude = new Map(
    context.natal.points.map((p: { id: string; longitude: number }) => [p.id, p.longitude]),
  );
  t.true(context.transits.active.length > 0);
  let largest = 0;
  for (const entry of context.transits.active) {
    const angle = ASPECTS.find((a) => a.id === entry.aspect)!.angle;
    const separation = Math.abs(wrap180(skyLongitude(entry.transiting) - (natalLongitude.get(entry.natal) as number)));
    const orb = Math.abs(separation - angle);
    largest = Math.max(largest, Math.abs(orb - entry.orbNow));
    t.true(orb <= entry.orbAllowed + 0.02, `${entry.transiting} ${entry.aspect} ${entry.natal}: ${orb}`);
    t.is(entry.transitingName, pointName(entry.transiting, 'de'));
    t.is(entry.aspectName, aspectName(entry.aspect, 'de'));
    t.is(
      entry.urn,
      `urn:astro:transit:${entry.transiting}:${entry.aspect}:${entry.natal === 'true-node' ? 'north-node' : entry.natal}`,
    );
    t.truthy(entry.title);
    t.false('body' in entry);
  }
  t.log(`largest orb difference from astronomy-engine: ${(largest * 3600).toFixed(0)}″`);
  t.true(largest < 0.02);
  for (const entry of context.transits.upcoming) {
    t.false(entry.activeNow);
    t.true(entry.inOrbFrom > context.transits.from && entry.inOrbFrom <= context.transits.until);
  }
  t.is(context.transits.method, 'exact');
  t.is(context.transits.from, '2026-11-22T12:00:00.000Z');
  t.is(context.transits.until, '2026-12-02T12:00:00.000Z');

  const text: string = context.text;
  t.true(text.startsWith('Du bist Stella'));
  // The natal chart as every chart-like answer writes it in Markdown (features/markdown), in German.
  for (const phrase of [
    'Geburtshoroskop',
    'Aktuelle Transite',
    'Kommende Tage',
    'Sonne in Zwillinge',
    'user-1',
    '### Positionen',
    '### Figuren',
  ])
    t.true(text.includes(phrase), phrase);
  const first = context.transits.active[0];
  t.true(text.includes(`${first.transitingName}`) && text.includes(`Radix-${first.natalName}`));
  t.true(text.length < 6000, `${text.length} characters`);
});

/** The first chart of the Swiss Ephemeris transit reference (test/fixtures/reference/README.md): a birth and a year of exact transits. */
interface ReferenceChart {
  birthUtc: string;
  lat: number;
  lon: number;
  aspects: { utc: string; transit: string; natal: string; separation: number; speed: number }[];
}
const REFERENCE = path.resolve(import.meta.dirname, '..', 'fixtures', 'reference', 'transits-sample.json');
const REFERENCE_NATAL: Record<string, string> = { asc: 'ascendant', mc: 'midheaven' };

test("context transits: exact instants agree with the Swiss Ephemeris and are the transit endpoint's; orb windows hold them", async (t) => {
  const chart: ReferenceChart = JSON.parse(readFileSync(REFERENCE, 'utf8')).charts[0];
  const org = await fresh();
  const bot = await chatbotOf(org);
  const [date, time] = chart.birthUtc.replace('Z', '').split('T');
  const profile = await profileOf(org, bot.id, {
    birthDate: date,
    birthTime: time,
    birthPlaceLat: chart.lat,
    birthPlaceLng: chart.lon,
    timezone: 'UTC',
  });
  const at = '1980-03-10T06:00:00Z';
  const reply = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context?at=${at}&days=30`, {
    key: org.ownerKey,
  });
  t.is(reply.status, 200, reply.text);
  const { transits } = reply.body.data.attributes;
  const from = Date.parse(at);
  const until = from + 30 * 86_400_000;
  type Entry = {
    transiting: string;
    aspect: string;
    natal: string;
    exactAt: string | null;
    inOrbFrom: string | null;
    inOrbUntil: string | null;
    orbNow: number;
    orbAllowed: number;
    motion: string;
  };

  // Every exact pass listed: at the Swiss Ephemeris instant, within the time the planet needs for 2″.
  const angle = (aspect: string) => ASPECTS.find((a) => a.id === aspect)!.angle;
  let largest = 0;
  let checked = 0;
  const timed: Entry[] = [...transits.active, ...transits.upcoming].filter((e: Entry) => e.exactAt !== null);
  for (const entry of timed) {
    const exact = Date.parse(entry.exactAt!);
    t.true(exact >= from && exact < until, `${entry.exactAt} in the outlook`);
    t.true(
      (entry.inOrbFrom === null || Date.parse(entry.inOrbFrom) <= exact) &&
        (entry.inOrbUntil === null || exact <= Date.parse(entry.inOrbUntil)),
      'the window holds the pass',
    );
    const reference = chart.aspects
      .filter(
        (a) =>
          a.transit === entry.transiting &&
          (REFERENCE_NATAL[a.natal] ?? a.natal) === entry.natal &&
          Math.abs(a.separation) === angle(entry.aspect),
      )
      .sort((a, b) => Math.abs(Date.parse(a.utc) - exact) - Math.abs(Date.parse(b.utc) - exact))[0];
    if (!reference) continue; // natal points the reference does not have (Chiron, the node)
    const seconds = Math.abs(Date.parse(reference.utc) - exact) / 1000;
    const arcseconds = (seconds / 86_400) * Math.abs(reference.speed) * 3600;
    t.true(
      arcseconds <= 2 || seconds <= 1,
      `${entry.transiting} ${entry.aspect} ${entry.natal}: ${seconds} s, ${arcseconds.toFixed(2)}″ from ${reference.utc}`,
    );
    largest = Math.max(largest, seconds);
    checked++;
  }
  t.true(checked >= 10, `${checked} passes checked`);
  t.log(`${checked} exact instants; largest difference from the Swiss Ephemeris: ${largest.toFixed(0)} s`);

  // Over a week (fewer than the 15 listed), every pass the reference has is there (transiting Sun to Pluto, natal points of the summary).
  const natalIds = new Set(reply.body.data.attributes.natal.points.map((p: { id: string }) => p.id));
  const week = (
    await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context?at=${at}&days=7`, {
      key: org.ownerKey,
    })
  ).body.data.attributes.transits;
  t.true(week.upcoming.length < 15 && week.active.length < 15, 'none left out');
  const listed: Entry[] = [...week.active, ...week.upcoming].filter((e: Entry) => e.exactAt !== null);
  const ASPECT_OF: Record<number, string> = {
    0: 'conjunction',
    60: 'sextile',
    90: 'square',
    120: 'trine',
    180: 'opposition',
  };
  const expected = chart.aspects.filter(
    (a) =>
      Date.parse(a.utc) >= from &&
      Date.parse(a.utc) < from + 7 * 86_400_000 &&
      !['moon', 'meanNode'].includes(a.transit) &&
      natalIds.has(REFERENCE_NATAL[a.natal] ?? a.natal),
  );
  t.true(expected.length >= 3);
  const missing = expected.filter(
    (a) =>
      !listed.some(
        (e) =>
          `${e.transiting}|${e.aspect}|${e.natal}` ===
            `${a.transit}|${ASPECT_OF[Math.abs(a.separation)]}|${REFERENCE_NATAL[a.natal] ?? a.natal}` &&
          Math.abs(Date.parse(e.exactAt!) - Date.parse(a.utc)) < 600_000,
      ),
  );
  t.deepEqual(
    missing.map((a) => `${a.utc} ${a.transit} ${a.separation} ${a.natal}`),
    [],
  );

  // The same instants and windows as POST /api/calc/transit.
  const endpoint = await call(service, 'POST', '/api/calc/transit', {
    key: org.ownerKey,
    body: {
      birthDate: chart.birthUtc,
      birthLocation: { latitude: chart.lat, longitude: chart.lon },
      transitDateStart: at,
      transitDateEnd: new Date(until).toISOString(),
      points: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
      natalPoints: [...natalIds],
    },
    headers: { 'X-Api-Version': '2026-09-03' },
  });
  t.is(endpoint.status, 200, endpoint.text);
  const passes = endpoint.body.data.aspects.flatMap(
    (g: {
      transiting: string;
      aspect: string;
      natal: string;
      occurrences: { exact: string; orbEntry: string | null; orbExit: string | null }[];
    }) => g.occurrences.map((o) => ({ key: `${g.transiting}|${g.aspect}|${g.natal}`, ...o })),
  );
  for (const entry of timed) {
    const pass = passes.find(
      (p: { key: string; exact: string }) =>
        p.key === `${entry.transiting}|${entry.aspect}|${entry.natal}` && p.exact === entry.exactAt,
    );
    t.truthy(pass, `${entry.transiting} ${entry.aspect} ${entry.natal} ${entry.exactAt}`);
    t.deepEqual([entry.inOrbFrom, entry.inOrbUntil], [pass?.orbEntry, pass?.orbExit]);
  }

  // Active transits: within orb now; their windows opened by now; without a pass in the outlook, no instants.
  for (const entry of transits.active as Entry[]) {
    t.true(entry.orbNow <= entry.orbAllowed + 1e-6);
    if (entry.exactAt === null) t.deepEqual([entry.inOrbFrom, entry.inOrbUntil], [null, null]);
    else {
      t.is(entry.motion, 'applying', 'a pass ahead in the same window: applying (or a station between)');
      t.true(entry.inOrbFrom === null || Date.parse(entry.inOrbFrom) <= from);
    }
  }
  t.true(
    transits.active.some((e: Entry) => e.exactAt === null && e.motion === 'separating'),
    'separating transits, whose pass was before now, are active too',
  );
});

test("context uses the organization's custom copy of a transit text; includeText adds bodies", async (t) => {
  const org = await fresh();
  const other = await fresh();
  const [bot, otherBot] = [await chatbotOf(org), await chatbotOf(other)];
  const [profile, otherProfile] = [await profileOf(org, bot.id), await profileOf(other, otherBot.id)];
  const path = (b: string, p: string) => `/api/chatbots/${b}/profiles/${p}/context?at=${AT}&includeText=true`;
  const before = (await call(service, 'GET', path(bot.id, profile.id), { key: org.ownerKey })).body.data.attributes;
  const entry = before.transits.active[0];
  t.truthy(entry.body);

  const content = await call(
    service,
    'GET',
    `/api/content?filter[urn]=${encodeURIComponent(entry.urn)}&filter[language]=en&filter[owner]=global`,
    { key: org.ownerKey },
  );
  const global = content.body.data.find((i: { attributes: { urn: string } }) => i.attributes.urn === entry.urn);
  t.is(global.attributes.title, entry.title);
  const copy = await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey });
  await call(service, 'PATCH', `/api/content/${copy.body.data.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'content', attributes: { title: 'Our own title', body: 'Our own words.' } } },
  });

  const after = (await call(service, 'GET', path(bot.id, profile.id), { key: org.ownerKey })).body.data.attributes;
  const same = after.transits.active.find((e: { urn: string }) => e.urn === entry.urn);
  t.is(same.title, 'Our own title');
  t.is(same.body, 'Our own words.');
  t.true(after.text.includes('Our own title'));
  const theirs = (await call(service, 'GET', path(otherBot.id, otherProfile.id), { key: other.ownerKey })).body.data
    .attributes;
  t.is(theirs.transits.active.find((e: { urn: string }) => e.urn === entry.urn).title, global.attributes.title);
});

test('context with an unknown birth time has no houses or angles; bad context parameters are named', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org, { language: 'es' });
  const profile = await profileOf(org, bot.id, { birthTime: null });
  const base = `/api/chatbots/${bot.id}/profiles/${profile.id}/context`;
  const reply = await call(service, 'GET', `${base}?at=${AT}`, { key: org.ownerKey });
  t.is(reply.status, 200);
  const context = reply.body.data.attributes;
  t.false(context.natal.birthTimeKnown);
  t.is(context.natal.houseSystem, null);
  t.false(context.natal.points.some((p: { id: string }) => p.id === 'ascendant' || p.id === 'midheaven'));
  t.true(context.natal.points.every((p: { house: number | null }) => p.house === null));
  t.true(context.text.includes('hora de nacimiento desconocida'));
  t.true(context.text.includes('Tránsitos actuales'));
  for (const [query, parameter] of [
    ['days=0', 'days'],
    ['days=31', 'days'],
    ['at=yesterday', 'at'],
    ['timezone=Nowhere/Town', 'timezone'],
    ['includeText=maybe', 'includeText'],
  ]) {
    const bad = await call(service, 'GET', `${base}?${query}`, { key: org.ownerKey });
    t.is(bad.status, 400, query);
    t.is(parameterOf(bad), parameter, query);
  }
});

test('a disabled chatbot takes no profiles and gives no context (409); its allowed domains are checked for browsers', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org, { allowedDomains: ['*.example.com'] });
  const profile = await profileOf(org, bot.id);
  const contextPath = `/api/chatbots/${bot.id}/profiles/${profile.id}/context?at=${AT}`;
  const allowed = await call(service, 'GET', contextPath, {
    key: org.ownerKey,
    headers: { Origin: 'https://app.example.com' },
  });
  t.is(allowed.status, 200);
  const refused = await call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
    key: org.ownerKey,
    body: profileBody({ externalUserId: 'x' }),
    headers: { Origin: 'https://evil.test' },
  });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].code, 'domain_not_allowed');
  t.is(parameterOf(refused), 'Origin');

  await call(service, 'PATCH', `/api/chatbots/${bot.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'chatbots', attributes: { enabled: false } } },
  });
  const post = await call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
    key: org.ownerKey,
    body: profileBody({ externalUserId: 'late' }),
  });
  t.is(post.status, 409);
  t.is(post.body.errors[0].code, 'chatbot_disabled');
  t.is((await call(service, 'GET', contextPath, { key: org.ownerKey })).status, 409);
  t.is(
    (await call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}`, { key: org.ownerKey })).status,
    200,
    'profiles stay readable',
  );
});

test("a chatbot's allowed domains follow the keys' rule: Origin null and unreadable headers are refused, neither header is a server call", async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org, { allowedDomains: ['example.com'] });
  const profile = await profileOf(org, bot.id);
  const paths = [
    `/api/chatbots/${bot.id}/profiles/${profile.id}`,
    `/api/chatbots/${bot.id}/profiles/${profile.id}/context?at=${AT}`,
  ];
  const refusedBy: [Record<string, string>, string][] = [
    [{ Origin: 'null' }, 'Origin'],
    [{ Origin: 'null', Referer: 'https://example.com/page' }, 'Origin'],
    [{ Origin: 'not a url' }, 'Origin'],
    [{ Referer: 'https://evil.test/page' }, 'Referer'],
    [{ Referer: 'garbage' }, 'Referer'],
  ];
  for (const path of paths) {
    for (const [headers, header] of refusedBy) {
      const reply = await call(service, 'GET', path, { key: org.ownerKey, headers });
      t.is(reply.status, 403, `${path} ${JSON.stringify(headers)}`);
      t.is(reply.body.errors[0].code, 'domain_not_allowed');
      t.is(parameterOf(reply), header);
    }
    t.is(
      (await call(service, 'GET', path, { key: org.ownerKey, headers: { Origin: 'https://example.com' } })).status,
      200,
    );
    t.is(
      (await call(service, 'GET', path, { key: org.ownerKey, headers: { Referer: 'https://example.com/chat' } }))
        .status,
      200,
    );
    t.is(
      (await call(service, 'GET', path, { key: org.ownerKey })).status,
      200,
      'no Origin and no Referer: a server call',
    );
  }
  const post = await call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
    key: org.ownerKey,
    body: profileBody({ externalUserId: 'sandboxed' }),
    headers: { Origin: 'null' },
  });
  t.is(post.status, 403);
  t.is(post.body.errors[0].code, 'domain_not_allowed');
});

test("another organization's chatbots and profiles are never found (404, no data)", async (t) => {
  const owner = await fresh();
  const intruder = await fresh();
  const bot = await chatbotOf(owner, { name: 'Secret bot', persona: 'Secret persona' });
  const profile = await profileOf(owner, bot.id, { externalUserId: 'secret-user' });
  const probes: [string, string, unknown][] = [
    ['GET', `/api/chatbots/${bot.id}`, undefined],
    ['PATCH', `/api/chatbots/${bot.id}`, { data: { type: 'chatbots', attributes: { name: 'Mine' } } }],
    ['DELETE', `/api/chatbots/${bot.id}`, undefined],
    ['GET', `/api/chatbots/${bot.id}/profiles`, undefined],
    ['POST', `/api/chatbots/${bot.id}/profiles`, profileBody()],
    ['GET', `/api/chatbots/${bot.id}/profiles/${profile.id}`, undefined],
    [
      'PATCH',
      `/api/chatbots/${bot.id}/profiles/${profile.id}`,
      { data: { type: 'chat-profile', attributes: { birthPlaceName: 'x' } } },
    ],
    ['DELETE', `/api/chatbots/${bot.id}/profiles/${profile.id}`, undefined],
    ['GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context`, undefined],
  ];
  for (const [method, path, body] of probes) {
    const reply = await call(service, method, path, { key: intruder.ownerKey, body });
    t.is(reply.status, 404, `${method} ${path}`);
    t.false(reply.text.includes('Secret') || reply.text.includes('secret-user'), `${method} ${path}`);
  }
  // Their own chatbot cannot reach the other's profile either.
  const own = await chatbotOf(intruder);
  t.is(
    (await call(service, 'GET', `/api/chatbots/${own.id}/profiles/${profile.id}`, { key: intruder.ownerKey })).status,
    404,
  );
  t.deepEqual(
    (await call(service, 'GET', '/api/chatbots', { key: intruder.ownerKey })).body.data.map(
      (b: { id: string }) => b.id,
    ),
    [own.id],
  );
  t.is(
    (await call(service, 'GET', `/api/chatbots/${bot.id}`, { key: owner.ownerKey })).body.data.attributes.name,
    'Secret bot',
  );
});

/**
 * The permissions chosen for the chatbot routes: reading chatbots org:read, changing them
 * org:update; profiles and context calc:use. Expected outcomes follow the spec's matrix.
 */
const SPEC_MATRIX: Record<'org:read' | 'org:update' | 'calc:use', Record<Role, boolean>> = {
  'org:read': { owner: true, manager: true, member: true },
  'org:update': { owner: true, manager: true, member: false },
  'calc:use': { owner: true, manager: true, member: true },
};

for (const role of ROLES) {
  test(`${role}: chatbot and profile actions follow the role matrix`, async (t) => {
    const org = await fresh();
    const actor = await addMemberWithKey(service.services.db, org.organizationId, role);
    const bot = await chatbotOf(org);
    const profile = await profileOf(org, bot.id);
    const actions: [keyof typeof SPEC_MATRIX, () => Promise<{ status: number; body: any }>, number][] = [
      ['org:read', () => call(service, 'GET', '/api/chatbots', { key: actor.key }), 200],
      ['org:read', () => call(service, 'GET', `/api/chatbots/${bot.id}`, { key: actor.key }), 200],
      ['org:update', () => call(service, 'POST', '/api/chatbots', { key: actor.key, body: chatbotBody() }), 201],
      [
        'org:update',
        () =>
          call(service, 'PATCH', `/api/chatbots/${bot.id}`, {
            key: actor.key,
            body: { data: { type: 'chatbots', attributes: { persona: 'p' } } },
          }),
        200,
      ],
      [
        'calc:use',
        () =>
          call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, {
            key: actor.key,
            body: profileBody({ externalUserId: `by-${role}` }),
          }),
        201,
      ],
      ['calc:use', () => call(service, 'GET', `/api/chatbots/${bot.id}/profiles`, { key: actor.key }), 200],
      [
        'calc:use',
        () =>
          call(service, 'PATCH', `/api/chatbots/${bot.id}/profiles/${profile.id}`, {
            key: actor.key,
            body: { data: { type: 'chat-profile', attributes: { birthPlaceName: 'Paris, FR' } } },
          }),
        200,
      ],
      [
        'calc:use',
        () =>
          call(service, 'GET', `/api/chatbots/${bot.id}/profiles/${profile.id}/context?at=${AT}&days=2`, {
            key: actor.key,
          }),
        200,
      ],
      [
        'calc:use',
        async () =>
          call(
            service,
            'DELETE',
            `/api/chatbots/${bot.id}/profiles/${(await profileOf(org, bot.id, { externalUserId: `gone-${role}` })).id}`,
            { key: actor.key },
          ),
        200,
      ],
      [
        'org:update',
        async () => call(service, 'DELETE', `/api/chatbots/${(await chatbotOf(org)).id}`, { key: actor.key }),
        200,
      ],
    ];
    for (const [permission, act, success] of actions) {
      const reply = await act();
      if (SPEC_MATRIX[permission][role]) {
        t.is(reply.status, success, `${permission}: ${JSON.stringify(reply.body?.errors)}`);
      } else {
        t.is(reply.status, 403, permission);
        t.is(reply.body.errors[0].code, 'missing_permission');
        t.is(reply.body.errors[0].meta.permission, permission);
      }
    }
  });
}

test('a key limited to calc:read manages profiles but not chatbots; the chatbots module is required', async (t) => {
  const org = await fresh();
  const bot = await chatbotOf(org);
  const { db } = service.services;
  const calcOnly = await addMemberWithKey(db, org.organizationId, 'owner', { permissions: ['calc:read'] });
  t.is(
    (await call(service, 'POST', `/api/chatbots/${bot.id}/profiles`, { key: calcOnly.key, body: profileBody() }))
      .status,
    201,
  );
  const refused = await call(service, 'POST', '/api/chatbots', { key: calcOnly.key, body: chatbotBody() });
  t.is(refused.status, 403);
  t.is(refused.body.errors[0].meta.permission, 'org:update');
  const natalOnly = await addMemberWithKey(db, org.organizationId, 'owner', { modules: ['natal'] });
  const noModule = await call(service, 'GET', `/api/chatbots/${bot.id}/profiles`, { key: natalOnly.key });
  t.is(noModule.status, 403);
  t.is(noModule.body.errors[0].code, 'missing_module');
});
