/** PDF templates as the API shows them (resource type `pdf-template`). */
import { z } from 'zod';
import { REPORT_TYPES } from '../../reports/report-types.ts';
import type { TemplateRow } from './queries.ts';

const iso = (value: Date) => new Date(value).toISOString();

/** The template resource: the spec's fields (organizationId null for a global template) plus isGlobal. */
export function presentTemplate(row: TemplateRow) {
  return {
    type: 'pdf-template' as const,
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      name: row.name,
      description: row.description,
      reportType: row.report_type,
      editorConfig: row.editor_config,
      pageSettings: row.page_settings,
      customCss: row.custom_css,
      isDefault: row.is_default,
      isActive: row.is_active,
      version: row.version,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      isGlobal: row.organization_id === null,
    },
  };
}

/** The resource's schema, for the OpenAPI document. */
export const templateResource = z.object({
  type: z.literal('pdf-template'),
  id: z.string(),
  attributes: z.object({
    organizationId: z.string().nullable().describe('The owning organization; null for a global template'),
    name: z.string(),
    description: z.string(),
    reportType: z.enum(REPORT_TYPES),
    editorConfig: z
      .record(z.string(), z.unknown())
      .describe(
        'Free-form: stored as the author gave it; the members honoured are sections and their order, cover title, footer, page numbers and wheel theme',
      ),
    pageSettings: z
      .record(z.string(), z.unknown())
      .describe('Free-form: stored as the author gave it; the members honoured are page size, orientation and margins'),
    customCss: z.string(),
    isDefault: z.boolean(),
    isActive: z.boolean(),
    version: z.number().int().describe('1 at creation, one more on every update'),
    createdAt: z.string(),
    updatedAt: z.string(),
    isGlobal: z.boolean().describe('Shared by every organization (organizationId is null)'),
  }),
});
