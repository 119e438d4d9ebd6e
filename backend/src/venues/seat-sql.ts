/**
 * Public SQL of the venues module: the statements other modules may embed in their own (the
 * registrations hold takes a seat in the same statement that writes the booking). Everything
 * else about venues goes through `VenuesService`. Changing a fragment here changes every caller.
 */

/** A venue as a booking shows it (`VenueSummary`), for a SELECT list or a RETURNING clause. */
export const VENUE_SUMMARY_COLUMNS = `display_name AS "displayName", date_time AS "dateTime", address,
  starts_at AS "startsAt", ends_at AS "endsAt"`;

/**
 * The one statement that takes a seat: an UPDATE of an active venue with a seat free, returning
 * its `VenueSummary`. `venueId` is a bind parameter such as '$1'; callers may use it as a CTE,
 * with `onlyIf` an extra SQL condition.
 */
export function takeSeatSql(venueId: string, onlyIf = 'true'): string {
  return seatUpdateSql('booked_seats = booked_seats + 1', venueId, onlyIf);
}

/** When a venue's bookings close (a value on `venues`): `booking_closes_at`, else two hours before the start. */
export const BOOKING_CLOSES_SQL = `coalesce(booking_closes_at, starts_at - interval '2 hours')`;

/**
 * Whether a venue takes new bookings now (a condition on `venues`): it has times, its bookings have
 * not closed (`booking_closes_at`, else two hours before the start, libs/domain venue-times.ts) and
 * its edition is on sale within its sales window. A venue whose old free-text date could not be
 * read has no times and takes none until staff set them.
 */
export const BOOKABLE_SQL = `starts_at IS NOT NULL
    AND now() < ${BOOKING_CLOSES_SQL}
    AND EXISTS (SELECT 1 FROM editions e WHERE e.id = venues.edition_id AND e.status = 'on_sale'
      AND (e.sales_open_at IS NULL OR e.sales_open_at <= now()) AND (e.sales_close_at IS NULL OR now() < e.sales_close_at))`;

/**
 * As takeSeatSql, for new pending holds of a bookable venue (BOOKABLE_SQL): `seats` seats (an SQL
 * expression, all or none), which also count in `held_seats` (live holds, which `onlyIf` may read;
 * a trigger on registrations counts every later change of a hold). It also returns the venue's
 * `edition_id`, which the bookings keep.
 */
export function holdSeatSql(venueId: string, onlyIf = 'true', seats = '1'): string {
  return seatUpdateSql(
    `booked_seats = booked_seats + ${seats}, held_seats = held_seats + ${seats}`,
    venueId,
    `${BOOKABLE_SQL} AND ${ON_PUBLIC_SALE} AND ${onlyIf}`,
    ', edition_id',
    seats,
  );
}

/**
 * A free seat is on public sale only while nobody waits for one: otherwise the waiting list's offer
 * sweep gives it to the first entry (backend/src/waitlist/README.md).
 */
export const ON_PUBLIC_SALE = 'waiting_entries = 0';

function seatUpdateSql(set: string, venueId: string, onlyIf: string, alsoReturn = '', seats = '1'): string {
  return `UPDATE venues SET ${set}, updated_at = now()
    WHERE id = ${venueId} AND is_active AND booked_seats + ${seats} <= max_seats AND ${onlyIf}
    RETURNING ${VENUE_SUMMARY_COLUMNS}${alsoReturn}`;
}
