import { reasons } from '../common/domain-error.js';

/** Why a venue request is refused. */
export const venueError = reasons({
  VENUE_NOT_FOUND: 'not_found',
  VENUE_NAME_TAKEN: 'conflict',
  SEATS_BELOW_BOOKED: 'invalid',
  SEATS_BELOW_SOLD: 'conflict',
  VENUE_HAS_REGISTRATIONS: 'conflict',
  VENUE_INVALID_TIME: 'invalid',
  VENUE_EDITION_UNKNOWN: 'invalid',
  VENUE_CHANGE_UNCONFIRMED: 'conflict',
  VENUE_HAS_PAID_BOOKINGS: 'conflict',
});
