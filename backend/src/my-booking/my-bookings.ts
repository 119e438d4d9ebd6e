import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type MyBookingItem,
  type MyBookingsOverview,
  type MyOrderItem,
  BOOKING_READS,
  ORDER_READS,
} from '@robo/domain';
import { myBookingError } from './my-booking.errors.js';
import { maybeOne, rows } from '../common/sql.js';
import { InvoiceFiles } from '../invoices/invoice-files.js';
import { Messages } from '../messages/messages.js';
import { bookingMatch, orderMatch, type Contact } from './contact.js';

/** What a parent with a valid code sees and may do: their bookings and orders, and a resend of a confirmation. */
@Injectable()
export class MyBookings {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly invoices: InvoiceFiles,
    private readonly messages: Messages,
  ) {}

  async overview(contact: Contact): Promise<MyBookingsOverview> {
    const [bookings, orders] = await Promise.all([
      rows<Omit<MyBookingItem, 'ticketPath' | 'invoicePath'>>(
        this.db,
        `SELECT r.booking_id AS "bookingId", r.child_name AS "childName", v.display_name AS venue, v.date_time AS "dateTime",
                v.starts_at AS "startsAt", v.ends_at AS "endsAt", v.address, r.payment_status AS status, r.total_amount AS amount, r.simple_qr_code_url AS "qrImagePath",
                r.takeaway_kit AS "takeawayKit"
         FROM registrations r JOIN venues v ON v.id = r.venue_id
         WHERE ${bookingMatch(contact.kind, 'r')} AND ${BOOKING_READS.listedToParent.sql('r')}
         ORDER BY r.paid_at DESC NULLS LAST LIMIT 50`,
        [contact.value],
      ),
      rows<Omit<MyOrderItem, 'orderPath' | 'invoicePath'>>(
        this.db,
        `SELECT order_id AS "orderId", product_name AS "productName", quantity, order_status AS status, total_amount AS amount
         FROM orders WHERE ${orderMatch(contact.kind)} AND ${ORDER_READS.sold.sql()}
         ORDER BY paid_at DESC NULLS LAST LIMIT 50`,
        [contact.value],
      ),
    ]);
    return {
      bookings: await Promise.all(
        bookings.map(async (b) => ({
          ...b,
          ticketPath: `/thank-you/${b.bookingId}`,
          invoicePath: await this.invoices.buyerLink(b.bookingId),
        })),
      ),
      orders: await Promise.all(
        orders.map(async (o) => ({
          ...o,
          orderPath: `/thank-you/order/${o.orderId}`,
          invoicePath: await this.invoices.buyerLink(o.orderId),
        })),
      ),
    };
  }

  /** Sends a booking's or order's confirmation again, at most once an hour each (one event per hour). */
  async resend(contact: Contact, target: { bookingId?: string; orderId?: string }): Promise<void> {
    const owned = target.bookingId
      ? await maybeOne(
          this.db,
          `SELECT 1 FROM registrations WHERE booking_id = $2 AND ${bookingMatch(contact.kind)} AND ${BOOKING_READS.paid.sql()}`,
          [contact.value, target.bookingId],
        )
      : await maybeOne(
          this.db,
          `SELECT 1 FROM orders WHERE order_id = $2 AND ${orderMatch(contact.kind)} AND ${ORDER_READS.paid.sql()}`,
          [contact.value, target.orderId ?? ''],
        );
    if (!owned) throw myBookingError.NOT_YOURS(target.bookingId ? 'Booking not found' : 'Order not found');
    const hour = new Date().toISOString().slice(0, 13);
    await this.db.transaction((manager) =>
      target.bookingId
        ? this.messages.queue(manager, {
            template: 'booking_confirmed',
            eventKey: `booking_confirmed:${target.bookingId}:resent:${hour}`,
            bookingId: target.bookingId,
          })
        : this.messages.queue(manager, {
            template: 'order_confirmed',
            eventKey: `order_confirmed:${target.orderId}:resent:${hour}`,
            orderId: target.orderId,
          }),
    );
  }
}
