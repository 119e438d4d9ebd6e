import { reasons } from '../common/domain-error.js';

/** Why a sign-in is refused (being signed out or lacking the role are common/http.errors.ts). */
export const authError = reasons({
  INVALID_CREDENTIALS: 'unauthorized',
  INVALID_PASSWORD: 'unauthorized',
  CREDENTIALS_REQUIRED: 'invalid',
});
