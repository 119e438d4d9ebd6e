import { reasons } from '../common/domain-error.js';

/** Why the bookings desk refuses an action on a booking. */
export const deskError = reasons({
  BOOKING_NOT_FOUND: 'not_found',
  VENUE_NOT_FOUND: 'not_found',
  NOT_PAID: 'conflict',
  TRANSFER_NOT_PAID: 'conflict',
  CHECKED_IN: 'conflict',
  RESEND_NOT_PAID: 'conflict',
  REFUND_EXCEEDS_PAID: 'invalid',
  REFUND_NEEDS_OWNER: 'forbidden',
  DAILY_REFUND_LIMIT: 'forbidden',
  VENUE_FULL: 'conflict',
  VENUE_INACTIVE: 'conflict',
  REQUEST_OPEN: 'conflict',
  REQUEST_NOT_FOUND: 'not_found',
  REQUEST_DECIDED: 'conflict',
});
