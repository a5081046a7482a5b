/**
 * Request schemas of the PDF template endpoints (spec endpoints 1 and 2, plus get, update and
 * delete). `editorConfig` and `pageSettings` arrive as JSON text (as the spec shows them) or as
 * objects; both are stored as objects. Their honoured members are checked by the handler
 * (src/reports/template-settings.ts), which names the member in a 400.
 */
import { z } from 'zod';
import { catalogueIssue, inputMessage } from '../../http/error-text/index.ts';
import { pageQuery } from '../../http/page-params.ts';
import { MAX_CUSTOM_CSS } from '../../reports/custom-css.ts';
import { REPORT_TYPES, type ReportType } from '../../reports/report-types.ts';

export { REPORT_TYPES, type ReportType };

/** The reportType member, with the allowed values in its error message. */
export const reportType = z
  .enum(REPORT_TYPES, { message: inputMessage((t) => t.oneOf({ values: REPORT_TYPES })) })
  .describe(
    "natal (one person's birth chart), transit (transits over a natal chart) or synastry (two people's charts compared)",
  );

/** Longest JSON text of editorConfig or pageSettings, characters. */
export const MAX_SETTINGS_JSON = 65_536;

/** A free-form object, given as an object or as JSON text holding one. */
const freeFormObject = (what: 'editorConfig' | 'pageSettings') =>
  z
    .union([z.string(), z.record(z.string(), z.unknown())], {
      message: inputMessage((t) => t.templateObject({ what, orText: true })),
    })
    .transform((value, ctx) => {
      let parsed: unknown = value;
      if (typeof value === 'string') {
        try {
          parsed = value.trim() === '' ? {} : JSON.parse(value);
        } catch (error) {
          ctx.addIssue(catalogueIssue((t) => t.notJson({ reason: (error as Error).message })));
          return z.NEVER;
        }
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        ctx.addIssue(catalogueIssue((t) => t.templateObject({ what, orText: false })));
        return z.NEVER;
      }
      if (JSON.stringify(parsed).length > MAX_SETTINGS_JSON) {
        ctx.addIssue(catalogueIssue((t) => t.jsonTooLong({ max: MAX_SETTINGS_JSON })));
        return z.NEVER;
      }
      return parsed as Record<string, unknown>;
    });

const attributes = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  reportType,
  editorConfig: freeFormObject('editorConfig').describe(
    'Free-form object (or JSON text): stored as sent for the template editor; the members that change the PDF ' +
      '(sections and their order, cover title, footer, page numbers, wheel theme) are checked',
  ),
  pageSettings: freeFormObject('pageSettings').describe(
    'Free-form object (or JSON text): stored as sent; the members that change the PDF (page size, orientation, ' +
      'margins) are checked',
  ),
  customCss: z
    .string()
    .max(MAX_CUSTOM_CSS)
    .describe('Colours and fonts in a safe CSS subset (body, h1, h2, h3, table, th)'),
  isDefault: z.boolean().describe('The default template of its report type for the organization (at most one)'),
  isActive: z.boolean().describe('Inactive templates cannot be used for new reports'),
  isGlobal: z.boolean().describe('A template shared by every organization; only platform admins create or change them'),
};

/** `data.type` of template requests: templates (as the spec shows), or the resource type. */
export const templateType = z.enum(['templates', 'pdf-template', 'pdf-templates'], {
  message: inputMessage((t) => t.exactly({ value: 'templates' })),
});

/** POST /api/pdf-reports/templates (spec endpoint 2); defaults: description '', editorConfig and pageSettings {}, customCss '', isDefault false, isActive true, isGlobal false. */
export const createTemplateBody = z.strictObject({
  data: z.strictObject({
    type: templateType,
    attributes: z.strictObject({
      name: attributes.name,
      description: attributes.description.default(''),
      reportType: attributes.reportType,
      editorConfig: attributes.editorConfig.default({}),
      pageSettings: attributes.pageSettings.default({}),
      customCss: attributes.customCss.default(''),
      isDefault: attributes.isDefault.default(false),
      isActive: attributes.isActive.default(true),
      isGlobal: attributes.isGlobal.default(false),
    }),
  }),
});

/** PATCH /api/pdf-reports/templates/{id}: any attributes of the create request. */
export const updateTemplateBody = z.strictObject({
  data: z.strictObject({
    type: templateType,
    id: z.string().optional(),
    attributes: z.strictObject({
      name: attributes.name.optional(),
      description: attributes.description.optional(),
      reportType: attributes.reportType.optional(),
      editorConfig: attributes.editorConfig.optional(),
      pageSettings: attributes.pageSettings.optional(),
      customCss: attributes.customCss.optional(),
      isDefault: attributes.isDefault.optional(),
      isActive: attributes.isActive.optional(),
      isGlobal: attributes.isGlobal.optional().describe('Cannot be changed; when given it must match the template'),
    }),
  }),
});

/** GET /api/pdf-reports/templates (spec endpoint 1): page[size] 1–100, page[number] ≥ 0, filter[reportType]. */
export const listTemplatesQuery = z.strictObject({
  ...pageQuery,
  'filter[reportType]': z
    .preprocess((v) => (Array.isArray(v) ? v[v.length - 1] : v), reportType)
    .optional()
    .describe('Only templates of this report type'),
});

/** Path parameters of one template. */
export const templateParams = z.strictObject({ id: z.string().min(1) });
