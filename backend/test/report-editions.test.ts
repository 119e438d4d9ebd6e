import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FIRST_EDITION, REPORT_NAMES, type AdminEdition, type ReportResult, type ReportRow } from '@robo/domain';
import type supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { ReportRollup } from '../src/reports/report-rollup.js';
import { createTwelfthEdition, startAdminApp } from './support/admin.js';
import { parseCsv } from './support/csv.js';
import { createProduct, createVenue } from './support/factories.js';
import { freshMigratedDatabase } from './support/fresh-database.js';
import { insertBooking, insertOrder, insertRefund } from './support/sales.js';
import type { TestApp } from './support/test-app.js';

const MAY = 'from=2026-05-01&to=2026-05-31';
const ist = (local: string) => `${local}+05:30`;

/**
 * The reports filter by edition (issue 27): workshop figures are the chosen edition's (default: the
 * one on sale; `all`: every edition), store figures every edition's, from the rows and from the
 * daily rollup alike.
 */
describe('reports by edition', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let twelfth: AdminEdition;

  const report = async (name: string, edition?: string | number): Promise<ReportResult> =>
    (
      await admin
        .get(`/api/admin/reports/${name}?${MAY}`)
        .query(edition === undefined ? {} : { edition })
        .expect(200)
    ).body as ReportResult;
  const byLabel = (result: ReportResult, key: string) =>
    Object.fromEntries(result.rows.map((row: ReportRow) => [row[key], row]));

  beforeAll(async () => {
    // Web role: no scheduled rollup runs beside the test, which rolls up by hand.
    ({ t, admin } = await startAdminApp({ APP_ROLE: 'web' }));
    twelfth = await createTwelfthEdition(admin);
    const pune = await createVenue(t.db, { displayName: 'Pune 11th', editionId: 1 });
    const mumbai = await createVenue(t.db, { displayName: 'Mumbai 12th', editionId: twelfth.id });

    // Edition 1: a ticket paid on 10 May. Edition 12: a kit paid on 10 May and refunded in part, a hold on 11 May.
    await insertBooking(t.db, {
      venueId: pune.id,
      createdAt: ist('2026-05-10T10:00:00'),
      paidAt: ist('2026-05-10T10:02:00'),
    });
    const kit = await insertBooking(t.db, {
      venueId: mumbai.id,
      takeawayKit: true,
      originalAmount: 309900,
      createdAt: ist('2026-05-10T11:00:00'),
      paidAt: ist('2026-05-10T11:02:00'),
    });
    await insertRefund(t.db, {
      subject: { type: 'registration', id: kit.bookingId },
      paymentId: kit.paymentId!,
      capturedPaise: 309900,
      amountPaise: 10000,
      processedAt: ist('2026-05-12T09:00:00'),
    });
    await insertBooking(t.db, { venueId: mumbai.id, paymentStatus: 'pending', createdAt: ist('2026-05-11T10:00:00') });
    // The store: an order on 10 May, in no edition.
    const product = await createProduct(t.db, { price: 1499 });
    await insertOrder(t.db, {
      productId: product.id,
      unitPrice: 149900,
      createdAt: ist('2026-05-10T12:00:00'),
      paidAt: ist('2026-05-10T12:01:00'),
    });
  });
  afterAll(() => t.close());

  it('counts each edition’s bookings only, the one on sale by default, and every edition for all', async () => {
    const eleventh = byLabel(await report('revenue'), 'stream');
    expect(eleventh['Tickets']).toMatchObject({ sales: 1, net: 34900 });
    expect(eleventh['Tickets with kit']).toMatchObject({ sales: 0, net: 0 });
    const own = byLabel(await report('revenue', twelfth.id), 'stream');
    expect(own['Tickets']).toMatchObject({ sales: 0, net: 0 });
    expect(own['Tickets with kit']).toMatchObject({ sales: 1, collected: 309900, refunded: 10000, net: 299900 });
    const all = byLabel(await report('revenue', 'all'), 'stream');
    expect(all['Total']).toMatchObject({ sales: 3, net: 34900 + 299900 + 149900 });

    expect((await report('venues', twelfth.id)).rows.map((row) => row.venue)).toEqual(['Mumbai 12th']);
    expect((await report('venues')).rows.map((row) => row.venue)).toEqual(['Pune 11th']);
    const conversion = byLabel(await report('conversion', twelfth.id), 'day');
    expect(conversion['2026-05-10']).toMatchObject({ bookingHolds: 1, bookingsPaid: 1, orderHolds: 1 });
    expect(conversion['2026-05-11']).toMatchObject({ bookingHolds: 1, bookingsPaid: 0 });
    expect(Object.keys(byLabel(await report('conversion'), 'day'))).toEqual(['2026-05-10']);
  });

  it('shows the store’s figures under every edition, and says which edition a report is for', async () => {
    for (const edition of [undefined, twelfth.id, 'all']) {
      const result = await report('revenue', edition);
      expect(byLabel(result, 'stream')['Store']).toMatchObject({ sales: 1, net: 149900 });
      expect((await report('products', edition)).rows).toEqual([expect.objectContaining({ sales: 1, net: 149900 })]);
    }
    expect((await report('revenue')).edition).toEqual({ id: 1, name: FIRST_EDITION.name });
    expect((await report('revenue', twelfth.id)).edition).toEqual({ id: twelfth.id, name: 'RoboLeague 12th' });
    expect((await report('revenue', 'all')).edition).toBeNull();
  });

  it('names the edition of each row in the CSV', async () => {
    const csv = async (name: string, edition: string) =>
      parseCsv((await admin.get(`/api/admin/reports/${name}/csv?${MAY}&edition=${edition}`).expect(200)).text);
    const [header, ...rows] = await csv('revenue', String(twelfth.id));
    expect(header!.at(-1)).toBe('Edition');
    expect(rows.map((row) => [row[0], row.at(-1)])).toEqual([
      ['Tickets', 'RoboLeague 12th'],
      ['Tickets with kit', 'RoboLeague 12th'],
      ['Store', 'All editions'],
      ['Total', 'RoboLeague 12th (store: all editions)'],
    ]);
    expect((await csv('venues', 'all')).slice(1).map((row) => row.at(-1))).toEqual(['All editions', 'All editions']);
  });

  it('refuses an edition that is neither an id nor all, or that does not exist', async () => {
    const unknown = await admin.get(`/api/admin/reports/revenue?${MAY}&edition=999`).expect(400);
    expect(unknown.body).toMatchObject({ code: 'REPORT_EDITION_UNKNOWN', message: 'No edition has this id' });
    const malformed = await admin.get(`/api/admin/reports/venues/csv?${MAY}&edition=last-year`).expect(400);
    expect(JSON.stringify(malformed.body.message)).toContain('edition must be an edition id or all');
  });

  it('answers the same from the daily rollup, per edition', async () => {
    const every = () =>
      Promise.all(
        REPORT_NAMES.flatMap((name) => [undefined, twelfth.id, 'all'].map((edition) => report(name, edition))),
      );
    const fromRows = await every();
    expect(await t.app.get(ReportRollup).rollPending(1000)).toBeGreaterThan(0);
    const { rolled } = (
      await t.db.query(`SELECT count(*)::int AS rolled FROM report_booking_daily WHERE day = '2026-05-10'`)
    )[0];
    expect(rolled).toBeGreaterThan(0);
    expect(await every()).toEqual(fromRows);
  });
});

/**
 * Migration 1795798912407-report-rollup-editions on rolled-up days: a day whose bookings are all of
 * one edition keeps its sums under that edition, a day mixing editions is rolled anew from its rows.
 */
describe('report rollup editions migration', () => {
  let db: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await freshMigratedDatabase('robo_report_editions'));
    while (
      await db
        .query(`SELECT 1 FROM migrations WHERE name = 'ReportRollupEditions1795798912407'`)
        .then((found) => found.length)
    )
      await db.undoLastMigration({ transaction: 'all' });
    const [{ id: second }] = await db.query(
      `INSERT INTO editions (name, slug, status, ticket_price, regular_price, kit_prices)
       SELECT 'Second', 'second', 'draft', ticket_price, regular_price, kit_prices FROM editions WHERE id = 1 RETURNING id`,
    );
    const venue = async (editionId: number) =>
      (
        await db.query(
          `INSERT INTO venues (name, display_name, city, address, date_time, edition_id)
           VALUES ($1, $1, 'Pune', 'Hall', 'Sun, 13 Dec 2026 · 10:00 AM', $2) RETURNING id`,
          [`venue-${editionId}`, editionId],
        )
      )[0].id as number;
    const [first, other] = [await venue(1), await venue(second)];
    // 1 May: edition 1 only; 2 May: both editions.
    for (const [venueId, at] of [
      [first, ist('2026-05-01T10:00:00')],
      [first, ist('2026-05-02T10:00:00')],
      [other, ist('2026-05-02T11:00:00')],
    ] as const)
      await insertBooking(db, { venueId, createdAt: at, paidAt: at });
    for (const day of ['2026-05-01', '2026-05-02']) {
      await db.query(`INSERT INTO report_rollup_days (day, ready) VALUES ($1, true)`, [day]);
      await db.query(
        `INSERT INTO report_booking_daily (day, dimension, key, payments, collected, refunded, discount)
         VALUES ($1, 'stream', 'Tickets', 1, 34900, 0, 0)`,
        [day],
      );
      await db.query(
        `INSERT INTO report_conversion_daily (day, booking_holds, bookings_paid, order_holds, orders_paid) VALUES ($1, 1, 1, 2, 1)`,
        [day],
      );
    }
    await db.runMigrations({ transaction: 'all' });
  });
  afterAll(() => drop());

  it('keeps a one-edition day under its edition and drops a day that mixes editions', async () => {
    expect(await db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM report_rollup_days`)).toEqual([
      { day: '2026-05-01' },
    ]);
    expect(await db.query(`SELECT edition_id, collected::int FROM report_booking_daily`)).toEqual([
      { edition_id: 1, collected: 34900 },
    ]);
    expect(await db.query(`SELECT edition_id, booking_holds, bookings_paid FROM report_conversion_daily`)).toEqual([
      { edition_id: 1, booking_holds: 1, bookings_paid: 1 },
    ]);
    expect(await db.query(`SELECT order_holds, orders_paid FROM report_order_conversion_daily`)).toEqual([
      { order_holds: 2, orders_paid: 1 },
    ]);
  });
});
