/**
 * Members of the current organization: add or invite (spec endpoint 11), change a role (12),
 * list, get and remove. Members of other organizations are never found (404).
 */
import { z } from 'zod';
import { JSON_API, type ApiRouter } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { addMembership, findOrCreateUser } from '../organizations/queries.ts';
import { presentMember } from './presenter.ts';
import { countOwners, deleteMember, findMember, findMemberByUser, listMembers, lockOrganization, setMemberRole } from './queries.ts';
import { checkMayChangeMember, checkNotLastOwner, checkRoleAssignment } from './role-rules.ts';
import { addMemberBody, memberParams, role, updateMemberBody } from './schema.ts';

const member = z.object({
  type: z.literal('members'),
  id: z.string(),
  attributes: z.object({
    memberId: z.string(),
    userId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role,
    status: z.enum(['active', 'invited']),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

export function registerMemberRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;

  api.route({
    method: 'POST',
    path: '/api/org/users',
    operationId: 'addMember',
    summary: 'Add or invite a member',
    description: 'Adds the user with this email to the organization; an email without a user creates an invited user. Only owners can add owners.',
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:create' },
    body: addMemberBody,
    responses: [
      {
        status: 201,
        description: 'The membership',
        mediaType: JSON_API,
        schema: z.object({ data: z.object({ memberId: z.string(), userId: z.string(), role, invited: z.boolean() }) }),
      },
    ],
    errors: [409],
    async handler(ctx, { body: { data }, principal }) {
      const { email, name, role: newRole } = data.attributes;
      checkRoleAssignment(principal.role!, newRole, 'data.attributes.role');
      const result = await db.transaction(async (trx) => {
        const { user, created } = await findOrCreateUser(trx, email, name ?? null, 'invited');
        if (await findMemberByUser(trx, principal.organizationId, user.id)) {
          throw errors.conflict('already_member', `${user.email} is already a member of this organization`, 'data.attributes.email');
        }
        const membership = await addMembership(trx, principal.organizationId, user.id, newRole);
        return { membership, invited: created || user.status === 'invited' };
      });
      ctx.status = 201;
      ctx.set('Location', `/api/org/users/${result.membership.id}`);
      ctx.body = { data: { memberId: result.membership.id, userId: result.membership.user_id, role: result.membership.role, invited: result.invited } };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/org/users',
    operationId: 'listMembers',
    summary: 'List the organization\'s members',
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:read' },
    responses: [{ status: 200, description: 'Members', mediaType: JSON_API, schema: z.object({ data: z.array(member) }) }],
    async handler(ctx, { principal }) {
      ctx.body = { data: (await listMembers(db, principal.organizationId)).map(presentMember) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/org/users/:memberId',
    operationId: 'getMember',
    summary: 'Get a member',
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:read' },
    params: memberParams,
    responses: [{ status: 200, description: 'The member', mediaType: JSON_API, schema: z.object({ data: member }) }],
    async handler(ctx, { params, principal }) {
      const found = await findMember(db, principal.organizationId, resourceIdOrNotFound(params.memberId, 'Member', 'memberId'));
      if (!found) throw errors.notFound('Member', 'memberId');
      ctx.body = { data: presentMember(found) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/org/users/:memberId',
    operationId: 'updateMember',
    summary: 'Change a member\'s role',
    description: 'Only owners make owners or change an owner; the last owner cannot be demoted. Statuses: 200, 400, 401, 403, 404.',
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:update' },
    params: memberParams,
    body: updateMemberBody,
    responses: [{ status: 200, description: 'The new role', mediaType: JSON_API, schema: z.object({ data: z.object({ memberId: z.string(), role }) }) }],
    async handler(ctx, { params, body, principal }) {
      const memberId = resourceIdOrNotFound(params.memberId, 'Member', 'memberId');
      const newRole = 'role' in body ? body.role : body.data.attributes.role;
      await db.transaction(async (trx) => {
        await lockOrganization(trx, principal.organizationId);
        const found = await findMember(trx, principal.organizationId, memberId);
        if (!found) throw errors.notFound('Member', 'memberId');
        checkMayChangeMember(principal.role!, found.role);
        checkRoleAssignment(principal.role!, newRole, 'role');
        checkNotLastOwner(found.role, newRole, await countOwners(trx, principal.organizationId));
        await setMemberRole(trx, memberId, newRole);
      });
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: { memberId, role: newRole } };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/org/users/:memberId',
    operationId: 'removeMember',
    summary: 'Remove a member',
    description: 'The member\'s API keys for this organization stop working. The last owner cannot be removed.',
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:delete' },
    params: memberParams,
    responses: [{ status: 200, description: 'The removed member', mediaType: JSON_API, schema: z.object({ data: member }) }],
    async handler(ctx, { params, principal }) {
      const memberId = resourceIdOrNotFound(params.memberId, 'Member', 'memberId');
      const removed = await db.transaction(async (trx) => {
        await lockOrganization(trx, principal.organizationId);
        const found = await findMember(trx, principal.organizationId, memberId);
        if (!found) throw errors.notFound('Member', 'memberId');
        checkMayChangeMember(principal.role!, found.role);
        checkNotLastOwner(found.role, null, await countOwners(trx, principal.organizationId));
        await deleteMember(trx, memberId);
        return found;
      });
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: presentMember(removed) };
    },
  });
}
