/** GET /api/modules: the organization's purchased modules (the same body on every date). */
import { z } from 'zod';
import { MODULES, type ModuleId } from '../../auth/modules.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import type { Services } from '../../services.ts';
import { listPurchasedModules } from './queries.ts';

export function registerModuleRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'GET',
    path: '/api/modules',
    operationId: 'listModules',
    summary: "The organization's purchased modules",
    tag: 'Modules',
    access: { kind: 'api-key', permission: 'modules:read' },
    responses: [
      {
        status: 200,
        description: 'Purchased modules',
        mediaType: JSON_API,
        schema: z.object({
          data: z.array(
            z.object({
              type: z.literal('modules'),
              id: z.string(),
              attributes: z.object({ name: z.string(), description: z.string(), purchasedAt: z.string() }),
            }),
          ),
        }),
      },
    ],
    async handler(ctx, { principal }) {
      const rows = await listPurchasedModules(services.db, principal.organizationId);
      ctx.body = {
        data: rows.map((row) => ({
          type: 'modules',
          id: row.module,
          attributes: {
            name: row.module,
            description: MODULES[row.module as ModuleId] ?? '',
            purchasedAt: new Date(row.purchased_at).toISOString(),
          },
        })),
      };
    },
  });
}
