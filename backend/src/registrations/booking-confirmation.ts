import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { execute } from '../common/sql.js';
import { Messages } from '../messages/messages.js';
import type { BookingRow } from './registration.mapper.js';

/**
 * The parent's confirmation (e-mail with the ticket, and WhatsApp): queued with the payment's
 * confirmation in its transaction, delivered by the messages module (backend/src/messages/README.md).
 */
@Injectable()
export class BookingConfirmation implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly messages: Messages,
  ) {}

  onModuleInit(): void {
    this.messages.onSent(async ({ template, channel, bookingId }) => {
      if (template !== 'booking_confirmed' || channel !== 'whatsapp' || !bookingId) return;
      await execute(this.db, `UPDATE registrations SET whatsapp_sent = true WHERE booking_id = $1`, [bookingId]);
    });
  }

  /** Inside the transaction that confirms the booking. */
  async record(manager: EntityManager, booking: BookingRow): Promise<void> {
    await this.messages.queue(manager, {
      template: 'booking_confirmed',
      eventKey: `booking_confirmed:${booking.bookingId}`,
      bookingId: booking.bookingId,
    });
  }
}
