/**
 * The only paths where a session can matter (DESIGN.md 7). Everything else, above all the
 * public reads, skips session handling entirely.
 */ export function usesSession(url) {
    const path = url.split('?', 1)[0];
    return path === '/api/login' || path === '/api/logout' || path.startsWith('/api/auth/') || path.startsWith('/api/admin/');
}

//# sourceMappingURL=session-paths.js.map