import { SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@robo/domain';

/** Staff roles (docs/decisions.md "Staff and roles"), shared with the client by libs/domain/src/staff.ts. */
export { STAFF_ROLES, type StaffRole };

export const ROLES_KEY = 'robo:staff-roles';

/**
 * Which roles may call a guarded admin route (or every route of a controller). `owner` is always
 * allowed. A route under AdminGuard without this decorator is open to every signed-in role.
 */
export const RequireRoles = (...roles: StaffRole[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The signed-in person's role. A session whose role is missing or unknown (written before roles,
 * or tampered with) has none: it is signed out, never the owner.
 */
export function sessionRole(request: FastifyRequest): StaffRole | undefined {
  const session = request.session as { userId?: unknown; role?: unknown } | null;
  if (typeof session?.userId !== 'number') return undefined;
  const role = session.role;
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role)
    ? (role as StaffRole)
    : undefined;
}
