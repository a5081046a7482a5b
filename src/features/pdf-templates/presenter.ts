/** PDF templates as the API shows them (resource type `pdf-template`). */
import { z } from 'zod';
import { THEME_IDS } from '../../chart/index.ts';
import { REPORT_TYPES } from '../../reports/report-types.ts';
import { REPORT_SECTIONS } from '../../reports/template-settings.ts';
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

/**
 * The stored editorConfig: the members that change the PDF, as checked when they were sent
 * (reports/template-settings.ts); any other member is the template editor's own data.
 */
const editorConfigResponse = z
  .object({
    sections: z.array(z.enum(REPORT_SECTIONS)).optional().describe("The report's sections, in their order"),
    title: z.string().optional().describe('Cover title'),
    footerText: z.string().optional().describe('Text at the foot of every page'),
    pageNumbers: z.boolean().optional().describe('"Page n of N" on every page (absent: true)'),
    wheelTheme: z.enum(THEME_IDS).optional().describe('Chart wheel colours'),
    majorAspectsOnly: z.boolean().optional().describe('Only the five major aspects in the table and wheel'),
  })
  .catchall(z.unknown())
  .describe(
    'Stored as the author gave it. The members above change the PDF; any other member is free-form data of the ' +
      'template editor, stored and returned unchanged',
  );

/** A margin as it was sent: points, or a length with its unit ("20mm", "0.5in"). */
const margin = z.union([z.number(), z.string()]);

/** The stored pageSettings: the members that change the PDF, as sent; any other member is the editor's own. */
const pageSettingsResponse = z
  .object({
    size: z.string().optional().describe('A4, A5, Letter or Legal, in the letter case sent'),
    orientation: z.enum(['portrait', 'landscape']).optional(),
    margins: z
      .union([
        margin,
        z.object({
          top: margin.optional(),
          right: margin.optional(),
          bottom: margin.optional(),
          left: margin.optional(),
        }),
      ])
      .optional()
      .describe('One length for all four sides, or each side; as sent'),
  })
  .catchall(z.unknown())
  .describe(
    'Stored as the author gave it. The members above change the PDF; any other member is free-form data of the ' +
      'template editor, stored and returned unchanged',
  );

/** The resource's schema, for the OpenAPI document. */
export const templateResource = z.object({
  type: z.literal('pdf-template'),
  id: z.string(),
  attributes: z.object({
    organizationId: z.string().nullable().describe('The owning organization; null for a global template'),
    name: z.string(),
    description: z.string(),
    reportType: z.enum(REPORT_TYPES),
    editorConfig: editorConfigResponse,
    pageSettings: pageSettingsResponse,
    customCss: z.string(),
    isDefault: z.boolean(),
    isActive: z.boolean(),
    version: z.number().int().describe('1 at creation, one more on every update'),
    createdAt: z.string(),
    updatedAt: z.string(),
    isGlobal: z.boolean().describe('Shared by every organization (organizationId is null)'),
  }),
});
