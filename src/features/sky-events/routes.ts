/**
 * POST /api/calc/sky-events (module `sky-events`): the sky's own events over up to ten years, no
 * natal chart (see docs/sky-events.md), computed in the worker pool and, with `page[size]` or
 * `page[number]` in the query, answered one page at a time.
 */
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { versionTarget } from '../../http/api-version.ts';
import { pageRequestOf } from '../../http/page-params.ts';
import { sendReadyBytes } from '../../http/ready-response.ts';
import type { Services } from '../../services.ts';
import { skyEventsResponseSchema } from './response-schema.ts';
import { skyEventsBody, skyEventsQuery } from './schema.ts';

const PATH = '/api/calc/sky-events';

/** Declares POST /api/calc/sky-events (permission calc:use; module sky-events). */
export function registerSkyEventRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'POST',
    path: PATH,
    operationId: 'skyEvents',
    summary: 'Sky-event feed: ingresses, stations, lunations, eclipses and aspects (up to 10 years)',
    description:
      'One time-ordered list of the sky’s events over whole days [startDate, endDate] (up to 10 years; no natal chart): sign ' +
      'ingresses (a crossing of a multiple of 30° of apparent tropical longitude; the sign entered, retrograde or not), stations ' +
      '(the longitude speed changes sign), lunations (new and full moons: the Moon’s longitude less the Sun’s is 0° or 180°; a super ' +
      'moon when the Moon’s centre is under 360,000 km from the Earth’s), eclipses (greatest eclipse, type, magnitude, Saros) and ' +
      'the exact aspects between the bodies (every pass of a retrograde loop its own event). Bodies: the Sun, Moon and planets, ' +
      'Chiron and the mean node. Instants by root finding on the transit ephemeris (the transit search’s), within a second. ' +
      'With `page[size]` and/or `page[number]` in the query, one page of `events` with `meta` and `links.next` (POST the same ' +
      'body to it).',
    tag: 'Sky calendars',
    access: { kind: 'api-key', permission: 'calc:use', module: 'sky-events' },
    body: skyEventsBody,
    query: skyEventsQuery,
    usesPool: true,
    responses: [
      { status: 200, description: 'The events in time order', mediaType: JSON_API, schema: skyEventsResponseSchema },
    ],
    async handler(ctx, { body, query }) {
      const version = versionTarget(ctx, services.versions, 'POST', PATH);
      const input = {
        request: body,
        page: pageRequestOf(query),
        path: PATH,
        baseUrl: services.config.publicBaseUrl ?? '',
        version,
      };
      sendReadyBytes(ctx, await services.pool.run('skyEventsResponse', input), JSON_API);
    },
  });
}
