/**
 * Records the examples /openapi.json shows: runs the service on the embedded PGlite database (with
 * the response check on, so every recorded body matches its schema), calls every operation with
 * the fixed inputs below, and writes each operation's request and first response to
 * src/features/docs/recorded-examples.json, with the errors each operation answers to calls that
 * go wrong the ways any caller's can (see recordErrors). Ids and instants of the run are kept as
 * recorded.
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
const { createKey, createOrganization } = await import('../test/support/factories.ts');
const { startFakeChatApi } = await import('../test/support/fake-chat-api.ts');
const { versionRegistry } = await import('../src/versioning/registry.ts');
const { VERSION_HEADER } = await import('../src/http/api-version.ts');

export const EXAMPLES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/features/docs/recorded-examples.json',
);

const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

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
  /** The error status the call answers on this run (a report's file while no worker runs: 409), recorded as its error. */
  answers?: number;
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
  // No report worker runs while recording: the file is not ready.
  { operationId: 'getPdfReportFile', method: 'GET', path: () => `/api/pdf-reports/${ids.report}/file`, answers: 409 },
  { operationId: 'deletePdfTemplate', method: 'DELETE', path: () => `/api/pdf-reports/templates/${ids.template}` },
  { operationId: 'getNatalChart', method: 'GET', path: '/api/calc/natal', query: natalQuery },
  // Images: their query parameters and errors are recorded (the image itself is not JSON).
  ...(['Svg', 'Png'] as const).flatMap((format): Step[] => [
    {
      operationId: `getChartImage${format}`,
      method: 'GET',
      path: `/api/chart/image.${format.toLowerCase()}`,
      query: { ...natalQuery, width: '400' },
    },
    {
      operationId: `getChart2Natal${format}`,
      method: 'GET',
      path: `/api/chart2/natal.${format.toLowerCase()}`,
      query: { ...natalQuery, width: '400' },
    },
    {
      operationId: `getCompositeChart${format}`,
      method: 'GET',
      path: `/api/chart/composite.${format.toLowerCase()}`,
      query: {
        'person1.dateTime': BIRTH.dateTime,
        'person1.latitude': String(LONDON.latitude),
        'person1.longitude': String(LONDON.longitude),
        'person2.dateTime': PARTNER.dateTime,
        'person2.latitude': String(PARIS.latitude),
        'person2.longitude': String(PARIS.longitude),
        width: '400',
      },
    },
  ]),
  ...(
    [
      ['solarReturn', 'solar-return', { returnYear: '2026' }],
      ['lunarReturn', 'lunar-return', { returnDate: '2026-06-01' }],
      ['progressions', 'progressions', { targetDate: '2026-06-01' }],
      ['solarArc', 'solar-arc', { targetDate: '2026-06-01' }],
    ] as const
  ).flatMap(([name, path, extra]) =>
    (['SVG', 'PNG'] as const).map(
      (format): Step => ({
        operationId: `${name}Wheel${format}`,
        method: 'GET',
        path: `/api/chart/${path}.${format.toLowerCase()}`,
        query: {
          birthDateTime: BIRTH.dateTime,
          'birthLocation.latitude': String(LONDON.latitude),
          'birthLocation.longitude': String(LONDON.longitude),
          'birthLocation.timezone': LONDON.timezone,
          ...extra,
          width: '400',
        },
      }),
    ),
  ),
  ...(['astrocartography', 'localSpace'] as const).flatMap((name) =>
    (['SVG', 'PNG'] as const).map(
      (format): Step => ({
        operationId: `${name}Map${format}`,
        method: 'GET',
        path: `/api/chart/${name === 'localSpace' ? 'local-space' : name}.${format.toLowerCase()}`,
        query: { ...natalQuery, width: '800' },
      }),
    ),
  ),
  ...(['SVG', 'PNG'] as const).map(
    (format): Step => ({
      operationId: `vedicChart${format}`,
      method: 'GET',
      path: `/api/chart/vedic.${format.toLowerCase()}`,
      query: { ...natalQuery, style: format === 'SVG' ? 'north' : 'south', size: '400' },
    }),
  ),
  ...(['SVG', 'PNG'] as const).map(
    (format): Step => ({
      operationId: `relocationWheel${format}`,
      method: 'GET',
      path: `/api/chart/relocation.${format.toLowerCase()}`,
      query: { ...natalQuery, 'relocation.latitude': '40.7128', 'relocation.longitude': '-74.006', width: '400' },
    }),
  ),
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
    body: { dateTime: '2026-06-21T12:00', location: LONDON, planets: ['venus', 'jupiter'], stars: ['sirius', 'vega'] },
  },
  {
    operationId: 'moonPhases',
    method: 'POST',
    path: '/api/calc/moon-phases',
    body: { startDate: '2026-06-01', endDate: '2026-06-30', timezone: 'Europe/London' },
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
    operationId: 'astrocartography',
    method: 'POST',
    path: '/api/calc/astrocartography',
    body: { ...BIRTH, points: ['sun', 'venus'], parans: true },
  },
  {
    operationId: 'astrocartographyNear',
    method: 'POST',
    path: '/api/calc/astrocartography/near',
    body: { ...BIRTH, place: { latitude: 40.7128, longitude: -74.006 }, radiusKm: 1500 },
  },
  {
    operationId: 'relocatedChart',
    method: 'POST',
    path: '/api/calc/relocation',
    body: { ...BIRTH, relocation: { latitude: 40.7128, longitude: -74.006 } },
  },
  {
    operationId: 'localSpace',
    method: 'POST',
    path: '/api/calc/local-space',
    body: { ...BIRTH, points: ['sun', 'moon'] },
  },
  {
    operationId: 'traditionalLots',
    method: 'POST',
    path: '/api/calc/traditional/lots',
    body: MOVING,
  },
  {
    operationId: 'traditionalDignities',
    method: 'POST',
    path: '/api/calc/traditional/dignities',
    body: MOVING,
  },
  {
    operationId: 'traditionalProfections',
    method: 'POST',
    path: '/api/calc/traditional/profections',
    body: { ...MOVING, date: '2026-06-01' },
  },
  {
    operationId: 'traditionalFirdaria',
    method: 'POST',
    path: '/api/calc/traditional/firdaria',
    body: { ...MOVING, date: '2026-06-01' },
  },
  {
    operationId: 'traditionalZodiacalReleasing',
    method: 'POST',
    path: '/api/calc/traditional/zodiacal-releasing',
    body: { ...MOVING, lot: 'spirit', startDate: '2026-01-01', endDate: '2026-06-30' },
  },
  {
    operationId: 'planetaryHours',
    method: 'POST',
    path: '/api/calc/traditional/planetary-hours',
    body: { date: '2026-06-21', location: LONDON },
  },
  {
    operationId: 'electionalSearch',
    method: 'POST',
    path: '/api/calc/electional',
    body: {
      location: LONDON,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      conditions: [
        { type: 'moon-not-void' },
        { type: 'moon-phase', phase: 'waxing' },
        { type: 'not-retrograde', body: 'mercury' },
      ],
    },
  },
  {
    operationId: 'vedicKundli',
    method: 'POST',
    path: '/api/calc/vedic/kundli',
    body: { birthDateTime: '1990-06-15T14:30', birthLocation: DELHI, date: '2026-06-01' },
  },
  {
    operationId: 'vedicSadeSati',
    method: 'POST',
    path: '/api/calc/vedic/sade-sati',
    body: { birthDateTime: '1990-06-15T14:30', birthLocation: DELHI, from: '2020-01-01', to: '2060-01-01' },
  },
  {
    operationId: 'vedicMatching',
    method: 'POST',
    path: '/api/calc/vedic/matching',
    body: {
      boy: { birthDateTime: '1990-06-15T14:30', birthLocation: DELHI },
      girl: { birthDateTime: '1992-11-03T06:10', birthLocation: { latitude: 19.076, longitude: 72.8777 } },
    },
  },
  {
    operationId: 'vedicDasha',
    method: 'POST',
    path: '/api/calc/vedic/dasha',
    body: { birthDateTime: '1990-06-15T14:30', birthLocation: DELHI, date: '2026-06-01', years: 40 },
  },
  {
    operationId: 'vedicDivisionalCharts',
    method: 'POST',
    path: '/api/calc/vedic/divisional-charts',
    body: { birthDateTime: '1990-06-15T14:30', birthLocation: DELHI, vargas: ['D1', 'D9', 'D10'] },
  },
  {
    operationId: 'vedicPanchang',
    method: 'POST',
    path: '/api/calc/vedic/panchang',
    body: { date: '2026-06-01', location: DELHI },
  },
  {
    operationId: 'vedicPanchangRange',
    method: 'POST',
    path: '/api/calc/vedic/panchang/range',
    body: { startDate: '2026-06-01', endDate: '2026-06-03', location: DELHI },
  },
  {
    operationId: 'midpoints',
    method: 'POST',
    path: '/api/calc/midpoints',
    body: { ...MOVING, points: ['sun', 'moon', 'venus', 'mars', 'ascendant', 'midheaven'], dial: 90 },
  },
  {
    operationId: 'harmonics',
    method: 'POST',
    path: '/api/calc/harmonics',
    body: { ...MOVING, harmonic: 5, points: ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] },
  },
  {
    operationId: 'skyEvents',
    method: 'POST',
    path: '/api/calc/sky-events',
    query: { 'page[size]': '8' },
    body: { startDate: '2026-01-01', endDate: '2026-12-31' },
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
    operationId: 'calculatePlanetaryReturns',
    method: 'POST',
    path: '/api/calc/planetary-return',
    body: {
      ...MOVING,
      body: 'jupiter',
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      points: ['sun', 'moon', 'jupiter'],
    },
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

/** A typo of a member name: its second and third letters swapped (`dateTime` → `dtaeTime`). */
function misspelled(name: string): string {
  const swapped = name.length < 3 ? `${name}${name}` : `${name[0]}${name[2]}${name[1]}${name.slice(3)}`;
  return swapped === name ? `${name}x` : swapped;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The call's body or query with one member misspelled beside the right one: the first attribute
 * of a JSON:API body, else the body's first member, else the query's first parameter, else
 * `api_version` (which every operation takes).
 */
function withTypo(body: unknown, query: Record<string, string> | undefined) {
  const data = isObject(body) && isObject(body.data) ? body.data : undefined;
  const attributes = data && isObject(data.attributes) ? data.attributes : undefined;
  const first = (object: Record<string, unknown>) => Object.keys(object)[0];
  if (attributes && first(attributes) !== undefined) {
    const name = first(attributes);
    return {
      body: {
        ...(body as object),
        data: { ...data, attributes: { ...attributes, [misspelled(name)]: attributes[name] } },
      },
      query,
    };
  }
  if (isObject(body) && first(body) !== undefined)
    return { body: { ...body, [misspelled(first(body))]: body[first(body)] }, query };
  if (query && first(query) !== undefined)
    return { body, query: { ...query, [misspelled(first(query))]: query[first(query)] } };
  return { body, query: { ...query, [misspelled('api_version')]: versionRegistry.latest } };
}

/** A body beyond the 1 MB the service reads. */
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
/** An id no resource has. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

type CallOptions = { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/**
 * Keys the error calls are made with: the owner's, one that allows only a site the calls do not
 * come from, and a new key for each operation that allows one request an hour.
 */
interface ErrorKeys {
  owner: string;
  otherSite: string;
  oneAnHour: () => Promise<string>;
}

/**
 * Calls an operation the ways any caller's call can go wrong, for the statuses it declares: a
 * misspelled member (400), no key (401), a key used from a site it does not allow (403), an id no
 * resource has (404), a body over 1 MB (413), a body that is not JSON (415), a key's second
 * request in a window that allows one (429). Each answer that has the status it was made for is
 * kept; the others are failures of the recording.
 */
async function recordErrors(
  service: { url: string },
  step: Step,
  sent: { pathname: string; query?: Record<string, string>; body?: unknown; headers: Record<string, string> },
  declared: ReadonlySet<number>,
  keys: ErrorKeys,
  failures: string[],
): Promise<RecordedExample[]> {
  const { pathname, headers } = sent;
  const url = (query?: Record<string, string>) => `${pathname}${query ? `?${new URLSearchParams(query)}` : ''}`;
  const attempts: Array<{
    status: number;
    path: string;
    query?: Record<string, string>;
    options: CallOptions;
  }> = [];
  const typo = withTypo(sent.body, sent.query);
  attempts.push({
    status: 400,
    path: url(typo.query),
    query: typo.query,
    options: { key: keys.owner, body: typo.body, headers },
  });
  attempts.push({ status: 401, path: url(sent.query), options: { body: sent.body, headers } });
  attempts.push({
    status: 403,
    path: url(sent.query),
    options: { key: keys.otherSite, body: sent.body, headers: { ...headers, Origin: 'https://elsewhere.example' } },
  });
  const ids = pathname.match(UUID);
  if (ids) {
    const last = ids[ids.length - 1];
    const i = pathname.lastIndexOf(last);
    const missing = `${pathname.slice(0, i)}${NO_SUCH_ID}${pathname.slice(i + last.length)}`;
    attempts.push({
      status: 404,
      path: `${missing}${sent.query ? `?${new URLSearchParams(sent.query)}` : ''}`,
      options: { key: keys.owner, body: sent.body, headers },
    });
  }
  if (sent.body !== undefined) {
    attempts.push({ status: 413, path: url(sent.query), options: { key: keys.owner, rawBody: OVERSIZED, headers } });
    attempts.push({
      status: 415,
      path: url(sent.query),
      options: { key: keys.owner, rawBody: 'name=Ada', headers: { ...headers, 'Content-Type': 'text/plain' } },
    });
  }
  if (declared.has(429)) {
    // The misspelled call twice with a key that allows one request: the first spends it (400).
    const limited = await keys.oneAnHour();
    await call(service, step.method, url(typo.query), { key: limited, body: typo.body, headers });
    attempts.push({ status: 429, path: url(typo.query), options: { key: limited, body: typo.body, headers } });
  }
  const recorded: RecordedExample[] = [];
  for (const attempt of attempts) {
    if (!declared.has(attempt.status)) continue;
    const reply = await call(service, step.method, attempt.path, attempt.options);
    if (reply.status !== attempt.status) {
      failures.push(
        `${step.operationId} ${step.method} ${attempt.path.slice(0, 200)}: ${reply.status} for the ${attempt.status} call ` +
          reply.text.slice(0, 300),
      );
      continue;
    }
    recorded.push({
      status: reply.status,
      mediaType: (reply.headers.get('content-type') ?? '').split(';')[0],
      path: attempt.path.split('?')[0],
      ...(attempt.query ? { query: attempt.query } : {}),
      response: reply.body,
    });
  }
  return recorded;
}

/** The error statuses each operation declares, by operationId, from the served document. */
function declaredErrors(document: {
  paths: Record<string, Record<string, { operationId: string; responses: object }>>;
}) {
  const declared = new Map<string, Set<number>>();
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations))
      declared.set(
        operation.operationId,
        new Set(
          Object.keys(operation.responses)
            .map(Number)
            .filter((status) => status >= 400),
        ),
      );
  return declared;
}

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
    const { ownerKey, organizationId, ownerId } = await createOrganization(service.database.db, 'Example organization');
    const keys: ErrorKeys = {
      owner: ownerKey,
      otherSite: (
        await createKey(service.database.db, organizationId, ownerId, {
          name: 'Shop site',
          allowedDomains: ['shop.example'],
        })
      ).key,
      oneAnHour: async () =>
        (
          await createKey(service.database.db, organizationId, ownerId, {
            name: 'One request an hour',
            rateLimit: { enabled: true, windowMs: 3_600_000, max: 1 },
          })
        ).key,
    };
    const declared = declaredErrors((await call(service, 'GET', '/openapi.json')).body);
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
      // The errors first: a call that goes wrong changes nothing, and the success may delete what they name.
      const errors = step.another
        ? []
        : await recordErrors(
            service,
            step,
            { pathname, query, body, headers },
            declared.get(step.operationId) ?? new Set(),
            keys,
            failures,
          );
      const reply = await call(service, step.method, `${pathname}${search}`, { key: ownerKey, body, headers });
      if (step.answers !== undefined && reply.status === step.answers) {
        const mediaType = (reply.headers.get('content-type') ?? '').split(';')[0];
        const answered = { status: reply.status, mediaType, path: pathname, response: reply.body };
        examples[step.operationId] = { ...answered, errors: [...errors, answered] };
        continue;
      }
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
        ...(errors.length > 0 ? { errors } : {}),
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
