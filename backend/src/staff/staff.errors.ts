import { reasons } from '../common/domain-error.js';

/** Why a staff or account request is refused. */
export const staffError = reasons({
  STAFF_EMAIL_TAKEN: 'conflict',
  INVITE_NOT_RESENDABLE: 'conflict',
  NOT_YOURSELF: 'invalid',
  INVITE_INVALID: 'not_found',
  WRONG_CURRENT_PASSWORD: 'invalid',
  PASSWORD_CHANGED_ELSEWHERE: 'conflict',
  STAFF_NOT_FOUND: 'not_found',
});
