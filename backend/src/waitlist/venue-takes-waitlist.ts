/** What decides whether a venue takes waiting-list entries. */
export interface WaitlistVenue {
  isActive: boolean;
}

/**
 * Whether people may join the venue's waiting list at all (an inactive venue: 409). The one place
 * to add "closed for booking or past" once venues carry those dates.
 */
export function venueTakesWaitlist(venue: WaitlistVenue): boolean {
  return venue.isActive;
}
