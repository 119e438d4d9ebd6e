import { SESSION_COOKIE } from './sessions.js';
/** A fresh session id at every login (no fixation), holding the signed-in user. */ export async function startSession(request, userId) {
    await request.session.regenerate();
    // regenerate() replaced request.session with the new session.
    request.session.userId = userId;
}
/** Removes the session from the store and the cookie from the browser. */ export async function endSession(request, reply) {
    if (request.session?.sessionId) await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, {
        path: '/'
    });
}

//# sourceMappingURL=session-actions.js.map