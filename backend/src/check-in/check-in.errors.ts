import { reasons } from '../common/domain-error.js';

/** Why a check-in request is refused (scans themselves answer admit, already or refused). */
export const checkInError = reasons({
  VENUE_NOT_FOUND: 'not_found',
  NOT_CHECKED_IN: 'not_found',
  CODE_OR_BOOKING: 'invalid',
  NO_KIT_DUE: 'conflict',
  KIT_NOT_HANDED_OVER: 'not_found',
});
