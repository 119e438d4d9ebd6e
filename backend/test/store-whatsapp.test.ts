import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeWhatsapp, type FakeWhatsapp } from './fakes/fake-whatsapp.js';
import { createProduct } from './support/factories.js';
import { orderByGatewayId, orderRequest, paidInSandbox } from './support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

describe('WhatsApp order confirmation (no provider configured: outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const confirmation = (orderId: string) => ({
    to: '919999999999',
    orderId,
    productName: 'Anything the client says',
    sku: 'X',
    qty: 1,
    amountInPaise: 100,
  });
  const send = (orderId: string) => t.http().post('/api/whatsapp/send-confirmation').send(confirmation(orderId));
  const outbox = () =>
    t.db.query(
      `SELECT event_key, recipient, body_text AS body, state FROM messages WHERE channel = 'whatsapp' ORDER BY id`,
    );

  async function placeOrder(paid: boolean): Promise<string> {
    const product = await createProduct(t.db, { name: 'Sensor Lab Electronics Set', price: 2999 });
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(product.id, { qty: 2 }))
      .expect(200);
    if (paid)
      await t
        .http()
        .post('/api/store/verify-payment')
        .send(await paidInSandbox(t, body.order_id))
        .expect(200);
    return (await orderByGatewayId(t, body.order_id)).order_id;
  }

  it('sends nothing for an unknown order or an unpaid one', async () => {
    expect((await send('ORD-NOSUCHORDR').expect(200)).body).toEqual({ ok: false });
    expect((await send(await placeOrder(false)).expect(200)).body).toEqual({ ok: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox()).toEqual([]);
  });

  it("keeps a paid order's confirmation as a held message for the order's own phone and answers ok false", async () => {
    const orderId = await placeOrder(true);
    expect((await send(orderId).expect(200)).body).toEqual({ ok: false });

    const [message] = await eventually(async () => {
      const rows = await outbox();
      return rows.length > 0 && rows[0].state === 'held' ? rows : null;
    });
    expect(message).toMatchObject({
      event_key: `order_confirmed:${orderId}`,
      recipient: '919876501234',
      state: 'held',
    });
    expect(message.body).toContain(orderId);
    expect(message.body).toContain('2 x Sensor Lab Electronics Set');
    expect(message.body).toContain('₹5,998');
    expect(message.body).not.toContain('Anything the client says');
  });
});

describe('WhatsApp order confirmation: the per-client limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits each client to 5 requests a minute', async () => {
    const send = () => t.http().post('/api/whatsapp/send-confirmation').send({ orderId: 'ORD-NOSUCHORDR' });
    for (let i = 0; i < 5; i++) expect((await send()).status).not.toBe(429);
    const refused = await send().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('WhatsApp order confirmation (Cloud API configured)', () => {
  let whatsapp: FakeWhatsapp;
  let t: TestApp;
  beforeAll(async () => {
    whatsapp = await startFakeWhatsapp();
    t = await startTestApp(whatsapp.env);
  });
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  it("sends a paid order's confirmation once to the order's phone, answers ok true and marks the order", async () => {
    const product = await createProduct(t.db, { name: 'Solar Rover STEM Kit', price: 1499 });
    const { body } = await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200);
    await t
      .http()
      .post('/api/store/verify-payment')
      .send(await paidInSandbox(t, body.order_id))
      .expect(200);
    const { order_id: orderId } = await orderByGatewayId(t, body.order_id);

    const request = { to: '919999999999', orderId, productName: 'x', sku: 'x', qty: 1, amountInPaise: 1 };
    expect((await t.http().post('/api/whatsapp/send-confirmation').send(request).expect(200)).body).toEqual({
      ok: true,
    });
    await eventually(async () => {
      const [row] = await t.db.query('SELECT whatsapp_sent FROM orders WHERE order_id = $1', [orderId]);
      return row.whatsapp_sent;
    });
    await t.http().post('/api/whatsapp/send-confirmation').send(request).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(whatsapp.messages).toHaveLength(1);
    expect(whatsapp.messages[0]).toMatchObject({ to: '919876501234' });
    expect(whatsapp.messages[0]?.template?.name).toBe('order_confirmed');
    expect(whatsapp.messages[0]?.body).toContain(orderId);
    expect(whatsapp.messages[0]?.body).toContain('1 x Solar Rover STEM Kit');
  });
});
