import { bookingClosesAt, type Availability, type PublicVenue } from '@robo/domain';
import { iso } from '../common/sql.js';
import type { Venue } from './entities/venue.entity.js';

export type VenueFields = Pick<
  Venue,
  'id' | 'name' | 'displayName' | 'city' | 'address' | 'dateTime' | 'maxSeats' | 'bookedSeats' | 'isActive'
> & {
  editionId: number;
  startsAt: Date | null;
  endsAt: Date | null;
  bookingClosesAt: Date | null;
  waitingEntries: number;
};

/** The columns of `VenueFields`, for a SELECT on `venues`. */
export const VENUE_FIELD_COLUMNS = `id, name, display_name AS "displayName", city, address, date_time AS "dateTime",
  max_seats AS "maxSeats", booked_seats AS "bookedSeats", is_active AS "isActive", edition_id AS "editionId",
  starts_at AS "startsAt", ends_at AS "endsAt", booking_closes_at AS "bookingClosesAt",
  waiting_entries AS "waitingEntries"`;

/**
 * Seats left to book; never negative even if capacity was lowered below the bookings, and none
 * while the waiting list waits (its offers take free seats first, seat-sql.ts ON_PUBLIC_SALE).
 */
export function availableSeats(venue: Pick<Venue, 'maxSeats' | 'bookedSeats' | 'waitingEntries'>): number {
  if ((venue.waitingEntries ?? 0) > 0) return 0;
  return Math.max(0, venue.maxSeats - venue.bookedSeats);
}

/** When the venue stops taking bookings, or null when its date is not set (it takes none). */
export function closesAt(v: Pick<VenueFields, 'startsAt' | 'bookingClosesAt'>): Date | null {
  return v.startsAt ? bookingClosesAt(v.startsAt, v.bookingClosesAt) : null;
}

export function toPublicVenue(v: VenueFields): PublicVenue {
  const closes = closesAt(v);
  return {
    id: v.id,
    name: v.name,
    displayName: v.displayName,
    city: v.city,
    address: v.address,
    dateTime: v.dateTime,
    startsAt: iso(v.startsAt),
    endsAt: iso(v.endsAt),
    maxSeats: v.maxSeats,
    bookedSeats: v.bookedSeats,
    availableSeats: availableSeats(v),
    isActive: v.isActive,
    bookingClosed: !closes || closes.getTime() <= Date.now(),
  };
}

export function toAvailability(
  v: Pick<Venue, 'maxSeats' | 'bookedSeats' | 'waitingEntries' | 'address' | 'dateTime'> &
    Pick<VenueFields, 'startsAt' | 'endsAt'>,
): Availability {
  return {
    availableSeats: availableSeats(v),
    maxSeats: v.maxSeats,
    venue: { address: v.address, dateTime: v.dateTime, startsAt: iso(v.startsAt), endsAt: iso(v.endsAt) },
  };
}
