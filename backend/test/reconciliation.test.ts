import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ReconcileJob } from '../src/payments/jobs/reconcile.job.js';
import { createProduct } from './support/factories.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { orderByGatewayId, orderRequest } from './support/store-helpers.js';
import { eventually } from './support/test-app.js';
import { addVenue, heldCounts, registrationBody, registrationRow } from './workshop-support.js';

/**
 * Payments whose browser callback and webhook were both lost (issue 10.1): reconciliation asks the
 * gateway about every unsettled gateway order, fairly and with no bound on age, and a hold is
 * never released without asking first. The gateway is the fake Razorpay behind the real SDK.
 */
describe('reconciliation', () => {
  let t: RazorpayTestApp;
  let reconcile: ReconcileJob;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      HOLD_SECONDS: '3',
      RECONCILE_AFTER_SECONDS: '0',
      RECONCILE_EVERY_SECONDS: '3600',
      RECONCILE_BATCH: '20',
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
    });
    reconcile = t.app.get(ReconcileJob);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(venueId: number) {
    const created = await t.http().post('/api/registrations').send(registrationBody(venueId)).expect(201);
    return {
      bookingId: created.body.registration.bookingId as string,
      orderId: created.body.razorpayOrder.id as string,
    };
  }

  it('keeps the seat of a parent who paid in time when the hold runs out with the callback lost', async () => {
    const venue = await addVenue(t, { maxSeats: 1 });
    const { bookingId, orderId } = await book(venue.id);
    t.razorpay.pay(orderId); // the browser never comes back, no webhook arrives

    // The hold runs out and the expiry job looks at it.
    await eventually(async () => (await registrationRow(t, bookingId)).payment_status !== 'pending', 15_000);
    expect(await registrationRow(t, bookingId)).toMatchObject({ payment_status: 'paid', holds_seat: true });
    expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);
  });

  it('finds every captured payment among many abandoned holds within a few bounded runs, newest included', async () => {
    const venue = await addVenue(t, { maxSeats: 200 });
    const abandoned = [];
    for (let i = 0; i < 50; i += 1) abandoned.push(await book(venue.id));
    const paid = [];
    for (let i = 0; i < 5; i += 1) {
      const booking = await book(venue.id);
      t.razorpay.pay(booking.orderId);
      paid.push(booking);
    }
    // 55 unsettled, 20 a run: three runs reach every one of them.
    for (let run = 0; run < 3; run += 1) await reconcile.run();
    for (const { bookingId } of paid) expect((await registrationRow(t, bookingId)).payment_status).toBe('paid');
    expect(abandoned.length).toBe(50);
  });

  it('settles a payment captured long after its hold expired, with no bound on age', async () => {
    const venue = await addVenue(t, { maxSeats: 5 });
    const { bookingId, orderId } = await book(venue.id);
    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'expired', 8000);
    await t.db.query(
      `UPDATE registrations SET hold_expires_at = now() - interval '3 hours', reconcile_after = now() WHERE booking_id = $1`,
      [bookingId],
    );
    t.razorpay.pay(orderId);

    for (let run = 0; run < 4 && (await registrationRow(t, bookingId)).payment_status !== 'paid'; run += 1)
      await reconcile.run();
    expect(await registrationRow(t, bookingId)).toMatchObject({ payment_status: 'paid', holds_seat: true });
  });

  it('stops asking about a gateway order proven unpaid an hour after its hold ran out', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await book(venue.id);
    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'expired', 8000);
    await t.db.query(
      `UPDATE registrations SET hold_expires_at = now() - interval '2 hours', reconcile_after = now() WHERE booking_id = $1`,
      [bookingId],
    );
    for (let run = 0; run < 4; run += 1) await reconcile.run();
    const [row] = await t.db.query('SELECT reconcile_after FROM registrations WHERE booking_id = $1', [bookingId]);
    expect(row.reconcile_after).toBeNull();
  });

  it('reconciles store orders after their hold ran out too (stock taken again or refunded)', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const { body } = await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200);
    await t.db.query(`UPDATE orders SET hold_expires_at = now() - interval '3 hours' WHERE gateway_order_id = $1`, [
      body.order_id,
    ]);
    await eventually(async () => (await orderByGatewayId(t, body.order_id)).payment_status === 'failed', 15_000);
    // Released without a look at the gateway, as before this release, and paid meanwhile.
    await t.db.query(`UPDATE orders SET reconcile_after = now() WHERE gateway_order_id = $1`, [body.order_id]);
    t.razorpay.pay(body.order_id);
    for (let run = 0; run < 4 && (await orderByGatewayId(t, body.order_id)).payment_status !== 'completed'; run += 1)
      await reconcile.run();
    expect(await orderByGatewayId(t, body.order_id)).toMatchObject({ payment_status: 'completed', holds_stock: true });
  });

  it('never confirms a signed webhook whose amount or currency differs from what was charged, and records it for staff', async () => {
    const venue = await addVenue(t);
    const { bookingId, orderId } = await book(venue.id);
    const { razorpay_payment_id: paymentId } = t.razorpay.pay(orderId);
    const payment = t.razorpay.payments.get(paymentId)!;
    payment.amount = 1;
    payment.currency = 'USD';
    const { body, headers } = t.razorpay.webhook('payment.captured', paymentId);
    const res = await t.http().post('/api/webhooks/razorpay').set(headers).send(body).expect(200);
    expect(res.body).toEqual({ status: 'mismatch' });
    expect((await registrationRow(t, bookingId)).payment_status).toBe('pending');
    const [mismatch] = await t.db.query(
      'SELECT source, expected_paise, amount, currency, reasons FROM payment_mismatches WHERE payment_id = $1',
      [paymentId],
    );
    expect(mismatch).toEqual({
      source: 'webhook',
      expected_paise: 34900,
      amount: 1,
      currency: 'USD',
      reasons: 'currency USD, not INR; amount 1 paise, not the 34900 charged',
    });

    // Reconciliation sees the same payment at the gateway: refused as well.
    await reconcile.run();
    expect((await registrationRow(t, bookingId)).payment_status).toBe('pending');
  });
});
