/**
 * Which errors mean "the database cannot be reached right now" rather than "this query is wrong":
 * a refused or cut connection, the server shutting down or starting up, too many connections, or
 * knex's pool waiting past its acquire timeout. The web side answers these with 503 and
 * Retry-After (a passing outage the caller can retry), never with 500.
 */

/** Socket-level codes of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03
 * (administrator shutdown, crash shutdown, cannot connect now: starting up or shutting down),
 * 53300 (too many connections).
 */
const SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300']);

/** Messages of `pg` and knex for a connection lost mid-use; they carry no code. */
const LOST_CONNECTION =
  /^(Connection terminated|Connection ended unexpectedly|Client was closed and is not queryable|Client has encountered a connection error)/;

/** True when `error` (or what caused it) says the database is unreachable, not that the query failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  // Walks `cause` chains and AggregateError's list (a refused dual-stack connect reports both attempts).
  while (pending.length > 0) {
    const current = pending.pop();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    if (current.name === 'KnexTimeoutError') return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code))) return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    if (current.cause !== undefined) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}
