import { reasons } from '../common/domain-error.js';

/** Why the coupon admin refuses a request. */
export const couponError = reasons({
  COUPON_CODE_TAKEN: 'conflict',
  COUPON_USED: 'conflict',
  COUPON_NOT_FOUND: 'not_found',
  COUPON_EDITION_UNKNOWN: 'invalid',
});
