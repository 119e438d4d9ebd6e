import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_KEY_ID } from '../src/payments/sandbox/sandbox-keys.js';
import { VenuesService } from '../src/venues/venues.service.js';
import { CatalogFileService } from '../src/catalog/catalog-file.service.js';
import { createProduct, createVenue } from './support/factories.js';
import {
  inventoryOf,
  orderByGatewayId,
  orderRequest,
  paidInSandbox,
  postCapturedWebhook,
  sandboxPayment,
} from './support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';

describe('store checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const createOrder = (body: object) => t.http().post('/api/razorpay/create-order').send(body);

  it('gives the checkout its public key and script', async () => {
    const res = await t.http().get('/api/config/public').expect(200);
    expect(res.body).toEqual({ razorpay_key_id: SANDBOX_KEY_ID, checkout_url: '/sandbox/checkout.js' });
  });

  describe('quantity', () => {
    it.each([0, 6, 2.5, '2', null])('refuses %p', async (qty) => {
      const product = await createProduct(t.db);
      const res = await createOrder({ ...orderRequest(product.id), qty }).expect(400);
      expect(res.body.message).toBe('Quantity must be between 1 and 5');
      expect(await inventoryOf(t, product.id)).toBe(10);
    });

    it('accepts 1 and 5', async () => {
      const product = await createProduct(t.db, { price: 100 });
      await createOrder(orderRequest(product.id, { qty: 1 })).expect(200);
      await createOrder(orderRequest(product.id, { qty: 5 })).expect(200);
      expect(await inventoryOf(t, product.id)).toBe(4);
    });
  });

  it('prices qty x price in paise on the server and ignores a client amount', async () => {
    const product = await createProduct(t.db, { price: 1999, mrp: 2999, sku: `SKU-PRICE-${Date.now()}` });
    const res = await createOrder({ ...orderRequest(product.id, { qty: 3 }), amount: 100 }).expect(200);
    expect(res.body).toEqual({
      order_id: expect.stringMatching(/^order_/),
      amount: 599700,
      currency: 'INR',
      releaseToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const order = await orderByGatewayId(t, res.body.order_id);
    expect(order).toMatchObject({
      quantity: 3,
      total_amount: 599700,
      payment_status: 'pending',
      customer_phone: '+919876501234',
    });
    expect(order.order_id).toMatch(/^ORD-[2-9A-HJ-KM-NP-Z]{10}$/);

    const [gatewayOrder] = await t.db.query('SELECT amount, receipt, notes FROM sandbox_orders WHERE id = $1', [
      res.body.order_id,
    ]);
    expect(gatewayOrder).toEqual({
      amount: 599700,
      receipt: order.order_id,
      notes: { purpose: 'order', productId: product.id, sku: product.sku, qty: '3' },
    });
  });

  it.each(['+91 98765 01234', '91-98765-01234', '098765 01234', '(98765) 01234'])(
    'stores the phone %p as pasted in E.164',
    async (customerPhone) => {
      const product = await createProduct(t.db);
      const res = await createOrder(orderRequest(product.id, { customerPhone })).expect(200);
      expect((await orderByGatewayId(t, res.body.order_id)).customer_phone).toBe('+919876501234');
    },
  );

  describe('buyer details', () => {
    let productId: string;
    beforeAll(async () => {
      productId = (await createProduct(t.db)).id;
    });

    const address = orderRequest('x').shippingAddress;
    it.each([
      ['a one-letter name', { customerName: 'A' }, 'Name must be at least 2 characters'],
      ['no name', { customerName: undefined }, 'Name must be at least 2 characters'],
      ['an e-mail without a domain', { customerEmail: 'meera@example' }, 'Please enter a valid email address'],
      ['a short phone number', { customerPhone: '98765' }, 'Please enter a valid 10-digit mobile number'],
      [
        'a phone number starting with 5',
        { customerPhone: '5876501234' },
        'Please enter a valid 10-digit mobile number',
      ],
      ['an 11-digit phone number', { customerPhone: '98765012345' }, 'Please enter a valid 10-digit mobile number'],
      ['a foreign phone number', { customerPhone: '+1 415 555 0100' }, 'Please enter a valid 10-digit mobile number'],
      ['no shipping address', { shippingAddress: undefined }, 'Address is required'],
      ['a blank address line', { shippingAddress: { ...address, line1: '  ' } }, 'Address is required'],
      ['no city', { shippingAddress: { ...address, city: '' } }, 'City is required'],
      ['no state', { shippingAddress: { ...address, state: undefined } }, 'State is required'],
      [
        'a PIN code starting with 0',
        { shippingAddress: { ...address, pincode: '012345' } },
        'Please enter a valid 6-digit PIN code',
      ],
      [
        'a five-digit PIN code',
        { shippingAddress: { ...address, pincode: '41104' } },
        'Please enter a valid 6-digit PIN code',
      ],
      ['no product', { productId: '' }, 'Product ID is required'],
    ])('refuses %s with "%s" and holds nothing', async (_label, change, message) => {
      const res = await createOrder({ ...orderRequest(productId), ...change }).expect(400);
      expect(res.body.message).toBe(message);
      expect(await inventoryOf(t, productId)).toBe(10);
    });
  });

  describe('retrying and releasing an order', () => {
    it('hands the same order asked for again its live hold back: same order, gateway order and token, stock taken once', async () => {
      const product = await createProduct(t.db, { inventory: 10 });
      const body = orderRequest(product.id, { qty: 2 });
      const first = (await createOrder(body).expect(200)).body;
      const again = (
        await createOrder({
          ...body,
          customerEmail: body.customerEmail.toUpperCase(),
          customerPhone: '+91 98765 01234',
        }).expect(200)
      ).body;
      expect(again).toEqual(first);
      expect(await inventoryOf(t, product.id)).toBe(8);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM orders WHERE product_id = $1`, [product.id]);
      expect(n).toBe(1);
      // Another quantity or address is another order.
      expect((await createOrder({ ...body, qty: 1 }).expect(200)).body.order_id).not.toBe(first.order_id);
      expect(
        (
          await createOrder({ ...body, shippingAddress: { ...body.shippingAddress, line1: '1 Other Road' } }).expect(
            200,
          )
        ).body.order_id,
      ).not.toBe(first.order_id);
      expect(await inventoryOf(t, product.id)).toBe(5);
    });

    it('gives the stock back at once with the order’s own token, only while unpaid', async () => {
      const product = await createProduct(t.db, { inventory: 10 });
      const mine = (await createOrder(orderRequest(product.id, { qty: 3 })).expect(200)).body;
      const other = (await createOrder(orderRequest(product.id, { qty: 1 })).expect(200)).body;
      const release = (orderId: string, releaseToken: unknown) =>
        t.http().post(`/api/store/orders/${orderId}/release`).send({ releaseToken });

      await release(mine.order_id, '0'.repeat(64)).expect(409);
      await release(other.order_id, mine.releaseToken).expect(409);
      await release(mine.order_id, undefined).expect(400);
      expect(await inventoryOf(t, product.id)).toBe(6);

      expect((await release(mine.order_id, mine.releaseToken).expect(200)).body).toEqual({ released: true });
      expect(await inventoryOf(t, product.id)).toBe(9);
      expect(await orderByGatewayId(t, mine.order_id)).toMatchObject({
        payment_status: 'failed',
        order_status: 'cancelled',
        holds_stock: false,
      });
      await release(mine.order_id, mine.releaseToken).expect(409);

      // A paid order keeps its stock.
      await t
        .http()
        .post('/api/store/verify-payment')
        .send(await paidInSandbox(t, other.order_id))
        .expect(200);
      await release(other.order_id, other.releaseToken).expect(409);
      expect(await inventoryOf(t, product.id)).toBe(9);
    });
  });

  it('lists the public pages and every active product in /sitemap.xml, under PUBLIC_URL', async () => {
    const listed = await createProduct(t.db, { slug: `sitemap-kit-${Date.now()}` });
    const hidden = await createProduct(t.db, { slug: `hidden-kit-${Date.now()}`, isActive: false });
    await t.app.get(CatalogFileService).regenerate();
    const res = await t.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const base = t.settings.publicUrl;
    const locs = [...String(res.text).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/store`, `${base}/terms`, `${base}/product/${listed.slug}`]),
    );
    // Every page in Hindi and Marathi too, each naming its alternates.
    expect(locs).toEqual(
      expect.arrayContaining([
        `${base}/hi/`,
        `${base}/mr/store`,
        `${base}/hi/product/${listed.slug}`,
        `${base}/mr/terms`,
      ]),
    );
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="mr" href="${base}/mr/store"/>`);
    expect(locs).not.toContain(`${base}/product/${hidden.slug}`);
    expect(locs.some((loc) => loc?.includes('/admin') || loc?.includes('/api'))).toBe(false);
  });

  it('serves robots.txt with the disallows and a Sitemap line under PUBLIC_URL', async () => {
    const res = await t.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = String(res.text).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /api']),
    );
    expect(lines).toContain(`Sitemap: ${t.settings.publicUrl}/sitemap.xml`);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const inactive = await createProduct(t.db, { isActive: false });
    for (const productId of ['no-such-product', inactive.id]) {
      const res = await createOrder(orderRequest(productId)).expect(404);
      expect(res.body.message).toBe('Product not found');
    }
    expect(await inventoryOf(t, inactive.id)).toBe(10);
  });

  it('refuses more than the stock with a clear 409 and holds nothing', async () => {
    const product = await createProduct(t.db, { inventory: 2 });
    const res = await createOrder(orderRequest(product.id, { qty: 3 })).expect(409);
    expect(res.body.message).toBe('Only 2 left in stock. Please choose a smaller quantity.');
    expect(await inventoryOf(t, product.id)).toBe(2);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM orders WHERE product_id = $1', [
      product.id,
    ]);
    expect(count).toBe(0);
  });

  it('sells the last 3 units to exactly 3 of 10 simultaneous buyers', async () => {
    const product = await createProduct(t.db, { inventory: 3 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => createOrder(orderRequest(product.id))));
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.message).toBe('Sorry, this product is out of stock.');
    }
    expect(await inventoryOf(t, product.id)).toBe(0);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM orders WHERE product_id = $1 AND payment_status = 'pending'`,
      [product.id],
    );
    expect(count).toBe(3);
  });

  describe('payment', () => {
    it('refuses a forged signature and leaves the order unpaid', async () => {
      const product = await createProduct(t.db);
      const { body } = await createOrder(orderRequest(product.id)).expect(200);
      const payment = { ...sandboxPayment(body.order_id), razorpay_signature: 'f'.repeat(64) };
      const res = await t.http().post('/api/store/verify-payment').send(payment).expect(400);
      expect(res.body.message).toBe('Payment verification failed');
      expect((await orderByGatewayId(t, body.order_id)).payment_status).toBe('pending');
    });

    it('answers 404 for a genuine signature on an order that is not ours', async () => {
      const res = await t.http().post('/api/store/verify-payment').send(sandboxPayment('order_unknown123')).expect(404);
      expect(res.body.message).toBe('Order not found');
    });

    it('confirms the order and redirects to the status screen with its details', async () => {
      const product = await createProduct(t.db, { name: 'PickBot Kit & Arm', price: 4999 });
      const { body } = await createOrder(orderRequest(product.id, { qty: 2 })).expect(200);
      const res = await t
        .http()
        .post('/api/store/verify-payment')
        .send(await paidInSandbox(t, body.order_id))
        .expect(200);
      expect(res.body.success).toBe(true);

      const order = await orderByGatewayId(t, body.order_id);
      const url = new URL(res.body.redirectUrl, 'http://site');
      expect(url.pathname).toBe('/thank-you');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        status: 'success',
        order_id: order.order_id,
        product_name: 'PickBot Kit & Arm',
        sku: product.sku,
        quantity: '2',
        amount: '999800',
      });

      const details = await t
        .http()
        .get(`/api/order-details/${order.order_id}`)
        .set('x-release-token', body.releaseToken)
        .expect(200);
      expect(details.body).toEqual({
        orderId: order.order_id,
        productName: 'PickBot Kit & Arm',
        productSku: product.sku,
        quantity: 2,
        unitPrice: 499900,
        totalAmount: 999800,
        paymentStatus: 'completed',
        orderStatus: 'confirmed',
        createdAt: expect.any(String),
        invoiceUrl: expect.stringMatching(/^\/api\/invoices\/\d+\/pdf\?expires=\d+&signature=[0-9a-f]{64}$/),
      });
    });

    it('takes the stock exactly once when verified twice and confirmed by webhook too', async () => {
      const product = await createProduct(t.db, { inventory: 10 });
      const { body } = await createOrder(orderRequest(product.id, { qty: 2 })).expect(200);
      expect(await inventoryOf(t, product.id)).toBe(8);

      const payment = await paidInSandbox(t, body.order_id);
      const first = await t.http().post('/api/store/verify-payment').send(payment).expect(200);
      const second = await t.http().post('/api/store/verify-payment').send(payment).expect(200);
      expect(second.body).toEqual(first.body);
      const webhook = await postCapturedWebhook(t, {
        gatewayOrderId: body.order_id,
        paymentId: payment.razorpay_payment_id,
        amount: body.amount,
      }).expect(200);
      expect(webhook.body).toEqual({ status: 'settled' });

      expect(await inventoryOf(t, product.id)).toBe(8);
      expect(await orderByGatewayId(t, body.order_id)).toMatchObject({
        payment_status: 'completed',
        order_status: 'confirmed',
        payment_id: payment.razorpay_payment_id,
        holds_stock: true,
      });
      // The capture is a money event: audited once, by the system, whatever reported it.
      const order = await orderByGatewayId(t, body.order_id);
      const audited = await t.db.query(
        `SELECT actor_name, before, after FROM audit_events WHERE action = 'payment.capture' AND target_type = 'order' AND target_id = $1`,
        [order.order_id],
      );
      expect(audited).toEqual([
        {
          actor_name: 'system',
          before: { paymentState: 'pending' },
          after: { paymentState: 'completed', paymentId: payment.razorpay_payment_id, amountPaise: body.amount },
        },
      ]);
    });

    it('settles an order from the webhook alone', async () => {
      const product = await createProduct(t.db);
      const { body } = await createOrder(orderRequest(product.id)).expect(200);
      await postCapturedWebhook(t, {
        gatewayOrderId: body.order_id,
        paymentId: 'pay_webhookonly1',
        amount: body.amount,
      }).expect(200);
      expect((await orderByGatewayId(t, body.order_id)).payment_status).toBe('completed');
      expect(await inventoryOf(t, product.id)).toBe(9);
    });
  });

  it('answers 404 "Order not found" for an unknown order id', async () => {
    const res = await t.http().get('/api/order-details/ORD-NOSUCHORDR').expect(404);
    expect(res.body.message).toBe('Order not found');
  });

  it('regenerates the catalogue after a stock change', async () => {
    const product = await createProduct(t.db, { inventory: 7 });
    await createOrder(orderRequest(product.id, { qty: 2 })).expect(200);
    const listed = await eventually(async () => {
      const res = await t.http().get('/catalog.json').expect(200);
      const entry = res.body.products.find((p: { id: string }) => p.id === product.id);
      return entry?.inventory === 5 ? entry : null;
    });
    expect(listed).toMatchObject({ id: product.id, sku: product.sku, inventory: 5 });
  });

  describe('compression and validators', () => {
    it('sends /catalog.json compressed when asked, with an ETag, and answers a repeat with 304', async () => {
      for (let i = 0; i < 4; i += 1) await createProduct(t.db); // well over 1 kB of catalogue
      const product = await createProduct(t.db, { inventory: 9 });
      await createOrder(orderRequest(product.id)).expect(200);
      await eventually(async () => {
        const res = await t.http().get('/catalog.json').expect(200);
        return res.body.products.some(
          (p: { id: string; inventory: number }) => p.id === product.id && p.inventory === 8,
        );
      });

      const gzipped = await t.http().get('/catalog.json').set('accept-encoding', 'gzip').expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.body.products.length).toBeGreaterThan(0);
      const etag = gzipped.headers.etag;
      if (!etag) throw new Error('catalog.json answered without an ETag');
      expect(etag).toMatch(/^W\/"/);
      const brotli = await t.http().get('/catalog.json').set('accept-encoding', 'br').expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.etag).toBe(etag);

      const repeat = await t
        .http()
        .get('/catalog.json')
        .set('accept-encoding', 'gzip')
        .set('if-none-match', etag)
        .expect(304);
      expect(repeat.text ?? '').toBe('');
      const plain = await t.http().get('/catalog.json').set('accept-encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('compresses API JSON over 1 kB and leaves smaller answers as they are', async () => {
      for (let i = 0; i < 10; i += 1) await createVenue(t.db);
      t.app.get(VenuesService).venuesChanged();
      const list = await t.http().get('/api/venues').set('accept-encoding', 'gzip').expect(200);
      expect(list.body.length).toBeGreaterThanOrEqual(10);
      expect(list.headers['content-encoding']).toBe('gzip');
      await t
        .http()
        .get('/api/venues')
        .set('if-none-match', list.headers.etag ?? '')
        .expect(304);

      const small = await t.http().get('/api/config/public').set('accept-encoding', 'gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('answers a repeat read of seats, venues and pricing with 304 only while they are unchanged', async () => {
      const venue = await createVenue(t.db, { maxSeats: 30, bookedSeats: 3 });
      t.app.get(VenuesService).venuesChanged();
      const paths = [`/api/availability/${venue.id}`, '/api/venues', '/api/pricing'];
      const first = await Promise.all(paths.map((path) => t.http().get(path).expect(200)));
      expect(first[0]!.body).toMatchObject({ availableSeats: 27, maxSeats: 30 });
      for (const [i, path] of paths.entries()) {
        const etag = first[i]!.headers.etag ?? '';
        expect(etag).toMatch(/^W\/"/);
        expect(first[i]!.headers['content-type']).toMatch(/^application\/json/);
        await t.http().get(path).set('if-none-match', etag).expect(304);
      }

      await t.db.query(`UPDATE venues SET booked_seats = 4 WHERE id = $1`, [venue.id]);
      t.app.get(VenuesService).venuesChanged();
      const seats = await t
        .http()
        .get(paths[0]!)
        .set('if-none-match', first[0]!.headers.etag ?? '')
        .expect(200);
      expect(seats.body.availableSeats).toBe(26);
      const list = await t
        .http()
        .get(paths[1]!)
        .set('if-none-match', first[1]!.headers.etag ?? '')
        .expect(200);
      expect(list.body.find((v: { id: number }) => v.id === venue.id).availableSeats).toBe(26);
      await t.http().get('/api/availability/999999').expect(404);
    });
  });
});
