import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Roster } from '@robo/domain';
import type supertest from 'supertest';
import { signInAsAdmin } from './support/admin.js';
import { booking, scan } from './support/check-in.js';
import { createProduct, createVenue } from './support/factories.js';
import { insertOrder } from './support/sales.js';
import { inventoryOf, orderRequest } from './support/store-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Every read of a booking's or order's payment state says it through the lifecycle's rules
 * (libs/domain/src/payment-lifecycle.ts, BOOKING_READS, ORDER_READS): the sheet, the door, the desk,
 * the orders list and the reminders agree on what "paid" and "abandoned" are (docs/decisions.md,
 * "One meaning of paid"), and a transition is audited with its move (moveAudited).
 */
describe('one meaning of a payment state', () => {
  let t: TestApp;
  let owner: supertest.Agent;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signInAsAdmin(t);
  });
  afterAll(() => t.close());

  /** The booking now owes its payment back (the `refund_due` flag), whatever its status column says. */
  const oweRefund = (bookingId: string) =>
    t.db.query(`UPDATE registrations SET refund_due = true, payment_id = 'pay_' || booking_id WHERE booking_id = $1`, [
      bookingId,
    ]);

  it('counts as paid only a paid booking owing nothing: sheet, door counts, roster, scans, desk filters and reminders agree', async () => {
    const venue = await createVenue(t.db, { displayName: 'Pune — Wakad', maxSeats: 30 });
    const paid = await booking(t, venue, 'paid', 'Aarav Paid');
    const paidOwing = await booking(t, venue, 'paid', 'Bela Owing');
    const lateOwing = await booking(t, venue, 'expired', 'Chirag Late');
    const abandoned = await booking(t, venue, 'expired', 'Diya Abandoned');
    const pending = await booking(t, venue, 'pending', 'Esha Pending');
    await oweRefund(paidOwing.bookingId);
    await oweRefund(lateOwing.bookingId); // paid after its hold ran out, with no seat left

    const sheet = (await owner.get(`/api/admin/venues/${venue.id}/attendees`).expect(200)).body;
    expect(sheet.attendees.map((a: { bookingId: string }) => a.bookingId)).toEqual([paid.bookingId]);

    const counts = (await owner.get(`/api/admin/check-ins/counts?venueId=${venue.id}`).expect(200)).body;
    expect(counts).toMatchObject({ paid: 1 });

    const roster = (await owner.get(`/api/admin/check-ins/roster?venueId=${venue.id}`).expect(200)).body as Roster;
    expect(Object.fromEntries(roster.bookings.map((b) => [b.bookingId, b.status]))).toEqual({
      [paid.bookingId]: 'paid',
      [paidOwing.bookingId]: 'refunded',
      [lateOwing.bookingId]: 'refunded',
      [abandoned.bookingId]: 'expired',
      [pending.bookingId]: 'pending',
    });
    // Online, the door answers what the offline roster says (a late payment owed back was "expired" online).
    for (const owing of [paidOwing, lateOwing]) {
      const res = await owner.post('/api/admin/check-ins').send(scan(venue.id, owing.code)).expect(200);
      expect(res.body).toMatchObject({ outcome: 'refused', reason: 'refunded' });
    }
    await owner.post('/api/admin/check-ins').send(scan(venue.id, paid.code)).expect(200);

    const desk = async (status: string) =>
      (await owner.get('/api/admin/registrations').query({ venueId: venue.id, status }).expect(200)).body.items.map(
        (item: { bookingId: string; status: string }) => `${item.bookingId}:${item.status}`,
      );
    expect(await desk('paid')).toEqual([`${paid.bookingId}:paid`]);
    expect((await desk('refund_due')).sort()).toEqual(
      [`${paidOwing.bookingId}:refund_due`, `${lateOwing.bookingId}:refund_due`].sort(),
    );
    // Filtering by a state lists only rows shown in it (a row owing a refund was listed under "expired" too).
    expect(await desk('expired')).toEqual([`${abandoned.bookingId}:expired`]);
    expect(await desk('pending')).toEqual([`${pending.bookingId}:pending`]);

    // A parent who paid late and is owed the money back is not asked to pay again.
    const remind = (bookingId: string) => owner.post(`/api/admin/registrations/${bookingId}/reminder`);
    expect((await remind(lateOwing.bookingId).expect(409)).body.code).toBe('NOT_ABANDONED');
    await remind(abandoned.bookingId).expect(200);
  });

  it('writes a transition and its audit entry together: ten releases of one order at once move it and audit it once', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const order = (
      await t
        .http()
        .post('/api/razorpay/create-order')
        .send(orderRequest(product.id, { qty: 2 }))
        .expect(200)
    ).body;
    expect(await inventoryOf(t, product.id)).toBe(3);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.http().post(`/api/store/orders/${order.order_id}/release`).send({ releaseToken: order.releaseToken }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await inventoryOf(t, product.id)).toBe(5);
    const [{ orderId }] = await t.db.query(`SELECT order_id AS "orderId" FROM orders WHERE gateway_order_id = $1`, [
      order.order_id,
    ]);
    expect(
      await t.db.query(`SELECT action, actor_name AS actor, before, after FROM audit_events WHERE target_id = $1`, [
        orderId,
      ]),
    ).toEqual([
      {
        action: 'order.expire',
        actor: 'parent',
        before: { paymentState: 'pending' },
        after: { paymentState: 'failed' },
      },
    ]);
  });

  it('lists as abandoned only an order whose reservation ran out unpaid, not a late payment being given back', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const failed = (customerName: string) =>
      insertOrder(t.db, {
        productId: product.id,
        productSku: product.sku,
        unitPrice: 99900,
        paymentStatus: 'failed',
        orderStatus: 'cancelled',
        createdAt: '2026-06-20T10:00:00+05:30',
        customerName,
      });
    const abandoned = await failed('Ravi Abandoned');
    const lateOwing = await failed('Sara Late');
    // Paid after its reservation ran out and sold out meanwhile: the payment is owed back.
    await t.db.query(`UPDATE orders SET refund_due = true, payment_id = 'pay_late' WHERE id = $1`, [lateOwing.id]);

    const listed = (await owner.get('/api/admin/orders').query({ status: 'abandoned', q: product.sku }).expect(200))
      .body;
    expect(listed.items.map((item: { orderId: string }) => item.orderId)).toEqual([abandoned.orderId]);
    const remind = (orderId: string) => owner.post(`/api/admin/orders/${orderId}/reminder`);
    expect((await remind(lateOwing.orderId).expect(409)).body.code).toBe('NOT_ABANDONED');
    await remind(abandoned.orderId).expect(200);
  });
});
