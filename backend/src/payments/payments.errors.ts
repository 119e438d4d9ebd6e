import { reasons } from '../common/domain-error.js';

/** Why a payment, refund, webhook or sandbox request is refused. */
export const paymentError = reasons({
  GATEWAY_UNAVAILABLE: 'gateway_unavailable',
  WEBHOOK_SIGNATURE_INVALID: 'invalid',
  SANDBOX_OFF: 'not_found',
  SANDBOX_ORDER_NOT_FOUND: 'not_found',
  SANDBOX_PAYMENT_NOT_FOUND: 'not_found',
  REFUND_AMOUNT_INVALID: 'invalid',
  PAYMENT_NOT_CAPTURED: 'invalid',
  REFUND_EXCEEDS_CAPTURED: 'conflict',
  HOLD_ENDED: 'conflict',
});
