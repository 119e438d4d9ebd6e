import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FULFILMENT_MESSAGES, PAYMENT_REMINDER_MESSAGES } from '@robo/domain';
import type supertest from 'supertest';
import { startAdminApp } from './support/admin.js';
import { createProduct } from './support/factories.js';
import { insertOrder } from './support/sales.js';
import type { TestApp } from './support/test-app.js';

const ist = (local: string) => `${local}+05:30`;

describe('admin orders', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let sku: string;
  let slug: string;
  /** Order ids by buyer, filled in beforeAll. */
  const ids = { meera: '', arjun: '', abandoned: '', formula: '' };

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp());
    const kit = await createProduct(t.db, { name: 'Line Follower Kit' });
    sku = kit.sku;
    slug = kit.slug;
    const order = (name: keyof typeof ids, row: Partial<Parameters<typeof insertOrder>[1]>) =>
      insertOrder(t.db, {
        productId: kit.id,
        productName: kit.name,
        productSku: kit.sku,
        unitPrice: 199900,
        createdAt: ist('2026-06-05T10:00:00'),
        paidAt: ist('2026-06-05T10:01:00'),
        ...row,
      }).then(({ orderId }) => (ids[name] = orderId));
    await order('meera', {
      customerName: 'Meera Iyer',
      customerPhone: '+919876501234',
      customerEmail: 'Meera@Example.com',
    });
    await order('arjun', {
      customerName: 'Arjun Rao',
      customerPhone: '+919822012345',
      customerEmail: 'arjun@example.com',
      quantity: 2,
      createdAt: ist('2026-06-07T23:30:00'),
      paidAt: ist('2026-06-07T23:31:00'),
    });
    await order('abandoned', {
      customerName: 'Kiran Shah',
      customerPhone: '+919811100001',
      customerEmail: 'kiran@example.com',
      paymentStatus: 'failed',
      orderStatus: 'cancelled',
      paidAt: null,
      createdAt: ist('2026-06-08T00:30:00'),
    });
    await order('formula', {
      customerName: '=HYPERLINK("http://evil")',
      customerPhone: '+919811100002',
      customerEmail: 'x@example.com',
      createdAt: ist('2026-06-09T09:00:00'),
      paidAt: ist('2026-06-09T09:01:00'),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => (await admin.get(`/api/admin/orders?${query}`).expect(200)).body;
  const orderIds = (body: { items: { orderId: string }[] }) => body.items.map((item) => item.orderId);

  it('lists orders newest first with a total, and pages', async () => {
    const body = await list('');
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(orderIds(body)).toEqual([ids.formula, ids.abandoned, ids.arjun, ids.meera]);
    expect(body.items[2]).toMatchObject({
      customerName: 'Arjun Rao',
      quantity: 2,
      totalAmount: 399800,
      paymentStatus: 'completed',
      fulfilment: 'unfulfilled',
      city: 'Pune',
      pincode: '411045',
    });
    expect(orderIds(await list('pageSize=2&page=2'))).toEqual([ids.arjun, ids.meera]);
    expect(await list('pageSize=2&page=9')).toMatchObject({ items: [], total: 4, page: 9 });
    expect(orderIds(await list('sort=totalAmount'))[3]).toBe(ids.arjun);
  });

  it('finds an order by its id, buyer name, phone in any form, e-mail or SKU', async () => {
    expect(orderIds(await list(`q=${ids.meera.toLowerCase()}`))).toEqual([ids.meera]);
    expect(orderIds(await list('q=arjun'))).toEqual([ids.arjun]);
    expect(orderIds(await list('q=meera%20iy'))).toEqual([ids.meera]); // word prefixes of the name
    expect((await list('q=eera')).total).toBe(0); // not the middle of a word
    for (const phone of ['98765 01234', '+91 98765 01234', '919876501234', '9876501234']) {
      expect(orderIds(await list(`q=${encodeURIComponent(phone)}`))).toEqual([ids.meera]);
    }
    expect(orderIds(await list('q=meera@example.COM'))).toEqual([ids.meera]);
    expect((await list(`q=${sku.toLowerCase()}`)).total).toBe(4);
    expect((await list('q=%25')).total).toBe(0); // a literal %, not a wildcard
  });

  it('filters by payment, fulfilment and Asia/Kolkata days', async () => {
    expect(orderIds(await list('status=abandoned'))).toEqual([ids.abandoned]);
    expect((await list('fulfilment=unfulfilled')).total).toBe(3); // paid ones only
    expect(orderIds(await list('from=2026-06-07&to=2026-06-07'))).toEqual([ids.arjun]);
    expect(orderIds(await list('from=2026-06-08&to=2026-06-08'))).toEqual([ids.abandoned]);
  });

  it('refuses bad filters with a message', async () => {
    const refused = async (query: string, message: string) =>
      expect((await admin.get(`/api/admin/orders?${query}`).expect(400)).body.message).toBe(message);
    await refused('pageSize=500', 'pageSize must be at most 200');
    await refused(
      'sort=secret',
      'sort must be one of createdAt, -createdAt, totalAmount, -totalAmount, orderId, -orderId, customerName, -customerName',
    );
    await refused('status=lost', 'status must be one of pending, completed, failed, refunded, abandoned');
    await t.http().get('/api/admin/orders').expect(401);
  });

  it('shows one order with its timeline, and 404 for an unknown one', async () => {
    const { body } = await admin.get(`/api/admin/orders/${ids.arjun}`).expect(200);
    expect(body).toMatchObject({
      orderId: ids.arjun,
      unitPrice: 199900,
      shippingAddress: { city: 'Pune', pincode: '411045' },
      nextFulfilment: ['packed', 'shipped'],
    });
    expect(body.timeline.map((event: { kind: string }) => event.kind)).toEqual(['hold_taken', 'payment_captured']);
    expect((await admin.get('/api/admin/orders/ORD-NOPE').expect(404)).body.message).toBe('Order not found');
  });

  it('packs and ships a paid order once, with courier and tracking number', async () => {
    const move = (body: object) => admin.post(`/api/admin/orders/${ids.meera}/fulfilment`).send(body);
    expect((await move({ state: 'shipped', courier: 'Delhivery' }).expect(400)).body.message).toBe(
      FULFILMENT_MESSAGES.trackingRequired,
    );

    // Five people press "Packed" at once: one moves it, the others are told where it is.
    const answers = await Promise.all(Array.from({ length: 5 }, () => move({ state: 'packed' })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe('This order is already packed.');

    const shipped = await move({
      state: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123456789IN',
    }).expect(200);
    expect(shipped.body).toMatchObject({
      fulfilment: 'shipped',
      orderStatus: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
    });
    expect(shipped.body.timeline.map((event: { kind: string }) => event.kind)).toContain('fulfilment_shipped');
    // The buyer's message, by e-mail and WhatsApp, reads courier and tracking from the order.
    const shippedMessages = await t.db.query(
      `SELECT channel, event_key FROM messages WHERE order_id = $1 AND template = 'order_shipped' ORDER BY channel`,
      [ids.meera],
    );
    expect(shippedMessages).toEqual([
      { channel: 'email', event_key: `order_shipped:${ids.meera}:DL123456789IN` },
      { channel: 'whatsapp', event_key: `order_shipped:${ids.meera}:DL123456789IN` },
    ]);
    const details = await t.http().get(`/api/order-details/${ids.meera}`).expect(200);
    expect(details.body.orderStatus).toBe('shipped');

    // The owner (this session) may correct a mistake by moving back.
    await move({ state: 'packed' }).expect(200);
    expect((await move({ state: 'packed' }).expect(409)).body.message).toBe('This order is already packed.');
  });

  it('draws the order id as a QR code for the packing slip', async () => {
    const res = await admin.get(`/api/admin/orders/${ids.arjun}/qr.svg`).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(res.body)).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    await admin.get('/api/admin/orders/ORD-NOPE/qr.svg').expect(404);
  });

  it('sends an abandoned order one payment reminder with a link back to the product, logged', async () => {
    const before = (await admin.get(`/api/admin/orders/${ids.abandoned}`).expect(200)).body;
    expect(before.remindable).toBe(true);
    // Two people press "Send reminder" at once: one message per channel, one 200.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin.post(`/api/admin/orders/${ids.abandoned}/reminder`)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(PAYMENT_REMINDER_MESSAGES.alreadySent);
    const after = answers.find((res) => res.status === 200)!.body;
    expect(after.remindable).toBe(false);
    expect(after.timeline.find((event: { kind: string }) => event.kind === 'reminder_sent')).toMatchObject({
      actor: 'Admin',
      data: { payUrl: `/product/${slug}` },
    });
    const sent = await t.db.query(
      `SELECT channel, recipient, params FROM messages WHERE order_id = $1 AND template = 'payment_reminder' ORDER BY channel`,
      [ids.abandoned],
    );
    expect(sent).toEqual([
      { channel: 'email', recipient: 'kiran@example.com', params: { payUrl: `/product/${slug}` } },
      { channel: 'whatsapp', recipient: '919811100001', params: { payUrl: `/product/${slug}` } },
    ]);
    const [audit] = await t.db.query(
      `SELECT actor_name FROM audit_events WHERE action = 'order.remind' AND target_id = $1`,
      [ids.abandoned],
    );
    expect(audit.actor_name).toBe('Admin');

    expect((await admin.post(`/api/admin/orders/${ids.arjun}/reminder`).expect(409)).body.message).toBe(
      PAYMENT_REMINDER_MESSAGES.notAbandoned,
    );
    await admin.post('/api/admin/orders/ORD-NOPE/reminder').expect(404);
  });

  it('keeps staff notes on the timeline, once per Idempotency-Key', async () => {
    const note = (text: string, key: string) =>
      admin.post(`/api/admin/orders/${ids.formula}/notes`).set('Idempotency-Key', key).send({ text });
    await note('Buyer called: deliver after 6 pm', 'note-key-0001').expect(200);
    const again = await note('Buyer called: deliver after 6 pm', 'note-key-0001').expect(200);
    const notes = again.body.timeline.filter((event: { kind: string }) => event.kind === 'note');
    expect(notes).toEqual([
      expect.objectContaining({ actor: 'Admin', data: { text: 'Buyer called: deliver after 6 pm' } }),
    ]);
    expect((await note('  ', 'note-key-0002').expect(400)).body.message).toBe('Please write a note');
    await admin
      .post('/api/admin/orders/ORD-NOPE/notes')
      .set('Idempotency-Key', 'note-key-0003')
      .send({ text: 'x' })
      .expect(404);
  });

  it('refuses to fulfil an unpaid order', async () => {
    const res = await admin.post(`/api/admin/orders/${ids.abandoned}/fulfilment`).send({ state: 'packed' }).expect(409);
    expect(res.body.message).toBe(FULFILMENT_MESSAGES.notPaid);
    await admin.post('/api/admin/orders/ORD-NOPE/fulfilment').send({ state: 'packed' }).expect(404);
  });

  it('exports the filtered orders as CSV, defusing cells a spreadsheet would run', async () => {
    const res = await admin.get('/api/admin/orders/export.csv?status=completed&sort=createdAt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Order ID,Created (IST),Paid (IST),Buyer,Phone,E-mail,Kit,SKU,Quantity,Total (INR),Payment,Money,Paid (INR),Refunded (INR),Net (INR),Fulfilment,Courier,Tracking number,City,PIN code',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(
      `${ids.arjun},2026-06-07 23:30,2026-06-07 23:31,Arjun Rao,+91 98220 12345,arjun@example.com`,
    );
    expect(lines[2]).toContain(',2,3998.00,completed,paid,3998.00,0.00,3998.00,unfulfilled,,,Pune,411045');
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
  });
});
