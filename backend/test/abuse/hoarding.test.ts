import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ABUSE_MESSAGES, CHALLENGE_REQUIRED, CONTACT_HOLDS_REACHED, HOLDS_BUSY } from '@robo/domain';
import { signInAsAdmin } from '../support/admin.js';
import { createProduct } from '../support/factories.js';
import { orderRequest } from '../support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client, solve } from './clients.js';

let phoneSeq = 0;
/** A booking with its own contact, so only the per-client limit is in play. */
const freshBooking = (venueId: number, overrides: Record<string, unknown> = {}) => {
  phoneSeq += 1;
  return registrationBody(venueId, {
    phoneNumber: `9198${String(10_000_000 + phoneSeq)}`,
    email: `parent${phoneSeq}@example.com`,
    ...overrides,
  });
};

describe('holds per client (HOLDS_PER_CLIENT=3): beyond it a solved challenge is needed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLDS_PER_CLIENT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('asks one address for a challenge after 3 holds (bookings and orders together), not another address', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const product = await createProduct(t.db, { inventory: 50 });
    const hoarder = client('127.0.0.2', t.url);
    for (let i = 0; i < 2; i++)
      expect((await hoarder.post('/api/registrations', freshBooking(venue.id))).status).toBe(201);
    expect(
      (
        await hoarder.post(
          '/api/razorpay/create-order',
          orderRequest(product.id, { customerPhone: '9811111111', customerEmail: 'o1@example.com' }),
        )
      ).status,
    ).toBe(200);

    const refused = await hoarder.post('/api/registrations', freshBooking(venue.id));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: CHALLENGE_REQUIRED,
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    const orderRefused = await hoarder.post(
      '/api/razorpay/create-order',
      orderRequest(product.id, { customerPhone: '9811111112', customerEmail: 'o2@example.com' }),
    );
    expect(orderRefused.body.code).toBe(CHALLENGE_REQUIRED);

    // A parent behind another address is not affected.
    expect((await client('127.0.0.3', t.url).post('/api/registrations', freshBooking(venue.id))).status).toBe(201);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM registrations WHERE venue_id = $1`, [
      venue.id,
    ]);
    expect(count).toBe(3);
  });

  it('accepts a solved challenge once; a forged or reused answer stays refused', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const parent = client('127.0.0.4', t.url);
    for (let i = 0; i < 3; i++)
      expect((await parent.post('/api/registrations', freshBooking(venue.id))).status).toBe(201);
    const {
      body: { challenge },
    } = await parent.post('/api/registrations', freshBooking(venue.id));
    const answer = await solve(challenge);

    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    expect((await parent.post('/api/registrations', freshBooking(venue.id, { altcha: forged }))).body.code).toBe(
      CHALLENGE_REQUIRED,
    );
    expect(
      (await parent.post('/api/registrations', freshBooking(venue.id, { altcha: 'not base64 json' }))).status,
    ).toBe(429);

    const accepted = await parent.post('/api/registrations', freshBooking(venue.id, { altcha: answer }));
    expect(accepted.status).toBe(201);
    expect(accepted.body.registration.bookingId).toBeDefined();
    const reused = await parent.post('/api/registrations', freshBooking(venue.id, { altcha: answer }));
    expect(reused.status).toBe(429);
    expect(reused.body.code).toBe(CHALLENGE_REQUIRED);
  });
});

describe('live holds per contact (HOLDS_PER_CONTACT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLDS_PER_CONTACT: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a third live hold for one phone number however it is written, or for one e-mail', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const parent = client('127.0.0.5', t.url);
    expect(
      (
        await parent.post(
          '/api/registrations',
          registrationBody(venue.id, { phoneNumber: '919822012345', email: 'a@example.com' }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await parent.post(
          '/api/registrations',
          registrationBody(venue.id, {
            phoneNumber: undefined,
            mobileNumber: '9822012345',
            termsAccepted: true,
            email: 'b@example.com',
          }),
        )
      ).status,
    ).toBe(201);
    const capped = await parent.post(
      '/api/registrations',
      registrationBody(venue.id, { phoneNumber: '919822012345', email: 'c@example.com' }),
    );
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({
      code: CONTACT_HOLDS_REACHED,
      message: expect.stringContaining('2 unpaid bookings or orders'),
    });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (
        await parent.post(
          '/api/registrations',
          registrationBody(venue.id, { phoneNumber: '919822099999', email: 'A@Example.com' }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await parent.post(
          '/api/registrations',
          registrationBody(venue.id, { phoneNumber: '919822088888', email: 'a@example.com' }),
        )
      ).status,
    ).toBe(429);
    // Someone else books as usual.
    expect(
      (
        await parent.post(
          '/api/registrations',
          registrationBody(venue.id, { phoneNumber: '919822077777', email: 'z@example.com' }),
        )
      ).status,
    ).toBe(201);
  });

  it('counts only live holds: once they expire the contact may book again', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const parent = client('127.0.0.6', t.url);
    const body = () => registrationBody(venue.id, { phoneNumber: '919833012345', email: 'late@example.com' });
    for (let i = 0; i < 2; i++) expect((await parent.post('/api/registrations', body())).status).toBe(201);
    expect((await parent.post('/api/registrations', body())).status).toBe(429);
    await t.db.query(
      `UPDATE registrations SET hold_expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`,
    );
    expect((await parent.post('/api/registrations', body())).status).toBe(201);
  });

  it('hands a retry its live hold back at the cap: a retry is no new hold', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const product = await createProduct(t.db, { inventory: 100 });
    const parent = client('127.0.0.7', t.url);
    const contact = { phoneNumber: '919855012345', email: 'retry@example.com' };
    const first = registrationBody(venue.id, contact);
    const held = await parent.post('/api/registrations', first);
    expect((await parent.post('/api/registrations', registrationBody(venue.id, contact))).status).toBe(201);
    const retried = await parent.post('/api/registrations', first);
    expect(retried.status).toBe(201);
    expect(retried.body.registration.bookingId).toBe(held.body.registration.bookingId);
    expect((await parent.post('/api/registrations', registrationBody(venue.id, contact))).status).toBe(429);

    const buyer = { customerPhone: '9855012345', customerEmail: 'retry@example.com' };
    const order = orderRequest(product.id, buyer);
    const placed = await parent.post('/api/razorpay/create-order', order);
    expect(
      (await parent.post('/api/razorpay/create-order', orderRequest(product.id, { ...buyer, qty: 2 }))).status,
    ).toBe(200);
    const again = await parent.post('/api/razorpay/create-order', order);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(placed.body.order_id);
    expect(
      (await parent.post('/api/razorpay/create-order', orderRequest(product.id, { ...buyer, qty: 3 }))).status,
    ).toBe(429);
  });

  it('lets no more than the cap through when one contact asks many times in the same instant', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const product = await createProduct(t.db, { inventory: 100 });
    const phone = '919844012345';
    // From several addresses at once, bookings and orders together (each kind is capped on its own).
    const bookings = Array.from({ length: 12 }, (_, i) =>
      client(`127.0.0.${10 + (i % 6)}`, t.url).post(
        '/api/registrations',
        registrationBody(venue.id, { phoneNumber: phone, email: 'race@example.com' }),
      ),
    );
    const orders = Array.from({ length: 12 }, (_, i) =>
      client(`127.0.0.${20 + (i % 6)}`, t.url).post(
        '/api/razorpay/create-order',
        orderRequest(product.id, {
          customerPhone: phone,
          customerEmail: 'race@example.com',
          customerName: `Race Buyer ${i}`,
        }),
      ),
    );
    const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();
    expect(statuses(await Promise.all(bookings))).toEqual([201, 201, ...Array(10).fill(429)]);
    expect(statuses(await Promise.all(orders))).toEqual([200, 200, ...Array(10).fill(429)]);
    const [row] = await t.db.query(
      `SELECT count(*)::int AS n FROM registrations WHERE email = 'race@example.com' AND payment_status = 'pending'`,
    );
    expect(row.n).toBe(2);
  });
});

describe('hoarding alarm (HOLD_ALARM_SHARE=0.5, HOLDS_PER_CLIENT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLD_ALARM_SHARE: '0.5', HOLDS_PER_CLIENT: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every client as busy, with no challenge, once a hold would take live holds past half the seats left', async () => {
    const venue = await addVenue(t, { maxSeats: 4 });
    const hoarder = client('127.0.0.7', t.url);
    // 1 live hold, 2 seats left after it: within the share. A second would be 2 holds against 1 seat left.
    expect((await hoarder.post('/api/registrations', freshBooking(venue.id))).status).toBe(201);
    expect((await hoarder.post('/api/registrations', freshBooking(venue.id))).body.code).toBe(HOLDS_BUSY);
    const refused = await client('127.0.0.8', t.url).post('/api/registrations', freshBooking(venue.id));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      expect.objectContaining({ code: HOLDS_BUSY, message: ABUSE_MESSAGES.holdsBusy.booking }),
    );
    expect(refused.body.challenge).toBeUndefined();
    expect(refused.headers['retry-after']).toBe('60');
    const [seats] = await t.db.query(`SELECT held_seats FROM venues WHERE id = $1`, [venue.id]);
    expect(seats.held_seats).toBe(1);
  });

  it('while an alarm is up asks for a challenge that costs the address no hold, and shows staff the alarm', async () => {
    // One hold of the last 2 seats: 1 live hold against 1 seat left raises the alarm.
    const venue = await addVenue(t, { maxSeats: 2 });
    const { body: lone } = await client('127.0.0.9', t.url).post('/api/registrations', freshBooking(venue.id));
    const admin = await signInAsAdmin(t);
    // The alarms are re-read at most once a second, for the dashboard and the hold checks alike.
    const alarmsNow = async () => (await admin.get('/api/admin/dashboard').expect(200)).body.hoardingAlarms;
    const alarms = await eventually(async () => (await alarmsNow()).length > 0 && alarmsNow());
    expect(alarms).toEqual([expect.objectContaining({ kind: 'venue', id: String(venue.id), name: venue.displayName })]);

    // Three asks at HOLDS_PER_CLIENT=2: had each counted, the third would be the client's own, harder stage.
    const parent = client('127.0.0.10', t.url);
    const asks = [];
    for (let i = 0; i < 3; i++) asks.push(await parent.post('/api/registrations', freshBooking(venue.id)));
    expect(asks.map((a) => [a.status, a.body.code, a.headers['retry-after']])).toEqual(
      Array(3).fill([429, CHALLENGE_REQUIRED, '1']),
    );
    // A solved challenge does not pass the share: the lone hold leaves no seat within it.
    const solved = await parent.post(
      '/api/registrations',
      freshBooking(venue.id, { altcha: await solve(asks[2]!.body.challenge) }),
    );
    expect(solved.body.code).toBe(HOLDS_BUSY);

    // Once the hold is released and the alarm is down, the parent's hold needs no challenge: none counted.
    await parent
      .post(`/api/registrations/${lone.registration.bookingId}/release`, { releaseToken: lone.releaseToken })
      .then((a) => expect(a.status).toBe(200));
    await eventually(async () => (await alarmsNow()).length === 0);
    expect((await parent.post('/api/registrations', freshBooking(venue.id))).status).toBe(201);
  });
});
