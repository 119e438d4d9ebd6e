import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import type { Settings } from '../config/settings.js';
import { staffName, type AuthUser } from './auth-user.js';
import { sessionCookie } from './sessions.js';
import { execute } from '../common/sql.js';

/** A fresh session id at every login (no fixation), holding the signed-in person and their role. */
export async function startSession(request: FastifyRequest, user: AuthUser): Promise<void> {
  await request.session.regenerate();
  // regenerate() replaced request.session with the new session.
  request.session.userId = user.id;
  request.session.role = user.role;
  request.session.name = staffName(user);
  request.session.email = user.email;
}

/**
 * Ends every session of a staff member at once (deactivation, a new role), except `keepSid`.
 * Runs in the caller's transaction; the next request with such a cookie is signed out.
 */
export async function endSessionsOf(manager: EntityManager, userId: number, keepSid?: string): Promise<void> {
  await execute(
    manager,
    `DELETE FROM sessions WHERE (sess::jsonb ->> 'userId')::int = $1 AND sid IS DISTINCT FROM $2`,
    [userId, keepSid ?? null],
  );
}

/** Removes the session from the store and the cookie from the browser. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, settings: Settings): Promise<void> {
  if (request.session?.sessionId) await request.session.destroy();
  const { name, secure } = sessionCookie(settings);
  reply.clearCookie(name, { path: '/', secure });
}
