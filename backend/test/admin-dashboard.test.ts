import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInAsAdmin } from './support/admin.js';
import { createCoupon, createProduct, createVenue } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('admin dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is all zeros on an empty site', async () => {
    const admin = await signInAsAdmin(t);
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toEqual({
      totalVenues: 0, activeVenues: 0, totalCoupons: 0, activeCoupons: 0, totalAvailableSeats: 0, totalCapacity: 0,
      totalBookedSeats: 0, totalProducts: 0, activeProducts: 0, totalInventory: 0, totalRedemptions: 0,
      hoardingAlarms: [],
    });
  });

  it('counts venues, seats, coupons, products, stock and redemptions', async () => {
    await createVenue(t.db, { maxSeats: 100, bookedSeats: 40 });
    await createVenue(t.db, { maxSeats: 50, bookedSeats: 50 });
    await createVenue(t.db, { maxSeats: 80, bookedSeats: 5, isActive: false }); // not on offer
    const used = await createCoupon(t.db, { usageLimit: 2, usedCount: 2 }); // used up: shown Inactive
    await createCoupon(t.db, { usageLimit: 5, usedCount: 1 });
    await createCoupon(t.db, { isActive: false });
    await createProduct(t.db, { inventory: 7 });
    await createProduct(t.db, { inventory: 3, isActive: false });
    for (const email of ['a@example.com', 'b@example.com']) {
      await t.db.query(
        `INSERT INTO coupon_usages (coupon_id, coupon_code, email, amount_before, amount_after) VALUES ($1, $2, $3, 34900, 29900)`,
        [used.id, used.code, email],
      );
    }

    const admin = await signInAsAdmin(t);
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toEqual({
      totalVenues: 3,
      activeVenues: 2,
      totalCapacity: 150,
      totalBookedSeats: 90,
      totalAvailableSeats: 60,
      totalCoupons: 3,
      activeCoupons: 1,
      totalProducts: 2,
      activeProducts: 1,
      totalInventory: 10,
      totalRedemptions: 2,
      hoardingAlarms: [],
    });
  });
});
