import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  currentSeason,
  EARLY_BIRD_OVER_LIMIT_TIER,
  FIRST_EDITION,
  REPORT_NAMES,
  REPORT_RANGE_MESSAGES,
} from '@robo/domain';
import { one } from '../src/common/sql.js';
import { ReportRollup } from '../src/reports/report-rollup.js';
import type supertest from 'supertest';
import { startAdminApp } from './support/admin.js';
import { createProduct, createVenue } from './support/factories.js';
import { insertBooking, insertOrder, insertRefund, type BookingRow, type OrderRow } from './support/sales.js';
import type { TestApp } from './support/test-app.js';

const JUNE = 'from=2026-06-01&to=2026-06-30';
const ist = (local: string) => `${local}+05:30`;
const inJune = (at: string | null | undefined) =>
  !!at &&
  Date.parse(at) >= Date.parse(ist('2026-06-01T00:00:00')) &&
  Date.parse(at) < Date.parse(ist('2026-07-01T00:00:00'));

describe('admin reports', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  /** Refunds as the refunds table records them; only processed ones have left the company. */
  type Refunds = { refunds?: { amount: number; status?: 'pending' | 'processed' | 'failed'; processedAt?: string }[] };
  const bookings: (BookingRow & Refunds)[] = [];
  const orders: (OrderRow & Refunds & { category: string })[] = [];
  /** Filled in beforeAll. */
  let puneId = 0;
  const skus = { kit: '', board: '' };

  beforeAll(async () => {
    // Web role: no scheduled rollup runs beside the tests, which roll up by hand and count dirty days.
    ({ t, admin } = await startAdminApp({ APP_ROLE: 'web' }));
    const pune = await createVenue(t.db, { displayName: 'Pune Central', city: 'Pune' });
    const mumbai = await createVenue(t.db, { displayName: 'Mumbai West', city: 'Mumbai' });
    puneId = pune.id;
    bookings.push(
      // A refund still at the gateway has not left the company.
      {
        venueId: pune.id,
        gradeGroup: 'std-1-2',
        createdAt: ist('2026-06-05T10:00:00'),
        paidAt: ist('2026-06-05T10:02:00'),
        refunds: [{ amount: 34900, status: 'pending' }],
      },
      // Nor has one the gateway refused.
      {
        venueId: pune.id,
        gradeGroup: 'std-3-4',
        takeawayKit: true,
        originalAmount: 299900,
        couponCode: 'SAVE500',
        discountAmount: 50000,
        createdAt: ist('2026-06-10T09:00:00'),
        paidAt: ist('2026-06-10T09:03:00'),
        refunds: [{ amount: 1000, status: 'failed' }],
      },
      // Late on the last day in India (still 30 June in UTC too).
      {
        venueId: mumbai.id,
        gradeGroup: 'std-5-9',
        originalAmount: 199900,
        createdAt: ist('2026-06-30T23:45:00'),
        paidAt: ist('2026-06-30T23:50:00'),
      },
      // Paid, then partly refunded within the month.
      {
        venueId: mumbai.id,
        gradeGroup: 'std-1-2',
        couponCode: 'SAVE500',
        discountAmount: 5000,
        createdAt: ist('2026-06-12T11:00:00'),
        paidAt: ist('2026-06-12T11:01:00'),
        refunds: [{ amount: 10000, processedAt: ist('2026-06-20T16:00:00') }],
      },
      // Paid on 31 May in India (the same date in UTC), cancelled with a full refund: only the refund belongs to June.
      {
        venueId: pune.id,
        paymentStatus: 'refunded',
        createdAt: ist('2026-05-31T23:40:00'),
        paidAt: ist('2026-05-31T23:50:00'),
        refunds: [{ amount: 34900, processedAt: ist('2026-06-03T12:00:00') }],
      },
      // 1 July in India but still 30 June in UTC: not June's.
      { venueId: mumbai.id, createdAt: ist('2026-07-01T00:05:00'), paidAt: ist('2026-07-01T00:10:00') },
      // Holds that never became payments.
      { venueId: pune.id, paymentStatus: 'pending', createdAt: ist('2026-06-15T08:00:00') },
      { venueId: pune.id, paymentStatus: 'expired', createdAt: ist('2026-06-16T08:00:00') },
    );
    for (const booking of bookings) {
      const { bookingId, paymentId } = await insertBooking(t.db, booking);
      for (const refund of booking.refunds ?? []) {
        await insertRefund(t.db, {
          subject: { type: 'registration', id: bookingId },
          paymentId: paymentId!,
          capturedPaise: total(booking),
          amountPaise: refund.amount,
          status: refund.status,
          processedAt: refund.processedAt,
        });
      }
    }

    const kit = await createProduct(t.db, { name: 'Line Follower Kit', category: 'Robotics Kits' });
    const board = await createProduct(t.db, { name: 'Sensor Board', category: 'Electronics' });
    Object.assign(skus, { kit: kit.sku, board: board.sku });
    orders.push(
      {
        productId: kit.id,
        productName: kit.name,
        productSku: kit.sku,
        category: kit.category,
        quantity: 2,
        unitPrice: 199900,
        createdAt: ist('2026-06-08T10:00:00'),
        paidAt: ist('2026-06-08T10:01:00'),
      },
      {
        productId: board.id,
        productName: board.name,
        productSku: board.sku,
        category: board.category,
        unitPrice: 99900,
        paymentStatus: 'refunded',
        orderStatus: 'cancelled',
        createdAt: ist('2026-06-09T10:00:00'),
        paidAt: ist('2026-06-09T10:01:00'),
        refunds: [{ amount: 99900, processedAt: ist('2026-06-11T10:00:00') }],
      },
      {
        productId: kit.id,
        productName: kit.name,
        productSku: kit.sku,
        category: kit.category,
        unitPrice: 199900,
        paymentStatus: 'failed',
        orderStatus: 'cancelled',
        createdAt: ist('2026-06-09T12:00:00'),
      },
    );
    for (const order of orders) {
      const { orderId, paymentId } = await insertOrder(t.db, order);
      for (const refund of order.refunds ?? []) {
        await insertRefund(t.db, {
          subject: { type: 'order', id: orderId },
          paymentId: paymentId!,
          capturedPaise: orderTotal(order),
          amountPaise: refund.amount,
          status: refund.status,
          processedAt: refund.processedAt,
        });
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const total = (b: BookingRow) => (b.originalAmount ?? 34900) - (b.discountAmount ?? 0);
  const bookingCollected = (rows: BookingRow[]) =>
    rows.filter((b) => inJune(b.paidAt)).reduce((sum, b) => sum + total(b), 0);
  const refundedInJune = (row: Refunds) =>
    (row.refunds ?? [])
      .filter((f) => (f.status ?? 'processed') === 'processed' && inJune(f.processedAt))
      .reduce((sum, f) => sum + f.amount, 0);
  const bookingRefunded = (rows: (BookingRow & Refunds)[]) => rows.reduce((sum, b) => sum + refundedInJune(b), 0);
  const orderTotal = (o: OrderRow) => o.unitPrice * (o.quantity ?? 1);
  const orderCollected = (rows: OrderRow[]) =>
    rows.filter((o) => inJune(o.paidAt)).reduce((sum, o) => sum + orderTotal(o), 0);
  const orderRefunded = (rows: (OrderRow & Refunds)[]) => rows.reduce((sum, o) => sum + refundedInJune(o), 0);
  const money = (collected: number, refunded: number) => ({ collected, refunded, net: collected - refunded });

  const report = async (name: string, query = JUNE) =>
    (await admin.get(`/api/admin/reports/${name}?${query}`).expect(200)).body;

  it('totals revenue per stream from the payments and refunds of the range', async () => {
    const tickets = bookings.filter((b) => !b.takeawayKit);
    const kits = bookings.filter((b) => b.takeawayKit);
    const collected = bookingCollected(bookings) + orderCollected(orders);
    const refunded = bookingRefunded(bookings) + orderRefunded(orders);
    expect(collected).toBe(34900 + 249900 + 199900 + 29900 + 399800 + 99900); // the model agrees with a hand count
    expect(refunded).toBe(10000 + 34900 + 99900); // a partial refund, a full one for a May payment, a store order

    const body = await report('revenue');
    expect(body).toMatchObject({ report: 'revenue', from: '2026-06-01', to: '2026-06-30' });
    expect(body.rows).toEqual([
      { stream: 'Tickets', sales: 3, ...money(bookingCollected(tickets), bookingRefunded(tickets)) },
      { stream: 'Tickets with kit', sales: 1, ...money(bookingCollected(kits), bookingRefunded(kits)) },
      { stream: 'Store', sales: 2, ...money(orderCollected(orders), orderRefunded(orders)) },
      { stream: 'Total', sales: 6, ...money(collected, refunded) },
    ]);
  });

  it('splits workshop money by venue, grade group, coupon and price tier, each adding up to the total', async () => {
    const venues = (await report('venues')).rows;
    const byVenue = (name: string) => venues.find((row: { venue: string }) => row.venue === name);
    const pune = bookings.filter((b) => b.venueId === puneId);
    const mumbai = bookings.filter((b) => b.venueId !== puneId);
    expect(byVenue('Pune Central')).toEqual({
      venue: 'Pune Central',
      city: 'Pune',
      seats: 2,
      ...money(bookingCollected(pune), bookingRefunded(pune)),
    });
    expect(byVenue('Mumbai West')).toEqual({
      venue: 'Mumbai West',
      city: 'Mumbai',
      seats: 2,
      ...money(bookingCollected(mumbai), bookingRefunded(mumbai)),
    });

    const grades = (await report('grades')).rows;
    expect(grades.map((row: { gradeGroup: string; seats: number }) => [row.gradeGroup, row.seats])).toEqual([
      ['std-1-2', 2],
      ['std-3-4', 1],
      ['std-5-9', 1],
    ]);
    const sum = (rows: { net: number }[]) => rows.reduce((acc, row) => acc + row.net, 0);
    expect(sum(grades)).toBe(bookingCollected(bookings) - bookingRefunded(bookings));
    expect(sum(venues)).toBe(bookingCollected(bookings) - bookingRefunded(bookings));

    expect((await report('coupons')).rows).toEqual([
      { code: 'SAVE500', uses: 2, discount: 55000, ...money(249900 + 29900, 10000) },
    ]);
    const regular = bookings.filter((b) => !b.takeawayKit && b.originalAmount === 199900);
    const early = bookings.filter((b) => !b.takeawayKit && b.originalAmount === undefined);
    expect((await report('tiers')).rows).toEqual([
      { tier: 'Super Early Bird', seats: 2, ...money(bookingCollected(early), bookingRefunded(early)) },
      // Honoured early-bird prices captured after the places had gone (abuse/price-hoarding.test.ts).
      { tier: EARLY_BIRD_OVER_LIMIT_TIER, seats: 0, ...money(0, 0) },
      { tier: 'Regular', seats: 1, ...money(bookingCollected(regular), bookingRefunded(regular)) },
    ]);
  });

  it('shows store sales by product and by category', async () => {
    expect((await report('products')).rows).toEqual([
      {
        product: 'Line Follower Kit',
        sku: skus.kit,
        category: 'Robotics Kits',
        units: 2,
        sales: 1,
        ...money(399800, 0),
      },
      { product: 'Sensor Board', sku: skus.board, category: 'Electronics', units: 1, sales: 1, ...money(99900, 99900) },
    ]);
    expect((await report('categories')).rows).toEqual([
      { category: 'Robotics Kits', units: 2, sales: 1, ...money(399800, 0) },
      { category: 'Electronics', units: 1, sales: 1, ...money(99900, 99900) },
    ]);
  });

  it('counts holds and paid holds per Asia/Kolkata day', async () => {
    const rows = (await report('conversion')).rows;
    const day = (d: string) => rows.find((row: { day: string }) => row.day === d);
    expect(rows.map((row: { day: string }) => row.day)).toEqual([
      '2026-06-05',
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-12',
      '2026-06-15',
      '2026-06-16',
      '2026-06-30',
    ]);
    expect(day('2026-06-09')).toEqual({
      day: '2026-06-09',
      bookingHolds: 0,
      bookingsPaid: 0,
      bookingRate: 0,
      orderHolds: 2,
      ordersPaid: 1,
      orderRate: 50,
    });
    expect(day('2026-06-15')).toMatchObject({ bookingHolds: 1, bookingsPaid: 0, bookingRate: 0 });
    expect(day('2026-06-30')).toMatchObject({ bookingHolds: 1, bookingsPaid: 1, bookingRate: 100 });
  });

  it('downloads each table as CSV with amounts in rupees', async () => {
    const res = await admin.get(`/api/admin/reports/revenue/csv?${JUNE}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="revenue-2026-06-01-to-2026-06-30.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Stream,Payments,Collected (INR),Refunded (INR),Net (INR),Edition');
    // The edition on sale by default; store figures are every edition's.
    expect(lines[1]).toMatch(new RegExp(`^Tickets,.*,${FIRST_EDITION.name}$`));
    expect(lines[3]).toMatch(/^Store,.*,All editions$/);
    expect(lines[4]).toBe(`Total,6,10143.00,1448.00,8695.00,${FIRST_EDITION.name} (store: all editions)`);
  });

  it('defaults to this season', async () => {
    const body = await report('revenue', '');
    expect({ from: body.from, to: body.to }).toEqual(currentSeason());
  });

  it('refuses a range backwards, over two years or not made of dates, and unknown reports', async () => {
    const refused = async (query: string, message: string) =>
      expect((await admin.get(`/api/admin/reports/revenue?${query}`).expect(400)).body.message).toBe(message);
    await refused('from=2026-06-30&to=2026-06-01', REPORT_RANGE_MESSAGES.fromAfterTo);
    await refused('from=2024-01-01&to=2026-06-01', REPORT_RANGE_MESSAGES.tooLong);
    await refused('from=2026-02-30&to=2026-06-01', REPORT_RANGE_MESSAGES.badDate);
    await admin.get('/api/admin/reports/payroll').expect(404);
    await admin.get('/api/admin/reports/payroll/csv').expect(404);
    await t.http().get(`/api/admin/reports/revenue?${JUNE}`).expect(401);
  });

  // Last: it changes the rows the other tests read.
  it('answers the same from the daily rollup of closed days, and stays exact when a rolled-up day changes', async () => {
    const all = () => Promise.all(REPORT_NAMES.map((name) => report(name)));
    const fromRows = await all();
    const rollup = t.app.get(ReportRollup);
    expect(await rollup.rollPending(1000)).toBeGreaterThan(30);
    expect(await rollup.rollPending(1000)).toBe(0);
    expect(await all()).toEqual(fromRows);

    // On closed days of June: a booking moves to another venue, a hold is paid late, a refund is made.
    await t.db.query(
      `UPDATE registrations SET venue_id = (SELECT max(id) FROM venues) WHERE paid_at = '2026-06-05T10:02:00+05:30'`,
    );
    await t.db.query(
      `UPDATE registrations SET payment_status = 'paid', paid_at = '2026-06-15T09:00:00+05:30', payment_id = 'pay_late' WHERE payment_status = 'pending'`,
    );
    const lastDay = await one<{ bookingId: string; paymentId: string; total: number }>(
      t.db,
      `SELECT booking_id AS "bookingId", payment_id AS "paymentId", total_amount AS total FROM registrations WHERE paid_at = '2026-06-30T23:50:00+05:30'`,
    );
    await insertRefund(t.db, {
      subject: { type: 'registration', id: lastDay.bookingId },
      paymentId: lastDay.paymentId,
      capturedPaise: lastDay.total,
      amountPaise: 900,
      processedAt: ist('2026-06-25T10:00:00'),
    });
    const [{ dirty }] = await t.db.query('SELECT count(*)::int AS dirty FROM report_dirty_days');
    expect(dirty).toBe(3);
    const whileDirty = await all();
    expect(whileDirty).not.toEqual(fromRows);

    expect(await rollup.rollPending(1000)).toBe(3);
    const rolledAgain = await all();
    await t.db.query('DELETE FROM report_rollup_days');
    const onlyRows = await all();
    expect(whileDirty).toEqual(onlyRows);
    expect(rolledAgain).toEqual(onlyRows);
  });
});
