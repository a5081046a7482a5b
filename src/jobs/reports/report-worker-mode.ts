/**
 * Whether the web process generates PDF reports itself (REPORT_WORKER): `inline` always, `off`
 * never (the separate worker process of the Procfile does), `auto` when the database is the
 * embedded PGlite — it admits one process, so no separate worker could open it.
 */
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connect.ts';

/** True when `db` is the embedded PGlite database rather than a PostgreSQL server. */
export function isEmbeddedDatabase(db: Database): boolean {
  return (
    (db.client as { dialect?: string; driverName?: string; config?: { client?: unknown } }).config?.client !== 'pg'
  );
}

export function reportWorkerRunsInline(config: Pick<Config, 'reportWorker'>, db: Database): boolean {
  if (config.reportWorker === 'inline') return true;
  if (config.reportWorker === 'off') return false;
  return isEmbeddedDatabase(db);
}
