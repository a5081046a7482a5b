/**
 * The rules of role changes: only owners make owners; a manager cannot change or remove an
 * owner; the last owner can be neither demoted nor removed.
 */
import { mayAssignRole, type Role } from '../../auth/roles.ts';
import { ApiError } from '../../http/errors.ts';

export function checkRoleAssignment(actor: Role, target: Role, parameter: string): void {
  if (!mayAssignRole(actor, target)) {
    throw new ApiError(403, 'role_not_assignable', 'Role not assignable', `A ${actor} cannot make anyone ${target}`, {
      parameter,
      location: 'body',
    });
  }
}

export function checkMayChangeMember(actor: Role, memberRole: Role): void {
  if (memberRole === 'owner' && actor !== 'owner') {
    throw new ApiError(403, 'owner_protected', 'Owner protected', 'Only an owner can change or remove an owner');
  }
}

export function checkNotLastOwner(memberRole: Role, newRole: Role | null, owners: number): void {
  if (memberRole === 'owner' && newRole !== 'owner' && owners <= 1) {
    throw new ApiError(
      403,
      'last_owner',
      'Last owner',
      "The organization's last owner cannot be demoted or removed; make someone else owner first",
    );
  }
}
