/**
 * Requesting a PDF report (POST /api/pdf-reports): read and check the request, replay the report
 * an Idempotency-Key made before, choose the template, store the report and queue its job.
 * The route validates the body and presents what this returns.
 */
import { createHash } from 'node:crypto';
import type { Principal } from '../../auth/principal.ts';
import { errors } from '../../http/errors.ts';
import { findReportByIdempotencyKey, insertReport, type ReportRow } from '../../jobs/reports/report-store.ts';
import type { Services } from '../../services.ts';
import {
  type ReportDeployment,
  type ReportWorkerNotice,
  reportWorkerNotice,
  warnWhenNoReportWorker,
} from '../health/report-workers.ts';
import { type ReportAttributes, readRequestedChart, storedReportOf } from './report-request.ts';
import { chooseTemplate, templateLook } from './report-template.ts';

/** A requested report: the one stored now, or the one its Idempotency-Key made before. */
export interface QueuedReport {
  report: ReportRow;
  /** True when the report was made by an earlier request with the same Idempotency-Key. */
  replayed: boolean;
  /** Whether a report worker will take it (null once a worker has). */
  worker: ReportWorkerNotice | null;
}

/** What a request asks for and who asks. */
export interface ReportRequest {
  principal: Principal;
  attributes: ReportAttributes;
  /** The Idempotency-Key header's value, or null without one. */
  idempotencyKey: string | null;
}

/** A digest of what was asked for, to tell a retry from a different request reusing a key. */
function fingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** Whether a worker will take the report: asked of Redis only while it waits for one. */
export async function workerNoticeOf(
  services: Services,
  deployment: ReportDeployment,
  report: ReportRow,
): Promise<ReportWorkerNotice | null> {
  return report.status === 'queued' ? reportWorkerNotice(services.reports, deployment) : null;
}

/**
 * Stores and queues a report, or returns the report the request's Idempotency-Key made before.
 * The queue is best effort: without Redis the report stays stored and the report worker's sweep
 * queues it later.
 * @throws ValidationError (400) for input the calculations refuse; ApiError 422 for a template
 * that cannot be used or a key reused for a different request
 */
export async function queueReport(
  services: Services,
  deployment: ReportDeployment,
  { principal, attributes: a, idempotencyKey }: ReportRequest,
): Promise<QueuedReport> {
  const { db, logger } = services;
  const requested = await readRequestedChart(services.pool, a);
  // The period as sent (a default period starts "now", which a retry must not change).
  const requestFingerprint = fingerprint({
    reportType: a.reportType ?? null,
    templateId: a.templateId ?? null,
    name: a.name,
    language: a.language,
    input: requested,
    transitPeriod: a.transitPeriod ?? null,
    returnYear: a.returnYear ?? null,
    returnLocation: a.returnLocation ?? null,
    targetDate: a.targetDate ?? null,
    angles: a.angles ?? null,
    returnDate: a.returnDate ?? null,
    fullName: a.fullName ?? null,
    forecastYear: a.forecastYear ?? null,
  });
  const replay =
    idempotencyKey === null
      ? undefined
      : await findReportByIdempotencyKey(db, principal.organizationId, idempotencyKey);
  if (replay) return replayOf(replay);

  const { template, reportType } = await chooseTemplate(db, principal.organizationId, a.templateId, a.reportType);
  const stored = await storedReportOf(services.pool, reportType, requested, a, new Date());
  const { row, created } = await insertReport(db, {
    organizationId: principal.organizationId,
    templateId: template?.id ?? null,
    templateVersion: template?.version ?? null,
    templateSnapshot: templateLook(template),
    ...stored,
    name: a.name,
    language: a.language,
    idempotencyKey,
    requestFingerprint,
    requestedBy: principal.userId,
  });
  // A concurrent request with the same key stored it first.
  if (!created) return replayOf(row);
  try {
    await services.reports.enqueue(row.id, row.report_type);
    const worker = await warnWhenNoReportWorker(services.reports, logger, row.id, deployment);
    return { report: row, replayed: false, worker };
  } catch (error) {
    logger.warn(
      { err: error, reportId: row.id },
      "could not enqueue the report now; the report worker's sweep enqueues it",
    );
    return { report: row, replayed: false, worker: await workerNoticeOf(services, deployment, row) };
  }

  async function replayOf(report: ReportRow): Promise<QueuedReport> {
    if (report.request_fingerprint !== requestFingerprint) throw errors.idempotencyKeyReused(report.id);
    return { report, replayed: true, worker: await workerNoticeOf(services, deployment, report) };
  }
}
