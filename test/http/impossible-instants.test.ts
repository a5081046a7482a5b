/**
 * Impossible calendar instants and hour 24 are refused wherever a date or instant is read, with a
 * 400 naming the field and saying what is wrong (docs/conventions.md, "Time"): nothing rolls
 * 2023-02-30 over to 2 March or T24:00 to the next day. Every reader uses the one date grammar
 * (src/astro/time/date-grammar.ts), so one table covers them all.
 */
import test from 'ava';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;
let contextPath: string;

test.before(async () => {
  service = await startTestService();
  org = await createOrganization(service.services.db);
  const chatbot = await call(service, 'POST', '/api/chatbots', {
    key: org.ownerKey,
    body: { data: { type: 'chatbots', attributes: { name: 'Stella', persona: 'You are Stella.', language: 'en' } } },
  });
  if (chatbot.status !== 201) throw new Error(chatbot.text);
  const profile = await call(service, 'POST', `/api/chatbots/${chatbot.body.data.id}/profiles`, {
    key: org.ownerKey,
    body: {
      data: {
        type: 'chat-profile',
        attributes: { externalUserId: 'u1', birthDate: '1990-06-15', birthPlaceLat: 48.85, birthPlaceLng: 2.35 },
      },
    },
  });
  if (profile.status !== 201) throw new Error(profile.text);
  contextPath = `/api/chatbots/${chatbot.body.data.id}/profiles/${profile.body.data.id}/context`;
});
test.after.always(async () => service?.stopAll());

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const BIRTH = { birthDateTime: '1990-06-15T14:30', birthLocation: PARIS };

/** A date or date-time field: the request carrying `value` in it. */
interface Field {
  name: string;
  /** Which forms the field takes: date-times (with or without an offset) or bare dates. */
  takes: 'date-time' | 'date';
  request: (value: string) => { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };
}

const post = (path: string, body: (value: string) => Record<string, unknown>) => (value: string) => ({
  method: 'POST' as const,
  path,
  body: body(value),
});
const get = (path: () => string, parameter: string) => (value: string) => ({
  method: 'GET' as const,
  path: `${path()}?${parameter}=${encodeURIComponent(value)}`,
});

const FIELDS: Field[] = [
  {
    name: 'dateTime',
    takes: 'date-time',
    request: post('/api/calc/natal', (dateTime) => ({ dateTime, ...PARIS, timezone: 'Europe/Paris' })),
  },
  {
    name: 'targetDate',
    takes: 'date-time',
    request: post('/api/calc/progressions', (targetDate) => ({ ...BIRTH, targetDate })),
  },
  { name: 'instant', takes: 'date-time', request: get(() => '/api/calc/positions', 'instant') },
  { name: 'at', takes: 'date-time', request: get(() => contextPath ?? '', 'at') },
  {
    name: 'dateTime',
    takes: 'date-time',
    request: post('/api/numerology/profile', (dateTime) => ({ dateTime, fullName: 'Ada Lovelace' })),
  },
  {
    name: 'birthDate',
    takes: 'date-time',
    request: post('/api/calc/chinese-forecast', (birthDate) => ({ birthDate, forecastYear: 2026 })),
  },
  {
    name: 'birthDate',
    takes: 'date-time',
    request: post('/api/calc/chinese-horoscope', (birthDate) => ({ birthDate, ...PARIS })),
  },
  {
    name: 'transitDateStart',
    takes: 'date-time',
    request: post('/api/calc/transit', (transitDateStart) => ({
      birthDate: BIRTH.birthDateTime,
      birthLocation: PARIS,
      transitDateStart,
      transitDateEnd: '2023-04-01',
    })),
  },
  {
    name: 'transitDateEnd',
    takes: 'date-time',
    request: post('/api/calc/transit', (transitDateEnd) => ({
      birthDate: BIRTH.birthDateTime,
      birthLocation: PARIS,
      transitDateStart: '2023-01-01',
      transitDateEnd,
    })),
  },
  {
    name: 'dateTime',
    takes: 'date-time',
    request: post('/api/calc/moon-calendar/day', (dateTime) => ({ dateTime, location: { timezone: 'UTC' } })),
  },
  {
    name: 'dateTime',
    takes: 'date-time',
    request: post('/api/calc/moon-sun', (dateTime) => ({ dateTime, location: PARIS })),
  },
  {
    name: 'startDate',
    takes: 'date',
    request: post('/api/calc/moon-calendar/range', (startDate) => ({
      startDate,
      endDate: '2023-03-05',
      location: { timezone: 'UTC' },
    })),
  },
  {
    name: 'endDate',
    takes: 'date',
    request: post('/api/calc/retrograde', (endDate) => ({ startDate: '2023-01-01', endDate })),
  },
  {
    name: 'startDate',
    takes: 'date',
    request: post('/api/calc/eclipses', (startDate) => ({ startDate, endDate: '2024-01-01' })),
  },
  {
    name: 'returnDate',
    takes: 'date',
    request: post('/api/calc/lunar-return', (returnDate) => ({ ...BIRTH, returnDate })),
  },
];

/** The impossible texts, for a field taking date-times and for one taking dates, and what the answer must say. */
const IMPOSSIBLE: Record<Field['takes'], Array<[string, RegExp]>> = {
  'date-time': [
    ['2023-02-30T00:00:00Z', /2023-02-30T00:00:00Z is not a date that exists: day 30 does not exist in February 2023/],
    ['2023-02-28T24:00:00Z', /hour 24 is not accepted, use 00:00 of the next day \(2023-03-01T00:00\)/],
    ['2023-02-28T24:00', /hour 24 is not accepted, use 00:00 of the next day \(2023-03-01T00:00\)/],
    ['2023-02-28T23:60+01:00', /minute 60/],
  ],
  date: [
    ['2023-02-30', /2023-02-30 is not a date that exists: day 30 does not exist in February 2023/],
    [
      '2023-02-28T24:00',
      /hour 24 is not accepted, use 00:00 of the next day \(2023-03-01T00:00\); expected a date YYYY-MM-DD/,
    ],
    ['2023-02-28T12:00', /expected a date YYYY-MM-DD, without a time of day/],
  ],
};

for (const field of FIELDS) {
  const probe = field.request('…');
  const route =
    field.name === 'at' ? '/api/chatbots/{id}/profiles/{profileId}/context' : probe.path.replace(/\?.*/, '');
  test(`${probe.method} ${route}: impossible ${field.name} → 400 naming it`, async (t) => {
    for (const [value, detail] of IMPOSSIBLE[field.takes]) {
      const { method, path, body } = field.request(value);
      const reply = await call(service, method, path, { key: org.ownerKey, body });
      t.is(reply.status, 400, `${value}: ${reply.text}`);
      const [error] = reply.body.errors;
      t.is(error.code, 'invalid_parameter', value);
      t.is(error.source.parameter, field.name, value);
      t.is(error.source.in, method === 'GET' ? 'query' : 'body', value);
      t.regex(error.detail, detail, value);
    }
  });
}

test('the forms the engine reads are the forms the schemas take: …T12:00+0100 and +01 on a target date and an instant', async (t) => {
  for (const targetDate of ['2026-06-15T12:00+0100', '2026-06-15T12:00+01', '2026-06-15 12:00+01:00']) {
    const reply = await call(service, 'POST', '/api/calc/progressions', {
      key: org.ownerKey,
      body: { ...BIRTH, targetDate },
    });
    t.is(reply.status, 200, `${targetDate}: ${reply.text}`);
    t.is(reply.body.data.attributes.targetDate, '2026-06-15T11:00:00.000Z', targetDate);
  }
  for (const instant of ['2026-11-21T12:00:00+01:00', '2026-11-21T12:00+0100', '2026-11-21T11:00:00.000000Z']) {
    const reply = await call(service, 'GET', `/api/calc/positions?instant=${encodeURIComponent(instant)}`, {
      key: org.ownerKey,
    });
    t.is(reply.status, 200, `${instant}: ${reply.text}`);
    t.is(reply.body.data.attributes.instant, '2026-11-21T11:00:00.000Z', instant);
  }
});

test('a + sent unencoded in a query string reads as a space, and the answer says so', async (t) => {
  const reply = await call(service, 'GET', '/api/calc/positions?instant=2026-11-21T12:00+01:00', {
    key: org.ownerKey,
  });
  t.is(reply.status, 400);
  t.is(reply.body.errors[0].source.parameter, 'instant');
  t.regex(reply.body.errors[0].detail, /write it %2B/);
});
