/**
 * PDF report templates (spec endpoints 1 and 2, plus get, update and delete). An organization
 * sees its own templates and the global ones. Reading needs content:read; creating, changing and
 * deleting need content:create, content:update and content:delete (owners and managers; members
 * only read). Global templates (isGlobal) are created, changed and deleted only by platform
 * admins. Every route needs the pdf-reports module.
 */
import { z } from 'zod';
import type { Principal } from '../../auth/principal.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404, foundOr404 } from '../../http/find-or-404.ts';
import { pageEnvelope, pageRequestOf, pageResponse } from '../../http/page-params.ts';
import type { Services } from '../../services.ts';
import { checkTemplateLook } from './look-check.ts';
import { presentTemplate, templateResource } from './presenter.ts';
import {
  deleteTemplate,
  findVisibleTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  updateTemplate,
} from './queries.ts';
import { createTemplateBody, listTemplatesQuery, templateParams, updateTemplateBody } from './schema.ts';

/** Base path of the template endpoints. */
export const TEMPLATES_PATH = '/api/pdf-reports/templates';

/** Global templates may be changed by platform admins only. */
function checkMayChange(principal: Principal, template: TemplateRow): void {
  if (template.organization_id === null && !principal.isPlatformAdmin) throw errors.platformAdminRequired();
}

/** Registers list and create (spec endpoints 1 and 2), get, update and delete of PDF templates. */
export function registerPdfTemplateRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;
  const module = 'pdf-reports' as const;

  const visibleOr404 = (principal: Principal, rawId: string): Promise<TemplateRow> =>
    findOr404(rawId, 'PDF template', 'id', (id) => findVisibleTemplate(db, principal.organizationId, id));

  api.route({
    method: 'GET',
    path: TEMPLATES_PATH,
    operationId: 'listPdfTemplates',
    summary: 'List PDF templates',
    description:
      "The organization's own templates and the global ones, oldest first. Without page[size] and page[number] the whole list is returned; " +
      'with either, one page, with meta { count, total, page, pageSize } and links.next (null on the last page; a page beyond the last is empty).',
    tag: 'PDF reports',
    access: { kind: 'api-key', permission: 'content:read', module },
    query: listTemplatesQuery,
    responses: [
      {
        status: 200,
        description: 'Templates',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(templateResource), ...pageResponse }),
      },
    ],
    async handler(ctx, { query, principal }) {
      const page = pageRequestOf(query);
      const { rows, total } = await listTemplates(db, principal.organizationId, {
        page,
        reportType: query['filter[reportType]'],
      });
      const data = rows.map(presentTemplate);
      ctx.body = page
        ? { data, ...pageEnvelope(TEMPLATES_PATH, page, data.length, total, services.config.publicBaseUrl ?? '') }
        : { data };
    },
  });

  api.route({
    method: 'POST',
    path: TEMPLATES_PATH,
    operationId: 'createPdfTemplate',
    summary: 'Create a PDF template',
    description:
      'Creates a template of the organization, or with isGlobal: true a global template (platform admins only). editorConfig and pageSettings ' +
      'may be JSON text or objects. isDefault: true makes it the default of its report type, replacing the previous default.',
    tag: 'PDF reports',
    access: { kind: 'api-key', permission: 'content:create', module },
    body: createTemplateBody,
    responses: [
      { status: 201, description: 'The template', mediaType: JSON_API, schema: z.object({ data: templateResource }) },
    ],
    async handler(ctx, { body: { data }, principal }) {
      const a = data.attributes;
      if (a.isGlobal && !principal.isPlatformAdmin) throw errors.platformAdminRequired('data.attributes.isGlobal');
      checkTemplateLook(a);
      const row = await insertTemplate(db, {
        organizationId: a.isGlobal ? null : principal.organizationId,
        name: a.name,
        description: a.description,
        reportType: a.reportType,
        editorConfig: a.editorConfig,
        pageSettings: a.pageSettings,
        customCss: a.customCss,
        isDefault: a.isDefault,
        isActive: a.isActive,
        createdBy: principal.userId,
      });
      ctx.status = 201;
      ctx.set('Location', `${TEMPLATES_PATH}/${row.id}`);
      ctx.body = { data: presentTemplate(row) };
    },
  });

  api.route({
    method: 'GET',
    path: `${TEMPLATES_PATH}/:id`,
    operationId: 'getPdfTemplate',
    summary: 'Get a PDF template',
    tag: 'PDF reports',
    access: { kind: 'api-key', permission: 'content:read', module },
    params: templateParams,
    responses: [
      { status: 200, description: 'The template', mediaType: JSON_API, schema: z.object({ data: templateResource }) },
    ],
    async handler(ctx, { params, principal }) {
      ctx.body = { data: presentTemplate(await visibleOr404(principal, params.id)) };
    },
  });

  api.route({
    method: 'PATCH',
    path: `${TEMPLATES_PATH}/:id`,
    operationId: 'updatePdfTemplate',
    summary: 'Change a PDF template',
    description:
      'Changes the given attributes and adds one to version. isGlobal cannot change. Reports already requested keep the template as it was.',
    tag: 'PDF reports',
    access: { kind: 'api-key', permission: 'content:update', module },
    params: templateParams,
    body: updateTemplateBody,
    responses: [
      {
        status: 200,
        description: 'The changed template',
        mediaType: JSON_API,
        schema: z.object({ data: templateResource }),
      },
    ],
    errors: [422],
    async handler(ctx, { params, body: { data }, principal }) {
      const current = await visibleOr404(principal, params.id);
      checkMayChange(principal, current);
      const a = data.attributes;
      if (a.isGlobal !== undefined && a.isGlobal !== (current.organization_id === null)) {
        throw errors.scopeImmutable();
      }
      checkTemplateLook(a);
      const updated = foundOr404(await updateTemplate(db, current, a), 'PDF template', 'id');
      ctx.body = { data: presentTemplate(updated) };
    },
  });

  api.route({
    method: 'DELETE',
    path: `${TEMPLATES_PATH}/:id`,
    operationId: 'deletePdfTemplate',
    summary: 'Delete a PDF template',
    description: 'Returns the deleted template. Reports made with it keep their copy of it.',
    tag: 'PDF reports',
    access: { kind: 'api-key', permission: 'content:delete', module },
    params: templateParams,
    responses: [
      {
        status: 200,
        description: 'The deleted template',
        mediaType: JSON_API,
        schema: z.object({ data: templateResource }),
      },
    ],
    async handler(ctx, { params, principal }) {
      const current = await visibleOr404(principal, params.id);
      checkMayChange(principal, current);
      const removed = foundOr404(await deleteTemplate(db, current.id), 'PDF template', 'id');
      ctx.body = { data: presentTemplate(removed) };
    },
  });
}
