/** GET /api/me: who the API key speaks for — its organization, owner, role and effective rights. */
import { z } from 'zod';
import { keyPermissionFor } from '../../auth/key-permissions.ts';
import type { Principal } from '../../auth/principal.ts';
import { PERMISSIONS_OF_ROLE } from '../../auth/roles.ts';
import type { ServerSecret } from '../../auth/server-secret.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { holdsPermission } from '../../http/authorize.ts';
import type { Services } from '../../services.ts';

/** The attributes of a principal; principals are cached and immutable, so this is computed once per principal. */
const attributesOf = new WeakMap<Principal, Record<string, unknown>>();

function describe(principal: Principal, serverSecret: ServerSecret): Record<string, unknown> {
  let attributes = attributesOf.get(principal);
  if (!attributes) {
    const permissions = principal.role
      ? [...PERMISSIONS_OF_ROLE[principal.role]].filter((p) => holdsPermission(principal, p))
      : [];
    attributes = {
      keyName: principal.keyName,
      organizationId: principal.organizationId,
      // The key owner's member id, as the member routes take it and the admin CLI prints it.
      memberId: principal.memberId,
      // The organization's own id for the account, as its member list shows it (not a global user id).
      userId: serverSecret.memberUserId(principal.organizationId, principal.userId),
      role: principal.role,
      isPlatformAdmin: principal.isPlatformAdmin,
      permissions: permissions.map(keyPermissionFor),
      modules: [...principal.organizationModules]
        .filter((m) => principal.keyModules === null || principal.keyModules.includes(m))
        .sort(),
    };
    attributesOf.set(principal, attributes);
  }
  return attributes;
}

export function registerMeRoutes(api: ApiRouter, services: Pick<Services, 'serverSecret'>): void {
  api.route({
    method: 'GET',
    path: '/api/me',
    operationId: 'getMe',
    summary: 'The API key in use: organization, owner, role, effective permissions and modules',
    description: 'Answered from the authentication cache without touching the database; handy as a connectivity check.',
    tag: 'API keys',
    access: { kind: 'api-key' },
    responses: [
      {
        status: 200,
        description: 'The principal',
        mediaType: JSON_API,
        schema: z.object({
          data: z.object({
            type: z.literal('api-key-principals'),
            id: z.string(),
            attributes: z.object({
              keyName: z.string(),
              organizationId: z.string(),
              memberId: z
                .string()
                .describe(
                  "The key owner's member id: the `id` of the member resource in GET /api/org/users, which /api/org/users/{memberId} takes",
                ),
              userId: z
                .string()
                .describe(
                  "This organization's id for the key's owner (as in GET /api/org/users); unrelated to the same account's id in other organizations",
                ),
              role: z.string(),
              isPlatformAdmin: z.boolean(),
              permissions: z.array(z.string()),
              modules: z.array(z.string()),
            }),
          }),
        }),
      },
    ],
    handler(ctx, { principal }) {
      ctx.body = {
        data: {
          type: 'api-key-principals',
          id: principal.keyId,
          attributes: describe(principal, services.serverSecret),
        },
      };
    },
  });
}
