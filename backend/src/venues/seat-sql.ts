/**
 * Public SQL of the venues module: the statements other modules may embed in their own (the
 * registrations hold takes a seat in the same statement that writes the booking). Everything
 * else about venues goes through `VenuesService`. Changing a fragment here changes every caller.
 */

/**
 * The one statement that takes a seat: an UPDATE of an active venue with a seat free, returning
 * its `VenueSummary`. `venueId` is a bind parameter such as '$1'; callers may use it as a CTE.
 */
export function takeSeatSql(venueId: string): string {
  return `UPDATE venues SET booked_seats = booked_seats + 1, updated_at = now()
    WHERE id = ${venueId} AND is_active AND booked_seats < max_seats
    RETURNING display_name AS "displayName", date_time AS "dateTime", address`;
}
