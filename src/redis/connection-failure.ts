/**
 * Which errors of ioredis mean "Redis cannot be reached right now": the connection is closed or
 * not writable (the command connection keeps no offline queue), its retries are spent, or a
 * command passed its timeout. Most Redis uses fail open; where one cannot, the web side answers
 * 503 with Retry-After, never 500.
 */

const MESSAGES = new Set([
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
]);

/** True when `error` says Redis is unreachable, not that the command was wrong. */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.name === 'DeadlineError' ||
    error.name === 'RedisStalledError' ||
    MESSAGES.has(error.message)
  );
}
