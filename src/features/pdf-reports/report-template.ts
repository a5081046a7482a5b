/**
 * Which template a requested report is made with, and the look the report keeps of it (a
 * snapshot, so that editing the template later does not change a queued report).
 */
import type { Database } from '../../db/connect.ts';
import { errors } from '../../http/errors.ts';
import { isUuid } from '../../http/resource-id.ts';
import type { TemplateLook } from '../../reports/report-style.ts';
import type { ReportType } from '../../reports/report-types.ts';
import { findDefaultTemplate, findVisibleTemplate, type TemplateRow } from '../pdf-templates/queries.ts';

/** The look of a report without a template: the built-in layout. */
const BUILT_IN_LOOK: TemplateLook = { editorConfig: {}, pageSettings: {}, customCss: '' };

/**
 * The template and report type of a request: the template asked for (which must be visible to the
 * organization, active and of the report type asked for, if any), else the organization's or the
 * global default template of the report type (natal when none is asked for), else none.
 * @throws ApiError 422 template_not_found, report_type_mismatch, template_inactive
 */
export async function chooseTemplate(
  db: Database,
  organizationId: string,
  templateId: string | undefined,
  requestedType: ReportType | undefined,
): Promise<{ template: TemplateRow | undefined; reportType: ReportType }> {
  if (templateId === undefined) {
    const reportType = requestedType ?? 'natal';
    return { template: await findDefaultTemplate(db, organizationId, reportType), reportType };
  }
  const template = isUuid(templateId)
    ? await findVisibleTemplate(db, organizationId, templateId.toLowerCase())
    : undefined;
  if (!template) throw errors.templateNotFound(templateId);
  if (requestedType && requestedType !== template.report_type)
    throw errors.reportTypeMismatch(template.report_type, requestedType);
  if (!template.is_active) throw errors.templateInactive();
  return { template, reportType: template.report_type };
}

/** What a report keeps of its template: the template's look, or the built-in layout's. */
export function templateLook(template: TemplateRow | undefined): TemplateLook {
  return template
    ? { editorConfig: template.editor_config, pageSettings: template.page_settings, customCss: template.custom_css }
    : BUILT_IN_LOOK;
}
