/** Liveness and readiness probes for load balancers and orchestrators. */
import { z } from 'zod';
import { databaseIsReachable } from '../../db/connect.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { redisReady } from '../../redis/connect.ts';
import type { Services } from '../../services.ts';
import { describeReportWorkers, reportWorkerCount } from './report-workers.ts';

/** What /readyz answers, ready (200) or not (503). */
const readiness = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.boolean(),
  redis: z.boolean(),
  reports: z
    .string()
    .describe('Workers taking PDF reports: "no worker" (reports stay queued), "1 worker", "N workers", or "unknown"'),
});

export function registerHealthRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'GET',
    path: '/healthz',
    operationId: 'health',
    summary: 'Liveness: the process answers',
    tag: 'Operations',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'Alive', schema: z.object({ status: z.literal('ok') }) }],
    handler(ctx) {
      ctx.body = { status: 'ok' };
    },
  });

  api.route({
    method: 'GET',
    path: '/readyz',
    operationId: 'readiness',
    summary: 'Readiness: the database and Redis are reachable',
    tag: 'Operations',
    access: { kind: 'public' },
    // Unready is the same body with 503 (what a load balancer reads), not an error body.
    responses: [
      { status: 200, description: 'Ready', schema: readiness },
      { status: 503, description: 'Not ready: the database or Redis is unreachable', schema: readiness },
    ],
    async handler(ctx) {
      const [database, redis, workers] = await Promise.all([
        databaseIsReachable(services.db),
        redisReady(services.redis, 500)
          .then((ready) => (ready ? services.redis.ping().then((reply) => reply === 'PONG') : false))
          .catch(() => false),
        reportWorkerCount(services.reports),
      ]);
      const ready = database && redis;
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'unready', database, redis, reports: describeReportWorkers(workers) };
    },
  });
}
