/** Request schemas of the API-key endpoints. */
import { z } from 'zod';
import { isDomainPattern } from '../../auth/allowed-domains.ts';
import { inputMessage } from '../../http/error-text/index.ts';

/** Ten years in seconds: the longest `expiresIn`. */
export const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600;

const permissions = z
  .array(z.string().min(1).max(64))
  .max(64)
  .describe(
    "Permission names; omit for everything the owner's role grants. Key permissions: calc:read, content:read, chart:read, modules:read; any role permission (e.g. org:users:update) may also be listed",
  );
const modules = z
  .array(z.string().min(1).max(64))
  .max(64)
  .describe('Modules the key may use; omit for every module the organization bought');
const allowedDomains = z
  .array(
    z
      .string()
      .max(253)
      .refine(isDomainPattern, {
        message: inputMessage((t) => t.domainPattern()),
      }),
  )
  .max(100)
  .describe(
    'Browser origins allowed to use the key: exact domains, *.domain for all subdomains, or *; empty = no restriction',
  );
const rateLimitEnabled = z.boolean().describe('Whether the rate limit applies (default true)');
const rateLimitTimeWindow = z
  .number()
  .int()
  .min(1000)
  .max(86_400_000)
  .describe('Rate-limit window in milliseconds (1000 to 86400000; default 60000)');
const rateLimitMax = z.number().int().min(1).max(1_000_000).describe('Requests allowed per window (default 1000)');

export const createApiKeyBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('api-keys'),
    attributes: z.strictObject({
      name: z.string().trim().min(1).max(100),
      organizationId: z
        .string()
        .optional()
        .describe('Must be the organization of the key making the request (the default)'),
      permissions: permissions.optional(),
      modules: modules.optional(),
      allowedDomains: allowedDomains.optional(),
      expiresIn: z
        .number()
        .int()
        .min(60)
        .max(MAX_EXPIRES_IN)
        .nullable()
        .optional()
        .describe('Lifetime in seconds (60 to 315360000); omit or null for a key that never expires'),
      rateLimitEnabled: rateLimitEnabled.optional(),
      rateLimitTimeWindow: rateLimitTimeWindow.optional(),
      rateLimitMax: rateLimitMax.optional(),
    }),
  }),
});

export const updateApiKeyBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('api-keys'),
    attributes: z.strictObject({
      name: z.string().trim().min(1).max(100).optional(),
      enabled: z.boolean().optional(),
      permissions: permissions.nullable().optional(),
      modules: modules.nullable().optional(),
      allowedDomains: allowedDomains.optional(),
      expiresIn: z
        .number()
        .int()
        .min(60)
        .max(MAX_EXPIRES_IN)
        .nullable()
        .optional()
        .describe('New lifetime in seconds from now; null = never expires'),
      rateLimitEnabled: rateLimitEnabled.optional(),
      rateLimitTimeWindow: rateLimitTimeWindow.optional(),
      rateLimitMax: rateLimitMax.optional(),
    }),
  }),
});

export const apiKeyParams = z.strictObject({ id: z.string().min(1) });
