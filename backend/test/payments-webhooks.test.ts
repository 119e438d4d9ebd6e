import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { ReconcileJob } from '../src/payments/jobs/reconcile.job.js';
import { createCoupon } from './support/factories.js';

import { addVenue, heldCounts, registrationBody, registrationRow } from './workshop-support.js';

/** The provider's side channels: signed webhooks and reconciliation, through the real SDK. */
describe('payments: webhooks and reconciliation', () => {
  let t: RazorpayTestApp;

  beforeAll(async () => {
    // Reconcile anything pending, however young, so the test need not wait.
    t = await startTestAppWithRazorpay({ RECONCILE_AFTER_SECONDS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(overrides: Record<string, unknown> = {}) {
    const venue = await addVenue(t, { maxSeats: 5 });
    const res = await t.http().post('/api/registrations').send(registrationBody(venue.id, overrides)).expect(201);
    return {
      venueId: venue.id,
      bookingId: res.body.registration.bookingId as string,
      orderId: res.body.razorpayOrder.id as string,
    };
  }

  function deliver(webhook: { body: string; headers: Record<string, string> }) {
    return t.http().post('/api/webhooks/razorpay').set(webhook.headers).send(webhook.body);
  }

  it('refuses a webhook whose signature does not match its body, and confirms nothing', async () => {
    const { bookingId, orderId } = await book();
    const payment = t.razorpay.pay(orderId);
    const webhook = t.razorpay.webhook('payment.captured', payment.razorpay_payment_id);
    const tampered = { ...webhook, body: webhook.body.replace('"payment.captured"', '"payment.captured" ') };

    await deliver(tampered).expect(400);
    await deliver({ ...webhook, headers: { ...webhook.headers, 'x-razorpay-signature': 'f'.repeat(64) } }).expect(400);
    expect((await registrationRow(t, bookingId)).payment_status).toBe('pending');
  });

  it('confirms a booking from payment.captured when the browser never came back, and ignores a replay', async () => {
    const { venueId, bookingId, orderId } = await book();
    const payment = t.razorpay.pay(orderId);
    const webhook = t.razorpay.webhook('payment.captured', payment.razorpay_payment_id, 'evt_replayed');

    expect((await deliver(webhook).expect(200)).body).toEqual({ status: 'settled' });
    const row = await registrationRow(t, bookingId);
    expect(row.payment_status).toBe('paid');
    expect(row.payment_id).toBe(payment.razorpay_payment_id);

    expect((await deliver(webhook).expect(200)).body).toEqual({ status: 'duplicate' });
    // A new delivery id for the same capture (Razorpay retries) still changes nothing.
    await deliver(t.razorpay.webhook('order.paid', payment.razorpay_payment_id)).expect(200);
    expect((await heldCounts(t, venueId)).bookedSeats).toBe(1);
    const details = await t.http().get(`/api/registration-details/${bookingId}`).expect(200);
    expect(details.body.paymentStatus).toBe('paid');
  });

  it('lets the browser callback after a webhook answer success without confirming twice', async () => {
    const coupon = await createCoupon(t.db, { discountAmount: 5000, usageLimit: 5 });
    const { venueId, bookingId, orderId } = await book({
      couponCode: coupon.code,
      discountAmount: 5000,
      totalAmount: 29900,
    });
    const payment = t.razorpay.pay(orderId);
    await deliver(t.razorpay.webhook('payment.captured', payment.razorpay_payment_id)).expect(200);

    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...payment, booking_id: bookingId })
      .expect(200);
    expect(await heldCounts(t, venueId, coupon.code)).toMatchObject({ bookedSeats: 1, couponUses: 1 });
    const [{ count }] = await t.db.query(
      'SELECT count(*)::int AS count FROM coupon_usages cu JOIN registrations r ON r.id = cu.registration_id WHERE r.booking_id = $1',
      [bookingId],
    );
    expect(count).toBe(1);
  });

  it('acknowledges payment.failed without releasing the hold (a capture may still follow)', async () => {
    const { venueId, bookingId, orderId } = await book();
    const payment = t.razorpay.pay(orderId);
    t.razorpay.payments.get(payment.razorpay_payment_id)!.status = 'failed';
    expect((await deliver(t.razorpay.webhook('payment.failed', payment.razorpay_payment_id)).expect(200)).body).toEqual(
      { status: 'ignored' },
    );
    expect((await registrationRow(t, bookingId)).payment_status).toBe('pending');
    expect((await heldCounts(t, venueId)).bookedSeats).toBe(1);
  });

  it('confirms, through reconciliation, a payment whose callback and webhook were both lost', async () => {
    const { bookingId, orderId } = await book();
    const unpaid = await book();
    const payment = t.razorpay.pay(orderId);

    const settled = await t.app.get(ReconcileJob).run();
    expect(settled).toBeGreaterThanOrEqual(1);
    const row = await registrationRow(t, bookingId);
    expect(row.payment_status).toBe('paid');
    expect(row.payment_id).toBe(payment.razorpay_payment_id);
    expect((await registrationRow(t, unpaid.bookingId)).payment_status).toBe('pending');
  });
});
