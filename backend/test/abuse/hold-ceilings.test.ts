import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHALLENGE_REQUIRED, CLIENT_HOLDS_REACHED, HOLDS_CEILING_REACHED } from '@robo/domain';
import { createProduct } from '../support/factories.js';
import { orderRequest } from '../support/store-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { addVenue, registrationBody } from '../workshop-support.js';
import { client, solve, type Answer } from './clients.js';

let contacts = 0;
/** Every request with a contact of its own: a script rotating phone numbers and e-mails. */
const rotatingContact = () => {
  contacts += 1;
  const digits = String(10_000_000 + contacts);
  return { phone: `98${digits}`, email: `rotate${contacts}@example.com` };
};
const booking = (venueId: number, extra: Record<string, unknown> = {}) => {
  const { phone, email } = rotatingContact();
  return registrationBody(venueId, { phoneNumber: `91${phone}`, email, ...extra });
};
const order = (productId: string, extra: Record<string, unknown> = {}) => {
  const { phone, email } = rotatingContact();
  return { ...orderRequest(productId, { customerPhone: phone, customerEmail: email }), ...extra };
};

/**
 * A script that solves every challenge it is given, as fast as it can: asks, solves, sends again,
 * until it is refused without a challenge. Answers the holds it got, the challenge levels it was
 * given, and the final refusal.
 */
async function solverLoop(send: (extra: Record<string, unknown>) => Promise<Answer>, created: number) {
  const levels: number[] = [];
  let holds = 0;
  for (let attempt = 0; attempt < 50; attempt++) {
    const asked = await send({});
    if (asked.status === created) {
      holds += 1;
      continue;
    }
    if (asked.body.code !== CHALLENGE_REQUIRED) return { holds, levels, refusal: asked };
    levels.push(asked.body.challenge.parameters.data.level);
    const answered = await send({ altcha: await solve(asked.body.challenge) });
    if (answered.status !== created) return { holds, levels, refusal: answered };
    holds += 1;
  }
  throw new Error('the solver was never refused');
}

describe('the per-address ceiling (HOLDS_PER_CLIENT=3): solved challenges buy at most as many again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HOLDS_PER_CLIENT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends a solver loop of bookings in a refusal with Retry-After and no challenge, the early-bird places untouched', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const before = (await t.http().get('/api/pricing').expect(200)).body;
    const script = client('127.0.1.2', t.url);
    const { holds, levels, refusal } = await solverLoop(
      (extra) => script.post('/api/registrations', booking(venue.id, extra)),
      201,
    );
    expect(holds).toBe(6);
    // Each challenge beyond the limit harder than the last.
    expect(levels).toEqual([1, 2, 3]);
    expect(refusal.status).toBe(429);
    expect(refusal.body.code).toBe(HOLDS_CEILING_REACHED);
    expect(refusal.body.challenge).toBeUndefined();
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(500);
    // Solved answers no longer help: the ceiling holds until the window ends.
    const late = await script.post('/api/registrations', booking(venue.id));
    expect(late.body.code).toBe(HOLDS_CEILING_REACHED);
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM registrations WHERE venue_id = $1`, [
      venue.id,
    ]);
    expect(count).toBe(6);
    // Its unpaid holds took no early-bird place: the next parent is quoted what the first was.
    expect((await t.http().get('/api/pricing').expect(200)).body).toEqual(before);
    // Another address books as usual.
    expect((await client('127.0.1.3', t.url).post('/api/registrations', booking(venue.id))).status).toBe(201);
  });

  it('ends a solver loop of store orders the same way, and refuses an easier answer kept for a later step', async () => {
    const product = await createProduct(t.db, { inventory: 25 });
    const script = client('127.0.1.4', t.url);
    for (let i = 0; i < 3; i++)
      expect((await script.post('/api/razorpay/create-order', order(product.id))).status).toBe(200);
    // Asking costs nothing, so a script may collect several challenges of one step; it keeps one.
    const asked = await script.post('/api/razorpay/create-order', order(product.id));
    const alsoAsked = await script.post('/api/razorpay/create-order', order(product.id));
    expect([asked.body.challenge.parameters.data.level, alsoAsked.body.challenge.parameters.data.level]).toEqual([
      1, 1,
    ]);
    const kept = await solve(alsoAsked.body.challenge);
    const used = { altcha: await solve(asked.body.challenge) };
    expect((await script.post('/api/razorpay/create-order', order(product.id, used))).status).toBe(200);
    // The kept answer is too easy for the next step.
    const tooEasy = await script.post('/api/razorpay/create-order', order(product.id, { altcha: kept }));
    expect(tooEasy.body.code).toBe(CHALLENGE_REQUIRED);
    expect(tooEasy.body.challenge.parameters.data.level).toBe(2);

    const { holds, levels, refusal } = await solverLoop(
      (extra) => script.post('/api/razorpay/create-order', order(product.id, extra)),
      200,
    );
    expect(holds).toBe(2);
    expect(levels).toEqual([2, 3]);
    expect(refusal.status).toBe(429);
    expect(refusal.body).toEqual(expect.objectContaining({ code: HOLDS_CEILING_REACHED }));
    expect(refusal.body.challenge).toBeUndefined();
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(500);
    const [{ units }] = await t.db.query(`SELECT inventory AS units FROM products WHERE id = $1`, [product.id]);
    expect(units).toBe(25 - 6);
  });
});

describe('live holds per address (LIVE_HOLDS_PER_CLIENT=3), whatever contacts it rotates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LIVE_HOLDS_PER_CLIENT: '3', HOLDS_PER_CONTACT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets 3 of 8 simultaneous holds from one address through, bookings and orders together', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const product = await createProduct(t.db, { inventory: 100 });
    const script = client('127.0.1.5', t.url);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => script.post('/api/registrations', booking(venue.id))),
      ...Array.from({ length: 4 }, () => script.post('/api/razorpay/create-order', order(product.id))),
    ]);
    const passed = answers.filter((a) => a.status === 200 || a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(passed).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.body.code).toBe(CLIENT_HOLDS_REACHED);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const [{ live }] = await t.db.query(
      `SELECT (SELECT count(*) FROM registrations WHERE payment_status = 'pending')
            + (SELECT count(*) FROM orders WHERE payment_status = 'pending') AS live`,
    );
    expect(Number(live)).toBe(3);
    // Another address is not affected.
    expect((await client('127.0.1.6', t.url).post('/api/registrations', booking(venue.id))).status).toBe(201);
  });

  it('counts only live holds: once one ends the address may hold again', async () => {
    const venue = await addVenue(t, { maxSeats: 100 });
    const script = client('127.0.1.7', t.url);
    for (let i = 0; i < 3; i++) expect((await script.post('/api/registrations', booking(venue.id))).status).toBe(201);
    expect((await script.post('/api/registrations', booking(venue.id))).body.code).toBe(CLIENT_HOLDS_REACHED);
    await t.db.query(
      `UPDATE registrations SET hold_expires_at = now() - interval '1 second'
       WHERE id = (SELECT min(id) FROM registrations WHERE venue_id = $1)`,
      [venue.id],
    );
    expect((await script.post('/api/registrations', booking(venue.id))).status).toBe(201);
  });
});
