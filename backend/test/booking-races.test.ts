import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createCoupon } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addVenue, heldCounts, registrationBody, setEarlyBirdPlacesTaken } from './workshop-support.js';

const VENUE_FULL = 'This venue is fully booked. Please select another venue.';
const EARLY_BIRD_LIMIT = 500;

/**
 * Simultaneous bookings for the last seats, coupon uses and early-bird places, in each way the
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
    // Refused bookings took nothing: no seat, no early-bird place.
    expect(await heldCounts(t, venue.id)).toEqual({
      bookedSeats: 20,
      couponUses: undefined,
      earlyBird: before.earlyBird + 20,
    });
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM registrations WHERE venue_id = $1', [venue.id]);
    expect(n).toBe(20);
    expect((await t.http().get(`/api/availability/${venue.id}`).expect(200)).body.availableSeats).toBe(0);
  }, 60_000);

  it('gives exactly 3 of 30 simultaneous uses of a 3-use coupon', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    await createCoupon(t.db, { code: 'THREEONLY', discountAmount: 4900, usageLimit: 3 });
    const responses = await book(venue.id, 30, () => ({ couponCode: 'THREEONLY', totalAmount: 30000 }));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(
      Array(27).fill([409, 'This coupon has reached its usage limit']),
    );
    expect(await heldCounts(t, venue.id, 'THREEONLY')).toMatchObject({ bookedSeats: 3, couponUses: 3 });
  }, 60_000);

  it('gives the last 3 early-bird places to 3 of 20 simultaneous bookings; the rest are told the regular price', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    await setEarlyBirdPlacesTaken(t, EARLY_BIRD_LIMIT - 3);
    const responses = await book(venue.id, 20);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.currentPrice])).toEqual(
      Array(17).fill([409, { originalAmount: 199900, discountAmount: 0, totalAmount: 199900 }]),
    );
    expect(await heldCounts(t, venue.id)).toEqual({
      bookedSeats: 3,
      couponUses: undefined,
      earlyBird: EARLY_BIRD_LIMIT,
    });
  }, 60_000);
});
