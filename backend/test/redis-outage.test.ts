import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createProduct } from './support/factories.js';
import { capturedLogger } from './support/log-lines.js';
import { RedisServer } from './support/redis-server.js';
import { orderByGatewayId, orderRequest, paidInSandbox, postCapturedWebhook } from './support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from './support/test-app.js';
import type { Venue } from '../src/venues/entities/venue.entity.js';
import { addVenue, registrationBody, registrationRow } from './workshop-support.js';

/** One of the spare ports for fault tests (31020-31029). */
const PORT = 31021;

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
  const waitingBookings: string[] = [];
  const { logger, lines } = capturedLogger();
  /** The structured lines saying the job queue lost or found Redis (BullMQ's connection errors end up here). */
  const redisLines = () =>
    lines.filter((line) => line.context === 'Redis').map((line) => String(line.msg).replace(/ \(.*\);/, ' (…);'));

  beforeAll(async () => {
    // Booted while Redis is down: the app must finish starting, not wait for Redis.
    t = await startTestApp({ REDIS_URL: redis.url, HOLD_SECONDS: '2', SCHEDULE_CHECK_SECONDS: '1' }, logger);
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await redis.kill();
  });

  /** The outbox items of a booking (its QR code, its messages) or other subject `key`: "kind state", sorted. */
  async function outboxItems(key: string): Promise<string[]> {
    const rows: Array<{ item: string }> = await t.db.query(
      `SELECT kind || ' ' || state AS item FROM outbox_items
       WHERE key = $1 OR (kind = 'message.send' AND key IN (SELECT id::text FROM messages WHERE booking_id = $1))
       ORDER BY 1`,
      [key],
    );
    return rows.map((row) => row.item);
  }

  async function openHold(): Promise<{ bookingId: string; orderId: string }> {
    venue ??= await addVenue(t);
    const created = await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201);
    return { bookingId: created.body.registration.bookingId, orderId: created.body.razorpayOrder.id };
  }

  it('health answers at once with degraded and names Redis while it is down', async () => {
    const { value: res, ms } = await timed(() => t.http().get('/api/health').expect(200));
    expect(ms).toBeLessThan(3000); // not a wait for Redis's connection (10 s and more)
    expect(res.body).toMatchObject({ status: 'degraded', database: 'up', queue: 'down', down: ['redis'] });
  });

  it('a committed payment confirmation answers at once while Redis is down', async () => {
    const { bookingId, orderId } = await openHold();
    const pay = await t.http().post('/sandbox/pay').send({ order_id: orderId }).expect(200);
    const { ms } = await timed(() =>
      t
        .http()
        .post('/api/verify-payment')
        .send({ ...pay.body, booking_id: bookingId })
        .expect(200),
    );
    expect(ms).toBeLessThan(3000); // it used to wait for Redis (31 s and more)
    expect((await registrationRow(t, bookingId)).payment_status).toBe('paid');
  });

  it('a payment webhook answers at once while Redis is down and leaves the QR code and confirmation in the outbox', async () => {
    const { bookingId, orderId } = await openHold();
    const pay = await t.http().post('/sandbox/pay').send({ order_id: orderId }).expect(200);
    const captured = { gatewayOrderId: orderId, paymentId: pay.body.razorpay_payment_id as string, amount: 34900 };
    const { value: res, ms } = await timed(() => postCapturedWebhook(t, captured));
    expect([res.status, res.body]).toEqual([200, { status: 'settled' }]);
    expect(ms).toBeLessThan(3000); // it used to wait for Redis (31 s and more)
    expect((await registrationRow(t, bookingId)).payment_status).toBe('paid');
    // The confirmation by e-mail and WhatsApp, and the QR code.
    expect(await outboxItems(bookingId)).toEqual(['message.send pending', 'message.send pending', 'qr.render pending']);
    waitingBookings.push(bookingId);
  });

  it('store checkout and its payment answer at once while Redis is down; the catalogue rebuild waits in the outbox', async () => {
    const product = await createProduct(t.db);
    const { value: created, ms: checkoutMs } = await timed(() =>
      t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)),
    );
    expect(created.status).toBe(200);
    const payment = await paidInSandbox(t, created.body.order_id);
    const { value: verified, ms: verifyMs } = await timed(() =>
      t.http().post('/api/store/verify-payment').send(payment),
    );
    expect(verified.status).toBe(200);
    expect(Math.max(checkoutMs, verifyMs)).toBeLessThan(3000);
    expect((await orderByGatewayId(t, created.body.order_id)).payment_status).toBe('completed');
    expect(await outboxItems('catalog.json')).toEqual(['catalog.regenerate pending']);
  });

  it('logs the job queue losing Redis once for the whole outage, through the structured logger', () => {
    expect(redisLines()).toEqual(['Redis is unreachable (…); background jobs wait until it is back']);
  });

  it('once Redis answers, schedules start by themselves and health is ok again', async () => {
    await redis.start();
    await eventually(async () => (await t.http().get('/api/health')).body.status === 'ok', 15_000);
    // The work left in the outbox meanwhile is done.
    for (const bookingId of waitingBookings) {
      await eventually(async () => (await outboxItems(bookingId)).every((item) => item.endsWith(' done')), 15_000);
    }
    await eventually(async () => (await outboxItems('catalog.json')).join() === 'catalog.regenerate done', 15_000);
    expect(redisLines()).toEqual([
      'Redis is unreachable (…); background jobs wait until it is back',
      'Redis is reachable again',
    ]);
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
    await t.db.query(
      `UPDATE schedule_runs SET last_run_at = now() - interval '1 hour' WHERE id = 'reconcile:pending-payments'`,
    );
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'degraded', down: [], lateSchedules: ['reconcile:pending-payments'] });
  });
});
