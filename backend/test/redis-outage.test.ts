import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { RedisServer } from './support/redis-server.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { addVenue, registrationBody, registrationRow } from './workshop-support.js';

/** One of the spare ports for fault tests (55020-55029). */
const PORT = 55021;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

/** Redis down, then back, then emptied (issue 10, points 4 and 5). */
describe('Redis outages', () => {
  const redis = new RedisServer(PORT);
  let t: TestApp;
  let venue: Venue | undefined;

  beforeAll(async () => {
    // Booted while Redis is down: the app must finish starting, not wait for Redis.
    t = await startTestApp({ REDIS_URL: redis.url, HOLD_SECONDS: '2', SCHEDULE_CHECK_SECONDS: '1' });
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await redis.kill();
  });

  async function openHold(): Promise<{ bookingId: string; orderId: string }> {
    venue ??= await addVenue(t);
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    return { bookingId: created.body.registration.bookingId, orderId: created.body.razorpayOrder.id };
  }

  it('health answers at once with degraded and names Redis while it is down', async () => {
    const { value: res, ms } = await timed(() => t.http().get('/api/health').expect(200));
    expect(ms).toBeLessThan(1000);
    expect(res.body).toMatchObject({ status: 'degraded', database: 'up', queue: 'down', down: ['redis'] });
  });

  it('a committed payment confirmation answers at once while Redis is down', async () => {
    const { bookingId, orderId } = await openHold();
    const pay = await t.http().post('/sandbox/pay').send({ order_id: orderId }).expect(200);
    const { ms } = await timed(() => t.http().post('/api/verify-payment').send({ ...pay.body, booking_id: bookingId }).expect(200));
    expect(ms).toBeLessThan(3000); // it used to wait for Redis (31 s and more)
    expect((await registrationRow(t, bookingId)).payment_status).toBe('paid');
  });

  it('once Redis answers, schedules start by themselves and health is ok again', async () => {
    await redis.start();
    await eventually(async () => (await t.http().get('/api/health')).body.status === 'ok', 15_000);
    const { bookingId } = await openHold();
    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'expired', 15_000);
  }, 40_000);

  it('after Redis loses its data, hold expiry comes back by itself', async () => {
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
    const { bookingId } = await openHold();
    await eventually(async () => (await registrationRow(t, bookingId)).payment_status === 'expired', 15_000);
  }, 30_000);

  it('health names a schedule that has not run on time', async () => {
    await t.db.query(`UPDATE schedule_runs SET last_run_at = now() - interval '1 hour' WHERE id = 'reconcile:pending-payments'`);
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'degraded', down: [], lateSchedules: ['reconcile:pending-payments'] });
  });
});
