import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../../src/payments/pipeline/hold-expiry.job.js';
import { createProduct } from '../support/factories.js';
import { orderRequest } from '../support/store-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';

/**
 * HOLD_UNOPENED_SECONDS=60, HOLD_SECONDS=900: a hold lasts a minute unless its checkout is opened,
 * then 15 minutes from its creation. Time passing is simulated by moving the holds' times back,
 * then the expiry sweeps run as the worker runs them.
 */
describe('short holds until the checkout opens (HOLD_UNOPENED_SECONDS=60)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLD_UNOPENED_SECONDS: '60', HOLD_SECONDS: '900' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Seconds from each hold's creation to its end, by its id. */
  const holdLengths = async (table: 'registrations' | 'orders', column: string, ids: string[]) => {
    const rows: Array<{ id: string; seconds: number }> = await t.db.query(
      `SELECT ${column} AS id, round(extract(epoch FROM hold_expires_at - created_at))::int AS seconds
       FROM ${table} WHERE ${column} = ANY($1)`,
      [ids],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.seconds]));
  };
  /** The call the site makes just before the payment window opens. */
  const openCheckout = (path: string, releaseToken: string, status: number) =>
    t.http().post(path).send({ releaseToken }).expect(status);
  /** As if `seconds` had passed for these holds. */
  const age = (table: 'registrations' | 'orders', column: string, ids: string[], seconds: number) =>
    t.db.query(
      `UPDATE ${table} SET created_at = created_at - make_interval(secs => $2),
              hold_expires_at = hold_expires_at - make_interval(secs => $2)
       WHERE ${column} = ANY($1)`,
      [ids, seconds],
    );

  it('ends a booking whose checkout was never opened after a minute; an opened one lasts 15 minutes', async () => {
    const venue = await addVenue(t, { maxSeats: 10 });
    const opened = (await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201)).body;
    const unopened = (await t.http().post('/api/registrations').send(registrationBody(venue.id)).expect(201)).body;
    const ids = [opened.registration.bookingId, unopened.registration.bookingId];

    const answer = await openCheckout(
      `/api/registrations/${opened.registration.bookingId}/checkout`,
      opened.releaseToken,
      200,
    );
    expect(Date.parse(answer.body.holdExpiresAt)).toBeGreaterThan(Date.now() + 890_000);
    // Opening again changes nothing; another booking's token opens nothing.
    await openCheckout(`/api/registrations/${opened.registration.bookingId}/checkout`, opened.releaseToken, 200);
    await openCheckout(`/api/registrations/${unopened.registration.bookingId}/checkout`, opened.releaseToken, 409);
    expect(await holdLengths('registrations', 'booking_id', ids)).toEqual({ [ids[0]]: 900, [ids[1]]: 60 });

    await age('registrations', 'booking_id', ids, 61);
    await t.app.get(HoldExpiryJob).run();
    const statuses = await t.db.query(
      `SELECT booking_id, payment_status FROM registrations WHERE booking_id = ANY($1) ORDER BY booking_id = $2 DESC`,
      [ids, ids[0]],
    );
    expect(statuses.map((row: { payment_status: string }) => row.payment_status)).toEqual(['pending', 'expired']);
    const [seats] = await t.db.query(`SELECT booked_seats, held_seats FROM venues WHERE id = $1`, [venue.id]);
    expect(seats).toEqual({ booked_seats: 1, held_seats: 1 });
    // Too late to open the ended one.
    const late = await openCheckout(
      `/api/registrations/${unopened.registration.bookingId}/checkout`,
      unopened.releaseToken,
      409,
    );
    expect(late.body.message).toContain('This hold has ended');
  });

  it('ends a store order whose checkout was never opened after a minute; an opened one lasts 15 minutes', async () => {
    const product = await createProduct(t.db, { inventory: 10 });
    const opened = (await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200)).body;
    const unopened = (await t.http().post('/api/razorpay/create-order').send(orderRequest(product.id)).expect(200))
      .body;
    const ids = [opened.order_id, unopened.order_id];
    await openCheckout(`/api/store/orders/${opened.order_id}/checkout`, opened.releaseToken, 200);
    expect(await holdLengths('orders', 'gateway_order_id', ids)).toEqual({ [ids[0]]: 900, [ids[1]]: 60 });

    await age('orders', 'gateway_order_id', ids, 61);
    await t.app.get(HoldExpiryJob).run();
    const statuses = await t.db.query(
      `SELECT payment_status FROM orders WHERE gateway_order_id = ANY($1) ORDER BY gateway_order_id = $2 DESC`,
      [ids, ids[0]],
    );
    expect(statuses.map((row: { payment_status: string }) => row.payment_status)).toEqual(['pending', 'failed']);
    const [stock] = await t.db.query(`SELECT inventory, held_units FROM products WHERE id = $1`, [product.id]);
    expect(stock).toEqual({ inventory: 9, held_units: 1 });
  });
});
