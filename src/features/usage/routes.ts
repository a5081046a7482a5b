/** GET /api/usage: the current account's monthly quota and how much of it is spent. */
import { z } from 'zod';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { nextMonthStart } from '../../limits/calendar-month.ts';
import { QuotaUnknownError } from '../../limits/quota-counter.ts';
import type { Services } from '../../services.ts';
import { chatTokenUsage, usageMonth } from '../chat/queries.ts';

export function registerUsageRoutes(api: ApiRouter, services: Services): void {
  api.route({
    method: 'GET',
    path: '/api/usage',
    operationId: 'getUsage',
    summary: "The monthly request quota of the key owner's account and its use",
    description:
      "Every request made with any of the owner's keys in this organization counts, this one included. `monthlyQuota` 0 means unlimited. Quotas reset at 00:00 UTC on the first of each month. " +
      "`used` counts the requests let through across every server process, from the durable record in the database (nothing is lost when Redis restarts): this process's requests at once, other processes' at most a sync interval (1 s) late; never requests a process has leased and not used. " +
      'When the database cannot be read, `used` is what this process knows: the total as of its last sync plus its own requests since; when it knows nothing yet, 503 `service_unavailable`.',
    tag: 'Usage',
    access: { kind: 'api-key', permission: 'org:read' },
    errors: [503],
    responses: [
      {
        status: 200,
        description: 'Quota use',
        mediaType: JSON_API,
        schema: z.object({
          data: z.object({
            type: z.literal('usage'),
            id: z.string(),
            attributes: z.object({
              monthlyQuota: z.number(),
              used: z.number(),
              remaining: z.number().nullable(),
              resetsAt: z.string(),
              chat: z
                .object({
                  month: z.string(),
                  exchanges: z.number().int(),
                  promptTokens: z.number().int(),
                  completionTokens: z.number().int(),
                  totalTokens: z.number().int(),
                  interrupted: z
                    .object({
                      exchanges: z.number().int(),
                      estimatedPromptTokens: z.number().int(),
                      estimatedCompletionTokens: z.number().int(),
                    })
                    .describe(
                      'Answers that broke off (the caller left, the model timed out or failed mid-answer): the provider reports no usage for them, so their tokens are estimated (prompt: characters ÷ 4; completion: streamed chunks)',
                    ),
                })
                .describe(
                  "The organization's chat this calendar month (UTC): answered exchanges and language-model tokens as the provider reported them, and the interrupted ones with estimated tokens",
                ),
            }),
          }),
        }),
      },
    ],
    async handler(ctx, { principal }) {
      const quota = principal.monthlyQuota ?? services.config.monthlyQuota;
      const used = await services.meter.quotas
        .used(principal.organizationId, principal.userId)
        .catch((error: unknown) => {
          throw error instanceof QuotaUnknownError
            ? errors.serviceUnavailable(5, (t) => t.quotaUnknown({ retryAfterSeconds: 5 }))
            : error;
        });
      const month = usageMonth(new Date());
      const chat = await chatTokenUsage(services.db, principal.organizationId, month);
      ctx.body = {
        data: {
          type: 'usage',
          id: services.serverSecret.memberUserId(principal.organizationId, principal.userId),
          attributes: {
            monthlyQuota: quota,
            used,
            remaining: quota > 0 ? Math.max(0, quota - used) : null,
            resetsAt: nextMonthStart(new Date()).toISOString(),
            chat: { month, ...chat, totalTokens: chat.promptTokens + chat.completionTokens },
          },
        },
      };
    },
  });
}
