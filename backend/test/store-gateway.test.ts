import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { ReconcileJob } from '../src/payments/jobs/reconcile.job.js';
import { createProduct } from './support/factories.js';
import { inventoryOf, orderByGatewayId, orderRequest } from './support/store-helpers.js';

describe('store checkout against the Razorpay API (fake, over HTTP)', () => {
  let t: RazorpayTestApp;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({ RECONCILE_AFTER_SECONDS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the gateway order with our order id as receipt and the product notes', async () => {
    const product = await createProduct(t.db, { price: 2999 });
    const res = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { qty: 2 }))
      .expect(200);
    const order = await orderByGatewayId(t, res.body.order_id);
    expect(t.razorpay.orders.get(res.body.order_id)).toMatchObject({
      amount: 599800,
      currency: 'INR',
      receipt: order.order_id,
      notes: { purpose: 'order', productId: product.id, sku: product.sku, qty: '2' },
    });
  });

  it('answers 502 when the gateway is unreachable and keeps nothing held', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    t.razorpay.setUnreachable(true);
    try {
      const res = await t
        .http()
        .post('/api/razorpay/create-order')
        .send(orderRequest(product.id, { qty: 2 }))
        .expect(502);
      expect(res.body.message).toMatch(/payment provider could not be reached/);
    } finally {
      t.razorpay.setUnreachable(false);
    }
    expect(await inventoryOf(t, product.id)).toBe(3);
    const rows = await t.db.query('SELECT payment_status, order_status FROM orders WHERE product_id = $1', [
      product.id,
    ]);
    expect(rows).toEqual([{ payment_status: 'failed', order_status: 'cancelled' }]);
  });

  it('confirms a real checkout signature once, however often the payment is reported', async () => {
    const product = await createProduct(t.db, { inventory: 6 });
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { qty: 2 }))
      .expect(200);
    const payment = t.razorpay.pay(body.order_id);

    await t.http().post('/api/store/verify-payment').send(payment).expect(200);
    const webhook = t.razorpay.webhook('payment.captured', payment.razorpay_payment_id);
    await t.http().post('/api/webhooks/razorpay').set(webhook.headers).send(webhook.body).expect(200);
    await t.http().post('/api/store/verify-payment').send(payment).expect(200);

    expect(await inventoryOf(t, product.id)).toBe(4);
    expect(await orderByGatewayId(t, body.order_id)).toMatchObject({
      payment_status: 'completed',
      payment_id: payment.razorpay_payment_id,
    });
  });

  it('refuses a signature made with another secret', async () => {
    const product = await createProduct(t.db);
    const { body } = await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200);
    const sandboxSigned = { ...t.razorpay.pay(body.order_id), razorpay_signature: 'a'.repeat(64) };
    const res = await t.http().post('/api/store/verify-payment').send(sandboxSigned).expect(400);
    expect(res.body.message).toBe('Payment verification failed');
  });

  it('settles a paid order through reconciliation when the callback and the webhook were lost', async () => {
    const product = await createProduct(t.db, { inventory: 5 });
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { qty: 2 }))
      .expect(200);
    const payment = t.razorpay.pay(body.order_id);

    await t.app.get(ReconcileJob).run();
    expect(await orderByGatewayId(t, body.order_id)).toMatchObject({
      payment_status: 'completed',
      payment_id: payment.razorpay_payment_id,
    });
    expect(await inventoryOf(t, product.id)).toBe(3);
  });
});
