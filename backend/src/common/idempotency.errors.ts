import { reasons } from './domain-error.js';

/** Why a write that needs an Idempotency-Key refuses a request. */
export const idempotencyError = reasons({ IDEMPOTENCY_KEY_MISSING: 'invalid', IDEMPOTENCY_KEY_REUSED: 'conflict' });
