/**
 * Widgets of the current organization: create, list, get, update, delete. Reading needs
 * `org:read` (every role); creating, changing and deleting need `org:update` (owners and
 * managers). Widgets of other organizations are never found (404). Creating a widget needs the
 * module its type requires (403 otherwise).
 */
import { z } from 'zod';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404, foundOr404 } from '../../http/find-or-404.ts';
import { publicBaseUrl } from '../../http/public-base-url.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { presentWidget } from './presenter.ts';
import { deleteWidget, findWidget, insertWidget, listWidgets, updateWidget } from './queries.ts';
import { createWidgetBody, updateWidgetBody, widgetParams } from './schema.ts';
import {
  completeSettings,
  DEFAULT_SETTINGS,
  HOUSE_SYSTEM_NAMES,
  LANGUAGES,
  mergeSettings,
  REQUIRED_MODULE,
  SYNASTRY_SECTIONS,
  THEME_IDS,
  WIDGET_TYPES,
} from './widget-settings.ts';

const settings = z.object({
  theme: z.enum(THEME_IDS),
  language: z.enum(LANGUAGES),
  houseSystem: z.enum(HOUSE_SYSTEM_NAMES as [string, ...string[]]),
  sections: z.array(z.enum(SYNASTRY_SECTIONS)),
});

export const widgetResource = z.object({
  type: z.literal('widgets'),
  id: z.string(),
  attributes: z.object({
    organizationId: z.string(),
    type: z.enum(WIDGET_TYPES),
    name: z.string(),
    settings,
    requiredModule: z.string().describe('The module the widget needs (read-only, given by its type)'),
    enabled: z.boolean(),
    embedSnippet: z
      .string()
      .describe('The HTML script element to put on a page (it loads the widget); replace YOUR_BROWSER_KEY'),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  links: z.object({ self: z.string() }),
});

export function registerWidgetRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const read = { kind: 'api-key' as const, permission: 'org:read' as const };
  const write = { kind: 'api-key' as const, permission: 'org:update' as const };

  api.route({
    method: 'POST',
    path: '/api/widgets',
    operationId: 'createWidget',
    summary: 'Create a widget',
    description:
      'Creates an embeddable widget of the organization. Settings not given take their defaults (light, en, placidus, every section). ' +
      'The organization must have bought the module the type requires (synastry → synastry).',
    tag: 'Widgets',
    access: write,
    body: createWidgetBody,
    responses: [
      { status: 201, description: 'The widget', mediaType: JSON_API, schema: z.object({ data: widgetResource }) },
    ],
    async handler(ctx, { body: { data }, principal }) {
      const a = data.attributes;
      const requiredModule = REQUIRED_MODULE[a.type];
      if (!principal.organizationModules.has(requiredModule))
        throw errors.missingModule(requiredModule, 'organization');
      const row = await insertWidget(db, {
        organizationId: principal.organizationId,
        type: a.type,
        name: a.name,
        settings: mergeSettings(DEFAULT_SETTINGS, a.settings),
        requiredModule,
        enabled: a.enabled ?? true,
      });
      const base = publicBaseUrl(ctx, services.config);
      ctx.status = 201;
      ctx.set('Location', `${base}/api/widgets/${row.id}`);
      ctx.body = { data: presentWidget(row, base) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/widgets',
    operationId: 'listWidgets',
    summary: "List the organization's widgets",
    tag: 'Widgets',
    access: read,
    responses: [
      {
        status: 200,
        description: 'Widgets, oldest first',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(widgetResource), meta: z.object({ count: z.number() }) }),
      },
    ],
    async handler(ctx, { principal }) {
      const rows = await listWidgets(db, principal.organizationId);
      const base = publicBaseUrl(ctx, services.config);
      ctx.body = { data: rows.map((row) => presentWidget(row, base)), meta: { count: rows.length } };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/widgets/:widgetId',
    operationId: 'getWidget',
    summary: 'Get a widget',
    tag: 'Widgets',
    access: read,
    params: widgetParams,
    responses: [
      { status: 200, description: 'The widget', mediaType: JSON_API, schema: z.object({ data: widgetResource }) },
    ],
    async handler(ctx, { params, principal }) {
      const row = await findOr404(params.widgetId, 'Widget', 'widgetId', (id) =>
        findWidget(db, principal.organizationId, id),
      );
      ctx.body = { data: presentWidget(row, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/widgets/:widgetId',
    operationId: 'updateWidget',
    summary: 'Update a widget',
    description:
      'Changes the name, the enabled flag or settings; settings members given replace the stored ones, the others are kept. The type cannot change.',
    tag: 'Widgets',
    access: write,
    params: widgetParams,
    body: updateWidgetBody,
    responses: [
      {
        status: 200,
        description: 'The updated widget',
        mediaType: JSON_API,
        schema: z.object({ data: widgetResource }),
      },
    ],
    async handler(ctx, { params, body: { data }, principal }) {
      const id = resourceIdOrNotFound(params.widgetId, 'Widget', 'widgetId');
      if (data.id !== undefined && data.id.toLowerCase() !== id) {
        throw errors.invalidParameter('data.id', 'body', (t) => t.idInPath());
      }
      const row = foundOr404(await findWidget(db, principal.organizationId, id), 'Widget', 'widgetId');
      const a = data.attributes;
      const changes = {
        name: a.name,
        enabled: a.enabled,
        settings: a.settings ? mergeSettings(completeSettings(row.settings), a.settings) : undefined,
      };
      const updated = foundOr404(await updateWidget(db, principal.organizationId, id, changes), 'Widget', 'widgetId');
      ctx.body = { data: presentWidget(updated, publicBaseUrl(ctx, services.config)) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/widgets/:widgetId',
    operationId: 'deleteWidget',
    summary: 'Delete a widget',
    description: 'Deletes the widget and returns it; pages that embed it then show an error.',
    tag: 'Widgets',
    access: write,
    params: widgetParams,
    responses: [
      {
        status: 200,
        description: 'The deleted widget',
        mediaType: JSON_API,
        schema: z.object({ data: widgetResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const row = await findOr404(params.widgetId, 'Widget', 'widgetId', (id) =>
        deleteWidget(db, principal.organizationId, id),
      );
      ctx.body = { data: presentWidget(row, publicBaseUrl(ctx, services.config)) };
    },
  });
}
