/**
 * Keys of the built-in payment sandbox (development and tests only; never used in production,
 * where settings refuse to fall back to the sandbox). Not secrets: they sign nothing real.
 */ export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_KEY_SECRET = 'sandbox_key_secret_for_local_development_only';

//# sourceMappingURL=sandbox-keys.js.map