import type { Availability, PublicVenue } from '@robo/domain';
import type { Venue } from './entities/venue.entity.js';

export type VenueFields = Pick<
  Venue,
  'id' | 'name' | 'displayName' | 'city' | 'address' | 'dateTime' | 'maxSeats' | 'bookedSeats' | 'isActive'
> & { waitingEntries?: number };

/**
 * Seats left to book; never negative even if capacity was lowered below the bookings, and none
 * while the waiting list waits (its offers take free seats first, seat-sql.ts ON_PUBLIC_SALE).
 */
export function availableSeats(venue: Pick<Venue, 'maxSeats' | 'bookedSeats' | 'waitingEntries'>): number {
  if ((venue.waitingEntries ?? 0) > 0) return 0;
  return Math.max(0, venue.maxSeats - venue.bookedSeats);
}

export function toPublicVenue(v: VenueFields): PublicVenue {
  return {
    id: v.id,
    name: v.name,
    displayName: v.displayName,
    city: v.city,
    address: v.address,
    dateTime: v.dateTime,
    maxSeats: v.maxSeats,
    bookedSeats: v.bookedSeats,
    availableSeats: availableSeats(v),
    isActive: v.isActive,
  };
}

export function toAvailability(
  v: Pick<Venue, 'maxSeats' | 'bookedSeats' | 'waitingEntries' | 'address' | 'dateTime'>,
): Availability {
  return {
    availableSeats: availableSeats(v),
    maxSeats: v.maxSeats,
    venue: { address: v.address, dateTime: v.dateTime },
  };
}
