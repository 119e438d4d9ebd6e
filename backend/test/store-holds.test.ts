import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createProduct } from './support/factories.js';
import { inventoryOf, orderByGatewayId, orderRequest } from './support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

describe('store stock holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLD_SECONDS: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function orderThatExpired(productId: string, qty: number) {
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(productId, { qty }))
      .expect(200);
    await eventually(async () => (await orderByGatewayId(t, body.order_id)).payment_status === 'failed');
    return body.order_id as string;
  }

  /** "Pay" in the sandbox checkout: captures the gateway order and returns the signed response. */
  async function payInSandbox(gatewayOrderId: string) {
    const res = await t.http().post('/sandbox/pay').send({ order_id: gatewayOrderId }).expect(200);
    return res.body;
  }

  it('returns the stock of an unpaid order when its hold expires', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { qty: 2 }))
      .expect(200);
    expect(await inventoryOf(t, product.id)).toBe(3);

    await eventually(async () => (await inventoryOf(t, product.id)) === 5);
    const order = await orderByGatewayId(t, body.order_id);
    expect(order).toMatchObject({ payment_status: 'failed', order_status: 'cancelled', holds_stock: false });
    const details = await t.http().get(`/api/order-details/${order.order_id}`).expect(200);
    expect(details.body).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });
  });

  it('takes the stock again for a payment that arrives after the hold expired', async () => {
    const product = await createProduct(t.db, { inventory: 4 });
    const gatewayOrderId = await orderThatExpired(product.id, 3);
    expect(await inventoryOf(t, product.id)).toBe(4);

    const res = await t
      .http()
      .post('/api/store/verify-payment')
      .send(await payInSandbox(gatewayOrderId))
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(new URL(res.body.redirectUrl, 'http://site').searchParams.get('status')).toBe('success');
    expect(await inventoryOf(t, product.id)).toBe(1);
    expect(await orderByGatewayId(t, gatewayOrderId)).toMatchObject({ payment_status: 'completed', holds_stock: true });
  });

  it('refunds a late payment when the stock was sold meanwhile', async () => {
    const product = await createProduct(t.db, { inventory: 2 });
    const gatewayOrderId = await orderThatExpired(product.id, 2);
    await t.db.query('UPDATE products SET inventory = 1 WHERE id = $1', [product.id]);

    const payment = await payInSandbox(gatewayOrderId);
    const res = await t.http().post('/api/store/verify-payment').send(payment).expect(200);
    expect(res.body.success).toBe(false);
    expect(new URL(res.body.redirectUrl, 'http://site').searchParams.get('status')).toBe('failed');

    expect(await inventoryOf(t, product.id)).toBe(1);
    // The refund is recorded with the decision and made by the outbox right after it.
    const order = await eventually(async () => {
      const row = await orderByGatewayId(t, gatewayOrderId);
      return row.refund_id ? row : null;
    });
    expect(order).toMatchObject({
      payment_status: 'refunded',
      order_status: 'cancelled',
      payment_id: payment.razorpay_payment_id,
    });
    expect(order.refund_id).toMatch(/^rfnd_/);
    const [gatewayOrder] = await t.db.query('SELECT refunds FROM sandbox_orders WHERE id = $1', [gatewayOrderId]);
    expect(gatewayOrder.refunds).toEqual([
      expect.objectContaining({ id: order.refund_id, amount: order.total_amount }),
    ]);

    // The same payment delivered again (webhook, reconciliation) refunds nothing twice.
    await t.http().post('/api/store/verify-payment').send(payment).expect(200);
    const [again] = await t.db.query('SELECT refunds FROM sandbox_orders WHERE id = $1', [gatewayOrderId]);
    expect(again.refunds).toHaveLength(1);
  });
  /** How many times the pipeline recorded a capture of this order (one audit entry per capture). */
  async function capturesOf(orderId: string): Promise<number> {
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'payment.capture' AND target_id = $1`,
      [orderId],
    );
    return row.n;
  }

  it('takes the stock once when the same late payment arrives many times at once', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const gatewayOrderId = await orderThatExpired(product.id, 2);
    const payment = await payInSandbox(gatewayOrderId);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http().post('/api/store/verify-payment').send(payment)),
    );
    expect(answers.map((answer) => [answer.status, answer.body.success])).toEqual(Array(8).fill([200, true]));
    expect(await inventoryOf(t, product.id)).toBe(3);
    const order = await orderByGatewayId(t, gatewayOrderId);
    expect(order).toMatchObject({ payment_status: 'completed', order_status: 'confirmed', holds_stock: true });
    expect(await capturesOf(order.order_id)).toBe(1);
  });

  it('refunds once when the same late payment for sold-out stock arrives many times at once', async () => {
    const product = await createProduct(t.db, { inventory: 2 });
    const gatewayOrderId = await orderThatExpired(product.id, 2);
    await t.db.query('UPDATE products SET inventory = 1 WHERE id = $1', [product.id]);
    const payment = await payInSandbox(gatewayOrderId);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.http().post('/api/store/verify-payment').send(payment)),
    );
    expect(answers.map((answer) => [answer.status, answer.body.success])).toEqual(Array(8).fill([200, false]));
    expect(await inventoryOf(t, product.id)).toBe(1);
    const order = await eventually(async () => {
      const row = await orderByGatewayId(t, gatewayOrderId);
      return row.refund_id ? row : null;
    });
    expect(order).toMatchObject({ payment_status: 'refunded', order_status: 'cancelled' });
    const [gatewayOrder] = await t.db.query('SELECT refunds FROM sandbox_orders WHERE id = $1', [gatewayOrderId]);
    expect(gatewayOrder.refunds).toHaveLength(1);
    expect(await capturesOf(order.order_id)).toBe(0);
  });
});
