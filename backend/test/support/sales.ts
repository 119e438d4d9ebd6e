import { randomBytes } from 'node:crypto';
import type { GradeGroup } from '@robo/domain';
import type { DataSource } from 'typeorm';

const unique = () => randomBytes(5).toString('hex');

export interface BookingRow {
  venueId: number;
  gradeGroup?: GradeGroup;
  takeawayKit?: boolean;
  originalAmount?: number;
  discountAmount?: number;
  couponCode?: string | null;
  totalAmount?: number;
  paymentStatus?: 'pending' | 'paid' | 'expired' | 'refunded';
  createdAt: string;
  paidAt?: string | null;
  /** When the row last changed (a refund's day). */
  updatedAt?: string;
}

/** A registration row as checkout and payment leave it, with chosen times (for reports). */
export async function insertBooking(
  db: DataSource,
  row: BookingRow,
): Promise<{ id: number; bookingId: string; paymentId: string | null }> {
  const original = row.originalAmount ?? 34900;
  const discount = row.discountAmount ?? 0;
  const [booking] = await db.query(
    `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
       takeaway_kit, original_amount, discount_amount, total_amount, coupon_code, booking_id, payment_status,
       created_at, paid_at, updated_at, hold_expires_at, holds_seat, payment_id)
     VALUES ('Asha Rao', '+919822012345', 'asha@example.com', 'Kavi Rao', $1, 'City School', $2, $3, $4, $5, $6, $7,
       $8, $9, $10, $11, $12, $10::timestamptz + interval '15 minutes', $9 IN ('pending', 'paid'), $13)
     RETURNING id, booking_id AS "bookingId", payment_id AS "paymentId"`,
    [
      row.gradeGroup ?? 'std-3-4',
      row.venueId,
      row.takeawayKit ?? false,
      original,
      discount,
      row.totalAmount ?? original - discount,
      row.couponCode ?? null,
      `RL-${unique().toUpperCase()}`,
      row.paymentStatus ?? 'paid',
      row.createdAt,
      row.paidAt ?? null,
      row.updatedAt ?? row.paidAt ?? row.createdAt,
      row.paidAt ? `pay_${unique()}` : null,
    ],
  );
  // A pending hold counts in its venue's held_seats, as the app's hold statement counts it.
  if ((row.paymentStatus ?? 'paid') === 'pending')
    await db.query('UPDATE venues SET held_seats = held_seats + 1 WHERE id = $1', [row.venueId]);
  return booking;
}

export interface OrderRow {
  productId: string;
  productName?: string;
  productSku?: string;
  quantity?: number;
  unitPrice: number;
  paymentStatus?: 'pending' | 'completed' | 'failed' | 'refunded';
  orderStatus?: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
  createdAt: string;
  paidAt?: string | null;
  updatedAt?: string;
  customerName?: string;
  customerPhone?: string;
  customerEmail?: string;
}

/** A store order row as checkout and payment leave it, with chosen times. Returns its order id. */
export async function insertOrder(
  db: DataSource,
  row: OrderRow,
): Promise<{ id: number; orderId: string; paymentId: string | null }> {
  const quantity = row.quantity ?? 1;
  const orderId = `ORD-${unique().toUpperCase()}`;
  const paid = (row.paymentStatus ?? 'completed') === 'completed';
  const [{ id, paymentId }] = await db.query(
    `INSERT INTO orders (order_id, product_id, product_name, product_sku, quantity, unit_price, total_amount,
       payment_status, order_status, customer_name, customer_email, customer_phone, shipping_address,
       created_at, paid_at, updated_at, hold_expires_at, holds_stock, gateway_order_id, payment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $5::int * $6::int, $7, $8, $9, $10, $11,
       '{"line1":"12 Lake View Road","city":"Pune","state":"Maharashtra","pincode":"411045"}',
       $12, $13, $14, $12::timestamptz + interval '15 minutes', $15, $16, $17)
     RETURNING id, payment_id AS "paymentId"`,
    [
      orderId,
      row.productId,
      row.productName ?? 'Robot Kit',
      row.productSku ?? 'SKU-1',
      quantity,
      row.unitPrice,
      row.paymentStatus ?? 'completed',
      row.orderStatus ?? (paid ? 'confirmed' : 'pending'),
      row.customerName ?? 'Meera Iyer',
      row.customerEmail ?? 'meera@example.com',
      row.customerPhone ?? '+919876501234',
      row.createdAt,
      row.paidAt ?? null,
      row.updatedAt ?? row.paidAt ?? row.createdAt,
      paid || row.paymentStatus === 'pending',
      `order_${unique()}`,
      row.paidAt ? `pay_${unique()}` : null,
    ],
  );
  return { id, orderId, paymentId };
}

export interface RefundRow {
  subject: { type: 'registration' | 'order'; id: string };
  paymentId: string;
  capturedPaise: number;
  amountPaise: number;
  status?: 'pending' | 'processed' | 'failed';
  /** When the gateway made it (processed refunds). */
  processedAt?: string;
}

/** A refund as RefundsService records it (backend/src/payments/refunds/README.md), with a chosen time. */
export async function insertRefund(db: DataSource, refund: RefundRow): Promise<void> {
  const status = refund.status ?? 'processed';
  await db.query(
    `INSERT INTO payment_refund_totals (payment_id, captured_paise, refunded_paise) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`,
    [refund.paymentId, refund.capturedPaise],
  );
  if (status !== 'failed') {
    await db.query('UPDATE payment_refund_totals SET refunded_paise = refunded_paise + $2 WHERE payment_id = $1', [
      refund.paymentId,
      refund.amountPaise,
    ]);
  }
  await db.query(
    `INSERT INTO refunds (subject_type, subject_id, payment_id, amount_paise, reason, requested_by, key, status, processed_at)
     VALUES ($1, $2, $3, $4, 'cancelled by the desk', 'Test Desk', $5, $6, $7)`,
    [
      refund.subject.type,
      refund.subject.id,
      refund.paymentId,
      refund.amountPaise,
      `test:${unique()}`,
      status,
      status === 'processed' ? refund.processedAt : null,
    ],
  );
}
