import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { whatsappRecipient } from '@robo/domain';
import { Settings } from '../config/settings.js';
import { execute, maybeOne } from '../common/sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Outbox } from '../outbox/outbox.js';
import { VenuesService } from '../venues/venues.service.js';
import { bookingConfirmationText } from './booking-message.js';
import { BOOKING_COLUMNS, type BookingRow } from './registration.mapper.js';

/** The outbox kind of the parent's confirmation message (backend/src/outbox/README.md). */
export const BOOKING_CONFIRMATION = 'booking.confirmation';
const DEDUPE_PREFIX = 'booking-';

interface BookingConfirmationPayload {
  bookingId: string;
}

/**
 * The parent's WhatsApp confirmation: recorded in the outbox with the payment's confirmation and
 * delivered until the provider takes it (a provider outage only delays it). The messages module
 * will take over delivery; this is the one call site for booking confirmations.
 */
@Injectable()
export class BookingConfirmation implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
    private readonly outbox: Outbox,
    private readonly venues: VenuesService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.outbox.handle<BookingConfirmationPayload>(BOOKING_CONFIRMATION, ({ bookingId }) => this.deliver(bookingId));
    this.notifications.onSent(async (dedupeKey) => {
      if (!dedupeKey.startsWith(DEDUPE_PREFIX)) return;
      await execute(this.db, `UPDATE registrations SET whatsapp_sent = true WHERE booking_id = $1`, [
        dedupeKey.slice(DEDUPE_PREFIX.length),
      ]);
    });
  }

  /** Inside the transaction that confirms the booking. */
  async record(manager: EntityManager, booking: BookingRow): Promise<void> {
    await this.outbox.enqueue<BookingConfirmationPayload>(manager, {
      kind: BOOKING_CONFIRMATION,
      key: booking.bookingId,
      payload: { bookingId: booking.bookingId },
      cause: `booking ${booking.bookingId} paid`,
    });
  }

  private async deliver(bookingId: string): Promise<void> {
    const booking = await maybeOne<BookingRow>(this.db, `SELECT ${BOOKING_COLUMNS} FROM registrations WHERE booking_id = $1`, [bookingId]);
    if (!booking) throw new Error(`Booking ${bookingId} not found`);
    const venue = await this.venues.summary(booking.venueId);
    if (!venue) throw new Error(`Venue ${booking.venueId} of booking ${bookingId} not found`);
    await this.notifications.deliver({
      dedupeKey: `${DEDUPE_PREFIX}${bookingId}`,
      to: whatsappRecipient(booking.phoneNumber),
      body: bookingConfirmationText(booking, venue, this.settings.publicUrl),
    });
  }
}
