/**
 * What the generated OpenAPI document does not know from the route declarations alone: where the
 * API is served (`servers`, relative to the document when no PUBLIC_BASE_URL is set), what each
 * tag groups (shown as section introductions by the /docs reference), and a description for every
 * operation (its summary plus who may call it, when the declaration gives none).
 */

import { MCP_GUIDE_PATH } from './guide-pages.ts';

type Json = Record<string, any>;

/**
 * The order of the sections in the document and so in the /docs sidebar, which opens the first:
 * the calculations a newcomer comes for, then the account's administration, then the service's own
 * pages. A tag not named here follows, in the order of its first operation.
 */
const TAG_ORDER = [
  'Calculations',
  'Charts',
  'Chart images',
  'Relationship',
  'Horoscopes',
  'Sky calendars',
  'Traditional techniques',
  'Locational astrology',
  'Numerology',
  'Chinese astrology',
  'PDF reports',
  'Places',
  'Chat',
  'Chatbots',
  'Widgets',
  'Content',
  'Webhooks',
  'API keys',
  'Members',
  'Versioning',
  'Modules',
  'Usage',
  'Documentation',
  'Operations',
];

/** Section introductions, by tag name; a tag not listed here gets a generic one. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Operations: 'Liveness and readiness probes for load balancers and orchestrators.',
  Documentation: 'This reference, the OpenAPI document it is rendered from, and the changelog of dated changes.',
  'API keys':
    "Create, list, narrow and revoke the organization's API keys. A key's secret is shown once, when it is created. " +
    'No secret that can sign or authenticate is stored readable: a key is stored only as its SHA-256 hash, and its signing ' +
    'secret for signed chart URLs is derived from the server secret (SERVER_SECRET, kept outside the database) and the key id, ' +
    'never stored; signing secrets made before that are kept sealed with the server secret so that older signed URLs still verify.',
  Members:
    "The organization's members and their roles. Adding a member reveals nothing about accounts outside the organization: " +
    'the answer is the same whether or not the email has an account elsewhere; the name, status and userId shown are this ' +
    "organization's own (userId is unrelated to the same account's id in other organizations).",
  Versioning: 'The compatibility date pinned for the organization (X-Api-Version overrides it per request).',
  Modules: 'Which capability modules the organization has enabled.',
  Usage: 'Requests counted against the monthly quota.',
  Calculations: 'Planet positions, natal charts and exact transits, computed in the calculation pool.',
  'PDF reports':
    'Report templates and PDF reports made in the background by the report worker (`npm run worker`); poll the report, or register a webhook.',
  'Chart images': 'Chart wheels as SVG or PNG.',
  Charts: 'Chart wheels and bi-wheels as SVG or PNG, including returns and progressions.',
  Places: 'Place search (name to coordinates and time zone) and the time zone list.',
  Content: 'Interpretation texts by language, editable per organization.',
  Chatbots: 'Chatbot configurations for the chat endpoints.',
  Widgets: 'Embeddable widgets, called from pages with browser keys or signed URLs.',
  Relationship: 'Synastry, composite and Davison charts, compatibility scores.',
  Horoscopes: 'Daily, weekly and period horoscopes.',
  Numerology: 'Numerology numbers from names and birth dates.',
  'Chinese astrology': 'Chinese zodiac and elements.',
  Chat: 'Conversations about a chart with a language model.',
  'Sky calendars':
    'Ingresses, stations, lunar phases, eclipses and other sky events over a range of dates; the sky-event feed lists them all in one paged list (module sky-events).',
  'Traditional techniques':
    'Hellenistic and medieval techniques: sect, lots, dignities, profections, firdaria, zodiacal releasing, planetary hours (module traditional).',
  'Vedic astrology':
    'Vimshottari and Yogini dashas, Parashara’s divisional charts D1–D60 and the panchang (module vedic).',
  'Chart techniques':
    'Midpoints with their trees on the 360°, 90° and 45° dials, and harmonic charts 1–360 (module natal).',
  'Locational astrology':
    'Astrocartography lines (GeoJSON) and maps, relocated charts, local space and the lines near a place (module astrocartography).',
  Webhooks: 'Endpoints that are told when a PDF report completes or fails, signed with a secret shown once.',
};

function accessSentence(operation: Json): string {
  if (Array.isArray(operation.security) && operation.security.length === 0) return 'Public: no API key needed.';
  const permission = operation['x-permission'] ? ` with the \`${operation['x-permission']}\` permission` : '';
  const module = operation['x-module'] ? ` and the \`${operation['x-module']}\` module enabled` : '';
  return `Needs an API key (X-Api-Key)${permission}${module}.`;
}

/** Adds servers, described tags and operation descriptions to a generated document (in place). */
export function completeDocument(document: Json, publicBaseUrl: string | undefined): Json {
  document.info.description +=
    '\n\n**AI agents**: the service is also an MCP server at `POST /mcp` (Streamable HTTP, the same API keys, ' +
    'the calculations as tools), and chart-like answers come as compact Markdown for a language model with ' +
    `\`Accept: text/markdown\` or \`format=markdown\`: see [the MCP guide](${MCP_GUIDE_PATH}).`;
  document.servers = [
    { url: publicBaseUrl ?? '/', description: publicBaseUrl ? 'This deployment' : 'The host serving this document' },
  ];
  const tagNames: string[] = [];
  for (const operations of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags ?? []) if (!tagNames.includes(tag)) tagNames.push(tag);
      operation.description ??= `${operation.summary}. ${accessSentence(operation)}`;
    }
  }
  const rank = (name: string) => (TAG_ORDER.includes(name) ? TAG_ORDER.indexOf(name) : TAG_ORDER.length);
  // A stable sort, so tags not in TAG_ORDER keep the order of their first operation.
  tagNames.sort((a, b) => rank(a) - rank(b));
  document.tags = tagNames.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `${name} operations.` }));
  return document;
}
