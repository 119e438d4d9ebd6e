/** What decides whether a venue takes waiting-list entries. */
export interface WaitlistVenue {
  isActive: boolean;
  /** Takes bookings now (venues/seat-sql.ts BOOKABLE_SQL): has times, not closed or past, its edition on sale. */
  bookable: boolean;
}

/**
 * Whether people may join the venue's waiting list: `inactive` for a venue taken off the site,
 * `closed` once it takes no bookings (closed, past, or of an edition not on sale), as no seat freed
 * there could be offered.
 */
export function venueTakesWaitlist(venue: WaitlistVenue): 'open' | 'inactive' | 'closed' {
  if (!venue.isActive) return 'inactive';
  return venue.bookable ? 'open' : 'closed';
}
