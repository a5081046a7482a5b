/**
 * The events an organization can subscribe its webhook endpoints to, and the payload each
 * delivery carries: `{ id, type, createdAt, data }`, JSON, signed (see signature.ts).
 */
import type { ReportRow } from '../reports/report-store.ts';

export const WEBHOOK_EVENTS = ['pdf-report.completed', 'pdf-report.failed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'pdf-report.completed': 'A queued PDF report was generated; data.report has its links (the file is at links.file).',
  'pdf-report.failed': 'A queued PDF report failed for good; data.report.attributes.failureReason says why.',
};

export function isWebhookEvent(name: string): name is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(name);
}

/** One event as announced: a stable id (the same event announced twice is delivered once), its type and data. */
export interface AnnouncedEvent {
  id: string;
  type: WebhookEvent;
  organizationId: string;
  createdAt: string;
  data: Record<string, unknown>;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The event of a finished report (completed or failed), with the report as the API shows it. */
export function reportFinishedEvent(row: ReportRow): AnnouncedEvent {
  const type: WebhookEvent = row.status === 'completed' ? 'pdf-report.completed' : 'pdf-report.failed';
  return {
    id: `evt_${row.id}_${row.status}`,
    type,
    organizationId: row.organization_id,
    createdAt: iso(row.finished_at) ?? new Date().toISOString(),
    data: {
      report: {
        type: 'pdf-report',
        id: row.id,
        attributes: {
          status: row.status,
          reportType: row.report_type,
          name: row.name,
          language: row.language,
          failureReason: row.failure_reason,
          pageCount: row.page_count,
          fileSize: row.file_size,
          createdAt: iso(row.created_at),
          finishedAt: iso(row.finished_at),
        },
        links: {
          self: `/api/pdf-reports/${row.id}`,
          file: row.status === 'completed' ? `/api/pdf-reports/${row.id}/file` : null,
        },
      },
    },
  };
}

/** The JSON body of a delivery: the exact text that is signed and sent on every attempt. */
export function eventBody(event: AnnouncedEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });
}
