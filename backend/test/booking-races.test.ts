import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { priceWorkshop, type GradeGroup } from '@robo/domain';
import { createCoupon } from './support/factories.js';
import { paidInSandbox } from './support/store-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addVenue, heldCounts, registrationBody, setEarlyBirdPlacesTaken } from './workshop-support.js';

const VENUE_FULL = 'This venue is fully booked. Please select another venue.';
const EARLY_BIRD_LIMIT = 500;

/**
 * Simultaneous bookings for the last seats, and simultaneous captures for the last early-bird places, in each way the
 * product stores its data: PostgreSQL, and the embedded default (PGlite behind one queued
 * connection, in-process jobs), which must sell exactly as much (issue 10, point 6).
 */
describe.each([
  ['PostgreSQL', {}],
  ['embedded', { DATABASE_URL: 'embedded', REDIS_URL: 'inline' }],
])('booking races on %s', (_mode, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...env, EARLY_BIRD_LIMIT: String(EARLY_BIRD_LIMIT) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const book = (venueId: number, count: number, overrides: (i: number) => Record<string, unknown> = () => ({})) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        t
          .http()
          .post('/api/registrations')
          .send(registrationBody(venueId, { email: `parent${i}@example.com`, ...overrides(i) })),
      ),
    );

  it('sells exactly the 20 free seats to 100 simultaneous registrations; the rest get the full message', async () => {
    const venue = await addVenue(t, { maxSeats: 20 });
    const before = await heldCounts(t, venue.id);
    const responses = await book(venue.id, 100);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(80).fill([409, VENUE_FULL]));
    // Refused bookings took nothing; holds take a seat but no early-bird place (captured payments do).
    expect(await heldCounts(t, venue.id)).toEqual({
      bookedSeats: 20,
      couponUses: undefined,
      earlyBird: before.earlyBird,
    });
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE venue_id = $1', [venue.id]);
    expect(n).toBe(20);
    expect((await t.http().get(`/api/availability/${venue.id}`).expect(200)).body.availableSeats).toBe(0);
  }, 60_000);

  it('holds 48 simultaneous bookings of mixed grades and kits at their own prices, and gives a repeat its hold back', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const firstBody = registrationBody(venue.id, { email: 'first@example.com' });
    const first = await t.http().post('/api/registrations').send(firstBody);
    expect(first.status).toBe(201);
    const grades: GradeGroup[] = ['std-1-2', 'std-3-4', 'std-5-9'];
    const asked = Array.from({ length: 48 }, (_, i) => {
      const choice = { gradeGroup: grades[i % 3]!, takeawayKit: i % 2 === 0 };
      const price = priceWorkshop({ ...choice, earlyBird: true });
      return { ...choice, totalAmount: price.totalAmount, originalAmount: price.originalAmount };
    });
    const [repeat, ...responses] = await Promise.all([
      t.http().post('/api/registrations').send(firstBody),
      ...asked.map((choice, i) =>
        t
          .http()
          .post('/api/registrations')
          .send(registrationBody(venue.id, { email: `mixed${i}@example.com`, ...choice })),
      ),
    ]);
    expect(repeat.status).toBe(201);
    expect(repeat.body.registration.bookingId).toBe(first.body.registration.bookingId);
    expect(repeat.body.razorpayOrder.id).toBe(first.body.razorpayOrder.id);
    expect(
      responses.map((r) => [
        r.status,
        r.body.registration?.gradeGroup,
        r.body.registration?.takeawayKit,
        r.body.registration?.totalAmount,
      ]),
    ).toEqual(asked.map((choice) => [201, choice.gradeGroup, choice.takeawayKit, choice.totalAmount]));
    expect(new Set(responses.map((r) => r.body.registration.bookingId)).size).toBe(48);
    expect(new Set(responses.map((r) => r.body.razorpayOrder.id)).size).toBe(48);
    const [row] = await t.db.query('SELECT booked_seats, held_seats FROM venues WHERE id = $1', [venue.id]);
    expect(row).toEqual({ booked_seats: 49, held_seats: 49 });
    const stored = await t.db.query(
      'SELECT booking_id, total_amount, gateway_order_id FROM registrations WHERE venue_id = $1 ORDER BY id',
      [venue.id],
    );
    expect(stored).toHaveLength(49);
    const answered = new Map(responses.map((r) => [r.body.registration.bookingId, r.body.razorpayOrder.id]));
    for (const { booking_id, gateway_order_id } of stored.slice(1))
      expect(answered.get(booking_id)).toBe(gateway_order_id);
  }, 60_000);

  it('lets 30 simultaneous holds quote a 3-use coupon without spending a use (captures spend them)', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    await createCoupon(t.db, { code: 'THREEONLY', discountAmount: 4900, usageLimit: 3 });
    const responses = await book(venue.id, 30, () => ({ couponCode: 'THREEONLY', totalAmount: 30000 }));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect(await heldCounts(t, venue.id, 'THREEONLY')).toMatchObject({ bookedSeats: 30, couponUses: 0 });
  }, 60_000);

  it('quotes all of 20 simultaneous bookings early-bird with 3 places left; of their captures at once exactly 3 take a place', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    await setEarlyBirdPlacesTaken(t, EARLY_BIRD_LIMIT - 3);
    const responses = await book(venue.id, 20);
    expect(responses.map((r) => [r.status, r.body.registration?.totalAmount])).toEqual(Array(20).fill([201, 34900]));
    expect((await heldCounts(t, venue.id)).earlyBird).toBe(EARLY_BIRD_LIMIT - 3);

    await Promise.all(
      responses.map(async ({ body }) => {
        const paid = await paidInSandbox(t, body.razorpayOrder.id);
        await t
          .http()
          .post('/api/verify-payment')
          .send({ ...paid, booking_id: body.registration.bookingId })
          .expect(200);
      }),
    );
    expect(await heldCounts(t, venue.id)).toEqual({
      bookedSeats: 20,
      couponUses: undefined,
      earlyBird: EARLY_BIRD_LIMIT,
    });
    const [{ over }] = await t.db.query(
      `SELECT count(*)::int AS over FROM registrations WHERE venue_id = $1 AND early_bird_over_limit`,
      [venue.id],
    );
    expect(over).toBe(17);
  }, 60_000);
});
