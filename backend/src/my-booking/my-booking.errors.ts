import { reasons } from '../common/domain-error.js';

/** Why a "find my booking" request is refused. */
export const myBookingError = reasons({
  CHANNEL_MISMATCH: 'invalid',
  CODE_WRONG: 'invalid',
  CODE_SPENT: 'invalid',
  ONE_TARGET: 'invalid',
  SIGNED_OUT: 'unauthorized',
  NOT_YOURS: 'not_found',
});
