import { registerOriginCheck } from './origin-check.js';
import { registerSessions } from './sessions.js';
/** The HTTP side of access: the Origin check first (cheap), then sessions on their paths. */ export async function setupAuthHttp(app, settings) {
    registerOriginCheck(app, settings);
    await registerSessions(app, settings);
}

//# sourceMappingURL=auth-http.js.map