import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { sessionCookie } from './sessions.js';

/** A fresh session id at every login (no fixation), holding the signed-in user. */
export async function startSession(request: FastifyRequest, userId: number): Promise<void> {
  await request.session.regenerate();
  // regenerate() replaced request.session with the new session.
  request.session.userId = userId;
}

/** Removes the session from the store and the cookie from the browser. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, settings: Settings): Promise<void> {
  if (request.session?.sessionId) await request.session.destroy();
  const { name, secure } = sessionCookie(settings);
  reply.clearCookie(name, { path: '/', secure });
}
