/**
 * GET /api/timezones: the IANA zone names the calculation endpoints accept in `timezone`, and
 * the tzdb release their offsets come from (the service's own copy with backzone).
 */
import { z } from 'zod';
import { tzdbVersion, tzdbZoneNames } from '../../astro/time/zone-offset.ts';
import { type ApiRouter, PLAIN_JSON as JSON_TYPE } from '../../http/api-router.ts';

const body = z.object({
  data: z.object({
    tzdbVersion: z.string().describe('IANA time-zone database release, e.g. 2026c'),
    zones: z.array(z.string()).describe('Every accepted zone name (zones and their aliases), sorted'),
  }),
});

export function registerTimezoneRoutes(api: ApiRouter): void {
  api.route({
    method: 'GET',
    path: '/api/timezones',
    operationId: 'listTimezones',
    summary: 'List the time zones accepted in timezone',
    description:
      'The IANA time-zone database release the service uses (with backzone: full histories before 1970) and every zone name it accepts. ' +
      'Names are matched exactly, or else without regard to case.',
    tag: 'Places',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'The zones', mediaType: JSON_TYPE, schema: body }],
    handler(ctx) {
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = { data: { tzdbVersion: tzdbVersion(), zones: tzdbZoneNames() } };
    },
  });
}
