import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ORDER_CANCEL_MESSAGES } from '@robo/domain';
import type supertest from 'supertest';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { createProduct } from './support/factories.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { inventoryOf, orderByGatewayId, orderRequest, paidRazorpayOrder } from './support/store-helpers.js';
import { eventually } from './support/test-app.js';

/** Cancelling store orders: refunds through the real SDK against the fake Razorpay, restock, idempotency. */
describe('admin order cancel', () => {
  let t: RazorpayTestApp;
  let admin: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
      OUTBOX_RETRY_MAX_SECONDS: '1',
    });
    admin = await signInAsAdmin(t);
    // Store staff refund within the owner's limit (backend/test/abuse/staff-refunds.test.ts tests the limit).
    await admin.put('/api/admin/settings/desk-refund-limit').send({ limitPaise: 1_000_000 }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newKey = () => `cancel-${randomBytes(6).toString('hex')}`;
  const cancel = (agent: supertest.Agent, orderId: string, body: object, key = newKey()) =>
    agent.post(`/api/admin/orders/${orderId}/cancel`).set('Idempotency-Key', key).send(body);
  const gatewayRefundsOf = (paymentId: string) => t.razorpay.refunds.filter((r) => r.payment_id === paymentId);
  const orderRow = async (orderId: string) =>
    (
      await t.db.query('SELECT payment_status, order_status, fulfilment, holds_stock FROM orders WHERE order_id = $1', [
        orderId,
      ])
    )[0];

  it('cancels with a full refund and restock: the buyer gets the money back once, the units return once', async () => {
    const { productId, orderId, paymentId } = await paidRazorpayOrder(t);
    expect(await inventoryOf(t, productId)).toBe(8);

    const res = await cancel(admin, orderId, {
      refund: 'full',
      restock: true,
      reason: 'Buyer changed their mind',
    }).expect(200);
    expect(res.body).toMatchObject({
      fulfilment: 'cancelled',
      orderStatus: 'cancelled',
      holdsStock: false,
      refundablePaise: 0,
      cancellable: true,
    });
    expect(await inventoryOf(t, productId)).toBe(10);

    await eventually(async () => (await orderRow(orderId)).payment_status === 'refunded');
    expect(gatewayRefundsOf(paymentId)).toEqual([expect.objectContaining({ amount: 299800 })]);

    const detail = (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body;
    const kinds = detail.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'hold_taken',
        'payment_captured',
        'cancelled',
        'refund_requested',
        'refund_processed',
        'credit_note_issued',
      ]),
    );
    expect(detail.timeline.find((event: { kind: string }) => event.kind === 'cancelled')).toMatchObject({
      actor: 'Admin',
      data: { refundPaise: 299800, restocked: 2, reason: 'Buyer changed their mind' },
    });
    // The buyer is told, by e-mail and WhatsApp, once each: one notice that says the cancellation and its refund.
    const told = await t.db.query(
      `SELECT template, channel, params FROM messages WHERE order_id = $1 AND template <> 'order_confirmed' ORDER BY template, channel`,
      [orderId],
    );
    const params = { reason: 'Buyer changed their mind', refundPaise: 299800 };
    expect(told).toEqual([
      { template: 'order_cancelled', channel: 'email', params },
      { template: 'order_cancelled', channel: 'whatsapp', params },
    ]);
    const [audit] = await t.db.query(
      `SELECT action, after FROM audit_events WHERE target_id = $1 AND action = 'order.cancel'`,
      [orderId],
    );
    expect(audit.after).toMatchObject({ fulfilment: 'cancelled', refundPaise: 299800, restocked: 2 });

    // Restocking twice changes nothing; nothing is left to refund.
    await cancel(admin, orderId, { refund: 'none', restock: true, reason: 'Again' }).expect(200);
    expect(await inventoryOf(t, productId)).toBe(10);
    const again = await cancel(admin, orderId, { refund: 'full', restock: false, reason: 'Again' }).expect(409);
    expect(again.body.message).toBe(ORDER_CANCEL_MESSAGES.nothingToRefund);
  });

  it('answers the same key with the same answer, and refuses the key for another body', async () => {
    const { productId, orderId, paymentId } = await paidRazorpayOrder(t);
    const key = newKey();
    const body = { refund: { amountPaise: 50000 }, restock: true, reason: 'Damaged box' };
    const first = await cancel(admin, orderId, body, key).expect(200);
    const second = await cancel(admin, orderId, body, key).expect(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.refundablePaise).toBe(249800);
    expect(await inventoryOf(t, productId)).toBe(10);
    await eventually(async () => gatewayRefundsOf(paymentId).length === 1);

    expect((await cancel(admin, orderId, { ...body, reason: 'Other' }, key).expect(409)).body.message).toBe(
      'This Idempotency-Key was already used for a different request.',
    );
    expect((await admin.post(`/api/admin/orders/${orderId}/cancel`).send(body).expect(400)).body.message).toBe(
      'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
    );

    // A later partial refund of what is left, never more than captured.
    const tooMuch = await cancel(admin, orderId, {
      refund: { amountPaise: 249801 },
      restock: false,
      reason: 'More',
    }).expect(409);
    expect(tooMuch.body).toMatchObject({
      message: 'At most ₹2,498 can be refunded for this payment.',
      refundablePaise: 249800,
    });
    await cancel(admin, orderId, { refund: 'full', restock: false, reason: 'Rest' }).expect(200);
    await eventually(async () => gatewayRefundsOf(paymentId).length === 2);
    expect(
      gatewayRefundsOf(paymentId)
        .map((r) => r.amount)
        .sort(),
    ).toEqual([249800, 50000]);
  });

  it('many cancels of one order at once have one effect', async () => {
    const { productId, orderId, paymentId } = await paidRazorpayOrder(t);
    const store = await signInAsStaff(t, 'store');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        cancel(i % 2 ? admin : store.agent, orderId, { refund: 'full', restock: true, reason: `Press ${i}` }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await inventoryOf(t, productId)).toBe(10);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM refunds WHERE subject_id = $1`, [orderId]);
    expect(count).toBe(1);
    const events = await t.db.query(
      `SELECT count(*)::int AS count FROM timeline_events WHERE kind = 'cancelled' AND data->>'reason' LIKE 'Press %'
      AND subject_id = (SELECT id FROM orders WHERE order_id = $1)`,
      [orderId],
    );
    expect(events[0].count).toBe(1);
    await eventually(async () => gatewayRefundsOf(paymentId).length === 1);
  });

  it('records a refund the gateway refuses, keeps the cancel, and lets staff ask again', async () => {
    const { orderId, paymentId } = await paidRazorpayOrder(t);
    t.razorpay.payments.get(paymentId)!.status = 'refunded'; // refunded from the Razorpay dashboard behind our back
    await cancel(admin, orderId, { refund: 'full', restock: false, reason: 'Lost in transit' }).expect(200);
    const detail = await eventually(async () => {
      const body = (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body;
      // The detail reads the order and its timeline in two statements: wait until both show the refusal.
      return body.refundablePaise > 0 && body.timeline.some((event: { kind: string }) => event.kind === 'refund_failed')
        ? body
        : null;
    });
    expect(detail).toMatchObject({ fulfilment: 'cancelled', holdsStock: true, refundablePaise: 299800 });
    expect(detail.timeline.find((event: { kind: string }) => event.kind === 'refund_failed').data).toMatchObject({
      failure: 'The payment has been fully refunded already',
    });

    t.razorpay.payments.get(paymentId)!.status = 'captured';
    await cancel(admin, orderId, { refund: 'full', restock: true, reason: 'Asked again' }).expect(200);
    await eventually(async () => (await orderRow(orderId)).payment_status === 'refunded');
    expect(gatewayRefundsOf(paymentId)).toEqual([expect.objectContaining({ amount: 299800 })]);
  });

  it('refuses bad input, unknown and unpaid orders, and orders with the buyer', async () => {
    const { orderId } = await paidRazorpayOrder(t);
    const refused = async (body: object, message: string) =>
      expect((await cancel(admin, orderId, body).expect(400)).body.message).toBe(message);
    await refused({ refund: 'half', restock: true, reason: 'x' }, ORDER_CANCEL_MESSAGES.refundInvalid);
    await refused({ refund: { amountPaise: -5 }, restock: true, reason: 'x' }, ORDER_CANCEL_MESSAGES.refundInvalid);
    await refused({ refund: { amountPaise: 10.5 }, restock: true, reason: 'x' }, ORDER_CANCEL_MESSAGES.refundInvalid);
    await refused({ refund: 'none', restock: 'yes', reason: 'x' }, 'restock must be true or false');
    await refused({ refund: 'none', restock: true, reason: '  ' }, ORDER_CANCEL_MESSAGES.reasonRequired);
    expect(
      (await cancel(admin, 'ORD-NOPE', { refund: 'none', restock: true, reason: 'x' }).expect(404)).body.message,
    ).toBe('Order not found');

    await admin
      .post(`/api/admin/orders/${orderId}/fulfilment`)
      .send({ state: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1' })
      .expect(200);
    expect(
      (await cancel(admin, orderId, { refund: 'full', restock: true, reason: 'x' }).expect(409)).body.message,
    ).toBe('This order is shipped; mark it returned before cancelling it.');
    expect(await orderRow(orderId)).toMatchObject({ fulfilment: 'shipped', holds_stock: true });

    const product = await createProduct(t.db, { inventory: 5 });
    const { body } = await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200);
    const unpaid = await orderByGatewayId(t, body.order_id);
    expect(
      (await cancel(admin, unpaid.order_id, { refund: 'none', restock: true, reason: 'x' }).expect(409)).body.message,
    ).toBe(ORDER_CANCEL_MESSAGES.notPaid);
    const door = await signInAsStaff(t, 'door');
    await cancel(door.agent, orderId, { refund: 'none', restock: true, reason: 'x' }).expect(403);
  });
});
