import { formatVenueDateTime } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import { execute, rows } from '../common/sql.js';
import type { VenueFields } from './venue.mapper.js';

const DAY_MS = 86_400_000;

type VenueToCopy = Omit<VenueFields, 'id' | 'bookedSeats' | 'editionId' | 'waitingEntries'>;

const shift = (at: Date | null, days: number) => (at ? new Date(at.getTime() + days * DAY_MS) : null);

/**
 * Copies an edition's venues into another (cloning an edition for next season): the same places
 * and capacity, with no seats booked, times moved by `shiftDays` and `dateTime` rendered from the
 * new times (a venue without times keeps its text and still needs its date set). Each copy's name,
 * the unique slug, gets the new edition's slug appended. Answers how many were copied.
 */
export async function copyVenuesToEdition(
  manager: EntityManager,
  from: number,
  to: { id: number; slug: string },
  shiftDays: number,
): Promise<number> {
  const venues = await rows<VenueToCopy>(
    manager,
    `SELECT name, display_name AS "displayName", city, address, date_time AS "dateTime", max_seats AS "maxSeats",
            is_active AS "isActive", starts_at AS "startsAt", ends_at AS "endsAt", booking_closes_at AS "bookingClosesAt"
     FROM venues WHERE edition_id = $1 ORDER BY id`,
    [from],
  );
  for (const venue of venues) {
    const startsAt = shift(venue.startsAt, shiftDays);
    const endsAt = shift(venue.endsAt, shiftDays);
    await execute(
      manager,
      `INSERT INTO venues (name, display_name, city, address, date_time, max_seats, is_active, edition_id,
                           starts_at, ends_at, booking_closes_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        `${venue.name}-${to.slug}`,
        venue.displayName,
        venue.city,
        venue.address,
        startsAt && endsAt ? formatVenueDateTime(startsAt, endsAt) : venue.dateTime,
        venue.maxSeats,
        venue.isActive,
        to.id,
        startsAt,
        endsAt,
        shift(venue.bookingClosesAt, shiftDays),
      ],
    );
  }
  return venues.length;
}
