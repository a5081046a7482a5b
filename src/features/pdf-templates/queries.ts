/**
 * PDF templates in the database. An organization sees its own templates and the global ones
 * (organization_id null). At most one template per organization (or among the global ones) and
 * report type is the default: the database enforces it with a partial unique index, and making
 * a template the default clears the previous one in the same transaction (last writer wins).
 */
import type { Knex } from 'knex';
import type { Database } from '../../db/connect.ts';
import type { PageRequest } from '../../http/page-params.ts';
import type { ReportType } from './schema.ts';

type Db = Database | Knex.Transaction;

/** A row of pdf_templates (organization_id null = global). */
export interface TemplateRow {
  id: string;
  organization_id: string | null;
  name: string;
  description: string;
  report_type: ReportType;
  editor_config: Record<string, unknown>;
  page_settings: Record<string, unknown>;
  custom_css: string;
  is_default: boolean;
  is_active: boolean;
  version: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The templates an organization may see: its own and the global ones. */
function visibleTo(db: Db, organizationId: string) {
  return db('pdf_templates').where((q) => q.where('organization_id', organizationId).orWhereNull('organization_id'));
}

/** Templates visible to the organization, oldest first; one page of them when `page` is given. */
export async function listTemplates(
  db: Db,
  organizationId: string,
  options: { page?: PageRequest; reportType?: ReportType } = {},
): Promise<{ rows: TemplateRow[]; total: number }> {
  const base = () => {
    const q = visibleTo(db, organizationId);
    if (options.reportType) q.andWhere('report_type', options.reportType);
    return q;
  };
  const rowsQuery = base()
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('*');
  if (options.page) rowsQuery.limit(options.page.size).offset(options.page.size * options.page.number);
  const rows: TemplateRow[] = await rowsQuery;
  if (!options.page) return { rows, total: rows.length };
  const [{ count }] = await base().count<{ count: number }[]>('* as count');
  return { rows, total: Number(count) };
}

/** A template the organization may see, or undefined. */
export async function findVisibleTemplate(
  db: Db,
  organizationId: string,
  id: string,
): Promise<TemplateRow | undefined> {
  return visibleTo(db, organizationId).andWhere('id', id).first();
}

/** The default active template of a report type: the organization's, else the global one. */
export async function findDefaultTemplate(
  db: Db,
  organizationId: string,
  reportType: ReportType,
): Promise<TemplateRow | undefined> {
  return visibleTo(db, organizationId)
    .andWhere({ report_type: reportType, is_default: true, is_active: true })
    .orderByRaw('organization_id is null') // the organization's own first
    .first();
}

/**
 * Makes room for a new default of a scope (organization, or null for the global templates) and
 * report type: takes a transaction lock on that pair, so that concurrent writers take turns, and
 * clears the default flag of the other templates. The partial unique index stays the guarantee.
 */
async function clearOtherDefaults(
  trx: Knex.Transaction,
  organizationId: string | null,
  reportType: ReportType,
  keepId?: string,
): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `pdf_templates.default:${organizationId ?? 'global'}:${reportType}`,
  ]);
  const q = trx('pdf_templates').where({ report_type: reportType, is_default: true });
  if (organizationId === null) q.whereNull('organization_id');
  else q.where('organization_id', organizationId);
  if (keepId) q.whereNot('id', keepId);
  await q.update({ is_default: false, updated_at: trx.fn.now() });
}

/** What a new template is made of (organizationId null = global). */
export interface NewTemplate {
  organizationId: string | null;
  name: string;
  description: string;
  reportType: ReportType;
  editorConfig: Record<string, unknown>;
  pageSettings: Record<string, unknown>;
  customCss: string;
  isDefault: boolean;
  isActive: boolean;
  createdBy: string;
}

/** Inserts a template; with isDefault it replaces the previous default of its scope and report type. */
export async function insertTemplate(db: Database, template: NewTemplate): Promise<TemplateRow> {
  return db.transaction(async (trx) => {
    if (template.isDefault) await clearOtherDefaults(trx, template.organizationId, template.reportType);
    const [row] = await trx('pdf_templates')
      .insert({
        organization_id: template.organizationId,
        name: template.name,
        description: template.description,
        report_type: template.reportType,
        editor_config: JSON.stringify(template.editorConfig),
        page_settings: JSON.stringify(template.pageSettings),
        custom_css: template.customCss,
        is_default: template.isDefault,
        is_active: template.isActive,
        created_by: template.createdBy,
      })
      .returning('*');
    return row as TemplateRow;
  });
}

/** Attributes an update may change (absent = unchanged). */
export interface TemplateChanges {
  name?: string;
  description?: string;
  reportType?: ReportType;
  editorConfig?: Record<string, unknown>;
  pageSettings?: Record<string, unknown>;
  customCss?: string;
  isDefault?: boolean;
  isActive?: boolean;
}

/** Applies changes and bumps the version by one; undefined when the template is gone. */
export async function updateTemplate(
  db: Database,
  current: TemplateRow,
  changes: TemplateChanges,
): Promise<TemplateRow | undefined> {
  return db.transaction(async (trx) => {
    const reportType = changes.reportType ?? current.report_type;
    const willBeDefault = changes.isDefault ?? current.is_default;
    if (willBeDefault) await clearOtherDefaults(trx, current.organization_id, reportType, current.id);
    const update: Record<string, unknown> = { version: trx.raw('version + 1'), updated_at: trx.fn.now() };
    if (changes.name !== undefined) update.name = changes.name;
    if (changes.description !== undefined) update.description = changes.description;
    if (changes.reportType !== undefined) update.report_type = changes.reportType;
    if (changes.editorConfig !== undefined) update.editor_config = JSON.stringify(changes.editorConfig);
    if (changes.pageSettings !== undefined) update.page_settings = JSON.stringify(changes.pageSettings);
    if (changes.customCss !== undefined) update.custom_css = changes.customCss;
    if (changes.isDefault !== undefined) update.is_default = changes.isDefault;
    if (changes.isActive !== undefined) update.is_active = changes.isActive;
    const [row] = await trx('pdf_templates').where({ id: current.id }).update(update).returning('*');
    return row as TemplateRow | undefined;
  });
}

/** Deletes a template; reports made with it keep their snapshot (template_id becomes null). */
export async function deleteTemplate(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db('pdf_templates').where({ id }).delete().returning('*');
  return row as TemplateRow | undefined;
}
