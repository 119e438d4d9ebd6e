import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { StaffRefundsDigestJob } from '../../src/bookings-desk/jobs/staff-refunds-digest.job.js';
import { signInAsAdmin, signInAsStaff } from '../support/admin.js';
import { createProduct } from '../support/factories.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from '../support/razorpay-test-app.js';
import { orderByGatewayId, orderRequest } from '../support/store-helpers.js';
import { addVenue, paidBooking } from '../workshop-support.js';

/**
 * Finding: the desk refund limit applied per action, so under a ₹100 limit a desk person refunded
 * ₹1,900 as 19 refunds of ₹100. The limit now covers all non-owner refunds of a payment, each
 * person has a daily total across payments, and the owner gets the day's staff refunds.
 */
describe('staff refund limits', () => {
  let t: RazorpayTestApp;
  let owner: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      LOGIN_RATE_LIMIT: '1000',
      STAFF_REFUNDS_PER_DAY_RUPEES: '250',
      STAFF_REFUNDS_DIGEST_HOUR: '0',
    });
    owner = await signInAsAdmin(t);
    await owner.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 10_000 }).expect(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const refund = (agent: supertest.Agent, bookingId: string, amountPaise = 10_000) =>
    agent
      .post(`/api/admin/registrations/${bookingId}/refund`)
      .set('Idempotency-Key', randomUUID())
      .send({ amountPaise, reason: 'Goodwill' });
  const refundedPaise = async (bookingId: string): Promise<number> =>
    (
      await t.db.query(
        `SELECT coalesce(sum(amount_paise), 0)::int AS paise FROM refunds WHERE subject_id = $1 AND status <> 'failed'`,
        [bookingId],
      )
    )[0].paise;

  it('19 refunds of ₹100 at once under a ₹100 limit: only the first goes through for that payment', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(t, venue.id);
    const desk = (await signInAsStaff(t, 'desk', 'Rush Desk')).agent;

    const answers = await Promise.all(Array.from({ length: 19 }, () => refund(desk, bookingId)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(18).fill(403)]);
    expect(answers.find((answer) => answer.status === 403)!.body).toMatchObject({
      code: 'REFUND_NEEDS_OWNER',
      message: 'Refunds above ₹100 need the owner. Staff have already refunded ₹100 of this payment.',
      limitPaise: 10_000,
      refundedPaise: 10_000,
    });
    expect(await refundedPaise(bookingId)).toBe(10_000);
  });

  it('19 refunds of ₹100 one after another, by two desk people: only the first; the owner may still refund', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(t, venue.id);
    const first = (await signInAsStaff(t, 'desk', 'First Desk')).agent;
    const second = (await signInAsStaff(t, 'desk', 'Second Desk')).agent;

    const statuses: number[] = [];
    for (let i = 0; i < 19; i++) statuses.push((await refund(i % 2 ? second : first, bookingId)).status);

    expect(statuses).toEqual([200, ...Array<number>(18).fill(403)]);
    expect(await refundedPaise(bookingId)).toBe(10_000);
    await refund(owner, bookingId, 20_000).expect(200);
    expect(await refundedPaise(bookingId)).toBe(30_000);
  });

  it('a store person cancelling orders is held to the same per-payment limit', async () => {
    const product = await createProduct(t.db, { price: 1499, inventory: 10 });
    const { body } = await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200);
    const payment = t.razorpay.pay(body.order_id);
    await t.http().post('/api/store/verify-payment').send(payment).expect(200);
    const { order_id: orderId } = await orderByGatewayId(t, body.order_id);
    const store = (await signInAsStaff(t, 'store', 'Store Person')).agent;
    const cancel = (refundChoice: object | string) =>
      store
        .post(`/api/admin/orders/${orderId}/cancel`)
        .set('Idempotency-Key', randomUUID())
        .send({ refund: refundChoice, restock: false, reason: 'Damaged' });

    expect((await cancel('full').expect(403)).body.code).toBe('REFUND_NEEDS_OWNER');
    await cancel({ amountPaise: 10_000 }).expect(200);
    await cancel({ amountPaise: 100 }).expect(403);
    expect(await refundedPaise(orderId)).toBe(10_000);
  });

  it('each person refunds at most the daily total across payments, however the requests arrive', async () => {
    const venue = await addVenue(t);
    const bookings = await Promise.all(
      Array.from({ length: 5 }, async () => (await paidBooking(t, venue.id)).bookingId),
    );
    const desk = (await signInAsStaff(t, 'desk', 'Daily Desk')).agent;

    // ₹250 a day: two refunds of ₹100 fit, a third does not, whichever payments they come from.
    const answers = await Promise.all(bookings.map((bookingId) => refund(desk, bookingId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403, 403]);
    const refused = answers.find((answer) => answer.status === 403)!;
    expect(refused.body).toMatchObject({
      code: 'DAILY_REFUND_LIMIT',
      message: 'You can refund at most ₹250 a day (₹200 so far today); ask the owner.',
    });
    const left = bookings.filter((_, i) => answers[i]!.status === 403);
    await refund(desk, left[0]!, 5_000).expect(200); // ₹50 still fits
    await refund(desk, left[1]!, 100).expect(403);
    // Another person has their own total; the owner has none.
    await refund((await signInAsStaff(t, 'desk', 'Other Desk')).agent, left[1]!).expect(200);
    await refund(owner, left[2]!).expect(200);
  });

  it('the owner is told of the day’s staff refunds in a daily digest, once', async () => {
    const rows: Array<{ name: string; amount: number; subject: string; created: Date }> = await t.db.query(
      `SELECT requested_by AS name, amount_paise AS amount, subject_id AS subject, created_at AS created FROM refunds
       WHERE staff_role IS NOT NULL AND staff_role <> 'owner' ORDER BY id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    // The first early in its day (09:00 in Asia/Kolkata): the digest's day runs from midnight to
    // midnight there, whatever the database session's time zone (UTC here).
    await t.db.query(
      `UPDATE refunds SET created_at = date_trunc('day', created_at AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
       WHERE id = (SELECT min(id) FROM refunds WHERE staff_role IS NOT NULL AND staff_role <> 'owner')`,
    );
    const job = t.app.get(StaffRefundsDigestJob);
    const nextDay = new Date(rows[0]!.created.getTime() + 24 * 3600_000);

    expect(await job.run(nextDay)).toBe(1);
    expect(await job.run(nextDay)).toBe(0); // once a day

    const [digest] = await t.db.query(
      `SELECT recipient, params FROM messages WHERE template = 'staff_refunds' ORDER BY id`,
    );
    const [ownerRow] = await t.db.query(`SELECT email FROM users WHERE role = 'owner'`);
    expect(digest.recipient).toBe(ownerRow.email);
    const lines = (digest.params.lines as string).split('\n');
    expect(lines).toHaveLength(rows.length);
    expect(digest.params).toMatchObject({
      count: rows.length,
      totalPaise: rows.reduce((sum, row) => sum + row.amount, 0),
    });
    expect(lines[0]).toContain(`${rows[0]!.name} (desk) refunded ₹100 of ${rows[0]!.subject}: Goodwill`);
    expect(lines.some((line) => line.includes('Store Person (store)'))).toBe(true);
    expect(lines.some((line) => line.includes('Admin'))).toBe(false); // the owner's own refunds are not listed
  });
});
