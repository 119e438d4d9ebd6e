import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { createCoupon } from './support/factories.js';
import { eventually } from './support/test-app.js';
import { addVenue, heldCounts, registrationBody, registrationRow } from './workshop-support.js';

const REFUNDED =
  'Your seat hold expired before the payment arrived and the venue is now full, so your payment is being refunded in full.';

/** Holds last one second here, so expiry, late payments and refunds can be watched happen. */
describe('workshop holds: expiry and late payments', () => {
  let t: RazorpayTestApp;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({ HOLD_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function book(venueId: number, overrides: Record<string, unknown> = {}) {
    const res = await t.http().post('/api/registrations').send(registrationBody(venueId, overrides)).expect(201);
    return { bookingId: res.body.registration.bookingId as string, orderId: res.body.razorpayOrder.id as string };
  }

  const expired = (bookingId: string) =>
    eventually(
      async () => (await t.http().get(`/api/registration-details/${bookingId}`)).body.paymentStatus === 'expired',
      8000,
    );

  const verify = (bookingId: string, paid: Record<string, string>) =>
    t
      .http()
      .post('/api/verify-payment')
      .send({ ...paid, booking_id: bookingId });

  it('releases the seat of an unpaid hold, which spent no coupon use and took no early-bird place', async () => {
    const venue = await addVenue(t, { maxSeats: 1 });
    await createCoupon(t.db, { code: 'HOLDME', discountAmount: 4900, usageLimit: 1 });
    const before = await heldCounts(t, venue.id, 'HOLDME');
    const { bookingId } = await book(venue.id, { couponCode: 'HOLDME', totalAmount: 30000 });
    expect(await heldCounts(t, venue.id, 'HOLDME')).toEqual({ ...before, bookedSeats: 1 });
    expect((await t.http().get(`/api/availability/${venue.id}`).expect(200)).body.availableSeats).toBe(0);

    await expired(bookingId);
    expect(await heldCounts(t, venue.id, 'HOLDME')).toEqual(before);
    expect(await registrationRow(t, bookingId)).toMatchObject({
      holds_seat: false,
      holds_coupon: false,
      holds_early_bird: false,
    });
    expect((await t.http().get(`/api/availability/${venue.id}`).expect(200)).body.availableSeats).toBe(1);
    // The seat and the coupon can be booked again.
    await book(venue.id, { couponCode: 'HOLDME', totalAmount: 30000 });
  });

  it('lets a payment that arrives after expiry take a seat again when one is free', async () => {
    const venue = await addVenue(t, { maxSeats: 2 });
    const { bookingId, orderId } = await book(venue.id);
    await expired(bookingId);
    const before = await heldCounts(t, venue.id);
    expect(before.bookedSeats).toBe(0);

    const paid = t.razorpay.pay(orderId);
    expect((await verify(bookingId, paid).expect(200)).body).toEqual({ success: true, bookingId });
    expect(await registrationRow(t, bookingId)).toMatchObject({
      payment_status: 'paid',
      holds_seat: true,
      holds_early_bird: true,
      refund_due: false,
    });
    // Its capture takes the early-bird place its quote relied on, as any capture does.
    expect(await heldCounts(t, venue.id)).toEqual({ ...before, bookedSeats: 1, earlyBird: before.earlyBird + 1 });
    expect(t.razorpay.refunds).toHaveLength(0);
  });

  it('refunds a payment that arrives after expiry when the venue has filled up, and only once', async () => {
    const venue = await addVenue(t, { maxSeats: 1 });
    const late = await book(venue.id, { takeawayKit: true, totalAmount: 299900 });
    await expired(late.bookingId);
    // Someone else books and pays for the last seat meanwhile.
    const other = await book(venue.id);
    await verify(other.bookingId, t.razorpay.pay(other.orderId)).expect(200);

    const paid = t.razorpay.pay(late.orderId);
    const res = await verify(late.bookingId, paid).expect(409);
    expect(res.body.message).toBe(REFUNDED);
    // The refund is recorded with the decision and made by the outbox right after it.
    await eventually(async () => (await registrationRow(t, late.bookingId)).payment_status === 'refunded');
    expect(t.razorpay.refunds).toEqual([
      expect.objectContaining({ payment_id: paid.razorpay_payment_id, amount: 299900, status: 'processed' }),
    ]);
    const row = await registrationRow(t, late.bookingId);
    expect(row).toMatchObject({
      payment_status: 'refunded',
      payment_id: paid.razorpay_payment_id,
      refund_due: false,
      holds_seat: false,
    });
    expect(row.refund_id).toBe(t.razorpay.refunds[0]?.id);
    expect((await t.http().get(`/api/registration-details/${late.bookingId}`).expect(200)).body.paymentStatus).toBe(
      'refunded',
    );

    // The same payment reported again (callback retried, webhook, reconciliation) refunds nothing more.
    await verify(late.bookingId, paid).expect(409);
    expect(t.razorpay.refunds).toHaveLength(1);
    expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);
  });

  it('never expires a paid booking', async () => {
    const venue = await addVenue(t, { maxSeats: 3 });
    const { bookingId, orderId } = await book(venue.id);
    await verify(bookingId, t.razorpay.pay(orderId)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await registrationRow(t, bookingId)).toMatchObject({ payment_status: 'paid', holds_seat: true });
    expect((await heldCounts(t, venue.id)).bookedSeats).toBe(1);
  });
});
