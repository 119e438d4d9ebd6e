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
export async function insertBooking(db: DataSource, row: BookingRow): Promise<number> {
  const original = row.originalAmount ?? 34900;
  const discount = row.discountAmount ?? 0;
  const [{ id }] = await db.query(
    `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
       takeaway_kit, original_amount, discount_amount, total_amount, coupon_code, booking_id, payment_status,
       created_at, paid_at, updated_at, hold_expires_at, holds_seat)
     VALUES ('Asha Rao', '+919822012345', 'asha@example.com', 'Kavi Rao', $1, 'City School', $2, $3, $4, $5, $6, $7,
       $8, $9, $10, $11, $12, $10::timestamptz + interval '15 minutes', $9 IN ('pending', 'paid'))
     RETURNING id`,
    [
      row.gradeGroup ?? 'std-3-4', row.venueId, row.takeawayKit ?? false, original, discount,
      row.totalAmount ?? original - discount, row.couponCode ?? null, `RL-${unique().toUpperCase()}`,
      row.paymentStatus ?? 'paid', row.createdAt, row.paidAt ?? null, row.updatedAt ?? row.paidAt ?? row.createdAt,
    ],
  );
  return id;
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
export async function insertOrder(db: DataSource, row: OrderRow): Promise<{ id: number; orderId: string }> {
  const quantity = row.quantity ?? 1;
  const orderId = `ORD-${unique().toUpperCase()}`;
  const paid = (row.paymentStatus ?? 'completed') === 'completed';
  const [{ id }] = await db.query(
    `INSERT INTO orders (order_id, product_id, product_name, product_sku, quantity, unit_price, total_amount,
       payment_status, order_status, customer_name, customer_email, customer_phone, shipping_address,
       created_at, paid_at, updated_at, hold_expires_at, holds_stock, gateway_order_id, payment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $5::int * $6::int, $7, $8, $9, $10, $11,
       '{"line1":"12 Lake View Road","city":"Pune","state":"Maharashtra","pincode":"411045"}',
       $12, $13, $14, $12::timestamptz + interval '15 minutes', $15, $16, $17)
     RETURNING id`,
    [
      orderId, row.productId, row.productName ?? 'Robot Kit', row.productSku ?? 'SKU-1', quantity, row.unitPrice,
      row.paymentStatus ?? 'completed', row.orderStatus ?? (paid ? 'confirmed' : 'pending'),
      row.customerName ?? 'Meera Iyer', row.customerEmail ?? 'meera@example.com', row.customerPhone ?? '+919876501234',
      row.createdAt, row.paidAt ?? null, row.updatedAt ?? row.paidAt ?? row.createdAt, paid || row.paymentStatus === 'pending',
      `order_${unique()}`, row.paidAt ? `pay_${unique()}` : null,
    ],
  );
  return { id, orderId };
}
