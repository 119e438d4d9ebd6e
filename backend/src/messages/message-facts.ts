import { GRADE_GROUP_LABELS, type GradeGroup, type Paise } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';

/** What a booking message says: read from the booking when the message is rendered. */
export interface BookingFacts {
  bookingId: string;
  parentName: string;
  email: string;
  phone: string;
  childName: string;
  gradeGroup: GradeGroup;
  /** The grade group's label ('Std 1–2'; in the message's language after message-language.ts `bookingIn`). */
  grade: string;
  schoolName: string;
  venueName: string;
  venueAddress: string;
  /** The venue's `dateTime`, e.g. '13 Dec 2026, 10:00 AM - 2:00 PM'. */
  dateTime: string;
  /** The workshop's times; null for a venue whose date is not set (then no calendar file). */
  startsAt: Date | null;
  endsAt: Date | null;
  amountPaise: Paise;
  paymentStatus: string;
  /** Whether the QR image is rendered and served at its signed URL (a WhatsApp header needs it). */
  qrReady: boolean;
  /** The booking row's id (the invoice's subject). */
  registrationId: number;
  /** A takeaway kit is to be collected at the venue. */
  takeawayKit: boolean;
  /** The edition's what-to-bring text ('' when none). */
  whatToBring: string;
  /** The venue's calendar SEQUENCE (raised by each change notice). */
  calendarSequence: number;
}

/** What an order message says. */
export interface OrderFacts {
  orderId: string;
  customerName: string | null;
  email: string | null;
  phone: string | null;
  productName: string;
  sku: string;
  quantity: number;
  amountPaise: Paise;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  orderRowId: number;
}

export function loadBookingFacts(db: DataSource, bookingId: string): Promise<BookingFacts | undefined> {
  return maybeOne<Omit<BookingFacts, 'grade'>>(
    db,
    `SELECT r.booking_id AS "bookingId", r.parent_name AS "parentName", r.email, r.phone_number AS phone,
            r.child_name AS "childName", r.grade_group AS "gradeGroup", r.school_name AS "schoolName",
            v.display_name AS "venueName", v.address AS "venueAddress", v.date_time AS "dateTime",
            v.starts_at AS "startsAt", v.ends_at AS "endsAt", r.total_amount AS "amountPaise", r.payment_status AS "paymentStatus", r.id AS "registrationId",
            r.simple_qr_code_url IS NOT NULL AS "qrReady", r.takeaway_kit AS "takeawayKit",
            coalesce(e.what_to_bring, '') AS "whatToBring", v.calendar_sequence AS "calendarSequence"
     FROM registrations r JOIN venues v ON v.id = r.venue_id LEFT JOIN editions e ON e.id = v.edition_id
     WHERE r.booking_id = $1`,
    [bookingId],
  ).then((row) => row && { ...row, grade: GRADE_GROUP_LABELS[row.gradeGroup] });
}

export function loadOrderFacts(db: DataSource, orderId: string): Promise<OrderFacts | undefined> {
  return maybeOne<OrderFacts>(
    db,
    `SELECT order_id AS "orderId", customer_name AS "customerName", customer_email AS email, customer_phone AS phone,
            product_name AS "productName", product_sku AS sku, quantity, total_amount AS "amountPaise",
            courier, tracking_number AS "trackingNumber", tracking_url AS "trackingUrl", id AS "orderRowId"
     FROM orders WHERE order_id = $1`,
    [orderId],
  );
}
