/** Queued PDF reports as the API shows them (resource type `pdf-report`). */
import { z } from 'zod';
import type { ReportRow } from '../../jobs/reports/report-store.ts';
import { REPORT_TYPES } from '../../reports/report-types.ts';
import type { ReportWorkerNotice } from '../health/report-workers.ts';

/** Base path of the report endpoints. */
export const REPORTS_PATH = '/api/pdf-reports';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The report resource: status, progress (percent 0–100), times (ISO 8601), failure reason, the
 * workers' state while it is queued (null after), links to itself and (once completed) its file.
 */
export function presentReport(row: ReportRow, worker: ReportWorkerNotice | null) {
  return {
    type: 'pdf-report' as const,
    id: row.id,
    attributes: {
      status: row.status,
      progress: row.progress,
      reportType: row.report_type,
      name: row.name,
      language: row.language,
      templateId: row.template_id,
      templateVersion: row.template_version,
      attempts: row.attempts,
      failureReason: row.failure_reason,
      pageCount: row.page_count,
      fileSize: row.file_size,
      createdAt: new Date(row.created_at).toISOString(),
      startedAt: iso(row.started_at),
      finishedAt: iso(row.finished_at),
      worker: row.status === 'queued' ? worker : null,
    },
    links: {
      self: `${REPORTS_PATH}/${row.id}`,
      file: row.status === 'completed' ? `${REPORTS_PATH}/${row.id}/file` : null,
    },
  };
}

/** The report resource's schema, for the OpenAPI document. */
export const reportResource = z.object({
  type: z.literal('pdf-report'),
  id: z.string(),
  attributes: z.object({
    status: z
      .enum(['queued', 'active', 'completed', 'failed'])
      .describe('queued (waiting, also between retries), active (being generated), completed, failed'),
    progress: z.number().int().describe('Percent done, 0 to 100'),
    reportType: z.enum(REPORT_TYPES),
    name: z.string(),
    language: z.string(),
    templateId: z
      .string()
      .nullable()
      .describe('null: the built-in layout (no template), or the template was deleted since'),
    templateVersion: z.number().int().nullable().describe("The template's version the report is made with"),
    attempts: z
      .number()
      .int()
      .describe('How many times a worker started on it (retries and restarts after a crash count)'),
    failureReason: z.string().nullable(),
    pageCount: z.number().int().nullable(),
    fileSize: z.number().int().nullable().describe('Bytes of the PDF'),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    worker: z
      .object({
        status: z
          .enum(['active', 'none_seen', 'unknown'])
          .describe(
            'active: a report worker is connected and will take the report; none_seen: no worker is connected, ' +
              'so the report stays queued until one runs; unknown: Redis did not answer in time to tell',
          ),
        advice: z
          .string()
          .nullable()
          .describe("What this deployment's operator must do for the report to be made (null unless none_seen)"),
      })
      .nullable()
      .describe('While the report is queued: whether any report worker will take it; null once a worker has'),
  }),
  links: z.object({ self: z.string(), file: z.string().nullable().describe('The PDF, once completed') }),
});

/** The PDF's file name: the person's name as ASCII words, then the report type (`ada-lovelace-natal-report.pdf`). */
export function reportFileName(row: Pick<ReportRow, 'name' | 'report_type'>): string {
  const slug =
    row.name
      .normalize('NFKD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'report';
  return `${slug}-${row.report_type}-report.pdf`;
}
