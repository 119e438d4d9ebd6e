import { reasons } from '../common/domain-error.js';

/** Server messages of the booking flow that the specification does not word (the rest are MESSAGES). */
export const REGISTRATION_ERRORS = {
  priceChanged: 'The price has changed. Please review the new total and submit again.',
  venueUnavailable: 'This venue is not available for booking. Please select another venue.',
  releaseRefused: 'This booking cannot be released: it is not pending, or the release token does not match.',
  latePaymentRefunded:
    'Your seat hold expired before the payment arrived and the venue is now full, so your payment is being refunded in full.',
} as const;

/** Why a booking request is refused; the booking form switches on VENUE_FULL and PRICE_CHANGED. */
export const registrationError = reasons({
  VENUE_FULL: 'conflict',
  VENUE_UNAVAILABLE: 'not_found',
  BOOKING_CLOSED: 'conflict',
  PRICE_CHANGED: 'conflict',
  COUPON_EXHAUSTED: 'conflict',
  COUPON_INVALID: 'conflict',
  COUPON_NOT_APPLICABLE: 'invalid',
  RELEASE_REFUSED: 'conflict',
  BOOKING_NOT_FOUND: 'not_found',
  PAYMENT_VERIFICATION_FAILED: 'invalid',
  LATE_PAYMENT_REFUNDED: 'conflict',
});
