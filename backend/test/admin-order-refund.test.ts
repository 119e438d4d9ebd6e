import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { readWhileRefusalSettles } from './support/refund-race.js';
import { inventoryOf, paidRazorpayOrder } from './support/store-helpers.js';
import { eventually } from './support/test-app.js';
import { addVenue, paidBooking } from './workshop-support.js';

/**
 * Store refunds apart from cancelling (backend/src/orders/README.md, "Refund"): before and after
 * shipping, partial then full, restock only when asked and never more than sold, once per key,
 * under the staff refund ceiling; and one money status for orders and bookings.
 */
describe('admin order refund', () => {
  let t: RazorpayTestApp;
  let owner: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      LOGIN_RATE_LIMIT: '1000',
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
      OUTBOX_RETRY_MAX_SECONDS: '1',
    });
    owner = await signInAsAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const refund = (agent: supertest.Agent, orderId: string, body: object, key: string | null = randomUUID()) => {
    const request = agent.post(`/api/admin/orders/${orderId}/refund`);
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const ship = (orderId: string) =>
    owner
      .post(`/api/admin/orders/${orderId}/fulfilment`)
      .send({ state: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123' })
      .expect(200);
  const gatewayRefunded = (paymentId: string) =>
    t.razorpay.refunds.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + Number(r.amount), 0);
  const restockLines = async (orderId: string) =>
    (await t.db.query(`SELECT delta FROM stock_movements WHERE order_id = $1 AND reason = 'restock'`, [orderId])).map(
      (row: { delta: number }) => row.delta,
    );

  it('refunds part before shipping and the rest after: money status follows, fulfilment and stock stay', async () => {
    const { productId, orderId, paymentId } = await paidRazorpayOrder(t);

    const partial = await refund(owner, orderId, { amountPaise: 50_000, reason: 'Missing motor' }).expect(200);
    expect(partial.body).toMatchObject({
      fulfilment: 'unfulfilled',
      paymentStatus: 'completed',
      moneyStatus: 'partially refunded',
      refundedPaise: 50_000,
      refundablePaise: 249_800,
      restockableUnits: 2,
    });
    expect(await inventoryOf(t, productId)).toBe(8); // restocking is never implied

    await ship(orderId);
    const rest = await refund(owner, orderId, { amountPaise: 'full', reason: 'Kit arrived broken' }).expect(200);
    expect(rest.body).toMatchObject({ fulfilment: 'shipped', moneyStatus: 'refunded', refundablePaise: 0 });
    await eventually(async () => gatewayRefunded(paymentId) === 299_800);

    // The list and its filter use the same vocabulary.
    const listed = (await owner.get(`/api/admin/orders?q=${orderId}&money=refunded`).expect(200)).body;
    expect(listed.items).toEqual([expect.objectContaining({ orderId, moneyStatus: 'refunded' })]);
    expect((await owner.get(`/api/admin/orders?q=${orderId}&money=paid`).expect(200)).body.total).toBe(0);
    await owner.get('/api/admin/orders?money=half').expect(400);

    const kinds = rest.body.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind === 'refunded')).toHaveLength(2);
    const audit = await t.db.query(`SELECT after FROM audit_events WHERE action = 'order.refund' AND target_id = $1`, [
      orderId,
    ]);
    expect(audit).toHaveLength(2);
    await refund(owner, orderId, { amountPaise: 100, reason: 'Again' }).expect(409); // nothing left
  });

  it('refuses more than is left, a restock while the kit is with the buyer, and more units than were sold', async () => {
    const { productId, orderId } = await paidRazorpayOrder(t);
    const tooMuch = await refund(owner, orderId, { amountPaise: 300_000, reason: 'x' }).expect(400);
    expect(tooMuch.body).toMatchObject({ code: 'REFUND_EXCEEDS_PAID', refundablePaise: 299_800 });
    expect(tooMuch.body.message).toBe('At most ₹2,998 can be refunded for this order.');

    await ship(orderId);
    const withBuyer = await refund(owner, orderId, { amountPaise: 100, reason: 'x', restockQuantity: 1 }).expect(409);
    expect(withBuyer.body.code).toBe('ORDER_WITH_BUYER');

    await owner.post(`/api/admin/orders/${orderId}/fulfilment`).send({ state: 'returned' }).expect(200);
    const over = await refund(owner, orderId, { amountPaise: 100, reason: 'x', restockQuantity: 3 }).expect(400);
    expect(over.body).toMatchObject({ code: 'RESTOCK_EXCEEDS_SOLD', restockable: 2 });
    await refund(owner, orderId, { amountPaise: 100, reason: 'x', restockQuantity: -1 }).expect(400);
    await refund(owner, orderId, { amountPaise: 0, reason: 'x' }).expect(400);
    await refund(owner, orderId, { amountPaise: 100, reason: ' ' }).expect(400);
    // Nothing above changed anything.
    expect((await owner.get(`/api/admin/orders/${orderId}`).expect(200)).body.refundedPaise).toBe(0);
    expect(await inventoryOf(t, productId)).toBe(8);

    const first = await refund(owner, orderId, { amountPaise: 149_900, reason: 'One came back', restockQuantity: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ restockableUnits: 1, holdsStock: true, moneyStatus: 'partially refunded' });
    expect(await inventoryOf(t, productId)).toBe(9);
    const again = await refund(owner, orderId, { amountPaise: 100, reason: 'x', restockQuantity: 2 }).expect(400);
    expect(again.body.message).toBe('At most 1 unit of this order can go back to stock.');
    await refund(owner, orderId, { amountPaise: 'full', reason: 'Second came back', restockQuantity: 1 }).expect(200);
    expect(await inventoryOf(t, productId)).toBe(10);
    expect(await restockLines(orderId)).toEqual([1, 1]);

    // A cancel afterwards finds nothing left to restock.
    await owner
      .post(`/api/admin/orders/${orderId}/cancel`)
      .set('Idempotency-Key', randomUUID())
      .send({ refund: 'none', restock: true, reason: 'Closing it' })
      .expect(200);
    expect(await inventoryOf(t, productId)).toBe(10);
  });

  it('runs once per Idempotency-Key, needs one, and concurrent full refunds pay out once', async () => {
    const { productId, orderId, paymentId } = await paidRazorpayOrder(t);
    await refund(owner, orderId, { amountPaise: 100, reason: 'x' }, null).expect(400);

    const key = randomUUID();
    const body = { amountPaise: 10_000, reason: 'Goodwill', restockQuantity: 1 };
    const [a, b] = await Promise.all([refund(owner, orderId, body, key), refund(owner, orderId, body, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await refund(owner, orderId, { ...body, amountPaise: 20_000 }, key).expect(409); // another body, same key
    expect(await inventoryOf(t, productId)).toBe(9);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(owner, orderId, { amountPaise: 'full', reason: 'Rush' })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    await eventually(async () => gatewayRefunded(paymentId) === 299_800);
  });

  it('holds store staff to the owner ceiling per payment, as for bookings', async () => {
    await owner.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 10_000 }).expect(200);
    const { orderId } = await paidRazorpayOrder(t);
    const store = (await signInAsStaff(t, 'store', 'Refund Clerk')).agent;
    expect((await refund(store, orderId, { amountPaise: 'full', reason: 'x' }).expect(403)).body.code).toBe(
      'REFUND_NEEDS_OWNER',
    );
    await refund(store, orderId, { amountPaise: 10_000, reason: 'Missing part' }).expect(200);
    await refund(store, orderId, { amountPaise: 100, reason: 'More' }).expect(403);
    await refund(owner, orderId, { amountPaise: 100, reason: 'Owner may' }).expect(200);
  });

  it('reads an order as one snapshot: a refund refused while the record is read never shows as failed and still counted', async () => {
    const { orderId, paymentId } = await paidRazorpayOrder(t);
    const detail = async () => (await owner.get(`/api/admin/orders/${orderId}`).expect(200)).body;
    const kinds = (shown: { timeline: { kind: string }[] }) => shown.timeline.map((e) => e.kind);
    const during = await readWhileRefusalSettles(
      t,
      paymentId,
      () => refund(owner, orderId, { amountPaise: 50_000, reason: 'Missing motor' }).expect(200),
      detail,
    );
    expect(during).toMatchObject({ refundedPaise: 50_000 });
    expect(kinds(during)).not.toContain('refund_failed');
    const after = await detail();
    expect(after).toMatchObject({ refundedPaise: 0 });
    expect(kinds(after)).toContain('refund_failed');
  });

  it('a booking refunded in part shows the same money status while it stays paid', async () => {
    const venue = await addVenue(t);
    const { bookingId } = await paidBooking(t, venue.id);
    await owner
      .post(`/api/admin/registrations/${bookingId}/refund`)
      .set('Idempotency-Key', randomUUID())
      .send({ amountPaise: 10_000, reason: 'Partial' })
      .expect(200);
    const detail = (await owner.get(`/api/admin/registrations/${bookingId}`).expect(200)).body;
    expect(detail).toMatchObject({ status: 'paid', moneyStatus: 'partially refunded', refundedPaise: 10_000 });
    const listed = (await owner.get(`/api/admin/registrations?q=${bookingId}&money=partially%20refunded`).expect(200))
      .body;
    expect(listed.items).toEqual([expect.objectContaining({ bookingId, moneyStatus: 'partially refunded' })]);
  });
});
