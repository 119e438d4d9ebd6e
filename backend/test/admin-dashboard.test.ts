import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signInAsAdmin, signInAsStaff } from './support/admin.js';
import { kolkataToday, weekStart } from '@robo/domain';
import { createCoupon, createProduct, createVenue } from './support/factories.js';
import { insertBooking, insertOrder } from './support/sales.js';
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
    const today = kolkataToday();
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toEqual({
      totalVenues: 0,
      activeVenues: 0,
      totalCoupons: 0,
      activeCoupons: 0,
      totalAvailableSeats: 0,
      totalCapacity: 0,
      totalBookedSeats: 0,
      totalProducts: 0,
      activeProducts: 0,
      totalInventory: 0,
      totalRedemptions: 0,
      earlyBirdTaken: 0,
      earlyBirdLimit: 500,
      earlyBirdOverLimit: 0,
      couponUsesOverLimit: 0,
      paidSeats: 0,
      heldSeats: 0,
      revenueToday: 0,
      revenueThisWeek: 0,
      today,
      weekStart: weekStart(today),
      venueSeats: [],
      bookingsAwaitingPayment: 0,
      ordersAwaitingPayment: 0,
      ordersToShip: 0,
      lowStock: [],
      hoardingAlarms: [],
    });
  });

  it('shows revenue to the owner and the desk only; door and store get the rest of the figures', async () => {
    for (const role of ['desk', 'door', 'store'] as const) {
      const { agent } = await signInAsStaff(t, role);
      const { body } = await agent.get('/api/admin/dashboard').expect(200);
      expect({ role, revenue: 'revenueToday' in body || 'revenueThisWeek' in body }).toEqual({
        role,
        revenue: role === 'desk',
      });
      expect(body).toHaveProperty('totalVenues');
    }
    const owner = (await (await signInAsAdmin(t)).get('/api/admin/dashboard').expect(200)).body;
    expect(owner).toMatchObject({ revenueToday: expect.any(Number), revenueThisWeek: expect.any(Number) });
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
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toMatchObject({
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

  it("shows today's work: revenue, paid and held seats per venue, holds awaiting payment, orders to ship, low stock", async () => {
    await t.db.query('TRUNCATE registrations, orders, venues, products, coupons, coupon_usages CASCADE');
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const venue = await createVenue(t.db, { displayName: 'Pune Central', maxSeats: 100, bookedSeats: 3 });
    await insertBooking(t.db, { venueId: venue.id, createdAt: minutesAgo(3), paidAt: minutesAgo(2) });
    await insertBooking(t.db, {
      venueId: venue.id,
      createdAt: minutesAgo(3),
      paidAt: minutesAgo(2),
      originalAmount: 199900,
    });
    await insertBooking(t.db, { venueId: venue.id, paymentStatus: 'pending', createdAt: minutesAgo(1) });
    await insertBooking(t.db, { venueId: venue.id, paymentStatus: 'expired', createdAt: minutesAgo(30) });
    const soldOut = await createProduct(t.db, { name: 'Zeta Kit', inventory: 0, lowStockThreshold: 3 });
    const few = await createProduct(t.db, { name: 'Alpha Kit', inventory: 2, lowStockThreshold: 3 });
    await createProduct(t.db, { inventory: 20 });
    await insertOrder(t.db, { productId: few.id, unitPrice: 99900, createdAt: minutesAgo(3), paidAt: minutesAgo(2) });
    await insertOrder(t.db, {
      productId: few.id,
      unitPrice: 99900,
      paymentStatus: 'pending',
      createdAt: minutesAgo(1),
    });

    const admin = await signInAsAdmin(t);
    const { body } = await admin.get('/api/admin/dashboard').expect(200);
    expect(body).toMatchObject({
      revenueToday: 34900 + 199900 + 99900,
      paidSeats: 2,
      heldSeats: 1,
      venueSeats: [{ id: venue.id, displayName: 'Pune Central', maxSeats: 100, paidSeats: 2, heldSeats: 1 }],
      bookingsAwaitingPayment: 1,
      ordersAwaitingPayment: 1,
      ordersToShip: 1,
    });
    expect(body.revenueThisWeek).toBeGreaterThanOrEqual(body.revenueToday);
    expect(body.lowStock.map((product: { id: string }) => product.id)).toEqual([soldOut.id, few.id]);
  });
});
