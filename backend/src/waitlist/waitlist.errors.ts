import { reasons } from '../common/domain-error.js';

export const WAITLIST_ERRORS = {
  seatsAvailable: 'Seats are available: book now.',
  closed: 'This venue does not take a waiting list.',
  offerGone: 'This offer has ended: it was booked, declined or ran out.',
  priceChanged: 'The price has changed. Please review the new total and submit again.',
  cannotMove: 'Only a waiting entry behind another can move up.',
  cannotRemove: 'This entry is no longer on the list.',
  noFreeSeat: 'No seat is free at this venue, or this entry cannot take an offer.',
  entryNotFound: 'This waiting-list entry was not found.',
} as const;

export const waitlistError = reasons({
  SEATS_AVAILABLE: 'conflict',
  WAITLIST_CLOSED: 'conflict',
  BOOKING_CLOSED: 'conflict',
  OFFER_GONE: 'conflict',
  ENTRY_NOT_FOUND: 'not_found',
  PRICE_CHANGED: 'conflict',
  CANNOT_MOVE: 'conflict',
  CANNOT_REMOVE: 'conflict',
  NO_FREE_SEAT: 'conflict',
});
