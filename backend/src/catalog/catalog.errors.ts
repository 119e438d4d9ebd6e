import { reasons } from '../common/domain-error.js';

/** Why the product admin refuses a request (the reason code is what clients switch on). */
export const catalogError = reasons({
  PRODUCT_DUPLICATE: 'conflict',
  PRODUCT_ID_FIXED: 'invalid',
  PRODUCT_NOT_FOUND: 'not_found',
  STOCK_BELOW_ZERO: 'conflict',
});
