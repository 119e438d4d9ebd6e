import { reasons } from '../common/domain-error.js';

/** Why a payment reminder is refused. */
export const reminderError = reasons({
  HOLD_NOT_FOUND: 'not_found',
  NOT_ABANDONED: 'conflict',
  NO_CONTACT: 'conflict',
  REMINDER_ALREADY_SENT: 'conflict',
});
