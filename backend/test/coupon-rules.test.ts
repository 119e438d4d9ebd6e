import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { EDITION_MESSAGES, MESSAGES, paise } from '@robo/domain';
import type { Coupon } from '../src/coupons/entities/coupon.entity.js';
import { signInAsAdmin } from './support/admin.js';
import { parseCsv } from './support/csv.js';
import { createCoupon } from './support/factories.js';
import { paidInSandbox } from './support/store-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addVenue, registrationBody } from './workshop-support.js';

/** Coupons a marketing person can use (backend/src/coupons/README.md): kinds, windows, scope, limits, bulk codes. */

const EARLY_BIRD = 34900;
const HOUR = 3_600_000;

interface Hold {
  bookingId: string;
  orderId: string;
}

describe('coupon rules', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let venueId: number;
  let codes = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAsAdmin(t);
    venueId = (await addVenue(t, { maxSeats: 200 })).id;
  });
  afterAll(() => t.close());

  /** A coupon with its own code; `Partial<Coupon>` as the table stores it. */
  const coupon = (overrides: Partial<Coupon>) => createCoupon(t.db, { code: `RULE${++codes}`, ...overrides });

  const book = (overrides: Record<string, unknown>) =>
    t.http().post('/api/registrations').send(registrationBody(venueId, overrides));

  async function hold(overrides: Record<string, unknown>): Promise<Hold> {
    const res = await book(overrides).expect(201);
    return { bookingId: res.body.registration.bookingId, orderId: res.body.razorpayOrder.id };
  }

  async function capture({ bookingId, orderId }: Hold): Promise<void> {
    const paid = await paidInSandbox(t, orderId);
    await t
      .http()
      .post('/api/verify-payment')
      .send({ ...paid, booking_id: bookingId })
      .expect(200);
  }

  /** The booking is refused with 400 and this message, and nothing is held. */
  async function refused(overrides: Record<string, unknown>, message: string): Promise<void> {
    const [{ before }] = await t.db.query('SELECT booked_seats AS before FROM venues WHERE id = $1', [venueId]);
    const res = await book(overrides).expect(400);
    expect(res.body).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', message });
    const [{ after }] = await t.db.query('SELECT booked_seats AS after FROM venues WHERE id = $1', [venueId]);
    expect(after).toBe(before);
  }

  const amounts = async (bookingId: string) =>
    (
      await t.db.query(
        `SELECT original_amount AS original, discount_amount AS discount, total_amount AS total
         FROM registrations WHERE booking_id = $1`,
        [bookingId],
      )
    )[0];

  const check = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/validate-coupon').send(body).expect(200)).body;

  describe('percent coupons', () => {
    it('take a percent of the price, rounded to the rupee', async () => {
      const { code } = await coupon({ kind: 'percent', discountAmount: paise(0), percentOff: 10 });
      // 10 % of ₹349 is ₹34.90: ₹35 off.
      const unrounded = await book({ couponCode: code, totalAmount: EARLY_BIRD - 3490 }).expect(409);
      expect(unrounded.body).toMatchObject({ code: 'PRICE_CHANGED', currentPrice: { totalAmount: EARLY_BIRD - 3500 } });
      const res = await book({ couponCode: code, totalAmount: EARLY_BIRD - 3500 }).expect(201);
      expect(await amounts(res.body.registration.bookingId)).toEqual({
        original: EARLY_BIRD,
        discount: 3500,
        total: EARLY_BIRD - 3500,
      });
      // 15 % of a ₹4,999 kit is ₹749.85: ₹750 off.
      const { code: kitCode } = await coupon({ kind: 'percent', discountAmount: paise(0), percentOff: 15 });
      const kit = await book({ couponCode: kitCode, gradeGroup: 'std-5-9', takeawayKit: true, totalAmount: 424900 });
      expect(kit.status).toBe(201);
      expect(await amounts(kit.body.registration.bookingId)).toEqual({
        original: 499900,
        discount: 75000,
        total: 424900,
      });
    });

    it('never go below the ₹1 floor, and a total that is not the price is refused with the price', async () => {
      const { code } = await coupon({ kind: 'percent', discountAmount: paise(0), percentOff: 100 });
      const stale = await book({ couponCode: code, totalAmount: 500 }).expect(409);
      expect(stale.body).toMatchObject({ code: 'PRICE_CHANGED', currentPrice: { totalAmount: 100 } });
      const res = await book({ couponCode: code, totalAmount: 100 }).expect(201);
      expect(await amounts(res.body.registration.bookingId)).toEqual({
        original: EARLY_BIRD,
        discount: EARLY_BIRD - 100,
        total: 100,
      });
    });

    it('answer the rule on the public check, with no paise figure without a price', async () => {
      const { code } = await coupon({ kind: 'percent', discountAmount: paise(0), percentOff: 20 });
      expect(await check({ code })).toEqual({
        valid: true,
        coupon: expect.objectContaining({ code, kind: 'percent', percentOff: 20, discountAmount: 0 }),
      });
    });
  });

  describe('validity windows', () => {
    it('refuse an expired coupon and one not valid yet, at the check and at the hold', async () => {
      const expired = await coupon({ validUntil: new Date(Date.now() - HOUR) });
      const early = await coupon({ validFrom: new Date(Date.now() + HOUR) });
      const open = await coupon({ validFrom: new Date(Date.now() - HOUR), validUntil: new Date(Date.now() + HOUR) });
      expect(await check({ code: expired.code })).toEqual({ valid: false, error: MESSAGES.couponExpired });
      expect(await check({ code: early.code })).toEqual({ valid: false, error: MESSAGES.couponNotYetValid });
      await refused({ couponCode: expired.code, totalAmount: EARLY_BIRD - 5000 }, MESSAGES.couponExpired);
      await refused({ couponCode: early.code, totalAmount: EARLY_BIRD - 5000 }, MESSAGES.couponNotYetValid);
      await book({ couponCode: open.code, totalAmount: EARLY_BIRD - 5000 }).expect(201);
    });
  });

  describe('scope', () => {
    it('refuses another venue, grade group, or a kit when it is for tickets only', async () => {
      const other = await addVenue(t);
      const venueOnly = await coupon({ venueIds: [other.id] });
      const gradeOnly = await coupon({ gradeGroups: ['std-1-2'] });
      const ticketsOnly = await coupon({ appliesToKits: false });
      const ticket = { totalAmount: EARLY_BIRD - 5000 };
      await refused({ couponCode: venueOnly.code, ...ticket }, MESSAGES.couponNotForWorkshop);
      await refused({ couponCode: gradeOnly.code, ...ticket }, MESSAGES.couponNotForWorkshop);
      await refused(
        { couponCode: ticketsOnly.code, takeawayKit: true, totalAmount: 299900 - 5000 },
        MESSAGES.couponNotForWorkshop,
      );
      expect(await check({ code: venueOnly.code, venueId })).toEqual({
        valid: false,
        error: MESSAGES.couponNotForWorkshop,
      });
      // Where it applies, it is taken.
      expect((await check({ code: venueOnly.code, venueId: other.id })).valid).toBe(true);
      await book({ couponCode: gradeOnly.code, gradeGroup: 'std-1-2', ...ticket }).expect(201);
      await book({ couponCode: ticketsOnly.code, ...ticket }).expect(201);
    });

    it("refuses a coupon for another edition, takes one for the venue's edition, and the admin names the edition", async () => {
      const draft = await admin
        .post('/api/admin/editions')
        .send({
          name: 'RoboLeague 2027 — 12th edition',
          slug: 'coupon-scope-12',
          ticketPrice: 34900,
          regularPrice: 199900,
          kitPrices: { 'std-1-2': 199900, 'std-3-4': 299900, 'std-5-9': 499900 },
        })
        .expect(201);
      const ticket = { totalAmount: EARLY_BIRD - 5000 };
      const nextSeason = (
        await admin
          .post('/api/admin/coupons')
          .send({ code: 'NEXTSEASON', discountAmount: 5000, usageLimit: 10, editionId: draft.body.id })
          .expect(201)
      ).body;
      expect(nextSeason.editionId).toBe(draft.body.id);
      await refused({ couponCode: 'NEXTSEASON', ...ticket }, MESSAGES.couponNotForWorkshop);
      expect(await check({ code: 'NEXTSEASON', venueId })).toEqual({
        valid: false,
        error: MESSAGES.couponNotForWorkshop,
      });

      // The venue is edition 1's (the one on sale).
      const thisSeason = (
        await admin
          .put(`/api/admin/coupons/${nextSeason.id}`)
          .send({ code: 'NEXTSEASON', discountAmount: 5000, usageLimit: 10, editionId: 1 })
          .expect(200)
      ).body;
      expect(thisSeason.editionId).toBe(1);
      expect((await check({ code: 'NEXTSEASON', venueId })).valid).toBe(true);
      await book({ couponCode: 'NEXTSEASON', ...ticket }).expect(201);

      const unknown = await admin
        .post('/api/admin/coupons')
        .send({ code: 'NOEDITION', discountAmount: 5000, editionId: 99999 })
        .expect(400);
      expect(unknown.body).toMatchObject({ code: 'COUPON_EDITION_UNKNOWN', message: EDITION_MESSAGES.notFound });
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM coupons WHERE code = 'NOEDITION'`);
      expect(count).toBe(0);
    });

    it('refuses a booking below the minimum amount, and takes one above it', async () => {
      const { code } = await coupon({ minAmountPaise: paise(100000) });
      await refused({ couponCode: code, totalAmount: EARLY_BIRD - 5000 }, MESSAGES.couponBelowMinimum('₹1,000'));
      await book({ couponCode: code, takeawayKit: true, totalAmount: 299900 - 5000 }).expect(201);
    });
  });

  describe('per-contact limits', () => {
    it('refuses a contact that used its share, by phone or by e-mail; another contact may still use it', async () => {
      const { code } = await coupon({ perContactLimit: 1, usageLimit: 10 });
      const withCoupon = { couponCode: code, totalAmount: EARLY_BIRD - 5000 };
      await capture(await hold({ ...withCoupon, phoneNumber: '919800000001', email: 'one@example.com' }));

      await refused(
        { ...withCoupon, phoneNumber: '919800000001', email: 'new@example.com' },
        MESSAGES.couponContactUsedUp,
      );
      await refused(
        { ...withCoupon, phoneNumber: '919800000002', email: 'ONE@example.com' },
        MESSAGES.couponContactUsedUp,
      );
      expect(await check({ code, phoneNumber: '98000 00001' })).toEqual({
        valid: false,
        error: MESSAGES.couponContactUsedUp,
      });
      await hold({ ...withCoupon, phoneNumber: '919800000003', email: 'three@example.com' });
    });

    it('spends exactly the contact’s limit when 12 of its payments are captured at once', async () => {
      const { code } = await coupon({ perContactLimit: 2, usageLimit: 100 });
      const holds: Hold[] = [];
      // Holds spend no use, so all 12 are quoted the coupon.
      for (let i = 0; i < 12; i++)
        holds.push(await hold({ couponCode: code, totalAmount: EARLY_BIRD - 5000, phoneNumber: '919811111111' }));

      await Promise.all(holds.map(capture));
      const [counts] = await t.db.query(
        `SELECT count(*) FILTER (WHERE NOT over_limit)::int AS spent, count(*) FILTER (WHERE over_limit)::int AS over
         FROM coupon_usages WHERE coupon_code = $1`,
        [code],
      );
      expect(counts).toEqual({ spent: 2, over: 10 });
      const [{ used }] = await t.db.query('SELECT used_count AS used FROM coupons WHERE code = $1', [code]);
      expect(used).toBe(2);
    }, 60_000);

    it('counts a use again once a cancelled booking gave it back', async () => {
      const { code } = await coupon({ perContactLimit: 1, usageLimit: 10 });
      const withCoupon = { couponCode: code, totalAmount: EARLY_BIRD - 5000, phoneNumber: '919822222222' };
      const first = await hold(withCoupon);
      await capture(first);
      await refused(withCoupon, MESSAGES.couponContactUsedUp);
      await admin
        .post(`/api/admin/registrations/${first.bookingId}/cancel`)
        .set('Idempotency-Key', `cancel-${first.bookingId}`)
        .send({ refund: 'none', reason: 'Family moved' })
        .expect(200);
      await hold(withCoupon);
    });
  });

  describe('admin', () => {
    it('creates a percent coupon with a window and a scope, and refuses a rule that cannot hold', async () => {
      const rule = {
        code: 'schoolfest',
        kind: 'percent',
        percentOff: 25,
        validFrom: '2026-12-01T00:00:00.000Z',
        validUntil: '2027-01-01T00:00:00.000Z',
        venueIds: [venueId],
        gradeGroups: ['std-3-4', 'std-5-9'],
        appliesToTickets: true,
        appliesToKits: false,
        perContactLimit: 2,
        minAmountPaise: 30000,
        usageLimit: 50,
      };
      const created = (await admin.post('/api/admin/coupons').send(rule).expect(201)).body;
      expect(created).toMatchObject({ ...rule, code: 'SCHOOLFEST', discountAmount: 0, isActive: true });

      const bad = async (change: Record<string, unknown>, message: string) =>
        expect(
          (
            await admin
              .post('/api/admin/coupons')
              .send({ ...rule, code: 'BAD1', ...change })
              .expect(400)
          ).body.message,
        ).toBe(message);
      await bad({ percentOff: 0 }, MESSAGES.percentOffRange);
      await bad({ percentOff: 101 }, MESSAGES.percentOffRange);
      await bad({ validUntil: rule.validFrom }, MESSAGES.couponWindowOrder);
      await bad({ appliesToTickets: false }, MESSAGES.couponAppliesToNothing);
      await bad({ perContactLimit: 0 }, MESSAGES.perContactLimitMin);
      await bad({ minAmountPaise: -1 }, MESSAGES.minAmountNotNegative);
      await bad({ gradeGroups: ['std-10'] }, MESSAGES.gradeGroupInvalid);
    });

    it('lists uses, revenue and discount given per coupon, and filters by prefix', async () => {
      const flat = await coupon({ code: 'FIGSFLAT', discountAmount: paise(5000), usageLimit: 10 });
      await coupon({ code: 'FIGSNONE' });
      await coupon({ code: 'OTHERFIGS' });
      await capture(await hold({ couponCode: flat.code, totalAmount: EARLY_BIRD - 5000 }));
      await capture(
        await hold({ couponCode: flat.code, takeawayKit: true, gradeGroup: 'std-1-2', totalAmount: 199900 - 5000 }),
      );

      const listed = (await admin.get('/api/admin/coupons?prefix=figs').expect(200)).body as Array<
        Record<string, unknown>
      >;
      expect(listed.map((c) => c.code).sort()).toEqual(['FIGSFLAT', 'FIGSNONE']);
      expect(listed.find((c) => c.code === 'FIGSFLAT')).toMatchObject({
        usedCount: 2,
        redemptions: 2,
        revenuePaise: EARLY_BIRD - 5000 + 199900 - 5000,
        discountGivenPaise: 10000,
      });
      expect(listed.find((c) => c.code === 'FIGSNONE')).toMatchObject({
        redemptions: 0,
        revenuePaise: 0,
        discountGivenPaise: 0,
      });
    });

    it('makes 5,000 unique codes in one go, answers them as CSV, and audits the batch', async () => {
      const res = await admin
        .post('/api/admin/coupons/bulk')
        .send({ prefix: 'dps', count: 5000, kind: 'percent', percentOff: 10, gradeGroups: ['std-1-2'] })
        .expect(201);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="coupons-DPS.csv"');
      const [header, ...lines] = parseCsv(res.text).filter((row) => row.join('') !== '');
      expect(header).toEqual(['code']);
      const codes = lines.map(([code]) => code);
      expect(codes).toHaveLength(5000);
      expect(new Set(codes).size).toBe(5000);
      for (const code of codes) expect(code).toMatch(/^DPS[A-Z2-9]{8}$/);

      const [stored] = await t.db.query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE kind = 'percent' AND percent_off = 10
           AND grade_groups = '{std-1-2}' AND usage_limit = 1)::int AS "withRule"
         FROM coupons WHERE code = ANY($1)`,
        [codes],
      );
      expect(stored).toEqual({ n: 5000, withRule: 5000 });
      const [audit] = await t.db.query(
        `SELECT after FROM audit_events WHERE action = 'coupon.bulk_create' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit.after).toMatchObject({ prefix: 'DPS', count: 5000 });
      // A code from the file works for a parent.
      expect((await check({ code: codes[0]?.toLowerCase() })).valid).toBe(true);
    }, 60_000);

    it('refuses a batch too large or with a bad prefix, creating nothing', async () => {
      const [{ before }] = await t.db.query('SELECT count(*)::int AS before FROM coupons');
      const refusedBatch = async (body: Record<string, unknown>, message: string) =>
        expect((await admin.post('/api/admin/coupons/bulk').send(body).expect(400)).body.message).toBe(message);
      await refusedBatch({ prefix: 'DPS', count: 5001, discountAmount: 1000 }, MESSAGES.bulkCountRange);
      await refusedBatch({ prefix: 'DPS', count: 0, discountAmount: 1000 }, MESSAGES.bulkCountRange);
      await refusedBatch({ prefix: 'D', count: 10, discountAmount: 1000 }, MESSAGES.bulkPrefixInvalid);
      await refusedBatch({ prefix: 'DPS-PUNE', count: 10, discountAmount: 1000 }, MESSAGES.bulkPrefixInvalid);
      await refusedBatch({ prefix: 'DPS', count: 10 }, MESSAGES.discountMin);
      const [{ after }] = await t.db.query('SELECT count(*)::int AS after FROM coupons');
      expect(after).toBe(before);
    });
  });
});
