import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';
import { registrationBody } from './workshop-support.js';

/** DATABASE_URL=embedded REDIS_URL=inline: PGlite behind the wire protocol and in-process jobs. */
describe('embedded mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DATABASE_URL: 'embedded', REDIS_URL: 'inline', SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('migrates, seeds and reports its modes', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', queue: 'inline', down: [], lateSchedules: [] });
  });

  it('reads and writes through the app: a booking takes a seat and is confirmed by its in-process jobs', async () => {
    const venues = (await t.http().get('/api/venues').expect(200)).body as Array<{ id: number; availableSeats: number }>;
    expect(venues.length).toBeGreaterThanOrEqual(5);
    const venue = venues[0];

    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    const bookingId = created.body.registration.bookingId as string;
    const pay = await t.http().post('/sandbox/pay').send({ order_id: created.body.razorpayOrder.id }).expect(200);
    await t.http().post('/api/verify-payment').send({ ...pay.body, booking_id: bookingId }).expect(200);

    const availability = await t.http().get(`/api/availability/${venue.id}`).expect(200);
    expect(availability.body.availableSeats).toBe(venue.availableSeats - 1);
    const details = await t.http().get(`/api/registration-details/${bookingId}`).expect(200);
    expect(details.body.paymentStatus).toBe('paid');
    // The QR job ran in this process.
    const qrUrl = await eventually(async () => (await t.http().get(`/api/registration-details/${bookingId}`)).body.simpleQrCodeUrl as string | null);
    const png = await t.http().get(qrUrl).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
  });
});
