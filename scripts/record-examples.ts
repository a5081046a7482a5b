/**
 * Records the examples /openapi.json shows: runs the service on the embedded PGlite database (with
 * the response check on, so every recorded body matches its schema), calls every operation with
 * the fixed inputs below, and writes each operation's request and first response to
 * src/features/docs/recorded-examples.json. Ids and instants of the run are kept as recorded.
 *
 *   npm run examples:record
 *
 * Needs Redis (REDIS_URL or TEST_REDIS_URL, default 127.0.0.1:6379), as the tests do.
 */
import dns from 'node:dns';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.TEST_DATABASE = 'pglite';

// The webhook example registers https://example.com/…, whose address the service checks when it is
// registered; the recording must not depend on this machine's DNS, so that one name resolves to a
// fixed public address (TEST-NET addresses would be refused as private). Nothing is delivered.
const lookup = dns.promises.lookup;
dns.promises.lookup = ((host: string, options: unknown) =>
  host === 'example.com'
    ? Promise.resolve([{ address: '93.184.215.14', family: 4 }])
    : lookup(host, options as never)) as typeof lookup;
const { startTestService, call } = await import('../test/support/test-service.ts');
const { createOrganization } = await import('../test/support/factories.ts');
const { startFakeChatApi } = await import('../test/support/fake-chat-api.ts');
const { versionRegistry } = await import('../src/versioning/registry.ts');
const { VERSION_HEADER } = await import('../src/http/api-version.ts');

export const EXAMPLES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/features/docs/recorded-examples.json',
);

const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

/** The chat profile's birth, sent once with metadata and once with a zone of its own. */
const PROFILE_BIRTH = {
  externalUserId: 'user-42',
  birthDate: '1990-06-15',
  birthTime: '14:30',
  birthPlaceLat: LONDON.latitude,
  birthPlaceLng: LONDON.longitude,
  birthPlaceName: 'London',
};
const PARIS = { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const BIRTH = { dateTime: '1990-06-15T14:30', ...LONDON };
const PARTNER = { dateTime: '1992-03-08T09:15', ...PARIS };
const PAIR = {
  dateTime1: BIRTH.dateTime,
  location1: LONDON,
  dateTime2: PARTNER.dateTime,
  location2: PARIS,
  name1: 'Alice',
  name2: 'Bob',
};
const MOVING = { birthDateTime: BIRTH.dateTime, birthLocation: LONDON };
const natalQuery = {
  dateTime: BIRTH.dateTime,
  latitude: String(LONDON.latitude),
  longitude: String(LONDON.longitude),
  timezone: LONDON.timezone,
};

/** One call: which operation, how, and what to keep of its answer for the calls after it. */
interface Step {
  operationId: string;
  method: string;
  path: string | (() => string);
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  keep?: (body: any) => void;
  /** A second call of an operation, recorded for another status it answers (e.g. 200 beside 201). */
  another?: boolean;
}

type RecordedExample = import('../src/http/openapi.ts').RecordedExample;

const ids: Record<string, string> = {};
const id = (name: string) => () => ids[name];

const steps: Step[] = [
  { operationId: 'health', method: 'GET', path: '/healthz' },
  { operationId: 'readiness', method: 'GET', path: '/readyz' },
  { operationId: 'root', method: 'GET', path: '/', headers: { Accept: 'application/json' } },
  { operationId: 'changelog', method: 'GET', path: '/changelog.json' },
  { operationId: 'getMe', method: 'GET', path: '/api/me' },
  {
    operationId: 'createApiKey',
    method: 'POST',
    path: '/api/api-keys',
    body: {
      data: {
        type: 'api-keys',
        attributes: { name: 'Website', permissions: ['calc:use', 'chart:use'], expiresIn: 2_592_000 },
      },
    },
    keep: (b) => (ids.key = b.data.id),
  },
  { operationId: 'listApiKeys', method: 'GET', path: '/api/api-keys' },
  { operationId: 'getApiKey', method: 'GET', path: () => `/api/api-keys/${ids.key}` },
  {
    operationId: 'updateApiKey',
    method: 'PATCH',
    path: () => `/api/api-keys/${ids.key}`,
    body: { data: { type: 'api-keys', attributes: { name: 'Website (production)', rateLimitMax: 600 } } },
  },
  { operationId: 'revokeApiKey', method: 'DELETE', path: () => `/api/api-keys/${ids.key}` },
  {
    operationId: 'addMember',
    method: 'POST',
    path: '/api/org/users',
    body: { data: { type: 'members', attributes: { email: 'ada@example.com', name: 'Ada Lovelace', role: 'member' } } },
    keep: (b) => (ids.member = b.data.id ?? b.data.memberId),
  },
  { operationId: 'listMembers', method: 'GET', path: '/api/org/users' },
  { operationId: 'getMember', method: 'GET', path: () => `/api/org/users/${ids.member}` },
  {
    operationId: 'updateMember',
    method: 'PATCH',
    path: () => `/api/org/users/${ids.member}`,
    body: { data: { type: 'members', attributes: { role: 'manager' } } },
  },
  { operationId: 'removeMember', method: 'DELETE', path: () => `/api/org/users/${ids.member}` },
  { operationId: 'getOrganizationApiVersion', method: 'GET', path: '/api/org/api-version' },
  {
    operationId: 'pinOrganizationApiVersion',
    method: 'PATCH',
    path: '/api/org/api-version',
    body: { data: { type: 'organizations', attributes: { apiVersion: '2026-09-03' } } },
  },
  { operationId: 'listModules', method: 'GET', path: '/api/modules' },
  { operationId: 'getUsage', method: 'GET', path: '/api/usage' },
  {
    operationId: 'getPositions',
    method: 'GET',
    path: '/api/calc/positions',
    query: { instant: '2026-06-21T12:00:00Z' },
  },
  {
    operationId: 'listPdfTemplates',
    method: 'GET',
    path: '/api/pdf-reports/templates',
    query: { 'filter[reportType]': 'natal' },
  },
  {
    operationId: 'createPdfTemplate',
    method: 'POST',
    path: '/api/pdf-reports/templates',
    body: {
      data: {
        type: 'pdf-templates',
        attributes: {
          name: 'Natal, brand colours',
          description: 'Our natal report',
          reportType: 'natal',
          editorConfig: { sections: ['cover', 'wheel', 'positions', 'aspects'] },
          pageSettings: { size: 'A4', orientation: 'portrait' },
          customCss: '',
        },
      },
    },
    keep: (b) => (ids.template = b.data.id),
  },
  { operationId: 'getPdfTemplate', method: 'GET', path: () => `/api/pdf-reports/templates/${ids.template}` },
  {
    operationId: 'updatePdfTemplate',
    method: 'PATCH',
    path: () => `/api/pdf-reports/templates/${ids.template}`,
    body: { data: { type: 'pdf-templates', attributes: { description: 'Our natal report, second edition' } } },
  },
  {
    operationId: 'createPdfReport',
    method: 'POST',
    path: '/api/pdf-reports',
    body: {
      data: {
        type: 'pdf-reports',
        attributes: { reportType: 'natal', name: 'Alice', language: 'en', birthData: BIRTH },
      },
    },
    keep: (b) => (ids.report = b.data.id),
  },
  { operationId: 'getPdfReport', method: 'GET', path: () => `/api/pdf-reports/${ids.report}` },
  { operationId: 'deletePdfTemplate', method: 'DELETE', path: () => `/api/pdf-reports/templates/${ids.template}` },
  { operationId: 'getNatalChart', method: 'GET', path: '/api/calc/natal', query: natalQuery },
  {
    operationId: 'postNatalChart',
    method: 'POST',
    path: '/api/calc/natal',
    body: { ...BIRTH, houseSystem: 'placidus', includeReadableEntities: true, language: 'en' },
  },
  {
    operationId: 'createSignedChartUrl',
    method: 'POST',
    path: '/api/chart/signed-urls',
    body: { ...BIRTH, format: 'svg', expiresIn: 3600 },
  },
  { operationId: 'searchPlaces', method: 'GET', path: '/api/geocoding/search', query: { q: 'Paris', limit: '2' } },
  { operationId: 'listTimezones', method: 'GET', path: '/api/timezones' },
  {
    operationId: 'listContent',
    method: 'GET',
    path: '/api/content',
    query: { 'filter[language]': 'en', 'page[size]': '2' },
  },
  {
    operationId: 'createContent',
    method: 'POST',
    path: '/api/content',
    body: {
      data: {
        type: 'content',
        attributes: {
          urn: 'urn:acme:welcome',
          language: 'en',
          title: 'Welcome',
          body: 'Your chart, *read for you*.',
          metadata: { campaign: 'spring' },
        },
      },
    },
    keep: (b) => (ids.content = b.data.id),
  },
  { operationId: 'getContent', method: 'GET', path: () => `/api/content/${ids.content}` },
  {
    operationId: 'updateContent',
    method: 'PATCH',
    path: () => `/api/content/${ids.content}`,
    body: { data: { type: 'content', attributes: { title: 'Welcome back' } } },
  },
  { operationId: 'deleteContent', method: 'DELETE', path: () => `/api/content/${ids.content}` },
  { operationId: 'restoreContent', method: 'POST', path: () => `/api/content/${ids.content}/restore` },
  {
    operationId: 'copyContent',
    method: 'POST',
    path: () => `/api/content/${ids.globalContent}/custom-copy`,
  },
  {
    operationId: 'createChatbot',
    method: 'POST',
    path: '/api/chatbots',
    body: {
      data: {
        type: 'chatbots',
        attributes: { name: 'Stella', persona: 'A warm, precise astrologer.', language: 'en' },
      },
    },
    keep: (b) => (ids.chatbot = b.data.id),
  },
  { operationId: 'listChatbots', method: 'GET', path: '/api/chatbots' },
  { operationId: 'getChatbot', method: 'GET', path: () => `/api/chatbots/${ids.chatbot}` },
  {
    operationId: 'updateChatbot',
    method: 'PATCH',
    path: () => `/api/chatbots/${ids.chatbot}`,
    body: { data: { type: 'chatbots', attributes: { conversationRetentionDays: 30 } } },
  },
  {
    operationId: 'upsertChatProfile',
    method: 'POST',
    path: () => `/api/chatbots/${ids.chatbot}/profiles`,
    body: {
      data: {
        type: 'chat-profile',
        attributes: { ...PROFILE_BIRTH, metadata: { plan: 'premium' } },
      },
    },
    keep: (b) => (ids.profile = b.data.id),
  },
  {
    operationId: 'upsertChatProfile',
    another: true,
    method: 'POST',
    path: () => `/api/chatbots/${ids.chatbot}/profiles`,
    body: {
      data: {
        type: 'chat-profile',
        attributes: { ...PROFILE_BIRTH, timezone: 'Europe/London' },
      },
    },
  },
  { operationId: 'listChatProfiles', method: 'GET', path: () => `/api/chatbots/${ids.chatbot}/profiles` },
  { operationId: 'getChatProfile', method: 'GET', path: () => `/api/chatbots/${ids.chatbot}/profiles/${ids.profile}` },
  {
    operationId: 'updateChatProfile',
    method: 'PATCH',
    path: () => `/api/chatbots/${ids.chatbot}/profiles/${ids.profile}`,
    body: { data: { type: 'chat-profile', attributes: { birthPlaceName: 'London, UK' } } },
  },
  {
    operationId: 'getChatContext',
    method: 'GET',
    path: () => `/api/chatbots/${ids.chatbot}/profiles/${ids.profile}/context`,
    query: { at: '2026-06-21T12:00:00Z', days: '3' },
  },
  {
    operationId: 'chat',
    method: 'POST',
    path: () => `/api/chat/${ids.chatbot}`,
    headers: { Accept: 'application/json' },
    body: { message: 'What does my Moon sign say about me?', profileId: 'PROFILE' },
    keep: (b) => (ids.conversation = b.data.attributes.conversationId),
  },
  {
    operationId: 'chatDirect',
    method: 'POST',
    path: () => `/api/chat/${ids.chatbot}/direct`,
    headers: { Accept: 'application/json' },
    body: {
      message: 'Which planet rules my chart?',
      birthData: {
        date: '1992-03-08',
        time: '09:15',
        latitude: PARIS.latitude,
        longitude: PARIS.longitude,
        placeName: 'Paris',
      },
    },
  },
  { operationId: 'listChatConversations', method: 'GET', path: () => `/api/chat/${ids.chatbot}/conversations` },
  {
    operationId: 'getChatConversation',
    method: 'GET',
    path: () => `/api/chat/${ids.chatbot}/conversations/${ids.conversation}`,
  },
  {
    operationId: 'deleteChatConversation',
    method: 'DELETE',
    path: () => `/api/chat/${ids.chatbot}/conversations/${ids.conversation}`,
  },
  {
    operationId: 'deleteProfileChatConversations',
    method: 'DELETE',
    path: () => `/api/chat/${ids.chatbot}/conversations`,
    query: { profileId: 'PROFILE' },
  },
  {
    operationId: 'deleteChatProfile',
    method: 'DELETE',
    path: () => `/api/chatbots/${ids.chatbot}/profiles/${ids.profile}`,
  },
  { operationId: 'deleteChatbot', method: 'DELETE', path: () => `/api/chatbots/${ids.chatbot}` },
  {
    operationId: 'createWidget',
    method: 'POST',
    path: '/api/widgets',
    body: {
      data: {
        type: 'widgets',
        attributes: {
          type: 'synastry',
          name: 'Love match',
          // Without the chart: its SVG would make most of the example.
          settings: { theme: 'light', language: 'en', sections: ['score', 'aspects'] },
        },
      },
    },
    keep: (b) => (ids.widget = b.data.id),
  },
  { operationId: 'listWidgets', method: 'GET', path: '/api/widgets' },
  { operationId: 'getWidget', method: 'GET', path: () => `/api/widgets/${ids.widget}` },
  {
    operationId: 'updateWidget',
    method: 'PATCH',
    path: () => `/api/widgets/${ids.widget}`,
    body: { data: { type: 'widgets', attributes: { name: 'Love match (dark)', settings: { theme: 'dark' } } } },
  },
  { operationId: 'getSynastryWidgetSettings', method: 'GET', path: () => `/api/widget-api/synastry/${ids.widget}` },
  {
    operationId: 'calculateSynastry',
    method: 'POST',
    path: () => `/api/widget-api/synastry/${ids.widget}`,
    body: { person1: { ...BIRTH, name: 'Alice' }, person2: { ...PARTNER, name: 'Bob' } },
  },
  { operationId: 'deleteWidget', method: 'DELETE', path: () => `/api/widgets/${ids.widget}` },
  {
    operationId: 'createWebhook',
    method: 'POST',
    path: '/api/webhooks',
    body: {
      data: {
        type: 'webhooks',
        attributes: {
          url: 'https://example.com/hooks/astro',
          events: ['pdf-report.completed', 'pdf-report.failed'],
          description: 'CRM',
        },
      },
    },
    keep: (b) => (ids.webhook = b.data.id),
  },
  { operationId: 'listWebhooks', method: 'GET', path: '/api/webhooks' },
  { operationId: 'getWebhook', method: 'GET', path: () => `/api/webhooks/${ids.webhook}` },
  {
    operationId: 'updateWebhook',
    method: 'PATCH',
    path: () => `/api/webhooks/${ids.webhook}`,
    body: { data: { type: 'webhooks', attributes: { events: ['pdf-report.completed'] } } },
  },
  {
    operationId: 'rotateWebhookSecret',
    method: 'POST',
    path: () => `/api/webhooks/${ids.webhook}/secret-rotations`,
    body: { data: { type: 'webhook-secret-rotations', attributes: { previousSecretExpiresIn: 86_400 } } },
  },
  { operationId: 'listWebhookDeliveries', method: 'GET', path: () => `/api/webhooks/${ids.webhook}/deliveries` },
  { operationId: 'deleteWebhook', method: 'DELETE', path: () => `/api/webhooks/${ids.webhook}` },
  { operationId: 'calculateSynastryChart', method: 'POST', path: '/api/calc/synastry', body: PAIR },
  { operationId: 'calculateCompositeChart', method: 'POST', path: '/api/calc/composite', body: PAIR },
  { operationId: 'calculateDavisonChart', method: 'POST', path: '/api/calc/davison', body: PAIR },
  { operationId: 'calculateSynastryScore', method: 'POST', path: '/api/calc/synastry/score', body: PAIR },
  { operationId: 'calculateSunSignCompatibility', method: 'POST', path: '/api/calc/compatibility', body: PAIR },
  {
    operationId: 'calculateTransits',
    method: 'POST',
    path: '/api/calc/transit',
    body: {
      birthDate: BIRTH.dateTime,
      birthLocation: LONDON,
      transitDateStart: '2026-06-01',
      transitDateEnd: '2026-06-08',
      points: ['sun', 'mars', 'saturn'],
    },
  },
  {
    operationId: 'getWeeklyHoroscope',
    method: 'GET',
    path: '/api/horoscope/weekly/2026/09/pisces',
    query: { language: 'en' },
  },
  {
    operationId: 'getDailyHoroscopes',
    method: 'GET',
    path: '/api/horoscope/daily/2026-06-21',
    query: { language: 'en' },
  },
  {
    operationId: 'getDailyHoroscope',
    method: 'GET',
    path: '/api/horoscope/daily/2026-06-21/leo',
    query: { language: 'en' },
  },
  {
    operationId: 'getMonthlyHoroscope',
    method: 'GET',
    path: '/api/horoscope/monthly/2026/06/leo',
    query: { language: 'en' },
  },
  {
    operationId: 'postNumerologyProfile',
    method: 'POST',
    path: '/api/numerology/profile',
    body: { dateTime: '1990-06-15', fullName: 'Alice Example', forecastYear: 2026, language: 'en' },
  },
  {
    operationId: 'postNumerologyCompatibility',
    method: 'POST',
    path: '/api/numerology/compatibility',
    body: {
      dateTime1: '1990-06-15',
      dateTime2: '1992-03-08',
      fullName1: 'Alice Example',
      fullName2: 'Bob Example',
      language: 'en',
    },
  },
  {
    operationId: 'postChineseHoroscope',
    method: 'POST',
    path: '/api/calc/chinese-horoscope',
    body: { birthDate: BIRTH.dateTime, ...LONDON, language: 'en', includeReadableEntities: true },
  },
  {
    operationId: 'postChineseForecast',
    method: 'POST',
    path: '/api/calc/chinese-forecast',
    body: { birthDate: '1990-06-15', forecastYear: 2026, language: 'en' },
  },
  {
    operationId: 'moonCalendarDay',
    method: 'POST',
    path: '/api/calc/moon-calendar/day',
    body: { dateTime: '2026-06-21T12:00', location: LONDON },
  },
  {
    operationId: 'moonCalendarRange',
    method: 'POST',
    path: '/api/calc/moon-calendar/range',
    body: { startDate: '2026-06-21', endDate: '2026-06-22', location: LONDON },
  },
  {
    operationId: 'moonSun',
    method: 'POST',
    path: '/api/calc/moon-sun',
    body: { dateTime: '2026-06-21T12:00', location: LONDON },
  },
  {
    operationId: 'retrogradePeriods',
    method: 'POST',
    path: '/api/calc/retrograde',
    body: { startDate: '2026-01-01', endDate: '2026-12-31', points: ['mercury'] },
  },
  {
    operationId: 'eclipses',
    method: 'POST',
    path: '/api/calc/eclipses',
    body: { startDate: '2026-01-01', endDate: '2026-12-31', location: LONDON },
  },
  {
    operationId: 'calculateSolarReturn',
    method: 'POST',
    path: '/api/calc/solar-return',
    body: { ...MOVING, returnYear: 2026 },
  },
  {
    operationId: 'calculateLunarReturn',
    method: 'POST',
    path: '/api/calc/lunar-return',
    body: { ...MOVING, returnDate: '2026-06-01' },
  },
  {
    operationId: 'calculateProgressions',
    method: 'POST',
    path: '/api/calc/progressions',
    body: { ...MOVING, targetDate: '2026-06-01' },
  },
  {
    operationId: 'calculateSolarArc',
    method: 'POST',
    path: '/api/calc/solar-arc',
    body: { ...MOVING, targetDate: '2026-06-01' },
  },
];

/** Fills the placeholders that only the run knows (the profile id). */
function filled<T>(value: T): T {
  return (
    JSON.parse(JSON.stringify(value ?? null).replaceAll('"PROFILE"', JSON.stringify(ids.profile ?? ''))) ?? undefined
  );
}

/**
 * /readyz's 503: a service whose Redis does not answer (nothing listens on port 9, the discard
 * port; the service starts all the same, its limits failing open).
 */
async function recordUnready(examples: Record<string, RecordedExample>, failures: string[]): Promise<void> {
  const unready = await startTestService({ REDIS_URL: 'redis://127.0.0.1:9' });
  try {
    const reply = await call(unready, 'GET', '/readyz');
    if (reply.status !== 503) failures.push(`readiness without Redis: ${reply.status} ${reply.text.slice(0, 300)}`);
    else {
      const example = { status: 503, mediaType: 'application/json', path: '/readyz', response: reply.body };
      examples.readiness.others = [...(examples.readiness.others ?? []), example];
    }
  } finally {
    await unready.stopAll();
  }
}

async function main(): Promise<void> {
  const chatApi = await startFakeChatApi();
  const service = await startTestService({
    CHAT_API_URL: chatApi.url,
    CHAT_MODEL: 'example-model',
    REPORT_WORKER: 'off',
  });
  const failures: string[] = [];
  const examples: Record<string, RecordedExample> = {};
  try {
    const { ownerKey } = await createOrganization(service.database.db, 'Example organization');
    // A global text to copy: the first item of the seeded library.
    for (const step of steps) {
      if (step.operationId === 'copyContent') {
        const list = await call(service, 'GET', '/api/content?filter[owner]=global&page[size]=1', { key: ownerKey });
        ids.globalContent = list.body?.data?.[0]?.id;
      }
      const pathname = typeof step.path === 'function' ? step.path() : step.path;
      const query = step.query ? filled(step.query) : undefined;
      const search = query ? `?${new URLSearchParams(query)}` : '';
      const body = step.body !== undefined ? filled(step.body) : undefined;
      // The newest shapes, which the declarations describe and /docs shows.
      const headers = { [VERSION_HEADER]: versionRegistry.latest, ...step.headers };
      const reply = await call(service, step.method, `${pathname}${search}`, { key: ownerKey, body, headers });
      if (reply.status >= 300) {
        failures.push(`${step.operationId} ${step.method} ${pathname}: ${reply.status} ${reply.text.slice(0, 600)}`);
        continue;
      }
      step.keep?.(reply.body);
      const mediaType = (reply.headers.get('content-type') ?? '').split(';')[0];
      const example: RecordedExample = {
        status: reply.status,
        mediaType,
        path: pathname,
        ...(query ? { query } : {}),
        ...(body !== undefined ? { request: body } : {}),
        ...(reply.body !== undefined ? { response: reply.body } : {}),
      };
      const first = examples[step.operationId];
      if (step.another && first) first.others = [...(first.others ?? []), example];
      else examples[step.operationId] = example;
    }
  } finally {
    await service.stopAll();
    await chatApi.close();
  }
  await recordUnready(examples, failures);
  writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
  console.log(`${Object.keys(examples).length} operations recorded in ${path.relative(process.cwd(), EXAMPLES_FILE)}`);
  if (failures.length > 0) {
    // Written all the same, so that one failing operation does not hold up the others' examples; the
    // examples test fails on the operations left without one.
    console.error(`${failures.length} calls failed (no example recorded for them):\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
