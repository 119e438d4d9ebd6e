import { reasons } from '../common/domain-error.js';

/** Why the store or the orders back office refuses a request. */
export const orderError = reasons({
  ORDER_NOT_FOUND: 'not_found',
  PRODUCT_NOT_FOUND: 'not_found',
  OUT_OF_STOCK: 'conflict',
  TRACKING_REQUIRED: 'invalid',
  ORDER_NOT_PAID: 'conflict',
  FULFILMENT_MOVE_REFUSED: 'conflict',
  PAYMENT_VERIFICATION_FAILED: 'invalid',
  ORDER_WITH_BUYER: 'conflict',
  NOTHING_TO_REFUND: 'conflict',
  REFUND_EXCEEDS_PAID: 'invalid',
  RESTOCK_EXCEEDS_SOLD: 'invalid',
  RELEASE_REFUSED: 'conflict',
});
