import type pg from 'pg';
import type { FakeRazorpay } from '../fakes/fake-razorpay.js';
import type { FakeWhatsapp } from '../fakes/fake-whatsapp.js';
import type { FaultsCluster } from './harness.js';

/**
 * The money and seat invariants of issue 10, checked against the database and the gateway after a
 * fault (README.md). Each answers the violations it found; an empty list means it holds.
 */
export async function moneyViolations(db: pg.Pool, razorpay: FakeRazorpay): Promise<string[]> {
  const violations: string[] = [];
  const { rows: paid } = await db.query<{ payment_id: string }>(
    `SELECT payment_id FROM registrations WHERE payment_status = 'paid'
     UNION ALL SELECT payment_id FROM orders WHERE payment_status = 'completed'`,
  );
  const { rows: refunded } = await db.query<{ payment_id: string; amount: number }>(
    `SELECT payment_id, sum(amount_paise)::int AS amount FROM refunds WHERE status = 'processed' GROUP BY payment_id`,
  );
  const paidIds = new Set(paid.map((r) => r.payment_id));
  const refundedBy = new Map(refunded.map((r) => [r.payment_id, r.amount]));
  // Captured payments = paid bookings and orders + recorded refunds.
  for (const payment of razorpay.payments.values()) {
    if (!payment.captured) continue;
    const recorded = refundedBy.get(payment.id) ?? 0;
    if (recorded !== payment.amount_refunded)
      violations.push(`payment ${payment.id}: gateway refunded ${payment.amount_refunded}, we recorded ${recorded}`);
    const kept = paidIds.has(payment.id);
    if (!kept && payment.amount_refunded < payment.amount)
      violations.push(`payment ${payment.id} captured with neither a paid booking/order nor a full refund`);
    if (kept && payment.amount_refunded === payment.amount)
      violations.push(`payment ${payment.id} refunded in full but its booking/order is still paid`);
  }
  for (const id of paidIds)
    if (!razorpay.payments.get(id)?.captured)
      violations.push(`paid booking/order with payment ${id} the gateway never captured`);
  if (paidIds.size !== paid.length) violations.push('a payment marks two bookings/orders paid');
  return violations;
}

/** Seats taken = paid + live holds, per venue; holds only on pending or paid bookings. */
export async function seatViolations(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ id: number; booked: number; holding: number; wrong: number }>(
    `SELECT v.id, v.booked_seats AS booked,
            count(r.id) FILTER (WHERE r.holds_seat)::int AS holding,
            count(r.id) FILTER (WHERE r.holds_seat <> (r.payment_status IN ('paid', 'pending')))::int AS wrong
     FROM venues v LEFT JOIN registrations r ON r.venue_id = v.id GROUP BY v.id`,
  );
  return rows.flatMap((v) => [
    ...(v.booked !== v.holding ? [`venue ${v.id}: ${v.booked} seats taken but ${v.holding} bookings hold one`] : []),
    ...(v.wrong > 0
      ? [`venue ${v.id}: ${v.wrong} bookings hold a seat they should not (or lack one they should)`]
      : []),
  ]);
}

/** Every paid booking has its QR code, and its parent got exactly one WhatsApp confirmation. */
export async function followUpViolations(db: pg.Pool, whatsapp: FakeWhatsapp): Promise<string[]> {
  const { rows } = await db.query<{ booking_id: string; qr: boolean; phone: string }>(
    `SELECT r.booking_id, r.simple_qr_code_url IS NOT NULL AS qr, r.phone_number AS phone FROM registrations r WHERE r.payment_status = 'paid'`,
  );
  const confirmations = new Map<string, number>();
  for (const message of whatsapp.messages) {
    if (message.template?.name === 'booking_confirmed')
      confirmations.set(message.to, (confirmations.get(message.to) ?? 0) + 1);
  }
  return rows.flatMap((r) => {
    const sent = confirmations.get(r.phone.replace(/^\+/, '')) ?? 0;
    return [
      ...(r.qr ? [] : [`paid booking ${r.booking_id} has no QR code`]),
      ...(sent === 1 ? [] : [`paid booking ${r.booking_id}: ${sent} confirmations sent`]),
    ];
  });
}

/** All invariants, waiting up to `settleMs` for outbox work (QR codes, messages, refunds) to finish. */
export async function invariantViolations(
  { db, razorpay, whatsapp }: FaultsCluster,
  settleMs = 30_000,
): Promise<string[]> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const found = [
      ...(await moneyViolations(db, razorpay)),
      ...(await seatViolations(db)),
      ...(await followUpViolations(db, whatsapp)),
    ];
    if (found.length === 0 || Date.now() > deadline) return found;
    await new Promise((done) => setTimeout(done, 500));
  }
}
