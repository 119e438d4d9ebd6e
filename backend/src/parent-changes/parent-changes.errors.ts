import { reasons } from '../common/domain-error.js';

/** Why a parent's change to their own booking is refused. */
export const parentChangeError = reasons({
  NOT_YOURS: 'not_found',
  VENUE_NOT_FOUND: 'not_found',
  CHANGES_CLOSED: 'conflict',
  OTHER_EDITION: 'conflict',
});
