/**
 * The rules of role changes: only owners make owners; a manager cannot change or remove an
 * owner; the last owner can be neither demoted nor removed.
 */
import type { Principal } from '../../auth/principal.ts';
import { mayAssignRole, type Role } from '../../auth/roles.ts';
import { errors } from '../../http/errors.ts';

/**
 * The role of the member acting through the key. Authentication refuses a key whose owner is no
 * longer a member, so this is the same refusal for a principal that somehow got past it.
 */
export function actorRole(principal: Principal): Role {
  if (principal.role === null) throw errors.invalidApiKey();
  return principal.role;
}

export function checkRoleAssignment(actor: Role, target: Role, parameter: string): void {
  if (!mayAssignRole(actor, target)) throw errors.roleNotAssignable(actor, target, parameter);
}

export function checkMayChangeMember(actor: Role, memberRole: Role): void {
  if (memberRole === 'owner' && actor !== 'owner') throw errors.ownerProtected();
}

export function checkNotLastOwner(memberRole: Role, newRole: Role | null, owners: number): void {
  if (memberRole === 'owner' && newRole !== 'owner' && owners <= 1) throw errors.lastOwner();
}
