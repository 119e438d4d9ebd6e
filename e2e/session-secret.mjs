// The e2e server's SESSION_SECRET, which also signs booking check-in codes: tests sign codes with it.
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';
