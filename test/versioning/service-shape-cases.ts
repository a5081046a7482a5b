/**
 * Fixed calls of the operations the 2026-11-28 change (one shape per concept) reshapes that need
 * the whole service (a stored chatbot profile, a stored widget): the chatbot context with a known
 * and with an unknown birth time, the synastry widget's data, and the planet positions.
 * `fixtures/service-shapes-before-2026-11-28.json` holds their answers as the code gave them
 * before the change reached these operations, recorded by `record-service-shapes.ts`. Ids that
 * differ from run to run are replaced by tokens (`<id:N>` in the order they first appear, the
 * synastry's hash by `<synastry-id>`); everything else is kept as sent.
 */
import { createOrganization } from '../support/factories.ts';
import { call, type TestService } from '../support/test-service.ts';

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** The synastry resource's id: a hash of the widget id (which differs by run), its settings and the persons. */
const SYNASTRY_ID = /"id":"[0-9a-f]{32}"/g;
const AT = '2026-11-22T12:00:00Z';

/** Each case: its operation's method and route path, as the versioning registry names them. */
export const SERVICE_CASES = {
  context: { method: 'GET', path: '/api/chatbots/:id/profiles/:profileId/context' },
  contextWithoutTime: { method: 'GET', path: '/api/chatbots/:id/profiles/:profileId/context' },
  synastryWidget: { method: 'POST', path: '/api/widget-api/synastry/:widgetId' },
  positions: { method: 'GET', path: '/api/calc/positions' },
} as const;

/**
 * Runs the cases in a fresh organization at a compatibility date (a header, or none: the
 * organization's pin, else the baseline) and answers them by case, tokenised.
 * @param pin the new organization's pin (null: unpinned) set before the calls
 */
export async function runServiceCases(
  service: TestService,
  options: { headers?: Record<string, string>; pin?: string | null } = {},
): Promise<Record<keyof typeof SERVICE_CASES, ServiceAnswer>> {
  const { ownerKey } = await createOrganization(service.services.db, 'Service shapes');
  const key = ownerKey;
  const headers = options.headers ?? {};
  if (options.pin !== undefined) {
    const pinned = await call(service, 'PATCH', '/api/org/api-version', {
      key,
      body: { data: { type: 'organizations', attributes: { apiVersion: options.pin } } },
    });
    if (pinned.status !== 200) throw new Error(`pin ${options.pin}: ${pinned.status} ${pinned.text}`);
  }
  const created = async (path: string, body: unknown): Promise<string> => {
    const reply = await call(service, 'POST', path, { key, body });
    if (reply.status !== 201) throw new Error(`${path}: ${reply.status} ${reply.text.slice(0, 300)}`);
    return reply.body.data.id;
  };
  const tokens = new Map<string, string>();
  const tokenise = (text: string) =>
    text
      .replace(UUID, (id) => {
        const lower = id.toLowerCase();
        if (!tokens.has(lower)) tokens.set(lower, `<id:${tokens.size + 1}>`);
        return tokens.get(lower)!;
      })
      .replace(SYNASTRY_ID, '"id":"<synastry-id>"');
  const ask = async (method: string, path: string, body?: unknown): Promise<ServiceAnswer> => {
    const reply = await call(service, method, path, { key, body, headers });
    return { status: reply.status, body: JSON.parse(tokenise(reply.text)) };
  };

  const chatbot = (language: string) =>
    created('/api/chatbots', {
      data: { type: 'chatbots', attributes: { name: 'Stella', persona: 'You are Stella.', language } },
    });
  const profile = (chatbotId: string, birthTime: string | null) =>
    created(`/api/chatbots/${chatbotId}/profiles`, {
      data: {
        type: 'chat-profile',
        attributes: {
          externalUserId: 'user-1',
          birthDate: '1990-06-15',
          birthTime,
          birthPlaceLat: 48.8566,
          birthPlaceLng: 2.3522,
          birthPlaceName: 'Paris',
        },
      },
    });
  const english = await chatbot('en');
  const spanish = await chatbot('es');
  const known = await profile(english, '14:30');
  const unknown = await profile(spanish, null);
  // No chart section: the bi-wheel's SVG is not what these cases are about.
  const widget = await created('/api/widgets', {
    data: {
      type: 'widgets',
      attributes: {
        type: 'synastry',
        name: 'Match',
        settings: { sections: ['score', 'aspects', 'overlays', 'composite', 'davison'] },
      },
    },
  });

  return {
    context: await ask('GET', `/api/chatbots/${english}/profiles/${known}/context?at=${AT}&days=5`),
    contextWithoutTime: await ask('GET', `/api/chatbots/${spanish}/profiles/${unknown}/context?at=${AT}&days=5`),
    synastryWidget: await ask('POST', `/api/widget-api/synastry/${widget}`, {
      person1: {
        dateTime: '1990-05-17T14:30',
        latitude: 48.8566,
        longitude: 2.3522,
        timezone: 'Europe/Paris',
        placeName: 'Paris',
        name: 'Ada',
      },
      person2: {
        dateTime: '1988-11-03 07:10',
        location: { latitude: 40.4168, longitude: -3.7038, timezone: 'Europe/Madrid' },
        localTimeRule: 'later',
      },
    }),
    positions: await ask('GET', `/api/calc/positions?instant=${AT}`),
  };
}
