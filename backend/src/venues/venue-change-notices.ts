import { Injectable } from '@nestjs/common';
import { BOOKING_READS, type AdminVenue } from '@robo/domain';
import type { EntityManager } from 'typeorm';
import { one, rows } from '../common/sql.js';
import { Messages } from '../messages/messages.js';

/**
 * What a `venue_changed` message names (backend/src/messages/README.md): an unchanged pair is null.
 * Moved times come as the venue's text and as ISO instants, which Hindi and Marathi write their way.
 */
export interface VenueChange {
  oldDateTime: string | null;
  newDateTime: string | null;
  oldStartsAt: string | null;
  oldEndsAt: string | null;
  newStartsAt: string | null;
  newEndsAt: string | null;
  oldAddress: string | null;
  newAddress: string | null;
}

/**
 * The change parents must hear of: a new start, end or address (`before` the stored venue, the rest
 * what is being saved); null when none of them changes.
 */
export function venueChangeOf(
  before: AdminVenue,
  after: { startsAt: Date; endsAt: Date; address: string; dateTime: string },
): VenueChange | null {
  const timesMoved = before.startsAt !== after.startsAt.toISOString() || before.endsAt !== after.endsAt.toISOString();
  const moved = before.address !== after.address;
  if (!timesMoved && !moved) return null;
  return {
    oldDateTime: timesMoved ? before.dateTime : null,
    newDateTime: timesMoved ? after.dateTime : null,
    oldStartsAt: timesMoved ? before.startsAt : null,
    oldEndsAt: timesMoved ? before.endsAt : null,
    newStartsAt: timesMoved ? after.startsAt.toISOString() : null,
    newEndsAt: timesMoved ? after.endsAt.toISOString() : null,
    oldAddress: moved ? before.address : null,
    newAddress: moved ? after.address : null,
  };
}

/**
 * Change notices (backend/src/reminders/README.md, "Change notices"): the paid bookings of a venue
 * are told of a new start, end or address, each with a calendar file that updates their event.
 */
@Injectable()
export class VenueChangeNotices {
  constructor(private readonly messages: Messages) {}

  /** The booking ids of the venue's paid bookings (`BOOKING_READS.paid`): who a change notice goes to. */
  paidBookings(manager: EntityManager, venueId: number): Promise<string[]> {
    return rows<{ bookingId: string }>(
      manager,
      `SELECT booking_id AS "bookingId" FROM registrations r WHERE r.venue_id = $1 AND ${BOOKING_READS.paid.sql('r')}
       ORDER BY r.id`,
      [venueId],
    ).then((found) => found.map((row) => row.bookingId));
  }

  /**
   * In the transaction that saves the change: raises the venue's calendar SEQUENCE (every `.ics`
   * rendered from now on carries it, so it replaces the confirmation's) and queues one
   * `venue_changed` message per paid booking, its event key naming that sequence.
   */
  async notify(manager: EntityManager, venueId: number, change: VenueChange, bookingIds: string[]): Promise<void> {
    const { sequence } = await one<{ sequence: number }>(
      manager,
      `UPDATE venues SET calendar_sequence = calendar_sequence + 1 WHERE id = $1 RETURNING calendar_sequence AS sequence`,
      [venueId],
    );
    for (const bookingId of bookingIds)
      await this.messages.queue(manager, {
        template: 'venue_changed',
        eventKey: `venue_changed:${bookingId}:${sequence}`,
        bookingId,
        params: { ...change, sequence },
      });
  }
}
