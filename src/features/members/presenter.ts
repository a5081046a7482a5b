/**
 * Members as the API shows them. `userId` is the organization's own id for the user account
 * (ServerSecret.memberUserId): the same user has unrelated ids in different organizations.
 */
import type { ServerSecret } from '../../auth/server-secret.ts';
import type { MemberRow } from './queries.ts';

export function presentMember(row: MemberRow, serverSecret: ServerSecret) {
  return {
    type: 'members',
    id: row.id,
    attributes: {
      memberId: row.id,
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
