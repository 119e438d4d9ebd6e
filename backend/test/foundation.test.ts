import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Registration } from '../src/registrations/entities/registration.entity.js';
import { createProduct, createVenue } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health with the database and queue it uses', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', queue: 'bullmq', down: [], lateSchedules: [] });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.body.statusCode).toBe(404);
  });

  describe('the database refuses what must never happen, even when service code is bypassed', () => {
    it('refuses an oversold venue', async () => {
      const venue = await createVenue(t.db, { maxSeats: 2, bookedSeats: 2 });
      await expect(
        t.db.query('UPDATE venues SET booked_seats = booked_seats + 1 WHERE id = $1', [venue.id]),
      ).rejects.toThrow(/venues_seats_within_capacity/);
    });

    it('refuses a duplicate booking id', async () => {
      const venue = await createVenue(t.db);
      const row = {
        parentName: 'Asha Rao',
        phoneNumber: '919876543210',
        email: 'asha@example.com',
        childName: 'Vir Rao',
        gradeGroup: 'std-3-4' as const,
        schoolName: 'DPS Pune',
        venueId: venue.id,
        bookingId: 'RL-DUPLICATE',
        holdExpiresAt: new Date(Date.now() + 60_000),
      };
      await t.db.getRepository(Registration).insert(row);
      await expect(t.db.getRepository(Registration).insert(row)).rejects.toThrow(/duplicate key/);
    });

    it('refuses negative inventory', async () => {
      const product = await createProduct(t.db, { inventory: 1 });
      await expect(
        t.db.query('UPDATE products SET inventory = inventory - 2 WHERE id = $1', [product.id]),
      ).rejects.toThrow(/products_inventory_not_negative/);
    });

    it('refuses a coupon used beyond its limit', async () => {
      await t.db.query(
        `INSERT INTO coupons (code, discount_amount, usage_limit, used_count) VALUES ('LIMITED', 100, 1, 1)`,
      );
      await expect(t.db.query(`UPDATE coupons SET used_count = used_count + 1 WHERE code = 'LIMITED'`)).rejects.toThrow(
        /coupons_uses_within_limit/,
      );
    });
  });
});

describe('health when the database is gone', () => {
  it('answers 503 and says the database is down', async () => {
    const t = await startTestApp();
    try {
      await t.db.destroy();
      const res = await t.http().get('/api/health').expect(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
