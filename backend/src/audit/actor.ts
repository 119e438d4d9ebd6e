import type { FastifyRequest } from 'fastify';
import { sessionRole, type StaffRole } from '../auth/roles.js';

/** Who did something: a named staff member (with where they were), the parent, or the system. */
export type Actor =
  | { kind: 'staff'; id: number; name: string; role: StaffRole; ip: string | null; userAgent: string | null }
  | { kind: 'parent' }
  | { kind: 'system' };

export const PARENT: Actor = { kind: 'parent' };
export const SYSTEM: Actor = { kind: 'system' };

/** How an actor is shown to people: the staff member's name, "parent" or "system". */
export function actorName(actor: Actor): string {
  return actor.kind === 'staff' ? actor.name : actor.kind;
}

/**
 * The signed-in staff member making this request. Only called behind AdminGuard, so a session
 * exists; sessions from before names were kept show as "Admin".
 */
export function staffActor(request: FastifyRequest): Actor & { kind: 'staff' } {
  const session = request.session as { userId?: number; name?: string } | null;
  const role = sessionRole(request);
  if (!session?.userId || !role) throw new Error('staffActor needs a signed-in session (AdminGuard)');
  const userAgent = request.headers['user-agent'];
  return {
    kind: 'staff',
    id: session.userId,
    name: session.name ?? 'Admin',
    role,
    ip: request.ip ?? null,
    userAgent: userAgent ?? null,
  };
}
