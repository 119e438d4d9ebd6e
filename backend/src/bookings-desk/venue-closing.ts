import { Injectable } from '@nestjs/common';
import type { DeactivatedVenue } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { DomainError } from '../common/domain-error.js';
import { AdminVenuesService } from '../venues/admin-venues.service.js';
import { BookingActions, DESK_MESSAGES } from './booking-actions.js';
import { deskError } from './bookings-desk.errors.js';
import type { DeactivateVenueDto } from './dto/deactivate-venue.dto.js';

/**
 * Deactivating a venue (README.md, "Closing a venue"): without paid bookings it is hidden at once;
 * with them staff choose transfer (to which venue) or refund. The venue is deactivated first, so
 * it takes no new bookings, then each paid booking goes through the desk's own transfer or
 * cancel-with-full-refund (`BookingActions`: its seat, refund, timeline, audit and message to the
 * parent), each once under a key naming the venue and the booking, so sending the request again
 * finishes what a failure left and repeats nothing.
 */
@Injectable()
export class VenueClosing {
  constructor(
    private readonly venues: AdminVenuesService,
    private readonly actions: BookingActions,
  ) {}

  async deactivate(actor: Actor, venueId: number, dto: DeactivateVenueDto): Promise<DeactivatedVenue> {
    if (!dto.bookings) return this.venues.deactivate(actor, venueId);
    if (dto.bookings === 'transfer' && dto.toVenueId === venueId)
      throw deskError.VENUE_INACTIVE(DESK_MESSAGES.venueInactive);
    const venue = await this.venues.deactivate(actor, venueId, true);
    const reason = dto.reason || `The workshop at ${venue.displayName} is cancelled.`;
    const result: NonNullable<DeactivatedVenue['bookings']> = { transferred: [], refunded: [], failed: [] };
    for (const bookingId of await this.venues.paidBookings(venueId)) {
      const key = `venue-close-${venueId}-${bookingId}`;
      try {
        if (dto.bookings === 'transfer') {
          await this.actions.transfer(bookingId, { venueId: dto.toVenueId!, reason }, actor, key);
          result.transferred.push(bookingId);
        } else {
          await this.actions.cancel(bookingId, { refund: 'full', reason }, actor, key);
          result.refunded.push(bookingId);
        }
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        result.failed.push({ bookingId, code: err.code, message: err.message });
      }
    }
    return { ...venue, bookings: result };
  }
}
