import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RenderBookingQrJob } from '../../src/qr/jobs/render-booking-qr.job.js';
import { createCoupon } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client } from './clients.js';

describe('lookups by guessable ids (LOOKUP_MISSES_PER_CLIENT=5) and coupon checks (COUPON_CHECKS_PER_CLIENT=3)', () => {
  let t: TestApp;
  let bookingId: string;
  beforeAll(async () => {
    t = await startTestApp({ LOOKUP_MISSES_PER_CLIENT: '5', COUPON_CHECKS_PER_CLIENT: '3' });
    const venue = await addVenue(t);
    const booked = await client('127.0.0.9', t.url).post('/api/registrations', registrationBody(venue.id));
    bookingId = booked.body.registration.bookingId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a guessing client after 5 misses (bookings and orders together), not the owner elsewhere', async () => {
    const guesser = client('127.0.0.2', t.url);
    for (let i = 0; i < 3; i++) expect((await guesser.get(`/api/registration-details/RL-GUESS${i}`)).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await guesser.get(`/api/order-details/ORD-GUESS${i}`)).status).toBe(404);
    // Found ids do not count: the guesser still gets its own booking before the limit.
    const limited = await guesser.get(`/api/registration-details/${bookingId}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await guesser.get('/api/order-details/ORD-GUESS9')).status).toBe(429);

    const owner = await client('127.0.0.3', t.url).get(`/api/registration-details/${bookingId}`);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ bookingId, parentName: 'Asha Rao' });
    expect(owner.headers['cache-control']).toBe('no-store');
  });

  it('does not count found ids as misses', async () => {
    const parent = client('127.0.0.4', t.url);
    for (let i = 0; i < 10; i++) expect((await parent.get(`/api/registration-details/${bookingId}`)).status).toBe(200);
  });

  it('serves a booking QR image only at its signed URL; guessed paths count as misses', async () => {
    await t.app.get(RenderBookingQrJob).run({ bookingId });
    const { body: booking } = await client('127.0.0.5', t.url).get(`/api/registration-details/${bookingId}`);
    expect(booking.simpleQrCodeUrl).toMatch(/\?sig=[0-9a-f]{64}$/);
    const image = await client('127.0.0.5', t.url).get(booking.simpleQrCodeUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-store');

    const guesser = client('127.0.0.6', t.url);
    for (const path of [
      `/uploads/qr/${bookingId}.png`,
      `/uploads/qr/${bookingId}.png?sig=${'0'.repeat(64)}`,
      `/uploads//qr/${bookingId}.png`,
      `/uploads/./qr/${bookingId}.png`,
      `/uploads/%71r/${bookingId}.png`,
    ]) {
      expect({ path, status: (await guesser.get(path)).status }).toEqual({ path, status: 404 });
    }
    for (let i = 0; i < 3; i++) await guesser.get(`/uploads/qr/RL-GUESS${i}.png`);
    expect((await guesser.get(booking.simpleQrCodeUrl)).status).toBe(429);
  });

  it('limits coupon checks per client', async () => {
    const coupon = await createCoupon(t.db);
    const guesser = client('127.0.0.7', t.url);
    for (const code of ['AAAA', 'BBBB', coupon.code])
      expect((await guesser.post('/api/validate-coupon', { code })).status).toBe(200);
    const refused = await guesser.post('/api/validate-coupon', { code: coupon.code });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many coupon checks. Please try again in a minute.');
    expect((await client('127.0.0.8', t.url).post('/api/validate-coupon', { code: coupon.code })).body).toMatchObject({
      valid: true,
    });
  });
});
