import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { kolkataToday, type ReportRow } from '@robo/domain';
import type supertest from 'supertest';
import { HoldExpiryJob } from '../src/payments/pipeline/hold-expiry.job.js';
import { createTwelfthEdition, signInAsAdmin } from './support/admin.js';
import { asText, parseCsv } from './support/csv.js';
import { createProduct, createVenue } from './support/factories.js';
import { startTestAppWithRazorpay, type RazorpayTestApp } from './support/razorpay-test-app.js';
import { insertBooking, insertRefund } from './support/sales.js';
import { orderByGatewayId, orderRequest } from './support/store-helpers.js';
import { eventually } from './support/test-app.js';
import { addVenue, paidBooking } from './workshop-support.js';

/**
 * The exports reconcile with the revenue report: on seeded data with partial refunds, cancellations
 * and late payments, the bookings CSV's net plus the orders CSV's net is the report's net for the
 * same day, per edition too; the report CSVs' and the GSTR-1 CSV's nets are the report's; phones are
 * text a spreadsheet keeps.
 */
describe('exports that reconcile', () => {
  let t: RazorpayTestApp;
  let owner: supertest.Agent;

  beforeAll(async () => {
    t = await startTestAppWithRazorpay({
      OUTBOX_SWEEP_MS: '200',
      OUTBOX_RETRY_FIRST_MS: '50',
      OUTBOX_RETRY_MAX_SECONDS: '1',
      HOLD_ALARM_SHARE: '0',
    });
    owner = await signInAsAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const key = () => ({ 'Idempotency-Key': randomUUID() });
  async function createOrder(productId: string, qty: number) {
    const { body } = await t
      .http()
      .post('/api/razorpay/create-order')
      .send(orderRequest(productId, { qty, customerPhone: '9988776655' }))
      .expect(200);
    return body.order_id as string;
  }
  async function pay(gatewayOrderId: string) {
    await t.http().post('/api/store/verify-payment').send(t.razorpay.pay(gatewayOrderId)).expect(200);
    return (await orderByGatewayId(t, gatewayOrderId)).order_id;
  }
  /** The hold runs out unpaid (the expiry job, with the gateway saying nothing was paid). */
  async function expire(gatewayOrderId: string) {
    await t.db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE gateway_order_id = $1`, [
      gatewayOrderId,
    ]);
    await t.app.get(HoldExpiryJob).run();
    expect((await orderByGatewayId(t, gatewayOrderId)).payment_status).toBe('failed');
  }
  const today = kolkataToday();
  const text = (url: string) =>
    owner
      .get(url)
      .buffer(true)
      .parse((res, done) => asText(res, done))
      .expect(200)
      .then((res) => res.body as string);
  const revenue = async (query: string) =>
    Object.fromEntries(
      ((await owner.get(`/api/admin/reports/revenue?${query}`).expect(200)).body.rows as ReportRow[]).map((row) => [
        row.stream,
        Number(row.net),
      ]),
    );
  const netOf = (csv: string) => {
    const [header, ...rows] = parseCsv(csv);
    const column = header!.indexOf('Net (INR)');
    expect(column).toBeGreaterThan(-1);
    return { header: header!, rows, net: Math.round(rows.reduce((sum, row) => sum + Number(row[column]) * 100, 0)) };
  };

  it('the net of the bookings and orders exports adds up to the revenue report’s net', async () => {
    const kit = await createProduct(t.db, { price: 1499, inventory: 20 });
    const lastOne = await createProduct(t.db, { price: 999, inventory: 1 });

    // Orders: a partial refund after shipping, a cancel with a full refund, one untouched, a pending hold,
    // a late payment that got its stock, and a late payment refunded at once (sold out meanwhile).
    const partial = await pay(await createOrder(kit.id, 2));
    await owner
      .post(`/api/admin/orders/${partial}/fulfilment`)
      .send({ state: 'shipped', courier: 'Delhivery', trackingNumber: 'DL1' })
      .expect(200);
    await owner
      .post(`/api/admin/orders/${partial}/refund`)
      .set(key())
      .send({ amountPaise: 50_000, reason: 'Part' })
      .expect(200);
    const cancelled = await pay(await createOrder(kit.id, 1));
    await owner
      .post(`/api/admin/orders/${cancelled}/cancel`)
      .set(key())
      .send({ refund: 'full', restock: true, reason: 'Changed mind' })
      .expect(200);
    await pay(await createOrder(kit.id, 1));
    await createOrder(kit.id, 1);
    const late = await createOrder(kit.id, 1);
    await expire(late);
    await pay(late);
    const soldOut = await createOrder(lastOne.id, 1);
    await expire(soldOut);
    await owner
      .post(`/api/admin/products/${lastOne.id}/stock`)
      .set(key())
      .send({ delta: -1, reason: 'damaged' })
      .expect(200);
    await t.http().post('/api/store/verify-payment').send(t.razorpay.pay(soldOut)).expect(200);

    // Bookings: a partial refund, a cancel with a full refund, one untouched.
    const venue = await addVenue(t);
    const refundedInPart = await paidBooking(t, venue.id);
    await owner
      .post(`/api/admin/registrations/${refundedInPart.bookingId}/refund`)
      .set(key())
      .send({ amountPaise: 10_000, reason: 'Part' })
      .expect(200);
    const cancelledBooking = await paidBooking(t, venue.id);
    await owner
      .post(`/api/admin/registrations/${cancelledBooking.bookingId}/cancel`)
      .set(key())
      .send({ refund: 'full', reason: 'Cannot come' })
      .expect(200);
    await paidBooking(t, venue.id);

    // Every refund made by the gateway (the report counts refunds once processed).
    await eventually(async () => {
      const [{ open }] = await t.db.query(`SELECT count(*)::int AS open FROM refunds WHERE status = 'pending'`);
      return open === 0;
    });

    const report = (await owner.get(`/api/admin/reports/revenue?from=${today}&to=${today}`).expect(200)).body;
    const total = report.rows.find((row: { stream: string }) => row.stream === 'Total');
    const from = new Date(`${today}T00:00:00+05:30`);
    const to = new Date(from.getTime() + 86_400_000);
    const bookings = netOf(
      (
        await owner
          .get(`/api/admin/registrations/export.csv?from=${from.toISOString()}&to=${to.toISOString()}`)
          .buffer(true)
          .parse((res, done) => asText(res, done))
          .expect(200)
      ).body as string,
    );
    const orders = netOf((await owner.get(`/api/admin/orders/export.csv?from=${today}&to=${today}`).expect(200)).text);

    expect(total.net).toBeGreaterThan(0);
    expect(bookings.net + orders.net).toBe(total.net);
    const storeRow = report.rows.find((row: { stream: string }) => row.stream === 'Store');
    expect(orders.net).toBe(storeRow.net);

    // Columns a spreadsheet keeps: the phone as text, paid, refunded, net, kit and coupon.
    expect(orders.header).toEqual(
      expect.arrayContaining(['Phone', 'Paid (INR)', 'Refunded (INR)', 'Net (INR)', 'Kit']),
    );
    expect(bookings.header).toEqual(
      expect.arrayContaining(['Phone', 'Paid (INR)', 'Refunded (INR)', 'Net (INR)', 'Kit', 'Coupon', 'Money']),
    );
    const phone = orders.header.indexOf('Phone');
    expect(orders.rows.every((row) => row[phone] === '+91 99887 76655')).toBe(true);
    const partialRow = orders.rows.find((row) => row[0] === partial)!;
    const cell = (name: string) => partialRow[orders.header.indexOf(name)];
    expect([cell('Paid (INR)'), cell('Refunded (INR)'), cell('Net (INR)'), cell('Money')]).toEqual([
      '2998.00',
      '500.00',
      '2498.00',
      'partially refunded',
    ]);
    const bookingPhone = bookings.header.indexOf('Phone');
    expect(bookings.rows.every((row) => /^\+91 \d{5} \d{5}$/.test(row[bookingPhone]!))).toBe(true);
  });
  it('the GSTR-1 export’s net for the month is the revenue report’s net for it', async () => {
    const month = today.slice(0, 7);
    const gst = netOf(await text(`/api/admin/invoices/export?month=${month}`));
    const report = await revenue(`from=${month}-01&to=${today}&edition=all`);
    expect(gst.net).toBeGreaterThan(0);
    expect(gst.net).toBe(report['Total']);
    expect(gst.header).toEqual(expect.arrayContaining(['Edition', 'Phone', 'Paid (INR)', 'Refunded (INR)']));
    const phone = gst.header.indexOf('Phone');
    expect(gst.rows.every((row) => /^\+91 \d{5} \d{5}$/.test(row[phone]!))).toBe(true);
  });

  it('per edition: the bookings export with the orders, and the report CSVs, add up to the revenue report', async () => {
    // A second edition with a booking paid today and refunded in part (inserted: its edition is not on sale).
    const twelfth = await createTwelfthEdition(owner);
    const venue = await createVenue(t.db, { editionId: twelfth.id });
    const now = new Date().toISOString();
    const booked = await insertBooking(t.db, { venueId: venue.id, originalAmount: 44900, createdAt: now, paidAt: now });
    await insertRefund(t.db, {
      subject: { type: 'registration', id: booked.bookingId },
      paymentId: booked.paymentId!,
      capturedPaise: 44900,
      amountPaise: 4900,
      processedAt: now,
    });

    const from = new Date(`${today}T00:00:00+05:30`);
    const to = new Date(from.getTime() + 86_400_000);
    const orders = netOf((await owner.get(`/api/admin/orders/export.csv?from=${today}&to=${today}`).expect(200)).text);
    const byEdition: Record<string, number> = {};
    for (const edition of ['', String(twelfth.id), 'all']) {
      const filter = edition && `&edition=${edition}`;
      const report = await revenue(`from=${today}&to=${today}${filter}`);
      const bookings = netOf(
        await text(`/api/admin/registrations/export.csv?from=${from.toISOString()}&to=${to.toISOString()}${filter}`),
      );
      expect(bookings.net + orders.net).toBe(report['Total']);
      byEdition[edition] = bookings.net;

      // The revenue CSV's streams add up to its total; each workshop report's CSV to the tickets' net.
      const revenueCsv = netOf(await text(`/api/admin/reports/revenue/csv?from=${today}&to=${today}${filter}`));
      const streams = revenueCsv.rows.filter((row) => row[0] !== 'Total');
      const net = revenueCsv.header.indexOf('Net (INR)');
      expect(Math.round(streams.reduce((sum, row) => sum + Number(row[net]) * 100, 0))).toBe(report['Total']);
      const tickets = report['Tickets']!;
      const workshop = tickets + report['Tickets with kit']!;
      // Early bird vs regular counts tickets without a kit only.
      for (const [name, expected] of [
        ['venues', workshop],
        ['grades', workshop],
        ['tiers', tickets],
      ] as const) {
        const csv = netOf(await text(`/api/admin/reports/${name}/csv?from=${today}&to=${today}${filter}`));
        expect(csv.net).toBe(expected);
      }
    }
    expect(byEdition[String(twelfth.id)]).toBe(40000);
    expect(byEdition['']! + byEdition[String(twelfth.id)]!).toBe(byEdition['all']);

    // The bookings export names each booking's edition.
    const all = netOf(
      await text(`/api/admin/registrations/export.csv?from=${from.toISOString()}&to=${to.toISOString()}&edition=all`),
    );
    const edition = all.header.indexOf('Edition');
    const row = all.rows.find((cells) => cells[0] === booked.bookingId)!;
    expect(row[edition]).toBe('RoboLeague 12th');
  });
});
