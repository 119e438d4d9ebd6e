import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paise } from '@robo/domain';
import { DomainError } from '../src/common/domain-error.js';
import { RefundsService, type RefundRequestInput } from '../src/payments/refunds/refunds.service.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { eventually } from './support/test-app.js';
import { addVenue, registrationBody, registrationRow } from './workshop-support.js';

/** Refunds against the fake Razorpay (the real SDK over HTTP), made by the outbox. */
describe('refunds', () => {
  let t: RazorpayTestApp;
  let refunds: RefundsService;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      HOLD_SECONDS: '1',
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
      OUTBOX_RETRY_MAX_SECONDS: '1',
    });
    refunds = t.app.get(RefundsService);
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
  const verify = (bookingId: string, paid: Record<string, string>) =>
    t
      .http()
      .post('/api/verify-payment')
      .send({ ...paid, booking_id: bookingId });

  /** A paid ₹349 booking and its payment id. */
  async function paidBooking() {
    const venue = await addVenue(t);
    const { bookingId, orderId } = await book(venue.id);
    const paid = t.razorpay.pay(orderId);
    await verify(bookingId, paid).expect(200);
    return { bookingId, paymentId: paid.razorpay_payment_id };
  }

  /** A booking paid after its hold ran out at a venue that filled meanwhile: refunded in full. */
  async function latePaymentAtFullVenue() {
    const venue = await addVenue(t, { maxSeats: 1 });
    const late = await book(venue.id);
    await eventually(async () => (await registrationRow(t, late.bookingId)).payment_status === 'expired', 5000);
    const other = await book(venue.id);
    await verify(other.bookingId, t.razorpay.pay(other.orderId)).expect(200);
    const paid = t.razorpay.pay(late.orderId);
    return { bookingId: late.bookingId, paid };
  }

  const request = (bookingId: string, paymentId: string, amountPaise: number, key: string): RefundRequestInput => ({
    subject: { type: 'registration', id: bookingId },
    paymentId,
    amountPaise: paise(amountPaise),
    reason: 'test',
    requestedBy: 'system',
    key,
  });
  const gatewayRefundsOf = (paymentId: string) => t.razorpay.refunds.filter((r) => r.payment_id === paymentId);

  it('refunds a late payment once, with a receipt, and records the gateway refund id', async () => {
    const { bookingId, paid } = await latePaymentAtFullVenue();
    await verify(bookingId, paid).expect(409);
    await verify(bookingId, paid).expect(409);

    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'refunded');
    const [made] = gatewayRefundsOf(paid.razorpay_payment_id);
    expect(gatewayRefundsOf(paid.razorpay_payment_id)).toHaveLength(1);
    expect(made).toMatchObject({ amount: 34900, receipt: expect.stringMatching(/^refund-\d+$/) });
    expect((await registrationRow(t, bookingId)).refund_id).toBe(made!.id);
    expect(await refunds.listFor({ type: 'registration', id: bookingId })).toEqual([
      expect.objectContaining({
        status: 'processed',
        amountPaise: 34900,
        gatewayRefundId: made!.id,
        processedAt: expect.any(Date),
      }),
    ]);
    // What the parent's thank-you page shows.
    const details = (await t.http().get(`/api/registration-details/${bookingId}`).expect(200)).body;
    expect(details).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'refunded', amountPaise: 34900, refundedAt: expect.any(String) },
    });
  });

  it('tells the parent a refund is in progress while the gateway cannot be reached', async () => {
    const { bookingId, paid } = await latePaymentAtFullVenue();
    t.razorpay.setUnreachable(true);
    try {
      // The webhook needs no call to the gateway; the refund it leads to does.
      const { body, headers } = t.razorpay.webhook('payment.captured', paid.razorpay_payment_id);
      await t.http().post('/api/webhooks/razorpay').set(headers).send(body).expect(200);
      const details = (await t.http().get(`/api/registration-details/${bookingId}`).expect(200)).body;
      expect(details.refund).toEqual({ status: 'in-progress', amountPaise: 34900 });
    } finally {
      t.razorpay.setUnreachable(false);
    }
    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'refunded');
    expect(gatewayRefundsOf(paid.razorpay_payment_id)).toHaveLength(1);
  });

  it('records the refund the gateway made when our process lost its answer, instead of asking twice', async () => {
    const { bookingId, paid } = await latePaymentAtFullVenue();
    t.razorpay.loseNextRefundAnswer(paid.razorpay_payment_id);
    await verify(bookingId, paid).expect(409);

    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'refunded');
    const made = gatewayRefundsOf(paid.razorpay_payment_id);
    expect(made).toHaveLength(1);
    expect(await registrationRow(t, bookingId)).toMatchObject({ refund_id: made[0]!.id, refund_due: false });
    const [row] = await t.db.query(
      `SELECT attempts, state FROM outbox_items WHERE kind = 'refund.execute' AND key = (SELECT id::text FROM refunds WHERE gateway_refund_id = $1)`,
      [made[0]!.id],
    );
    expect(row.state).toBe('done');
    expect(row.attempts).toBeGreaterThanOrEqual(2);
  });

  it('never refunds more than was captured, however many refunds are asked for at once', async () => {
    const { bookingId, paymentId } = await paidBooking();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.db.transaction((manager) =>
          refunds.request(manager, request(bookingId, paymentId, 10000, `burst-${paymentId}-${i}`)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => o.reason as DomainError);
    expect(refused).toHaveLength(9);
    for (const err of refused) {
      expect(err.code).toBe('REFUND_EXCEEDS_CAPTURED');
      expect(err.message).toMatch(/^At most ₹\d+ can be refunded for this payment\.$/);
    }

    await eventually(async () =>
      (await refunds.listFor({ type: 'registration', id: bookingId })).every((r) => r.status === 'processed'),
    );
    expect(gatewayRefundsOf(paymentId).map((r) => r.amount)).toEqual([10000, 10000, 10000]);
    await expect(
      t.db.transaction((manager) => refunds.request(manager, request(bookingId, paymentId, 5000, `more-${paymentId}`))),
    ).rejects.toThrow('At most ₹49 can be refunded for this payment.');
    // A paid booking stays paid after a partial refund.
    expect((await registrationRow(t, bookingId)).payment_status).toBe('paid');
  });

  it("answers the same refund for the same key, and refuses a payment that is not the subject's", async () => {
    const { bookingId, paymentId } = await paidBooking();
    const first = await t.db.transaction((manager) =>
      refunds.request(manager, request(bookingId, paymentId, 34900, `same-${paymentId}`)),
    );
    const again = await t.db.transaction((manager) =>
      refunds.request(manager, request(bookingId, paymentId, 34900, `same-${paymentId}`)),
    );
    expect(again.id).toBe(first.id);
    await eventually(
      async () => (await refunds.listFor({ type: 'registration', id: bookingId }))[0]?.status === 'processed',
    );
    expect(gatewayRefundsOf(paymentId)).toHaveLength(1);

    await expect(
      t.db.transaction((manager) => refunds.request(manager, request(bookingId, 'pay_someoneelse', 100, 'x'))),
    ).rejects.toThrow(`Payment pay_someoneelse was not captured for registration ${bookingId}.`);
  });

  it('marks a refund the gateway refuses as failed and gives its amount back', async () => {
    const { bookingId, paymentId } = await paidBooking();
    // Refunded in full from the Razorpay dashboard, behind our back.
    t.razorpay.payments.get(paymentId)!.status = 'refunded';
    const refund = await t.db.transaction((manager) =>
      refunds.request(manager, request(bookingId, paymentId, 34900, `refused-${paymentId}`)),
    );
    const failed = await eventually(async () => {
      const [found] = await refunds.listFor({ type: 'registration', id: bookingId });
      return found?.status === 'failed' ? found : null;
    });
    expect(failed).toMatchObject({
      id: refund.id,
      failure: 'The payment has been fully refunded already',
      gatewayRefundId: null,
    });
    const [totals] = await t.db.query('SELECT refunded_paise FROM payment_refund_totals WHERE payment_id = $1', [
      paymentId,
    ]);
    expect(totals.refunded_paise).toBe(0);
  });
});
