/**
 * The long-lived parts a web process is made of, created once at start-up and handed to the
 * routes. Everything here is either shared state outside the process (database, Redis) or a cache.
 */
import type { Redis } from 'ioredis';
import type { PrincipalCache } from './auth/principal-cache.ts';
import type { ServerSecret } from './auth/server-secret.ts';
import type { CalculationPool } from './calc/pool.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import type { PlaceIndex } from './geocoding/place-index.ts';
import type { ReportQueue } from './jobs/reports/report-queue.ts';
import type { RequestMeter } from './limits/request-meter.ts';
import type { Logger } from './logger.ts';
import type { InvalidationBus } from './redis/invalidation-bus.ts';
import type { StartTimer } from './timers.ts';
import type { VersionRegistry } from './versioning/registry.ts';

export interface Services {
  config: Config;
  logger: Logger;
  db: Database;
  /** Redis for commands; its calls fail fast while Redis is down. */
  redis: Redis;
  /** The Redis URL actually used (the private server's when one was started). */
  redisUrl: string;
  principals: PrincipalCache;
  invalidation: InvalidationBus;
  meter: RequestMeter;
  pool: CalculationPool;
  versions: VersionRegistry;
  /** The PDF report queue (producer side). */
  reports: ReportQueue;
  /** The embedded gazetteer for place search. */
  places: PlaceIndex;
  /** Derives signing secrets and member user ids, opens sealed secrets (SERVER_SECRET). */
  serverSecret: ServerSecret;
  /** Timers of the chat model's idle time-outs; Node's when absent (tests fire their own). */
  chatTimers?: StartTimer;
}
