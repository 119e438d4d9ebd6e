/**
 * Public SQL of the venues module: the statements other modules may embed in their own (the
 * registrations hold takes a seat in the same statement that writes the booking). Everything
 * else about venues goes through `VenuesService`. Changing a fragment here changes every caller.
 */

/** A venue as a booking shows it (`VenueSummary`), for a SELECT list or a RETURNING clause. */
export const VENUE_SUMMARY_COLUMNS = `display_name AS "displayName", date_time AS "dateTime", address`;

/**
 * The one statement that takes a seat: an UPDATE of an active venue with a seat free, returning
 * its `VenueSummary`. `venueId` is a bind parameter such as '$1'; callers may use it as a CTE,
 * with `onlyIf` an extra SQL condition.
 */
export function takeSeatSql(venueId: string, onlyIf = 'true'): string {
  return seatUpdateSql('booked_seats = booked_seats + 1', venueId, onlyIf);
}

/**
 * As takeSeatSql, for a new pending hold: the seat also counts in `held_seats` (live holds, which
 * `onlyIf` may read; a trigger on registrations counts every later change of the hold).
 */
export function holdSeatSql(venueId: string, onlyIf = 'true'): string {
  return seatUpdateSql(
    'booked_seats = booked_seats + 1, held_seats = held_seats + 1',
    venueId,
    `${ON_PUBLIC_SALE} AND ${onlyIf}`,
  );
}

/**
 * A free seat is on public sale only while nobody waits for one: otherwise the waiting list's offer
 * sweep gives it to the first entry (backend/src/waitlist/README.md).
 */
export const ON_PUBLIC_SALE = 'waiting_entries = 0';

function seatUpdateSql(set: string, venueId: string, onlyIf: string): string {
  return `UPDATE venues SET ${set}, updated_at = now()
    WHERE id = ${venueId} AND is_active AND booked_seats < max_seats AND ${onlyIf}
    RETURNING ${VENUE_SUMMARY_COLUMNS}`;
}
