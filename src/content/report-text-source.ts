/**
 * The PDF reports' text source backed by the content library: the texts of a report's URNs as
 * its organization sees them (custom copies first), in the report's print order. A drop-in for
 * `seededTextSource` (src/jobs/reports/report-processor.ts) in the web process and the report worker.
 */
import type { Database } from '../db/connect.ts';
import type { ReportTextSource } from '../jobs/reports/report-processor.ts';
import { libraryTexts } from './library-texts.ts';

/** A ReportTextSource reading the content library through `db`. */
export function contentLibraryTextSource(db: Database): ReportTextSource {
  return async (organizationId, urns, language) => {
    const texts = await libraryTexts(db, organizationId, urns, language);
    return urns.flatMap((urn) => {
      const text = texts.get(urn);
      return text ? [{ urn, title: text.title, body: text.body }] : [];
    });
  };
}
