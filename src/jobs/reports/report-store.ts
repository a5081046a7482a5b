/**
 * Queued PDF reports and their files in the database. The report row is the source of truth:
 * the queue only carries its id. Every write by a worker is conditional on the report not being
 * finished, so a job that runs again (a retry, or a restart after a crash) cannot finish a
 * report twice or overwrite its file.
 */

import type { Knex } from 'knex';
import type { Database } from '../../db/connect.ts';
import type { TemplateLook } from '../../reports/report-style.ts';
import type { ReportType } from '../../reports/report-types.ts';
import type { StoredReport } from './report-input.ts';

type Db = Database | Knex.Transaction;

/**
 * Runs inside the transaction that finishes a report (completed or failed), after the status
 * change: what must be written with the finish or not at all (the webhook outbox records the
 * report's event there, so that a finish is never without its event).
 */
export type FinishHook = (trx: Knex.Transaction, reportId: string) => Promise<void>;

/** queued (waiting, also between retries), active (being generated), completed, failed. */
export type ReportStatus = 'queued' | 'active' | 'completed' | 'failed';

/** A row of pdf_reports. */
export interface ReportRow {
  id: string;
  organization_id: string;
  template_id: string | null;
  template_version: number | null;
  template_snapshot: TemplateLook;
  report_type: ReportType;
  name: string;
  language: string;
  /** The report type's input (report-input.ts) as stored: read it with readStoredReport. */
  input: unknown;
  status: ReportStatus;
  progress: number;
  failure_reason: string | null;
  attempts: number;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  requested_by: string | null;
  page_count: number | null;
  file_size: number | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

/** What a new report is made of: its type and that type's input (StoredReport), and who asked. */
export type NewReport = StoredReport & {
  organizationId: string;
  templateId: string | null;
  templateVersion: number | null;
  templateSnapshot: TemplateLook;
  name: string;
  language: string;
  idempotencyKey: string | null;
  requestFingerprint: string;
  requestedBy: string | null;
};

/**
 * Inserts a report, or with an idempotency key already used by the organization returns the
 * report made then (`created: false`). Concurrent requests with one key make one report.
 */
export async function insertReport(db: Database, report: NewReport): Promise<{ row: ReportRow; created: boolean }> {
  const values = {
    organization_id: report.organizationId,
    template_id: report.templateId,
    template_version: report.templateVersion,
    template_snapshot: JSON.stringify(report.templateSnapshot),
    report_type: report.reportType,
    name: report.name,
    language: report.language,
    input: JSON.stringify(report.input),
    idempotency_key: report.idempotencyKey,
    request_fingerprint: report.requestFingerprint,
    requested_by: report.requestedBy,
  };
  if (report.idempotencyKey === null) {
    const [row] = await db('pdf_reports').insert(values).returning('*');
    return { row, created: true };
  }
  const [row] = await db('pdf_reports')
    .insert(values)
    .onConflict(db.raw('(organization_id, idempotency_key) where idempotency_key is not null'))
    .ignore()
    .returning('*');
  if (row) return { row, created: true };
  const existing = await findReportByIdempotencyKey(db, report.organizationId, report.idempotencyKey);
  if (!existing) throw new Error('idempotent report insert found neither a new nor an existing row');
  return { row: existing, created: false };
}

/** A report of the organization, or undefined (reports of other organizations are never found). */
export async function findReport(db: Db, organizationId: string, id: string): Promise<ReportRow | undefined> {
  return db('pdf_reports').where({ organization_id: organizationId, id }).first();
}

/** The organization's report made with an idempotency key, or undefined. */
export async function findReportByIdempotencyKey(
  db: Db,
  organizationId: string,
  idempotencyKey: string,
): Promise<ReportRow | undefined> {
  return db('pdf_reports').where({ organization_id: organizationId, idempotency_key: idempotencyKey }).first();
}

/** A report by id alone (for workers). */
export async function findReportById(db: Db, id: string): Promise<ReportRow | undefined> {
  return db('pdf_reports').where({ id }).first();
}

/** The stored file of a completed report. */
export async function findReportFile(
  db: Db,
  reportId: string,
): Promise<{ content: Buffer; sha256: string } | undefined> {
  const row: { content: Uint8Array; sha256: string } | undefined = await db('pdf_report_files')
    .where({ report_id: reportId })
    .first('content', 'sha256');
  if (!row) return undefined;
  const content = Buffer.isBuffer(row.content)
    ? row.content
    : Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
  return { content, sha256: row.sha256 };
}

/** Marks a start of work (one more attempt); false when the report is already finished or gone. */
export async function markReportActive(db: Db, id: string): Promise<boolean> {
  const updated = await db('pdf_reports')
    .where({ id })
    .whereIn('status', ['queued', 'active'])
    .update({
      status: 'active',
      attempts: db.raw('attempts + 1'),
      progress: 5,
      started_at: db.raw('coalesce(started_at, now())'),
      updated_at: db.fn.now(),
    });
  return updated > 0;
}

/** Records progress (0..100) of an unfinished report. */
export async function setReportProgress(db: Db, id: string, progress: number): Promise<void> {
  await db('pdf_reports')
    .where({ id, status: 'active' })
    .update({ progress: Math.max(0, Math.min(99, Math.round(progress))), updated_at: db.fn.now() });
}

/**
 * Stores the finished PDF and completes the report, once: the file row is written only if
 * there is none, and the report only moves to completed from an unfinished state. Returns false
 * when the report had already been completed (or failed, or was deleted) by an earlier run.
 */
export async function completeReport(
  db: Database,
  id: string,
  pdf: { bytes: Uint8Array; sha256: string; pageCount: number },
  onFinish?: FinishHook,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const report = await trx('pdf_reports').where({ id }).forUpdate().first('status');
    if (!report || report.status === 'completed' || report.status === 'failed') return false;
    await trx('pdf_report_files')
      .insert({
        report_id: id,
        content: Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength),
        sha256: pdf.sha256,
      })
      .onConflict('report_id')
      .ignore();
    await trx('pdf_reports').where({ id }).update({
      status: 'completed',
      progress: 100,
      failure_reason: null,
      page_count: pdf.pageCount,
      file_size: pdf.bytes.byteLength,
      finished_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
    await onFinish?.(trx, id);
    return true;
  });
}

/** Fails an unfinished report with a reason shown to the client; `onFinish` runs in the same transaction. */
export async function failReport(db: Db, id: string, reason: string, onFinish?: FinishHook): Promise<boolean> {
  return db.transaction(async (trx) => {
    const updated = await trx('pdf_reports')
      .where({ id })
      .whereIn('status', ['queued', 'active'])
      .update({
        status: 'failed',
        failure_reason: reason.slice(0, 1000),
        finished_at: trx.fn.now(),
        updated_at: trx.fn.now(),
      });
    if (updated === 0) return false;
    await onFinish?.(trx, id);
    return true;
  });
}

/** Puts an unfinished report back to queued while its job waits for a retry. */
export async function requeueReport(db: Db, id: string): Promise<void> {
  await db('pdf_reports').where({ id, status: 'active' }).update({ status: 'queued', updated_at: db.fn.now() });
}

/** Unfinished reports requested more than `olderThanMs` ago, oldest first (for the queue sweep). */
export async function unfinishedReportIds(db: Db, olderThanMs: number, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await db('pdf_reports')
    .whereIn('status', ['queued', 'active'])
    .where('created_at', '<', new Date(Date.now() - olderThanMs))
    .orderBy('created_at')
    .limit(limit)
    .select('id');
  return rows.map((r) => r.id);
}
