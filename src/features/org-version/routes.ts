/**
 * The organization's compatibility-date pin (spec endpoints 13 and 14). The pin applies to every
 * request of the organization that does not name its own date; null clears it (baseline).
 */
import { z } from 'zod';
import { isCalendarDate } from '../../astro/time/date-grammar.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { API_VERSION_FORM } from '../../http/api-version.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { foundOr404 } from '../../http/find-or-404.ts';
import type { Services } from '../../services.ts';
import { BASELINE_API_VERSION } from '../../versioning/registry.ts';
import { findOrganization, updateOrganization } from '../organizations/queries.ts';

const record = z.object({
  data: z.object({
    type: z.literal('organizations'),
    id: z.string(),
    attributes: z.object({
      apiVersion: z.string().nullable().describe('The pinned date, or null when no pin is set'),
      effectiveApiVersion: z.string().describe('The date applied to requests that send none'),
      baselineApiVersion: z.string(),
      latestApiVersion: z.string(),
    }),
  }),
});

const pinBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('organizations'),
    attributes: z.strictObject({
      apiVersion: z
        .string()
        .refine(isCalendarDate, {
          message: inputMessage((t) => t.calendarDateOrNull()),
        })
        .nullable()
        .describe('A YYYY-MM-DD date to pin, or null to clear the pin'),
    }),
  }),
});

export function registerOrgVersionRoutes(api: ApiRouter, services: Services): void {
  const { db, versions } = services;
  const present = (id: string, pin: string | null) => ({
    data: {
      type: 'organizations',
      id,
      attributes: {
        apiVersion: pin,
        effectiveApiVersion: versions.resolve(undefined, pin),
        baselineApiVersion: BASELINE_API_VERSION,
        latestApiVersion: versions.latest,
      },
    },
  });

  api.route({
    method: 'GET',
    path: '/api/org/api-version',
    operationId: 'getOrganizationApiVersion',
    summary: 'The compatibility date that applies to the organization',
    tag: 'Versioning',
    access: { kind: 'api-key', permission: 'org:read' },
    responses: [{ status: 200, description: 'Version record', mediaType: JSON_API, schema: record }],
    async handler(ctx, { principal }) {
      const organization = foundOr404(await findOrganization(db, principal.organizationId), 'Organization');
      ctx.body = present(organization.id, organization.api_version);
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/org/api-version',
    operationId: 'pinOrganizationApiVersion',
    summary: "Pin (or clear with null) the organization's compatibility date",
    description:
      'A date before the baseline is stored as given and resolves to the baseline; a date after the newest change resolves to the newest behaviour. ' +
      `The value must be ${API_VERSION_FORM}.`,
    tag: 'Versioning',
    access: { kind: 'api-key', permission: 'org:update' },
    body: pinBody,
    responses: [{ status: 200, description: 'The new version record', mediaType: JSON_API, schema: record }],
    async handler(ctx, { body: { data }, principal }) {
      const changes = { api_version: data.attributes.apiVersion };
      const updated = foundOr404(await updateOrganization(db, principal.organizationId, changes), 'Organization');
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = present(updated.id, updated.api_version);
    },
  });
}
