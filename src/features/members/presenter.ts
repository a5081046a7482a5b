/**
 * Members as the API shows them: JSON:API resources of type `members`. `id` is the member id
 * (the membership's), which the member routes take and `GET /api/me` shows as `memberId`;
 * `userId` is the organization's own id for the user account (ServerSecret.memberUserId): the
 * same user has unrelated ids in different organizations.
 */
import type { ServerSecret } from '../../auth/server-secret.ts';
import type { MemberRow } from './queries.ts';

export function presentMember(row: MemberRow, serverSecret: ServerSecret) {
  return {
    type: 'members' as const,
    id: row.id,
    attributes: {
      userId: serverSecret.memberUserId(row.organization_id, row.user_id),
      email: row.email,
      name: row.name,
      role: row.role,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
  };
}
