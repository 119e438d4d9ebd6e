import { BOOKING_READS } from '@robo/domain';
import { rows, maybeOne, type SqlRunner } from '../common/sql.js';

/** The seats a venue's bookings take: held by pending ones, taken by paid ones. */
export interface VenueSeatCounts {
  heldSeats: number;
  paidSeats: number;
}

const NO_SEATS: VenueSeatCounts = { heldSeats: 0, paidSeats: 0 };

/**
 * Public read model of the registrations module: what other modules (venue admin, dashboard) may
 * know about bookings without reading `registrations` themselves. Plain functions over a
 * `SqlRunner`, so a caller can run them inside its own transaction.
 */
export const RegistrationCounts = {
  /** Seats held and paid per venue, for the given venues (every venue with bookings when omitted). */
  async seatsByVenue(on: SqlRunner, venueIds?: readonly number[]): Promise<(venueId: number) => VenueSeatCounts> {
    const counts = await rows<VenueSeatCounts & { venueId: number }>(
      on,
      `SELECT venue_id AS "venueId",
              (count(*) FILTER (WHERE ${BOOKING_READS.awaitingPayment.sql()}))::int AS "heldSeats",
              (count(*) FILTER (WHERE ${BOOKING_READS.paid.sql()}))::int AS "paidSeats"
       FROM registrations
       WHERE holds_seat AND ($1::int[] IS NULL OR venue_id = ANY($1))
       GROUP BY venue_id`,
      [venueIds ?? null],
    );
    const byVenue = new Map(counts.map(({ venueId, ...seats }) => [venueId, seats]));
    return (venueId) => byVenue.get(venueId) ?? NO_SEATS;
  },

  /** Whether anyone ever registered for the venue (any status): such a venue is kept, never deleted. */
  async venueHasRegistrations(on: SqlRunner, venueId: number): Promise<boolean> {
    return (
      (await maybeOne<{ found: number }>(on, 'SELECT 1 AS found FROM registrations WHERE venue_id = $1 LIMIT 1', [
        venueId,
      ])) !== undefined
    );
  },
};
