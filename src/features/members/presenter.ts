/** Members as the API shows them. */
import type { MemberRow } from './queries.ts';

export function presentMember(row: MemberRow) {
  return {
    type: 'members',
    id: row.id,
    attributes: {
      memberId: row.id,
      userId: row.user_id,
      email: row.email,
      name: row.name,
      role: row.role,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
  };
}
