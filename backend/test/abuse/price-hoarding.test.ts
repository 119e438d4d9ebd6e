import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EARLY_BIRD_OVER_LIMIT_TIER, MESSAGES } from '@robo/domain';
import { signInAsAdmin } from '../support/admin.js';
import { createCoupon } from '../support/factories.js';
import { paidInSandbox } from '../support/store-helpers.js';
import { eventually, startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody, setEarlyBirdPlacesTaken } from '../workshop-support.js';

/**
 * The finding: a script solving the challenge in milliseconds held all 500 early-bird places in
 * 24 s, and every parent was then quoted ₹1,999 instead of ₹349. Unpaid holds must not move a
 * price: places and coupon uses are taken when a payment is captured (docs/security.md "Seat,
 * price and stock hoarding").
 */

const EARLY_BIRD = 34900;
const WITH_COUPON = 30000; // the early-bird ticket less a ₹49 coupon

interface Hold {
  bookingId: string;
  orderId: string;
}

async function hold(t: TestApp, venueId: number, overrides: Record<string, unknown> = {}): Promise<Hold> {
  const res = await t.http().post('/api/registrations').send(registrationBody(venueId, overrides)).expect(201);
  return { bookingId: res.body.registration.bookingId, orderId: res.body.razorpayOrder.id };
}

/** The parent pays in the sandbox checkout and the browser reports it (the one confirmation path). */
async function capture(t: TestApp, { bookingId, orderId }: Hold): Promise<unknown> {
  const paid = await paidInSandbox(t, orderId);
  const res = await t
    .http()
    .post('/api/verify-payment')
    .send({ ...paid, booking_id: bookingId })
    .expect(200);
  return res.body;
}

async function placesTaken(t: TestApp): Promise<number> {
  const [{ value }] = await t.db.query(`SELECT value FROM counters WHERE key = 'early_bird'`);
  return value;
}

async function couponUses(t: TestApp, code: string): Promise<number> {
  const [{ used }] = await t.db.query(`SELECT used_count AS used FROM coupons WHERE code = $1`, [code]);
  return used;
}

describe('early-bird places are taken at capture, not by holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EARLY_BIRD_LIMIT: '500' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('quotes the next parent the early-bird price after 500 unpaid holds', async () => {
    const venue = await addVenue(t, { maxSeats: 600 });
    await setEarlyBirdPlacesTaken(t, 0);
    for (let batch = 0; batch < 20; batch++)
      await Promise.all(Array.from({ length: 25 }, () => hold(t, venue.id, { totalAmount: EARLY_BIRD })));

    const pricing = (await t.http().get('/api/pricing').expect(200)).body;
    expect(pricing).toMatchObject({ tier: 'early-bird', earlyBirdRemaining: 500 });
    const next = await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { totalAmount: EARLY_BIRD }))
      .expect(201);
    expect(next.body.registration.totalAmount).toBe(EARLY_BIRD);
    expect(await placesTaken(t)).toBe(0);
  }, 120_000);

  it('honours the early-bird price of a hold paid after the last place went, and reports it as over the limit', async () => {
    const venue = await addVenue(t, { maxSeats: 10 });
    await setEarlyBirdPlacesTaken(t, 499);
    const first = await hold(t, venue.id, { totalAmount: EARLY_BIRD });
    const second = await hold(t, venue.id, { totalAmount: EARLY_BIRD });

    await capture(t, second);
    expect(await placesTaken(t)).toBe(500);
    expect((await t.http().get('/api/pricing').expect(200)).body).toMatchObject({
      tier: 'regular',
      earlyBirdRemaining: 0,
    });

    expect(await capture(t, first)).toEqual({ success: true, bookingId: first.bookingId });
    const details = (await t.http().get(`/api/registration-details/${first.bookingId}`).expect(200)).body;
    expect(details).toMatchObject({ paymentStatus: 'paid', totalAmount: EARLY_BIRD });
    expect(await placesTaken(t)).toBe(500);

    const admin = await signInAsAdmin(t);
    const tiers = (await admin.get('/api/admin/reports/tiers').expect(200)).body.rows;
    expect(tiers.map((row: Record<string, unknown>) => [row.tier, Number(row.seats), Number(row.collected)])).toEqual([
      ['Super Early Bird', 1, EARLY_BIRD],
      [EARLY_BIRD_OVER_LIMIT_TIER, 1, EARLY_BIRD],
      ['Regular', 0, 0],
    ]);
    expect((await admin.get('/api/admin/dashboard').expect(200)).body).toMatchObject({
      earlyBirdTaken: 500,
      earlyBirdLimit: 500,
      earlyBirdOverLimit: 1,
    });
  });
});

describe('coupon uses are spent at capture, not by holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets two holds use a 1-use coupon, spends the use at the first capture and honours the second', async () => {
    const venue = await addVenue(t, { maxSeats: 10 });
    await createCoupon(t.db, { code: 'ONEUSE', discountAmount: 4900, usageLimit: 1 });
    const first = await hold(t, venue.id, { couponCode: 'ONEUSE', totalAmount: WITH_COUPON });
    const second = await hold(t, venue.id, { couponCode: 'ONEUSE', totalAmount: WITH_COUPON });
    expect(await couponUses(t, 'ONEUSE')).toBe(0);
    expect((await t.http().post('/api/validate-coupon').send({ code: 'ONEUSE' }).expect(200)).body.valid).toBe(true);

    await capture(t, first);
    expect(await couponUses(t, 'ONEUSE')).toBe(1);
    const refused = await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { couponCode: 'ONEUSE', totalAmount: WITH_COUPON }))
      .expect(409);
    expect(refused.body.message).toBe(MESSAGES.couponUsedUp);

    await capture(t, second);
    const details = (await t.http().get(`/api/registration-details/${second.bookingId}`).expect(200)).body;
    expect(details).toMatchObject({ paymentStatus: 'paid', totalAmount: WITH_COUPON });
    expect(await couponUses(t, 'ONEUSE')).toBe(1);
    const usages = await t.db.query(
      `SELECT r.booking_id AS "bookingId", u.over_limit AS "overLimit" FROM coupon_usages u
       JOIN registrations r ON r.id = u.registration_id WHERE u.coupon_code = 'ONEUSE' ORDER BY u.id`,
    );
    expect(usages).toEqual([
      { bookingId: first.bookingId, overLimit: false },
      { bookingId: second.bookingId, overLimit: true },
    ]);
    const admin = await signInAsAdmin(t);
    expect((await admin.get('/api/admin/dashboard').expect(200)).body.couponUsesOverLimit).toBe(1);
  });

  it('spends exactly the last use when 20 payments of holds on it are captured at once', async () => {
    const venue = await addVenue(t, { maxSeats: 30 });
    await createCoupon(t.db, { code: 'LASTUSE', discountAmount: 4900, usageLimit: 3, usedCount: 2 });
    const holds: Hold[] = [];
    for (let i = 0; i < 20; i++)
      holds.push(await hold(t, venue.id, { couponCode: 'LASTUSE', totalAmount: WITH_COUPON }));

    const answers = await Promise.all(holds.map((h) => capture(t, h)));
    expect(answers).toEqual(holds.map(({ bookingId }) => ({ success: true, bookingId })));
    expect(await couponUses(t, 'LASTUSE')).toBe(3);
    const [counts] = await t.db.query(
      `SELECT count(*) FILTER (WHERE NOT over_limit)::int AS spent, count(*) FILTER (WHERE over_limit)::int AS over
       FROM coupon_usages WHERE coupon_code = 'LASTUSE'`,
    );
    expect(counts).toEqual({ spent: 1, over: 19 });
  }, 60_000);
});

describe('holds that end unpaid leave places and coupon uses untouched', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLD_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts nothing for a hold while it lives, when it expires, or when the parent releases it', async () => {
    const venue = await addVenue(t, { maxSeats: 5 });
    await setEarlyBirdPlacesTaken(t, 7);
    await createCoupon(t.db, { code: 'EXPIRES', discountAmount: 4900, usageLimit: 1 });
    const expiring = await hold(t, venue.id, { couponCode: 'EXPIRES', totalAmount: WITH_COUPON });
    const released = await t
      .http()
      .post('/api/registrations')
      .send(registrationBody(venue.id, { couponCode: 'EXPIRES', totalAmount: WITH_COUPON }))
      .expect(201);
    expect([await placesTaken(t), await couponUses(t, 'EXPIRES')]).toEqual([7, 0]);

    const { bookingId } = released.body.registration;
    await t
      .http()
      .post(`/api/registrations/${bookingId}/release`)
      .send({ releaseToken: released.body.releaseToken })
      .expect(200);
    await eventually(
      async () =>
        (await t.http().get(`/api/registration-details/${expiring.bookingId}`)).body.paymentStatus === 'expired',
      8000,
    );
    expect([await placesTaken(t), await couponUses(t, 'EXPIRES')]).toEqual([7, 0]);
    expect((await t.http().get('/api/pricing').expect(200)).body.earlyBirdRemaining).toBe(500 - 7);
  });
});
