import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type supertest from 'supertest';
import { MESSAGES, UNRESTRICTED_COUPON } from '@robo/domain';
import { startAdminApp } from './support/admin.js';
import { createCoupon } from './support/factories.js';

/** What a coupon created with only the spec's fields has for the rest of its rule, and its figures before any use. */
const PLAIN_RULE = {
  kind: 'flat',
  percentOff: null,
  ...UNRESTRICTED_COUPON,
  redemptions: 0,
  revenuePaise: 0,
  discountGivenPaise: 0,
};
import type { TestApp } from './support/test-app.js';

const validCoupon = () => ({
  code: `SAVE${Math.floor(Math.random() * 1e6)}`,
  discountAmount: 5000,
  usageLimit: 10,
  isActive: true,
});

describe('admin coupons', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(() => t.close());

  describe('validation (spec §5 "Coupon admin")', () => {
    it.each([
      ['code', undefined, MESSAGES.couponCodeRequired],
      ['code', '', MESSAGES.couponCodeRequired],
      ['code', '   ', MESSAGES.couponCodeRequired],
      ['code', 'A', MESSAGES.couponCodeMin],
      ['code', 'A'.repeat(21), MESSAGES.couponCodeTooLong],
      ['code', 12345, MESSAGES.invalidInput],
      ['discountAmount', 0, MESSAGES.discountMin],
      ['discountAmount', 12.5, MESSAGES.discountMin],
      ['discountAmount', undefined, MESSAGES.discountMin],
      ['usageLimit', 0, MESSAGES.usageLimitMin],
    ])('%s = %p → "%s"', async (field, value, message) => {
      const res = await admin
        .post('/api/admin/coupons')
        .send({ ...validCoupon(), [field]: value })
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('accepts codes of exactly 2 and 20 characters', async () => {
      await admin
        .post('/api/admin/coupons')
        .send({ ...validCoupon(), code: 'Z9' })
        .expect(201);
      await admin
        .post('/api/admin/coupons')
        .send({ ...validCoupon(), code: 'Y'.repeat(20) })
        .expect(201);
    });
  });

  it('creates a coupon: code trimmed and uppercased, discount in paise, usage limit 1 and active by default', async () => {
    const res = await admin.post('/api/admin/coupons').send({ code: '  monsoon25 ', discountAmount: 2500 }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      code: 'MONSOON25',
      discountAmount: 2500,
      usageLimit: 1,
      usedCount: 0,
      isActive: true,
      ...PLAIN_RULE,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Parents can use it at once.
    const check = await t.http().post('/api/validate-coupon').send({ code: 'monsoon25' }).expect(200);
    expect(check.body).toMatchObject({ valid: true, coupon: { code: 'MONSOON25', discountAmount: 2500 } });
  });

  it('refuses a duplicate code, whatever its case (409)', async () => {
    await admin
      .post('/api/admin/coupons')
      .send({ ...validCoupon(), code: 'DIWALI' })
      .expect(201);
    const res = await admin
      .post('/api/admin/coupons')
      .send({ ...validCoupon(), code: 'diwali' })
      .expect(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it('lists coupons with exactly the admin fields', async () => {
    const coupon = await createCoupon(t.db, { usedCount: 3, usageLimit: 5 });
    const list = (await admin.get('/api/admin/coupons').expect(200)).body as Array<Record<string, unknown>>;
    const listed = list.find((c) => c.id === coupon.id);
    expect(listed).toEqual({
      id: coupon.id,
      code: coupon.code,
      discountAmount: 5000,
      usageLimit: 5,
      usedCount: 3,
      isActive: true,
      ...PLAIN_RULE,
      createdAt: coupon.createdAt.toISOString(),
      updatedAt: coupon.updatedAt.toISOString(),
    });
  });

  describe('editing', () => {
    it('updates a coupon', async () => {
      const coupon = await createCoupon(t.db);
      const res = await admin
        .put(`/api/admin/coupons/${coupon.id}`)
        .send({ code: 'renamed1', discountAmount: 9900, usageLimit: 3, isActive: false })
        .expect(200);
      expect(res.body).toMatchObject({
        id: coupon.id,
        code: 'RENAMED1',
        discountAmount: 9900,
        usageLimit: 3,
        isActive: false,
      });
    });

    it('will not lower the usage limit below the uses already made', async () => {
      const coupon = await createCoupon(t.db, { usedCount: 3, usageLimit: 5 });
      const res = await admin
        .put(`/api/admin/coupons/${coupon.id}`)
        .send({ code: coupon.code, discountAmount: 5000, usageLimit: 2 })
        .expect(409);
      expect(res.body.message).toMatch(/Usage limit cannot be less than the 3 times/);
      await admin
        .put(`/api/admin/coupons/${coupon.id}`)
        .send({ code: coupon.code, discountAmount: 5000, usageLimit: 3 })
        .expect(200);
    });

    it('keeps the code of a coupon that has been used', async () => {
      const coupon = await createCoupon(t.db, { usedCount: 1 });
      const res = await admin
        .put(`/api/admin/coupons/${coupon.id}`)
        .send({ code: 'OTHERCODE', discountAmount: 5000, usageLimit: 10 })
        .expect(409);
      expect(res.body.message).toMatch(/cannot be changed/);
    });

    it("refuses taking another coupon's code", async () => {
      const taken = await createCoupon(t.db);
      const coupon = await createCoupon(t.db);
      await admin.put(`/api/admin/coupons/${coupon.id}`).send({ code: taken.code, discountAmount: 100 }).expect(409);
    });

    it('validates like creation and answers 404 for an unknown coupon', async () => {
      const coupon = await createCoupon(t.db);
      expect(
        (await admin.put(`/api/admin/coupons/${coupon.id}`).send({ code: 'OK', discountAmount: 0 }).expect(400)).body
          .message,
      ).toBe(MESSAGES.discountMin);
      await admin.put('/api/admin/coupons/999999').send(validCoupon()).expect(404);
    });
  });

  it('deletes a coupon', async () => {
    const coupon = await createCoupon(t.db);
    await admin.delete(`/api/admin/coupons/${coupon.id}`).expect(200);
    const list = (await admin.get('/api/admin/coupons').expect(200)).body as Array<{ id: number }>;
    expect(list.map((c) => c.id)).not.toContain(coupon.id);
    await admin.delete(`/api/admin/coupons/${coupon.id}`).expect(404);
  });
});
