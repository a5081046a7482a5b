/**
 * Members of the current organization: add or invite (spec endpoint 11), change a role (12),
 * list, get and remove. Members of other organizations are never found (404).
 *
 * Every answer is the member resource (presenter.ts); its `id` is the member id the routes take.
 *
 * Adding a member reveals nothing about accounts outside the organization: the answer is the
 * same whether or not the email already has an account (in another organization or none), the
 * status is always `invited` (a new member has no key here yet), the name shown is the one this
 * organization gave, and `userId` is this organization's own id for the account (HMAC of the
 * organization and the user under the server secret), unrelated to its id in any other.
 */
import { z } from 'zod';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { errors } from '../../http/errors.ts';
import { findOr404, foundOr404 } from '../../http/find-or-404.ts';
import { resourceIdOrNotFound } from '../../http/resource-id.ts';
import type { Services } from '../../services.ts';
import { addMembership, findOrCreateUser } from '../organizations/queries.ts';
import { presentMember } from './presenter.ts';
import {
  countOwners,
  deleteMember,
  findMember,
  listMembers,
  lockOrganization,
  type MemberRow,
  setMemberRole,
} from './queries.ts';
import { actorRole, checkMayChangeMember, checkNotLastOwner, checkRoleAssignment } from './role-rules.ts';
import { addMemberBody, memberParams, memberResource, updateMemberBody } from './schema.ts';

const MEMBER_PRIVACY =
  'Adding a member reveals nothing about accounts outside this organization: the answer is the same (status, fields, `status: invited`) ' +
  'whether or not the email already has an account elsewhere; `name` is the name this organization gave (never another ' +
  "organization's), `status` is this organization's (`active` once the member has an API key here, else `invited`), and " +
  "`userId` is this organization's own id for the account: the same person has unrelated ids in different organizations.";

const memberAnswer = z.object({ data: memberResource });

export function registerMemberRoutes(api: ApiRouter, services: Services): void {
  const { db } = services;

  api.route({
    method: 'POST',
    path: '/api/org/users',
    operationId: 'addMember',
    summary: 'Add or invite a member',
    description: `Adds the user with this email to the organization as an invited member. Only owners can add owners; an email that is already a member here is 409 \`already_member\`. ${MEMBER_PRIVACY}`,
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:create' },
    body: addMemberBody,
    responses: [
      {
        status: 201,
        description: 'The new member (status invited)',
        mediaType: JSON_API,
        schema: memberAnswer,
      },
    ],
    errors: [409],
    async handler(ctx, { body: { data }, principal }) {
      const { email, name, role: newRole } = data.attributes;
      checkRoleAssignment(actorRole(principal), newRole, 'data.attributes.role');
      const added = await db.transaction(async (trx) => {
        // The account's own name and status stay out of it: the name given here is this organization's.
        const { user } = await findOrCreateUser(trx, email, null, 'invited');
        const membership = await addMembership(trx, principal.organizationId, user.id, newRole, name ?? null);
        if (!membership) throw errors.alreadyMember(user.email);
        // Read back as every member route shows it.
        return (await findMember(trx, principal.organizationId, membership.id)) as MemberRow;
      });
      ctx.status = 201;
      ctx.set('Location', `/api/org/users/${added.id}`);
      ctx.body = { data: presentMember(added, services.serverSecret) };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/org/users',
    operationId: 'listMembers',
    summary: "List the organization's members",
    description: MEMBER_PRIVACY,
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:read' },
    responses: [
      {
        status: 200,
        description: 'Members',
        mediaType: JSON_API,
        schema: z.object({ data: z.array(memberResource) }),
      },
    ],
    async handler(ctx, { principal }) {
      ctx.body = {
        data: (await listMembers(db, principal.organizationId)).map((row) => presentMember(row, services.serverSecret)),
      };
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
    responses: [{ status: 200, description: 'The member', mediaType: JSON_API, schema: memberAnswer }],
    async handler(ctx, { params, principal }) {
      const found = await findOr404(params.memberId, 'Member', 'memberId', (id) =>
        findMember(db, principal.organizationId, id),
      );
      ctx.body = { data: presentMember(found, services.serverSecret) };
    },
  });

  api.route({
    method: 'PATCH',
    path: '/api/org/users/:memberId',
    operationId: 'updateMember',
    summary: "Change a member's role",
    description:
      'Only owners make owners or change an owner; the last owner cannot be demoted. Statuses: 200, 400, 401, 403, 404.',
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:update' },
    params: memberParams,
    body: updateMemberBody,
    responses: [
      { status: 200, description: 'The member with its new role', mediaType: JSON_API, schema: memberAnswer },
    ],
    async handler(ctx, { params, body, principal }) {
      const memberId = resourceIdOrNotFound(params.memberId, 'Member', 'memberId');
      const newRole = 'role' in body ? body.role : body.data.attributes.role;
      const actor = actorRole(principal);
      const changed = await db.transaction(async (trx) => {
        await lockOrganization(trx, principal.organizationId);
        const found = foundOr404(await findMember(trx, principal.organizationId, memberId), 'Member', 'memberId');
        checkMayChangeMember(actor, found.role);
        checkRoleAssignment(actor, newRole, 'role');
        checkNotLastOwner(found.role, newRole, await countOwners(trx, principal.organizationId));
        await setMemberRole(trx, memberId, newRole);
        return findMember(trx, principal.organizationId, memberId);
      });
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: presentMember(foundOr404(changed, 'Member', 'memberId'), services.serverSecret) };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/org/users/:memberId',
    operationId: 'removeMember',
    summary: 'Remove a member',
    description: "The member's API keys for this organization stop working. The last owner cannot be removed.",
    tag: 'Members',
    access: { kind: 'api-key', permission: 'org:users:delete' },
    params: memberParams,
    responses: [{ status: 200, description: 'The removed member', mediaType: JSON_API, schema: memberAnswer }],
    async handler(ctx, { params, principal }) {
      const memberId = resourceIdOrNotFound(params.memberId, 'Member', 'memberId');
      const actor = actorRole(principal);
      const removed = await db.transaction(async (trx) => {
        await lockOrganization(trx, principal.organizationId);
        const found = foundOr404(await findMember(trx, principal.organizationId, memberId), 'Member', 'memberId');
        checkMayChangeMember(actor, found.role);
        checkNotLastOwner(found.role, null, await countOwners(trx, principal.organizationId));
        await deleteMember(trx, memberId);
        return found;
      });
      await services.invalidation.organizationChanged(principal.organizationId);
      ctx.body = { data: presentMember(removed, services.serverSecret) };
    },
  });
}
